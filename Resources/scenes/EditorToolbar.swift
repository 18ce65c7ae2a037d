// A note editor's toolbar: a NavigationStack whose screen puts items in `.toolbar`, a ToolbarItem for each of the
// cancel and confirm actions and a ToolbarItemGroup of two toggles as primary actions. The toolbar is the
// container here: its toggles take the button style and its labels show their icons only, with no modifier.
//
// Sources: https://developer.apple.com/documentation/swiftui/view/toolbar(content:),
// https://developer.apple.com/documentation/swiftui/toolbaritem,
// https://developer.apple.com/documentation/swiftui/toolbaritemgroup and
// https://developer.apple.com/documentation/swiftui/toolbaritemplacement; toggles in a toolbar default to the
// button style, reference/view-styles.zh.md ("Styling toggles") and
// https://developer.apple.com/documentation/swiftui/togglestyle/automatic; labels in a toolbar show the icon
// only, reference/text-label-textfield-button.zh.md ("Label").

import SwiftUI

struct EditorToolbar: View {
    @State private var isBold = false
    @State private var isItalic = true

    var body: some View {
        NavigationStack {
            Text("Groceries: apples, bread, coffee")
                .navigationTitle("Note")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Discard", action: discard)
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done", action: finish)
                    }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Toggle(isOn: $isBold) {
                            Label("Bold", systemImage: "bold")
                        }
                        Toggle(isOn: $isItalic) {
                            Label("Italic", systemImage: "italic")
                        }
                    }
                }
        }
    }

    private func discard() {}
    private func finish() {}
}

#Preview {
    EditorToolbar()
}
