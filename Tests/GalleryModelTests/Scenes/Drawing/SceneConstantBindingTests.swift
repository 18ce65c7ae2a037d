@testable import GalleryModel
import Testing

/// A control written with a constant binding, `Toggle("开关", isOn: .constant(true))` as the reference document's lists
/// start, shows the constant's value and keeps it: its state is the constant, which no slot of the scene keeps
/// (https://developer.apple.com/documentation/swiftui/binding/constant(_:)).
@Suite("Constant bindings")
struct SceneConstantBindingTests {
    private func toggle(_ isOn: SceneValue) -> SceneNode {
        SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("开关")), SceneArgument("isOn", isOn)])
    }

    private func plan(_ roots: [SceneNode]) -> ScenePlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: roots), in: Context(platform: .iOS)))
    }

    @Test("A toggle bound to .constant(false) is off and one bound to .constant(true) on; neither is a slot of the scene",
          arguments: [false, true])
    func constantToggle(isOn: Bool) throws {
        let scene = plan([toggle(.expression(".constant(\(isOn))"))])
        let control = try #require(scene.widget.first(.switchControl))
        #expect(control.binding?.key.constant == .bool(isOn))
        #expect(scene.slots.isEmpty)
    }

    @Test("A toggle bound to state keeps a slot of its own, starting on by default")
    func stateToggle() throws {
        let scene = plan([toggle(.binding("isOn"))])
        let control = try #require(scene.widget.first(.switchControl))
        #expect(control.binding?.key.constant == nil)
        #expect(scene.slots.map(\.key) == [control.binding?.key])
    }

    @Test("Only a literal the slot accepts is a constant: .constant(flag) names state the gallery cannot see")
    func unreadableConstant() throws {
        let scene = plan([toggle(.expression(".constant(flag)"))])
        #expect(try #require(scene.widget.first(.switchControl)).binding?.key.constant == nil)
    }

    @Test("Color.white and Color.black fill as they are; Color.clear and a colour the gallery cannot name paint nothing")
    func whiteAndBlack() {
        let colors = ["white", "black", "clear", "brandTint"].map {
            SceneNode(.plain(.color), arguments: [SceneArgument(nil, .expression(".\($0)"))])
        }
        let swatches = plan(colors).widget.allPlans.filter { $0.kind == .colorSwatch }
        #expect(swatches.map { $0.string(.color) } == ["#ffffff", "#000000", nil, nil])
        // A swatch without a colour is painted in the foreground's, black behind a row where SwiftUI shows the row: the
        // two without one are not seen.
        #expect(swatches.map { $0.double(.opacity) } == [nil, nil, 0, 0])
    }
}
