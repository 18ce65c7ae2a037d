import Foundation

/// Reads an app's string tables from their files' bytes: a string catalogue (`.xcstrings`, JSON), a `.strings` file
/// (`"key" = "words";`) and a `.stringsdict` (an XML property list of plural rules). Each reading either gives the
/// whole table or throws the one reason it cannot, in words naming what is wrong; nothing here crashes on any input.
///
/// The catalogue's layout: `sourceLanguage`, and `strings[key].localizations[language]` holding a `stringUnit.value`,
/// or `variations.plural[category]` (and `variations.device[device]`) holding the same again, or a `stringUnit` whose
/// `%#@name@` parts are `substitutions[name]` with their own `argNum`, `formatSpecifier` and `variations.plural`
/// (https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog).
public enum SceneStringTableReading {
    /// Why a table file could not be read.
    public struct Failure: Error, Sendable, Equatable {
        public let reason: LocalizedText
    }

    /// The table of the catalogue `file` (its path, which names the table) holding `data`.
    public static func catalogue(_ data: Data, file: String) throws(Failure) -> SceneStringTable {
        let decoded: Catalogue
        do {
            decoded = try JSONDecoder().decode(Catalogue.self, from: data)
        } catch DecodingError.dataCorrupted {
            throw Failure(reason: say("it is not a JSON object"))
        } catch let DecodingError.keyNotFound(key, context) {
            throw Failure(reason: context.codingPath.isEmpty ? say("the catalogue has no \(key.stringValue)")
                : say("\(place(context.codingPath)) has no \(key.stringValue)"))
        } catch let DecodingError.typeMismatch(_, context) {
            throw Failure(reason: context.codingPath.isEmpty ? say("the catalogue is not a JSON object of strings")
                : say("\(place(context.codingPath)) is not what a string catalogue holds there"))
        } catch {
            throw Failure(reason: say("its layout is not a string catalogue's"))
        }
        var entries: [String: [String: SceneStringEntry]] = [:]
        for (key, strings) in decoded.strings {
            for (language, localization) in strings.localizations ?? [:] {
                if let entry = localization.entry { entries[key, default: [:]][language] = entry }
            }
        }
        return SceneStringTable(name: tableName(of: file), file: file, sourceLanguage: decoded.sourceLanguage, entries: entries)
    }

    /// The keys and words of a `.strings` file: `"key" = "words";` pairs, with `/* */` and `//` comments, the escapes
    /// `\"`, `\\`, `\n`, `\t`, `\r` and `\Uxxxx`, in UTF-8 or (with its byte-order mark) UTF-16.
    public static func strings(_ data: Data) throws(Failure) -> [String: String] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let wide = String(data: data, encoding: .utf16) {
            text = wide
        } else if let plain = String(data: data, encoding: .utf8) {
            text = plain
        } else {
            throw Failure(reason: say("it is neither UTF-8 nor UTF-16 text"))
        }
        var scanner = StringsScanner(Array(text.unicodeScalars))
        return try scanner.pairs()
    }

    /// The plural rules of a `.stringsdict`: each key's format (`NSStringLocalizedFormatKey`, `%#@items@`) and the
    /// forms of each part it names (`NSStringPluralRuleType`, keyed `one`, `other`…)
    /// (https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals).
    public static func stringsdict(_ data: Data) throws(Failure) -> [String: SceneStringEntry] {
        guard let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            throw Failure(reason: say("it is not a property list of keys"))
        }
        var entries: [String: SceneStringEntry] = [:]
        for (key, value) in root {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                throw Failure(reason: say("its key \(key) has no NSStringLocalizedFormatKey"))
            }
            var parts: [String: SceneStringEntry.Substitution] = [:]
            for (name, part) in rule {
                guard let part = part as? [String: Any], part["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases { forms[category] = part[category.rawValue] as? String }
                parts[name] = .init(argument: nil, specifier: "%" + (part["NSStringFormatValueTypeKey"] as? String ?? "@"), forms: forms)
            }
            entries[key] = .substituted(format, parts: parts)
        }
        return entries
    }

    /// The table a file holds: its name without the extension (`Localizable` of `en.lproj/Localizable.strings`).
    public static func tableName(of file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        return last.firstIndex(of: ".").map { String(last[..<$0]) } ?? last
    }

    /// `strings › settings.general › localizations`: where in the catalogue something went wrong.
    private static func place(_ path: [any CodingKey]) -> String {
        path.map(\.stringValue).joined(separator: " › ")
    }

    // The catalogue's JSON, as far as a scene needs it.
    private struct Catalogue: Decodable {
        let sourceLanguage: String
        let strings: [String: Strings]
    }

    private struct Strings: Decodable {
        let localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        let stringUnit: StringUnit?
        let variations: Variations?
        let substitutions: [String: Substitution]?

        /// What the localization says, or nil when it says nothing (a variation left empty).
        var entry: SceneStringEntry? {
            if let substitutions, !substitutions.isEmpty, let format = stringUnit?.value {
                return .substituted(format, parts: substitutions.mapValues { part in
                    .init(argument: part.argNum, specifier: "%" + (part.formatSpecifier ?? "@"),
                          forms: (part.variations?.plural ?? [:]).reduce(into: [:]) { forms, form in
                              if let category = PluralCategory(rawValue: form.key), let words = form.value.stringUnit?.value { forms[category] = words }
                          })
                })
            }
            if let plural = variations?.plural {
                var forms: [PluralCategory: SceneStringEntry] = [:]
                for (name, form) in plural {
                    if let category = PluralCategory(rawValue: name), let entry = form.entry { forms[category] = entry }
                }
                return forms.isEmpty ? nil : .plural(argument: nil, forms)
            }
            // Words by device (`iphone`, `mac`…): the catalogue's `other`, the words for any device not named.
            if let device = variations?.device, let chosen = device["other"] ?? device.sorted(by: { $0.key < $1.key }).first?.value {
                return chosen.entry
            }
            return stringUnit.map { .text($0.value) }
        }
    }

    private struct StringUnit: Decodable {
        let value: String
    }

    private struct Variations: Decodable {
        let plural: [String: Localization]?
        let device: [String: Localization]?
    }

    private struct Substitution: Decodable {
        let argNum: Int?
        let formatSpecifier: String?
        let variations: Variations?
    }
}

