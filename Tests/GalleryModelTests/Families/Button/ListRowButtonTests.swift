@testable import GalleryModel
import Testing

/// A button in a List or Form row is the row: its title leads it as every row's title does, where a free-standing
/// button centres its label.
@Suite("List row buttons")
struct ListRowButtonTests {
    /// The widgets of the Button card `style` drawn in `placement` on `platform`.
    private func buttons(_ style: String, in placement: Placement, on platform: Platform) throws -> [WidgetPlan] {
        let resolution = try StyleResolver.resolve(.button, style: style, platform: platform, placement: placement)
        return Planner.plan(resolution).scene.allPlans.filter { $0.kind == .button }
    }

    @Test("The automatic button in a list row leads its title; on its own or bordered it centres it", arguments: [Platform.iOS, .iPadOS, .visionOS])
    func leading(platform: Platform) throws {
        let rows = try buttons("automatic", in: .list, on: platform)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.bool(.leadsContent) == true }, "\(platform.rawValue)")
        #expect(try buttons("automatic", in: .standard, on: platform).allSatisfy { $0.bool(.leadsContent) != true })
        #expect(try buttons("borderedProminent", in: .list, on: platform).allSatisfy { $0.bool(.leadsContent) != true })
    }
}
