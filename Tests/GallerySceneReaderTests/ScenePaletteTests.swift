import Testing
import GalleryModel
@testable import GallerySceneReader

/// The composer's palette is SwiftUI source: each item reads as one view of its kind without a diagnostic, and a
/// scene composed of all of them prints as a file that reads back as the same scene.
@Suite("Scene palette")
struct ScenePaletteTests {
    @Test("Each palette item reads as one view of its kind, binding only the state it declares", arguments: ScenePalette.items)
    func item(_ item: ScenePaletteItem) throws {
        let file = SceneReader.read(source: item.source, fileName: "Palette.swift")
        let scene = try file.scene(named: "PaletteItem")
        #expect(file.diagnostics.isEmpty && scene.diagnostics.isEmpty, "\(item.title): \(scene.diagnostics)")
        #expect(scene.roots.map(\.kind) == [item.kind])
        guard case .insert(let node, let state) = try item.insertion() else {
            Issue.record("\(item.title) does not insert")
            return
        }
        #expect(node.location == .none)
        #expect(state.map(\.name).sorted() == scene.state.map(\.name).sorted())
    }

    @Test("Every style family's view (but Table, whose columns scenes do not hold yet), plain view and container is there once")
    func everyKind() {
        let kinds = ScenePalette.items.map(\.kind)
        #expect(Set(kinds).count == kinds.count)
        for family in StyleFamily.allCases where family != .table && family.hasOwnView { #expect(kinds.contains(.styled(family)), "\(family)") }
        // A TableColumn and a TableRow stand only in a Table, which the palette does not add yet; Swift Charts' views need
        // `import Charts`, which the composer's files do not write.
        let elsewhere: Set<ScenePlainView> = Set([.tableColumn, .tableRow, .chart] + ScenePlainView.chartMarks)
        for view in ScenePlainView.allCases where !elsewhere.contains(view) { #expect(kinds.contains(.plain(view)), "\(view)") }
        #expect(ScenePalette.wrappers.allSatisfy { SceneNode($0).holdsContent })
    }

    @Test("A scene composed of every item, each wrapped and styled, saves as a file that reads back the same")
    func composedRoundTrip() throws {
        var composer = SceneComposer(scene: Scene(name: "Composed", roots: []))
        try composer.apply(.insert(SceneNode(.styled(.form)), state: []))
        let form = ScenePath([0])
        for item in ScenePalette.items {
            composer.select(form)
            try composer.apply(item.insertion())
        }
        let toggles = StyleCatalog.family(.toggle)
        // A tint written right after `.toggleStyle(.button)` reads back as that style's companion value: the same
        // source, another scene. Written before the style it stays a tint of its own.
        try composer.apply(.setTint(form, .orange))
        try composer.apply(.setStyle(form, try #require(toggles.styles.first { $0.name == "button" }), argument: nil))
        try composer.apply(.wrap(ScenePath([0, 0]), in: .layout(.hStack)))
        try composer.apply(.duplicate(ScenePath([0, 2])))
        let saved = composer.source
        let reread = try SceneReader.read(source: saved, fileName: "Composed.swift").scene(named: "Composed")
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics)")
        #expect(reread.withoutLocations.roots == composer.scene.roots)
        #expect(reread.withoutLocations.state == composer.scene.state)
        #expect(SceneSource.print(reread) == saved)
    }
}
