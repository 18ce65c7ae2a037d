import GalleryModel
import Testing

/// Scenes built with the `SceneNode` initializers (independent of the reader), resolved as SwiftUI resolves them:
/// the nearest style modifier wins, containers set the placement, values flow down.
@Suite("Scene resolver")
struct SceneResolverTests {
    @Test("The nearest style modifier wins; a closer one overrides an outer one, which still reaches the rest")
    func nearestWins() throws {
        let scene = Scene(name: "Toggles", roots: [
            SceneNode(.layout(.vStack), children: [
                toggle("A", line: 2),
                SceneNode(.layout(.hStack), children: [toggle("B", line: 4)],
                          modifiers: [try style(.toggle, "button", line: 5)], location: at(3)),
                toggle("C", line: 7, modifiers: [try style(.toggle, "checkbox", line: 8)]),
            ], modifiers: [try style(.toggle, "switch", line: 10)], location: at(1)),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .macOS))
        let a = try control(resolved, [0, 0]), b = try control(resolved, [0, 1, 0]), c = try control(resolved, [0, 2])

        #expect(a.resolution.resolved.name == "switch")
        #expect(a.setAt == StyleSite(location: at(10), view: .layout(.vStack), path: ScenePath([0])))
        #expect(a.steps[0].reason == ".toggleStyle(.switch) on VStack at 10:5 reaches this Toggle.")

        #expect(b.resolution.resolved.name == "button")
        #expect(b.setAt?.path == ScenePath([0, 1]))
        #expect(b.steps[0].reason == ".toggleStyle(.button) on HStack at 5:5 reaches this Toggle.")
        #expect(b.steps[1].reason == "It overrides .toggleStyle(.switch) on VStack at 10:5, which is farther away.")

        #expect(c.resolution.resolved.name == "checkbox")
        #expect(c.setAt?.path == ScenePath([0, 2]))
        #expect(c.steps[0].reason == ".toggleStyle(.checkbox) on this Toggle sets its style.")
    }

    @Test("A reason writes a style modifier with the value of its parameter as written, not the parameter's default")
    func writtenArgument() throws {
        let page = try StyleCatalog.style(named: "page(indexDisplayMode:)", in: .tabView)
        let scene = Scene(name: "Pages", roots: [
            SceneNode(.layout(.vStack), children: [SceneNode(.styled(.tabView), location: at(2))],
                      modifiers: [SceneModifier(.style(page, argument: ".always"), location: at(3))], location: at(1)),
        ])
        let tabView = try control(SceneResolver.resolve(scene, in: Context(platform: .iOS)), [0, 0])
        #expect(tabView.steps[0].reason == ".tabViewStyle(.page(indexDisplayMode: .always)) on VStack at 3:5 reaches this TabView.")
    }

    @Test("Of several style modifiers on one view, the first written is the closest and wins")
    func firstWrittenWins() throws {
        let scene = Scene(name: "One", roots: [
            toggle("A", line: 1, modifiers: [try style(.toggle, "button", line: 2), try style(.toggle, "switch", line: 3)]),
        ])
        let a = try control(SceneResolver.resolve(scene, in: Context(platform: .iOS)), [0])
        #expect(a.resolution.requested == "button")
        #expect(a.setAt?.location == at(2))
    }

    @Test("One modifier on a stack reaches every control of its family under it, and no other family")
    func outerReachesSeveral() throws {
        let scene = Scene(name: "Row", roots: [
            SceneNode(.layout(.hStack), children: [toggle("A", line: 2), toggle("B", line: 3), toggle("C", line: 4), button("D", line: 5)],
                      modifiers: [try style(.toggle, "button", line: 6)], location: at(1)),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        for index in 0..<3 {
            let toggle = try control(resolved, [0, index])
            #expect(toggle.resolution.requested == "button")
            #expect(toggle.setAt?.path == ScenePath([0]))
        }
        let button = try control(resolved, [0, 3])
        #expect(button.resolution.requested == "automatic")
        #expect(button.setAt == nil)
        #expect(button.steps[0].reason == "No buttonStyle is set on or above this Button, so it is automatic.")
        #expect(resolved.node(at: ScenePath([0]))?.control == nil)
    }

    @Test("Form, List, a toolbar item, a Menu's content and a context menu set the placement; a Menu's label does not")
    func containers() throws {
        let scene = Scene(name: "Containers", roots: [
            SceneNode(.styled(.form), children: [
                SceneNode(.layout(.section), children: [toggle("Form", line: 3)], location: at(2)),
            ], location: at(1)),
            SceneNode(.styled(.list), children: [toggle("List", line: 6)], location: at(5)),
            SceneNode(.layout(.navigationStack), children: [
                SceneNode(.plain(.color), modifiers: [SceneModifier(.toolbar([
                    SceneNode(.layout(.toolbarItem), arguments: [SceneArgument("placement", .expression(".primaryAction"))],
                              children: [label("Toolbar", line: 11)], location: at(10)),
                ]), location: at(9))], location: at(8)),
            ], location: at(7)),
            SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("Options"))], children: [label("Item", line: 14)],
                      slots: [SceneSlot(label: "label", children: [label("Menu label", line: 16)])], location: at(13)),
            SceneNode(.plain(.text), children: [], modifiers: [SceneModifier(.contextMenu([toggle("Context", line: 19)]), location: at(18))],
                      location: at(17)),
            toggle("Alone", line: 20),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .macOS))

