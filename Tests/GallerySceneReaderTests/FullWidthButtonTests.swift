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

    @Test("On Apple Watch two bordered buttons share the row's width, in a stack framed to the full width at its leading edge too; on iPhone they keep their own size")
    func watchButtonsShareTheRow() throws {
        let scene = try ReaderSupport.scene("""
            VStack(alignment: .leading) {
                Text("00:24:17")
                HStack {
                    Button { } label: { Image(systemName: "pause.fill") }
                    Button { } label: { Image(systemName: "xmark") }
                }
                .buttonStyle(.bordered)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            """)
        for platform in [Platform.watchOS, .iOS] {
            let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
            let row = try #require(widget.allPlans.first { $0.children.count == 2 && $0.children.allSatisfy { $0.allPlans.contains { $0.kind == .button } } })
            #expect(row.children.allSatisfy { $0.bool(.hexpand) == (platform == .watchOS) }, "\(platform)")
            let column = try #require(widget.allPlans.first { $0.children.contains { $0.allPlans.contains { $0.string(.text) == "00:24:17" } } && $0.children.count == 2 })
            #expect((column.alignment(.halign) == .fill) == (platform == .watchOS), "\(platform): the column fills its frame only where its buttons take the width")
        }
    }
}
