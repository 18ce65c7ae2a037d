import GalleryModel
import SwiftIfConfig
import SwiftSyntax

/// One branch of each conditional is drawn, and every conditional is listed with its branches
/// (``SceneConditional``), so another branch can be chosen (``SceneBranchChoices``) and the scene read again:
///
/// - `if` / `else if` / `else` and `?:` draw the branch whose conditions the gallery knows to hold (a `@State`'s
///   initial value, `box.count > 0` of a ForEach's element), else their first, unless another is chosen; `switch`
///   draws its first branch unless another is chosen;
/// - `#if`, in a list of statements or in a chain of modifiers, draws the clause the platform compiles (SwiftIfConfig
///   with ``PlatformBuildConfiguration``, as `gallery check` reads it) unless another is chosen.
///
/// A conditional with no branch for the other case (an `if` without `else`, a `#if` without `#else`) has an empty
/// last branch, which draws nothing.
extension SceneViewReader {
    /// The branch drawn of an `if` or a `switch`: its statements (nil for the empty branch) and the scope they are read
    /// in, where an `if let image = model.image` binds `image` to what it unwraps; nil when `expression` is neither.
    func chosenBranch(of expression: ExprSyntax, scope: ReadingScope) -> (statements: CodeBlockItemListSyntax?, scope: ReadingScope)? {
        if let branch = expression.as(IfExprSyntax.self) {
            var labels: [String] = []
            var bodies: [(CodeBlockItemListSyntax?, ConditionElementListSyntax?)] = []
            var current: IfExprSyntax? = branch
            var prefix = "if"
            while let here = current {
                labels.append(prefix + " " + Self.oneLine(here.conditions.sourceText))
                bodies.append((here.body.statements, here.conditions))
                current = nil
                switch here.elseBody {
                case .ifExpr(let next)?:
                    current = next
                    prefix = "else if"
                case .codeBlock(let block)?:
                    labels.append("else")
                    bodies.append((block.statements, nil))
                case nil:
                    labels.append(SceneConditional.emptyBranch)
                    bodies.append((nil, nil))
                }
            }
            let known = knownBranch(bodies.map(\.1), scope: scope)
            let (statements, conditions) = bodies[choose(.if, at: branch, labels: labels, known: known)]
            return (statements, Self.scope(scope, binding: conditions))
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            var labels: [String] = []
            var bodies: [CodeBlockItemListSyntax] = []
            for case .switchCase(let switchCase) in choice.cases {
                labels.append(Self.oneLine(switchCase.label.sourceText))
                bodies.append(switchCase.statements)
            }
            guard !bodies.isEmpty else { return (nil, scope) }
            return (bodies[choose(.switch, at: choice, labels: labels)], scope)
        }
        return nil
    }

    /// The branch a preview draws of an `if` whose conditions the gallery knows (``knownCondition(_:scope:hops:)``:
    /// `if box.count > 0` of a ForEach's element, `if showsDetails` of a `@State` that starts false): the first whose
    /// conditions hold, passing over those known not to; nil where the first that might hold is unknown, for the
    /// reader's first branch. `conditions` are each branch's, nil for the `else` (or empty) branch.
    private func knownBranch(_ conditions: [ConditionElementListSyntax?], scope: ReadingScope) -> Int? {
        for (index, list) in conditions.enumerated() {
            guard let list else { return index }
            var holds: Bool? = true
            for element in list {
                guard case .expression(let expression) = element.condition, holds == true else { holds = nil; break }
                holds = knownCondition([expression], scope: scope)
            }
            switch holds {
            case true?: return index
            case false?: continue
            case nil: return index == 0 ? nil : index
            }
        }
        return nil
    }

    /// The views of an optional mapped to a view, `country.flag.map { url in ImageView(url: url) }` in a chain of
    /// `modifiers` (as ``peel(_:)`` leaves it): an `Optional` of a view is itself a view, drawing the closure's views
    /// when the value is there and nothing when it is nil
    /// (https://developer.apple.com/documentation/swift/optional/map(_:)). It is listed as the conditional it is, an
    /// `if let` whose first branch, drawn by default, has the value, the closure's parameter standing for it; the
    /// modifiers after `map` are returned to be applied. Nil when no modifier of the value is a `map` given a closure.
    func mappedOptional(_ modifiers: [WrittenModifier], scope: ReadingScope) -> (views: [SceneNode], rest: [WrittenModifier])? {
        guard let index = modifiers.firstIndex(where: { $0.name == "map" }), let call = modifiers[index].call,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
              let value = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        let name = ArgumentBinding.parameterNames(of: closure).first ?? "$0"
        let label = "if let " + Self.oneLine(name + " = " + value.sourceText)
        let rest = Array(modifiers[(index + 1)...])
        guard choose(.if, at: call, labels: [label, SceneConditional.emptyBranch]) == 0 else { return ([], rest) }
        var inner = scope
        inner.names[name] = .expression(value, scope)
        return (views(in: closure.statements, scope: inner), rest)
    }

