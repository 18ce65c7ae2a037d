// A ControlGroup in a toolbar item: two zoom buttons drawn as one group, with a label the toolbar uses when the
// group moves into its overflow menu. A toggle beside it in its own item takes the toolbar's button style.
//
// Sources: https://developer.apple.com/documentation/swiftui/controlgroup (a control group in a toolbar item,
// and its label in the overflow menu) and https://developer.apple.com/documentation/swiftui/controlgroupstyle/automatic;
// reference/view-styles.zh.md ("Styling groups").

import SwiftUI

struct ToolbarControlGroup: View {
    @State private var showsSidebar = false

    var body: some View {
        NavigationStack {
            Text("Page 1 of 12")
                .navigationTitle("Report")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        ControlGroup {
                            Button("Zoom Out", systemImage: "minus.magnifyingglass", action: zoomOut)
                            Button("Zoom In", systemImage: "plus.magnifyingglass", action: zoomIn)
                        } label: {
                            Label("Zoom", systemImage: "magnifyingglass")
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Toggle(isOn: $showsSidebar) {
                            Label("Sidebar", systemImage: "sidebar.left")
                        }
                    }
                }
        }
    }

    private func zoomOut() {}
    private func zoomIn() {}
}

#Preview {
    ToolbarControlGroup()
}
