import ArgumentParser
import Foundation
import GalleryModel

/// `gallery export`: the configuration as JSON, to stdout or atomically to a file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print or write the configuration as JSON, with each family's resolved style."
    )

    @Option(help: "The emulated platform (overrides the configuration's).")
    var platform: String?

    @Option(help: "The placement (overrides the configuration's).")
    var placement: String?

    @Option(help: "Start from this configuration file instead of the defaults.")
    var config: String?

    @Option(help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    func run() throws {
        let configuration = try startingConfiguration(file: config, platform: platform, placement: placement)

        guard let output else {
            FileHandle.standardOutput.write(ConfigurationFile.export(configuration))
            return
        }
        do {
            try ConfigurationFile.write(configuration, to: URL(fileURLWithPath: output))
        } catch {
            throw GalleryError(error.description)
        }
    }
}
