@testable import GalleryModel
import Testing
@testable import GallerySceneReader

/// A background written as a style in a shape (`.background(_:in:)`, `.background(in:)`), as a style alone, or as a
/// filled shape (`.background(Circle().fill(.red))`) is drawn as that shape in that style under the content: a white
/// symbol on its accent-coloured circle stays visible.
@Suite("Backgrounds in shapes")
struct BackgroundShapeTests {
    static let source = """
        import SwiftUI

        struct Avatar: View {
            var body: some View {
                VStack {
                    Image(systemName: "person.fill")
                        .foregroundColor(.white)
                        .frame(width: 60, height: 60)
                        .background(Color.accentColor.gradient, in: Circle())
                    Text("Tag")
                        .background(.quaternary, in: Capsule())
                    Text("Plain")
                        .background(in: RoundedRectangle(cornerRadius: 4))
                    Text("Red")
                        .background(Circle().fill(.red))
                    Text("Glass")
                        .background(.thinMaterial)
                }
            }
        }
        """

    /// The shapes under each of the stack's views, in order.
    static func layers(_ scene: Scene) -> [SceneShape?] {
        (scene.roots.first?.children ?? []).map { view in
            view.modifiers.lazy.compactMap { modifier -> SceneNode? in
                if case .attached(let attachment, let nodes) = modifier.kind, attachment.kind == .background { nodes.first } else { nil }
            }.first.flatMap(SceneShape.init)
        }
    }

    @Test("Each background is read as its shape filled with its style")
    func read() throws {
        let scene = try ReaderSupport.scene(Self.source)
        let shapes = Self.layers(scene)
        #expect(shapes.map { $0?.outline } == [.circle, .capsule, .roundedRectangle(cornerRadius: 4), .circle, .rectangle])
        #expect(shapes.map { $0?.color } == [.accentColor, .quaternary, nil, .red, nil])
        #expect(shapes.map { $0?.surface } == [nil, nil, .background, nil, .material])
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
    }

    @Test("Drawn under the content in the stage's colours: the avatar's circle is the accent and takes the frame's size")
    func drawn() throws {
        let scene = try ReaderSupport.scene(Self.source)
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))).drawn
        let shapes = plan.allPlans.filter { $0.kind == .shape }
        #expect(shapes.map { shape in shape.cssClasses.first { $0.hasPrefix("scene-fill-") } } == ["scene-fill-accent", "scene-fill-quaternary", "scene-fill-background", nil, "scene-fill-material"])
        #expect(shapes[3].cssClasses.contains(SceneDecoration.foregroundClass(.red)))
        // The avatar: the circle is a layer under the 60-point frame holding the symbol, sized by it (no size of its own).
        let overlay = try #require(plan.allPlans.first { $0.kind == .overlay && $0.children.first?.properties[.width] == .int(60) })
        let framed = try #require(overlay.children.first)
        #expect(framed.properties[.height] == .int(60) && framed.allPlans.contains { $0.kind == .image })
        let circle = try #require(overlay.children.last)
        #expect(circle.kind == .shape && circle.bool(.drawnBelow) == true && circle.properties[.width] == nil)
        #expect(circle.properties[.height] == nil)
    }
}
