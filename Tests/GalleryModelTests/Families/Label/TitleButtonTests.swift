@testable import GalleryModel
import Testing

/// Apple TV's text buttons are broad capsules, never circles round a short word.
@Suite("Title-only buttons on Apple TV")
struct TitleButtonTests {
    private func plan(_ family: StyleFamily, _ style: String, on platform: Platform, in placement: Placement = .standard) throws -> WidgetPlan {
        try Planner.plan(StyleResolver.resolve(family, style: style, platform: platform, placement: placement)).widget
    }

    @Test("A Menu's \"Edit\" and a bordered \"Sign In\" are title buttons on tvOS, and nowhere else")
    func classes() throws {
        for (family, style, kind) in [(StyleFamily.menu, "automatic", WidgetKind.menuButton), (.button, "bordered", .button)] {
            let tv = try #require(try plan(family, style, on: .tvOS).allPlans.first { $0.kind == kind })
            #expect(tv.cssClasses.contains(WidgetPlan.titleButtonClass), "\(family) \(style): \(tv.cssClasses)")
            let phone = try #require(try plan(family, style, on: .iOS).allPlans.first { $0.kind == kind })
            #expect(!phone.cssClasses.contains(WidgetPlan.titleButtonClass))
        }
    }

    @Test("An image alone is no title button: it keeps its round platter")
    func symbolOnly() throws {
        let image = SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("star.fill"))])
        let button = SceneNode(.styled(.button), children: [image])
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Star", roots: [button]), in: Context(platform: .tvOS))).drawn
        let drawn = try #require(widget.allPlans.first { $0.kind == .button })
        #expect(!drawn.cssClasses.contains(WidgetPlan.titleButtonClass))
    }

    @Test("On tvOS a title button is at least two and a half times as wide as it is tall, with wider padding than an icon's")
    func proportion() throws {
        let theme = PlatformTheme.of(.tvOS)
        let content = try #require(theme.titleButtonMinimumWidth)
        let width = content + 2 * PlatformTheme.tvTitleButtonPadding + 2
        let height = theme.controlHeight + 2 * PlatformTheme.tvButtonPadding.vertical + 2
        #expect(Double(width) >= PlatformTheme.titleButtonProportion * Double(height))
        #expect(PlatformTheme.tvTitleButtonPadding > PlatformTheme.tvButtonPadding.horizontal)
        #expect(PlatformTheme.of(.iOS).titleButtonMinimumWidth == nil)
        let sheet = PlatformTheme.stylesheet(for: [.tvOS])
        #expect(sheet.contains("button.\(WidgetPlan.titleButtonClass):not(.flat):not(.card-button)") && sheet.contains("min-width: \(content)px"))
    }

    @Test("On tvOS a plain button is its label alone: no padding around a card, so a shelf keeps its stack's spacing")
    func plainButtonsUnpadded() throws {
        let card = SceneNode(.plain(.rectangle), modifiers: [SceneModifier(.other(name: "frame", source: ".frame(width: 220, height: 124)"))])
        let plain = try StyleCatalog.style(named: "plain", in: .button)
        let button = SceneNode(.styled(.button), children: [card], modifiers: [SceneModifier(.style(plain, argument: nil))])
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Shelf", roots: [button]), in: Context(platform: .tvOS))).drawn
        let drawn = try #require(widget.allPlans.first { $0.kind == .button })
        #expect(drawn.cssClasses.contains(PlatformTheme.plainButtonClass))
        let sheet = PlatformTheme.stylesheet(for: [.tvOS])
        let rule = try #require(sheet.split(separator: "\n").last { $0.contains("button.\(PlatformTheme.plainButtonClass) {") })
        #expect(rule.contains("padding: 0;"), "\(rule)")
        // The general rule that pads Apple TV's buttons comes before it, so the plain button's wins.
        #expect(sheet.range(of: "button { padding: \(PlatformTheme.tvButtonPadding.vertical)px")!.lowerBound < sheet.range(of: String(rule))!.lowerBound)
    }
}
