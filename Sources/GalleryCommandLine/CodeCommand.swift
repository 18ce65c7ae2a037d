import ArgumentParser
import GalleryModel

/// `gallery code`: the SwiftUI code of a card, or of every example of a view page, exactly as the window shows it.
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print the SwiftUI code of a style's example, or of every example of a view page, as the window shows it.",
        discussion: """
            Given a view page (text, labelView, buttonView), prints each of its examples' code in the window's order, \
            each after a '// Title' line; --platform, --os-version and --placement say where the page is drawn.
            """)

    @OptionGroup var card: CardOptions

    func run() throws {
        switch try card.shown() {
        case .card(let plan):
            try writeLine(plan.code)
        case .page(_, let examples):
            try writeLine(examples.map { "// \($0.title)\n\($0.code)" }.joined(separator: "\n\n"))
        }
    }
}
