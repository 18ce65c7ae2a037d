import ArgumentParser
import GalleryModel

/// `gallery messages`: the model's messages for translation, as a JSON list (hidden: the extractor's input).
struct MessagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messages",
        abstract: "Print every message of the catalog that needs a translation, as JSON (for scripts/update-translations).",
        shouldDisplay: false
    )

    func run() throws {
        try writeLine(try JSONOutput.string(MessageInventory.all))
    }
}
