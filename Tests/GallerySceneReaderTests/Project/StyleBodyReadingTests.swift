import Foundation
import GalleryModel
import Testing
@testable import GallerySceneReader

/// Reading a project's custom styles from their code (`Fixtures/Styles`): each style's `makeBody(configuration:)` as a
/// view tree in the style's own file, with the configuration's parts and flags typed; a static member style read as the
/// type it returns; a style whose code the reader does not know left unread, as before.
@Suite("Custom style bodies read")
struct StyleBodyReadingTests {
    static let styles = ReaderSupport.fixture("Styles") + "/Sources/Styles/"

    static func scene(_ view: String) throws -> Scene {
        try SceneProject.open(styles + "StyledViews.swift").read(file: styles + "StyledViews.swift", views: .named(view)).scene(named: view)
    }

    /// The body of the style written on `node`.
    static func body(_ node: SceneNode?) -> SceneStyleBody? {
        node?.modifiers.lazy.compactMap { modifier -> SceneStyleBody? in
            if case .projectStyle(_, _, let body) = modifier.kind { return body }
            return nil
        }.first
    }

    @Test("A label style's body is read with its parts typed, each node in the style's own file")
    func labelStyles() throws {
        let scene = try Self.scene("LabelsView")
        #expect(scene.diagnostics.isEmpty)
        let labels = try #require(scene.roots.first?.children)
        // `configuration.title.font(.caption)`: the title alone, which drops the icon.
        let caption = try #require(Self.body(labels.first))
        #expect(caption.name == "CaptionOnlyStyle")
        #expect(caption.roots.map(\.kind) == [.stylePart(.title)])
        #expect(caption.roots.first?.modifiers.map(\.kind) == [.font(.caption)])
        #expect(caption.roots.first?.location.file?.hasSuffix("LabelStyles.swift") == true)
        #expect(caption.roots.first?.location.line == 6)
        #expect(caption.location.line == 5)
        // A VStack of the icon over the title.
        let tower = try #require(Self.body(labels[1]))
        #expect(tower.roots.map(\.kind) == [.layout(.vStack)])
        #expect(tower.roots.first?.children.map(\.kind) == [.stylePart(.icon), .stylePart(.title)])
        // `Label(configuration)` with a modifier: the label as the style outside draws it.
        let tinted = try #require(Self.body(labels[2]))
        #expect(tinted.roots.map(\.kind) == [.stylePart(.control(.label))])
        #expect(tinted.roots.first?.modifiers.map(\.kind) == [.foregroundStyle(.orange)])
        // `.leadingDot`, a static member of `LabelStyle`: the type it returns.
        let dot = try #require(Self.body(labels[3]))
        #expect(dot.name == "LeadingDotStyle")
        #expect(dot.roots.first?.children.map(\.kind) == [.plain(.circle), .stylePart(.title)])
    }

    @Test("A button style decorating its label and a toggle style reading isOn are read; unknown code leaves the style unread")
    func controlStyles() throws {
        let scene = try Self.scene("ControlsView")
        let controls = try #require(scene.roots.first?.children)
        let pill = try #require(Self.body(controls.first))
        #expect(pill.roots.map(\.kind) == [.stylePart(.label)])
        #expect(pill.roots.first?.modifiers.map(\.kind.name) == ["padding", "padding", "background", "foregroundStyle", "clipShape"])
        let check = try #require(Self.body(controls[1]))
        let row = try #require(check.roots.first)
        #expect(row.kind == .layout(.hStack))
        #expect(row.children.map(\.kind) == [.stylePart(.label), .plain(.spacer), .plain(.image)])
        #expect(row.children[2].arguments.first?.value == .choice(.isOn, ifTrue: .string("checkmark.circle.fill"), ifFalse: .string("circle")))
        // `DialFace` is no view the gallery knows: the style is the project's, drawn as the automatic look, and what the
        // reader met in its body is not said.
        #expect(controls[3].modifiers.map(\.kind.projectStyleWritten) == ["GaugeDialStyle()"])
        #expect(Self.body(controls[3]) == nil)
        #expect(scene.diagnostics.isEmpty)
        // `.pill()`, a static function declared `-> Self`: the type its code makes.
        #expect(Self.body(controls[4])?.name == "PillButtonStyle")
        // `if configuration.isOn { … } else { … }`: both branches kept, for the toggle's state to choose; no conditional
        // for a person to choose.
        let power = try #require(Self.body(controls[5])?.roots.first?.children.first)
        #expect(power.kind == .stylePart(.branch(.isOn)))
        #expect(power.children.map(\.title) == ["bolt.fill"])
        #expect(power.slots.first?.children.map(\.title) == ["bolt.slash"])
        #expect(scene.conditionals.isEmpty)
    }

    @Test("A style's body prints back as its code writes it")
    func printsBack() throws {
        let scene = try Self.scene("ControlsView")
        let check = try #require(Self.body(scene.roots.first?.children[1]))
        let source = SceneSource.view(try #require(check.roots.first))
        #expect(source.contains("configuration.label"))
        #expect(source.contains("Image(systemName: configuration.isOn ? \"checkmark.circle.fill\" : \"circle\")"))
        let power = SceneSource.view(try #require(Self.body(scene.roots.first?.children[5])?.roots.first))
        #expect(power.contains("if configuration.isOn {\n        Image(systemName: \"bolt.fill\")\n    } else {\n        Image(systemName: \"bolt.slash\")\n    }"))
    }

    @Test("A file read alone that declares its style draws it from its body; the documents' examples keep the catalog's look")
    func fileAlone() throws {
        let alone = try ReaderSupport.scene("""
            struct Stacked: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.icon; configuration.title }
                }
            }
            Label("Favorites", systemImage: "star.fill")
                .labelStyle(Stacked())
            """)
        #expect(Self.body(alone.roots.first)?.roots.first?.children.map(\.kind) == [.stylePart(.icon), .stylePart(.title)])
        // A style named but declared nowhere the reader sees: not the project's, an error as before.
        let elsewhere = try ReaderSupport.scene("""
            Label("Favorites", systemImage: "star.fill")
                .labelStyle(Elsewhere())
            """)
        #expect(elsewhere.roots.first?.modifiers.isEmpty == false)
        #expect(Self.body(elsewhere.roots.first) == nil)
    }
}
