import ArgumentParser
import Foundation
import GalleryCommandLine
import GalleryLSP
import GalleryModel
import GallerySourceCommands
import GalleryTranslation

// The reading program, `gallery-reader`: `gallery` hands it `scene`, `check` and `lsp` (the same arguments), the
// commands that read Swift with SwiftSyntax; it hands the commands that draw to the window program. A reader that
// stops reading makes a write fail with EPIPE, which the commands report, instead of killing the process without a word.
signal(SIGPIPE, SIG_IGN)
// A closed standard stream gets /dev/null, so that no file opened later takes its number and receives what is printed.
StandardStreams.reserveClosedDescriptors()
Translation.use(Translation.preferred)
// Arguments keep their bytes: a path that is not UTF-8 names the file it names.
let arguments = SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)
var runners = CommandRunners.handingOver(arguments)
runners.source = { command, io in
    guard command is LanguageServerCommand else { return try SourceCommands.run(command, io: io) }
    let status = LanguageServerProgram.serve()
    if status != 0 { throw ExitCode(status) }
}
exit(CommandLineRun.run(arguments, runners: runners))
