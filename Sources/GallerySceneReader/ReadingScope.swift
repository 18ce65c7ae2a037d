import GalleryModel
import SwiftSyntax

/// What the names in a piece of code stand for while a view is read from it: the arguments a custom view was called
/// with (as its properties), a function's parameters, a `ForEach` element, a `let` of a view builder, the content a
/// `ViewModifier`'s `body(content:)` or a `View` extension method's `self` is; the type whose members `self` reaches;
/// and the declarations being expanded, to catch one that uses itself.
struct ReadingScope: Sendable {
    /// The type whose members bare names and `self.` reach; nil at the top level, in a preview and in a `View`
    /// extension method.
    var owner: DeclaredType?
    /// The names bound here.
    var names: [String: Bound] = [:]
    /// The function parameters bound here that are declared string table keys (`label: LocalizedStringKey`): a literal
    /// the caller gives one is looked up (``SceneViewReader/localizedKey(_:scope:table:)``).
    var keyParameters: Set<String> = []
    /// The declarations being expanded, outermost first: a view, property or function met again inside itself is
    /// drawn as a placeholder.
    var expanding: [String] = []

    /// A scope with nothing bound, at the top level.
    static let topLevel = ReadingScope()
}

/// What a name stands for.
indirect enum Bound: Sendable {
    /// An expression written elsewhere, read in the scope it was written in: an argument of a call, what an
    /// initializer assigns to a property, a `let` of a view builder.
    case expression(ExprSyntax, ReadingScope)
    /// A closure given as an argument (`@ViewBuilder content: () -> Content`): its views, read in the caller's scope
    /// where the body uses it.
    case closure(ClosureExprSyntax, ReadingScope)
    /// A value known already: an element of a `ForEach` over literals.
    case value(SceneValue)
    /// A case of one of the project's enumerations: an element of a `ForEach` over its `allCases`.
    case enumCase(EnumCase)
    /// The view built so far that a `ViewModifier`'s `content` or a `View` extension method's `self` is.
    case node(SceneNode)
    /// The `configuration` a custom style's `makeBody(configuration:)` of `family` is given: its parts and flags are
    /// read as typed placeholders (``SceneStylePart``, ``SceneStyleFlag``).
    case styleConfiguration(StyleFamily)
}

/// A case of an enumeration the project declares, as a `ForEach` over its `allCases` gives it.
struct EnumCase: Sendable {
    /// Its name: `dark` of `case dark`.
    let name: String
    /// Its raw value: the literal written for it, else (for a `String` enumeration) its name; nil when it has none.
    let rawValue: SceneValue?
    /// The enumeration, whose computed properties a `switch self` answers case by case (`option.title`).
    let type: DeclaredType
}
