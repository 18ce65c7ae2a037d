import Foundation
import GalleryModel

/// The scene files the gallery ships, as the tests find them in the source tree.
enum ShippedScenes {
    /// `Resources/scenes`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/scenes")

    /// The path of `example`'s file.
    static func path(of example: SceneExample) -> String {
        folder.appendingPathComponent(example.fileName).path
    }

    /// The text of `example`'s file, or "" when it cannot be read (which the round-trip tests report).
    static func text(of example: SceneExample) -> String {
        (try? String(contentsOfFile: path(of: example), encoding: .utf8)) ?? ""
    }
}
