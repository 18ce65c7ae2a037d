// A week's forecast as labels: `.labelStyle(.iconOnly)` on their stack makes every Label inside it show only its
// symbol, while each keeps its title for VoiceOver. The Toggle below the stack is outside it and keeps its title.
//
// Sources: a label style applied to the stack that holds the labels, reference/text-label-textfield-button.zh.md
// ("Label") and https://developer.apple.com/documentation/swiftui/label; the icon-only style,
// https://developer.apple.com/documentation/swiftui/labelstyle/icononly.

import SwiftUI

struct WeatherLabels: View {
    @State private var showsCelsius = true

    var body: some View {
        VStack {
            HStack {
                Label("Monday: Sunny", systemImage: "sun.max")
                Label("Tuesday: Cloudy", systemImage: "cloud")
                Label("Wednesday: Rain", systemImage: "cloud.rain")
                Label("Thursday: Snow", systemImage: "snowflake")
            }
            .labelStyle(.iconOnly)
            Toggle("Celsius", isOn: $showsCelsius)
        }
    }
}

#Preview {
    WeatherLabels()
}
