/// What a `TextField` bound to `PersonNameComponents` through `.name(style: .medium)` makes of the words typed in it,
/// written as the components' `debugDescription` writes them ("givenName: Juan familyName: Chavez"): the first word is
/// the given name, the last the family name and any between them the middle name, as a name written in a Western
/// order reads (https://developer.apple.com/documentation/foundation/personnamecomponents). Foundation's own parser
/// also knows prefixes, suffixes and other orders; the gallery says so where it shows this.
public enum PersonNameText {
    /// The components `name` makes, described; empty for a name with no words.
    public static func debugDescription(of name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let given = words.first else { return "" }
        var parts = ["givenName: \(given)"]
        if words.count > 2 { parts.append("middleName: \(words.dropFirst().dropLast().joined(separator: " "))") }
        if words.count > 1, let family = words.last { parts.append("familyName: \(family)") }
        return parts.joined(separator: " ")
    }
}
