import SwiftUI

// A style declared in another file than the one using it.
struct FromAnotherFileStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

extension PrimitiveButtonStyle where Self == FromAnotherFileStyle {
    static var fromAnotherFile: FromAnotherFileStyle { FromAnotherFileStyle() }
}
