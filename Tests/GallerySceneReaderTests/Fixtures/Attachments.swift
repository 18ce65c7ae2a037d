import SwiftUI

// The gallery's own fixture for what a view's modifiers attach, in the shapes real apps write them: a list whose rows
// reveal swipe actions at both edges and open a context menu, a detail that presents a sheet, an alert and a
// confirmation dialog, a store panel with a dismiss button over its corner and a purchase bar inset at its bottom, and
// a badge whose outline is an overlay and whose fill a background.

struct Inbox: View {
    @State private var composing = false
    @State private var confirmingDelete = false
    @State private var signingOut = false

    var body: some View {
        NavigationStack {
            List {
                Text("Lunch on Friday")
                    .swipeActions(edge: .leading) {
                        Button {
                            composing = true
                        } label: {
                            Label("Reply", systemImage: "arrowshape.turn.up.left.fill")
                        }
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button("Read") { }
                            .tint(.blue)
                        Button(role: .destructive) { } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .contextMenu {
                        Button("Mark as Read") { }
                        Button("Delete", role: .destructive) { }
                    }
            }
            .buttonStyle(.bordered)
            .navigationTitle("Inbox")
            .toolbar {
                Button("Compose") { composing = true }
            }
            .sheet(isPresented: $composing) {
                Text("New Message")
                    .presentationDetents([.medium, .large])
            }
            .alert("Sign out?", isPresented: $signingOut) {
                Button("Sign Out", role: .destructive) { }
                Button("Cancel", role: .cancel) { }
            }
            .confirmationDialog("Delete the conversation?", isPresented: $confirmingDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) { }
            }
        }
    }
}

struct StorePanel: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Premium")
            Text("Every feature, every day.")
        }
        .safeAreaInset(edge: .bottom) {
            Button("Subscribe") { }
        }
        .overlay(alignment: .topTrailing) {
            Image(systemName: "xmark.circle.fill")
        }
    }
}

struct Badge: View {
    var body: some View {
        Image(systemName: "star")
            .background {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.yellow)
            }
            .overlay {
                RoundedRectangle(cornerRadius: 8)
                    .stroke(.gray)
            }
    }
}
