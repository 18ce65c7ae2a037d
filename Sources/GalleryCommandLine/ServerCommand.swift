import ArgumentParser
import GalleryModel
import GalleryResources

/// `gallery mcp`: the Model Context Protocol server on standard input and output, for editors and AI agents. It is
/// its own program, `gallery-mcp`, which this process becomes, so that no other command loads the protocol's package.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the gallery to editors and agents over the Model Context Protocol, on standard input and output.",
        discussion: """
            Tools: list_styles, resolve, code, scene, check and render. Each answers what the command of the same \
            name prints for the same options (render returns the PNG itself); an error is the same one line. \
            Register the command `gallery mcp` with an agent as a stdio server.
            """
    )

    func run() throws {
        guard let program = GalleryResources.serverProgram?.path else {
            throw GalleryError(say("cannot start the MCP server: the gallery's files are not beside \(Quoting.path(CommandLine.arguments[0]))"))
        }
        do throws(ProgramHandOver.Failure) {
            try ProgramHandOver.replaceProcess(with: program, arguments: [])
        } catch {
            throw GalleryError(say("cannot start the MCP server \(Quoting.path(program)): \(error.reason)"))
        }
    }
}
