import Foundation

/// The string tables an app's views are looked up in, the nearest first (the target's own, then the app's main
/// bundle's), and the languages asked for: what turns a `LocalizedStringKey` into the words the app shows.
public struct SceneStringTables: Sendable, Equatable {
    /// The tables, the nearest first; a key is taken from the first table of its name that holds it.
    public let tables: [SceneStringTable]
    /// The languages to show, the preferred first (`zh-Hans` for a gallery speaking Chinese); each table then falls
    /// back to its source language and English.
    public var languages: [String]

    public init(_ tables: [SceneStringTable] = [], languages: [String] = []) {
        self.tables = tables
        self.languages = languages
    }

    /// No tables: every key is shown as written, as SwiftUI shows a key its bundle lacks.
    public static let none = SceneStringTables()

    /// Whether there is any table to look in.
    public var isEmpty: Bool { tables.isEmpty }

    /// `key` looked up in the table named `table` (`Localizable` when the view names none), its interpolated values
    /// put into the words; nil when no such table holds it, and SwiftUI shows the key as written.
    public func localize(_ key: SceneStringKey, table: String? = nil) -> SceneLocalizedString? {
        let name = table ?? "Localizable"
        for candidate in key.candidates {
            for table in tables where table.name == name {
                guard let (entry, language) = table.entry(candidate, languages: languages) else { continue }
                let words = SceneStringFormat.words(of: entry, values: key.values, language: language)
                return SceneLocalizedString(written: key.written, key: candidate, words: words, table: name, file: table.file, language: language)
            }
        }
        return nil
    }
}

/// Puts interpolated values into a table's words: `%lld`, `%@`, `%1$@`, `%.1lf` each take the next (or the numbered)
/// value, `%%` is `%`, a plural's form is chosen by its number, and each `%#@name@` of a substituted entry is its part's
/// form with `%arg` the part's value (https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog).
/// A number the source does not state takes the `other` form, the form for most numbers.
enum SceneStringFormat {
    static func words(of entry: SceneStringEntry, values: [(shown: String, number: Double?)], language: String) -> String {
        switch entry {
        case .text(let format):
            return put(values, into: format)
        case .plural(let argument, let forms):
            let number = argument.flatMap { values.indices.contains($0 - 1) ? values[$0 - 1].number : nil }
                ?? values.first(where: { $0.number != nil })?.number
            let category = Self.category(of: number, in: language, among: Set(forms.keys))
            guard let chosen = forms[category] ?? forms[.other] ?? forms.values.first else { return "" }
            return words(of: chosen, values: values, language: language)
        case .substituted(let format, let parts):
            var text = format
            for (name, part) in parts.sorted(by: { $0.key < $1.key }) {
                let index = (part.argument ?? 1) - 1
                let value = values.indices.contains(index) ? values[index] : nil
                let category = Self.category(of: value?.number, in: language, among: Set(part.forms.keys))
                let form = (part.forms[category] ?? part.forms[.other] ?? "")
                    .replacingOccurrences(of: "%arg", with: value?.shown ?? "")
                    .replacingOccurrences(of: part.specifier, with: value?.shown ?? "")
                text = text.replacingOccurrences(of: "%#@\(name)@", with: form)
            }
            return put(values, into: text)
        }
    }

    /// The plural category of `number` in `language`, among the forms given: English's and most European languages'
    /// `one` for 1, `zero` for 0 where a form is written for it; Chinese, Japanese and Korean use `other` alone.
    static func category(of number: Double?, in language: String, among forms: Set<PluralCategory>) -> PluralCategory {
        guard let number else { return .other }
        if number == 0, forms.contains(.zero) { return .zero }
        let withoutPlurals = ["zh", "ja", "ko", "vi", "th", "id", "ms"]
        if withoutPlurals.contains(where: { language == $0 || language.hasPrefix($0 + "-") }) { return .other }
        return number == 1 ? .one : .other
    }

    /// `format` with each specifier replaced by its value's words.
    static func put(_ values: [(shown: String, number: Double?)], into format: String) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            // `%2$@`: the value numbered 2.
            var position: Int?
            let digits = rest.prefix(while: \.isNumber)
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                rest = rest.dropFirst(digits.count + 1)
            }
            let flags = rest.prefix { "-+ #0123456789.".contains($0) }
            rest = rest.dropFirst(flags.count)
            let length = rest.prefix { "hlqLztj".contains($0) }
            rest = rest.dropFirst(length.count)
            guard let conversion = rest.first, "@dDiuUxXoOfFeEgGcCsSaAp".contains(conversion) else {
                result += "%" + flags + length
                continue
            }
            rest = rest.dropFirst()
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            guard values.indices.contains(index) else { continue }
            let value = values[index]
            if let number = value.number, "fFeEgG".contains(conversion), let precision = flags.split(separator: ".").last.flatMap({ Int($0) }), flags.contains(".") {
                result += String(format: "%.\(precision)f", number)
            } else {
                result += value.shown
            }
        }
        return result + rest
    }
}
