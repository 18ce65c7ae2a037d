// The project's own type named like a SwiftUI view is not SwiftUI's.
struct Gauge: View {
    var body: some View { Text("Mine") }
}
