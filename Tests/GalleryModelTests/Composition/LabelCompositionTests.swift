@testable import GalleryModel
import Testing

/// Label style stacks: the document's examples with the document's results,
/// and the five composition rules with stacks of the tests' own.
@Suite("Label style composition")
struct LabelCompositionTests {
    typealias Part = LabelComposition.Part

    /// How `names` compose for a Label on iOS in `placement`, where the automatic style is titleAndIcon (iconOnly in a toolbar).
    private func compose(_ names: [String], in placement: Placement = .standard, accessibility: Bool = false) throws -> LabelComposition {
        let automatic = try StyleResolver.resolve(.label, platform: .iOS, placement: placement)
        return LabelComposer.compose(try names.map(LabelStyleKind.named), automatic: automatic, accessibilitySize: accessibility)
    }

    @Test("Every Label style of the catalog is the composition kind of its look, automatic the automatic one; no other family's style is one")
    func kindsOfTheCatalogsStyles() {
        for style in StyleCatalog.family(.label).styles {
            #expect(LabelStyleKind(style)?.rawValue == style.name, "\(style.name)")
        }
        #expect(StyleCatalog.family(.toggle).styles.allSatisfy { LabelStyleKind($0) == nil })
    }

    /// The results reference/label-style-composition.zh.md states (and shows) for its stacks.
    static let documentResults: [(stack: [String], parts: [Part], effects: [String], what: String)] = [
        (["iconOnly", "titleOnly", "automatic"], [Part.icon], [String](), "only the nearest built-in applies"),
        (["Shadow", "iconOnly"], [.icon], ["shadow"], "the icon, with a shadow"),
        (["iconOnly", "Shadow"], [.icon], [], "the icon without a shadow"),
        (["ShadowErase", "titleOnly", "iconOnly"], [.icon, .title], ["shadow"], "title and icon with a shadow"),
        (["ShadowTry", "iconOnly"], [.icon], ["shadow"], "still only the icon, with a shadow"),
        (["Swap", "iconOnly"], [.icon], [], "the original icon stays visible"),
        (["HStack"], [.icon, .title], [], "icon, spacer, title"),
        (["HStack", "Shadow", "iconOnly"], [.icon, .title], [], "the HStack ignores the farther styles"),
        (["Shadow", "iconOnly", "HStack"], [.icon], ["shadow"], "applied before the HStack they work"),
        (["RedBordered"], [.icon, .title], ["redBorder"], "the default label with a red border"),
        (["MyLabelStyle"], [.icon, .title], ["greenCard", "boldTitle", "whiteForeground"], "a green card"),
    ]

    @Test("The document's stacks give the document's results", arguments: documentResults)
    func documentStacks(stack: [String], parts: [Part], effects: [String], what: String) throws {
        let result = try compose(stack)
        #expect(result.visibleParts == parts, "\(what)")
        #expect(result.effects == effects, "\(what)")
    }

    @Test("HStackLabelStyle and MyLabelStyle change the layout")
    func layouts() throws {
        #expect(try compose(["HStack"]).layout == .spacedRow)
        #expect(try compose(["MyLabelStyle"]).layout == .card)
        #expect(try compose(["Shadow"]).layout == .label)
    }

    @Test("AccessibleLabelStyle shows only the title at accessibility sizes")
    func accessible() throws {
        #expect(try compose(["Accessible"], accessibility: true).visibleParts == [.title])
        #expect(try compose(["Accessible"], accessibility: false).visibleParts == [.icon, .title])
        #expect(try compose(["Accessible", "iconOnly"], accessibility: false).visibleParts == [.icon])
        #expect(try compose(["Accessible", "iconOnly"], accessibility: true).visibleParts == [.title])
    }

    @Test("Rule 1: the nearest built-in wins and erases everything farther away")
    func nearestBuiltInWins() throws {
        #expect(try compose(["titleOnly", "iconOnly"]).visibleParts == [.title])
        #expect(try compose(["titleOnly", "RedBordered", "Shadow"]).effects.isEmpty)
        let result = try compose(["RedBordered", "titleAndIcon", "Shadow", "iconOnly"])
        #expect(result.visibleParts == [.icon, .title])
        #expect(result.effects == ["redBorder"])
        #expect(result.appliedCount == 2)
    }

    @Test("Rule 2: a style returning Label(configuration) applies on top of the rest of the stack")
    func customOnTop() throws {
        let result = try compose(["RedBordered", "Shadow", "titleOnly"])
        #expect(result.visibleParts == [.title])
        #expect(result.effects == ["redBorder", "shadow"])
        #expect(try compose(["Shadow"], in: .toolbar).visibleParts == [.icon])
    }

    @Test("Rule 3: a custom style that ends with a built-in erases what is farther away")
    func customEraser() throws {
        let result = try compose(["RedBordered", "ShadowErase", "iconOnly", "HStack"])
        #expect(result.visibleParts == [.icon, .title])
        #expect(result.effects == ["redBorder", "shadow"])
        #expect(result.layout == .label)
        #expect(try compose(["ShadowErase"], in: .toolbar).visibleParts == [.icon], "DefaultLabelStyle follows the context")
    }

