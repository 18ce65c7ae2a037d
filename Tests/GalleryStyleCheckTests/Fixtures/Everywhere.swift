import SwiftUI

// Styles and views used outside `body`: every one is compiled, so every one is checked.
struct OrdersScreen: View {
    @State private var showsSheet = false
    @State private var flag = true
    var mode = 0

    var body: some View {
        list
            .sheet(isPresented: $showsSheet) {
                Gauge(value: 0.5) { Text("Sheet") }
            }
            .overlay {
                Label("Overlay", systemImage: "star").labelStyle(.titleAndIcon)
            }
            .toolbar {
                ToolbarItem {
                    Menu("More") { Button("A") {} }.menuStyle(.button)
                }
            }
            .contextMenu {
                Toggle("Pinned", isOn: $flag).toggleStyle(.button)
            }
    }

    var list: some View {
        List {
            row("First")
            if flag {
                Text("Yes")
            } else {
                LabeledContent("Second", value: "2")
            }
            switch mode {
            case 0: Text("Zero")
            default: Text("More").swipeActions { Button("Delete") {}.buttonStyle(.borderless) }
            }
        }
    }

    @ViewBuilder
    func row(_ title: String) -> some View {
        Text(title).padding()
        ControlGroup { Button("Up") {} }
    }
}

extension OrdersScreen {
    var footer: some View {
        Text("Footer").textFieldStyle(.roundedBorder)
    }

    struct Nested: View {
        var body: some View {
            NavigationSplitView { Text("Side") } detail: { Text("Detail") }
        }
    }
}
