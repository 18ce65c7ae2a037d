import GalleryModel
import SwiftSyntax

/// Reads a view's modifiers, in source order (the first written is the closest to the view): each family's style
/// modifier through ``StyleSpelling``, with a companion modifier the catalog pairs with the style
/// (`.textInputBorderShape(.capsule)` right after `.textFieldStyle(.bordered)`) folded into the style's choice;
/// the environment modifiers the gallery models; `.toolbar { … }` and `.contextMenu { … }` with their views; and
/// any other modifier kept as its source text, without a diagnostic.
struct ModifierReader {
    let reader: SceneViewReader
    /// The styles the file defines itself, which the gallery cannot draw but need not call unknown.
    let customStyles: Set<String>

    func modifiers(_ syntax: [(member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?)],
                   substitutions: [String: SceneValue]) -> [SceneModifier] {
        var modifiers: [SceneModifier] = []
        for (member, call) in syntax {
            let name = member.declName.baseName.text
            let location = reader.location(of: member.period)
            if let call, let last = modifiers.last, case .style(let style, _) = last.kind, let choice = companionChoice(of: style, name, call) {
                modifiers[modifiers.count - 1] = SceneModifier(.style(style, argument: choice), location: last.location)
                continue
            }
            modifiers.append(SceneModifier(kind(name, member, call, substitutions: substitutions), location: location))
        }
        return modifiers
    }

    private func kind(_ name: String, _ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax?,
                      substitutions: [String: SceneValue]) -> SceneModifier.Kind {
        let other = SceneModifier.Kind.other(name: name, source: Self.source(member, call))
        guard let call else { return other }
        let only = call.arguments.count == 1 && call.trailingClosure == nil ? call.arguments.first?.expression : nil
        if let family = SceneNames.familiesByModifier[name] {
            guard let only else { return other }
            return style(of: family, only) ?? other
        }
        switch name {
        case "tint":
            return only.flatMap(Self.color).map(SceneModifier.Kind.tint) ?? other
        case "foregroundStyle":
            return only.flatMap(Self.color).map(SceneModifier.Kind.foregroundStyle) ?? other
        case "controlSize":
            return only.flatMap { Self.member(of: $0, typeName: nil) }.flatMap(ControlSize.init(rawValue:)).map(SceneModifier.Kind.controlSize) ?? other
        case "font":
            return only.flatMap { Self.member(of: $0, typeName: "Font") }.flatMap(SceneFont.init(rawValue:)).map(SceneModifier.Kind.font) ?? other
        case "disabled":
            if let only, case .bool(let disabled) = SceneValueReader.value(of: only, substitutions: substitutions) { return .disabled(disabled) }
            return other
        case "navigationTitle":
            if let only, case .string(let title) = SceneValueReader.value(of: only, substitutions: substitutions) { return .navigationTitle(title) }
            return other
        case "toolbar", "contextMenu":
            let closure = call.trailingClosure ?? (call.arguments.count == 1 ? only?.as(ClosureExprSyntax.self) : nil)
            guard let closure, call.arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }) else { return other }
            let views = reader.views(in: closure.statements, substitutions: substitutions)
            return name == "toolbar" ? .toolbar(views) : .contextMenu(views)
        default:
            return other
        }
    }

    /// The style a family's style modifier names, or nil with a diagnostic: an error naming the family's styles
    /// when the catalog has no such style, a warning when the file defines it (the gallery cannot draw it).
    private func style(of family: StyleFamily, _ argument: ExprSyntax) -> SceneModifier.Kind? {
        if let found = StyleSpelling.style(of: family, spelt: argument) {
            return .style(found.0, argument: found.choice)
        }
        let written = argument.sourceText
        if let call = argument.as(FunctionCallExprSyntax.self), let type = SceneViewReader.typeName(call.calledExpression),
           customStyles.contains(type) {
            reader.diagnose(.warning, at: argument, say("The gallery cannot draw \(type), a style this file defines; the style around the view is drawn instead."))
            return nil
        }
        let names = StyleCatalog.family(family).styles.map(\.name).joined(separator: ", ")
        reader.diagnose(.error, at: argument, say("\(Quoting.quoted(written)) is not a \(family.rawValue) style; the \(family.rawValue) styles are \(names)."))
        return nil
    }

    /// The choice a companion modifier (`.textInputBorderShape(.capsule)`) makes for `style`, when `name` is the
    /// companion the catalog pairs with it and its argument one of the choices; nil otherwise.
    private func companionChoice(of style: StyleDescriptor, _ name: String, _ call: FunctionCallExprSyntax) -> String? {
        guard let parameter = style.parameter, let template = parameter.spelling.companionTemplate,
              template.hasPrefix("." + name + "("), call.arguments.count == 1, call.trailingClosure == nil,
              let argument = call.arguments.first?.expression else { return nil }
        let written = StyleSpelling.squeezed(argument.sourceText)
        return parameter.spellings.first { StyleSpelling.squeezed($0) == written }
    }

    /// A colour written `.orange`, `Color.orange` or `.accentColor`.
    private static func color(_ expression: ExprSyntax) -> SceneColor? {
        member(of: expression, typeName: "Color").flatMap(SceneColor.init(rawValue:))
    }

    /// The member an implicit member expression names (`.small`), or one of `typeName` (`Color.red`).
    private static func member(of expression: ExprSyntax, typeName: String?) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil else { return nil }
        guard let base = access.base else { return access.declName.baseName.text }
        guard let typeName, SceneViewReader.typeName(base) == typeName else { return nil }
        return access.declName.baseName.text
    }

    /// A modifier as written, from its dot: `.padding(.horizontal, 8)`.
    static func source(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax?) -> String {
        var text = member.period.sourceText + member.declName.sourceText
        guard let call else { return text }
        if let open = call.leftParen { text += open.sourceText }
        text += call.arguments.sourceText
        if let close = call.rightParen { text += close.sourceText }
        if let closure = call.trailingClosure { text += " " + closure.sourceText }
        for extra in call.additionalTrailingClosures { text += " " + extra.sourceText }
        return text
    }
}
