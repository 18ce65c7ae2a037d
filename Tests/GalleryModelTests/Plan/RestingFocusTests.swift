import Foundation
@testable import GalleryModel
import Testing

/// A tvOS screen always has one control focused: every Apple TV stage (a card, a scene, a view page's example) shows
/// its first focusable control focused before anyone moves the focus, and no other platform's stage does.
@Suite("Resting focus")
struct RestingFocusTests {
    private func card(_ family: StyleFamily, _ style: String = "automatic", on platform: Platform,
                      in placement: Placement = .standard) throws -> WidgetPlan {
        try Planner.plan(StyleResolver.resolve(family, style: style, platform: platform, placement: placement)).widget
    }

    private func focused(_ plan: WidgetPlan) -> [WidgetPlan] { plan.allPlans.filter(\.hasRestingFocus) }

    @Test("Every Apple TV card with a control shows exactly one focused, the example's own; no other platform's card does",
          arguments: Platform.allCases)
    func oneFocusPerCard(platform: Platform) {
        for style in StyleCatalog.allStyles {
            let resolution = StyleResolver.resolve(style, in: Context(platform: platform))
            let widget = Planner.plan(resolution).widget
            let marked = focused(widget)
            guard resolution.shownPlatform == .tvOS else {
                #expect(marked.isEmpty, "\(style.id) on \(platform.rawValue)")
                continue
            }
            #expect(marked.count <= 1, "\(style.id): \(marked.count) focused controls")
            // The example's first control takes the focus whenever it has one written in its code (a split view's
            // Back button, the system's, waits on a page not pushed); the gallery's own controls never do.
            let example = widget.allPlans.filter { $0.origin == .example && $0.kind.isFocusable && $0.kind != .listRow }
            if !example.isEmpty { #expect(marked.count == 1, "\(style.id): no focused control") }
            #expect(marked.allSatisfy { $0.origin != .gallery }, "\(style.id): the gallery's control took the focus")
        }
    }

    @Test("An Apple TV button card shows its button focused: the lifted platter the screen opens with")
    func buttonCard() throws {
        let widget = try card(.button, "bordered", on: .tvOS)
        let button = try #require(widget.first(.button))
        #expect(button.hasRestingFocus)
        #expect(try !card(.button, "bordered", on: .iOS).allPlans.contains(where: \.hasRestingFocus))
    }

    @Test("In an Apple TV list the toggle of the first row takes the focus, not the row around it")
    func listRowControl() throws {
        let widget = try card(.list, on: .tvOS)
        let marked = try #require(focused(widget).first)
        #expect(marked.kind == .toggleButton)
        let rows = widget.allPlans.filter { $0.kind == .listRow }
        #expect(!rows.isEmpty && rows.allSatisfy { !$0.hasRestingFocus })
    }

    @Test("A progress view's card has no focusable control of its own: the gallery's slider does not take the focus")
    func galleryControls() throws {
        let widget = try card(.progressView, on: .tvOS)
        #expect(widget.allPlans.contains { $0.kind == .slider && $0.origin == .gallery })
        #expect(focused(widget).isEmpty)
    }

    @Test("A scene's focus rests on its first control only; a disabled control and a page not turned to are passed over")
    func scene() {
        func button(_ title: String, _ modifiers: [SceneModifier] = []) -> SceneNode {
            SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string(title))], modifiers: modifiers)
        }
        let roots = [SceneNode(.layout(.vStack), children: [button("Off", [SceneModifier(.disabled(true))]), button("Play"), button("Stop")])]
        let resolved = SceneResolver.resolve(Scene(name: "Remote", roots: roots), in: Context(platform: .tvOS))
        let marked = focused(ScenePlanner.plan(resolved).drawn)
        #expect(marked.count == 1 && marked.first?.spokenText == "Play")
        let onPhone = SceneResolver.resolve(Scene(name: "Remote", roots: roots), in: Context(platform: .iOS))
        #expect(focused(ScenePlanner.plan(onPhone).drawn).isEmpty)

        let pages = WidgetPlan(.pagedStack, children: [WidgetPlan(.label), WidgetPlan(.button)])
        #expect(focused(pages.placingRestingFocus(on: .tvOS)).isEmpty)
    }

    @Test("A view page's example on Apple TV rests its focus on its first control")
    func viewPage() {
        let configuration = Configuration(platform: .tvOS)
        let examples = ViewPage.button.examples(for: configuration)
        let first = examples.first { example in example.plan.allPlans.contains { $0.kind == .button } }
        #expect(first.map { focused($0.plan).count } == 1)
    }

    @Test("Apple TV's stylesheet draws the resting focus lifted only while the keyboard focus is outside the stage")
    func stylesheet() {
        let css = PlatformTheme.stylesheet(for: [.tvOS])
        let stage = ".stage.\(PlatformTheme.of(.tvOS).cssClass)"
        for scheme in ColorScheme.allCases {
            let palette = PlatformTheme.of(.tvOS).palette(scheme)
            let rule = css.split(separator: "\n").first {
                $0.contains("\(stage).\(DesignEra.liquidGlass.cssClass).scheme-\(scheme.rawValue):not(:focus-within) button.\(WidgetPlan.restingFocusClass)")
            }
            #expect(rule?.contains("background-color: \(palette.focusPlatter)") == true)
            #expect(rule?.contains("transform: scale(\(PlatformTheme.focusScale))") == true)
        }
        #expect(!PlatformTheme.stylesheet(for: [.iOS]).contains(WidgetPlan.restingFocusClass))
    }
}
