// A settings Form in Sections. The Form is the container `automatic` resolves in: its toggles and pickers take
// the looks a form gives them on each platform, and one picker chooses `.segmented` for itself, which wins over
// the form's choice.
//
// Sources: https://developer.apple.com/documentation/swiftui/form (controls in a form adapt to the platform);
// the automatic toggle and picker styles, reference/view-styles.zh.md ("Styling toggles", "Styling pickers"),
// https://developer.apple.com/documentation/swiftui/togglestyle/automatic and
// https://developer.apple.com/documentation/swiftui/pickerstyle/automatic; the segmented style,
// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented.

import SwiftUI

struct SettingsForm: View {
    @State private var notificationsOn = true
    @State private var soundsOn = false
    @State private var previewStyle = "Always"
    @State private var appearance = "Automatic"
    @State private var textSize = "Medium"

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Allow Notifications", isOn: $notificationsOn)
                Toggle("Play Sounds", isOn: $soundsOn)
                Picker("Show Previews", selection: $previewStyle) {
                    Text("Always").tag("Always")
                    Text("When Unlocked").tag("When Unlocked")
                    Text("Never").tag("Never")
                }
            }
            Section("Display") {
                Picker("Appearance", selection: $appearance) {
                    Text("Automatic").tag("Automatic")
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                Picker("Text Size", selection: $textSize) {
                    Text("Small").tag("Small")
                    Text("Medium").tag("Medium")
                    Text("Large").tag("Large")
                }
                .pickerStyle(.segmented)
            }
        }
    }
}

#Preview {
    SettingsForm()
}
