import GalleryModel
import Testing
@testable import GallerySceneReader

/// A view missing where a scene is drawn is dimmed in the outline and named on the stage, whether its style is missing
/// (a DatePicker on Apple TV) or the view itself (a Slider, a Stepper on Apple TV), and a list's button rows read as
/// the platform's rows.
@Suite("Views missing where a scene is drawn")
struct SceneAvailabilityTests {
    private static let source = """
        import SwiftUI
        struct Controls: View {
            @State private var level = 0.5
            @State private var count = 2
            var body: some View {
                List {
                    Slider(value: $level)
                    Stepper("Copies", value: $count)
                    Text("Guide")
                    Button("Sign Out") {}
                }
            }
        }
        """

    private static func resolved(on platform: Platform) throws -> ResolvedScene {
        SceneResolver.resolve(try ReaderSupport.scene(source, named: "Controls"), in: Context(platform: platform))
    }

    @Test("On Apple TV the Slider and the Stepper are missing, each said with where it exists, and dimmed in the outline")
    func tvOS() throws {
        let scene = try Self.resolved(on: .tvOS)
        let missing = scene.allNodes.compactMap { node in node.missing(in: scene.context).map { (node.node.kind.typeName, $0.english) } }
        #expect(missing.map(\.0) == ["Slider", "Stepper"])
        #expect(missing.allSatisfy { $0.1.contains("is not available on tvOS; it exists on iOS") })
        let dimmed = SceneOutline(scene).rows.filter { !$0.isAvailable }.map(\.label)
        #expect(dimmed.count == 2 && dimmed.allSatisfy { $0.hasPrefix("Slider") || $0.hasPrefix("Stepper") }, "\(dimmed)")
    }

    @Test("On iPhone and the Watch nothing is missing", arguments: [Platform.iOS, .watchOS])
    func present(platform: Platform) throws {
        let scene = try Self.resolved(on: platform)
        #expect(scene.allNodes.allSatisfy { $0.missing(in: scene.context) == nil })
    }

    @Test("A modifier the Mac lacks (.navigationBarTitleDisplayMode, .keyboardType) marks its view there, said with where it exists; on iPhone nothing")
    func modifiers() throws {
        let source = """
            import SwiftUI
            struct Signup: View {
                @State private var email = ""
                var body: some View {
                    Form {
                        TextField("Email", text: $email).keyboardType(.emailAddress)
                    }
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
            """
        let mac = SceneResolver.resolve(try ReaderSupport.scene(source, named: "Signup"), in: Context(platform: .macOS))
        let missing = mac.allNodes.compactMap { $0.missing(in: mac.context)?.english }
        #expect(missing == [".navigationBarTitleDisplayMode is not available on macOS; it exists on iOS, iPadOS, watchOS, visionOS.",
                            ".keyboardType is not available on macOS; it exists on iOS, iPadOS, tvOS, visionOS."], "\(missing)")
        let phone = SceneResolver.resolve(try ReaderSupport.scene(source, named: "Signup"), in: Context(platform: .iOS))
        #expect(phone.allNodes.allSatisfy { $0.missing(in: phone.context) == nil })
    }

    @Test("A modifier whose closure holds views is checked too: a row's .swipeActions does not exist on Apple TV")
    func attachedModifiers() throws {
        let source = """
            import SwiftUI
            struct Groceries: View {
                var body: some View {
                    List {
                        Text("Milk").swipeActions { Button("Delete", role: .destructive) { } }
                    }
                }
            }
            """
        let tv = SceneResolver.resolve(try ReaderSupport.scene(source, named: "Groceries"), in: Context(platform: .tvOS))
        #expect(tv.allNodes.compactMap { $0.missing(in: tv.context)?.english }
            == [".swipeActions is not available on tvOS; it exists on iOS, iPadOS, macOS, watchOS, visionOS."])
        let watch = SceneResolver.resolve(try ReaderSupport.scene(source, named: "Groceries"), in: Context(platform: .watchOS))
        #expect(watch.allNodes.allSatisfy { $0.missing(in: watch.context) == nil })
    }

    @Test("A list's button row reads in the label colour on Apple TV and Apple Watch, and is its row's platter on Apple TV")
    func buttonRows() throws {
        let plan = ScenePlanner.plan(try Self.resolved(on: .tvOS)).drawn
        let button = try #require(plan.allPlans.first { $0.accessibleName == "Sign Out" })
        #expect(button.cssClasses.contains(WidgetPlan.rowPlatterClass))
        for platform in [Platform.tvOS, .watchOS] {
            let css = PlatformTheme.stylesheet(for: [platform])
            let palette = PlatformTheme.of(platform).palette(.dark, era: .liquidGlass)
            #expect(css.contains("list-row-button > button { color: \(palette.text); }"), "\(platform)")
        }
        #expect(!PlatformTheme.stylesheet(for: [.iOS]).contains(" menubutton.list-row-button > button { color: \(PlatformTheme.of(.iOS).palette(.light, era: .liquidGlass).text); }"))
    }
}
