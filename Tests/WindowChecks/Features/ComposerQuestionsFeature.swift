import CGtk
import Foundation
import GalleryModel

/// Unsaved composer edits are never lost without a question: closing the window and quitting ask (in a window of their
/// own), and Cancel keeps the window and the edits. An editor saving the composer's file is taken in with nothing
/// unsaved; over unsaved edits it is asked about, and each answer keeps its version.
@MainActor
enum ComposerQuestionsFeature: WindowCheck {
    nonisolated static let name = "composerQuestions"

    static func run(_ check: WindowDriver) throws {
        let file = check.folder + "/Composed.swift"
        check.send(.choosePlatform(.iOS), .composer(.new))
        try ComposerEditsFeature.compose(formWithToggle: check)
        check.send(.composer(.saveTo(file)))

        // An editor's save with nothing unsaved: taken in without a question.
        write(editorSource(says: "From the editor"), to: file)
        check.wait(for: "the editor's save taken in") { check.state.composer.composer.scene.roots.first?.title == "From the editor" }
        check.expect(check.state.question == nil && !check.state.composer.composer.isEdited)

        // Unsaved edits: closing and quitting ask, and Cancel keeps the window and the edits.
        let text = try check.require(ScenePalette.items.first { $0.title == "Text" })
        check.send(.composer(.insert(text)))
        let edited = check.state.composer.composer.scene
        gtk_window_close(gallery_window(check.window.toplevel))
        try answer(.cancel, to: .unsavedEdits(before: .closeWindow), check)
        check.send(.quit)
        try answer(.cancel, to: .unsavedEdits(before: .quit), check)
        check.expect(check.state.composer.composer.scene == edited && check.state.composer.composer.isEdited)
        check.expect(gtk_widget_get_visible(check.window.toplevel) != 0, "the window went")

        // An editor's save over the unsaved edits: keeping them leaves the file as the editor wrote it.
        write(editorSource(says: "Second save"), to: file)
        check.wait(for: "the question about the editor's save") { check.state.question != nil }
        try answer(.keepMine, to: .fileChanged(path: file), check)
        check.expect(check.state.composer.composer.scene == edited && check.state.composer.composer.isEdited)
        check.expect((try? String(contentsOfFile: file, encoding: .utf8))?.contains("Second save") == true)
        write(editorSource(says: "Third save"), to: file)
        check.wait(for: "the question about the editor's next save") { check.state.question != nil }
        try answer(.takeFile, to: .fileChanged(path: file), check)
        check.expect(check.state.composer.composer.scene.roots.first?.title == "Third save" && !check.state.composer.composer.isEdited)
    }

    /// Waits for `question` in its window, presses the button of `answer` as a click or Enter would, and waits for it
    /// to go.
    private static func answer(_ answer: QuestionAnswer, to question: WindowQuestion, _ check: WindowDriver) throws {
        check.wait(for: "the question \(question)") { check.window.question != nil }
        check.expect(check.state.question == question, "asked \(String(describing: check.state.question))")
        let asked = try check.require(check.window.question)
        let button = try check.require(check.widget(named: "answer:\(answer.rawValue)", in: asked), "no \(answer) button")
        _ = gtk_widget_activate(button)
        // A button pressed from the keyboard clicks once its pressed look has shown.
        check.wait(for: "the answer \(answer)") { check.state.question == nil && check.window.question == nil }
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
