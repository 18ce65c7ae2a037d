/// The values of `alternatingRowBackgrounds(_:)`, the modifier that decides whether a list's or a table's rows
/// alternate their backgrounds, with an explicit style or the automatic one, on every list style but the sidebar
/// (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:), macOS 14). It replaces
/// the deprecated `alternatesRowBackgrounds:` arguments of the bordered and inset styles; the reference document
/// writes it after `.tableStyle(.inset)` (reference/view-styles.zh.md, Table styles).
///
/// `.automatic` is the style's own behaviour, which is what the style does without the modifier, so its code writes
/// none and it needs no release of its own
/// (https://developer.apple.com/documentation/swiftui/alternatingrowbackgroundbehavior/automatic).
enum RowBackgroundChoice: String, StyleChoice {
    case automatic = ".automatic", enabled = ".enabled", disabled = ".disabled"

    /// The modifier and its values came with macOS 14
    /// (https://developer.apple.com/documentation/swiftui/alternatingrowbackgroundbehavior).
    var introduced: [Platform: OSVersion] {
        self == .automatic ? [:] : [.macOS: "14.0"]
    }

    var introductionSource: String? {
        self == .automatic ? nil : "https://developer.apple.com/documentation/swiftui/alternatingrowbackgroundbehavior"
    }

    /// The modifier is the Mac's alone (its page lists macOS 14 and no other platform), so after a style iOS and
    /// visionOS have too (the inset table) only `.automatic`, which writes nothing, is theirs
    /// (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:)).
    var platforms: Set<Platform>? {
        self == .automatic ? nil : [.macOS]
    }

    /// Whether rows alternate, when the style on its own would stripe them as `styleStripes` says.
    func stripes(where styleStripes: Bool) -> Bool {
        switch self {
        case .automatic: styleStripes
        case .enabled: true
        case .disabled: false
        }
    }

    /// The row-background parameter of a list or table style: `.alternatingRowBackgrounds(.disabled)` written
    /// after the style modifier, nothing for `.automatic`.
    /// `.alternatingRowBackgrounds()` with no argument is `.enabled`, the default its declaration gives `behavior`
    /// (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:)).
    static let parameter: StyleParameter = {
        var parameter = StyleParameter(
            "alternatingRowBackgrounds", default: RowBackgroundChoice.automatic,
            spelling: .optionalCompanion(".alternatingRowBackgrounds({choice})"),
            source: "https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:)")
        parameter.omittedArgument = RowBackgroundChoice.enabled.rawValue
        return parameter
    }()
}
