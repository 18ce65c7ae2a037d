import Foundation
import GalleryCommandLine
import GalleryTranslation

/// The window program's process, `gallery-window` (and the tests' `gallery-window-test`, which is the same program
/// with one window check attached).
package enum WindowProgram {
    /// Readies the process before its command line runs. A reader that stops reading makes a write fail with
    /// EPIPE, which the commands report, instead of killing the process without a word; GTK will draw with its
    /// cairo renderer where OpenGL would be drawn in software; FreeType thickens small glyphs of the stages' Inter as
    /// Apple's screens do; the process speaks the language the environment asks for (without a compiled catalog, a
    /// bare `swift build`, it simply speaks English).
    package static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        StandardStreams.reserveClosedDescriptors()
        Renderer.chooseForThisMachine()
        GlyphDarkening.turnOn()
        Translation.use(Translation.preferred)
    }

    /// Does what a command that draws asks: opens the window, or renders cards.
    ///
    /// - Throws: what the command throws (``GalleryError``, or the window's exit status as an `ExitCode`).
    package static func draw(_ command: any WindowCommand) throws {
        switch command {
        case let open as OpenCommand: try open.openWindow()
        case let render as RenderCommand: try render.draw()
        default: preconditionFailure("\(type(of: command)) draws, but the window program does not know how")
        }
    }
}