/// Reads the `"key" = "words";` pairs of a `.strings` file, one scalar at a time.
private struct StringsScanner {
    private let scalars: [Unicode.Scalar]
    private var at = 0
    private var line = 1

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        if scalars.first == "\u{FEFF}" { at = 1 }
    }

    mutating func pairs() throws(SceneStringTableReading.Failure) -> [String: String] {
        var pairs: [String: String] = [:]
        while true {
            try skipBlanks()
            guard at < scalars.count else { return pairs }
            let key = try token()
            try skipBlanks()
            guard take("=") else { throw failure(say("a key is not followed by =")) }
            try skipBlanks()
            let value = try token()
            try skipBlanks()
            guard take(";") else { throw failure(say("a pair does not end with ;")) }
            pairs[key] = value
        }
    }

    private func failure(_ what: LocalizedText) -> SceneStringTableReading.Failure {
        SceneStringTableReading.Failure(reason: say("line \(line): \(what)"))
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard at < scalars.count, scalars[at] == scalar else { return false }
        at += 1
        return true
    }

    /// Skips white space and comments.
    private mutating func skipBlanks() throws(SceneStringTableReading.Failure) {
        while at < scalars.count {
            let scalar = scalars[at]
            if scalar == "\n" { line += 1; at += 1 } else if scalar.properties.isWhitespace { at += 1 } else if scalar == "/", at + 1 < scalars.count, scalars[at + 1] == "/" {
                while at < scalars.count, scalars[at] != "\n" { at += 1 }
            } else if scalar == "/", at + 1 < scalars.count, scalars[at + 1] == "*" {
                at += 2
                while at + 1 < scalars.count, !(scalars[at] == "*" && scalars[at + 1] == "/") {
                    if scalars[at] == "\n" { line += 1 }
                    at += 1
                }
                guard at + 1 < scalars.count else { throw failure(say("a comment is never closed")) }
                at += 2
            } else {
                return
            }
        }
    }

    /// A quoted string with its escapes read, or a bare word of letters, digits, `_`, `.` and `-`.
    private mutating func token() throws(SceneStringTableReading.Failure) -> String {
        guard take("\"") else {
            var word = String.UnicodeScalarView()
            while at < scalars.count, scalars[at].properties.isAlphabetic || ("0"..."9").contains(scalars[at]) || "_.-".unicodeScalars.contains(scalars[at]) {
                word.append(scalars[at])
                at += 1
            }
            guard !word.isEmpty else { throw failure(say("a key or value is not a quoted string")) }
            return String(word)
        }
        var text = String.UnicodeScalarView()
        while at < scalars.count {
            let scalar = scalars[at]
            at += 1
            switch scalar {
            case "\"":
                return String(text)
            case "\\":
                guard at < scalars.count else { break }
                let escaped = scalars[at]
                at += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "U", "u":
                    let digits = String(String.UnicodeScalarView(scalars[at..<min(at + 4, scalars.count)]))
                    guard digits.count == 4, let code = UInt32(digits, radix: 16), let unicode = Unicode.Scalar(code) else {
                        throw failure(say("a \\U escape is not four hexadecimal digits"))
                    }
                    text.append(unicode)
                    at += 4
                default: text.append(escaped)
                }
            default:
                if scalar == "\n" { line += 1 }
                text.append(scalar)
            }
        }
        throw failure(say("a string is never closed"))
    }
}
