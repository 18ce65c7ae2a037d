/// What a style's words say about its border, background or tint, as the window must
/// draw it. A window check (`LookClaimsFeature`) photographs the widget each claim is about
/// and reads the photograph, so a description that contradicts the look fails.
public struct LookClaim: Sendable, Equatable {
    /// A property of a photographed widget (drawn alone, transparent where it draws nothing).
    public enum Property: String, Sendable, CaseIterable {
        /// Nothing drawn behind the content: its corners and edges are transparent.
        case noBackground
        /// A filled background behind the content.
        case background
        /// The background is a grey, carrying no tint.
        case neutralBackground
        /// The background's corners are rounded off.
        case roundedCorners
        /// The background's corners are square.
        case squareCorners
        /// The text is drawn in the platform's tint, not its text colour.
        case tintedText
        /// The text is drawn in the platform's text colour, not its tint.
        case untintedText
        /// A red line runs along the edge.
        case redFrame
        /// Rows stand apart, with gaps between them.
        case separateRows
    }

    /// The style, as `family.name`.
    public let styleID: String
    /// The platform the claim is photographed on.
    public let platform: Platform
    /// The release it is photographed in: the newest, unless the look changed since.
    public let release: OSVersion
    /// The words that make the claim, in the style's summary or in the reason its card shows.
    public let phrase: String
    /// The CSS class of the widget the claim is about, in the card's plan.
    public let widgetClass: String
    /// What the photograph must show.
    public let properties: [Property]

    init(_ styleID: String, on platform: Platform, in release: OSVersion? = nil, says phrase: String, widget: String,
         _ properties: [Property]) {
        self.styleID = styleID
        self.platform = platform
        self.release = release ?? platform.newestRelease
        self.phrase = phrase
        self.widgetClass = widget
        self.properties = properties
    }

    /// The name of the photograph the window check takes for the claim.
    public var photographName: String { "claim-\(styleID)-\(platform.rawValue).png" }

    /// Every claim the catalog's words make about a look that a photograph can check.
    public static let all: [LookClaim] = [
        LookClaim("button.plain", on: .iOS, says: "no border, no background and no tint", widget: "plain-button",
                  [.noBackground, .untintedText]),
        LookClaim("button.borderless", on: .iOS, says: "its text and symbols tinted with the accent", widget: "borderless-button",
                  [.noBackground, .tintedText]),
        LookClaim("button.bordered", on: .iOS, says: "a softly tinted rounded platter", widget: "bordered-button",
                  [.background, .roundedCorners, .tintedText]),
        LookClaim("button.bordered", on: .visionOS, says: "a neutral glass platter", widget: "bordered-button",
                  [.background, .neutralBackground, .roundedCorners, .untintedText]),
        LookClaim("button.link", on: .macOS, says: "the label in the link colour, with no", widget: "link-button",
                  [.noBackground, .tintedText]),
        LookClaim("textField.plain", on: .macOS, says: "no border, bezel or background", widget: "plain-field", [.noBackground]),
        LookClaim("textField.roundedBorder", on: .macOS, says: "rounded-rectangle border", widget: "rounded-border",
                  [.background, .roundedCorners]),
        // Mac fields lost the square border in macOS 26 (textfieldstyle/squareborder): photographed in macOS 15.
        LookClaim("textField.squareBorder", on: .macOS, in: "15", says: "square-cornered border", widget: "square-border",
                  [.background, .squareCorners]),
        LookClaim("textEditor.plain", on: .macOS, says: "no border, no background", widget: "plain-editor", [.noBackground]),
        LookClaim("textEditor.automatic", on: .iOS, says: "bare scrolling text area with no frame", widget: "plain-editor", [.noBackground]),
        LookClaim("textEditor.roundedBorder", on: .visionOS, says: "framed by the system's rounded border", widget: "rounded-border",
                  [.background, .roundedCorners]),
        LookClaim("label.RedBorderedLabelStyle", on: .iOS, says: "thin red frame", widget: "effect-redBorder", [.redFrame]),
        LookClaim("label.MyLabelStyle", on: .iOS, says: "shaded rounded rectangle", widget: "label-card", [.background, .roundedCorners]),
        LookClaim("list.automatic", on: .watchOS, says: "each row on its own rounded platter", widget: "list-platters", [.separateRows]),
    ]
}
