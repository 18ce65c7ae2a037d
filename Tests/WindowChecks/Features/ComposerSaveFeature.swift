import CGtk
import Foundation
import GalleryModel
import GallerySceneReader

/// Saved, the composed scene is a SwiftUI file that reads back identical, the page is titled by the file, and the file
/// opens as a scene page with the same outline.
@MainActor
enum ComposerSaveFeature: WindowCheck {
    nonisolated static let name = "composerSave"

    static func run(_ check: WindowDriver) throws {
        check.send(.choosePlatform(.iOS), .composer(.new))
        try ComposerEditsFeature.compose(formWithToggle: check)
        let file = check.folder + "/Composed.swift"
        check.send(.composer(.saveTo(file)))
        let composer = check.state.composer.composer
        check.expect(!composer.isEdited && check.state.composer.path == file)
        let heading = try check.require(check.widget(withClass: "page-title", in: try check.pageRoot()))
        check.expect(String(cString: gtk_label_get_text(gallery_label(heading))) == "Composed.swift")
        let read = try SceneReader.readFile(atPath: file, views: .shown).scene(named: nil).withoutLocations
        check.expect(read.roots == composer.scene.roots && read.state == composer.scene.state, "the saved file reads back as another scene")
        let composed = try ComposerEditsFeature.outline(check)

        check.send(.openSceneFile(file))
        check.wait(for: "the saved file's scene page") { check.state.page == .scene(.file(file)) }
        check.waitForFrame()
        let document = try check.require(check.state.scenes[.file(file)])
        let resolved = SceneResolver.resolve(document.scene, in: check.state.configuration.context)
        let opened = SceneOutline(resolved).rows.compactMap { row in check.widget(named: "outline:\(row.path)").map { _ in row.accessibleName.english } }
        check.expect(!opened.isEmpty && opened == composed, "\(opened) against \(composed)")
    }
}
