import ArgumentParser
import Foundation
import GalleryModel

/// `gallery export`: the configuration as JSON, to stdout or atomically to a file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print or write the configuration as JSON, with each family's resolved style."
    )

    @OptionGroup var options: ConfigurationOptions

    @Option(help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    func run() throws {
        let configuration = try options.configuration()

        guard let output else {
            try writeOutput(ConfigurationFile.export(configuration))
            return
        }
        do {
            try ConfigurationFile.write(configuration, toPath: output)
        } catch {
            throw GalleryError(error)
        }
    }
}