    /// `scope` with the names an `if`'s optional bindings introduce (`if let image = model.image`, `if let image =
    /// state.image?.resizable()`) standing for what they unwrap, read where the `if` is written; `if let image`, which
    /// unwraps a name already bound, keeps that name's binding.
    private static func scope(_ scope: ReadingScope, binding conditions: ConditionElementListSyntax?) -> ReadingScope {
        var inner = scope
        for condition in conditions ?? [] {
            guard case .optionalBinding(let binding) = condition.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                inner.names[name] = .expression(value, scope)
            }
        }
        return inner
    }

    /// The operand drawn of a `condition ? a : b` (as parsed, before operators are folded): the one whose condition
    /// the gallery knows to hold (``knownCondition(_:scope:hops:)``), else the first, unless another is chosen; nil when
    /// `expression` is none.
    func chosenOperand(of expression: ExprSyntax, scope: ReadingScope) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0, index == elements.count - 2,
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let condition = elements[..<index].map(\.sourceText).joined(separator: " ")
        let known = knownCondition(Array(elements[..<index]), scope: scope).map { $0 ? 0 : 1 }
        let chosen = choose(.ternary, at: sequence, labels: [Self.oneLine(condition) + " ?", ":"], known: known)
        return chosen == 0 ? ternary.thenExpression : elements[index + 1]
    }

    /// The statements of the clause drawn of a `#if` among statements, or nil for none.
    func compiledStatements(of ifConfig: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        guard let clause = chosenClause(of: ifConfig) else { return nil }
        if case .statements(let statements)? = clause.elements { return statements }
        return nil
    }

    /// The modifiers of the clause drawn of a `#if` in a chain (`.padding()` of `#if os(iOS) .padding() #endif`), or nil.
    func compiledPostfix(of ifConfig: IfConfigDeclSyntax) -> ExprSyntax? {
        guard let clause = chosenClause(of: ifConfig) else { return nil }
        if case .postfixExpression(let expression)? = clause.elements { return expression }
        return nil
    }

    /// The clause of a `#if` drawn: the one chosen, else the one the platform compiles; nil for the empty branch.
    private func chosenClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        let clauses = Array(ifConfig.clauses)
        var labels = clauses.map { clause in
            Self.oneLine(clause.poundKeyword.text + (clause.condition.map { " " + $0.sourceText } ?? ""))
        }
        let hasElse = clauses.last?.condition == nil
        if !hasElse { labels.append(SceneConditional.emptyBranch) }
        let (active, problems) = ifConfig.activeClause(in: configuration)
        for problem in problems where problem.diagMessage.severity == .error {
            diagnose(.warning, at: ifConfig, say("The gallery cannot evaluate this #if: \(problem.message)"))
        }
        let compiled = active.flatMap { clause in clauses.firstIndex { $0.id == clause.id } } ?? (hasElse ? nil : labels.count - 1)
        let chosen = choose(.compilation, at: ifConfig, labels: labels, compiled: compiled)
        return chosen < clauses.count ? clauses[chosen] : nil
    }

    /// The branch drawn of the conditional at `syntax`, recorded with its branches: the one chosen when it is one of
    /// them, else `compiled`, else the first.
    private func choose(_ kind: SceneConditional.Kind, at syntax: some SyntaxProtocol, labels: [String], compiled: Int? = nil,
                        known: Int? = nil) -> Int {
        let place = location(of: syntax)
        let asked = branches.branch(at: place, inFile: place.file ?? sceneFile ?? "").flatMap { labels.indices.contains($0) ? $0 : nil }
        let chosen = asked ?? compiled ?? known ?? 0
        record(SceneConditional(location: place, kind: kind, branches: labels, chosen: chosen, compiled: compiled))
        return chosen
    }

    /// `text` on one line, white space squeezed, cut after 60 characters.
    static func oneLine(_ text: String) -> String {
        let squeezed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return squeezed.count > Quoting.maximumShown ? squeezed.prefix(Quoting.maximumShown) + "…" : squeezed
    }
}
