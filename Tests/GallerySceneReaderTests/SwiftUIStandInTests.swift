@testable import GalleryModel
import Testing
@testable import GallerySceneReader

/// SwiftUI's views drawn as a container the gallery knows (lazy stacks, layouts used as views, grids, readers,
/// glass containers, ViewThatFits): their views are read and drawn, and a note at each use says what stands in.
@Suite("SwiftUI's views drawn as a known container")
struct SwiftUIStandInTests {
    @Test("Each stand-in is read with its views, drawn as its container, and noted where it is used", arguments: SwiftUIStandIn.allCases)
    func standIn(_ standIn: SwiftUIStandIn) throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Feed: View {
                var body: some View {
                    \(standIn.rawValue)(alignment: .leading, spacing: 4) { proxy in
                        Toggle("Wi-Fi", isOn: .constant(true))
                        Button("Refresh") {}
                            .buttonStyle(.bordered)
                    }
                }
            }
            """)
        let root = try #require(scene.roots.first)
        #expect(root.kind == .layout(standIn.drawnAs))
        // Its views are read, not a placeholder; ViewThatFits shows its first.
        let kinds = root.children.map(\.kind)
        let expected: [SceneViewKind] = switch standIn {
        case .viewThatFits: [.styled(.toggle)]
        // A Canvas's closure draws; an AsyncImage without a placeholder shows SwiftUI's box, here a photo symbol.
        case .canvas: []
        case .asyncImage: [.plain(.image)]
        default: [.styled(.toggle), .styled(.button)]
        }
        #expect(kinds == expected)
        // A stack keeps a stack's arguments; the others keep none of theirs.
        #expect(root.arguments.map(\.label) == (standIn.keepsStackArguments ? ["alignment", "spacing"] : []))
        let notes = ReaderSupport.diagnostics(scene, .note)
        #expect(notes.count == 1)
        #expect(notes.first?.message.english.contains(standIn.rawValue) == true)
        #expect(notes.first?.location == SceneLocation(line: 5, column: 9))
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
    }

    @Test("A project's own type of the same name is the project's, not SwiftUI's")
    func projectTypeWins() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Grid: View {
                var body: some View { Text("Mine") }
            }

            struct Board: View {
                var body: some View { Grid() }
            }
            """, named: "Board")
        #expect(scene.roots.map(\.kind) == [.plain(.text)])
        #expect(ReaderSupport.diagnostics(scene, .note).isEmpty)
    }

    @Test("SwiftUI's shapes are read as shapes, with their arguments and modifiers, and no warning")
    func shapes() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(.blue)
                        Circle()
                            .stroke(Color.red, lineWidth: 2)
                            .frame(width: 40, height: 40)
                        Capsule()
                        Rectangle()
                        Ellipse()
                        ContainerRelativeShape()
                        UnevenRoundedRectangle(topLeadingRadius: 8)
                    }
                }
            }
            """)
        let shapes = try #require(scene.roots.first?.children)
        #expect(shapes.map(\.kind) == [.plain(.roundedRectangle), .plain(.circle), .plain(.capsule), .plain(.rectangle), .plain(.ellipse),
                                       .plain(.containerRelativeShape), .plain(.unevenRoundedRectangle)])
        #expect(SceneShape(shapes[0])?.outline == .roundedRectangle(cornerRadius: 12))
        #expect(SceneShape(shapes[0])?.color == .blue)
        #expect(SceneShape(shapes[1])?.strokes == true)
        #expect(SceneShape(shapes[1])?.height == 40)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("NavigationLink, Link, ShareLink and EditButton are known views, a link's destination closure kept apart from its label")
    func links() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Menu: View {
                var body: some View {
                    List {
                        NavigationLink("Details") { Text("Detail") }
                        NavigationLink {
                            Text("Destination")
                        } label: {
                            Label("Open", systemImage: "folder")
                        }
                        Link("Website", destination: URL(string: "https://www.apple.com")!)
                        ShareLink(item: "https://www.apple.com")
                        EditButton()
                    }
                }
            }
            """)
        let rows = try #require(scene.roots.first?.children)
        #expect(rows.map(\.kind) == [.plain(.navigationLink), .plain(.navigationLink), .plain(.link), .plain(.shareLink), .plain(.editButton)])
        #expect(rows[1].slots.map(\.label) == ["label"])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("A titled text field's trailing closure is its commit action, never views; an untitled one's is its label")
    func textFieldClosures() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Edit: View {
                @State private var title = ""
                var body: some View {
                    Form {
                        TextField("Title", text: $title) {
                            Task { await save() }
                        }
                        TextField(text: $title) {
                            Text("Name")
                        }
                    }
                }
            }
            """)
        let fields = try #require(scene.roots.first?.children)
        #expect(fields[0].children.isEmpty)
        #expect(fields[0].arguments.map(\.label) == [nil, "text", "onCommit"])
        #expect(fields[1].children.map(\.kind) == [.plain(.text)])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("The deprecated Alert an .alert closure returns is read as the newer alert's buttons under its title, not a placeholder")
    func legacyAlert() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Row: View {
                @State private var asking = false
                var body: some View {
                    Button("Delete") { asking = true }
                        .alert(isPresented: $asking) {
                            Alert(title: Text("Delete the post?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
                        }
                }
            }
            """)
        let button = try #require(scene.roots.first)
        let attached = button.modifiers.flatMap(\.content)
        #expect(attached.map(\.kind) == [.styled(.button), .styled(.button)])
        #expect(attached.map(\.title) == ["Delete", "Cancel"])
        #expect(attached.map(\.buttonRole) == [.destructive, .cancel])
        let alert = button.modifiers.lazy.compactMap { modifier -> SceneAttachment? in
            if case .attached(let attachment, _) = modifier.kind { attachment } else { nil }
        }.first
        #expect(alert?.alertTitle == "Delete the post?")
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
    }

    @Test("AsyncImage shows its placeholder closure, its content closure (the loaded image) unread and unwarned")
    func asyncImagePlaceholder() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Avatar: View {
                var body: some View {
                    AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                        image.resizable()
                    } placeholder: {
                        ProgressView()
                    }
                }
            }
            """)
        #expect(scene.roots.first?.children.map(\.kind) == [.styled(.progressView)])
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
    }
}
