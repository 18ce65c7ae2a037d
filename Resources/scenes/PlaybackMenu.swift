// A Menu holding a toggle, a picker and a submenu. Inside a menu each control takes the menu's own look, which no
// style names: the toggle becomes an item with a checkmark while it is on, the picker shows its choices inline
// with a checkmark beside the chosen one, and the nested Menu opens as a submenu.
//
// Sources: toggles in a menu, reference/view-styles.zh.md ("Styling toggles") and
// https://developer.apple.com/documentation/swiftui/togglestyle/automatic; pickers and nested menus in a menu,
// https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls and
// https://developer.apple.com/documentation/swiftui/menu.

import SwiftUI

struct PlaybackMenu: View {
    @State private var shuffles = false
    @State private var repeatMode = "Off"

    var body: some View {
        Menu("Playback") {
            Toggle("Shuffle", isOn: $shuffles)
            Picker("Repeat", selection: $repeatMode) {
                Text("Off").tag("Off")
                Text("All Songs").tag("All Songs")
                Text("One Song").tag("One Song")
            }
            Menu("Speed") {
                Button("Slower", action: slowDown)
                Button("Normal", action: playNormally)
                Button("Faster", action: speedUp)
            }
        }
    }

    private func slowDown() {}
    private func playNormally() {}
    private func speedUp() {}
}

#Preview {
    PlaybackMenu()
}
