import Foundation
import GalleryModel

/// How `gallery` becomes another of the gallery's programs (the window program, the MCP server): the same process,
/// environment and standard streams, so nothing of that program is loaded before a command needs it.
public enum ProgramHandOver {
    /// Why a program could not be started: "it is missing", or the system's reason.
    public struct Failure: Error {
        /// The reason, to follow "cannot start PROGRAM: ".
        public let reason: LocalizedText
    }

    /// Replaces this process with the program at `program`, given `arguments` after its name (as `gallery` was
    /// started, each argument as the bytes it was given); returns only by throwing.
    ///
    /// - Throws: ``Failure`` when the program is missing or cannot be started.
    public static func replaceProcess(with program: String, arguments: [String]) throws(Failure) -> Never {
        let argv = ([CommandLine.unsafeArgv[0].map { SystemPath.string(cString: $0) } ?? "gallery"] + arguments)
            .map { argument in SystemPath.withCString(argument) { strdup($0) } } + [nil]
        let code = SystemPath.withCString(program) { path in
            execv(path, argv)
            return errno
        }
        throw Failure(reason: code == ENOENT ? say("it is missing") : AtomicFile.reason(code))
    }
}
