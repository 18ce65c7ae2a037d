import GalleryModel
import SwiftSyntax

/// Reads the argument of a family's style modifier back into the catalog's style and its parameter's choice:
/// the inverse of ``StyleDescriptor/modifiers(choosing:)``, so every spelling the gallery writes reads back.
///
/// It reads the shorthand the catalog writes (`.switch`, `.page(indexDisplayMode: .never)`,
/// `.inset(alternatesRowBackgrounds: false)`), a parametrised style without its argument (`.glass` is a style of
/// its own; where none is, `.name` alone takes the parameter's default), the style's type
/// (`SwitchToggleStyle()`, `DefaultButtonStyle()` or `AutomaticFormStyle()` for `automatic`,
/// `PageTabViewStyle(indexDisplayMode: .never)`) and a custom style by its name (`MyLabelStyle()`). White space
/// inside the argument does not matter.
public enum StyleSpelling {
    /// The style and its parameter's choice (the default when the source writes none) spelt `argument`, or nil.
    public static func style(of family: StyleFamily, spelt argument: ExprSyntax) -> (StyleDescriptor, choice: String?)? {
        let written = squeezed(argument.sourceText)
        let styles = StyleCatalog.family(family).styles
        // As the catalog writes it: the style's own argument, then each of its parameter's choices.
        for style in styles {
            if squeezed(style.argument) == written { return (style, style.parameter?.defaultChoice) }
            if let parameter = style.parameter, case .argument(let template) = parameter.spelling,
               let choice = parameter.spellings.first(where: { squeezed(template.replacingOccurrences(of: "{choice}", with: $0)) == written }) {
                return (style, choice)
            }
        }
        // A parametrised style's name without its argument.
        for style in styles {
            if let parameter = style.parameter, case .argument(let template) = parameter.spelling,
               let open = template.firstIndex(of: "("), squeezed(String(template[..<open])) == written {
                return (style, parameter.defaultChoice)
            }
        }
        // The style's type.
        if let call = argument.as(FunctionCallExprSyntax.self), let type = SceneViewReader.typeName(call.calledExpression) {
            for style in styles where typeNames(of: style).contains(type) {
                guard let parameter = style.parameter else {
                    if call.arguments.isEmpty { return (style, nil) }
                    continue
                }
                guard let given = call.arguments.first else { return (style, parameter.defaultChoice) }
                if call.arguments.count == 1, given.label?.text == parameter.label,
                   let choice = parameter.spellings.first(where: { squeezed($0) == squeezed(given.expression.sourceText) }) {
                    return (style, choice)
                }
            }
        }
        return nil
    }

    /// The names of the types a style is an instance of: `SwitchToggleStyle`; `DefaultToggleStyle` and
    /// `AutomaticToggleStyle` for `automatic`; a custom style's own name.
    private static func typeNames(of style: StyleDescriptor) -> [String] {
        if style.origin == .custom { return [style.name] }
        let base = style.name.prefix { $0 != "(" }
        let capitalised = base.prefix(1).uppercased() + base.dropFirst()
        let protocolName = style.family.protocolName
        let own = capitalised + protocolName
        return style.isAutomatic ? [own, "Default" + protocolName] : [own]
    }

    /// `text` without white space: `.page(indexDisplayMode:.never)`.
    static func squeezed(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
