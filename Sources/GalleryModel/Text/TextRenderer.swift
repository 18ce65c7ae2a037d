/// The abstract attributes of a stretch of text: what the GTK side turns into Pango attributes.
public struct TextAttributes: Sendable, Equatable {
    /// A line drawn through or under the text.
    public struct Line: Sendable, Equatable {
        /// The dash pattern SwiftUI draws (Pango draws solid lines; the window strokes the others itself).
        public var pattern: LinePattern
        /// "#rrggbb", or nil for the text colour.
        public var color: String?

        public init(pattern: LinePattern, color: String?) {
            self.pattern = pattern
            self.color = color
        }
    }

    /// A Pango family list: the stage typeface's stand-ins (``FontDesign/family(at:)``), "Serif" or "Monospace".
    public var family = "Sans"
    /// Size in pixels.
    public var size = 17.0
    /// 100 … 900.
    public var weight = 400
    /// Whether the face is italic.
    public var italic = false
    /// The face's width (condensed, expanded…).
    public var width = FontWidth.standard
    /// The underline, if any.
    public var underline: Line?
    /// The strikethrough line, if any.
    public var strikethrough: Line?
    /// Extra space between characters, in pixels.
    public var letterSpacing = 0.0
    /// Vertical shift of the baseline, in pixels (up is positive).
    public var baselineOffset = 0.0
    /// Digits of equal width (`monospacedDigit()`).
    public var tabularDigits = false
    /// "#rrggbb", or nil for the default colour.
    public var color: String?
    /// The URL of a link.
    public var link: String?
    /// The language the text is shaped in (`typesettingLanguage(_:)`), as the font system's tag, or nil.
    public var language: String?
}

/// One stretch of text and its attributes.
public struct TextRun: Sendable, Equatable {
    /// The characters.
    public var text: String
    /// How they are drawn.
    public var attributes: TextAttributes
}

/// A sample Text ready to draw: its runs, the layout around them, and what GTK can only approximate.
public struct RenderedText: Sendable, Equatable {
    /// The stretches of text, in order.
    public var runs: [TextRun]
    /// `lineLimit`, or nil for no limit.
    public var lineLimit: Int?
    /// Where an over-long line is cut when `lineLimit` is set.
    public var truncationMode: TruncationMode
    /// The frame width in pixels, or nil for the text's own width.
    public var width: Int?
    /// How lines are aligned.
    public var alignment: TextAlignment
    /// The modifiers in use that GTK can only approximate.
    public var approximations: [TextApproximation]
    /// `allowsTightening(_:)`.
    public var allowsTightening = false
    /// `minimumScaleFactor(_:)`.
    public var minimumScaleFactor = 1.0
    /// Whether a word broken across lines gets a hyphen: never for a Text, which breaks inside a word only when the
    /// word alone is wider than its frame, and adds nothing (the documents' 100-point frame wraps "To be, or not to
    /// be" at its spaces, with no hyphen; reference/text-label-textfield-button.zh.md, "概览").
    public var insertsHyphens = false

    /// Whether a line may break inside a word that is wider than the line: in a frame, which can be narrower than a
    /// word, and wherever the letters are not spaced, so that a word in Apple TV's large title still fits a narrow
    /// card. Spaced letters (`kerning(_:)`, `tracking(_:)`) break at spaces only: Pango counts the spacing after a
    /// word's last letter when it breaks a line, not when it measures one, so it would split a word that fits
    /// ("ABCDE" and "F" at a kerning of 6 in a 480 px card).
    public var breaksInsideWords: Bool { isFramed || runs.allSatisfy { $0.attributes.letterSpacing == 0 } }
    /// The colours the code writes on the text (`.foregroundColor(.red)`, an attribute's colour), drawn as Apple draws
    /// them; empty when the text takes the stage's own.
    public var writtenColors: [RGBColor] = []

    /// Whether the text is held at its `frame(width:)`: drawn in a frame that width, never wider, so a line limit
    /// truncates there and long lines wrap there, wherever the text is drawn (page, variants, `gallery render`).
    public var isFramed: Bool { width != nil }

    /// The whole string.
    public var text: String { runs.map(\.text).joined() }

    /// The colours `runs` are drawn in, each once, in order.
    static func colors(of runs: [TextRun]) -> [RGBColor] {
        runs.compactMap(\.attributes.color).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.map(RGBColor.init(hex:))
    }

    /// Where the written colour falls short of what WCAG AA asks of text this size (4.5:1, 3:1 when large) on the
    /// platform's stage, in either scheme. The colour is Apple's and is drawn as Apple draws it, so the shortfall is
    /// said rather than mended (Apple's blue in body text on the Mac's light window grey is 3.6:1), by the path the
    /// stages' own pairs take (``ContrastFinding``).
    public func contrastFindings(on platform: Platform) -> [ContrastFinding] {
        guard let first = runs.first?.attributes else { return [] }
        let required = TextContrast.required(pixelSize: first.size, bold: first.weight >= 600)
        return writtenColors.flatMap { color in
            ColorScheme.allCases.compactMap { scheme -> ContrastFinding? in
                let finding = ContrastFinding(platform: platform, scheme: scheme, subject: .writtenColor, text: color,
                                              background: PlatformTheme.of(platform).palette(scheme).background, required: required)
                return finding.ratio < required ? finding : nil
            }
        }
    }
}

