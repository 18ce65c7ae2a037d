import SwiftUI

// `#if` in statement lists, member lists and modifier chains: each platform checks what it compiles.
struct Conditional: View {
    var body: some View {
        VStack {
            #if os(iOS)
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.button)
            #elseif os(macOS)
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.checkbox)
            #endif
            Text("Chain")
                #if os(watchOS)
                .buttonStyle(.borderedProminent)
                #else
                .labelStyle(.iconOnly)
                #endif
            #if canImport(UIKit)
            Text("UIKit").textFieldStyle(.roundedBorder)
            #endif
            #if DEBUG
            Gauge(value: 0.5) { Text("Debug") }
            #endif
        }
    }

    #if os(macOS)
    var macOnly: some View {
        Text("Mac").buttonStyle(.link)
    }
    #endif
}
