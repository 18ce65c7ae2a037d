import ArgumentParser
import Foundation
import GalleryModel

/// `gallery` (or `gallery open`): the gallery window.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the gallery window (the default command).")

    @OptionGroup var options: ConfigurationOptions

    @Option(help: "The page to open: a family (toggle, picker...) or text, labelView, buttonView.")
    var page: String?

    /// The GUI test's hook: visit every page on every platform, record into this folder, quit.
    @Option(help: .hidden)
    var selfCheck: String?

    func run() throws {
        let configuration = try options.configuration()
        var startPage = GalleryPage.family(.button)
        if let page {
            do {
                startPage = try GalleryPage.named(page)
            } catch {
                throw GalleryError(error)
            }
        }
        let launch = Launch(configuration: configuration, page: startPage, selfCheckFolder: selfCheck)
        let status = try MainActor.assumeIsolated { try GalleryApp.run(launch) }
        if status != 0 { throw ExitCode(status) }
    }
}

/// What the window starts with.
struct Launch: Sendable {
    let configuration: Configuration
    let page: GalleryPage
    /// Where the self-check records, when the window is run by the GUI test.
    let selfCheckFolder: String?
}
