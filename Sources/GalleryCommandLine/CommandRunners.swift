import Foundation
import GalleryModel
import GalleryResources

/// Who runs the commands a program parses but does not run itself. The programs `gallery` becomes (the same process,
/// arguments and environment) are the window program, `gallery-window`, which links GTK, for the commands that draw,
/// and the reading program, `gallery-reader`, which links SwiftSyntax, for the commands that read Swift.
public struct CommandRunners {
    /// Runs a command that draws (in the window program), or hands it there.
    public var window: (any WindowCommand) throws -> Void
    /// Runs a command that reads Swift source, writing its answer to the streams given (in the reading program), or
    /// hands it there.
    public var source: (any SourceCommand, CommandIO) throws -> Void

    public init(window: @escaping (any WindowCommand) throws -> Void, source: @escaping (any SourceCommand, CommandIO) throws -> Void) {
        self.window = window
        self.source = source
    }
}

extension CommandRunners {
    /// Runners that hand each command to the program that links what it needs, `arguments` (the command line as
    /// given, without the program's name) becoming that program's.
    public static func handingOver(_ arguments: [String]) -> CommandRunners {
        let here = Quoting.path(CommandLine.arguments[0])
        return CommandRunners(
            window: { _ in
                guard let program = GalleryResources.windowProgram?.path else {
                    throw GalleryError(say("cannot open the window: the gallery's files are not beside \(here)"))
                }
                try handOver(arguments, to: program) { say("cannot start the window program \(Quoting.path(program)): \($0)") }
            },
            source: { _, _ in
                guard let program = GalleryResources.readerProgram?.path else {
                    throw GalleryError(say("cannot read Swift: the gallery's files are not beside \(here)"))
                }
                try handOver(arguments, to: program) { say("cannot start the reading program \(Quoting.path(program)): \($0)") }
            })
    }

    /// Replaces this process with `program`, given `arguments`; returns only by throwing.
    ///
    /// - Throws: ``GalleryError`` saying `failure` of the system's reason when the program is missing or cannot be
    ///   started.
    private static func handOver(_ arguments: [String], to program: String, failure: (LocalizedText) -> LocalizedText) throws -> Never {
        do throws(ProgramHandOver.Failure) {
            try ProgramHandOver.replaceProcess(with: program, arguments: arguments)
        } catch {
            throw GalleryError(failure(error.reason))
        }
    }
}
