import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// What the recovery scenarios saw: the recovery files in the state folder at each moment (their names), what the
/// window offered at start, and what each answer did.
package struct RecoveryRecord: ScenarioRecord {
    package static let fileName = "recovery"
    /// The recovery files once the composed scene was kept (`composeHeld`, `quitDiscarding`).
    package var filesWhileEdited: [String]?
    /// The recovery bar's sentence as the window started, or nil when it offered nothing.
    package var offered: String?
    /// Whether the keyboard focus was on Recover the Unsaved Scene as the window started.
    package var focusOnRecover: Bool?
    /// The recovery files as the window started.
    package var filesAtStart: [String]?
    /// After Recover the Unsaved Scene: the page shown, the composer's code, whether it is unsaved, the page's title,
    /// the bar's sentence (nil once folded away) and the recovery files (this run's own, written at once).
    package var pageAfterRecover: String?
    package var sourceAfterRecover: String?
    package var editedAfterRecover: Bool?
    package var titleAfterRecover: String?
    package var offerAfterAnswer: String?
    package var filesAfterRecover: [String]?
    /// The recovery files once the recovered scene was saved, and what the save wrote.
    package var filesAfterSave: [String]?
    package var savedFile: String?
    /// After Discard It: the recovery files, and whether the composer stayed empty with nothing unsaved.
    package var filesAfterDiscard: [String]?
    package var composerEmptyAfterDiscard: Bool?
    /// Quitting with unsaved edits asked (`quitDiscarding`); the answer Discard follows the record.
    package var quitAsked: Bool?
}

/// What the recovery scenarios share: the state folder's recovery files, composing a scene until it is kept, and what
/// the window offers as it starts.
@MainActor
enum Recovery {
    /// The words the composed scene's Toggle says.
    package static let keptTitle = "Kept safe"

    /// The recovery files' names in the check's state folder, sorted.
    static func files(_ check: WindowDriver) -> [String] {
        let folder = check.folder + "/state/" + StateFile.folderName
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(SceneRecovery.prefix) && $0.hasSuffix(SceneRecovery.suffix) }.sorted()
    }

    /// Composes a Toggle titled ``keptTitle`` through the composer's actions, and waits for the recovery file that
    /// keeps it. The palette's item is read before it is inserted (an effect), so the title is set once the inserted
    /// Toggle is the chosen view, as a person types it once the Toggle shows.
    static func composeUntilKept(_ check: WindowDriver, into record: inout RecoveryRecord) throws {
        let toggle = try check.require(ScenePalette.items.first { $0.title == "Toggle" })
        check.send(.composer(.new), .composer(.insert(toggle)))
        check.wait(for: "the inserted Toggle, chosen", seconds: 60) {
            check.state.composer.composer.selection != nil && check.state.composer.composer.source.contains("Toggle(")
        }
        check.send(.composer(.setTitle(keptTitle)))
        check.expect(check.state.composer.composer.source.contains("Toggle(\"\(keptTitle)\""), "the title was not set")
        check.wait(for: "the composed scene's recovery file", seconds: 120) { keeps(keptTitle, check) }
        record.filesWhileEdited = files(check)
    }

    /// Whether a recovery file in the state folder keeps a scene whose source says `words`.
    static func keeps(_ words: String, _ check: WindowDriver) -> Bool {
        let folder = check.folder + "/state/" + StateFile.folderName
        return files(check).contains { name in
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                  let draft = try? JSONDecoder().decode(SceneDraft.self, from: data) else { return false }
            return draft.source.contains(words)
        }
    }

    /// What the window offered as it started, and where the focus is.
    static func recordOffer(_ check: WindowDriver, into record: inout RecoveryRecord) throws {
        let bar = try check.require(check.widget(named: "recovery"))
        let button = try check.require(check.widget(named: "composer-recover", in: bar))
        record.offered = check.state.recoveryOffer.map { $0.message.english }
        record.focusOnRecover = check.focus == button
        record.filesAtStart = files(check)
        try? WidgetTree.write(check.window.toplevel, to: check.folder + "/recovery-window.json")
        check.photograph(check.window.toplevel, as: "shot-recovery")
    }

    /// The recovery bar's sentence on screen, or nil when it is folded away.
    static func offerShown(_ check: WindowDriver) -> String? {
        guard let bar = check.widget(named: "recovery"), gtk_widget_get_visible(bar) != 0,
              let message = check.widget(named: "recovery-message", in: bar) else { return nil }
        return String(cString: gtk_label_get_text(gallery_label(message)))
    }

    /// Presses the bar's button named `name`, as a click or Enter would.
    static func press(_ name: String, _ check: WindowDriver) throws {
        let bar = try check.require(check.widget(named: "recovery"))
        _ = gtk_widget_activate(try check.require(check.widget(named: name, in: bar)))
    }
}

