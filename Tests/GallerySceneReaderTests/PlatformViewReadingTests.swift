import GalleryModel
import Testing
@testable import GallerySceneReader

/// Views of the project's that UIKit or AppKit draw (`Fixtures/PlatformViews.swift`): each use is read as a platform
/// view naming the class its make method returns (the call it ends with, a `let` it returns, the type's
/// `UIViewType` alias, a class of the project's), through a representable alias the platform compiles, with one note;
/// on a platform without the framework, an error as the compiler's.
@Suite("Platform views")
struct PlatformViewReadingTests {
    static func scene(on platform: Platform) throws -> Scene {
        try SceneReader.readFile(atPath: ReaderSupport.fixture("PlatformViews.swift"), views: .named("ReadingView"),
                                 options: SceneReadingOptions(platform: platform)).scene(named: "ReadingView")
    }

    static func platformViews(_ scene: Scene) -> [ScenePlatformView] {
        ReaderSupport.allNodes(scene.roots).compactMap { node in
            if case .platformView(let view) = node.kind { view } else { nil }
        }
    }

    @Test("On iOS each representable names the class SwiftUI shows, with one note each and no placeholder")
    func iOS() throws {
        let scene = try Self.scene(on: .iOS)
        #expect(Self.platformViews(scene) == [
            ScenePlatformView(name: "WebPage", host: .uiView, platformClass: "WKWebView"),
            ScenePlatformView(name: "NotesEditor", host: .uiView, platformClass: "UITextView"),
            ScenePlatformView(name: "MapPanel", host: .uiViewController, platformClass: "MapController"),
            ScenePlatformView(name: "Sketch", host: .uiView, platformClass: nil),
        ])
        #expect(!ReaderSupport.allNodes(scene.roots).contains { if case .unknown = $0.kind { true } else { false } })
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty && ReaderSupport.diagnostics(scene, .error).isEmpty)
        let notes = ReaderSupport.diagnostics(scene, .note).map(\.message.english)
        #expect(notes.count == 4)
        #expect(notes.first == "SwiftUI shows the UIKit view WKWebView here (WebPage conforms to UIViewRepresentable); the gallery cannot draw UIKit and marks the room it takes.")
        #expect(notes.last?.contains("made by makeUIView(context:), which the gallery cannot read") == true)
        // The frame at the use is the node's.
        let web = try #require(ReaderSupport.allNodes(scene.roots).first { $0.kind.typeName == "WebPage" })
        #expect(web.modifiers.contains { if case .other("frame", _) = $0.kind { true } else { false } })
    }

    @Test("On macOS the alias compiles to NSViewControllerRepresentable; the UIKit ones do not build, as swiftc says")
    func macOS() throws {
        let scene = try Self.scene(on: .macOS)
        let views = Self.platformViews(scene)
        #expect(views.first { $0.name == "MapPanel" } == ScenePlatformView(name: "MapPanel", host: .nsViewController, platformClass: "MapController"))
        #expect(views.filter { !$0.builds(on: .macOS) }.map(\.name) == ["WebPage", "NotesEditor", "Sketch"])
        let errors = ReaderSupport.diagnostics(scene, .error).map(\.message.english)
        #expect(errors.count == 3)
        #expect(errors.first == "WebPage conforms to UIViewRepresentable, which is UIKit's: a build for macOS fails here (cannot find type 'UIViewRepresentable' in scope).")
    }
}