/// A Text modifier GTK can draw only approximately, and why.
public enum TextApproximation: String, CaseIterable, Sendable {
    case roundedDesign, compressedWidth, kerning, secondaryScale, dynamicTypeScale

    /// The modifier, as SwiftUI writes it.
    public var modifier: String {
        switch self {
        case .roundedDesign: "fontDesign(.rounded)"
        case .compressedWidth: "fontWidth(.compressed)"
        case .kerning: "kerning(_:)"
        case .secondaryScale: "textScale(.secondary)"
        case .dynamicTypeScale: "dynamicTypeSize(_:)"
        }
    }

    /// Why GTK cannot show it faithfully, and what it shows instead.
    public var reason: String {
        switch self {
        case .roundedDesign: "Debian has no rounded face of SF's proportions, so the rounded design is drawn in the default design's face."
        case .compressedWidth: "The installed fonts have no compressed cut; the most condensed face stands in."
        case .kerning: "Pango has one letter-spacing attribute: kerning spaces letters like tracking and does not keep ligatures."
        case .secondaryScale: "The secondary scale is drawn at 80% of the size; SwiftUI picks the secondary size per font."
        case .dynamicTypeScale: "Every text style grows by the body style's factor; Apple's tables give each style its own sizes."
        }
    }
}

/// Turns the Text page's settings into a ``RenderedText`` for a platform,
/// following the displaying-text document's rules.
public enum TextRenderer {
    /// The accent colour links are drawn in.
    static let linkColor = NamedColor.blue

    /// The sample of `settings` as `platform` draws it at the Dynamic Type size `contentSize` (text styles
    /// grow with it where the platform has Dynamic Type; an explicit system font keeps its size).
    public static func render(_ settings: TextSettings, on platform: Platform, contentSize: ContentSize = .large) -> RenderedText {
        var base = TextAttributes()
        var approximations: [TextApproximation] = []

        // font(_:): a text style's size and weight on this platform, or an explicit system font.
        var design: FontDesign = .default
        if settings.font == .system {
            base.size = settings.systemSize
            base.weight = (settings.systemWeight ?? .regular).numericWeight
            design = settings.systemDesign ?? .default
        } else {
            let metrics = TextStyleMetrics.stageMetrics(of: settings.font, on: platform)
            let scale = PlatformTheme.of(platform).supportsDynamicType ? contentSize.scale : 1
            base.size = (metrics.size * scale).rounded()
            if scale != 1 { approximations.append(.dynamicTypeScale) }
            base.weight = metrics.weight.numericWeight
        }
        // Modifiers in the order the generated code writes them: later ones win.
        if let weight = settings.fontWeight { base.weight = weight.numericWeight }
        if settings.bold { base.weight = FontWeight.bold.numericWeight }
        if let chosen = settings.fontDesign { design = chosen }
        if settings.monospaced { design = .monospaced }
        base.family = design.family(at: base.size)
        if design == .rounded { approximations.append(.roundedDesign) }
        if let width = settings.fontWidth {
            base.width = width
            if width == .compressed { approximations.append(.compressedWidth) }
        }
        base.italic = settings.italic
        base.strikethrough = line(settings.strikethrough, on: platform)
        base.underline = line(settings.underline, on: platform)
        base.tabularDigits = settings.monospacedDigit
        // Tracking wins over kerning when both are set (reference/displaying-text.zh.md).
        if let tracking = settings.tracking {
            base.letterSpacing = tracking
        } else if let kerning = settings.kerning {
            base.letterSpacing = kerning
            approximations.append(.kerning)
        }
        base.baselineOffset = settings.baselineOffset
        base.color = settings.foreground?.textHex(on: platform)
        base.language = settings.typesetting.language?.fontLanguage
        if settings.textScale == .secondary {
            base.size *= 0.8
            approximations.append(.secondaryScale)
        }

        // The string: Markdown is styled for localized keys and attributed strings, never for verbatim text.
        let runs: [TextRun]
        if settings.source == .verbatim {
            runs = [TextRun(text: settings.content, attributes: base)]
        } else {
            // Attributed-string intents take precedence over the modifiers.
            runs = InlineMarkdown.parse(settings.content).map { run in
                var attributes = base
                if run.strong { attributes.weight = max(attributes.weight, FontWeight.bold.numericWeight) }
                if run.emphasized { attributes.italic = true }
                if run.strikethrough { attributes.strikethrough = TextAttributes.Line(pattern: .solid, color: nil) }
                if run.code { attributes.family = "Monospace" }
                if let link = run.link {
                    attributes.link = link
                    attributes.color = linkColor.textHex(on: platform)
                }
                return TextRun(text: run.text, attributes: attributes)
            }
        }
        return RenderedText(
            runs: runs, lineLimit: settings.lineLimit, truncationMode: settings.truncationMode,
            width: settings.frameWidth, alignment: settings.alignment, approximations: approximations,
            allowsTightening: settings.typesetting.allowsTightening, minimumScaleFactor: settings.typesetting.minimumScaleFactor,
            writtenColors: base.color.map { [RGBColor(hex: $0)] } ?? [])
    }

    private static func line(_ style: TextSettings.LineStyle, on platform: Platform) -> TextAttributes.Line? {
        style.isActive ? TextAttributes.Line(pattern: style.pattern, color: style.color?.textHex(on: platform)) : nil
    }
}
