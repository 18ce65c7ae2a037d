import SwiftUI

struct Welcome: View {
    var body: some View {
        Text("welcome.title")
    }
}
