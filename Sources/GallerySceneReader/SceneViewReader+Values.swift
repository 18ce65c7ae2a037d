import Foundation
import GalleryModel
import SwiftSyntax

/// The values a view's arguments stand for: literals, bindings, names the scope binds read where they were written,
/// a property of a value the code builds (`item.name` of `Item(name: "Apple", …)`), and strings that interpolate
/// them (`"Count: \(count)"`, a `@State` read at its initial value, as a preview first draws it).
extension SceneViewReader {
    /// The value of `expression` in `scope`: a literal, a binding, or a name the scope binds read where it was
    /// written (an argument of the call that made the view: a title, the caller's `$state`).
    func value(of expression: ExprSyntax, scope: ReadingScope) -> SceneValue {
        value(of: expression, scope: scope, hops: 0)
    }

    private func value(of expression: ExprSyntax, scope: ReadingScope, hops: Int) -> SceneValue {
        if let (flag, ifTrue, ifFalse) = flagChoice(expression, scope: scope) {
            // `configuration.isOn ? "checkmark.circle.fill" : "circle"`: both values, the control's state chooses.
            return .choice(flag, ifTrue: value(of: ifTrue, scope: scope, hops: hops), ifFalse: value(of: ifFalse, scope: scope, hops: hops))
        }
        // Each hop goes to the scope an argument was written in, older than this one; the bound keeps a chain of
        // arguments passed down through many views finite whatever the file holds.
        guard hops < SceneReadingLimits.maximumExpansionDepth else { return .expression(expression.sourceText) }
        if let chosen = knownChoice(expression, scope: scope, hops: hops) {
            // `isRunning ? "Pause" : "Start"` with `@State var isRunning = false`: the operand a preview first shows.
            return value(of: chosen, scope: scope, hops: hops + 1)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.representedLiteralValue == nil,
           let text = interpolated(literal, scope: scope, hops: hops) {
            return .string(text)
        }
        // `String(localized: "Salty", comment: …)` is its key's words where no table gives others.
        if let call = expression.as(FunctionCallExprSyntax.self), Self.typeName(call.calledExpression) == "String",
           let first = call.arguments.first, first.label?.text == "localized" {
            return value(of: first.expression, scope: scope, hops: hops + 1)
        }
        if let property = builtProperty(expression, scope: scope, hops: hops) ?? caseProperty(expression, scope: scope, hops: hops)
            ?? changedCase(expression, scope: scope, hops: hops) {
            return property
        }
        return SceneValueReader.value(of: expression) { name in named(name, scope: scope, hops: hops, state: false) }
    }

    /// What `name` stands for in `scope`: what the scope binds it to, else a stored property with a constant value
    /// (`let title = "Orders"`) the call did not set, and, with `state`, a `@State` property's initial value.
    private func named(_ name: String, scope: ReadingScope, hops: Int, state: Bool) -> SceneValue? {
        switch scope.names[name] {
        case .value(let value)?: return value
        // The case itself, written as a selection or a tag compares it: `.dark`.
        case .enumCase(let enumCase)?: return .expression("." + enumCase.name)
        case .expression(let bound, let outer)?: return value(of: bound, scope: outer, hops: hops + 1)
        case .closure?, .node?, .styleConfiguration?: return nil
        case nil: break
        }
        guard let (initial, wrapper) = initialValue(of: name, in: scope), wrapper == nil || (state && wrapper == "State") else { return nil }
        return value(of: initial, scope: ReadingScope(owner: scope.owner), hops: hops + 1)
    }

    /// The expression the stored property `name` of the scope's type starts with, and its property wrapper (nil for
    /// none); nil for a computed property or one without an initial value.
    private func initialValue(of name: String, in scope: ReadingScope) -> (ExprSyntax, wrapper: String?)? {
        guard let member = scope.owner?.member(name, compiledFor: configuration), case .property(let variable, let binding) = member.kind,
              binding.accessorBlock == nil, let initial = binding.initializer?.value else { return nil }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard attributes.count <= 1 else { return nil }
        return (initial, attributes.first)
    }

    /// The operand of `condition ? a : b` (as parsed, before operators are folded) that a preview first shows, where
    /// the condition is one the gallery knows (``knownCondition(_:scope:)``); nil for any other expression or condition.
    func knownChoice(_ expression: ExprSyntax, scope: ReadingScope, hops: Int = 0) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              let known = knownCondition(Array(elements.dropLast(2)), scope: scope, hops: hops) else { return nil }
        return known ? ternary.thenExpression : elements[elements.count - 1]
    }

    /// The value of a condition (the elements of its unfolded sequence) where the gallery knows it as a preview first
    /// draws it: a literal, a constant or a `@State` property's initial value, negated with `!`, `isEmpty` of a known
    /// string, or a comparison of two known numbers or strings (`box.count > 0` of a ForEach's element); nil for any
    /// other, which is computed as the app runs.
    func knownCondition(_ elements: [ExprSyntax], scope: ReadingScope, hops: Int = 0) -> Bool? {
        if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text {
            let left = value(of: elements[0], scope: scope, hops: hops + 1), right = value(of: elements[2], scope: scope, hops: hops + 1)
            switch (left, right) {
            case (.number(let a), .number(let b)):
                return switch operation {
                case ">": a > b
                case "<": a < b
                case ">=": a >= b
                case "<=": a <= b
                case "==": a == b
                case "!=": a != b
                default: nil
                }
            case (.string(let a), .string(let b)) where ["==", "!="].contains(operation):
                return (a == b) == (operation == "==")
            default:
                return nil
            }
        }
        guard elements.count == 1, var condition = elements.first else { return nil }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.expression {
            condition = only
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return knownCondition(Array(sequence.elements), scope: scope, hops: hops) }
        if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
            return knownCondition([not.expression], scope: scope, hops: hops).map { !$0 }
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let member = condition.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", let base = member.base,
           case .string(let text) = value(of: base, scope: scope, hops: hops + 1) {
            return text.isEmpty
        }
        if let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text ?? SceneValueReader.selfMember(condition),
           case .bool(let value)? = named(name, scope: scope, hops: hops, state: true) {
            return value
        }
        if case .bool(let value) = self.value(of: condition, scope: scope, hops: hops + 1) { return value }
        return nil
    }