    @Test("Rule 4: title and icon keep the stack's visibility when a style swaps them")
    func swapKeepsVisibility() throws {
        #expect(try compose(["Swap", "titleOnly"]).visibleParts == [.title])
        #expect(try compose(["Swap"]).visibleParts == [.title, .icon], "both shown, in swapped order")
        #expect(try compose(["Swap", "Swap"]).visibleParts == [.icon, .title])
        #expect(try compose(["Swap", "HStack"]).visibleParts == [.title, .icon])
    }

    @Test("Rule 5: a body that is not a Label stops every style farther away")
    func nonLabelStops() throws {
        let result = try compose(["MyLabelStyle", "iconOnly", "RedBordered"])
        #expect(result.visibleParts == [.icon, .title])
        #expect(!result.effects.contains("redBorder"))
        #expect(try compose(["HStack", "ShadowErase"]).effects.isEmpty)
    }

    @Test("Names: built-ins by SwiftUI name or type, custom styles by short or full name")
    func names() throws {
        #expect(try LabelStyleKind.named("IconOnlyLabelStyle") == .iconOnly)
        #expect(try LabelStyleKind.named("defaultlabelstyle") == .automatic)
        #expect(try LabelStyleKind.named("shadow") == .shadow)
        #expect(try LabelStyleKind.named("SwapLabelStyle") == .swap)
        #expect(throws: UnknownNameError.self) { try LabelStyleKind.named("Glow") }
    }

    @Test("The stack editor adds farther out, removes and moves")
    func editing() {
        var configuration = Configuration()
        configuration.replaceLabelStack(with: [])
        configuration.appendLabelStyle(.shadow)
        configuration.appendLabelStyle(.iconOnly)
        #expect(configuration.labelStack == [.shadow, .iconOnly])
        configuration.moveLabelStyle(at: 1, by: -1)
        #expect(configuration.labelStack == [.iconOnly, .shadow])
        configuration.moveLabelStyle(at: 0, by: -1)
        #expect(configuration.labelStack == [.iconOnly, .shadow])
        configuration.removeLabelStyle(at: 0)
        #expect(configuration.labelStack == [.shadow])
        for _ in 0..<20 { configuration.appendLabelStyle(.swap) }
        #expect(configuration.labelStack.count == LabelStyleKind.maximumStackDepth)
        configuration.replaceLabelStack(with: Array(repeating: .shadow, count: 20))
        #expect(configuration.labelStack.count == LabelStyleKind.maximumStackDepth, "no stack too deep to import again")
    }

    @Test("A shadow is marked as GTK's approximation wherever the page draws one")
    func shadowIsApproximate() throws {
        #expect(LabelViewContent.approximation(of: try compose(["Shadow", "iconOnly"])) != nil)
        #expect(LabelViewContent.approximation(of: try compose(["iconOnly", "Shadow"])) == nil, "an erased shadow is not drawn")
        let shadowed = LabelViewContent.documentStacks.filter { LabelViewContent.compose($0, on: .iOS).effects.contains("shadow") }
        #expect(!shadowed.isEmpty)
        #expect(shadowed.allSatisfy { LabelViewContent.approximation(of: LabelViewContent.compose($0, on: .iOS)) != nil })
    }

    @Test("The Label page's document stacks compose as the document says")
    func pageStacksMatch() throws {
        for example in LabelViewContent.documentStacks {
            let composition = LabelViewContent.compose(example, on: .iOS)
            if example.contentSize.isAccessibilityCategory {
                #expect(composition.visibleParts == [.title], "\(example.title)")
                continue
            }
            let names = example.stack.map(\.rawValue)
            let expected = try #require(Self.documentResults.first { row in
                (try? row.stack.map(LabelStyleKind.named)) == example.stack
            }, "\(example.title) (\(names)) is not one of the document's stacks")
            #expect(composition.visibleParts == expected.parts, "\(example.title)")
            #expect(composition.effects == expected.effects, "\(example.title)")
        }
        #expect(LabelViewContent.toolbar(on: .iOS, release: Platform.iOS.releases[0]).look == "iconOnly")
        #expect(LabelViewContent.toolbar(on: .macOS, release: Platform.macOS.releases[0]).look == "iconOnly")
        #expect(LabelViewContent.toolbar(on: .watchOS, release: Platform.watchOS.releases[0]).look == "iconOnly")
        #expect(LabelViewContent.toolbar(on: .tvOS, release: Platform.tvOS.releases[0]).look == "titleAndIcon")
        #expect(LabelViewContent.code([.shadow, .iconOnly]) == """
            Label("Title", systemImage: "moon.circle.fill")
                .labelStyle(ShadowLabelStyle())
                .labelStyle(.iconOnly)
            """)
    }
}
