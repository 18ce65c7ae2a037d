import Foundation
import GalleryModel
import GallerySelfCheck
import GalleryWindow

// `gallery-self-check`, for the tests only: the window program with the self-check driving its window.
WindowProgram.prepare()
// Arguments keep their bytes: a path that is not UTF-8 names the file it names.
exit(SelfCheckProgram.run(SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)))
