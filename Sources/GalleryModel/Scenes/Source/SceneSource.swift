/// Writes scenes as SwiftUI source, laid out as the cards' code is (``SwiftSource``): a view per line, closures
/// indented by four spaces, each modifier on a line of its own in source order. Reading what it writes gives the
/// same scene back, locations aside.
public enum SceneSource {
    /// `node` and everything it holds, as SwiftUI source: `Toggle("Wi-Fi", isOn: $wifi)\n    .toggleStyle(.switch)`.
    public static func view(_ node: SceneNode) -> String {
        let head = head(of: node)
        // Modifiers sit level with the closing brace of a block (`}\n.buttonStyle(.bordered)`) and one level in under
        // a view that ends on its own line (`Toggle(…)\n    .toggleStyle(.switch)`).
        let level = head.split(separator: "\n").last?.hasPrefix("}") == true ? 0 : 1
        return ([head] + node.modifiers.flatMap(lines).map { SwiftSource.indented($0, level) }).joined(separator: "\n")
    }

    /// A value as Swift writes it: `"Wi-Fi"`, `$wifi`, `12`, `0.5`, `true`, or the expression as it was written.
    public static func value(_ value: SceneValue) -> String {
        switch value {
        case .string(let text): literal(text)
        case .binding(let name): "$" + name
        case .number(let number): literal(number)
        case .bool(let flag): flag ? "true" : "false"
        case .expression(let source): source
        }
    }

    /// The view without its modifiers: its type, its arguments and its closures.
    private static func head(of node: SceneNode) -> String {
        // A colour view is written as the member it names: `Color.blue`.
        if node.kind == .plain(.color), node.children.isEmpty, node.slots.isEmpty, node.arguments.count == 1,
           let only = node.arguments.first, only.label == nil, case .expression(let member) = only.value, member.hasPrefix(".") {
            return node.kind.typeName + member
        }
        let arguments = node.arguments.map { argument in
            argument.label.map { "\($0): " + value(argument.value) } ?? value(argument.value)
        }
        let call = node.kind.typeName + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        if node.slots.isEmpty {
            guard node.children.isEmpty else { return SwiftSource.block(call, node.children.map(view)) }
            if holdsContent(node.kind) { return call + " {}" }
            return arguments.isEmpty ? call + "()" : call
        }
        // The first trailing closure is unlabelled: the main one, even when it holds nothing (a Button's action in
        // `Button {} label: { … }`).
        return SwiftSource.blocks(call, [(label: nil, body: node.children.map(view))]
            + node.slots.map { (label: $0.label, body: $0.children.map(view)) })
    }

    /// Whether a view of `kind` takes its content in a closure, so that it is written with an empty one
    /// (`VStack {}`) when it holds nothing, as Swift requires.
    static func holdsContent(_ kind: SceneViewKind) -> Bool {
        switch kind {
        case .layout: true
        case .styled(let family): containerFamilies.contains(family)
        case .plain, .unknown: false
        }
    }

    /// The families whose view is a container of other views.
    private static let containerFamilies: Set<StyleFamily> = [
        .form, .list, .menu, .controlGroup, .picker, .disclosureGroup, .groupBox, .tabView, .table,
    ]

    /// The lines a modifier is written as; a style with a companion modifier is written as two
    /// (`.textFieldStyle(.bordered)`, `.textInputBorderShape(.capsule)`).
    private static func lines(of modifier: SceneModifier) -> [String] {
        switch modifier.kind {
        case .style(let style, let argument): style.modifiers(choosing: argument)
        case .tint(let color): [".tint(.\(color.rawValue))"]
        case .controlSize(let size): [".controlSize(.\(size.rawValue))"]
        case .disabled(let flag): [".disabled(\(flag))"]
        case .font(let font): [".font(.\(font.rawValue))"]
        case .foregroundStyle(let color): [".foregroundStyle(.\(color.rawValue))"]
        case .navigationTitle(let title): [".navigationTitle(\(literal(title)))"]
        case .projectStyle(let family, let written): [".\(family.modifierName)(\(written))"]
        case .toolbar(let items): [SwiftSource.block(".toolbar", items.map(view))]
        case .contextMenu(let items): [SwiftSource.block(".contextMenu", items.map(view))]
        case .attached(let attachment, let items):
            [SwiftSource.block("." + attachment.kind.rawValue + (attachment.arguments.isEmpty ? "" : "(\(attachment.arguments))"), items.map(view))]
        case .other(_, let source): [source]
        }
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, and every control character, which a
    /// one-line literal cannot hold as it is (`\n`, `\t`, `\u{7}`).
    private static func literal(_ text: String) -> String {
        "\"" + escapes.escaping(text) { scalar in
            scalar.properties.generalCategory == .control ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
        } + "\""
    }

    /// The escapes a string literal's text is written with.
    private static let escapes = Escapes(replacements: [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
    ])

    /// A number as a Swift literal: whole numbers without a fraction (`12`), others as Swift prints them (`0.5`).
    private static func literal(_ number: Double) -> String {
        guard number.isFinite else {
            return number.isNaN ? "Double.nan" : (number < 0 ? "-Double.infinity" : "Double.infinity")
        }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
