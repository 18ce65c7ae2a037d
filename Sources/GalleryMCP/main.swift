import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

// `gallery-mcp`, which `gallery mcp` becomes: the Model Context Protocol server on standard input and output. Its
// tools (`GalleryTool`) answer what the command line prints for the same options, through the same commands, in the
// language the environment asks for; when its client closes standard input it answers every request it read, then
// exits (`GalleryServer`). Started as `gallery-mcp render-child …`, it is the process that runs one render for the
// server (`RenderChild`).
let arguments = SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)
if arguments.first == RenderChild.mode {
    RenderChild.run(Array(arguments.dropFirst()))
}
// A client that goes away makes a write fail, not the server die before it has cleaned up.
signal(SIGPIPE, SIG_IGN)
// A server started from a thread that blocks these (Foundation's Process keeps the mask) would not end when asked.
var endings = sigset_t()
sigemptyset(&endings)
for ending in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&endings, ending) }
pthread_sigmask(SIG_UNBLOCK, &endings, nil)
StandardStreams.reserveClosedDescriptors()
Translation.use(Translation.preferred)
await GalleryServer().serve()
exit(0)
