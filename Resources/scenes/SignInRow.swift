// A sign-in row: one `.buttonStyle(.bordered)` on the HStack reaches every button-like control inside it. The
// Button takes it directly; the Menu drawn with `.menuStyle(.button)` and the Toggles drawn with
// `.toggleStyle(.button)` are buttons too, so they take the bordered look in force around them.
//
// Sources: the button style modifier on a stack of buttons, reference/view-styles.zh.md ("Styling buttons") and
// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:); the button menu style,
// https://developer.apple.com/documentation/swiftui/menustyle/button; the button toggle style,
// reference/toggle-styles.zh.md and https://developer.apple.com/documentation/swiftui/togglestyle/button.

import SwiftUI

struct SignInRow: View {
    @State private var remembersMe = true
    @State private var staysSignedIn = false

    var body: some View {
        HStack {
            Button("Sign In", action: signIn)
            Menu("Account") {
                Button("Create Account", action: createAccount)
                Button("Reset Password", action: resetPassword)
            }
            .menuStyle(.button)
            Toggle("Remember Me", isOn: $remembersMe)
                .toggleStyle(.button)
            Toggle(isOn: $staysSignedIn) {
                Label("Stay Signed In", systemImage: "key")
            }
            .toggleStyle(.button)
        }
        .buttonStyle(.bordered)
    }

    private func signIn() {}
    private func createAccount() {}
    private func resetPassword() {}
}

#Preview {
    SignInRow()
}
