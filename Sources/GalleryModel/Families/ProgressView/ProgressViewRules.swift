extension ProgressViewFamily {
    /// What `automatic` becomes for a ProgressView: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<ProgressViewFamily>] = [
        AutomaticRule(Look.linear,
            because: "The gallery's progress view has a value (it is determinate), and a determinate progress view is a horizontal bar; an indeterminate ProgressView() would spin instead.",
            source: "https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic (based on how the view was created); bar: gallery's reading"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<ProgressViewFamily>] = [
        ResolutionExample(.iOS, .linear),
        ResolutionExample(.iOS, in: .menu, .linear, outsidePlacement: true),
    ]

    /// Where SwiftUI changes a chosen progress view style in a context; the first that applies wins.
    static let adjustments: [StyleAdjustment<ProgressViewFamily>] = [
        StyleAdjustment([.circular], on: [.watchOS], since: [.watchOS: "9"], becomes: .accessoryCircularCapacity,
            because: "On watchOS a circular progress view is drawn as a gauge in the accessoryCircularCapacity style (which arrived in watchOS 9).",
            source: "reference/view-styles.zh.md (progressViewStyle circular)"),
        StyleAdjustment([.circular], on: [.iOS, .iPadOS, .tvOS, .visionOS], becomes: nil,
            because: "Outside macOS a circular progress view may draw as a spinning indicator even when it has a value.",
            source: "https://developer.apple.com/documentation/swiftui/progressview"),
    ]

    /// A view file's `ProgressView()` written without a value is indeterminate, and the automatic style draws it as the
    /// spinner, not the bar the table's row gives the gallery's determinate example.
    static let compositionRules: [SceneCompositionRule] = [
        SceneCompositionRule(ProgressViewFamily.self, automaticOnly: true, .spinsWhenIndeterminate(ResolvedStyle(Look.circular)),
            source: "https://developer.apple.com/documentation/swiftui/progressviewstyle/automatic (based on the original initialization parameters); https://developer.apple.com/documentation/swiftui/progressview/init() (indeterminate); reference/view-styles.zh.md (the spinning ProgressView() under automatic)"),
    ]
}
