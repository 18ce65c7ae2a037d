import ArgumentParser
import GalleryModel
import GalleryTranslation

/// `gallery plan`: the widget plan of a card, the GTK-neutral tree the window builds.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print the widget plan of a style's example: what the window builds, without a display.")

    @OptionGroup var card: CardOptions

    @Flag(help: "Print JSON (kind, properties, classes, children, menu, binding, accessible name, origin).")
    var json = false

    func run() throws {
        let plan = try Planner.plan(card.resolution())
        if json {
            try writeLine(JSONOutput.string(PlanOutput(plan)))
        } else {
            try writeLine(PlanOutline.text(plan.widget) + (plan.approximation.map { "\n" + tr("approximate: \(translated: $0)") } ?? ""))
        }
    }

    /// `plan --json`: the widget tree and the approximation note.
    private struct PlanOutput: Encodable {
        let widget: WidgetPlan
        let approximation: String?

        init(_ plan: ExamplePlan) {
            widget = plan.widget
            approximation = plan.approximation
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(widget, forKey: .widget)
            try container.encode(approximation, forKey: .approximation)
        }

        private enum CodingKeys: String, CodingKey { case widget, approximation }
    }
}
