import CGtk
import Foundation
import GalleryCommandLine
import GalleryModel
import GallerySourceCommands
import GalleryWindow

/// `gallery-window-test CHECK DIR [the options of gallery open]`: opens the window as `gallery open` would, with its
/// state in `DIR/state` (never a person's), and once its first frame is painted runs the window check named `CHECK` in
/// it, on the main thread GTK runs on; writes what went wrong to `DIR/result.json` and quits (a scenario that holds the
/// window open waits for the test to end it).
package enum WindowTestHost {
    /// Runs the check `arguments` name (without the program's name); returns the exit status.
    package static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2, let check = WindowChecks.named(arguments[0]) else {
            printError("usage: gallery-window-test CHECK DIR [the options of gallery open]; CHECK is one of the window checks")
            return 2
        }
        for (variable, value) in check.environment { setenv(variable, value, 1) }
        let name = arguments[0]
        let given = arguments[1]
        let folder = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stateLocation = StateFile.location(stateHome: folder + "/state", home: nil)
        let window: (any WindowCommand) throws -> Void = { command in
            guard let open = command as? OpenCommand else { preconditionFailure("\(type(of: command)) was parsed from open's options") }
            try open.openWindow(keepingStateAt: stateLocation) { window in
                let driver = WindowDriver(window: window, folder: folder)
                var finished = false
                do {
                    try WindowChecks.named(name)?.run(driver)
                    finished = true
                } catch is WindowDriver.Stop {
                } catch {
                    driver.fail("the check stopped: \(error)")
                }
                driver.writeResult(finished: finished)
                if !driver.holdsOpen { g_application_quit(g_application_get_default()) }
            }
        }
        return CommandLineRun.run(["open"] + check.options + arguments.dropFirst(2),
                                  runners: CommandRunners(window: window, source: SourceCommands.run))
    }
}
