/// What a Gauge is written with, read once for its drawing: its range, the value it shows and the views of its four
/// label closures (https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:minimumvaluelabel:maximumvaluelabel:)).
/// A card's Gauge is the gallery's sample, its value the card's own state; a scene's is the file's, with the labels
/// the file writes and none where it writes none.
struct GaugeWriting: Equatable {
    /// The range the value is shown within: `in:`, else `0...1` as SwiftUI's default bounds are.
    var range: ClosedRange<Double>
    /// The value drawn.
    var value: Value
    /// The label's words (its title, from the main closure or `label:`), or nil for none.
    var label: String?
    /// The current-value label, or nil for none.
    var currentValueLabel: SceneValueLabel?
    /// The minimum-value label, or nil for none.
    var minimumValueLabel: SceneValueLabel?
    /// The maximum-value label, or nil for none.
    var maximumValueLabel: SceneValueLabel?

    /// Where the value drawn comes from.
    enum Value: Equatable {
        /// The card's state, which the gallery's slider under the card changes.
        case cardState
        /// A number the file states: a literal (`Gauge(value: 0.5)`), or the initial value of the `@State` it names,
        /// held within the range as the gauge holds it.
        case stated(Double)
        /// A value known only as the app runs (`Gauge(value: model.level)`): drawn at ``unknownFraction`` of the
        /// range, the same reading the card's sample starts at.
        case unknown(String)
    }

    /// Where within its range a gauge whose value is known only as the app runs is drawn: where the card's sample
    /// starts (62 %), so that a card and the scene of its code show one reading.
    static var unknownFraction: Double {
        (SampleContent.gaugeValue - SampleContent.gaugeRange.lowerBound)
            / (SampleContent.gaugeRange.upperBound - SampleContent.gaugeRange.lowerBound)
    }

    /// The card's sample: `Gauge(value: batteryLevel, in: 0...100)`, labelled, its current value with a percent sign
    /// and its two bounds as numbers.
    static let sample = GaugeWriting(
        range: SampleContent.gaugeRange, value: .cardState, label: SampleContent.gaugeLabel,
        currentValueLabel: .template("{value}%"),
        minimumValueLabel: .words(String(Int(SampleContent.gaugeRange.lowerBound))),
        maximumValueLabel: .words(String(Int(SampleContent.gaugeRange.upperBound))))

    /// What `node` writes, its variables read from the scene's `state` where it declares them.
    init(_ node: SceneNode, state: [SceneState]) {
        range = node.rangeArgument ?? 0...1
        let number = node.number("value", in: state)
        switch number {
        case .stated(let written)?: value = .stated(Self.held(written, in: range))
        case .unknown(let source)?: value = .unknown(source)
        case nil: value = .unknown("value")
        }
        // The name whose value a current-value label may show: `level` of `Gauge(value: level)`.
        let name: String? = if case .expression(let source)? = node.arguments.first(where: { $0.label == "value" })?.value { source } else { nil }
        label = node.labelTitle
        let slot = { (label: String) in node.slots.first { $0.label == label }?.children.first.flatMap { SceneValueLabel($0, showing: name) } }
        currentValueLabel = slot("currentValueLabel")
        minimumValueLabel = slot("minimumValueLabel")
        maximumValueLabel = slot("maximumValueLabel")
    }

    private init(range: ClosedRange<Double>, value: Value, label: String?, currentValueLabel: SceneValueLabel?,
                 minimumValueLabel: SceneValueLabel?, maximumValueLabel: SceneValueLabel?) {
        self.range = range
        self.value = value
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The number drawn for a value the file states or the reader cannot know; nil for the card's state.
    var reading: Double? {
        switch value {
        case .cardState: nil
        case .stated(let number): number
        case .unknown: range.lowerBound + (range.upperBound - range.lowerBound) * Self.unknownFraction
        }
    }

    /// `number` held within `range`: a gauge shows no value outside its bounds.
    static func held(_ number: Double, in range: ClosedRange<Double>) -> Double {
        min(max(number, range.lowerBound), range.upperBound)
    }
}
