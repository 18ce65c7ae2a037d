import SwiftUI

struct SheetView: View {
    var body: some View {
        Button("Done") {}
    }
}
