import Foundation

/// The translations of one language: a gettext `.mo` file (as `msgfmt` compiles `po/LANG.po`) read into a table
/// from English message to translated message.
public struct MessageCatalog: Sendable {
    /// The gettext domain: the `.mo` files are `LANG/LC_MESSAGES/swiftui-style-gallery.mo`.
    public static let domain = "swiftui-style-gallery"

    /// The languages the gallery is translated into, besides English, as gettext names them.
    public static let translatedLanguages = ["zh_CN"]

    private let translations: [String: String]

    /// A catalog that translates nothing: English.
    public static let english = MessageCatalog(translations: [:])

    /// A catalog of `translations` (English message → translated message).
    public init(translations: [String: String]) {
        self.translations = translations
    }

    /// Reads a `.mo` file's bytes. Entries with plural forms or contexts, and the header, are skipped:
    /// the gallery's messages have neither.
    ///
    /// - Throws: ``MessageCatalogError`` when `data` is not a `.mo` file.
    public init(mo data: Data) throws(MessageCatalogError) {
        let bytes = [UInt8](data)
        func word(_ offset: Int, bigEndian: Bool) throws(MessageCatalogError) -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else { throw .truncated }
            let value = bytes[offset..<offset + 4].enumerated().reduce(UInt32(0)) { result, byte in
                result | UInt32(byte.element) << (8 * UInt32(bigEndian ? 3 - byte.offset : byte.offset))
            }
            return Int(value)
        }
        let magic = try word(0, bigEndian: false)
        let bigEndian: Bool
        switch magic {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: throw .notMessageCatalog
        }
        let count = try word(8, bigEndian: bigEndian)
        let originals = try word(12, bigEndian: bigEndian)
        let translated = try word(16, bigEndian: bigEndian)
        func string(table: Int, index: Int) throws(MessageCatalogError) -> String {
            let length = try word(table + 8 * index, bigEndian: bigEndian)
            let offset = try word(table + 8 * index + 4, bigEndian: bigEndian)
            guard offset + length <= bytes.count, let text = String(bytes: bytes[offset..<offset + length], encoding: .utf8)
            else { throw .truncated }
            return text
        }
        var table: [String: String] = [:]
        for index in 0..<count {
            let original = try string(table: originals, index: index)
            guard !original.isEmpty, !original.contains("\u{0}"), !original.contains("\u{4}") else { continue }
            let translation = try string(table: translated, index: index)
            if !translation.isEmpty { table[original] = translation }
        }
        translations = table
    }

    /// The translation of `message`, or nil when the catalog has none.
    public func translation(of message: String) -> String? {
        translations[message]
    }

    /// `text` in this catalog's language.
    public func localize(_ text: LocalizedText) -> String {
        text.localized(translation(of:))
    }

    /// The number of translated messages.
    public var count: Int { translations.count }
}

/// Why a `.mo` file could not be read.
public enum MessageCatalogError: Error, Sendable, CustomStringConvertible {
    /// The file does not start with gettext's magic number.
    case notMessageCatalog
    /// A table or string points past the end of the file.
    case truncated

    public var description: String {
        switch self {
        case .notMessageCatalog: "not a gettext message catalog (.mo)"
        case .truncated: "the message catalog is cut short"
        }
    }
}
