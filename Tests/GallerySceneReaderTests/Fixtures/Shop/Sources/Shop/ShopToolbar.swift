import SwiftUI

struct ShopToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Add") {}
        }
    }
}