        let inForm = try control(resolved, [0, 0, 0])
        #expect(inForm.resolution.placement == .form)
        #expect(inForm.steps.map(\.reason).contains("This Toggle sits in Form at 1:5, so it resolves in the form placement."))
        #expect(try control(resolved, [1, 0]).resolution.placement == .list)

        let inToolbar = try control(resolved, [2, 0, 0, 0])
        #expect(inToolbar.resolution.placement == .toolbar)
        #expect(inToolbar.resolution.resolved.name == "iconOnly")
        let toolbarReasons = inToolbar.steps.map(\.reason)
        #expect(toolbarReasons.contains("This Label sits in the toolbar of Color at 8:5, so it resolves in the toolbar placement."))
        #expect(toolbarReasons.contains("ToolbarItem at 10:5 puts it in the toolbar with placement .primaryAction."))

        let inMenu = try control(resolved, [3, 0])
        #expect(inMenu.resolution.placement == .menu)
        #expect(inMenu.resolution.resolved.name == "titleOnly")
        let menuLabel = try control(resolved, [3, 1])
        #expect(menuLabel.resolution.placement == .standard)
        #expect(menuLabel.resolution.resolved.name == "titleAndIcon")

        let inContextMenu = try control(resolved, [4, 0])
        #expect(inContextMenu.resolution.placement == .menu)
        #expect(inContextMenu.resolution.resolved.name == "checkmarkMenuItem")
        #expect(inContextMenu.steps.map(\.reason).contains(
            "This Toggle sits in the context menu of Text at 17:5, so it resolves in the menu placement."))

        let alone = try control(resolved, [5])
        #expect(alone.resolution.placement == .standard)
        #expect(alone.steps.map(\.reason).contains(
            "No Form, List, toolbar or Menu holds this Toggle, so it resolves in the standard placement."))
    }

    @Test("The sign-in row: .buttonStyle(.bordered) reaches the Button, the .button Menu and the .button Toggles")
    func signInRow() throws {
        // https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1 (the Menu and Toggle example).
        let scene = Scene(name: "SignIn", roots: [
            SceneNode(.layout(.vStack), children: [
                SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("Terms and Conditions"))],
                          children: [button("Open in Preview", line: 3), button("Save as PDF", line: 4)], location: at(2)),
                toggle("Remember Password", line: 6),
                toggle("Flag", line: 7),
                button("Sign In", line: 8),
            ], modifiers: [try style(.menu, "button", line: 10), try style(.toggle, "button", line: 11),
                           try style(.button, "bordered", line: 12)], location: at(1)),
        ])
        for platform in [Platform.iOS, .macOS, .visionOS] {
            let resolved = SceneResolver.resolve(scene, in: Context(platform: platform))
            for path in [[0, 0], [0, 1], [0, 2]] {
                let composing = try control(resolved, path)
                #expect(composing.resolution.resolved.name == "button", "\(path) on \(platform)")
                #expect(composing.composed.map(\.resolved.name) == ["bordered"], "\(path) on \(platform)")
                #expect(composing.steps.map(\.reason).contains { $0.hasSuffix("so it takes .buttonStyle(.bordered) on VStack at 12:5: bordered.") })
            }
            let signIn = try control(resolved, [0, 3])
            #expect(signIn.resolution.resolved.name == "bordered")
            #expect(signIn.composed.isEmpty)
            #expect(signIn.setAt?.location == at(12))
        }
    }

    @Test("Inside a Menu a Picker shows inline, a .menu Picker and a Menu as submenus, each step naming the Menu")
    func pickerInsideMenu() throws {
        let scene = Scene(name: "Menu", roots: [
            SceneNode(.styled(.menu), arguments: [SceneArgument(nil, .string("Options"))], children: [
                SceneNode(.styled(.picker), location: at(2)),
                SceneNode(.styled(.picker), modifiers: [try style(.picker, "menu", line: 4)], location: at(3)),
                SceneNode(.styled(.menu), children: [button("Copy", line: 6)], location: at(5)),
            ], location: at(1)),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        for (index, look) in [(0, "inline"), (1, "submenu"), (2, "submenu")] {
            let nested = try control(resolved, [0, index])
            #expect(nested.resolution.resolved.name == look)
            #expect(nested.steps.map(\.reason).contains { $0.hasPrefix("Menu at 1:5 holds this ") && $0.hasSuffix("as \(look).") })
        }
    }

    @Test("Label styles from the Label up to the root compose with the label-style composition rules")
    func labelStack() throws {
        let scene = Scene(name: "Weather", roots: [
            SceneNode(.layout(.vStack), children: [
                label("Rain", line: 2, modifiers: [try style(.label, "ShadowLabelStyle", line: 3)]),
            ], modifiers: [try style(.label, "iconOnly", line: 5)], location: at(1)),
        ])
        let rain = try control(SceneResolver.resolve(scene, in: Context(platform: .iOS)), [0, 0])
        let composition = try #require(rain.labelComposition)
        #expect(composition.visibleParts == [.icon])
        #expect(composition.effects == ["shadow"])
        #expect(rain.resolution.requested == "ShadowLabelStyle")
        let reasons = rain.steps.map(\.reason)
        #expect(reasons.contains("2 label styles stand between this Label and the root; they compose, the closest first."))
        for step in composition.steps { #expect(reasons.contains(step)) }

        let single = Scene(name: "One", roots: [label("Sun", line: 1, modifiers: [try style(.label, "iconOnly", line: 2)])])
        #expect(try control(SceneResolver.resolve(single, in: Context(platform: .iOS)), [0]).labelComposition == nil)
    }

    @Test("A style a platform or release lacks is unavailable, with the resolver's reason in the chain")
    func unavailable() throws {
        let checkbox = Scene(name: "Checkbox", roots: [toggle("A", line: 1, modifiers: [try style(.toggle, "checkbox", line: 2)])])
        let onWatch = try control(SceneResolver.resolve(checkbox, in: Context(platform: .watchOS)), [0])
        #expect(!onWatch.resolution.isAvailable)
        #expect(onWatch.steps.map(\.reason).contains { $0.contains("is not available on watchOS") })
        #expect(onWatch.setAt?.location == at(2))

        let palette = Scene(name: "Palette", roots: [
            SceneNode(.layout(.vStack), children: [SceneNode(.styled(.picker), location: at(2))],
                      modifiers: [try style(.picker, "palette", line: 3)], location: at(1)),
        ])
        let old = try control(SceneResolver.resolve(palette, in: Context(platform: .iOS, release: "16")), [0, 0])
        #expect(!old.resolution.isAvailable)
        #expect(old.steps.map(\.reason).contains { $0.contains("needs iOS 17") })
        #expect(try control(SceneResolver.resolve(palette, in: Context(platform: .iOS)), [0, 0]).resolution.isAvailable)
    }

    @Test("Tint, control size, font and foreground style: the nearest wins; disabled stays once an ancestor sets it")
    func environmentValues() throws {
        let scene = Scene(name: "Values", roots: [
            SceneNode(.layout(.vStack), children: [
                toggle("A", line: 2, modifiers: [SceneModifier(.tint(.orange)), SceneModifier(.disabled(false)),
                                                 SceneModifier(.controlSize(.large))]),
                toggle("B", line: 3),
            ], modifiers: [SceneModifier(.tint(.green)), SceneModifier(.disabled(true)), SceneModifier(.controlSize(.small)),
                           SceneModifier(.font(.headline)), SceneModifier(.foregroundStyle(.secondary))], location: at(1)),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        #expect(try control(resolved, [0, 0]).environment
            == SceneEnvironmentValues(tint: .orange, controlSize: .large, isDisabled: true, font: .headline, foregroundStyle: .secondary))
        #expect(try control(resolved, [0, 1]).environment
            == SceneEnvironmentValues(tint: .green, controlSize: .small, isDisabled: true, font: .headline, foregroundStyle: .secondary))
    }

    @Test("Resolved paths count children, slots and modifier content in allChildren order")
    func paths() throws {
        let scene = Scene(name: "Paths", roots: [
            SceneNode(.styled(.menu), children: [toggle("A", line: 2)], slots: [SceneSlot(label: "label", children: [label("L", line: 3)])],
                      modifiers: [SceneModifier(.contextMenu([toggle("C", line: 4)]))]),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        for node in resolved.allNodes {
            #expect(scene.node(at: node.path) == node.node)
        }
        #expect(resolved.allNodes.map(\.path) == [ScenePath([0]), ScenePath([0, 0]), ScenePath([0, 1]), ScenePath([0, 2])])
    }

    // MARK: - Building scenes

    private func at(_ line: Int) -> SceneLocation {
        SceneLocation(line: line, column: 5)
    }

    private func style(_ family: StyleFamily, _ name: String, line: Int) throws -> SceneModifier {
        SceneModifier(.style(try StyleCatalog.style(named: name, in: family), argument: nil), location: at(line))
    }

    private func toggle(_ title: String, line: Int, modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(title)), SceneArgument("isOn", .binding("on"))],
                  modifiers: modifiers, location: at(line))
    }

    private func button(_ title: String, line: Int) -> SceneNode {
        SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))], location: at(line))
    }

    private func label(_ title: String, line: Int, modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string(title)), SceneArgument("systemImage", .string("star"))],
                  modifiers: modifiers, location: at(line))
    }

    private func control(_ scene: ResolvedScene, _ path: [Int]) throws -> SceneControlResolution {
        try #require(scene.node(at: ScenePath(path))?.control, "no control at \(path)")
    }
}
