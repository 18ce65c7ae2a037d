import ArgumentParser
import Foundation
import GalleryModel

// A reader that stops reading (`gallery list | head`) makes a write fail with EPIPE, which the
// commands report, instead of killing the process without a word.
signal(SIGPIPE, SIG_IGN)
StandardStreams.reserveClosedDescriptors()
// Without a compiled catalog (a bare `swift build`) the gallery simply speaks English.
Translation.use(Translation.preferred)
exit(CommandLineRun.run(Array(CommandLine.arguments.dropFirst())))
