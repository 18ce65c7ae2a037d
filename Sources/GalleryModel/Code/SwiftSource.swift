/// Writes SwiftUI source text: string literals, indentation, modifiers and
/// blocks, so that every example's code is laid out the same way.
public enum SwiftSource {
    /// The indentation of one level: four spaces, as Xcode writes it.
    static let indentUnit = "    "

    /// `text` as a Swift string literal, with quotes, backslashes and newlines escaped.
    public static func literal(_ text: String) -> String {
        "\"" + Escapes.swiftLiteral.escaping(text) + "\""
    }

    /// `code` with every non-empty line indented by `levels` levels.
    static func indented(_ code: String, _ levels: Int = 1) -> String {
        let prefix = String(repeating: indentUnit, count: levels)
        return code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : prefix + $0 }
            .joined(separator: "\n")
    }

    /// `view` followed by `modifier` on a line of its own, indented under a one-line view
    /// (`Toggle(...)\n    .toggleStyle(.switch)`), level with the closing brace of a block or the closing parenthesis of a
    /// call written over several lines (`TextField(\n    …\n)\n.focused(…)`), and level with the modifier
    /// before it (`}\n.toggleStyle(.button)\n.buttonStyle(.bordered)`): a chain of modifiers is one column, even after a
    /// modifier of several lines.
    static func modified(_ view: String, _ modifier: String) -> String {
        let lastLine = view.split(separator: "\n").last ?? ""
        let margin = lastLine.prefix { $0 == " " }
        let indentation = if lastLine.dropFirst(margin.count).hasPrefix(".") {
            String(margin)
        } else {
            lastLine.hasPrefix("}") || lastLine.hasPrefix(")") ? "" : indentUnit
        }
        // A modifier of several lines (`.onSubmit {…}`) moves as one: each of its lines takes the same indentation.
        return view + "\n" + modifier.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
    }

    /// `head` with a trailing closure holding `body`, one view per line: `Form {\n    ...\n}`.
    static func block(_ head: String, _ body: [String]) -> String {
        ([head + " {"] + body.map { indented($0) } + ["}"]).joined(separator: "\n")
    }

    /// `head` with a main closure and labelled trailing closures, as in
    /// `Menu { ... } label: { ... }`: each closure holds one or more views.
    static func blocks(_ head: String, _ closures: [(label: String?, body: [String])]) -> String {
        var lines: [String] = []
        for (index, closure) in closures.enumerated() {
            let opening = index == 0 ? head + " {" : "} \(closure.label ?? "content"): {"
            lines.append(opening)
            lines += closure.body.map { indented($0) }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A one-line closure call: `Button(action: cut) { Label("Cut", systemImage: "scissors") }`.
    static func inline(_ head: String, _ body: String) -> String {
        "\(head) { \(body) }"
    }

    /// A navigation stack whose screen, titled `title`, has `items` in its toolbar.
    static func toolbarScreen(title: String, items: [String]) -> String {
        let screen = modified("Color.clear", ".navigationTitle(\(literal(title)))")
        return block("NavigationStack", [screen + "\n" + indented(block(".toolbar", items))])
    }

    /// The code of a Button that shows `item` as a Label and runs `item`'s action, on one line (`inline`, as menus and
    /// toolbars list them) or on three.
    static func button(_ item: SampleContent.Item, role: ButtonRole = .none, inline: Bool = false) -> String {
        if item.symbol.isEmpty {
            // A button titled by words alone: `Button("Sign In", action: signIn)`.
            return "Button(\(literal(item.title)), \(role == .none ? "" : "role: .\(role.rawValue), ")action: \(SampleContent.actionName(item.title)))"
        }
        let head = "Button(\(role == .none ? "" : "role: .\(role.rawValue), ")action: \(SampleContent.actionName(item.title)))"
        let label = label(item.title, symbol: item.symbol)
        return inline ? self.inline(head, label) : block(head, [label])
    }

    /// `Label("Title", systemImage: "symbol")`.
    static func label(_ title: String, symbol: String) -> String {
        "Label(\(literal(title)), systemImage: \(literal(symbol)))"
    }
}
