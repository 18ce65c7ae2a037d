/// What the catalog knows about one family: the view's own availability, a
/// paragraph about it, and its styles (built-in first, then the documents' custom ones).
public struct FamilyDescriptor: Sendable {
    /// The family.
    public let family: StyleFamily
    /// Where the view type itself exists (a style can only be used where its view exists).
    public let viewAvailability: Availability
    /// Where the family's style protocol exists (`ToggleStyle`), so where an app's own style of the family can be used.
    public let styleProtocol: Availability
    /// One paragraph, in the gallery's own words, on what the view is for.
    public let summary: String
    /// The family's styles: `automatic` first, then the other built-ins, then custom styles. Each carries its place in
    /// the list and the family's two ``ResolutionTable``s: the rules' answers, which
    /// ``StyleResolver/resolve(_:in:argument:)`` reads, and its cards', which ``CardScene/resolution(of:argument:in:)`` reads.
    public let styles: [StyleDescriptor]

    public init(_ family: StyleFamily, viewAvailability: Availability, styleProtocol: Availability, summary: String, styles: [StyleDescriptor]) {
        self.family = family
        self.viewAvailability = viewAvailability
        self.styleProtocol = styleProtocol
        self.summary = summary
        let placed = styles.enumerated().map { position, style in
            var style = style
            style.position = position
            return style
        }
        let resolutions = ResolutionTable(styles: placed, derive: StyleResolver.derive)
        let cardResolutions = ResolutionTable(styles: placed) { style, context, argument in
            CardScene.derive(style, argument: argument, in: context)
        }
        self.styles = placed.map { style in
            var style = style
            style.resolutions = resolutions
            style.cardResolutions = cardResolutions
            return style
        }
    }

    /// The built-in styles, `automatic` first.
    public var builtInStyles: [StyleDescriptor] {
        styles.filter { $0.origin == .builtIn }
    }

    /// The style a view of the family takes where none is written, always the first: its `automatic` style, or the
    /// only style Apple documents for a family whose protocol names no automatic one (IndexViewStyle's `page`).
    public var automatic: StyleDescriptor {
        styles[0]
    }
}
