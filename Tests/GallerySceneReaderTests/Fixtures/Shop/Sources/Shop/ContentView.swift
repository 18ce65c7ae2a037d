import SwiftUI

struct ContentView: View {
    @State private var wifi = true
    @State private var showsSheet = false
    let orders = ["Latte", "Mocha"]

    var body: some View {
        NavigationStack {
            VStack {
                Card("Network") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    let _ = print("drawn")
                }
                list
                row("Espresso")
                Text("Highlighted")
                    .cardStyle()
                Button("Order") { showsSheet = true }
                    #if os(iOS)
                    .buttonStyle(.borderedProminent)
                    #else
                    .buttonStyle(.link)
                    #endif
            }
            .buttonStyle(.bordered)
            .toolbar {
                ShopToolbar()
            }
            .sheet(isPresented: $showsSheet) {
                SheetView()
            }
        }
    }

    var list: some View {
        List {
            OrderRow(name: "Cappuccino")
            if wifi {
                Text("Online")
            } else {
                Text("Offline")
            }
        }
    }

    func row(_ name: String) -> some View {
        Label(name, systemImage: "cup.and.saucer")
            .modifier(Highlight())
    }
}

#Preview {
    ContentView()
}
