/// The concrete look a style resolves to: either a built-in style you can
/// name in code (`checkbox`), or a context look SwiftUI uses but offers no
/// name for (a toggle inside a menu becomes a checkmark item).
public struct ResolvedStyle: Sendable, Equatable, Hashable {
    /// The family whose style this is. Usually the requested family; a
    /// circular progress view on watchOS is drawn as a gauge style.
    public let family: StyleFamily
    /// The SwiftUI style name, or the gallery's name for a context look.
    public let name: String

    public init(_ family: StyleFamily, _ name: String) {
        self.family = family
        self.name = name
    }

    /// The description of the context look, if this is one.
    public var contextStyle: ContextStyle? {
        ContextStyle.all.first { $0.family == family && $0.name == name }
    }

    /// Whether the look can be requested by name in SwiftUI code.
    public var isNameable: Bool { contextStyle == nil }
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

    /// Every context look the resolver can answer: each family's, in the registry's order.
    public static let all: [ContextStyle] = FamilyRegistry.definitions.flatMap(\.contextStyles)
}
