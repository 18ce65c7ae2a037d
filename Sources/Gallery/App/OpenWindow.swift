import ArgumentParser
import GalleryCommandLine
import GalleryModel

extension OpenCommand {
    /// Opens the window the options describe, its state kept where a person's is, and runs it until it closes.
    ///
    /// - Throws: ``GalleryError`` for a bad option or no display; the window's own exit status as an `ExitCode`.
    func openWindow() throws {
        try openWindow(keepingStateAt: stateLocation)
    }

    /// Opens the window the options describe, its state kept at `stateLocation` (nowhere when nil), and runs it
    /// until it closes; `test`, once the window's first frame is painted, drives it from inside (a window test).
    ///
    /// - Throws: ``GalleryError`` for a bad option or no display; the window's own exit status as an `ExitCode`.
    package func openWindow(keepingStateAt stateLocation: String?, testedBy test: WindowTest? = nil) throws {
        let startPage = try startPage()
        // Every option is checked before the display is opened and the state file read.
        let configured = try options.configuration()
        let options = options
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
            return GalleryApp.run(Launch(configuration: configuration, window: window, stateKeeper: keeper,
                                         recovery: stateLocation.map { SceneRecovery(besideStateAt: $0) }, test: test))
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
    /// Where the composer's unsaved scene is kept, beside the state; nil when there is nowhere to keep it.
    let recovery: SceneRecovery?
    /// What drives the window from inside (a window test); nil when a person does.
    let test: WindowTest?
}
