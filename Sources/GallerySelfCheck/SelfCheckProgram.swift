import Foundation
import GalleryCommandLine
import GalleryModel
import GallerySourceCommands
import GalleryWindow

/// `gallery-self-check DIR [the options of gallery open]`: opens the window as `gallery open` would with those
/// options, and runs the self-check in it, recording into `DIR`. The window keeps its state in `DIR/state`,
/// never in a person's. `GALLERY_SELF_CHECK_PARTS=search,fit` runs only those parts.
package enum SelfCheckProgram {
    /// Runs the check with `arguments` (without the program's name); returns the exit status.
    package static func run(_ arguments: [String]) -> Int32 {
        guard let given = arguments.first, !given.hasPrefix("-") else {
            printError("usage: gallery-self-check DIR [the options of gallery open]")
            return 1
        }
        let folder = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
        let stateLocation = StateFile.location(stateHome: folder + "/state", home: nil)
        let window: (any WindowCommand) throws -> Void = { command in
            guard let open = command as? OpenCommand else {
                preconditionFailure("\(type(of: command)) was parsed from open's options")
            }
            try open.openWindow(keepingStateAt: stateLocation) { window in SelfCheck(window: window, folder: folder) }
        }
        return CommandLineRun.run(["open"] + arguments.dropFirst(), runners: CommandRunners(window: window, source: SourceCommands.run))
    }
}
