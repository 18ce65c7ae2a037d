import Foundation
import GalleryModel

/// Apple's replacement for a deprecated style, as code: the catalog keeps it in the words of Apple's deprecation
/// notice (`.menuStyle(.button) with .buttonStyle(.borderless)`, `.listStyle(.bordered) with
/// .alternatingRowBackgrounds(_:)`), and this is the one place that turns those words into the modifiers to write.
/// A test holds every replacement in the catalog to code that reads back as built-in styles, so a replacement worded
/// in a way this does not read fails there rather than in an editor.
enum ReplacementCode {
    /// The modifiers that replace `style` written with its parameter's `choice` (nil: the default), in the order to
    /// write them; nil when the style has no replacement or its words do not read as modifiers.
    ///
    /// The words are modifiers joined by " with ". A modifier's `(_:)` stands for the value the deprecated style's own
    /// parameter chose: a style before it in the replacement pairs that modifier with its parameter
    /// (`.listStyle(.bordered)`'s `.alternatingRowBackgrounds({choice})`), and the deprecated style's Boolean choice
    /// becomes its `.enabled` or `.disabled`.
    ///
    /// The catalog's replacements are being reworded elsewhere; whatever the words become, this function is the one to
    /// change, and `CodeActionTests.everyCatalogReplacement` says when it must.
    static func modifiers(replacing style: StyleDescriptor, choice: String? = nil) -> [String]? {
        guard let words = style.availability.replacement else { return nil }
        var modifiers: [String] = []
        var styles: [StyleDescriptor] = []
        for part in words.components(separatedBy: " with ").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let (name, argument) = call(part) else { return nil }
            if argument == "_:" {
                guard let value = value(for: name, after: styles, replacing: style, choice: choice) else { return nil }
                modifiers.append(".\(name)(\(value))")
                continue
            }
            if let family = StyleFamily.allCases.first(where: { $0.modifierName == name }) {
                guard let named = StyleCatalog.family(family).styles.first(where: { $0.origin == .builtIn && $0.argument == argument }) else { return nil }
                styles.append(named)
            }
            modifiers.append(part)
        }
        return modifiers.isEmpty ? nil : modifiers
    }

    /// The name and argument of `.name(argument)`, or nil when `text` is not one call of a modifier.
    private static func call(_ text: String) -> (name: String, argument: String)? {
        guard text.hasPrefix("."), text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = String(text[text.index(after: text.startIndex)..<open])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        guard !argument.isEmpty, argument.filter({ $0 == "(" }).count == argument.filter({ $0 == ")" }).count else { return nil }
        return (name, argument)
    }

    /// The value of the companion modifier `name` that stands for what `deprecated`'s Boolean parameter chose: the
    /// companion of one of `styles`, or of another style of their family (`.alternatingRowBackgrounds(_:)` is the
    /// bordered list's companion, and works on the inset list too).
    private static func value(for name: String, after styles: [StyleDescriptor], replacing deprecated: StyleDescriptor, choice: String?) -> String? {
        guard let parameter = deprecated.parameter,
              let chosen = Bool(choice ?? parameter.defaultChoice) else { return nil }
        let families = Set(styles.map(\.family))
        for style in styles + StyleCatalog.builtInStyles.filter({ families.contains($0.family) }) {
            guard let companion = style.parameter, let template = companion.spelling.companionTemplate,
                  template.hasPrefix(".\(name)(") else { continue }
            let wanted = chosen ? ".enabled" : ".disabled"
            return companion.spellings.contains(wanted) ? wanted : nil
        }
        return nil
    }
}
