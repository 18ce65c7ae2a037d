@testable import GalleryModel
import Testing

/// A control whose nearest style is a custom style of the project's read from its code: resolved as its `makeBody` says,
/// the parts of the configuration bound to the control's own, `Label(configuration)` drawn with the style in force outside
/// the custom style, the reasons naming the style and where its code is, the outline listing the style's views under the
/// control; a style whose code was not read keeps the automatic look and its message.
@Suite("Custom style bodies resolved")
struct SceneStyleBodyTests {
    static let file = "Styles/LabelStyles.swift"

    static func at(_ line: Int, _ column: Int = 9) -> SceneLocation {
        SceneLocation(line: line, column: column, file: file)
    }

    static func label(_ title: String, _ symbol: String, _ modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string(title)), SceneArgument("systemImage", .string(symbol))],
                  modifiers: modifiers, location: SceneLocation(line: 3, column: 5))
    }

    static func part(_ part: SceneStylePart, _ line: Int, _ modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.stylePart(part), modifiers: modifiers, location: at(line))
    }

    static func style(_ family: StyleFamily, _ name: String, _ roots: [SceneNode]?) -> SceneModifier {
        SceneModifier(.projectStyle(family, written: name + "()", body: roots.map { SceneStyleBody(name: name, location: at(2, 10), roots: $0) }),
                      location: SceneLocation(line: 4, column: 9))
    }

    /// `root` inside a VStack under `.labelStyle(.iconOnly)`, resolved on iOS.
    static func resolvedUnderIconOnly(_ root: SceneNode) throws -> ResolvedSceneNode {
        let iconOnly = try StyleCatalog.style(named: "iconOnly", in: .label)
        let stack = SceneNode(.layout(.vStack), children: [root], modifiers: [SceneModifier(.style(iconOnly, argument: nil))])
        let resolved = SceneResolver.resolve(Scene(name: "Test", roots: [stack]), in: Context(platform: .iOS))
        return try #require(resolved.node(at: ScenePath([0, 0])))
    }

    @Test("A body of configuration.title alone draws the title only, in the style's file, whatever the icon-only style outside")
    func titleOnly() throws {
        let node = try Self.resolvedUnderIconOnly(Self.label("Inbox", "tray", [Self.style(.label, "CaptionOnly", [Self.part(.title, 6)])]))
        let control = try #require(node.control)
        let body = try #require(control.styleBody)
        #expect(body.map(\.node.kind) == [.plain(.text)])
        #expect(body.first?.node.title == "Inbox")
        #expect(body.first?.node.location == Self.at(6))
        #expect(body.first?.path == ScenePath([0, 0]))
        #expect(body.first?.node.expansions.map(\.kind) == [.style])
        // The reason names the style and where its code is, with Apple's page on makeBody.
        let last = try #require(control.steps.last)
        #expect(last.reason.contains("CaptionOnly() is a style of the project's: its makeBody(configuration:) at LabelStyles.swift:2:10 draws this Label"))
        #expect(last.source.contains("labelstyle/makebody(configuration:)"))
    }

    @Test("The title is the label's own first argument as written, never its symbol")
    func titleAsWritten() throws {
        let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .expression("temperature.formatted()")),
                                                           SceneArgument("systemImage", .string("sun.max"))],
                              modifiers: [Self.style(.label, "Summary", [Self.part(.title, 6)])])
        let node = try Self.resolvedUnderIconOnly(label)
        let title = try #require(node.control?.styleBody?.first?.node)
        #expect(title.kind == .plain(.text))
        #expect(title.arguments.map(\.value) == [.expression("temperature.formatted()")])
    }

    @Test("A VStack of the icon and the title stacks the control's own symbol over its own words")
    func stacked() throws {
        let body = [SceneNode(.layout(.vStack), children: [Self.part(.icon, 15, ), Self.part(.title, 16)], location: Self.at(14))]
        let node = try Self.resolvedUnderIconOnly(Self.label("Photos", "photo", [Self.style(.label, "Tower", body)]))
        let stack = try #require(node.control?.styleBody?.first)
        #expect(stack.children.map(\.node.kind) == [.plain(.image), .plain(.text)])
        #expect(stack.children.first?.node.stringArgument("systemName") == "photo")
        #expect(stack.children.last?.node.title == "Photos")
    }

    @Test("Label(configuration) draws the label with the style in force outside the custom style, and says so")
    func modifiesCurrentStyle() throws {
        let body = [Self.part(.control(.label), 24, [SceneModifier(.foregroundStyle(.orange))])]
        let node = try Self.resolvedUnderIconOnly(Self.label("Alerts", "bell", [Self.style(.label, "Tinted", body)]))
        let inner = try #require(node.control?.styleBody?.first)
        #expect(inner.node.kind == .styled(.label))
        #expect(inner.node.modifiers.map(\.kind) == [.foregroundStyle(.orange)])
        let control = try #require(inner.control)
        // The icon-only style outside draws it, not the custom style again.
        #expect(control.resolution.resolved.name == "iconOnly")
        #expect(control.styleBody == nil)
        #expect(control.steps.contains { $0.reason.contains("Label(configuration) in Tinted's makeBody at LabelStyles.swift:24:9 builds this Label") })
        #expect(control.steps.contains { $0.source.contains("toggle/init(_:)") })
    }

    @Test("A toggle style's flags read the toggle's state: its @State as the scene starts")
    func isOn() throws {
        let symbol = SceneArgument("systemName", .choice(.isOn, ifTrue: .string("checkmark.circle.fill"), ifFalse: .string("circle")))
        let body = [SceneNode(.layout(.hStack), children: [Self.part(.label, 19), SceneNode(.plain(.spacer)),
                                                           SceneNode(.plain(.image), arguments: [symbol])])]
        func drawn(_ on: Bool) throws -> [SceneNode] {
            let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Wi-Fi")), SceneArgument("isOn", .binding("wifi"))],
                                   modifiers: [Self.style(.toggle, "CheckRow", body)])
            let scene = Scene(name: "Test", roots: [toggle], state: [SceneState(name: "wifi", value: .bool(on))])
            let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
            return try #require(resolved.roots.first?.control?.styleBody?.first).children.map(\.node)
        }
        #expect(try drawn(true).map(\.kind) == [.plain(.text), .plain(.spacer), .plain(.image)])
        #expect(try drawn(true).first?.title == "Wi-Fi")
        #expect(try drawn(true).last?.stringArgument("systemName") == "checkmark.circle.fill")
        #expect(try drawn(false).last?.stringArgument("systemName") == "circle")
    }

    @Test("An if on a flag in a style's code draws the branch the control's state takes")
    func branch() throws {
        let image = { (symbol: String) in SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string(symbol))]) }
        let body = [SceneNode(.stylePart(.branch(.isOn)), children: [image("bolt.fill")], slots: [SceneSlot(label: "else", children: [image("bolt.slash")])])]
        func drawn(_ isOn: String) throws -> [String?] {
            let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Power")), SceneArgument("isOn", .expression(".constant(\(isOn))"))],
                                   modifiers: [Self.style(.toggle, "Power", body)])
            let resolved = SceneResolver.resolve(Scene(name: "Test", roots: [toggle]), in: Context(platform: .iOS))
            return try #require(resolved.roots.first?.control?.styleBody).map { $0.node.stringArgument("systemName") }
        }
        #expect(try drawn("true") == ["bolt.fill"])
        #expect(try drawn("false") == ["bolt.slash"])
    }

    @Test("A style whose code was not read keeps the automatic look and says the automatic look stands in for it")
    func unread() throws {
        let node = try Self.resolvedUnderIconOnly(Self.label("Inbox", "tray", [Self.style(.label, "Unread", nil)]))
        let control = try #require(node.control)
        #expect(control.styleBody == nil)
        #expect(control.resolution.style.isAutomatic)
        #expect(control.steps.last?.reason.contains("the automatic look stands in for it") == true)
    }

    @Test("The outline lists the style's views under the control, each pointing at the control")
    func outline() throws {
        let label = Self.label("Photos", "photo", [Self.style(.label, "Tower", [SceneNode(.layout(.vStack), children: [Self.part(.icon, 15), Self.part(.title, 16)])])])
        let outline = SceneOutline(SceneResolver.resolve(Scene(name: "Test", roots: [label]), in: Context(platform: .iOS)))
        #expect(outline.rows.map(\.label) == ["Label “Photos”", "VStack", "Image “photo”", "Text “Photos”"])
        #expect(outline.rows.map(\.depth) == [0, 1, 2, 2])
        #expect(Set(outline.rows.map(\.path)) == [ScenePath([0])])
        #expect(outline.rows.first?.styles == "Tower() → makeBody(configuration:)")
    }
}
