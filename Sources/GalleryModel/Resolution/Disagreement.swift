/// Where Apple's page and what SwiftUI draws disagree: the page names one look (often written for the first
/// release and never revised), SwiftUI draws another. A rule that carries one resolves to what SwiftUI draws,
/// and its reason chain says what the page says, citing both.
public struct Disagreement: Sendable, Equatable {
    /// The look Apple's page names: a built-in style or context look of the rule's family.
    public let documented: String
    /// Apple's page that names ``documented``.
    public let documentedSource: String
    /// Where what SwiftUI draws is shown: release notes, a WWDC session, a newer page.
    public let drawnSource: String

    /// Apple's page `documentedSource` names `documented`; `drawnSource` shows what SwiftUI draws instead.
    init<Look: RawRepresentable<String>>(page documented: Look, says documentedSource: String, drawn drawnSource: String) {
        self.documented = documented.rawValue
        self.documentedSource = documentedSource
        self.drawnSource = drawnSource
    }

    /// The step of the reason chain that says so, for a rule resolving to `drawn`.
    public func step(drawn: String) -> Resolution.Step {
        Resolution.Step(
            text: say("Apple's page says \(documented) here, but SwiftUI draws \(drawn); the gallery shows what SwiftUI draws."),
            source: "\(documentedSource) (the page); \(drawnSource) (what SwiftUI draws)")
    }
}
