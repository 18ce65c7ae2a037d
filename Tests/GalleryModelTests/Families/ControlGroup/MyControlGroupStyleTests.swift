import GalleryModel
import Testing

/// The document's custom control group style, drawn as its definition lays it out.
@Suite("MyControlGroupStyle")
struct MyControlGroupStyleTests {
    @Test("The VStack stacks the label, the divider and each control one under another", arguments: [Platform.iOS, .macOS])
    func stacksVertically(platform: Platform) throws {
        let widget = try Planner.plan(StyleResolver.resolve(.controlGroup, style: "MyControlGroupStyle", platform: platform)).widget
        let stack = try #require(widget.allPlans.first { $0.cssClasses.contains("custom-control-group") })
        #expect(stack.children.count >= 4)
        #expect(stack.children[1].kind == .separator)
        let controls = stack.children.dropFirst(2)
        #expect(controls.allSatisfy { $0.kind == .button }, "\(controls.map(\.kind))")
        #expect(controls.allSatisfy { $0.alignment(.halign) == .center } && stack.children[0].alignment(.halign) == .center)
    }
}
