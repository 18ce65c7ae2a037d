/// SwiftUI's `ColorScheme`: the gallery's light or dark appearance.
public enum ColorScheme: String, CaseIterable, Codable, Sendable, NamedValue {
    case light
    case dark

    public static let kindName = "color scheme"
}
