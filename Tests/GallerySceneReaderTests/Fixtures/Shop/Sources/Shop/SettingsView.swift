import SwiftUI

struct SettingsView: View {
    @State private var sound = true

    var body: some View {
        Form {
            Row(title: "Sound", isOn: $sound)
        }
    }
}

extension SettingsView {
    /// A setting's row, nested in an extension.
    struct Row: View {
        let title: String
        @Binding var isOn: Bool

        var body: some View {
            Toggle(title, isOn: $isOn)
                .toggleStyle(.switch)
        }
    }
}
