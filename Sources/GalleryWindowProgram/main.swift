import Foundation
import GalleryCommandLine
import GalleryModel
import GallerySourceCommands
import GalleryWindow

// The window program, `gallery-window`: `gallery` hands it `open` and `render` (the same arguments), and
// it runs the other commands too.
WindowProgram.prepare()
// Arguments keep their bytes: a path that is not UTF-8 names the file it names.
exit(CommandLineRun.run(SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv), runners: CommandRunners(window: WindowProgram.draw, source: SourceCommands.run)))
