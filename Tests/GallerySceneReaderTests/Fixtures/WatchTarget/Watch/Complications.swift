import SwiftUI

struct WristSummary: View {
    var body: some View {
        VStack {
            Text("Steps")
            Text("8,000")
        }
    }
}
