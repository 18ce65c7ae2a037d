/// The language the window and the command line speak: English, or one the gallery is translated into.
/// SwiftUI's names, exports and JSON never change with it.
public enum InterfaceLanguage: Sendable, Hashable, CaseIterable {
    case english
    case simplifiedChinese

    /// The gettext name of the language's catalog (`po/zh_CN.po`), nil for English, which needs none.
    public var catalogName: String? {
        switch self {
        case .english: nil
        case .simplifiedChinese: "zh_CN"
        }
    }

    /// The ISO 639 code a locale names the language by (`zh` of `zh_CN.UTF-8`).
    var languageCode: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh"
        }
    }

    /// The languages an app's string tables name this one by, the likeliest first (a catalogue's `zh-Hans`, a
    /// `zh_CN.lproj`); none for English, which an app's development language or its `en` stands for.
    public var appLanguages: [String] {
        switch self {
        case .english: []
        case .simplifiedChinese: ["zh-Hans", "zh-CN", "zh_CN", "zh"]
        }
    }

    /// How the language menu's action names the language: its catalog name, `en` for English.
    public var identifier: String {
        catalogName ?? "en"
    }

    /// The language with `identifier`.
    public init?(identifier: String) {
        guard let language = Self.allCases.first(where: { $0.identifier == identifier }) else { return nil }
        self = language
    }

    /// The language's own name, as the language menu lists it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// The language a process with `environment` speaks, following gettext: the locale is the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set; under the C or POSIX locale it is English; otherwise
    /// `LANGUAGE`'s list is tried in order, then the locale, and the first language the gallery speaks wins.
    public static func preferred(in environment: [String: String]) -> InterfaceLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let base = locale.split(separator: ".").first.map(String.init) ?? ""
        if base.isEmpty || base == "C" || base == "POSIX" { return .english }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        for candidate in listed + [locale] {
            if let language = named(candidate) { return language }
        }
        return .english
    }

    /// The language a locale or `LANGUAGE` entry names (`zh_CN.UTF-8`, `zh`, `en_GB`), or nil when the gallery
    /// does not speak it. Traditional Chinese (`zh_TW`, `zh_HK`) is not Simplified Chinese.
    public static func named(_ name: String) -> InterfaceLanguage? {
        let code = name.split(separator: ".").first.flatMap { $0.split(separator: "@").first }.map(String.init) ?? ""
        let parts = code.split(separator: "_").map(String.init)
        guard let language = allCases.first(where: { $0.languageCode == parts.first }) else { return nil }
        guard language == .simplifiedChinese else { return language }
        let region = parts.count > 1 ? parts[1] : "CN"
        return ["CN", "SG", "Hans"].contains(region) ? language : nil
    }
}
