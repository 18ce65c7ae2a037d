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
        var startPage: GalleryPage?
        if let page {
            do {
                startPage = try GalleryPage.named(page)
            } catch {
                throw GalleryError(error)
            }
        }
        // Every option is checked before the display is opened and the state file read.
        let configured = try options.configuration()
        let status = try MainActor.assumeIsolated {
            try GalleryApp.openDisplay()
            let keeper = stateLocation.map { StateKeeper(file: StateFile(path: $0)) }
            let remembered = keeper?.restored
            var window = remembered?.window ?? WindowState()
            if let startPage { window.page = startPage }
            // The options go on top of the remembered configuration; a configuration file replaces it.
            let configuration = if let remembered, options.config == nil {
                try options.configuration(over: remembered.configuration)
            } else {
                configured
            }
            return GalleryApp.run(Launch(configuration: configuration, window: window, stateKeeper: keeper, selfCheckFolder: selfCheck))
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Where the window's state is kept: the XDG state home's `swiftui-style-gallery/state.json`. The
    /// self-check keeps it in its own folder, so that a test never reads or writes a person's state.
    private var stateLocation: String? {
        if let selfCheck {
            let folder = selfCheck.hasPrefix("/") ? selfCheck : FileManager.default.currentDirectoryPath + "/" + selfCheck
            return StateFile.location(stateHome: folder + "/state", home: nil)
        }
        return StateFile.location(stateHome: ProcessInfo.processInfo.environment["XDG_STATE_HOME"], home: NSHomeDirectory())
    }
}

/// What the window starts with.
@MainActor
struct Launch {
    let configuration: Configuration
    /// The page, size, maximised state and inspector to start with.
    let window: WindowState
    /// What keeps the window's state from one run to the next; nil when there is nowhere to keep it.
    let stateKeeper: StateKeeper?
    /// Where the self-check records, when the window is run by the GUI test.
    let selfCheckFolder: String?
}
