import CGtk
import Foundation
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's recovery parts, each run only when named, for the tests that end the gallery while its composed
/// scene is unsaved and start it again:
///
/// - `composeHeld` composes a scene (a Toggle titled "Kept safe") through the composer's actions, waits until its
///   recovery file is written, writes `composed` into its folder, and holds the window open for the test to end it.
/// - `recovery` records what the window offers as it starts (and stops there when it offers nothing), answers Recover
///   the Unsaved Scene, records the composer, then saves the scene and records that its recovery file went.
/// - `recoveryDiscard` records the offer and answers Discard It.
/// - `quitDiscarding` composes, waits for the recovery file, quits, and answers Discard to the question; the gallery
///   then quits (the report is written before the answer).
///
/// Every wait is for the window to follow or the file to appear, never a fixed time.
extension SelfCheck {
    /// The words the composed scene's Toggle says.
    static let keptTitle = "Kept safe"

    /// The state folder, where the recovery files are.
    private var stateFolder: String {
        folder + "/state/" + StateFile.folderName
    }

    /// The recovery files' names in the state folder, sorted.
    private func recoveryFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: stateFolder)) ?? []
        return names.filter { $0.hasPrefix(SceneRecovery.prefix) && $0.hasSuffix(SceneRecovery.suffix) }.sorted()
    }

    /// Composes a Toggle titled ``keptTitle``, through the composer's actions, and waits for the recovery file.
    private func composeUntilKept() {
        step { self.activate("win.composer-new") }
        step(waitingFor: "the composer's page", seconds: 60, until: { self.window.composerPage != nil }) {
            self.activate("win.composer-insert", "Toggle")
            self.activate("win.composer-title", Self.keptTitle)
        }
        step(waitingFor: "the composed scene's recovery file", seconds: 120, until: { !self.recoveryFiles().isEmpty }) {
            self.report.recovery.filesWhileEdited = self.recoveryFiles()
        }
    }

    func composeAndHold() {
        composeUntilKept()
        step {
            self.holdsOpen = true
            if !FileManager.default.createFile(atPath: self.folder + "/composed", contents: Data("composed\n".utf8)) {
                self.fail("could not write \(self.folder)/composed")
            }
        }
    }

    /// What the window offered as it started.
    private func recordOffer() {
        report.recovery.offered = window.recoveryBar.message
        report.recovery.focusOnRecover = gtk_root_get_focus(OpaquePointer(window.window)) == window.recoveryBar.recoverButton
        report.recovery.filesAtStart = recoveryFiles()
        do {
            try WidgetTree.write(window.window, to: folder + "/recovery-window.json")
        } catch {
            fail("recovery-window.json: \(error)")
        }
        _ = Screenshot.save(window.window, to: folder + "/shot-recovery.png")
    }

    func checkRecovery() {
        let file = folder + "/Recovered.swift"
        // With nothing offered, the part records that and stops.
        var offered: Bool { report.recovery.offered != nil }
        step {
            self.recordOffer()
            guard offered else { return }
            // As the button's click would: the focus is on it.
            _ = gtk_widget_activate(self.window.recoveryBar.recoverButton)
            self.window.state.dispatchPending()
        }
        // A button activated from the keyboard clicks once its pressed look has shown: the offer goes then.
        step(waitingFor: "the recovered scene on the composer's page", seconds: 60,
             until: { !offered || (self.window.recoveryBar.message == nil && self.window.composerPage != nil) }) {
            guard offered else { return }
            let composer = self.window.composer.composer
            self.report.recovery.pageAfterRecover = self.window.page.id
            self.report.recovery.sourceAfterRecover = composer.source
            self.report.recovery.editedAfterRecover = composer.isEdited
            self.report.recovery.titleAfterRecover = self.window.composerPage?.title
            self.report.recovery.offerAfterAnswer = self.window.recoveryBar.message
            self.report.recovery.filesAfterRecover = self.recoveryFiles()
            self.activate("win.composer-save-file", file)
        }
        step(waitingFor: "the recovery file to go once the scene is saved", seconds: 60, until: { !offered || self.recoveryFiles().isEmpty }) {
            guard offered else { return }
            self.report.recovery.filesAfterSave = self.recoveryFiles()
            self.report.recovery.savedFile = try? String(contentsOfFile: file, encoding: .utf8)
        }
    }

    func discardRecovery() {
        step {
            self.recordOffer()
            _ = gtk_widget_activate(self.window.recoveryBar.discardButton)
            self.window.state.dispatchPending()
        }
        step(waitingFor: "the offered scene's file to go", seconds: 60, until: { self.recoveryFiles() != self.report.recovery.filesAtStart }) {
            let composer = self.window.composer.composer
            self.report.recovery.offerAfterAnswer = self.window.recoveryBar.message
            self.report.recovery.filesAfterDiscard = self.recoveryFiles()
            self.report.recovery.composerEmptyAfterDiscard = composer.scene.roots.isEmpty && !composer.isEdited
        }
    }

    func quitDiscarding() {
        composeUntilKept()
        step { self.activate("app.quit") }
        step(waitingFor: "the question on quitting", seconds: 60, until: { self.window.composerQuestion != nil }) {
            self.report.recovery.quitAsked = true
            self.writeReport()
            self.window.composerQuestion?.press(.discard)
        }
        // The answer quits the gallery, which ends the check here.
        step(waitingFor: "Discard on quitting", seconds: 60, until: { self.window.composerQuestion == nil }) {}
    }
}
