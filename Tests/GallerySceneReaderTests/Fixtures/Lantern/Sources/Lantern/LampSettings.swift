import SwiftUI

/// A lamp's settings, every title a key of the app's string tables.
struct LampSettings: View {
    @State private var glow = true
    @State private var warmth = 0
    @State private var name = ""
    @State private var confirming = false
    let bulbs = 3
    let model: String = "lamp.model"

    var body: some View {
        Form {
            Section("lamp.section.light") {
                Toggle("lamp.glow", isOn: $glow)
                Picker("lamp.warmth", selection: $warmth) {
                    Text("lamp.warmth.candle").tag(0)
                    Text(verbatim: "lamp.warmth.candle").tag(1)
                }
                Text("\(bulbs) bulbs")
                Text(model)
                Text("lamp.unknown.key")
                Text(String(localized: "lamp.dim"))
                LampRow(title: "lamp.row.timer", detail: "lamp.row.timer")
                row("lamp.row.fan")
                caption("lamp.row.fan")
            }
            Section {
                TextField("lamp.name", text: $name, prompt: Text("lamp.name.prompt"))
                Button("lamp.reset", role: .destructive) {}
                Label("lamp.share", systemImage: "square.and.arrow.up")
                Text("lamp.brightness", tableName: "Lamp")
                Text("\(bulbs) spare bulbs", tableName: "Lamp")
            }
        }
        .navigationTitle("lamp.title")
        .alert("lamp.reset.confirm", isPresented: $confirming) {
            Button("lamp.reset", role: .destructive) {}
        }
    }

    /// A row titled by a key.
    private func row(_ title: LocalizedStringKey) -> some View {
        Label(title, systemImage: "fan")
    }

    /// Words shown as they are.
    private func caption(_ words: String) -> some View {
        Text(words)
    }
}

/// A row taking its title as a key and its detail as words shown as they are.
struct LampRow: View {
    let title: LocalizedStringKey
    let detail: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(detail)
        }
    }
}
