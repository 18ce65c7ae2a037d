import GalleryModel
import GallerySceneReader
import SwiftSyntax

/// One place in a file that asks something of a platform's SwiftUI: a style modifier with the style it names, or a
/// view of a style family. Found in the whole syntax tree, wherever it stands (a `body`, a computed property, a
/// function, an extension, a nested type, any closure, any branch, any `#if` clause), as the compiler sees it.
struct StyleUse {
    /// What is used.
    enum Subject {
        /// A style SwiftUI has, with its parameter's choice (`.page(indexDisplayMode: .never)`).
        case builtIn(StyleDescriptor, choice: String?)
        /// A style the project may declare: a static member (`.header`) or a type (`HeaderLabelStyle()`).
        case declared(StyleFamily, DeclaredName, written: String)
        /// A style the code computes (`.buttonStyle(style)`): which one is known only when the app runs.
        case computed(StyleFamily, written: String)
        /// A family's view (`NavigationSplitView`, `Gauge`).
        case view(StyleFamily)
        /// Another view the gallery knows (`NavigationStack`, `ShareLink`), by name, with where it exists.
        case knownView(String, Availability)
        /// A toolbar item's placement (`ToolbarItem(placement: .bottomBar)`), by name, with where it exists.
        case toolbarPlacement(String, Availability)
        /// A view modifier some platforms lack (`.keyboardType(.emailAddress)`), by name, with where it exists.
        case knownModifier(String, Availability)
    }

    /// How a project's own style is named where it is used.
    enum DeclaredName: Sendable, Hashable {
        /// `.header` or `.header(color: .red)`.
        case member(String)
        /// `HeaderLabelStyle()` or `HeaderLabelStyle(color: .red)`.
        case type(String)
    }

    let subject: Subject
    /// The node whose place and surroundings decide where it is compiled and what its platforms' releases are.
    let node: Syntax
    /// Where it is written, as the compiler points at it: the `.` of a modifier, the start of a view or argument.
    let location: SceneLocation

