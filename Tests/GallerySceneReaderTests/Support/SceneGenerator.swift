import GalleryModel

/// Makes seeded scenes out of every kind of view, argument, closure and modifier the scene model has, shaped as
/// SwiftUI writes them, for the round-trip tests.
struct SceneGenerator {
    var random: SplitMix64

    /// A scene with a few state properties and one to three roots.
    mutating func scene(named name: String) -> Scene {
        let state = (0..<below(4)).map { index in
            SceneState(name: "value\(index)", value: pick([.bool(index % 2 == 0), .string(word()), .number(Double(below(100))), .expression("Date()")]))
        }
        return Scene(name: name, roots: (0...below(3)).map { _ in node(depth: 0) }, state: state)
    }

    /// A container while `depth` allows, otherwise a control or a plain view.
    private mutating func node(depth: Int) -> SceneNode {
        if depth < 4, below(3) > 0 {
            return container(depth: depth)
        }
        return leaf()
    }

    private mutating func container(depth: Int) -> SceneNode {
        let children = (0...below(3)).map { _ in node(depth: depth + 1) }
        let kinds: [SceneNode] = [
            SceneNode(.layout(pick([.vStack, .hStack, .zStack, .group, .scrollView, .navigationStack])), children: children),
            SceneNode(.layout(.section), arguments: [SceneArgument(nil, .string(word()))], children: children),
            SceneNode(.styled(pick([.form, .list])), children: children),
            SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string(word()))], children: children),
            SceneNode(.styled(.menu), children: children, slots: [SceneSlot(label: "label", children: [label()])]),
            SceneNode(.styled(.controlGroup), children: children),
            SceneNode(.styled(.disclosureGroup), arguments: [SceneArgument(nil, .string(word()))], children: children),
            SceneNode(.styled(.picker), arguments: [SceneArgument(nil, .string(word())), SceneArgument("selection", .binding("choice"))],
                      children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(word()))])]),
        ]
        var chosen = pick(kinds)
        chosen.modifiers = modifiers(depth: depth)
        return chosen
    }

    private mutating func leaf() -> SceneNode {
        let kinds: [SceneNode] = [
            SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(word())), SceneArgument("isOn", .binding("value0"))]),
            SceneNode(.styled(.toggle), arguments: [SceneArgument("isOn", .binding("on"))], children: [label()]),
            SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(word())), SceneArgument("action", .expression("act"))]),
            label(),
            SceneNode(.styled(.textField), arguments: [SceneArgument(nil, .string(word())), SceneArgument("text", .binding("text"))]),
            SceneNode(.plain(.secureField), arguments: [SceneArgument(nil, .string(word())), SceneArgument("text", .binding("secret"))]),
            SceneNode(.styled(.progressView), arguments: [SceneArgument("value", .number(0.5))]),
            SceneNode(.styled(.gauge), arguments: [SceneArgument("value", .number(Double(below(10))))],
                      children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(word()))])]),
            SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(word()))]),
            SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("star"))]),
            SceneNode(.plain(.spacer)),
            SceneNode(.plain(.divider)),
        ]
        var chosen = pick(kinds)
        chosen.modifiers = modifiers(depth: 4)
        return chosen
    }

    private mutating func label() -> SceneNode {
        SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string(word())), SceneArgument("systemImage", .string(pick(["star", "bolt.fill", "cloud.rain"])))])
    }

    /// Up to three modifiers; toolbars and context menus only above the deepest level.
    private mutating func modifiers(depth: Int) -> [SceneModifier] {
        var modifiers = (0..<below(4)).map { _ in
            switch below(depth < 4 ? 11 : 9) {
            case 0, 1: styleModifier()
            case 2: SceneModifier(.tint(pick(SceneColor.allCases)))
            case 3: SceneModifier(.controlSize(pick(ControlSize.allCases)))
            case 4: SceneModifier(.disabled(below(2) == 0))
            case 5: SceneModifier(.font(pick(SceneFont.allCases)))
            case 6: SceneModifier(.foregroundStyle(pick(SceneColor.allCases)))
            case 7: SceneModifier(.navigationTitle(word()))
            case 8: SceneModifier(.other(name: "padding", source: ".padding()"))
            case 9: SceneModifier(.toolbar([SceneNode(.layout(.toolbarItem), arguments: [SceneArgument("placement", .expression(".primaryAction"))], children: [leaf()])]))
            default: SceneModifier(.contextMenu([leaf()]))
            }
        }
        // A tint written right after a style that takes `.tint(_:)` as its choice (the button toggle's) reads back as
        // that choice, one modifier instead of two; written first, before any style, it stays a tint.
        let takesTint = { (modifier: SceneModifier) -> Bool in
            guard case .style(let style, _) = modifier.kind else { return false }
            return style.parameter?.spelling.companionTemplate?.hasPrefix(".tint(") == true
        }
        if modifiers.indices.dropFirst().contains(where: { index in
            if case .tint = modifiers[index].kind { takesTint(modifiers[index - 1]) } else { false }
        }) {
            let isTint = { (modifier: SceneModifier) -> Bool in if case .tint = modifier.kind { true } else { false } }
            modifiers = modifiers.filter(isTint) + modifiers.filter { !isTint($0) }
        }
        return modifiers
    }

    /// A style of any family, with a value of its parameter when it has one.
    private mutating func styleModifier() -> SceneModifier {
        let style = pick(StyleCatalog.families.flatMap(\.styles))
        return SceneModifier(.style(style, argument: style.parameter.map { pick($0.spellings) }))
    }

    /// Words with the characters a literal must escape now and then.
    private mutating func word() -> String {
        pick(["Wi-Fi", "Sign In", "Say \"hi\"", "back\\slash", "two\nlines", "emoji 🌧", "天气", "", "tab\there"])
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// A number from 0 up to `bound`, not including it.
    private mutating func below(_ bound: Int) -> Int {
        Int(random.next() % UInt64(bound))
    }
}
