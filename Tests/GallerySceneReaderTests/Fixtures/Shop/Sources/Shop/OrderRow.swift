import SwiftUI

/// A row whose only control is in its context menu: what its button looks like depends on where it is used.
struct OrderRow: View {
    let name: String

    var body: some View {
        Text(name)
            .contextMenu {
                Button("Reorder \(name)") {}
                Toggle("Favourite", isOn: .constant(true))
            }
            .swipeActions {
                Button("Delete", role: .destructive) {}
            }
    }
}