    /// Every use in `tree`, in source order.
    static func all(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [StyleUse] {
        let finder = Finder(converter: converter)
        finder.walk(tree)
        return finder.uses
    }

    /// Finds the uses: calls of a family's style modifier (`.labelStyle(…)`, or `labelStyle(…)` inside a `View`
    /// extension) and calls of a family's view.
    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var uses: [StyleUse] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func location(of node: some SyntaxProtocol) -> SceneLocation {
            let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return SceneLocation(line: place.line, column: place.column)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               let family = StyleNames.familiesByModifier[member.declName.baseName.text] {
                modifier(family, node, at: member.period)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                      let availability = ModifierAvailability.of(member.declName.baseName.text) {
                let name = member.declName.baseName.text
                uses.append(StyleUse(subject: .knownModifier(name, availability), node: Syntax(node), location: location(of: member.period)))
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
                      let family = StyleNames.familiesByModifier[reference.baseName.text] {
                modifier(family, node, at: reference)
            } else if let name = StyleNames.typeName(node.calledExpression) {
                if let family = StyleNames.familiesByView[name] {
                    uses.append(StyleUse(subject: .view(family), node: Syntax(node), location: location(of: node)))
                } else if let availability = ViewAvailability.of(name) {
                    uses.append(StyleUse(subject: .knownView(name, availability), node: Syntax(node), location: location(of: node)))
                }
                if ToolbarItemPlacementAvailability.placedViews.contains(name) { placement(of: node) }
            }
            return .visitChildren
        }

        /// The placement a toolbar item's `placement:` argument names (`.bottomBar`, `ToolbarItemPlacement.bottomBar`),
        /// at the member's own place, each branch of a `?:` on its own.
        private func placement(of call: FunctionCallExprSyntax) {
            guard let argument = call.arguments.first(where: { $0.label?.text == "placement" }) else { return }
            for expression in StyleNames.branches(of: argument.expression) {
                guard let member = expression.as(MemberAccessExprSyntax.self),
                      member.base == nil || member.base?.trimmedDescription == "ToolbarItemPlacement",
                      let availability = ToolbarItemPlacementAvailability.of(member.declName.baseName.text) else { continue }
                uses.append(StyleUse(subject: .toolbarPlacement(member.declName.baseName.text, availability), node: Syntax(expression),
                                     location: location(of: member.declName)))
            }
        }

        /// The style a modifier's one argument names, each branch of a `?:` on its own (at its own place).
        private func modifier(_ family: StyleFamily, _ call: FunctionCallExprSyntax, at anchor: some SyntaxProtocol) {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return }
            let branches = StyleNames.branches(of: argument.expression)
            for expression in branches {
                let place = branches.count == 1 ? location(of: anchor) : location(of: expression)
                uses.append(StyleUse(subject: Self.subject(of: family, expression), node: Syntax(expression), location: place))
            }
        }

        /// What `expression`, the argument of `family`'s style modifier, names.
        private static func subject(of family: StyleFamily, _ expression: ExprSyntax) -> Subject {
            if let (style, choice) = StyleSpelling.style(of: family, spelt: expression), style.origin == .builtIn {
                return .builtIn(style, choice: choice)
            }
            let written = expression.trimmedDescription
            // `.header`, `.header(color: .red)`.
            let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
            if let member = called.as(MemberAccessExprSyntax.self), member.base == nil {
                return .declared(family, .member(member.declName.baseName.text), written: written)
            }
            // `HeaderLabelStyle()`, `Styles.Header()`, `HeaderLabelStyle.init()`.
            if let call = expression.as(FunctionCallExprSyntax.self), let type = StyleNames.typeName(call.calledExpression) {
                return .declared(family, .type(type), written: written)
            }
            return .computed(family, written: written)
        }
    }
}

/// The names a use is recognised by: `gallery check`'s, and the language server's, which finds the same sites.
public enum StyleNames {
    /// The family whose view is named so.
    public static let familiesByView: [String: StyleFamily] = Dictionary(StyleFamily.allCases.map { ($0.viewName, $0) }) { first, _ in first }
    /// The family whose style modifier is named so.
    public static let familiesByModifier: [String: StyleFamily] = Dictionary(StyleFamily.allCases.map { ($0.modifierName, $0) }) { first, _ in first }

    /// The type a called expression names: `Gauge` of `Gauge(…)`, `Picker<…>(…)`, `SwiftUI.Gauge(…)`,
    /// `Styles.Pill.init(…)`'s `Pill`; nil when it names no type (a capitalised last name).
    public static func typeName(_ expression: ExprSyntax) -> String? {
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.tokenKind == .keyword(.`init`) { return typeName(base) }
            return capitalised(member.declName.baseName.text)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        return capitalised(reference.baseName.text)
    }

    private static func capitalised(_ name: String) -> String? {
        name.first?.isUppercase == true ? name : nil
    }

    /// The values `expression` may have: each branch of a `?:` (the parser leaves `c ? a : b` an unfolded sequence,
    /// `c`, `? a :`, `b`), else the expression itself; parentheses taken off.
    public static func branches(of expression: ExprSyntax) -> [ExprSyntax] {
        let expression = unwrapped(expression)
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [expression] }
        return branches(of: Array(sequence.elements)) ?? [expression]
    }

    /// The branches of a sequence of a `?:`'s elements: the `then` of its first `?:` and the branches of what follows
    /// it; nil when the sequence holds no `?:`.
    private static func branches(of elements: [ExprSyntax]) -> [ExprSyntax]? {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let rest = Array(elements[(index + 1)...])
        let otherwise = rest.count == 1 ? branches(of: rest[0]) : branches(of: rest) ?? []
        return branches(of: ternary.thenExpression) + otherwise
    }

    /// `expression` without the parentheses around it.
    public static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            current = only.expression
        }
        return current
    }
}
