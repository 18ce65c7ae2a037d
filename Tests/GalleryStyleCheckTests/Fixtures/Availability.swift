import SwiftUI

// Checks and declarations that raise the release, as the compiler reads them.
struct Guarded: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            Gauge(value: 0.5) { Text("Guarded") }
        } else {
            Gauge(value: 0.5) { Text("Not guarded") }
        }
    }

    func guarded() -> some View {
        guard #available(iOS 16, *) else { return AnyView(Text("Old")) }
        return AnyView(Gauge(value: 0.5) { Text("After guard") })
    }

    @ViewBuilder
    var unavailableCheck: some View {
        if #unavailable(iOS 16) {
            Text("Old")
        } else {
            Gauge(value: 0.5) { Text("Else of unavailable") }
        }
    }
}

@available(iOS 16, *)
struct NewScreen: View {
    var body: some View {
        Gauge(value: 0.5) { Text("Declared") }.gaugeStyle(.accessoryCircular)
    }
}

extension Guarded {
    @available(iOS, introduced: 16)
    var introduced: some View {
        Gauge(value: 0.5) { Text("Introduced") }
    }

    @available(iOS, unavailable)
    var macOnly: some View {
        Gauge(value: 0.5) { Text("Never on iOS") }
    }
}
