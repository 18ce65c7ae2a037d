import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/LegacyAlerts.swift`: the older `.alert(isPresented:) { Alert(…) }`, its Alert written in the closure or as a
/// computed property, is drawn as the newer `.alert(_:isPresented:actions:)` that says the same.
@Suite("Older alerts drawn as the newer ones")
struct LegacyAlertTests {
    private func read(_ view: String, on platform: Platform = .iOS) throws -> (scene: Scene, alert: WidgetPlan) {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("LegacyAlerts.swift")).scene(named: view)
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
        return (scene, try #require(widget.allPlans.first { $0.cssClasses.contains("scene-alert") }))
    }

    /// The words an alert shows, in order.
    private func words(_ alert: WidgetPlan) -> [String] {
        alert.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) }
    }

    @Test("An Alert returned by a computed property is read, not a placeholder: its title and message, Sign Out destructive and the system's Cancel, drawn as the newer alert draws them",
          arguments: [Platform.iOS, .macOS])
    func computedProperty(platform: Platform) throws {
        let (scene, alert) = try read("SignOutRow", on: platform)
        #expect(!scene.diagnostics.contains { $0.severity != .note })
        let (_, modern) = try read("ModernSignOutRow", on: platform)
        #expect(words(alert) == words(modern))
        #expect(words(alert).first == "Sign out of your account?")
        #expect(Set(words(alert)) == ["Sign out of your account?", "Your drafts stay on this device.", "Sign Out", "Cancel"])
    }

    @Test("An Alert written in the closure with a dismiss button shows its title and that button")
    func inClosure() throws {
        let (scene, alert) = try read("SavedNotice")
        #expect(!scene.diagnostics.contains { $0.severity != .note })
        #expect(words(alert) == ["Your changes were saved", "Great"])
    }
}
