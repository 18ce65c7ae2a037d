import Foundation
import GalleryTestSupport
import Testing
import GalleryModel
@testable import GallerySceneReader

/// SwiftUI source is the scene's file format both ways: reading what `SceneSource.print` writes gives the scene
/// back, locations aside, for every shipped file and for seeded scenes made of every kind of view and modifier.
@Suite("Scene round trips")
struct SceneRoundTripTests {
    /// `scene` printed and read back, found by its name.
    private static func reprinted(_ scene: Scene) throws -> Scene {
        let source = SceneSource.print(scene)
        return try SceneReader.read(source: source, fileName: "\(scene.name).swift").scene(named: scene.name)
    }

    @Test("Each shipped file reads without a diagnostic, and its view prints and reads back as the same scene", arguments: SceneExamples.all)
    func shippedFile(_ example: SceneExample) throws {
        let file = try SceneReader.readFile(atPath: ShippedScenes.path(of: example))
        let scene = try file.scene(named: example.viewName)
        #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(!scene.roots.isEmpty && !scene.state.isEmpty)
        // Every `$name` is a binding to one of the view's states.
        let values = Self.allNodes(scene.roots).flatMap(\.arguments).map(\.value)
        #expect(!values.contains { if case .expression(let text) = $0 { text.hasPrefix("$") } else { false } })
        for case .binding(let name) in values {
            #expect(scene.state.contains { $0.name == name }, "$\(name) of \(example.fileName)")
        }
        let again = try Self.reprinted(scene)
        #expect(again.withoutLocations.roots == scene.withoutLocations.roots)
        #expect(again.withoutLocations.state == scene.withoutLocations.state)
        #expect(again.name == scene.name)
        // Printing is a fixed point: what is read back prints the same text.
        #expect(SceneSource.print(again) == SceneSource.print(scene))
    }

    /// Every node of `nodes` and under them, depth first.
    private static func allNodes(_ nodes: [SceneNode]) -> [SceneNode] {
        nodes.flatMap { [$0] + allNodes($0.allChildren) }
    }

    @Test("The default view of each shipped file is its preview's view")
    func defaultViews() throws {
        for example in SceneExamples.all {
            let file = try SceneReader.readFile(atPath: ShippedScenes.path(of: example))
            let named = try file.scene(named: example.viewName)
            #expect(try file.scene(named: nil).withoutLocations.roots == named.withoutLocations.roots)
        }
    }

    @Test("The default view of each shipped file is named after the view its untitled preview shows")
    func previewNames() throws {
        for example in SceneExamples.all {
            #expect(try SceneReader.readFile(atPath: ShippedScenes.path(of: example)).scene(named: nil).name == example.viewName)
        }
    }

    @Test("Every symbol the shipped files name has its shape in the gallery, none the missing-image icon")
    func shippedSymbols() throws {
        func symbols(_ node: SceneNode) -> [String] {
            node.arguments.compactMap { argument -> String? in
                if argument.label == "systemImage", case .string(let name) = argument.value { return name }
                return nil
            } + node.allChildren.flatMap(symbols)
        }
        for example in SceneExamples.all {
            let scene = try SceneReader.readFile(atPath: ShippedScenes.path(of: example)).scene(named: nil)
            for symbol in scene.roots.flatMap(symbols) {
                #expect(SymbolCatalog.hasDrawing(of: symbol), "\(example.fileName): \(symbol)")
            }
        }
    }

    @Test("Seeded scenes of every kind of view and modifier print and read back unchanged", .sweep)
    func generatedScenes() throws {
        var random = SplitMix64(seed: 0x2026_1125)
        for number in 0..<200 {
            var generator = SceneGenerator(random: random)
            let scene = generator.scene(named: "Generated\(number)")
            random = generator.random
            let again = try Self.reprinted(scene)
            #expect(again.withoutLocations.roots == scene.roots, "scene \(number):\n\(SceneSource.print(scene))")
            #expect(again.withoutLocations.state == scene.state)
        }
    }
}
