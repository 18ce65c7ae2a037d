/// SwiftUI's `ColorScheme`: the gallery's light or dark appearance.
public enum ColorScheme: String, CaseIterable, Codable, Sendable, NamedValue {
    case light
    case dark

    public static let kindName: LocalizedText = say("color scheme")
    public static let kindPluralName: LocalizedText = say("color schemes")
}
