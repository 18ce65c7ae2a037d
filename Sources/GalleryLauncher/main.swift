import Foundation
import GalleryCommandLine

// `gallery`: the commands that need no display run here, without loading GTK; `open` and `render` are
// handed to the window program. A reader that stops reading makes a write fail with EPIPE, which the
// commands report, instead of killing the process without a word.
signal(SIGPIPE, SIG_IGN)
StandardStreams.reserveClosedDescriptors()
// Without a compiled catalog (a bare `swift build`) the gallery simply speaks English.
Translation.use(Translation.preferred)
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CommandLineRun.run(arguments) { _ in try WindowProgram.handOver(arguments) })
