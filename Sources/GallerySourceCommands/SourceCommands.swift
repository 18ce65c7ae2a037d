import GalleryCommandLine
import GalleryModel

/// Runs the commands that read Swift source (``SourceCommand``): the reading program, `gallery-reader`, runs them for
/// the command line, and the MCP server for its tools.
public enum SourceCommands {
    /// Runs `command`, writing its answer to `io`.
    ///
    /// - Throws: what the command throws; ``GalleryError`` for a command that does not answer through `io` (the
    ///   language server, which `serve` runs in the reading program).
    public static func run(_ command: any SourceCommand, io: CommandIO) throws {
        switch command {
        case let scene as SceneCommand: try scene.run(io: io)
        case let check as CheckCommand: try check.run(io: io)
        default:
            let name = type(of: command).configuration.commandName ?? "gallery"
            throw GalleryError(say("gallery \(name) serves on the process's own input and output; run it there"))
        }
    }
}
