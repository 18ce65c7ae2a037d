/// The colours of the gallery's own window around the stages: pages, cards,
/// badges, notes and the inspector, in the light and the dark scheme.
///
/// GNOME's palette is the starting point (its blue, red, purple and green);
/// where a shade is too faint for text on the card or the page, a deeper or
/// lighter one is used. ``textPairs`` lists every text colour on every
/// background, so a test can hold each pair to WCAG AA.
public struct WindowPalette: Sendable, Equatable {
    /// The page behind the cards.
    public let page: RGBColor
    /// A card, and the inspector.
    public let card: RGBColor
    /// Primary text.
    public let text: RGBColor
    /// Captions, explanations, sources and headings.
    public let secondaryText: RGBColor
    /// What a style resolved to, the context chip, links.
    public let accent: RGBColor
    /// "Not available on …" notes.
    public let error: RGBColor
    /// "Approximate: …" notes and deprecation badges (a tag tinted with it, as Apple's pages mark a deprecated symbol).
    public let warning: RGBColor
    /// The "custom" badge of a custom style.
    public let custom: RGBColor
    /// Platform badges of the platforms that have the style.
    public let available: RGBColor

    /// How strongly a badge or chip shows its own colour behind its text.
    public static let badgeTint = 0.12

    /// The palette of `scheme`.
    public static func of(_ scheme: ColorScheme) -> WindowPalette {
        scheme == .light ? light : dark
    }

    static let light = WindowPalette(
        page: RGBColor(hex: "#f6f5f4"), card: RGBColor(hex: "#ffffff"), text: RGBColor(hex: "#1c1c1e"),
        secondaryText: RGBColor(hex: "#5e5c64"), accent: RGBColor(hex: "#1a5fb4"), error: RGBColor(hex: "#c01c28"),
        warning: RGBColor(hex: "#8a5a00"), custom: RGBColor(hex: "#813d9c"), available: RGBColor(hex: "#1a7441"))
    static let dark = WindowPalette(
        page: RGBColor(hex: "#242424"), card: RGBColor(hex: "#303030"), text: RGBColor(hex: "#ffffff"),
        secondaryText: RGBColor(hex: "#c0bfbc"), accent: RGBColor(hex: "#78aeed"), error: RGBColor(hex: "#ff7b63"),
        warning: RGBColor(hex: "#f8e45c"), custom: RGBColor(hex: "#e5a5e5"), available: RGBColor(hex: "#8ff0a4"))

    /// A badge's (or the chip's) background in `color`, as drawn over `background`.
    public func badge(_ color: RGBColor, on background: RGBColor) -> RGBColor {
        color.over(background, alpha: Self.badgeTint)
    }

    /// A card with the keyboard focus: faintly tinted, inside a ring in the accent colour.
    public var focusedCard: RGBColor { accent.over(card, alpha: 0.08) }

    /// The background of a badge of a platform that lacks the style.
    public var missingBadge: RGBColor { text.over(card, alpha: 0.06) }

    /// One colour of the window's text on one background, named after where the window draws it.
    public struct TextPair: Sendable, Equatable {
        public let role: String
        public let text: RGBColor
        public let background: RGBColor
    }

    /// Every text colour on every background the window's stylesheet draws it on.
    public var textPairs: [TextPair] {
        var pairs: [TextPair] = []
        for (name, color) in [("text", text), ("secondary text", secondaryText), ("accent", accent), ("an error note", error),
                              ("an approximation note", warning)] {
            pairs.append(.init(role: "\(name) on the page", text: color, background: page))
            pairs.append(.init(role: "\(name) on a card", text: color, background: card))
            pairs.append(.init(role: "\(name) on a focused card", text: color, background: focusedCard))
        }
        pairs += [
            .init(role: "the context chip", text: accent, background: badge(accent, on: page)),
            .init(role: "the custom badge", text: custom, background: badge(custom, on: card)),
            .init(role: "an available platform's badge", text: available, background: badge(available, on: card)),
            .init(role: "a missing platform's badge", text: secondaryText, background: missingBadge),
            .init(role: "a deprecation badge", text: warning, background: badge(warning, on: card)),
        ]
        return pairs
    }

    /// The window's stylesheet in both schemes: a window carries `gallery-light` or `gallery-dark`.
    public static var stylesheet: String {
        ColorScheme.allCases.map { of($0).rules(scope: "window.gallery-\($0.rawValue)") }.joined(separator: "\n")
    }

    private func rules(scope: String) -> String {
        func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
        return """
            \(selectors([".page"])) { background-color: \(page); color: \(text); }
            \(selectors([".card", ".inspector"])) { background-color: \(card); color: \(text); }
            \(selectors([".page-subtitle", ".page-summary", ".card-explanation", ".inspector-heading", ".inspector-source",
                         ".sidebar-section", ".caption-heading", ".dim-label"])) { color: \(secondaryText); opacity: 1; }
            \(selectors([".card-headline"])) { color: \(accent); }
            \(selectors([".context-chip"])) { color: \(accent); background-color: \(badge(accent, on: page)); }
            \(selectors([".card-origin"])) { color: \(custom); background-color: \(badge(custom, on: card)); }
            \(selectors([".card-availability"])) { color: \(error); }
            \(selectors([".approximate-note"])) { color: \(warning); }
            \(selectors([".deprecation-badge"])) { color: \(warning); background-color: \(badge(warning, on: card)); }
            \(selectors([".badge.available"])) { color: \(available); background-color: \(badge(available, on: card)); }
            \(selectors([".badge.missing"])) { color: \(secondaryText); background-color: \(missingBadge); opacity: 1; }
            \(selectors([".card.chosen"])) { border-color: \(accent); }
            \(selectors(["flowbox > flowboxchild:focus-visible > .card"]))
              { border-color: \(accent); background-color: \(focusedCard); box-shadow: inset 0 0 0 2px \(accent); }
            """
    }
}
