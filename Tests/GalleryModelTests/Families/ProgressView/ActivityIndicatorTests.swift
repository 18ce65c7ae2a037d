@testable import GalleryModel
import Testing

/// A spinning ProgressView is the platform's activity indicator: eight spokes above the label, not GTK's arc beside it.
@Suite("Activity indicators")
struct ActivityIndicatorTests {
    private func drawn(_ progress: SceneNode, on platform: Platform) -> WidgetPlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Loading", roots: [progress]), in: Context(platform: platform))).drawn
    }

    @Test("A labelled ProgressView spins the spokes above its centred label", arguments: [Platform.iOS, .macOS, .tvOS, .visionOS])
    func spokesAboveLabel(platform: Platform) throws {
        let plan = drawn(SceneNode(.styled(.progressView), arguments: [SceneArgument(nil, .string("Loading"))]), on: platform)
        let spinner = try #require(plan.allPlans.first { $0.kind == .spinner })
        #expect(spinner.string(.iconName) == SymbolCatalog.activitySpokes && spinner.cssClasses.contains("activity-spokes"))
        #expect(PlatformTheme.stylesheet.contains("spinner.activity-spokes { -gtk-icon-source: -gtk-icontheme(\"\(SymbolCatalog.activitySpokes)\")"))
        let stack = try #require(plan.allPlans.first { $0.children.first?.kind == .spinner })
        #expect(stack.kind == .box && stack.orientation == .vertical && stack.children.count == 2)
        #expect(stack.children.last?.string(.text) == "Loading" && stack.children.last?.alignment(.halign) == .center)
    }

    @Test("Each platform spins at its own size: Apple TV's large indicator the largest, the phone's medium the smallest",
          arguments: [Platform.iOS, .iPadOS, .macOS, .tvOS, .visionOS])
    func ownSize(platform: Platform) throws {
        let plan = drawn(SceneNode(.styled(.progressView), arguments: [SceneArgument(nil, .string("Loading"))]), on: platform)
        let spinner = try #require(plan.allPlans.first { $0.kind == .spinner })
        let size = PlatformTheme.of(platform).activityIndicatorSize
        #expect(spinner.int(.width) == size && spinner.int(.height) == size)
        let rule = ".stage.\(PlatformTheme.of(platform).cssClass) spinner.activity-spokes { min-width: \(size)px; min-height: \(size)px;"
        #expect(PlatformTheme.stylesheet(for: [platform]).contains(rule))
        let sizes = Platform.allCases.map { PlatformTheme.of($0).activityIndicatorSize }
        #expect(PlatformTheme.of(.tvOS).activityIndicatorSize == sizes.max())
        #expect(PlatformTheme.of(.iOS).activityIndicatorSize == sizes.min())
        #expect(PlatformTheme.of(.watchOS).activityIndicatorSize > PlatformTheme.of(.iOS).activityIndicatorSize)
    }

    @Test("ProgressView() without a label draws the spinner alone, named as the system names it")
    func unlabelled() throws {
        let plan = drawn(SceneNode(.styled(.progressView)), on: .iOS)
        let spinner = try #require(plan.allPlans.first { $0.kind == .spinner })
        #expect(spinner.accessibleName == "In progress")
        #expect(!plan.allPlans.contains { $0.kind == .label && $0.string(.text) == "ProgressView" })
    }
}
