import ArgumentParser
import GalleryModel
import GalleryTranslation

/// `gallery plan`: the widget plan of a card, the GTK-neutral tree the window builds.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print the widget plan of a style's example, or of every example of a view page: what the window builds, without a display.")

    @OptionGroup var card: CardOptions

    @Flag(help: "Print JSON (kind, properties, classes, children, menu, binding, accessible name, origin).")
    var json = false

    func run() throws {
        switch try card.shown() {
        case .card(let plan):
            let output = PlanOutput(title: nil, widget: plan.widget, approximation: plan.approximation, contrastFindings: plan.contrastFindings)
            try writeLine(json ? JSONOutput.string(output) : output.outline)
        case .page(_, let examples):
            let outputs = examples.map {
                PlanOutput(title: $0.title, widget: $0.plan, approximation: $0.approximation, contrastFindings: $0.contrastFindings)
            }
            try writeLine(json ? JSONOutput.string(outputs) : outputs.map(\.outline).joined(separator: "\n\n"))
        }
    }

    /// `plan --json`: the widget tree and the approximation note, and a view page's example's title and where Apple's
    /// colours it draws miss WCAG AA.
    private struct PlanOutput: Encodable {
        let title: String?
        let widget: WidgetPlan
        let approximation: String?
        let contrastFindings: [ContrastFinding]

        /// The outline for people: the title as a comment, the widgets, the approximation note and the contrast findings.
        var outline: String {
            (title.map { "// \($0)\n" } ?? "") + PlanOutline.text(widget)
                + (approximation.map { "\n" + tr("approximate: \(translated: $0)") } ?? "")
                + (ContrastFinding.report(contrastFindings).map { "\n" + tr("contrast: \($0)") } ?? "")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(title, forKey: .title)
            try container.encode(widget, forKey: .widget)
            try container.encode(approximation, forKey: .approximation)
            if !contrastFindings.isEmpty { try container.encode(contrastFindings, forKey: .contrastFindings) }
        }

        private enum CodingKeys: String, CodingKey { case title, widget, approximation, contrastFindings }
    }
}
