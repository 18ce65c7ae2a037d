// The gallery's own views presenting the older Alert, written in the closure and as a computed property, and the
// newer .alert that says the same.
import SwiftUI

struct SignOutRow: View {
    @State private var isConfirming = false

    var body: some View {
        Button("Sign Out") {
            isConfirming = true
        }
        .alert(isPresented: $isConfirming) {
            signOutAlert
        }
    }

    private var signOutAlert: Alert {
        Alert(
            title: Text("Sign out of your account?"),
            message: Text("Your drafts stay on this device."),
            primaryButton: .destructive(Text("Sign Out")) {
                isConfirming = false
            },
            secondaryButton: .cancel()
        )
    }
}

struct ModernSignOutRow: View {
    @State private var isConfirming = false

    var body: some View {
        Button("Sign Out") {
            isConfirming = true
        }
        .alert("Sign out of your account?", isPresented: $isConfirming) {
            Button("Sign Out", role: .destructive) {
                isConfirming = false
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your drafts stay on this device.")
        }
    }
}

struct SavedNotice: View {
    @State private var isShowing = true

    var body: some View {
        Text("Saved")
            .alert(isPresented: $isShowing) {
                Alert(title: Text("Your changes were saved"), dismissButton: .default(Text("Great")))
            }
    }
}
