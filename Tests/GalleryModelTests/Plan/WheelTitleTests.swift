@testable import GalleryModel
import Testing

/// An iPhone's wheel stands alone outside a Form, as UIKit's picker view draws no title
/// (https://developer.apple.com/design/human-interface-guidelines/pickers); Apple Watch titles its wheels, and a Form's
/// row keeps the label. The label always names the wheel to a screen reader.
@Suite("Wheel titles")
struct WheelTitleTests {
    static func plan(_ family: StyleFamily, on platform: Platform, in placement: Placement = .standard) throws -> WidgetPlan {
        try Planner.plan(StyleResolver.resolve(family, style: "wheel", platform: platform, placement: placement)).widget
    }

    /// The captions printed over the wheel.
    static func captions(_ plan: WidgetPlan) -> [WidgetPlan] {
        plan.allPlans.filter { $0.cssClasses.contains("caption-heading") }
    }

    @Test("Outside a Form an iPhone's and an iPad's wheel pickers print no label, yet are named by it",
          arguments: [Platform.iOS, .iPadOS], [StyleFamily.picker, .datePicker])
    func aloneOutsideAForm(platform: Platform, family: StyleFamily) throws {
        let plan = try Self.plan(family, on: platform)
        #expect(Self.captions(plan).isEmpty, "\(family) on \(platform.rawValue)")
        #expect(plan.allPlans.contains { $0.kind == .wheel && $0.accessibleName?.isEmpty == false })
    }

    @Test("Apple Watch titles its wheels; a Form's row keeps the label", arguments: [StyleFamily.picker, .datePicker])
    func titled(family: StyleFamily) throws {
        #expect(!Self.captions(try Self.plan(family, on: .watchOS)).isEmpty)
        #expect(!Self.captions(try Self.plan(family, on: .iOS, in: .form)).isEmpty)
    }
}
