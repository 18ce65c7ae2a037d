@testable import GalleryModel
import Testing

/// An inline picker lays its choices out as a section of the list around it, under a header at the section's leading
/// edge (https://developer.apple.com/documentation/swiftui/pickerstyle/inline).
@Suite("Inline picker")
struct InlinePickerTests {
    @Test("The choices' header sits at the leading edge, as a section's header does, wherever the choices are rows",
          arguments: Platform.allCases.filter { $0 != .macOS })
    func headerLeads(platform: Platform) throws {
        let widget = try Planner.plan(StyleResolver.resolve(.picker, style: "inline", platform: platform, placement: .form)).widget
        let header = try #require(widget.allPlans.first { $0.cssClasses.contains("list-header") })
        #expect(header.alignment(.halign) == .start)
        #expect(widget.allPlans.contains { $0.cssClasses.contains("inline-picker") })
    }
}
