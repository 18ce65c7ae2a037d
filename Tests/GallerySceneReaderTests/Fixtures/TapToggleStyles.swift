import SwiftUI

/// A check box drawn from a symbol: only the symbol flips the toggle, on a tap.
struct TapCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? .blue : .secondary)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

/// A lamp drawn from a shape: the circle flips the toggle, inside withAnimation, written as an assignment.
struct LampStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Circle()
                .fill(configuration.isOn ? .yellow : .gray)
                .frame(width: 40, height: 40)
                .onTapGesture {
                    withAnimation { configuration.isOn = !configuration.isOn }
                }
            configuration.label
        }
    }
}

struct TapToggles: View {
    @State private var subscribed = false
    @State private var lamp = true
    var body: some View {
        VStack {
            Toggle("Subscribe", isOn: $subscribed)
                .toggleStyle(TapCheckStyle())
            Toggle("Lamp", isOn: $lamp)
                .toggleStyle(LampStyle())
            Toggle("Fixed", isOn: .constant(true))
                .toggleStyle(TapCheckStyle())
        }
    }
}
