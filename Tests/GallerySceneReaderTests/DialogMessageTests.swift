import GalleryModel
@testable import GallerySceneReader
import Testing

/// A dialog's `message:` (the newer alert's and confirmation dialog's closure, the older `Alert`'s argument) is drawn
/// under its title, smaller; a dialog without one is drawn as before.
@Suite("Dialog messages")
struct DialogMessageTests {
    static let source = """
        import SwiftUI

        struct Account: View {
            @State private var signingOut = false
            @State private var leaving = false
            @State private var resetting = false
            @State private var plain = false

            var body: some View {
                List {
                    Text("Ada")
                }
                .alert("Sign out?", isPresented: $signingOut) {
                    Button("Sign Out", role: .destructive) { }
                    Button("Cancel", role: .cancel) { }
                } message: {
                    Text("Your drafts stay on this device.")
                }
                .confirmationDialog("Leave the group?", isPresented: $leaving, titleVisibility: .visible, actions: {
                    Button("Leave", role: .destructive) { }
                }, message: {
                    Text("You can join again later.")
                })
                .alert(isPresented: $resetting) {
                    Alert(title: Text("Reset?"), message: Text("Every setting goes back."), primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
                }
                .alert("Saved", isPresented: $plain) {
                    Button("OK") { }
                }
            }
        }
        """

    static func dialogs(_ scene: Scene) -> [SceneAttachment] {
        (scene.roots.first?.modifiers ?? []).compactMap { modifier in
            if case .attached(let attachment, _) = modifier.kind { attachment } else { nil }
        }
    }

    @Test("Each message is read as its words, and prints back as a message closure")
    func read() throws {
        let scene = try ReaderSupport.scene(Self.source)
        #expect(Self.dialogs(scene).map(\.message) == ["Your drafts stay on this device.", "You can join again later.", "Every setting goes back.", nil])
        // The message's closure is not an argument of the modifier.
        #expect(Self.dialogs(scene)[1].arguments == "\"Leave the group?\", isPresented: $leaving, titleVisibility: .visible")
        let printed = SceneSource.view(try #require(scene.roots.first))
        #expect(printed.contains("} message: {\n    Text(\"Your drafts stay on this device.\")\n}"))
        let again = try ReaderSupport.scene("import SwiftUI\nstruct Account: View {\n    var body: some View {\n" + printed + "\n    }\n}\n")
        #expect(Self.dialogs(again).map(\.message) == Self.dialogs(scene).map(\.message))
    }

    @Test("Drawn under the title on iPhone, the Mac and the Watch; the alert without one keeps its title alone", arguments: [Platform.iOS, .macOS, .watchOS])
    func drawn(platform: Platform) throws {
        let scene = try ReaderSupport.scene(Self.source)
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
        let words = { (panel: WidgetPlan) in panel.allPlans.filter { $0.kind == .label }.compactMap { $0.string(.text) } }
        let alerts = plan.allPlans.filter { $0.cssClasses.contains("scene-alert") }
        #expect(words(alerts[0]).prefix(2) == ["Sign out?", "Your drafts stay on this device."])
        #expect(alerts[0].allPlans.first { $0.string(.text) == "Your drafts stay on this device." }?.cssClasses.contains("caption") == true)
        let reset = try #require(alerts.first { words($0).first == "Reset?" })
        #expect(words(reset).prefix(2) == ["Reset?", "Every setting goes back."])
        let saved = try #require(alerts.last)
        // Its first words are its title alone (the Mac's app icon above them is no words).
        #expect(saved.children.first { $0.kind == .label }?.string(.text) == "Saved")
        // The confirmation dialog: an action sheet on iPhone, an alert elsewhere; its message under its title either way.
        let dialogWords = words(plan)
        let title = try #require(dialogWords.firstIndex(of: "Leave the group?"))
        #expect(dialogWords[title + 1] == "You can join again later.")
    }
}
