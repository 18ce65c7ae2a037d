@testable import GalleryModel
import Testing

/// The Slider page's examples, as SwiftUI draws a slider: across the width it is offered, and on watchOS as the watch's
/// platter.
@Suite("Slider page")
struct SliderViewContentTests {
    @Test("Every example's track takes the example's width, as SwiftUI's slider does, with no length of its own",
          arguments: Platform.allCases.filter { $0 != .watchOS })
    func tracksFillTheirWidth(platform: Platform) {
        let configuration = Configuration(platform: platform)
        for example in SliderViewContent.examples(for: configuration) {
            let tracks = example.plan.allPlans.filter { $0.kind == .slider }
            #expect(tracks.count == 1, "\(example.title)")
            #expect(tracks.allSatisfy { $0.bool(.hexpand) == true && $0.int(.width) == nil }, "\(example.title) on \(platform)")
            #expect(!example.plan.allPlans.contains { $0.cssClasses.contains("slider-platter") }, "\(example.title) on \(platform)")
        }
    }

    @Test("On watchOS every slider is a platter across the screen: − (or the minimum's label) at the leading end, a bar bound to the value, + (or the maximum's label) at the trailing end, each button moving the value by the step")
    func watchPlatter() throws {
        for example in SliderViewContent.examples(for: Configuration(platform: .watchOS)) {
            #expect(!example.plan.allPlans.contains { $0.kind == .slider }, "\(example.title) still draws a thumb on a track")
            let platter = try #require(example.plan.allPlans.first { $0.cssClasses.contains("slider-platter") })
            #expect(platter.bool(.hexpand) == true)
            let parts = platter.children
            try #require(parts.count == 3)
            let (minus, bar, plus) = (parts[0], parts[1], parts[2])
            let key = try #require(bar.binding?.key)
            #expect(bar.kind == .levelBar && bar.binding?.role == .value && bar.bool(.hexpand) == true && bar.accessibleName == "Speed")
            #expect(bar.double(.minimum) == 0 && bar.double(.maximum) == 100)
            #expect(minus.kind == .button && minus.accessibleName == "Decrease" && plus.kind == .button && plus.accessibleName == "Increase")
            // The ends' labels, where the code gives them, are the buttons' faces; − and + where it does not.
            let faces = (minus.allPlans.compactMap { $0.string(.text) }, plus.allPlans.compactMap { $0.string(.text) })
            if example.code.contains("minimumValueLabel") {
                #expect(faces == (["0"], ["100"]), "\(example.title): \(faces)")
            } else {
                #expect(minus.properties[.iconName] == Build.iconValue("minus") && plus.properties[.iconName] == Build.iconValue("plus"))
            }
            guard case .adjusts(let down)? = minus.binding?.role, case .adjusts(let up)? = plus.binding?.role else {
                Issue.record("the buttons do not adjust the value")
                continue
            }
            #expect(minus.binding?.key == key && plus.binding?.key == key && down == -up && up > 0)
        }
    }

    @Test("A step moves the value and stops at the ends of the range")
    func stepping() {
        let slot = ExampleSlot(SliderViewContent.Keys.steppedSpeed, .double(50), .number(0...100))
        #expect(slot.activated(by: .adjusts(by: 5), from: .double(50)) == .double(55))
        #expect(slot.activated(by: .adjusts(by: -5), from: .double(2)) == .double(0))
        #expect(slot.activated(by: .adjusts(by: 5), from: .double(100)) == nil)
    }
}

/// Where Slider does not build, its stages say so.
@Suite("Slider page availability")
struct SliderPageAvailabilityTests {
    @Test("Apple TV's stages of the Slider page say tvOS has no Slider; the other platforms' say nothing", arguments: Platform.allCases)
    func unavailableNote(platform: Platform) {
        let note = ViewPage.slider.unavailableNote(for: Configuration(platform: platform))
        #expect((note != nil) == (platform == .tvOS))
        #expect(note.map { $0.english.contains("tvOS has no Slider") } ?? true)
    }
}
