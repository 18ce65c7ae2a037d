import GalleryModel
import Testing
@testable import GallerySceneReader

/// `Fixtures/WatchTarget`, an Xcode project with an iPhone app and a watch app: a view of the watch app's target drawn
/// on iOS says, in one note, that its target builds for watchOS only; drawn on watchOS, or a view of the iPhone app's
/// target drawn on iOS, says nothing of it.
@Suite("A view of a target that does not build for the platform drawn")
struct TargetPlatformNoteTests {
    static let project = ReaderSupport.fixture("WatchTarget")

    private func notes(_ view: String, in file: String, on platform: Platform) throws -> [String] {
        let opened = try SceneProject.open(Self.project, preferring: platform, declaring: view)
        let scene = try opened.read(file: Self.project + "/" + file, views: .named(view), options: SceneReadingOptions(platform: platform))
            .scene(named: view)
        return scene.diagnostics.filter { $0.severity == .note && $0.message.english.contains("builds for") }.map(\.message.english)
    }

    @Test("The watch app's view drawn on iOS: one note naming its target and watchOS, the platform its target builds for")
    func watchViewOnPhone() throws {
        let found = try notes("WristSummary", in: "Watch/Complications.swift", on: .iOS)
        #expect(found.count == 1)
        #expect(found.first?.contains("Watch") == true)
        #expect(found.first?.contains("builds for watchOS, not iOS") == true)
    }

    @Test("Drawn on watchOS it says nothing of it; nor does the iPhone app's view drawn on iOS")
    func builtWhereDrawn() throws {
        #expect(try notes("WristSummary", in: "Watch/Complications.swift", on: .watchOS).isEmpty)
        #expect(try notes("RowView", in: "Phone/Views/RowView.swift", on: .iOS).isEmpty)
    }
}
