import SwiftUI

struct RowView: View {
    var body: some View { Toggle("On", isOn: .constant(true)).toggleStyle(.switch) }
}
