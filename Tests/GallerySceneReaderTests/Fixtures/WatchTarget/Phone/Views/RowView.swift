import SwiftUI

struct RowView: View {
    var body: some View { Toggle("Reminders", isOn: .constant(true)) }
}
