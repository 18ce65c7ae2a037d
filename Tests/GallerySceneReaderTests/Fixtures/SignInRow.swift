import SwiftUI

struct SignInRow: View {
    @State private var remember = true
    @State private var name = "Ada"

    var body: some View {
        HStack {
            TextField("Name", text: $name)
            Toggle("Remember", isOn: $remember)
                .toggleStyle(.button)
            Menu("More") {
                Button("Help") { }
            }
            .menuStyle(.button)
        }
        .buttonStyle(.bordered)
    }
}

#Preview("Sign in") {
    SignInRow()
        .padding()
}
