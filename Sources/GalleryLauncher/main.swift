import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

// `gallery`: the commands that need no display run here, without loading GTK; `open` and `render` are
// handed to the window program. A reader that stops reading makes a write fail with EPIPE, which the
// commands report, instead of killing the process without a word.
signal(SIGPIPE, SIG_IGN)
StandardStreams.reserveClosedDescriptors()
// Without a compiled catalog (a bare `swift build`) the gallery simply speaks English.
Translation.use(Translation.preferred)
// Arguments keep their bytes: a path that is not UTF-8 names the file it names.
let arguments = SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)
exit(CommandLineRun.run(arguments) { _ in try WindowProgram.handOver(arguments) })
