import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryTranslation
import MCP

// `gallery-mcp`, which `gallery mcp` becomes: the Model Context Protocol server on standard input and output. Its
// tools (`GalleryTool`) answer what the command line prints for the same options, through the same commands, in the
// language the environment asks for; it ends when its client closes standard input. Started as
// `gallery-mcp render-child …`, it is the process that runs one render for the server (`RenderChild`).
let arguments = SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)
if arguments.first == RenderChild.mode {
    RenderChild.run(Array(arguments.dropFirst()))
}
signal(SIGPIPE, SIG_IGN)
StandardStreams.reserveClosedDescriptors()
Translation.use(Translation.preferred)
try await GalleryServer.serve()

/// The server: its name, its tools, and the loop that answers until the client goes.
enum GalleryServer {
    /// Serves on standard input and output until the client closes standard input.
    static func serve() async throws {
        let server = Server(
            name: "swiftui-style-gallery",
            version: GalleryProject.version,
            title: GalleryProject.name,
            capabilities: .init(tools: .init(listChanged: false))
        )
        let calls = ToolCalls()
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: GalleryTool.allCases.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { call in
            try await calls.answer(call)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
