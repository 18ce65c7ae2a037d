import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// A scene page: the sign-in row's outline names every view with its looks, choosing its `.button` toggle shows in the
/// inspector where the style was set and why, and a click in the middle of its widget finds it again; a file opened
/// is listed in the sidebar, and a file that is not Swift is one line in the banner while the page stays.
@MainActor
enum ScenesFeature: WindowCheck {
    nonisolated static let name = "scenes"
    static let example = "SignInRow"

    static func run(_ check: WindowDriver) throws {
        let origin = SceneOrigin.example(example)
        check.send(.choosePlatform(.iOS))
        check.show(.scene(origin))
        let document = try check.require(check.state.scenes[origin])
        let resolved = SceneResolver.resolve(document.scene, in: Context(platform: .iOS))
        let rows = SceneOutline(resolved).rows
        // The row names the outline gives a screen reader, from the window's own outline.
        let names = rows.compactMap { row in check.widget(named: "outline:\(row.path)").map { _ in row.accessibleName.english } }
        check.expect(names.count == rows.count, "the outline shows \(names.count) of \(rows.count) views")
        check.expect(names.first == "HStack", "\(names)")
        check.expect(names.contains("Toggle “Remember Me”: button → bordered"), "\(names)")
        check.expect(names.contains { $0.hasPrefix("Button “Sign In”: automatic → bordered") || $0.hasPrefix("Button “Sign In”: bordered") }, "\(names)")
        check.expect((check.window.sceneStageViews ?? 0) >= 4, "only \(check.window.sceneStageViews ?? 0) views have a widget of their own")

        // Choosing the toggle: the inspector explains it, and a click in the middle of its widget finds it again.
        let toggle = try check.require(rows.first { $0.label.hasPrefix("Toggle") }, "no toggle in the scene")
        check.send(.chooseSceneNode(toggle.path))
        check.expect(check.state.scenes[origin]?.selection == toggle.path)
        check.expect(check.window.inspectorTitle == "Toggle “Remember Me”", check.window.inspectorTitle)
        let lines = WindowDriver.texts(in: check.window.inspector)
        check.expect(lines.contains { $0.contains("`.toggleStyle(.button)` on Toggle") }, "\(lines)")
        check.expect(lines.contains { $0.contains("`.buttonStyle(.bordered)` on HStack") }, "\(lines)")
        check.expect(lines.contains("WHY"))
        check.expect(check.window.sceneView(atCentreOf: toggle.path) == toggle.path)
        check.photograph(check.window.toplevel, as: "shot-scene-\(example)")

        // Open…: a copy is listed in the sidebar; a file that is not Swift source is one line in the banner, and the page stays.
        let copy = check.folder + "/\(example).swift"
        try Data(document.source.utf8).write(to: URL(fileURLWithPath: copy))
        check.send(.openSceneFile(copy))
        check.wait(for: "the copy's scene") { check.state.page == .scene(.file(copy)) }
        check.waitForFrame()
        check.expect(check.widget(named: "sidebar:" + GalleryPage.scene(.file(copy)).id) != nil, "the sidebar does not list the file")
        let binary = check.folder + "/NotSwift.swift"
        try Data([0, 1, 2, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: binary))
        check.send(.openSceneFile(binary))
        check.wait(for: "the banner about the file that is not Swift") { check.state.banner?.text.english.contains("NotSwift.swift") == true }
        let banner = check.state.banner?.text.english ?? ""
        check.expect(banner.contains("NotSwift.swift:1:1: error:") && !banner.contains("\n"), banner)
        check.expect(check.state.page == .scene(.file(copy)), "the page changed")
    }
}
