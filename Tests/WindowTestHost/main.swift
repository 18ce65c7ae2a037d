import Foundation
import GalleryModel
import GalleryWindow
import GalleryWindowChecks

// `gallery-window-test`, for the tests only: the window program with one window test driving its window.
WindowProgram.prepare()
// Arguments keep their bytes: a path that is not UTF-8 names the file it names.
exit(WindowTestHost.run(SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)))
