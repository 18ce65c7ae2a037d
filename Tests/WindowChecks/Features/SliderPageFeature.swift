import CGtk
import GalleryModel
import GalleryWindow

/// The Slider page, added by the view page recipe: Apple's two examples drawn as GTK scales named for screen readers,
/// each beside its code; dragging (here, setting the scale as a drag does) changes the value the Text under it shows
/// and the configuration keeps; on watchOS a tap on the platter's + moves it a step; on tvOS, which has no Slider, the examples are dimmed and the page says why.
@MainActor
enum SliderPageFeature: WindowCheck {
    nonisolated static let name = "sliderPage"

    static func run(_ check: WindowDriver) throws {
        check.show(.view(.slider), on: .iOS)
        let page = try check.pageTree()
        let examples = SliderViewContent.examples(for: Configuration(platform: .iOS))
        for example in examples {
            let card = try check.require(page.named("example:\(example.title)"), "no example \(example.title)")
            check.expect(card.first("GtkScale") != nil, "\(example.title) draws no scale")
            check.expect(card.all.contains { $0.classes.contains("code") && $0.text == example.code }, "\(example.title) shows other code")
            check.expect(!card.all.contains { $0.classes.contains("dimmed-example") }, "\(example.title) is dimmed on iOS")
        }
        let stepped = try check.require(check.widget(named: "example:\(examples[1].title)"))
        check.expect(WindowDriver.texts(in: stepped).contains("0") && WindowDriver.texts(in: stepped).contains("100"))
        check.expect(WindowDriver.texts(in: stepped).contains("50"), "the value under the slider is not 50")

        // As a drag ends: the scale's value changes, the state keeps it, and the Text under it follows.
        let scale = try check.require(WidgetTree.find(type: "GtkScale", in: stepped))
        gtk_range_set_value(gallery_range(scale), 75)
        check.waitForFrame()
        check.expect(check.state.configuration.example(SliderViewContent.Keys.steppedSpeed) == .double(75))
        check.expect(WindowDriver.texts(in: stepped).contains("75"), "\(WindowDriver.texts(in: stepped))")
        check.expect(check.window.inspectorTitle == "Slider · value, range and step", check.window.inspectorTitle)

        // On watchOS the slider is the watch's platter: a tap on + moves the value a step, which the Text follows.
        check.show(.view(.slider), on: .watchOS)
        let watch = try check.require(check.widget(named: "example:\(examples[1].title)"))
        check.expect(WidgetTree.find(type: "GtkScale", in: watch) == nil, "watchOS draws a thumb on a track")
        check.expect(WidgetTree.find(type: "GtkLevelBar", in: watch) != nil, "watchOS draws no bar between − and +")
        var steps: [UnsafeMutablePointer<GtkWidget>] = []
        WidgetTree.visit(watch) { if Widget($0).classes.contains("slider-platter-step") { steps.append($0) } }
        guard steps.count == 2 else { return check.fail("the platter has \(steps.count) buttons, not − and +") }
        _ = gtk_widget_activate(steps[1])
        // A button pressed from the keyboard clicks once its pressed look has shown.
        check.wait(for: "+ moving 75 by the step of 5") {
            check.state.configuration.example(SliderViewContent.Keys.steppedSpeed) == .double(80)
        }
        check.waitForFrame()
        check.expect(WindowDriver.texts(in: watch).contains("80"), "\(WindowDriver.texts(in: watch))")
        // Laid out on the watch's screen, as a scene is, not across the page; the ends' labels are the buttons' faces.
        let screen = try check.require(check.widget(withClass: "device-screen", in: watch), "the Watch's example has no screen")
        let width = try check.require(PlatformTheme.of(.watchOS).sceneScreenWidth)
        check.expect(Int(gtk_widget_get_width(screen)) == width, "the Watch's screen is \(gtk_widget_get_width(screen)) px wide, not \(width)")
        check.expect(WindowDriver.texts(in: steps[0]) == ["0"] && WindowDriver.texts(in: steps[1]) == ["100"], "the ends' labels are not on − and +")
        check.photograph(check.window.toplevel, as: "shot-slider-watchOS")

        check.show(.view(.slider), on: .tvOS)
        let tv = try check.pageTree()
        check.expect(tv.all.filter { $0.classes.contains("dimmed-example") }.count == examples.count, "the examples are not dimmed on tvOS")
        check.expect(tv.all.contains { $0.text?.hasPrefix("• tvOS has no Slider") == true }, "the page does not say tvOS has no Slider")
        check.photograph(check.window.toplevel, as: "shot-slider-tvOS")
        check.show(.view(.slider), on: .macOS)
        check.photograph(check.window.toplevel, as: "shot-slider-macOS")
    }
}
