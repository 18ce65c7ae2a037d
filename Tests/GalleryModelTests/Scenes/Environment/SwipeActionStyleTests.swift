@testable import GalleryModel
import Testing

/// A swipe action's Button is drawn by its row as a swipe button: the button styles around the row do not reach it,
/// and its reasons say so; the styles written inside the swipe actions still do.
@Suite("Swipe actions and button styles")
struct SwipeActionStyleTests {
    private func button(_ title: String, _ modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))], modifiers: modifiers, location: SceneLocation(line: 5, column: 13))
    }

    private func scene(swipe: [SceneNode]) -> ResolvedScene {
        let row = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Milk"))],
                            modifiers: [SceneModifier(.attached(SceneAttachment(.swipeActions), swipe))], location: SceneLocation(line: 4, column: 9))
        let bordered = StyleCatalog.family(.button).styles.first { $0.name == "bordered" }!
        let list = SceneNode(.styled(.list), children: [row, button("Add")],
                             modifiers: [SceneModifier(.style(bordered, argument: nil), location: SceneLocation(line: 8, column: 5))],
                             location: SceneLocation(line: 3, column: 5))
        return SceneResolver.resolve(Scene(name: "Test", roots: [list]), in: Context(platform: .iOS))
    }

    @Test("The List's .buttonStyle reaches its own buttons, not its rows' swipe actions, and the reason names what it withholds")
    func listStyleWithheld() throws {
        let resolved = scene(swipe: [button("Delete")])
        let add = try #require(resolved.allNodes.first { $0.node.title == "Add" })
        #expect(add.control?.resolution.resolved.name == "bordered")
        let delete = try #require(resolved.allNodes.first { $0.node.title == "Delete" })
        #expect(delete.control?.setAt == nil)
        #expect(delete.control?.resolution.style.isAutomatic == true)
        let step = try #require(delete.control?.steps.first { $0.reason.contains("swipe button") })
        #expect(step.reason.contains(".buttonStyle(.bordered) on List at 8:5 does not reach it"))
        #expect(step.source.contains("swipeactions(edge:allowsfullswipe:content:)") && step.source.contains("silent on button styles"))
    }

    @Test("A style written on the swipe action itself still applies")
    func ownStyleApplies() throws {
        let plain = StyleCatalog.family(.button).styles.first { $0.name == "plain" }!
        let resolved = scene(swipe: [button("Delete", [SceneModifier(.style(plain, argument: nil))])])
        let delete = try #require(resolved.allNodes.first { $0.node.title == "Delete" })
        #expect(delete.control?.resolution.resolved.name == "plain")
    }
}
