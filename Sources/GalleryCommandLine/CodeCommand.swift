import ArgumentParser
import GalleryModel

/// `gallery code`: the SwiftUI code of a card, exactly as the inspector shows it.
struct CodeCommand: AnsweringCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print the SwiftUI code of a style's example, as the window's inspector shows it.")

    @OptionGroup var card: CardOptions

    func run(io: CommandIO) throws {
        try io.writeLine(Planner.plan(card.resolution()).code)
    }
}
