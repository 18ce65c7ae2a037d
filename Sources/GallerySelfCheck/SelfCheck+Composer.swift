import CGtk
import Foundation
import GalleryModel
import GallerySceneReader
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's composer part: builds a scene from nothing through the composer's actions (as its buttons,
/// menus and shortcuts ask them), undoes and redoes, saves it and reads it back, tries to close and quit with unsaved
/// edits, and saves the file behind the composer's back as an editor would, answering each question. Every wait is
/// for the window to follow, never a fixed time. It leaves the composer with nothing unsaved, so the check's quit
/// is not held up.
extension SelfCheck {
    func checkComposer() {
        let file = folder + "/Composed.swift"
        var composer: SceneComposer { window.composer.composer }
        func styleOnForm() -> Bool {
            composer.scene.roots.first?.modifiers.contains { if case .style(let style, _) = $0.kind { style.family == .toggle } else { false } } ?? false
        }
        step {
            self.activate("win.platform", Platform.iOS.rawValue)
            self.activate("win.release", Platform.iOS.newestRelease.description)
            self.activate("win.composer-new")
        }
        step(waitingFor: "the composer's page", until: { self.window.composerPage != nil }) {
            self.activate("win.composer-insert", "Form")
            self.activate("win.composer-insert", "Toggle")
            // The Toggle went into the chosen Form; choose the Form again and set Toggle's style on it.
            self.activate("win.scene-node", "0")
            Actions.activate(self.window.window, "win.composer-style", variant: Actions.tuple(["toggle", "button"]))
            self.activate("win.scene-node", "0.0")
            self.activate("win.composer-title", "Wi-Fi")
        }
        step {
            self.report.composer.outlineAfterBuilding = self.window.composerPage?.outline?.rowNames
            self.report.composer.codeAfterBuilding = composer.source
            self.report.composer.undoEnabledAfterEdit = self.isEnabled("composer-undo")
            self.report.composer.moveUpDisabledOnFirst = !self.isEnabled("composer-move-up")
            // The Toggle is the Form's only view: it has no neighbour to move into.
            self.activate("win.scene-node", "0.0")
            self.report.composer.moveInDisabledWithoutNeighbour = !self.isEnabled("composer-move-in")
            self.activate("win.composer-undo")
            self.activate("win.composer-undo")
            self.report.composer.undoRemovedStyle = !styleOnForm()
            self.activate("win.composer-redo")
            self.activate("win.composer-redo")
            self.report.composer.redoRestoredStyle = styleOnForm()
            self.activate("win.composer-save-file", file)
        }
        step {
            self.report.composer.savedFile = file
            self.report.composer.titleAfterSave = self.window.composerPage?.title
            let read = (try? SceneReader.readFile(atPath: file, views: .shown).scene(named: nil))?.withoutLocations
            self.report.composer.readBackIdentical = read?.roots == composer.scene.roots && read?.state == composer.scene.state
            self.report.composer.composerOutline = self.window.composerPage?.outline?.rowNames
            _ = Screenshot.save(self.window.window, to: self.folder + "/shot-composer-iOS.png")
            self.activate("win.open-scene-file", file)
        }
        step(waitingFor: "the saved file's scene page", until: { self.window.scenePage?.document.path == file }) {
            self.report.composer.savedFileOutline = self.window.scenePage?.outline?.rowNames
            self.activate("win.page", GalleryPage.composer.id)
        }
        // An editor's save with nothing unsaved: taken in without a question.
        step(waitingFor: "the composer's page again", until: { self.window.composerPage != nil }) {
            Self.write(Self.editorSource(says: "From the editor"), to: file)
        }
        step(waitingFor: "the editor's save taken in", until: { composer.scene.roots.first?.title == "From the editor" }) {
            self.report.composer.reloadedWithoutAsking = self.window.composerQuestion == nil && !composer.isEdited
            // Unsaved edits: closing and quitting ask, and Cancel keeps the window and the edits.
            self.activate("win.composer-insert", "Text")
            gtk_window_close(gallery_window(self.window.window))
        }
        let answered = { self.window.composerQuestion == nil }
        step(waitingFor: "the question on closing", until: { self.window.composerQuestion != nil }) {
            self.report.composer.closeAsked = true
            self.window.composerQuestion?.press(.cancel)
        }
        // A button pressed from the keyboard clicks once its pressed look has shown.
        step(waitingFor: "Cancel on closing", until: answered) {
            self.activate("app.quit")
        }
        step(waitingFor: "the question on quitting", until: { self.window.composerQuestion != nil }) {
            self.report.composer.quitAsked = true
            self.window.composerQuestion?.press(.cancel)
        }
        var edited = composer.scene
        step(waitingFor: "Cancel on quitting", until: answered) {
            self.report.composer.editsKeptAfterCancel = composer.isEdited && gtk_widget_get_visible(self.window.window) != 0
            edited = composer.scene
            // An editor's save over the unsaved edits.
            Self.write(Self.editorSource(says: "Second save"), to: file)
        }
        step(waitingFor: "the question about the editor's save", until: { self.window.composerQuestion != nil }) {
            self.report.composer.conflictAsked = true
            self.window.composerQuestion?.press(.keepMine)
        }
        step(waitingFor: "Keep My Edits", until: answered) {
            self.report.composer.keepMineKeptEdits = composer.scene == edited && composer.isEdited
            self.report.composer.keepMineLeftFile = (try? String(contentsOfFile: file, encoding: .utf8))?.contains("Second save") == true
            Self.write(Self.editorSource(says: "Third save"), to: file)
        }
        step(waitingFor: "the question about the editor's next save", until: { self.window.composerQuestion != nil }) {
            self.window.composerQuestion?.press(.takeFile)
        }
        step(waitingFor: "Take the File's Version", until: answered) {
            self.report.composer.takeFileTookFile = composer.scene.roots.first?.title == "Third save" && !composer.isEdited
            self.activate("win.platform", Platform.watchOS.rawValue)
        }
        step {
            _ = Screenshot.save(self.window.window, to: self.folder + "/shot-composer-watchOS.png")
            self.activate("win.platform", Platform.iOS.rawValue)
        }
    }

    /// Whether the window's action `name` can be activated now (its button is sensitive).
    private func isEnabled(_ name: String) -> Bool {
        g_action_group_get_action_enabled(OpaquePointer(window.window), name) != 0
    }

    /// A view file as an editor might save it: one Text saying `words`.
    private static func editorSource(says words: String) -> String {
        "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Text(\"\(words)\")\n    }\n}\n"
    }

    /// Writes `text` to `path` as an editor's save does: a new file renamed over the old one.
    private static func write(_ text: String, to path: String) {
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
