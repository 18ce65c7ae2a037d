import GalleryModel
import SwiftParser
import SwiftSyntax

/// Reads an initializer argument's expression into a ``SceneValue``: string literals unescaped, `$name` as a
/// binding, number and Boolean literals, and any other expression as its source text. Inside an expanded
/// `ForEach`, the element's name (or a string literal interpolating only such names) is the element's value.
enum SceneValueReader {
    /// The value of `expression`, where `bound` gives the value a name stands for (an argument of the call that made
    /// the view, a `ForEach` element), or nil for a name it does not know.
    static func value(of expression: ExprSyntax, bound: (String) -> SceneValue?) -> SceneValue {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            if let text = literal.representedLiteralValue { return .string(text) }
            if let text = interpolated(literal, bound) { return .string(text) }
        }
        if let name = selfMember(expression), let value = bound(name) { return value }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName
            if let value = bound(name.text) { return value }
            // `$wifi`, a property wrapper's projected value; `$0` is a closure's parameter. A `@Binding` the call set
            // is the caller's binding.
            if name.text.hasPrefix("$"), let first = name.text.dropFirst().first, !first.isNumber {
                let wrapped = String(name.text.dropFirst())
                if case .binding(let outer)? = bound(wrapped) { return .binding(outer) }
                return .binding(wrapped)
            }
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let number = number(expression) { return .number(number) }
        return .expression(expression.sourceText)
    }

    /// The property `self.placeholder` names inside a view's own code (`placeholder`), which reads as the bare name does;
    /// nil for any other expression.
    static func selfMember(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// The value of an integer or floating-point literal, negated by a leading `-`; nil for anything else.
    static func number(_ expression: ExprSyntax) -> Double? {
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return number(negated.expression).map { -$0 }
        }
        let digits: String
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            digits = integer.literal.text
        } else if let float = expression.as(FloatLiteralExprSyntax.self) {
            digits = float.literal.text
        } else {
            return nil
        }
        let plain = digits.replacingOccurrences(of: "_", with: "")
        if plain.hasPrefix("0x") { return Int(plain.dropFirst(2), radix: 16).map(Double.init) }
        if plain.hasPrefix("0o") { return Int(plain.dropFirst(2), radix: 8).map(Double.init) }
        if plain.hasPrefix("0b") { return Int(plain.dropFirst(2), radix: 2).map(Double.init) }
        return Double(plain)
    }

    /// A string literal whose interpolations each name a substituted element: `"Item \(n)"`; nil otherwise.
    private static func interpolated(_ literal: StringLiteralExprSyntax, _ bound: (String) -> SceneValue?) -> String? {
        interpolated(literal) { expression in
            (expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? selfMember(expression)).flatMap(bound)
        }
    }

    /// A string literal written with the value `each` gives every interpolation (one unlabelled expression, not one
    /// written with a format); nil when it has another kind of interpolation or `each` knows a value not.
    static func interpolated(_ literal: StringLiteralExprSyntax, each: (ExprSyntax) -> SceneValue?) -> String? {
        var text = ""
        for segment in literal.segments {
            if let piece = segment.as(StringSegmentSyntax.self) {
                // The piece's escapes are read by reading it as a literal of its own.
                guard let unescaped = literal.with(\.segments, [.stringSegment(piece)]).representedLiteralValue else { return nil }
                text += unescaped
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil,
                      let value = each(unwrappingString(only.expression)), let shown = shown(value) else { return nil }
                text += shown
            } else {
                return nil
            }
        }
        return text
    }

    /// The value a `String(…)` conversion is written around (`String(album.year)`, `String(describing: count)`), which
    /// reads in a string as the value itself does; the expression itself otherwise.
    private static func unwrappingString(_ expression: ExprSyntax) -> ExprSyntax {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "String",
              call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first,
              argument.label == nil || argument.label?.text == "describing" else { return expression }
        return argument.expression
    }

    /// How a substituted value reads inside a string: a whole number without its fraction.
    private static func shown(_ value: SceneValue) -> String? {
        switch value {
        case .string(let text): text
        case .localized(let localized): localized.words
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let bool): String(bool)
        case .binding, .expression, .choice: nil
        }
    }
}
