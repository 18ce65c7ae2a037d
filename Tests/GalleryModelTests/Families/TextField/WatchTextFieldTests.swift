@testable import GalleryModel
import Testing

/// On Apple Watch a text field is a full-width rounded platter showing its prompt, which opens text input when tapped
/// (https://developer.apple.com/documentation/watchkit/wkinterfacetextfield), not an outlined or bare field.
@Suite("Watch text field")
struct WatchTextFieldTests {
    private func entries(on platform: Platform, placement: Placement = .standard) throws -> [WidgetPlan] {
        let widget = try Planner.plan(StyleResolver.resolve(.textField, style: "automatic", platform: platform, placement: placement)).widget
        return widget.allPlans.filter { $0.kind == .entry || $0.kind == .passwordEntry }
    }

    @Test("On its own the Watch's field stands on its platter, full width, its prompt its placeholder")
    func standalone() throws {
        let fields = try entries(on: .watchOS)
        #expect(!fields.isEmpty)
        for field in fields {
            #expect(field.cssClasses.contains(WidgetPlan.watchFieldPlatterClass))
            #expect(field.bool(.hexpand) == true)
            #expect(field.string(.placeholder)?.isEmpty == false)
        }
    }

    @Test("In a form or a list the row is the Watch's platter, and no other platform draws one",
          arguments: Platform.allCases)
    func elsewhere(platform: Platform) throws {
        for placement in [Placement.standard, .form, .list] where platform != .watchOS || placement != .standard {
            #expect(try entries(on: platform, placement: placement).allSatisfy { !$0.cssClasses.contains(WidgetPlan.watchFieldPlatterClass) },
                    "\(platform) \(placement)")
        }
    }

    @Test("The Watch's stylesheet draws the field's platter as it draws a toggle's: the row grey, rounded as the era rounds it",
          arguments: ColorScheme.allCases)
    func stylesheet(scheme: ColorScheme) {
        let theme = PlatformTheme.of(.watchOS)
        let lines = theme.containerRules.split(separator: "\n")
        let field = "entry.\(WidgetPlan.watchFieldPlatterClass)", scope = ".stage.\(theme.cssClass).\(DesignEra.liquidGlass.cssClass).scheme-\(scheme.rawValue)"
        #expect(lines.contains { $0.contains("\(scope) \(field)") && $0.contains("background-color: \(theme.palette(scheme).surface)") })
        #expect(lines.contains { $0.contains("\(scope) .toggle-platter") && $0.contains("background-color: \(theme.palette(scheme).surface)") })
        for start in PlatformTheme.eras(of: .watchOS) {
            let radius = "border-radius: \(PlatformTheme.watchRowPlatterRadius(in: start.era))px"
            #expect(lines.contains { $0.contains(".\(start.era.cssClass) \(field)") && $0.contains(radius) && $0.contains(".toggle-platter") })
        }
    }
}
