@testable import GalleryModel
import Testing

/// What the stage draws for a control whose custom style's code draws it: what the code places and nothing else, the
/// modifiers it decorates the label with (padding, a background, a colour, a capsule clip), each widget pointing at the
/// control.
@Suite("Custom style bodies drawn")
struct SceneStyleBodyDrawingTests {
    static func plan(_ roots: [SceneNode], state: [SceneState] = []) -> WidgetPlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: roots, state: state), in: Context(platform: .iOS))).drawn
    }

    static func style(_ family: StyleFamily, _ name: String, _ roots: [SceneNode]) -> SceneModifier {
        SceneModifier(.projectStyle(family, written: name + "()", body: SceneStyleBody(name: name, location: .none, roots: roots)))
    }

    static func words(_ widget: WidgetPlan) -> [String] {
        widget.allPlans.filter { $0.kind == .label || $0.kind == .button }.compactMap { $0.string(.text) ?? $0.string(.label) }
    }

    static func icons(_ widget: WidgetPlan) -> [String] {
        widget.allPlans.filter { $0.kind == .image }.compactMap { $0.string(.iconName) }
    }

    @Test("A label style whose code erases the icon draws the title alone; one stacking them draws the icon over the title")
    func erasesAndStacks() throws {
        let label = { (modifiers: [SceneModifier]) in
            SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Inbox")), SceneArgument("systemImage", .string("tray"))], modifiers: modifiers)
        }
        let titleOnly = Self.plan([label([Self.style(.label, "CaptionOnly", [SceneNode(.stylePart(.title))])])])
        #expect(Self.words(titleOnly) == ["Inbox"])
        #expect(Self.icons(titleOnly).isEmpty)
        #expect(titleOnly.allPlans.contains { $0.scenePath == ScenePath([0]) && $0.string(.text) == "Inbox" })

        let tower = Self.plan([label([Self.style(.label, "Tower", [SceneNode(.layout(.vStack), children: [SceneNode(.stylePart(.icon)), SceneNode(.stylePart(.title))])])])])
        let column = try #require(tower.allPlans.first { $0.kind == .box && $0.properties[.orientation] == .orientation(.vertical) && $0.children.count == 2 && $0.children.first?.kind == .image })
        #expect(column.children.last?.string(.text) == "Inbox")
        #expect(Self.icons(tower).count == 1)
    }

    @Test("A button style decorating its label draws the button's words padded, on its colour, in white, cut to a capsule")
    func decoratedLabel() throws {
        let decorations = [
            SceneModifier(.other(name: "padding", source: ".padding(.horizontal, 16)")),
            SceneModifier(.other(name: "padding", source: ".padding(.vertical, 8)")),
            SceneModifier(.attached(SceneAttachment(.background, arguments: ""), [SceneNode(.plain(.color), arguments: [SceneArgument(nil, .expression(".orange"))])])),
            SceneModifier(.foregroundStyle(.white)),
            SceneModifier(.other(name: "clipShape", source: ".clipShape(Capsule())")),
        ]
        let button = SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("Buy"))],
                               modifiers: [Self.style(.button, "Pill", [SceneNode(.stylePart(.label), modifiers: decorations)])])
        let widget = Self.plan([button])
        let words = try #require(widget.allPlans.first { $0.kind == .label && $0.string(.text) == "Buy" })
        #expect(words.int(.horizontalMargin) == 16)
        #expect(words.int(.verticalMargin) == 8)
        let clipped = try #require(widget.allPlans.first { $0.cssClasses.contains("scene-clip-capsule") })
        #expect(clipped.bool(.clips) == true)
        #expect(clipped.cssClasses.contains("scene-foreground-white"))
        #expect(clipped.allPlans.contains { $0.kind == .colorSwatch && $0.cssClasses.contains(SceneDecoration.foregroundClass(.orange)) })
        // No system button stands under the style's code.
        #expect(!widget.allPlans.contains { $0.kind == .button })
        #expect(clipped.scenePath == ScenePath([0]))
    }

    @Test("A toggle style's row holds the toggle's words and the symbol its state chooses")
    func toggleRow() {
        let symbol = SceneArgument("systemName", .choice(.isOn, ifTrue: .string("checkmark.circle.fill"), ifFalse: .string("circle")))
        let body = [SceneNode(.layout(.hStack), children: [SceneNode(.stylePart(.label)), SceneNode(.plain(.spacer)), SceneNode(.plain(.image), arguments: [symbol])])]
        let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Sounds")), SceneArgument("isOn", .binding("sounds"))],
                               modifiers: [Self.style(.toggle, "CheckRow", body)])
        let off = Self.plan([toggle], state: [SceneState(name: "sounds", value: .bool(false))])
        let on = Self.plan([toggle], state: [SceneState(name: "sounds", value: .bool(true))])
        #expect(Self.words(off) == ["Sounds"])
        #expect(!off.allPlans.contains { $0.kind == .switchControl })
        #expect(Self.icons(off) != Self.icons(on))
        #expect(Self.icons(off) == [Build.icon("circle").string(.iconName)].compactMap { $0 })
    }
}
