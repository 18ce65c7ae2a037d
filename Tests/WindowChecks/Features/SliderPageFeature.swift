import CGtk
import GalleryModel
import GalleryWindow

/// The Slider page, added by the view page recipe: Apple's two examples drawn as GTK scales named for screen readers,
/// each beside its code; dragging (here, setting the scale as a drag does) changes the value the Text under it shows
/// and the configuration keeps; the track and thumb have each platform's and era's proportions; on watchOS a tap on the platter's + moves it a step; on tvOS, which has no Slider, the examples are dimmed and the page says why.
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
        let width = try check.require(PlatformTheme.of(.watchOS).cardScreenWidth)
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
        try proportions(check)
    }

    /// In every era of iPhone, iPad, the Mac and Vision Pro the slider's track is as thick and its thumb as large as
    /// ``PlatformTheme/sliderMetrics(in:)`` says, the thumb centred on the track: a 2-pixel line under GTK's knob
    /// reads as GNOME.
    private static func proportions(_ check: WindowDriver) throws {
        for platform in [Platform.iOS, .iPadOS, .macOS, .visionOS] {
            let theme = PlatformTheme.of(platform)
            for era in PlatformTheme.eras(of: platform) {
                let release = try check.require(platform.releases.first { theme.era(at: $0) == era.era }, "no \(platform.rawValue) release in \(era.era)")
                let metrics = try check.require(theme.sliderMetrics(in: era.era), "\(platform.rawValue) has no slider proportions")
                check.send(.choosePlatform(platform), .chooseRelease(release))
                check.show(.view(.slider))
                let scale = try check.require(WidgetTree.find(type: "GtkScale", in: try check.pageRoot()), "no scale on \(platform.rawValue) \(release)")
                let trough = try check.require(part("trough", of: scale), "the scale has no track")
                let thumb = try check.require(part("slider", of: scale), "the scale has no thumb")
                let (track, knob) = (box(trough, in: scale), box(thumb, in: scale))
                let name = "\(platform.rawValue) \(release)"
                check.expect(Int(track.size.height) == metrics.track, "\(name): the track is \(track.size.height) px thick, not \(metrics.track)")
                check.expect(Int(knob.size.width) == metrics.thumbWidth && Int(knob.size.height) == metrics.thumbHeight,
                             "\(name): the thumb is \(knob.size.width) × \(knob.size.height) px, not \(metrics.thumbWidth) × \(metrics.thumbHeight)")
                let offCentre = abs((knob.origin.y + knob.size.height / 2) - (track.origin.y + track.size.height / 2))
                check.expect(offCentre <= 1, "\(name): the thumb's centre is \(offCentre) px off the track's line")
            }
        }
    }

    /// The scale's part whose CSS name is `name` ("trough", "slider").
    private static func part(_ name: String, of scale: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.find(in: scale) { String(cString: gtk_widget_get_css_name($0)) == name }
    }

    /// `widget`'s border box in `scale`'s coordinates.
    private static func box(_ widget: UnsafeMutablePointer<GtkWidget>, in scale: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, scale, &bounds)
        return bounds
    }
}
