import ArgumentParser
import GalleryModel

/// `gallery code`: the SwiftUI code of a card, exactly as the inspector shows it.
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print the SwiftUI code of a style's example, as the window's inspector shows it.")

    @OptionGroup var card: CardOptions

    func run() throws {
        try writeLine(Planner.plan(card.resolution()).code)
    }
}
