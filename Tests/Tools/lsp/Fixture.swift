import SwiftUI

struct Row: View {
    @State private var on = true

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $on)
            Button("Größe 🌍") {}.buttonStyle(.glass)
        }
        .padding()
    }
}
