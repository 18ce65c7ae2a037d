@testable import GalleryModel
import Testing

/// Example state is keyed by typed slots: a key is made from a family's declared slot or a view page's, read back
/// from a configuration only when a slot declares it, and written as remembered and exported state always wrote it.
@Suite("Example keys")
struct ExampleKeyTests {
    @Test("Every slot's key is its own and reads back from the text a configuration writes")
    func everySlotReadsBack() {
        let keys = ExampleCatalog.slots.map(\.key)
        #expect(Set(keys).count == keys.count, "two slots share a key")
        for key in keys {
            #expect(ExampleKey(declared: key.description) == key, "\(key) does not read back")
        }
    }

    @Test("A text no slot declares is no key: a misspelt slot, a style's name alone, a scene's control")
    func undeclaredTextIsNoKey() {
        for text in ["toggle.switch.ison", "toggle.switch", "toggle.sparkly.isOn", "", "scene.0.toggle.automatic.isOn"] {
            #expect(ExampleKey(declared: text) == nil, "\(text)")
        }
    }

    @Test("Keys keep the spellings remembered and exported state already holds: cards, view pages, scenes")
    func spellingsAreKept() {
        #expect(ExampleKey(declared: "toggle.switch.isOn") != nil)
        #expect(ViewPageKeys.lastAction.description == "buttonView.lastAction")
        #expect(SecureFieldViewContent.Keys.username.description == "secureFieldView.username")
        #expect(SliderViewContent.Keys.steppedSpeed.description == "sliderView.steppedSpeed")
        let toggle = ExampleKey(declared: "toggle.automatic.isOn")!
        #expect(toggle.inScene(at: ScenePath([0, 2])).description == "scene.0.2.toggle.automatic.isOn")
    }

    @Test("A planner binds a card's widget to its family's declared slot, under the card's style")
    func plannersBindDeclaredSlots() throws {
        let style = try StyleCatalog.style(named: "switch", in: .toggle)
        let plan = Planner.plan(StyleResolver.resolve(style, in: Context(platform: .iOS)))
        let bound = plan.widget.allPlans.compactMap(\.binding?.key)
        #expect(!bound.isEmpty && bound.allSatisfy { ExampleCatalog.slotsByKey[$0] != nil && $0.description.hasPrefix("toggle.switch.") })
    }
}
