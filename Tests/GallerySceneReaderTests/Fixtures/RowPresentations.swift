import SwiftUI

// The gallery's own fixture for a settings form that previews a row of the app's, as real apps do: the row, a view
// of another type, opens a context menu, an alert, a confirmation dialog and a sheet, and carries a loading overlay
// (a spinner on a dimmed colour) shown only while it loads. The form's own rows follow the row. Every presentation
// is drawn after the form, one per panel, in the order its modifier is written; none is drawn over a row.

struct PreviewSettings: View {
    @State private var compact = false
    @State private var showsAvatars = true

    var body: some View {
        Form {
            Section("Preview") {
                MessageRow()
            }
            Section("Display") {
                Toggle("Compact", isOn: $compact)
                Toggle("Avatars", isOn: $showsAvatars)
            }
        }
    }
}

struct MessageRow: View {
    @State private var isLoading = false
    @State private var deleting = false
    @State private var blocking = false
    @State private var selecting = false
    @State private var copied = false

    var body: some View {
        HStack {
            Text("Hello from the row")
        }
        .contextMenu {
            Button("Copy") { }
            Button("Delete", role: .destructive) { }
        }
        .overlay {
            if isLoading {
                loadingView
            }
        }
        .alert("Delete this message?", isPresented: $deleting) {
            Button("Delete", role: .destructive) { }
        }
        .confirmationDialog("", isPresented: $blocking) {
            Button("Block", role: .destructive) { }
        }
        .sheet(isPresented: $selecting) {
            Text("Select the text")
                .alert("Copied", isPresented: $copied) { }
        }
    }

    private var loadingView: some View {
        ZStack {
            VStack {
                Spacer()
                ProgressView()
                Spacer()
            }
        }
        .background(Color.black.opacity(0.40))
    }
}

// A preview pinned at the top of a form, as IceCubes' display settings pin a sample post: the preview keeps its own
// height at the ZStack's top edge, however tall the form, and its loading overlay stays the preview's size.
struct PinnedPreview: View {
    var body: some View {
        ZStack(alignment: .top) {
            Form {
                Section("Display") {
                    Text("Compact")
                }
            }
            MessageRow()
        }
    }
}
