import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryResources

/// The window program, `gallery-window`: the executable that links GTK. `gallery` becomes it (the same
/// process, arguments and environment) for the commands that draw.
enum WindowProgram {
    /// Replaces this process with the window program, given `arguments`; returns only by throwing.
    ///
    /// - Throws: ``GalleryError`` naming the program when it is missing or cannot be started.
    static func handOver(_ arguments: [String]) throws -> Never {
        guard let program = GalleryResources.windowProgram?.path else {
            throw GalleryError(say("cannot open the window: the gallery's files are not beside \(Quoting.path(CommandLine.arguments[0]))"))
        }
        do throws(ProgramHandOver.Failure) {
            try ProgramHandOver.replaceProcess(with: program, arguments: arguments)
        } catch {
            throw GalleryError(say("cannot start the window program \(Quoting.path(program)): \(error.reason)"))
        }
    }
}
