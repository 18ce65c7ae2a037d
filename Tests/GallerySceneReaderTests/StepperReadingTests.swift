import GalleryModel
import Testing
@testable import GallerySceneReader

/// A Stepper, read from a file and drawn as each platform draws it.
@Suite("Stepper")
struct StepperReadingTests {
    private static let source = """
        import SwiftUI

        struct Guests: View {
            @State private var guests = 2.0
            var body: some View {
                Form {
                    Stepper("Guests", value: $guests, in: 1...8)
                }
            }
        }
        """

    @Test("Stepper(\"Guests\", value: $guests, in: 1...8) is a known view: its label, − and + moving the @State by 1 within 1...8", arguments: [Platform.iOS, .macOS, .watchOS])
    func stepper(platform: Platform) throws {
        let scene = try ReaderSupport.scene(Self.source, named: "Guests")
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty, "\(ReaderSupport.diagnostics(scene, .warning))")
        #expect(ReaderSupport.allNodes(scene.roots).contains { $0.kind == .plain(.stepper) })
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform)))
        let steps = plan.widget.allPlans.filter { $0.cssClasses.contains("stepper-step") }
        let minus = try #require(steps.first { $0.accessibleName == "Decrement" })
        let plus = try #require(steps.first { $0.accessibleName == "Increment" })
        let key = try #require(minus.binding?.key)
        #expect(minus.binding == StateBinding(key, .adjusts(by: -1)) && plus.binding == StateBinding(key, .adjusts(by: 1)))
        #expect(plan.widget.allPlans.contains { $0.string(.text) == "Guests" })
        let slot = try #require(plan.slots.first { $0.key == key })
        #expect(slot.defaultValue == .double(2))
        #expect(slot.activated(by: .adjusts(by: 1), from: .double(8)) == nil)
        #expect(slot.activated(by: .adjusts(by: -1), from: .double(2)) == .double(1))
        // The Mac's arrows stand one above the other; the Watch's − and + at the ends of its platter; elsewhere a pair.
        let holder = switch platform {
        case .macOS: "stepper-arrows"
        case .watchOS: "stepper-platter"
        default: "stepper-pair"
        }
        #expect(plan.widget.allPlans.contains { $0.cssClasses.contains(holder) })
    }
}
