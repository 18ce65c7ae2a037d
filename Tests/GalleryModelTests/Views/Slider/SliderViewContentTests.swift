@testable import GalleryModel
import Testing

/// The Slider page's examples, as SwiftUI draws a slider: across the width it is offered.
@Suite("Slider page")
struct SliderViewContentTests {
    @Test("Every example's track takes the example's width, as SwiftUI's slider does, with no length of its own", arguments: Platform.allCases)
    func tracksFillTheirWidth(platform: Platform) {
        let configuration = Configuration(platform: platform)
        for example in SliderViewContent.examples(for: configuration) {
            let tracks = example.plan.allPlans.filter { $0.kind == .slider }
            #expect(tracks.count == 1, "\(example.title)")
            #expect(tracks.allSatisfy { $0.bool(.hexpand) == true && $0.int(.width) == nil }, "\(example.title) on \(platform)")
        }
    }
}
