import Foundation
import GalleryModel
@testable import GallerySceneReader

/// Helpers the reader's tests share.
enum ReaderSupport {
    /// The default view of `source`.
    static func scene(_ source: String, named name: String? = nil) throws -> Scene {
        try SceneReader.read(source: source, fileName: "Test.swift").scene(named: name)
    }

    /// The diagnostics of `scene` of `severity`.
    static func diagnostics(_ scene: Scene, _ severity: SceneDiagnostic.Severity) -> [SceneDiagnostic] {
        scene.diagnostics.filter { $0.severity == severity }
    }

    /// Every node of `nodes` and under them, depth first, through ``SceneNode/allChildren``.
    static func allNodes(_ nodes: [SceneNode]) -> [SceneNode] {
        nodes.flatMap { [$0] + allNodes($0.allChildren) }
    }

    /// The style modifiers of `node`, as (style name, argument).
    static func styles(_ node: SceneNode) -> [(String, String?)] {
        node.modifiers.compactMap { modifier in
            if case .style(let style, let argument) = modifier.kind { return (style.name, argument) }
            return nil
        }
    }

    /// The path of a fixture file.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }
}
