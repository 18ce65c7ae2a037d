import GalleryModel
import Testing
@testable import GallerySceneReader

/// A button whose label is framed to the full width (`.frame(maxWidth: .infinity)`), as apps write their main action.
@Suite("Full-width buttons")
struct FullWidthButtonTests {
    @Test("In an HStack, the button fills the room the row leaves it, its neighbour keeping its own size")
    func inRow() throws {
        let scene = try ReaderSupport.scene("""
            HStack(spacing: 12) {
                Button {
                } label: {
                    Label("Book Trip", systemImage: "airplane")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                Button("Share") { }
            }
            """)
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))).drawn
        let row = try #require(widget.allPlans.first { $0.children.count == 2 && $0.children.allSatisfy { $0.kind == .button } })
        #expect(row.children[0].bool(.hexpand) == true && row.children[0].alignment(.halign) == .fill, "Book Trip takes the row")
        #expect(row.children[1].bool(.hexpand) == false, "Share keeps its size")
    }
}
