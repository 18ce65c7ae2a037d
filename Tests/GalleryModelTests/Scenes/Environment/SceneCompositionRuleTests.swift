@testable import GalleryModel
import Testing

/// The cross-family rules of scenes, row by row: each row's case in a scene, and a neighbour it must not touch.
@Suite("Scene composition rules")
struct SceneCompositionRuleTests {
    @Test("A Mac Form's LabeledContent follows the form style in force: a label column in the columns form, label leading and value trailing in a grouped one")
    func labeledContentFollowsFormStyle() throws {
        func labeled(in form: [SceneModifier]) throws -> SceneControlResolution {
            let scene = Scene(name: "Info", roots: [SceneNode(.styled(.form), children: [SceneNode(.styled(.labeledContent))], modifiers: form)])
            return try control(SceneResolver.resolve(scene, in: Context(platform: .macOS)), [0, 0])
        }
        #expect(try labeled(in: []).resolution.resolved.name == "labelColumn")
        #expect(try labeled(in: [try style(.form, "columns")]).resolution.resolved.name == "labelColumn")
        let grouped = try labeled(in: [try style(.form, "grouped")])
        #expect(grouped.resolution.resolved.name == "trailingValue")
        #expect(grouped.steps.contains { $0.reason.contains("grouped form around it leads each row with its label") && $0.source.hasSuffix("formstyle/grouped") })
        #expect(!grouped.steps.contains { $0.reason.contains("column of labels") })
        // An explicit LabeledContent style is not overruled.
        let scene = Scene(name: "Info", roots: [SceneNode(.styled(.form), children: [
            SceneNode(.styled(.labeledContent), modifiers: [try style(.labeledContent, "automatic")]),
        ], modifiers: [try style(.form, "grouped")])])
        #expect(try control(SceneResolver.resolve(scene, in: Context(platform: .iOS)), [0, 0]).resolution.resolved.name == "trailingValue")
    }

    @Test("A Toggle drawn as a button takes the button style in force; a switch takes none")
    func toggleTakesButtonStyle() throws {
        let scene = Scene(name: "Toggles", roots: [
            SceneNode(.layout(.hStack), children: [
                toggle(modifiers: [try style(.toggle, "button")]),
                toggle(modifiers: [try style(.toggle, "switch")]),
            ], modifiers: [try style(.button, "borderedProminent")]),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let asButton = try control(resolved, [0, 0])
        #expect(asButton.composed.map(\.requested) == ["borderedProminent"])
        #expect(asButton.steps.contains { $0.reason.contains("draws as a button") && $0.source.contains("buttonstyle(_:)-7qx1") })
        #expect(try control(resolved, [0, 1]).composed.isEmpty)
    }

    @Test("A Menu drawn as a button takes the button style in force, automatic when none is set")
    func menuTakesButtonStyle() throws {
        let scene = Scene(name: "Menu", roots: [SceneNode(.styled(.menu), children: [SceneNode(.styled(.button))])])
        let menu = try control(SceneResolver.resolve(scene, in: Context(platform: .iOS)), [0])
        #expect(menu.resolution.resolved.name == "button")
        let automaticButton = StyleResolver.resolve(StyleCatalog.family(.button).automatic, in: Context(platform: .iOS))
        #expect(menu.composed == [automaticButton])
        #expect(menu.steps.map(\.reason).contains(
            "This Menu draws as a button, so it takes the ButtonStyle in force, none written: automatic, here \(automaticButton.resolved.name)."))
        // Before iOS 16 the menu drew as the borderless button menu style, which is no button look to compose.
        let old = try control(SceneResolver.resolve(scene, in: Context(platform: .iOS, release: "15")), [0])
        #expect(old.resolution.resolved.name == "borderlessButton")
        #expect(old.composed.isEmpty)
    }

    @Test("A Picker in a Menu's content shows inline, and the step names the Menu; outside a Menu no such step")
    func pickerInline() throws {
        let picker = SceneNode(.styled(.picker))
        let scene = Scene(name: "Menu", roots: [SceneNode(.styled(.menu), children: [picker], location: at(1)), picker])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let inside = try control(resolved, [0, 0])
        #expect(inside.resolution.resolved.name == "inline")
        #expect(inside.steps.map(\.reason).contains("Menu at 1:1 holds this Picker, which shows in it as inline."))
        let outside = try control(resolved, [1])
        #expect(outside.steps.map(\.reason).filter { $0.contains("holds this Picker, which") } == [])
    }

