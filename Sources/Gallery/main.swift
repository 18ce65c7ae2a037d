import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

// The window program, `gallery-window`: `gallery` hands it `open` and `render` (the same arguments), and
// it runs the other commands too. A reader that stops reading makes a write fail with EPIPE, which the
// commands report, instead of killing the process without a word.
signal(SIGPIPE, SIG_IGN)
StandardStreams.reserveClosedDescriptors()
// Before GTK starts: its cairo renderer where OpenGL would be drawn in software.
Renderer.chooseForThisMachine()
// Without a compiled catalog (a bare `swift build`) the gallery simply speaks English.
Translation.use(Translation.preferred)
// Arguments keep their bytes: a path that is not UTF-8 names the file it names.
exit(CommandLineRun.run(SystemPath.arguments(CommandLine.argc, CommandLine.unsafeArgv)) { command in
    switch command {
    case let open as OpenCommand: try open.openWindow()
    case let render as RenderCommand: try render.draw()
    default: preconditionFailure("\(type(of: command)) draws, but the window program does not know how")
    }
})
