import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

// `gallery`: the commands that print the catalog run here, without loading GTK or a Swift parser; `open` and
// `render` are handed to the window program, `scene`, `check` and `lsp` to the reading program. A reader that stops
// reading makes a write fail with EPIPE, which the commands report, instead of killing the process without a word.
signal(SIGPIPE, SIG_IGN)
StandardStreams.reserveClosedDescriptors()
// Without a compiled catalog (a bare `swift build`) the gallery simply speaks English.
Translation.use(Translation.preferred)
// Arguments keep their bytes: a path that is not UTF-8 names the file it names.
let arguments = SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)
exit(CommandLineRun.run(arguments, runners: .handingOver(arguments)))