    @Test("A .menu Picker in a context menu becomes a submenu, and the step names the context menu")
    func pickerSubmenu() throws {
        let scene = Scene(name: "Context", roots: [
            SceneNode(.plain(.text), modifiers: [SceneModifier(.contextMenu([SceneNode(.styled(.picker), modifiers: [try style(.picker, "menu")])]),
                                                               location: at(2))], location: at(1)),
        ])
        let picker = try control(SceneResolver.resolve(scene, in: Context(platform: .macOS)), [0, 0])
        #expect(picker.resolution.resolved.name == "submenu")
        #expect(picker.steps.map(\.reason).contains("the context menu of Text at 1:1 holds this Picker, which shows in it as submenu."))
    }

    @Test("A Menu in a Menu's content is a submenu, and takes no button style")
    func nestedMenu() throws {
        let scene = Scene(name: "Nested", roots: [
            SceneNode(.styled(.menu), children: [SceneNode(.styled(.menu), location: at(2))], location: at(1)),
        ])
        let nested = try control(SceneResolver.resolve(scene, in: Context(platform: .macOS)), [0, 0])
        #expect(nested.resolution.resolved.name == "submenu")
        #expect(nested.composed.isEmpty)
        #expect(nested.steps.map(\.reason).contains("Menu at 1:1 holds this Menu, which shows in it as submenu."))
    }

    @Test("An automatic Label in toolbar content takes the toolbar's rules; a chosen style does not")
    func toolbarLabel() throws {
        let scene = Scene(name: "Toolbar", roots: [
            SceneNode(.plain(.color), modifiers: [SceneModifier(.toolbar([
                SceneNode(.styled(.label)),
                SceneNode(.styled(.label), modifiers: [try style(.label, "titleAndIcon")]),
            ]), location: at(2))], location: at(1)),
        ])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let automatic = try control(resolved, [0, 0])
        #expect(automatic.resolution.resolved.name == "iconOnly")
        #expect(automatic.steps.map(\.reason).contains(
            "This Label is toolbar content of the toolbar of Color at 1:1, so the toolbar's rules choose its automatic look."))
        let chosen = try control(resolved, [0, 1])
        #expect(chosen.resolution.resolved.name == "titleAndIcon")
        #expect(!chosen.steps.contains { $0.reason.contains("toolbar's rules") })
    }

    @Test("Several label styles compose; automatic takes the placement's look")
    func labelStack() throws {
        let scene = Scene(name: "Stack", roots: [
            SceneNode(.plain(.color), modifiers: [SceneModifier(.toolbar([
                SceneNode(.styled(.label), modifiers: [try style(.label, "RedBorderedLabelStyle"), try style(.label, "automatic")]),
            ]))]),
        ])
        let label = try control(SceneResolver.resolve(scene, in: Context(platform: .iOS)), [0, 0])
        let composition = try #require(label.labelComposition)
        #expect(composition == LabelComposer.compose([.redBordered, .automatic], automatic: try StyleResolver.resolve(.label, platform: .iOS, placement: .toolbar)))
        #expect(composition.visibleParts == [.icon])
    }

    @Test("Every row cites a source")
    func rowsCiteSources() {
        for rule in SceneCompositionRule.all {
            #expect(!rule.source.isEmpty, "\(rule.family)")
        }
    }

    // MARK: - Building scenes

    private func at(_ line: Int) -> SceneLocation {
        SceneLocation(line: line, column: 1)
    }

    private func style(_ family: StyleFamily, _ name: String) throws -> SceneModifier {
        SceneModifier(.style(try StyleCatalog.style(named: name, in: family), argument: nil))
    }

    private func toggle(modifiers: [SceneModifier]) -> SceneNode {
        SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Flag"))], modifiers: modifiers)
    }

    private func control(_ scene: ResolvedScene, _ path: [Int]) throws -> SceneControlResolution {
        try #require(scene.node(at: ScenePath(path))?.control, "no control at \(path)")
    }
}
