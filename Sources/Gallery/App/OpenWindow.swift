import ArgumentParser
import GalleryCommandLine
import GalleryModel

extension OpenCommand {
    /// Opens the window the options describe and runs it until it closes.
    ///
    /// - Throws: ``GalleryError`` for a bad option or no display; the window's own exit status as an `ExitCode`.
    func openWindow() throws {
        let startPage = try startPage()
        // Every option is checked before the display is opened and the state file read.
        let configured = try options.configuration()
        let (options, stateLocation, selfCheck) = (options, stateLocation, selfCheck)
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