    /// A string literal interpolating values the gallery knows, written with them (`"Count: \(count)"` as
    /// "Count: 3"); nil when one of them is computed as the app runs, or is written with a format.
    private func interpolated(_ literal: StringLiteralExprSyntax, scope: ReadingScope, hops: Int) -> String? {
        SceneValueReader.interpolated(literal) { expression in
            let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? SceneValueReader.selfMember(expression)
            return name.flatMap { named($0, scope: scope, hops: hops, state: true) } ?? value(of: expression, scope: scope, hops: hops + 1)
        }
    }

    /// `item.name` where `item` is a value the code builds with its memberwise initializer (`Item(name: "Apple",
    /// detail: "Red")`, an element of a `ForEach` over a literal array): the argument labelled `name`, read where
    /// it was written; nil for any other expression.
    private func builtProperty(_ expression: ExprSyntax, scope: ReadingScope, hops: Int) -> SceneValue? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base?.as(DeclReferenceExprSyntax.self),
              case .expression(let built, let outer)? = scope.names[base.baseName.text],
              let call = built.as(FunctionCallExprSyntax.self), Self.isTypeName(call.calledExpression),
              let argument = call.arguments.first(where: { $0.label?.text == member.declName.baseName.text }) else { return nil }
        return value(of: argument.expression, scope: outer, hops: hops + 1)
    }

    /// A property of a case of a `ForEach` over an enumeration's `allCases`: `$0.rawValue`, its raw value; or a
    /// computed property of the enumeration, read for that case: one that answers with a `switch self` (`option.title`
    /// of `var title: String { switch self { case .grid: "Icons" … } }`), or with one expression of the case's raw value
    /// (`var name: String { rawValue.capitalized }`).
    private func caseProperty(_ expression: ExprSyntax, scope: ReadingScope, hops: Int) -> SceneValue? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base?.as(DeclReferenceExprSyntax.self),
              case .enumCase(let enumCase)? = scope.names[base.baseName.text] else { return nil }
        let name = member.declName.baseName.text
        if name == "rawValue" { return enumCase.rawValue }
        guard let answer = Self.caseAnswer(of: name, for: enumCase.name, in: enumCase.type, configuration: configuration) else { return nil }
        // Inside the enumeration `self` is the case and `rawValue` its raw value.
        var inside = ReadingScope(owner: enumCase.type)
        inside.names["self"] = .enumCase(enumCase)
        if let raw = enumCase.rawValue { inside.names["rawValue"] = .value(raw) }
        return value(of: answer, scope: inside, hops: hops + 1)
    }

    /// The expression the computed property `property` of `type` gives for the case `name`: where its getter is a
    /// `switch self` (its statement, or returned), the expression its case for `.name` holds or returns; where it is
    /// one other expression, that expression.
    private static func caseAnswer(of property: String, for name: String, in type: DeclaredType,
                                     configuration: PlatformBuildConfiguration) -> ExprSyntax? {
        guard let member = type.member(property, compiledFor: configuration), case .property(_, let binding) = member.kind,
              let accessors = binding.accessorBlock?.accessors else { return nil }
        let body: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let statements): body = statements
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements else { return nil }
            body = getter
        }
        guard body.count == 1, let first = body.first?.item else { return nil }
        let switchExpression = first.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            ?? first.as(SwitchExprSyntax.self)
            ?? first.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self)
        guard let switchExpression else {
            return first.as(ReturnStmtSyntax.self)?.expression ?? first.as(ExpressionStmtSyntax.self)?.expression ?? first.as(ExprSyntax.self)
        }
        guard switchExpression.subject.trimmedDescription == "self" else { return nil }
        for case .switchCase(let switchCase) in switchExpression.cases {
            guard case .case(let label) = switchCase.label,
                  label.caseItems.contains(where: { $0.pattern.trimmedDescription == "." + name }),
                  switchCase.statements.count == 1, let statement = switchCase.statements.first?.item else { continue }
            return statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
                ?? statement.as(ExprSyntax.self)
        }
        return nil
    }

    /// Known words with their letters' case changed as Swift's `String` changes them: `.capitalized` (each word's
    /// first letter a capital), `.uppercased()` and `.lowercased()`; nil for anything else, or words not known.
    private func changedCase(_ expression: ExprSyntax, scope: ReadingScope, hops: Int) -> SceneValue? {
        let member: MemberAccessExprSyntax
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let called = call.calledExpression.as(MemberAccessExprSyntax.self) {
            member = called
        } else if let property = expression.as(MemberAccessExprSyntax.self) {
            member = property
        } else {
            return nil
        }
        let isCall = expression.is(FunctionCallExprSyntax.self)
        let change: ((String) -> String)? = switch (member.declName.baseName.text, isCall) {
        case ("capitalized", false), ("localizedCapitalized", false): { $0.capitalized }
        case ("uppercased", true), ("localizedUppercase", false): { $0.uppercased() }
        case ("lowercased", true), ("localizedLowercase", false): { $0.lowercased() }
        default: nil
        }
        guard let change, let base = member.base, case .string(let words) = value(of: base, scope: scope, hops: hops + 1) else { return nil }
        return .string(change(words))
    }
}
