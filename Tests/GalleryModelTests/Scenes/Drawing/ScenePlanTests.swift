import Foundation
@testable import GalleryModel
import Testing

/// ScenePlanner: a resolved scene drawn as one plan, each control by its family's planner with its own words and
/// state, each container with its children, every node's widget tagged with its path.
@Suite("Scene plans")
struct ScenePlanTests {
    // MARK: Scenes

    private func toggle(_ title: String, _ state: String, _ modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(title)), SceneArgument("isOn", .binding(state))],
                  modifiers: modifiers)
    }

    private func button(_ title: String) -> SceneNode {
        SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))])
    }

    private func text(_ words: String) -> SceneNode {
        SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))])
    }

    /// `scene` resolved on `platform` by the scene resolver.
    private func resolve(_ scene: Scene, on platform: Platform = .iOS) -> ResolvedScene {
        SceneResolver.resolve(scene, in: Context(platform: platform))
    }

    private func plan(_ roots: [SceneNode], state: [SceneState] = [], on platform: Platform = .iOS) -> ScenePlan {
        ScenePlanner.plan(resolve(Scene(name: "Test", roots: roots, state: state), on: platform))
    }

    /// Every title of a menu's items, depth first, with submenus' titles before their items.
    private func titles(_ items: [MenuItemPlan]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .action(let title, _, _, _), .check(let title, _), .choice(let title, _): [title]
            case .submenu(let title, _, let items): [title] + titles(items)
            case .section(_, let items, _): titles(items)
            case .paletteOption(let option): [option.title]
            }
        }
    }

    // MARK: Tests

    @Test("Controls draw the node's own titles, not the sample's", arguments: Platform.allCases)
    func titles(platform: Platform) {
        let widget = plan([SceneNode(.layout(.vStack), children: [toggle("Wi-Fi", "wifi"), button("Sign In")])], on: platform).widget
        let names = Set(widget.allPlans.compactMap(\.accessibleName))
        #expect(names.contains("Wi-Fi") && names.contains("Sign In"))
        #expect(!widget.spokenText.contains(SampleContent.toggle.item.title))
    }

    @Test("A scene's .tint reaches its controls through the colour's class, which the stylesheet colours; the accent and black draw none")
    func tints() {
        let tinted = plan([SceneNode(.layout(.vStack), children: [toggle("Wi-Fi", "wifi")], modifiers: [SceneModifier(.tint(.teal))])]).widget
        #expect(tinted.allPlans.contains { $0.cssClasses == ["tint-teal"] && $0.children.first?.tint == .teal })
        #expect(PlatformTheme.stylesheet.contains(".tint-teal "))
        for color in [SceneColor.accentColor, .black] {
            let plain = plan([SceneNode(.layout(.vStack), children: [toggle("Wi-Fi", "wifi")], modifiers: [SceneModifier(.tint(color))])]).widget
            #expect(!plain.allPlans.contains { $0.cssClasses.contains { $0.hasPrefix("tint-") } }, "\(color)")
        }
    }

    @Test("The box carrying a tint takes its control's place and the control fills it: a tinted List keeps its width, a tinted centred Toggle stays centred")
    func tintBoxIsTransparent() throws {
        let list = SceneNode(.styled(.list), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Song"))])])
        let widget = plan([SceneNode(.layout(.navigationStack), children: [list], modifiers: [SceneModifier(.tint(.red))])]).widget
        let box = try #require(widget.allPlans.first { $0.cssClasses == ["tint-red"] })
        #expect(box.bool(.homogeneous) == true, "its one child takes all the room the box is given")
        let child = try #require(box.children.first)
        #expect(child.alignment(.halign) ?? .fill == .fill && child.alignment(.valign) ?? .fill == .fill)
        let centred = plan([SceneNode(.layout(.vStack), children: [toggle("Wi-Fi", "wifi", [SceneModifier(.tint(.teal))])])]).widget
        let toggleBox = try #require(centred.allPlans.first { $0.cssClasses == ["tint-teal"] })
        #expect(toggleBox.children.first?.alignment(.halign) ?? .fill == .fill)
    }

    @Test("An empty container (a Form, a List, a GroupBox…) draws empty, never the family's sample rows", arguments: Platform.allCases)
    func emptyContainers(platform: Platform) {
        for family in [StyleFamily.form, .list, .groupBox, .disclosureGroup, .controlGroup] {
            let widget = plan([SceneNode(.styled(family))], on: platform).widget
            #expect(!widget.spokenText.contains(SampleContent.form.profileHeader), "\(family) on \(platform)")
            #expect(!widget.allPlans.contains { [.switchControl, .toggleButton, .checkButton, .entry].contains($0.kind) }, "\(family) on \(platform)")
        }
    }

    @Test("A control titled by a Label in its closure draws that Label's words, never the sample's", arguments: Platform.allCases)
    func closureTitles(platform: Platform) {
        let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Stay Signed In")),
                                                           SceneArgument("systemImage", .string("clock"))])
        let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument("isOn", .binding("stay"))], children: [label])
        let untitled = SceneNode(.styled(.toggle), arguments: [SceneArgument("isOn", .binding("other"))])
        let widget = plan([SceneNode(.layout(.vStack), children: [toggle, untitled])], on: platform).widget
        let names = Set(widget.allPlans.compactMap(\.accessibleName))
        #expect(names.contains("Stay Signed In"))
        #expect(!widget.spokenText.contains(SampleContent.toggle.item.title))
    }

    @Test("A .button Menu and Toggle draw in the button style written around them; text alone draws no sample symbol",
          arguments: [Platform.iOS, .macOS])
    func composedButtonLook(platform: Platform) throws {
        let bordered = SceneModifier(.style(try StyleCatalog.style(named: "bordered", in: .button), argument: nil))
        let menuButton = SceneModifier(.style(try StyleCatalog.style(named: "button", in: .menu), argument: nil))
        let toggleButton = SceneModifier(.style(try StyleCatalog.style(named: "button", in: .toggle), argument: nil))
        let menu = SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("Account"))], children: [button("Reset")],
                             modifiers: [menuButton])
        let row = SceneNode(.layout(.hStack), children: [button("Sign In"), menu, toggle("Remember Me", "remember", [toggleButton])],
                            modifiers: [bordered])
        let widget = plan([row], on: platform).widget
        let named = { (name: String) in widget.allPlans.first { $0.accessibleName == name } }
        let signIn = try #require(named("Sign In")), account = try #require(named("Account")), remember = try #require(named("Remember Me"))
        #expect(signIn.cssClasses.contains("bordered-button"))
        #expect(account.cssClasses.contains("bordered-button"))
        #expect(remember.cssClasses.contains("bordered-button"))
        for plan in [signIn, account] { #expect(plan.properties[.iconName] == nil, "\(plan.accessibleName ?? "") names no symbol") }
    }

    @Test("A Picker draws its own choices, not the sample's")
    func pickerChoices() throws {
        let options = ["Small", "Medium", "Large"].map { SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string($0))]) }
        let segmented = SceneModifier(.style(try StyleCatalog.style(named: "segmented", in: .picker), argument: nil))
        let picker = SceneNode(.styled(.picker), arguments: [SceneArgument(nil, .string("Text Size")), SceneArgument("selection", .binding("size"))],
                               children: options, modifiers: [segmented])
        let words = plan([picker]).widget.allPlans.compactMap(\.accessibleName).joined(separator: " ")
        #expect(words.contains("Medium") && words.contains("Large"))
        #expect(!SampleContent.pickerChoices.contains { words.contains($0.title) })
    }

    @Test("Two toggles of one scene bind their own state, starting from the @State they name")
    func distinctBindings() throws {
        let scene = plan([SceneNode(.layout(.vStack), children: [toggle("Wi-Fi", "wifi"), toggle("Bluetooth", "bluetooth")])],
                         state: [SceneState(name: "wifi", value: .bool(false))])
        let switches = scene.widget.allPlans.filter { $0.kind == .switchControl }
        #expect(switches.count == 2)
        let keys = switches.compactMap(\.binding?.key)
        #expect(Set(keys).count == 2)
        #expect(Set(scene.slots.map(\.key)) == Set(keys))
        let wifi = try #require(switches.first { $0.accessibleName == "Wi-Fi" }?.binding?.key)
        #expect(scene.slots.first { $0.key == wifi }?.defaultValue == .bool(false))
        let bluetooth = try #require(switches.first { $0.accessibleName == "Bluetooth" }?.binding?.key)
        #expect(scene.slots.first { $0.key == bluetooth }?.defaultValue == .bool(true))
    }

    @Test("Cards keep the catalog's keys (or a constant binding's value, which needs none) and carry no scene paths",
          arguments: Platform.allCases)
    func cardsUnchanged(platform: Platform) {
        for style in StyleCatalog.allStyles where StyleCatalog.platforms(of: style).contains(platform) {
            let widget = Planner.plan(StyleResolver.resolve(style, platform: platform)).widget
            #expect(widget.allPlans.allSatisfy { $0.scenePath == nil })
            for key in widget.allPlans.flatMap(\.boundKeys) {
                #expect(key.constant != nil || ExampleCatalog.slotsByKey[key] != nil, "\(style): \(key)")
            }
        }
    }

    @Test("VStack(spacing: 20) and HStack(spacing: 4) set their views that far apart; a stack without spacing: keeps 8")
    func stackSpacing() {
        let written: [(SceneLayout, Double?)] = [(.vStack, 20), (.hStack, 4), (.vStack, nil)]
        let stacks = written.map { layout, spacing in
            SceneNode(.layout(layout), arguments: spacing.map { [SceneArgument("spacing", .number($0))] } ?? [], children: [text("A"), text("B")])
        }
        let drawn = plan(stacks).widget.allPlans.filter { $0.children.count == 2 && $0.children.allSatisfy { $0.string(.text) != nil } }
        #expect(drawn.map { $0.int(.spacing) } == [20, 4, 8])
    }

    @Test("A Menu's children become its items: commands, checkmarks, sections at dividers and submenus")
    func menuItems() throws {
        let more = SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("More"))], children: [button("Share")])
        let menu = SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("Actions"))],
                             children: [button("Copy"), toggle("Bold", "bold"), SceneNode(.plain(.divider)), more])
        let widget = plan([menu]).widget
        let menuButton = try #require(widget.first(.menuButton))
        let items = try #require(menuButton.menu)
        #expect(titles(items) == ["Copy", "Bold", "More", "Share"])
        #expect(items.count == 2)
        guard case .section(_, let first, _) = items[0] else { Issue.record("no sections: \(items)"); return }
        #expect(first.contains { if case .check("Bold", _) = $0 { true } else { false } })
        #expect(menuButton.accessibleName == "Actions")
    }

    @Test("A Form's sections are panels of rows under their headers")
    func formRows() {
        let network = SceneNode(.layout(.section), arguments: [SceneArgument(nil, .string("Network"))],
                                children: [toggle("Wi-Fi", "wifi"), toggle("Bluetooth", "bluetooth")])
        let widget = plan([SceneNode(.styled(.form), children: [network, toggle("Airplane Mode", "airplane")])]).widget
        let panels = widget.allPlans.filter { $0.kind == .listBox }
        #expect(panels.count == 2)
        #expect(panels.map(\.children.count) == [2, 1])
        #expect(widget.allPlans.contains { $0.string(.text) == "Network" && $0.cssClasses.contains("list-header") })
    }

    @Test("Toolbar items stand in the toolbar, titled by the navigation title on the Mac, under a large title on iPhone", arguments: [Platform.iOS, .macOS])
    func toolbar(platform: Platform) throws {
        let content = SceneNode(.layout(.vStack), children: [text("Inbox is empty")], modifiers: [
            SceneModifier(.navigationTitle("Inbox")),
            SceneModifier(.toolbar([SceneNode(.layout(.toolbarItem), children: [button("Compose")])])),
        ])
        let widget = plan([SceneNode(.layout(.navigationStack), children: [content])], on: platform).widget
        let bar = try #require(widget.allPlans.first { $0.cssClasses.contains("toolbar") })
        let large = NavigationTitleLook.of(platform).isLarge
        #expect(bar.allPlans.contains { $0.string(.text) == "Inbox" && $0.cssClasses.contains("toolbar-title") } == !large)
        #expect(widget.allPlans.contains { $0.string(.text) == "Inbox" && $0.cssClasses.contains(NavigationTitleLook.cssClass) })
        #expect(bar.allPlans.contains { $0.accessibleName == "Compose" })
        #expect(bar.allPlans.contains { $0.scenePath == ScenePath([0, 0, 1, 0]) })
    }

    @Test("A disabled control is insensitive, and so is every control under .disabled(true)")
    func disabled() {
        let group = SceneNode(.layout(.vStack), children: [toggle("Wi-Fi", "wifi"), button("Sign In")],
                              modifiers: [SceneModifier(.disabled(true))])
        let widget = plan([group, toggle("Bluetooth", "bluetooth")]).widget
        func sensitive(_ path: [Int]) -> Bool? { widget.allPlans.first { $0.scenePath == ScenePath(path) }?.bool(.sensitive) }
        #expect(sensitive([0, 0]) == false && sensitive([0, 1]) == false)
        #expect(sensitive([1]) == nil)
    }

    @Test("An unknown view is a labelled placeholder box")
    func unknownView() throws {
        let widget = plan([SceneNode(.unknown("CustomThing"))]).widget
        let box = try #require(widget.allPlans.first { $0.cssClasses.contains("scene-placeholder") })
        #expect(box.scenePath == ScenePath([0]))
        #expect(box.allPlans.contains { $0.string(.text) == "CustomThing — not known to the gallery" })
    }

    @Test("Every drawn node's widget is tagged with its path, each path once, and named", arguments: Platform.allCases)
    func pathsTagged(platform: Platform) {
        let scene = [
            SceneNode(.layout(.vStack), children: [
                text("Settings"), toggle("Wi-Fi", "wifi"),
                SceneNode(.layout(.hStack), children: [button("Cancel"), SceneNode(.plain(.spacer)), button("Save")]),
                SceneNode(.styled(.list), children: [text("One"), text("Two")]),
                SceneNode(.unknown("CustomThing")),
            ]),
        ]
        let widget = plan(scene, on: platform).widget
        let tagged = widget.allPlans.filter { $0.scenePath != nil }
        let paths = tagged.compactMap(\.scenePath)
        #expect(Set(paths).count == paths.count)
        let expected = resolve(Scene(name: "Test", roots: scene), on: platform).allNodes.map(\.path)
        #expect(Set(paths) == Set(expected))
        #expect(tagged.allSatisfy { $0.accessibleName != nil || $0.isDecorative })
    }

    @Test("A scene widget's path is in its JSON; a card's JSON has no path key")
    func encoding() throws {
        let sceneJSON = try String(decoding: JSONEncoder().encode(plan([toggle("Wi-Fi", "wifi")]).widget), as: UTF8.self)
        #expect(sceneJSON.contains("\"scenePath\":\"0\""))
        let card = try Planner.plan(StyleResolver.resolve(.toggle, platform: .iOS)).widget
        let cardJSON = try String(decoding: JSONEncoder().encode(card), as: UTF8.self)
        #expect(!cardJSON.contains("scenePath"))
    }

    @Test("An Image draws its SF Symbol's stand-in; an image of the app's assets or a computed name draws a photo, never a question mark")
    func images() {
        func icon(_ arguments: [SceneArgument]) -> String? {
            plan([SceneNode(.plain(.image), arguments: arguments)]).widget.allPlans.first { $0.kind == .image }?.string(.iconName)
        }
        #expect(icon([SceneArgument("systemName", .string("trash"))]) == SymbolCatalog.iconName(for: "trash"))
        #expect(icon([SceneArgument(nil, .string("donut/glaze"))]) == "image-x-generic-symbolic")
        #expect(icon([SceneArgument(nil, .expression("donut.dough.image"))]) == "image-x-generic-symbolic")
    }

    @Test("A Gauge's ring takes the tint in force, as a styled control does; without one it keeps the accent", arguments: [Platform.iOS, .macOS, .watchOS])
    func tintedRing(platform: Platform) throws {
        let gauge = SceneNode(.styled(.gauge), arguments: [SceneArgument("value", .number(0.7))],
                              modifiers: [SceneModifier(.style(try StyleCatalog.style(named: "accessoryCircularCapacity", in: .gauge), argument: nil))])
        var tinted = gauge
        tinted.modifiers.append(SceneModifier(.tint(.orange)))
        let ring = { (node: SceneNode) in self.plan([node], on: platform).widget.first(.ring)?.string(.color) }
        #expect(ring(tinted) == SceneColor.orange.fill)
        #expect(ring(gauge) == PlatformTheme.of(platform).accent(in: .liquidGlass))
    }

    @Test("A ScrollView takes the height offered up to the device's screen's (about an iPhone's on the Mac's stage), and fills it; a TextEditor scrolls within its own height")
    func scrollerHeights() throws {
        let scroll = plan([SceneNode(.layout(.scrollView), children: [text("Row")])]).widget
        let scroller = try #require(scroll.allPlans.first { $0.kind == .scroller })
        #expect(scroller.int(.maximumHeight) == PlatformTheme.of(.iOS).deviceScreen?.height)
        #expect(scroll.stageAlignment(otherwise: .start) == .fill, "the screen does not fill the device")
        let mac = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Mac", roots: [SceneNode(.layout(.scrollView), children: [text("Row")])]),
                                                          in: Context(platform: .macOS))).widget
        #expect(try #require(mac.allPlans.first { $0.kind == .scroller }).int(.maximumHeight) == 640)
        let editor = plan([SceneNode(.styled(.textEditor))]).widget
        let box = try #require(editor.allPlans.first { $0.kind == .scroller })
        #expect(box.int(.maximumHeight) == box.int(.height))
    }

    @Test("ScrollView(.horizontal), in each spelling, scrolls sideways: as wide as it is offered and as tall as its content, never widening the screen; a vertical one does not",
          arguments: [".horizontal", "[.horizontal]", "Axis.Set.horizontal"])
    func horizontalScrollers(axes: String) throws {
        let shelf = SceneNode(.layout(.scrollView), arguments: [SceneArgument(nil, .expression(axes)), SceneArgument("showsIndicators", .bool(false))],
                              children: [SceneNode(.layout(.hStack), children: (1...8).map { text("Card \($0)") })])
        #expect(shelf.scrollsHorizontally)
        let scroller = try #require(plan([shelf]).widget.allPlans.first { $0.kind == .scroller })
        #expect(scroller.orientation == .horizontal && scroller.bool(.hexpand) == true && scroller.bool(.vexpand) == nil)
        #expect(scroller.int(.maximumHeight) == nil)
        #expect(!SceneNode(.layout(.scrollView), arguments: [SceneArgument(nil, .expression(".vertical"))]).scrollsHorizontally)
        #expect(!SceneNode(.layout(.scrollView), arguments: [SceneArgument(nil, .expression("[.horizontal, .vertical]"))]).scrollsHorizontally)
    }
}
