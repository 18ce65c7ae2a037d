import SwiftUI

// Three editors of one screen, each a screen reader must tell apart: by the state each edits, or by the label the code
// gives it.

struct Letter: View {
    @State private var notes = "Buy milk"
    @State private var reply = ""
    @State private var letter = LetterModel()
    var body: some View {
        Form {
            TextEditor(text: $notes)
            TextEditor(text: $reply)
                .accessibilityLabel("Your reply")
            TextEditor(text: $letter.postscript)
        }
    }
}
