import GalleryModel
import SwiftSyntax

/// Titles SwiftUI takes as `LocalizedStringKey`s (``LocalizedStringKeyPlaces``), looked up in the app's string tables
/// (``SceneStringTables``): a literal, plain or interpolating values (`"\(count) items"`, the key `%lld items`), or a
/// property of the project's view declared `LocalizedStringKey` that its caller set with a literal
/// (`let text: LocalizedStringKey` given `"settings.path"`). A `String` value is shown as it is, as SwiftUI shows it.
extension SceneViewReader {
    /// The localized value of a title written `expression`, or nil when it is not a key or the tables lack it.
    func localizedKey(_ expression: ExprSyntax, scope: ReadingScope, table: String?) -> SceneValue? {
        guard !strings.isEmpty, let key = stringKey(expression, scope: scope) else { return nil }
        return strings.localize(key, table: table).map(SceneValue.localized)
    }

    /// The localized value of `Text("…")` written `expression` (a text field's `prompt:`), written as that Text; nil
    /// when it is not one or the tables lack its key.
    func localizedText(_ expression: ExprSyntax, scope: ReadingScope) -> SceneValue? {
        guard !strings.isEmpty, let text = expression.as(FunctionCallExprSyntax.self), Self.typeName(text.calledExpression) == "Text",
              let first = text.arguments.first, first.label == nil, let key = stringKey(first.expression, scope: scope),
              let found = strings.localize(key, table: tableName(of: text, scope: scope)) else { return nil }
        return .localized(SceneLocalizedString(written: text.sourceText, key: found.key, words: found.words, table: found.table,
                                               file: found.file, language: found.language))
    }

    /// The table a call names (`tableName: "Birds"`), or nil for the default one.
    func tableName(of call: FunctionCallExprSyntax, scope: ReadingScope) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == "tableName" }),
              case .string(let name) = value(of: argument.expression, scope: scope) else { return nil }
        return name
    }

    /// The key `expression` stands for: a literal's, or the literal a `LocalizedStringKey` property was set with.
    private func stringKey(_ expression: ExprSyntax, scope: ReadingScope) -> SceneStringKey? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            if let text = literal.representedLiteralValue { return SceneStringKey(literal: text, written: literal.sourceText) }
            return interpolatedKey(literal, scope: scope)
        }
        // `String(localized: "key")` (https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)):
        // looked up in the same table, before the view is given the words.
        if let call = expression.as(FunctionCallExprSyntax.self), Self.typeName(call.calledExpression) == "String",
           let first = call.arguments.first, first.label?.text == "localized" {
            return stringKey(first.expression, scope: scope)
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, declaresKey(name, in: scope) else { return nil }
        switch value(of: expression, scope: scope) {
        case .string(let text): return SceneStringKey(literal: text, written: SceneSource.value(.string(text)))
        default: return nil
        }
    }

    /// The types whose values are keys looked up in a string table: SwiftUI's key, and Foundation's
    /// `String.LocalizationValue` and `LocalizedStringResource` (https://developer.apple.com/documentation/foundation/localizedstringresource).
    private static let keyTypes: Set<String> = [
        "LocalizedStringKey", "SwiftUI.LocalizedStringKey", "String.LocalizationValue", "LocalizedStringResource",
    ]

    /// The names of `parameters` declared as keys (``keyTypes``).
    static func keyParameters(_ parameters: FunctionParameterListSyntax) -> Set<String> {
        Set(parameters.filter { isKeyType($0.type.trimmedDescription) }.map { ($0.secondName ?? $0.firstName).text })
    }

    /// Whether `type`, as written, is one of ``keyTypes`` or an optional one.
    private static func isKeyType(_ type: String) -> Bool {
        keyTypes.contains(type.hasSuffix("?") ? String(type.dropLast()) : type)
    }

    /// Whether `name` is a key where it is read: a parameter of the function expanded declared one, else a property of
    /// the view whose body is read (``keyTypes``, or an optional one).
    private func declaresKey(_ name: String, in scope: ReadingScope) -> Bool {
        if scope.keyParameters.contains(name) { return true }
        guard let member = scope.owner?.member(name, compiledFor: configuration), case .property(_, let binding) = member.kind,
              let type = binding.typeAnnotation?.type.trimmedDescription else { return false }
        return Self.isKeyType(type)
    }

    /// The key of a literal interpolating values, each unlabelled (`\(count)`, not `\(date, format: …)`): its words and
    /// each value as far as the scope says it; nil for anything else.
    private func interpolatedKey(_ literal: StringLiteralExprSyntax, scope: ReadingScope) -> SceneStringKey? {
        var segments: [SceneStringKey.Segment] = []
        for segment in literal.segments {
            if let piece = segment.as(StringSegmentSyntax.self) {
                guard let words = literal.with(\.segments, [.stringSegment(piece)]).representedLiteralValue else { return nil }
                segments.append(.text(words))
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else { return nil }
                switch value(of: only.expression, scope: scope) {
                case .string(let text): segments.append(.value(shown: text, number: nil, isText: true))
                case .localized(let localized): segments.append(.value(shown: localized.words, number: nil, isText: true))
                case .number(let number): segments.append(.value(shown: BoundText.format(number), number: number, isText: false))
                default: segments.append(.value(shown: only.expression.sourceText, number: nil, isText: false))
                }
            } else {
                return nil
            }
        }
        return SceneStringKey(segments: segments, written: literal.sourceText)
    }
}
