/// The Text page's typesetting modifiers: the language the text is shaped in, and how a
/// one-line text shrinks into a frame too narrow for it before it is truncated.
public struct TextTypesetting: Sendable, Equatable {
    /// `typesettingLanguage(_:)`; nil leaves the language to the text itself
    /// (https://developer.apple.com/documentation/swiftui/text/typesettinglanguage(_:isenabled:)-85e9h).
    public var language: TypesettingLanguage?
    /// `allowsTightening(_:)`: letters may move closer before the line is truncated
    /// (https://developer.apple.com/documentation/swiftui/view/allowstightening(_:)).
    public var allowsTightening = false
    /// `minimumScaleFactor(_:)`: the font may shrink down to this fraction before the line is truncated
    /// (https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)); 1 does not shrink.
    public var minimumScaleFactor = 1.0

    public init(language: TypesettingLanguage? = nil, allowsTightening: Bool = false, minimumScaleFactor: Double = 1) {
        self.language = language
        self.allowsTightening = allowsTightening
        self.minimumScaleFactor = minimumScaleFactor
    }

    /// The factors the controls and import accept: Apple allows any value above 0 up to 1.
    public static let scaleFactorRange: ClosedRange<Double> = 0.1...1

    /// The modifiers' lines of SwiftUI code, in the order ``TextCode`` writes them.
    public var code: [String] {
        var lines: [String] = []
        if let language { lines.append(".typesettingLanguage(.explicit(\(language.swiftLanguage)))") }
        if allowsTightening { lines.append(".allowsTightening(true)") }
        if minimumScaleFactor < 1 { lines.append(".minimumScaleFactor(\(BoundText.format(minimumScaleFactor)))") }
        return lines
    }
}

/// The languages the Text page offers to `typesettingLanguage(_:)`, by their BCP 47 identifiers.
public enum TypesettingLanguage: String, CaseIterable, Codable, Sendable, NamedValue {
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"
    case japanese = "ja"
    case korean = "ko"
    case thai = "th"
    case arabic = "ar"
    public static let kindName: LocalizedText = say("typesetting language")
    public static let kindPluralName: LocalizedText = say("typesetting languages")

    /// The `Locale.Language` SwiftUI is given, as Swift writes it.
    public var swiftLanguage: String {
        switch self {
        case .english: ".init(languageCode: .english)"
        case .simplifiedChinese: ".init(languageCode: .chinese, script: .hanSimplified)"
        case .traditionalChinese: ".init(languageCode: .chinese, script: .hanTraditional)"
        case .japanese: ".init(languageCode: .japanese)"
        case .korean: ".init(languageCode: .korean)"
        case .thai: ".init(languageCode: .thai)"
        case .arabic: ".init(languageCode: .arabic)"
        }
    }

    /// The tag the font system chooses glyphs by: fontconfig knows Chinese by region
    /// (`zh-cn`, `zh-tw`), not by script, so Han characters take the right regional forms.
    public var fontLanguage: String {
        switch self {
        case .simplifiedChinese: "zh-CN"
        case .traditionalChinese: "zh-TW"
        default: rawValue
        }
    }
}
