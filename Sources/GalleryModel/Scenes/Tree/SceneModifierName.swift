/// The modifiers the gallery reads from their source text (``SceneModifier/Kind/other(name:source:)``), by SwiftUI's own
/// names, so that the drawing matches a typed name the compiler checks rather than a string.
enum SceneModifierName: String, CaseIterable {
    case accessibilityLabel, frame, fill, stroke, strokeBorder, aspectRatio, badge
    case foregroundColor, font, fontWeight, bold, italic, lineSpacing, lineLimit, padding, clipShape, opacity, hidden, cornerRadius
    case presentationDragIndicator, presentationDetents
    case chartXAxis, chartYAxis
    case symbolRenderingMode
}

extension SceneModifier.Kind {
    /// The modifier as one the gallery reads from its source text: its name and the source; nil for any other modifier,
    /// and for a modifier kept verbatim whose name the gallery does not read.
    var written: (name: SceneModifierName, source: String)? {
        guard case .other(let name, let source) = self, let known = SceneModifierName(rawValue: name) else { return nil }
        return (known, source)
    }

    /// Whether it is the modifier named `name`, read from its source text.
    func isWritten(_ name: SceneModifierName) -> Bool {
        written?.name == name
    }
}
