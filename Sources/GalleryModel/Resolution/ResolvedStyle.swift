/// The concrete look a style resolves to: either a built-in style you can
/// name in code (`checkbox`), or a context look SwiftUI uses but offers no
/// name for (a toggle inside a menu becomes a checkmark item).
///
/// It holds the family's typed look (a case of its `Look` enum), so the family that draws it is the look's own;
/// its family and name are what is said and written.
public struct ResolvedStyle: Sendable, Hashable, CustomStringConvertible {
    /// The typed look.
    let look: any FamilyLook

    init(_ look: some FamilyLook) {
        self.look = look
    }

    /// The family whose style this is. Usually the requested family; a
    /// circular progress view on watchOS is drawn as a gauge style.
    public var family: StyleFamily { look.shownFamily }
    /// The SwiftUI style name, or the gallery's name for a context look.
    public var name: String { look.rawValue }

    /// "toggle.checkbox".
    public var description: String { "\(family).\(name)" }

    /// The look as one of `Family`'s looks, or nil when it is another family's.
    func look<Family: FamilyDefinition>(of _: Family.Type) -> Family.Look? {
        look as? Family.Look
    }

    /// The description of the context look, if this is one.
    public var contextStyle: ContextStyle? {
        ContextStyle.all.first { $0.family == family && $0.name == name }
    }

    /// Whether the look can be requested by name in SwiftUI code.
    public var isNameable: Bool { contextStyle == nil }

    public static func == (a: ResolvedStyle, b: ResolvedStyle) -> Bool {
        a.family == b.family && a.name == b.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(name)
    }
}

/// A look SwiftUI gives a view in some context, with no style you could name
/// to ask for it. The gallery names it so that plans and answers can refer to it.
public struct ContextStyle: Sendable, Equatable {
    /// The family the look belongs to.
    public let family: StyleFamily
    /// The gallery's name for the look.
    public let name: String
    /// What it looks like, in one or two sentences.
    public let summary: String

    /// The context look `look`, described by `summary`.
    init(_ look: some FamilyLook, summary: String) {
        family = look.shownFamily
        name = look.rawValue
        self.summary = summary
    }

    /// Every context look the resolver can answer: each family's, in the registry's order.
    public static let all: [ContextStyle] = FamilyRegistry.definitions.flatMap(\.contextStyles)
}
