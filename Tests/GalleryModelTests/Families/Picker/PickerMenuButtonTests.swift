@testable import GalleryModel
import Testing

/// The menu picker's face on Apple TV, a row of its list.
@Suite("Menu picker platters")
struct PickerMenuButtonTests {
    private func face(on platform: Platform) throws -> WidgetPlan {
        let widget = try Planner.plan(StyleResolver.resolve(.picker, style: "menu", platform: platform, placement: .standard)).widget
        let button = try #require(widget.allPlans.first { $0.cssClasses.contains("picker-platter") })
        return try #require(button.children.first)
    }

    @Test("Outside a form, iPhone, iPad and Vision Pro draw the menu picker's button alone, named by its label; the Mac keeps its label beside the pop-up button",
          arguments: Platform.allCases)
    func standalone(platform: Platform) throws {
        let widget = try Planner.plan(StyleResolver.resolve(.picker, style: "menu", platform: platform, placement: .standard)).widget
        let label = try #require(widget.allPlans.first { $0.kind == .menuButton }?.accessibleName)
        let labelShown = widget.allPlans.contains { $0.kind == .label && $0.string(.text) == label }
        switch platform {
        case .iOS, .iPadOS, .visionOS, .watchOS:
            // Apple Watch has no menu picker: its card shows the iPhone's.
            #expect(widget.kind == .menuButton && !labelShown, "\(platform)")
        case .macOS, .tvOS:
            // The Mac's label stands beside its pop-up button; Apple TV's platter row holds its label itself.
            #expect(labelShown)
        }
    }

    @Test("A navigation-link picker on Apple Watch stacks the choice under its label on a platter, with no chevron; elsewhere the chevron stays",
          arguments: [Platform.watchOS, .iOS])
    func watchNavigationRow(platform: Platform) throws {
        let widget = try Planner.plan(StyleResolver.resolve(.picker, style: "navigationLink", platform: platform, placement: .standard)).widget
        let button = try #require(widget.allPlans.first { $0.kind == .popoverButton })
        let chevron = button.allPlans.contains { $0.cssClasses.contains(Build.disclosureIndicatorClass) }
        if platform == .watchOS {
            #expect(button.cssClasses.contains("picker-platter") && !chevron)
            let row = try #require(button.children.last)
            #expect(row.orientation == .vertical && row.children.count == 2 && row.children[1].cssClasses.contains("dim-label"))
        } else {
            #expect(!button.cssClasses.contains("picker-platter") && chevron)
        }
    }

    @Test("On tvOS the label leads and the chosen option trails in secondary text, on one line")
    func tvRow() throws {
        let row = try face(on: .tvOS)
        #expect(row.kind == .box && row.orientation == .horizontal)
        #expect(row.children.count == 2)
        #expect(row.children[0].bool(.hexpand) == true && row.children[0].alignment(.halign) == .start)
        #expect(row.children[1].cssClasses.contains("dim-label") && row.children[1].alignment(.halign) == .end)
    }

    @Test("An Apple TV list reads in one weight: the rows a control draws as its platter take a row's weight, not a button's")
    func oneWeight() {
        let rules = PlatformTheme.of(.tvOS).tvRowPlatterRules(PlatformTheme.of(.tvOS).light, scope: ".stage")
        let platterRules = rules.split(separator: "}").filter { $0.contains("button.\(WidgetPlan.rowPlatterClass)") && $0.contains("min-height") }
        #expect(!platterRules.isEmpty)
        #expect(platterRules.allSatisfy { $0.contains("font-weight: normal") })
    }

    @Test("A focused row's value stays secondary: fainter than its label on the light platter, still 4.5:1")
    func focusedValue() {
        let palette = PlatformTheme.of(.tvOS).palette(.light, era: .liquidGlass)
        let value = palette.focusPlatterSecondaryText
        #expect(value != palette.focusPlatterText)
        #expect(RGBColor.contrast(value, palette.focusPlatter) >= 4.5)
        #expect(RGBColor.contrast(value, palette.focusPlatter) < RGBColor.contrast(palette.focusPlatterText, palette.focusPlatter))
        let rules = PlatformTheme.of(.tvOS).tvRowPlatterRules(palette, scope: ".stage")
        #expect(rules.contains(".dim-label { color: \(value); }"))
    }
}
