@testable import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/SliderAndFonts.swift`, read and drawn: a scene's Slider is the Slider page's slider, over its own range and
/// at its own state's value, and `.font(.system(size:weight:design:))`, `.font(.custom(_:size:))` and `.lineSpacing(_:)`
/// set the words under them as the environment passes them down.
@Suite("Sliders and sized fonts in scenes")
struct SliderAndFontTests {
    private func read(_ view: String) throws -> (scene: Scene, plan: ScenePlan) {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("SliderAndFonts.swift")).scene(named: view)
        return (scene, ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))))
    }

    private func text(_ words: String, in widget: WidgetPlan) throws -> WidgetPlan {
        try #require(widget.allPlans.first { $0.string(.text) == words })
    }

    @Test("Slider(value: $volume) is a track from 0 to 1 at the 0.4 its @State starts at, taking the room across; no placeholder")
    func plainSlider() throws {
        let (scene, plan) = try read("PlaybackControls")
        #expect(!scene.diagnostics.contains { $0.message.english.contains("Slider") })
        let sliders = plan.widget.allPlans.filter { $0.kind == .slider }
        #expect(sliders.count == 2)
        let volume = try #require(sliders.first)
        #expect(volume.double(.minimum) == 0 && volume.double(.maximum) == 1)
        #expect(volume.bool(.hexpand) == true)
        let key = try #require(volume.binding?.key)
        #expect(plan.slots.first { $0.key == key }?.defaultValue == .double(0.4))
    }

    @Test("Slider(value: $tempo, in: 60...180, step: 10) with its ends' labels: the tortoise and the hare at either end, named Tempo")
    func labelledSlider() throws {
        let (_, plan) = try read("PlaybackControls")
        let tempo = try #require(plan.widget.allPlans.filter { $0.kind == .slider }.last)
        #expect(tempo.double(.minimum) == 60 && tempo.double(.maximum) == 180 && tempo.double(.step) == 10)
        #expect(tempo.accessibleName == "Tempo")
        let key = try #require(tempo.binding?.key)
        #expect(plan.slots.first { $0.key == key }?.defaultValue == .double(120))
        let row = try #require(plan.widget.allPlans.first { $0.children.contains { $0.kind == .slider && $0.binding?.key == key } })
        #expect(row.children.first?.string(.iconName) == SymbolCatalog.iconName(for: "tortoise"))
        #expect(row.children.last?.string(.iconName) == SymbolCatalog.iconName(for: "hare"))
    }

    @Test("On watchOS, Slider(value: $v, in: 0...10, step: 1) is the watch's platter: − and + step the value by 1 within 0...10, the bar between them bound to it")
    func watchSlider() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Volume: View {
                @State private var v = 4.0
                var body: some View {
                    Slider(value: $v, in: 0...10, step: 1)
                }
            }
            """, named: "Volume")
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .watchOS)))
        #expect(!plan.widget.allPlans.contains { $0.kind == .slider })
        let platter = try #require(plan.widget.allPlans.first { $0.cssClasses.contains("slider-platter") })
        try #require(platter.children.count == 3)
        let bar = platter.children[1]
        let key = try #require(bar.binding?.key)
        #expect(bar.kind == .levelBar && bar.double(.minimum) == 0 && bar.double(.maximum) == 10)
        #expect(platter.children[0].binding == StateBinding(key, .adjusts(by: -1)) && platter.children[0].accessibleName == "Decrease")
        #expect(platter.children[2].binding == StateBinding(key, .adjusts(by: 1)) && platter.children[2].accessibleName == "Increase")
        let slot = try #require(plan.slots.first { $0.key == key })
        #expect(slot.defaultValue == .double(4))
        #expect(slot.activated(by: .adjusts(by: 1), from: .double(10)) == nil)
        // The same scene on iPhone keeps its thumb on a track.
        let phone = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS)))
        #expect(phone.widget.allPlans.filter { $0.kind == .slider }.count == 1)
    }

    @Test("A system font of a size, weight and design, and a custom family at a size, set their Text; the column's own size reaches the Text that sets none, not the one in a text style")
    func sizedFonts() throws {
        let widget = try read("PosterTitle").plan.widget
        let title = try text("Summer Fair", in: widget)
        #expect(title.double(.fontSize) == 34 && title.int(.fontWeight) == FontWeight.heavy.numericWeight && title.string(.fontFamily) == "Serif")
        let subtitle = try text("Ten stalls, two stages", in: widget)
        #expect(subtitle.double(.fontSize) == 20 && subtitle.string(.fontFamily) == "Georgia")
        #expect(try text("Under the poster's size", in: widget).double(.fontSize) == 12)
        let headline = try text("Small print", in: widget)
        #expect(headline.double(.fontSize) == nil && headline.cssClasses.contains(SceneDecoration.fontClass(.headline)))
    }

    @Test(".lineSpacing(6) on the column puts 6 points between the lines of every Text in it")
    func lineSpacing() throws {
        let widget = try read("PosterTitle").plan.widget
        for words in ["Summer Fair", "Ten stalls, two stages", "Small print", "Under the poster's size"] {
            #expect(try text(words, in: widget).double(.lineSpacing) == 6, "\(words)")
        }
    }
}