/// Composes a scene (a Toggle titled "Kept safe"), waits for its recovery file, writes `composed` into its folder, and
/// holds the window open for the test to end it.
@MainActor
enum ComposeHeldScenario: WindowCheck {
    nonisolated static let name = "composeHeld"

    static func run(_ check: WindowDriver) throws {
        var record = RecoveryRecord()
        try Recovery.composeUntilKept(check, into: &record)
        check.record(record)
        check.holdsOpen = true
        if !FileManager.default.createFile(atPath: check.folder + "/composed", contents: Data("composed\n".utf8)) {
            check.fail("could not write \(check.folder)/composed")
        }
    }
}

/// Records what the window offers as it starts (and stops there when it offers nothing), answers Recover the Unsaved
/// Scene, records the composer, then saves the scene and records that its recovery file went.
@MainActor
enum RecoveryScenario: WindowCheck {
    nonisolated static let name = "recovery"

    static func run(_ check: WindowDriver) throws {
        var record = RecoveryRecord()
        defer { check.record(record) }
        try Recovery.recordOffer(check, into: &record)
        guard record.offered != nil else { return }
        // As the button's click would: the focus is on it.
        try Recovery.press("composer-recover", check)
        check.wait(for: "the recovered scene on the composer's page", seconds: 60) {
            Recovery.offerShown(check) == nil && check.state.page == .composer
        }
        check.waitForFrame()
        let composer = check.state.composer
        record.pageAfterRecover = check.state.page.id
        record.sourceAfterRecover = composer.composer.source
        record.editedAfterRecover = composer.composer.isEdited
        record.titleAfterRecover = (try? check.pageRoot()).flatMap { check.widget(withClass: "page-title", in: $0) }
            .map { String(cString: gtk_label_get_text(gallery_label($0))) }
        record.offerAfterAnswer = Recovery.offerShown(check)
        record.filesAfterRecover = Recovery.files(check)
        let file = check.folder + "/Recovered.swift"
        check.send(.composer(.saveTo(file)))
        check.wait(for: "the recovery file to go once the scene is saved", seconds: 60) { Recovery.files(check).isEmpty }
        record.filesAfterSave = Recovery.files(check)
        record.savedFile = try? String(contentsOfFile: file, encoding: .utf8)
    }
}

/// Records the offer and answers Discard It.
@MainActor
enum RecoveryDiscardScenario: WindowCheck {
    nonisolated static let name = "recoveryDiscard"

    static func run(_ check: WindowDriver) throws {
        var record = RecoveryRecord()
        defer { check.record(record) }
        try Recovery.recordOffer(check, into: &record)
        try Recovery.press("composer-discard-recovered", check)
        check.wait(for: "the offered scene's file to go", seconds: 60) { Recovery.files(check) != record.filesAtStart }
        check.waitForFrame()
        let composer = check.state.composer.composer
        record.offerAfterAnswer = Recovery.offerShown(check)
        record.filesAfterDiscard = Recovery.files(check)
        record.composerEmptyAfterDiscard = composer.scene.roots.isEmpty && !composer.isEdited
    }
}

/// Composes, waits for the recovery file, quits, and answers Discard to the question; the gallery then quits (the record
/// is written before the answer).
@MainActor
enum QuitDiscardingScenario: WindowCheck {
    nonisolated static let name = "quitDiscarding"

    static func run(_ check: WindowDriver) throws {
        var record = RecoveryRecord()
        try Recovery.composeUntilKept(check, into: &record)
        check.send(.quit)
        check.wait(for: "the question on quitting", seconds: 60) { check.window.question != nil }
        record.quitAsked = check.state.question == .unsavedEdits(before: .quit)
        check.record(record)
        let question = try check.require(check.window.question)
        _ = gtk_widget_activate(try check.require(check.widget(named: "answer:discard", in: question)))
        // The answer quits the gallery, which ends the check here.
        check.holdsOpen = true
        check.wait(for: "Discard on quitting", seconds: 60) { check.state.isEnding }
    }
}
