import SwiftUI

struct LabelsView: View {
    var body: some View {
        VStack {
            Label("Inbox", systemImage: "tray")
                .labelStyle(CaptionOnlyStyle())
            Label("Photos", systemImage: "photo")
                .labelStyle(TowerStyle())
            Label("Alerts", systemImage: "bell")
                .labelStyle(TintedStyle())
            Label("Today", systemImage: "calendar")
                .labelStyle(.leadingDot)
        }
        .labelStyle(.iconOnly)
    }
}

struct ControlsView: View {
    @State private var wifi = true
    @State private var sounds = false

    var body: some View {
        VStack {
            Button("Buy") {}
                .buttonStyle(PillButtonStyle())
            Toggle("Wi-Fi", isOn: $wifi)
                .toggleStyle(CheckRowStyle())
            Toggle("Sounds", isOn: $sounds)
                .toggleStyle(CheckRowStyle())
            Toggle("Dial", isOn: $wifi)
                .toggleStyle(GaugeDialStyle())
            Button("Sell") {}
                .buttonStyle(.pill())
            Toggle("Power", isOn: $sounds)
                .toggleStyle(PowerStyle())
        }
    }
}
