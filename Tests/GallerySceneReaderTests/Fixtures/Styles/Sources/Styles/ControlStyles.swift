import SwiftUI

/// Its code decorates the button's label: padded, on an orange capsule, in white.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Color.orange)
            .foregroundStyle(.white)
            .clipShape(Capsule())
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    /// A static function declared `-> Self`: the style is the type its code makes.
    static func pill() -> Self { PillButtonStyle() }
}

/// Its code puts the toggle's label beside a check mark that follows the toggle's state.
struct CheckRowStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
        }
    }
}

/// Its code draws one symbol or another as the toggle's state says.
struct PowerStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            if configuration.isOn {
                Image(systemName: "bolt.fill")
            } else {
                Image(systemName: "bolt.slash")
            }
            configuration.label
        }
    }
}

/// A style the project names whose code the gallery does not know: the automatic look stands in for it.
struct GaugeDialStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        DialFace(isOn: configuration.isOn)
    }
}
