/// The Slider page: Apple's two examples of a Slider (bound to a value, and moving in steps with labels), from
/// ``SliderViewContent``. The window draws it from this definition alone.
struct SliderPage: ViewPageDefinition {
    let page = ViewPage.slider
    let title = "Slider"
    let icon = "audio-volume-medium-symbolic"
    let searchTerms = ["value", "range", "step", "onEditingChanged", "minimumValueLabel", "maximumValueLabel"]
    var summary: LocalizedText { LocalizedText(SliderViewContent.summary) }

    /// Where Slider exists, with Apple's page as the source.
    func introduction(for configuration: Configuration) -> [ViewPageBlock] {
        [.bullet(SliderViewContent.availabilityLine(on: configuration.platform), source: SliderViewContent.availability.source)]
    }

    /// On Apple TV, which has no Slider, the sentence the introduction says there.
    func unavailableNote(for configuration: Configuration) -> LocalizedText? {
        SliderViewContent.availability.isAvailable(on: configuration.platform) ? nil : SliderViewContent.availabilityLine(on: configuration.platform)
    }

    func examples(for configuration: Configuration) -> [ViewExample] {
        SliderViewContent.examples(for: configuration)
    }

    func inspection(for configuration: Configuration) -> ViewPageInspection {
        ViewPageInspection(title: say("Slider · value, range and step"), summary: LocalizedText(SliderViewContent.inspectorSummary),
                           code: SliderViewContent.examples(for: configuration)[1].code)
    }

    var slots: [ExampleSlot] { SliderViewContent.slots }

    var messages: [String] {
        [SliderViewContent.summary, SliderViewContent.inspectorSummary]
    }
}

extension ViewPage {
    /// Slider: a value chosen along a track, in steps, with labels.
    public static let slider = ViewPage(declaring: "slider")
}
