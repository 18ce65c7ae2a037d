/// Writes scenes as SwiftUI source, laid out as the cards' code is (``SwiftSource``): a view per line, closures
/// indented by four spaces, each modifier on a line of its own in source order. Reading what it writes gives the
/// same scene back, locations aside.
public enum SceneSource {
    /// `node` and everything it holds, as SwiftUI source: `Toggle("Wi-Fi", isOn: $wifi)\n    .toggleStyle(.switch)`.
    public static func view(_ node: SceneNode) -> String {
        view(node, at: ScenePath([]), writing: nil)
    }

    /// The one root `root` of a scene as SwiftUI source, with `code` written in place of the view at `path` (a card's
    /// control, which its family writes: ``CardScene``).
    static func view(_ root: SceneNode, writing code: String, at path: ScenePath) -> String {
        view(root, at: ScenePath([0]), writing: (path, code))
    }

    /// `node`, which sits at `path`, as source, with `insert`'s code in place of the view at its path.
    private static func view(_ node: SceneNode, at path: ScenePath, writing insert: (path: ScenePath, code: String)?) -> String {
        if let insert, insert.path == path { return insert.code }
        let head = head(of: node, at: path, writing: insert)
        // Modifiers sit level with the closing brace of a block (`}\n.buttonStyle(.bordered)`) and one level in under
        // a view that ends on its own line (`Toggle(…)\n    .toggleStyle(.switch)`).
        let level = head.split(separator: "\n").last?.hasPrefix("}") == true ? 0 : 1
        var index = node.children.count + node.slots.reduce(0) { $0 + $1.children.count }
        let modifiers = node.modifiers.flatMap { modifier -> [String] in
            defer { index += modifier.content.count }
            return lines(of: modifier, at: path, from: index, writing: insert)
        }
        return ([head] + modifiers.map { SwiftSource.indented($0, level) }).joined(separator: "\n")
    }

    /// A value as Swift writes it: `"Wi-Fi"`, `$wifi`, `12`, `0.5`, `true`, or the expression as it was written.
    public static func value(_ value: SceneValue) -> String {
        switch value {
        case .string(let text): literal(text)
        case .localized(let localized): localized.written
        case .binding(let name): "$" + name
        case .number(let number): literal(number)
        case .bool(let flag): flag ? "true" : "false"
        case .expression(let source): source
        case .choice(let flag, let ifTrue, let ifFalse): "\(flag.written) ? \(Self.value(ifTrue)) : \(Self.value(ifFalse))"
        }
    }

    /// The view without its modifiers: its type, its arguments and its closures.
    private static func head(of node: SceneNode, at path: ScenePath, writing insert: (path: ScenePath, code: String)?) -> String {
        // A part of a style's configuration is written as its code writes it: `configuration.label`, `Label(configuration)`.
        if case .stylePart(let part) = node.kind {
            guard case .branch = part else { return part.written }
            // `if configuration.isOn { … } else { … }`, the else omitted when it holds nothing.
            var index = 0
            let write = { (child: SceneNode) -> String in
                defer { index += 1 }
                return view(child, at: path.appending(index), writing: insert)
            }
            let then = SwiftSource.block(part.written, node.children.map(write))
            let otherwise = node.slots.first { $0.label == "else" }?.children.map(write) ?? []
            return otherwise.isEmpty ? then : then + " " + SwiftSource.block("else", otherwise)
        }
        // A colour view is written as the member it names: `Color.blue`.
        if node.kind == .plain(.color), node.children.isEmpty, node.slots.isEmpty, node.arguments.count == 1,
           let only = node.arguments.first, only.label == nil, case .expression(let member) = only.value, member.hasPrefix(".") {
            return node.kind.typeName + member
        }
        let arguments = node.arguments.map { argument in
            argument.label.map { "\($0): " + value(argument.value) } ?? value(argument.value)
        }
        let call = node.kind.typeName + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        var index = 0
        let write = { (child: SceneNode) -> String in
            defer { index += 1 }
            return view(child, at: path.appending(index), writing: insert)
        }
        let children = node.children.map(write)
        if node.slots.isEmpty {
            guard children.isEmpty else { return SwiftSource.block(call, children) }
            if holdsContent(node.kind) { return call + " {}" }
            return arguments.isEmpty ? call + "()" : call
        }
        // The first trailing closure is unlabelled: the main one, even when it holds nothing (a Button's action in
        // `Button {} label: { … }`).
        return SwiftSource.blocks(call, [(label: nil, body: children)] + node.slots.map { (label: $0.label, body: $0.children.map(write)) })
    }

    /// Whether a view of `kind` takes its content in a closure, so that it is written with an empty one
    /// (`VStack {}`) when it holds nothing, as Swift requires: every layout, and the views of the families that say so.
    static func holdsContent(_ kind: SceneViewKind) -> Bool {
        switch kind {
        case .layout: true
        case .styled(let family): family.definition.holdsContent
        case .plain, .unknown, .platformView, .stylePart: false
        }
    }

    /// The lines a modifier of the view at `path` is written as, its views counted from `index` among the view's; a
    /// style with a companion modifier is written as two (`.textFieldStyle(.bordered)`, `.textInputBorderShape(.capsule)`).
    private static func lines(of modifier: SceneModifier, at path: ScenePath, from index: Int,
                              writing insert: (path: ScenePath, code: String)?) -> [String] {
        let views = { (nodes: [SceneNode]) in
            nodes.enumerated().map { offset, node in view(node, at: path.appending(index + offset), writing: insert) }
        }
        return switch modifier.kind {
        case .style(let style, let argument): style.modifiers(choosing: argument)
        case .tint(let color): [".tint(.\(color.rawValue))"]
        case .controlSize(let size): [".controlSize(.\(size.rawValue))"]
        case .disabled(let flag): [".disabled(\(flag))"]
        case .font(let font): [".font(.\(font.rawValue))"]
        case .foregroundStyle(let color): [".foregroundStyle(.\(color.rawValue))"]
        case .navigationTitle(let title, let localized): [".navigationTitle(\(localized?.written ?? literal(title)))"]
        case .projectStyle(let family, let written, _): [".\(family.modifierName)(\(written))"]
        case .toolbar(let items): [SwiftSource.block(".toolbar", views(items))]
        case .contextMenu(let items): [SwiftSource.block(".contextMenu", views(items))]
        case .attached(let attachment, let items):
            [attachment.message.map { message in
                // A dialog's message is its second trailing closure: `} message: { Text("…") }`.
                SwiftSource.blocks(attachment.written, [(label: nil, body: views(items)), (label: "message", body: ["Text(\(literal(message)))"])])
            } ?? SwiftSource.block(attachment.written, views(items))]
        case .other(_, let source), .chosen(_, _, _, let source), .togglesOnTap(_, let source), .searchable(_, let source): [source]
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
