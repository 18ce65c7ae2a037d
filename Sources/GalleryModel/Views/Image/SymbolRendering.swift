/// `SymbolRenderingMode`'s four modes (https://developer.apple.com/documentation/swiftui/symbolrenderingmode), each
/// with the foreground styles Apple's page gives its example of `exclamationmark.triangle.fill`, whose first layer
/// is the exclamation mark and whose second is the triangle.
public enum SymbolRendering: String, Sendable, CaseIterable {
    /// One layer in the foreground style: the triangle with the mark cut out of it
    /// (https://developer.apple.com/documentation/swiftui/symbolrenderingmode/monochrome).
    case monochrome
    /// The mark in the foreground style, the triangle in a lower opacity of it
    /// (https://developer.apple.com/documentation/swiftui/symbolrenderingmode/hierarchical).
    case hierarchical
    /// Each layer in the next style given: the mark yellow, the triangle cyan
    /// (https://developer.apple.com/documentation/swiftui/symbolrenderingmode/palette).
    case palette
    /// The symbol's own colours: a yellow triangle and a white mark
    /// (https://developer.apple.com/documentation/swiftui/symbolrenderingmode/multicolor).
    case multicolor

    /// Where `symbolRenderingMode(_:)` and the type exist: iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1
    /// (https://developer.apple.com/documentation/swiftui/symbolrenderingmode); `foregroundStyle(_:)` came in the
    /// same releases.
    public static let availability = Availability(
        iOS: "15.0", macOS: "12.0", tvOS: "15.0", watchOS: "8.0", visionOS: "1.0",
        source: "https://developer.apple.com/documentation/swiftui/symbolrenderingmode"
    )

    /// The foreground styles the example gives: one colour, two, or none for the symbol's own.
    public var foregroundStyles: [NamedColor] {
        switch self {
        case .monochrome, .hierarchical: [.purple]
        case .palette: [.yellow, .cyan]
        case .multicolor: []
        }
    }

    /// How much of the foreground style the hierarchical mode's second layer shows; Apple says only "a lower
    /// opacity", so the gallery's half is an approximation.
    static let secondaryOpacity = 0.5

    /// The CSS class that colours the symbol's layers this way (``PlatformTheme/imageRules``).
    public var cssClass: String { "symbol-rendering-\(rawValue)" }

    /// The colours of the symbol's two layers, the mark and then the triangle, as CSS colours; the monochrome mark
    /// is a hole in the triangle, drawn in the stage's own background (GTK draws a transparent layer black).
    func layerColors(on stage: StagePalette) -> (mark: String, triangle: String) {
        let purple = NamedColor.purple.hex ?? ""
        switch self {
        case .monochrome: return (stage.background.hex, purple)
        case .hierarchical: return (purple, "alpha(\(purple), \(Self.secondaryOpacity))")
        case .palette: return (NamedColor.yellow.hex ?? "", NamedColor.cyan.hex ?? "")
        case .multicolor: return ("#ffffff", NamedColor.yellow.hex ?? "")
        }
    }
}
