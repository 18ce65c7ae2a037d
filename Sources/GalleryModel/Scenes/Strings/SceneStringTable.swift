/// One string table of an app, as its bundle ships it: every key with its words in each language the table holds.
///
/// SwiftUI looks a `LocalizedStringKey` up in the table named `Localizable` of the main bundle unless the view names
/// another (`Text("key", tableName: "Birds")`), and shows the key itself when the table lacks it
/// (https://developer.apple.com/documentation/swiftui/localizedstringkey,
/// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)). A table is written as a
/// string catalogue (`Localizable.xcstrings`, every language in one JSON file), or as one `.strings` file per language
/// (`en.lproj/Localizable.strings`, `"key" = "words";`) with its plurals in a `.stringsdict` beside it.
public struct SceneStringTable: Sendable, Equatable {
    /// The table's name: the file's name without its extension (`Localizable`, `Birds`).
    public let name: String
    /// The file it was read from (for `.strings`, the first of its files).
    public let file: String
    /// The language the app is developed in, whose words stand for a key no other language translates
    /// (a catalogue's `sourceLanguage`; `en` for `.strings` files, as Xcode's development region defaults).
    public let sourceLanguage: String
    /// Each key's words, by language.
    public let entries: [String: [String: SceneStringEntry]]

    public init(name: String, file: String, sourceLanguage: String, entries: [String: [String: SceneStringEntry]]) {
        self.name = name
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// The words of `key` in the first of `languages` that has them, else in the source language, else in English;
    /// nil when the table does not hold the key in any of those (SwiftUI then shows the key).
    public func entry(_ key: String, languages: [String]) -> (entry: SceneStringEntry, language: String)? {
        guard let translations = entries[key] else { return nil }
        for language in languages + [sourceLanguage, "en"] {
            if let entry = translations[language] { return (entry, language) }
        }
        return nil
    }
}

/// The words one language gives a key: plain words, or words that vary with a number (a plural), each possibly
/// holding format specifiers (`%lld`, `%@`) for the values the key interpolates.
public indirect enum SceneStringEntry: Sendable, Equatable {
    /// The same words whatever the numbers: `"%lld items"`, `"General"`.
    case text(String)
    /// Words chosen by the plural category of the number at `argument` (1-based; nil for the first number): the
    /// catalogue's `variations.plural` (https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog).
    case plural(argument: Int?, [PluralCategory: SceneStringEntry])
    /// Words naming parts by `%#@name@`, each part varying of its own (a catalogue's `substitutions`, a
    /// `.stringsdict`'s `NSStringLocalizedFormatKey`).
    case substituted(String, parts: [String: Substitution])

    /// One part of ``substituted(_:parts:)``: the number it varies with (1-based) and its words by category, in which
    /// `%arg` (or the part's own specifier) stands for that number.
    public struct Substitution: Sendable, Equatable {
        public let argument: Int?
        public let specifier: String
        public let forms: [PluralCategory: String]

        public init(argument: Int?, specifier: String, forms: [PluralCategory: String]) {
            self.argument = argument
            self.specifier = specifier
            self.forms = forms
        }
    }
}

/// Unicode's plural categories, which catalogues and `.stringsdict` files key plural forms by.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}
