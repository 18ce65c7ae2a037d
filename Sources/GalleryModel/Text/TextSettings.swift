/// The modifiers the Text page applies to its sample, as the configuration stores them.
public struct TextSettings: Sendable, Equatable {
    /// A line decoration: `strikethrough(_:pattern:color:)` or `underline(_:pattern:color:)`.
    public struct LineStyle: Sendable, Equatable {
        /// Whether the line is drawn.
        public var isActive = false
        /// Its dash pattern.
        public var pattern = LinePattern.solid
        /// nil draws the line in the text colour.
        public var color: NamedColor?

        public init(isActive: Bool = false, pattern: LinePattern = .solid, color: NamedColor? = nil) {
            self.isActive = isActive
            self.pattern = pattern
            self.color = color
        }
    }

    /// The sample's text.
    public var content = "Brevity is the **soul** of *wit*, said [Polonius](https://example.com/hamlet) in 1602."
    /// How the Text is created from it.
    public var source = TextSource.localizedKey
    /// `font(_:)`: a text style, or `.system` with the three values below.
    public var font = TextStyleName.body
    /// The size of `.system(size:weight:design:)`, in points.
    public var systemSize = 28.0
    /// The weight of `.system(size:weight:design:)`.
    public var systemWeight: FontWeight?
    /// The design of `.system(size:weight:design:)`.
    public var systemDesign: FontDesign?
    /// `fontWeight(_:)`.
    public var fontWeight: FontWeight?
    /// `fontDesign(_:)`.
    public var fontDesign: FontDesign?
    /// `fontWidth(_:)`.
    public var fontWidth: FontWidth?
    /// `bold()`.
    public var bold = false
    /// `italic()`.
    public var italic = false
    /// `strikethrough(_:pattern:color:)`.
    public var strikethrough = LineStyle()
    /// `underline(_:pattern:color:)`.
    public var underline = LineStyle()
    /// `monospaced()`.
    public var monospaced = false
    /// `monospacedDigit()`.
    public var monospacedDigit = false
    /// `kerning(_:)`, in points.
    public var kerning: Double?
    /// `tracking(_:)`, in points. When both are set, tracking wins and kerning is ignored.
    public var tracking: Double?
    /// `baselineOffset(_:)`, in points.
    public var baselineOffset = 0.0
    /// `lineLimit(_:)`; nil for no limit.
    public var lineLimit: Int?
    /// `truncationMode(_:)`.
    public var truncationMode = TruncationMode.tail
    /// `frame(width:)`, in points; nil for the text's own width.
    public var frameWidth: Int?
    /// `textScale(_:)`.
    public var textScale = TextScale.default
    /// `multilineTextAlignment(_:)`.
    public var alignment = TextAlignment.leading
    /// `foregroundStyle(_:)`; nil leaves the default colour.
    public var foreground: NamedColor?
    /// `typesettingLanguage(_:)`, `allowsTightening(_:)` and `minimumScaleFactor(_:)`.
    public var typesetting = TextTypesetting()
    /// The VoiceOver modifiers: `speechSpellsOutCharacters(_:)` and the three others.
    public var speech = TextSpeech()
    /// `accessibilityHeading(_:)`, `accessibilityLabel(_:)` and `accessibilityTextContentType(_:)`.
    public var accessibility = TextAccessibility()

    public init() {}

    /// The sample the page accepts: a few paragraphs.
    public static let contentLimit = TextLimit(characters: 2_000, lines: 40)

    /// Why the window could not draw these settings (a sample over ``contentLimit``), or nil.
    public var problem: LocalizedText? {
        if let problem = Self.contentLimit.problem(with: content) { return say("content \(problem)") }
        return accessibility.label.flatMap { TextAccessibility.labelLimit.problem(with: $0) }.map { say("label \($0)") }
    }
    /// The system font sizes the controls (and import) accept, in points.
    public static let sizeRange: ClosedRange<Double> = 6...120
    /// The kerning and tracking they accept, in points.
    public static let spacingRange: ClosedRange<Double> = -20...40
    /// The baseline offsets they accept, in points.
    public static let baselineRange: ClosedRange<Double> = -40...40
    /// The line limits they accept.
    public static let lineLimitRange: ClosedRange<Int> = 1...20
    /// The frame widths they accept, in points.
    public static let frameWidthRange: ClosedRange<Int> = 40...1_000
}
