import ArgumentParser
import GalleryModel
import GalleryResources

/// `gallery lsp`: the Language Server Protocol server on standard input and output, for editors. It is its own
/// program, `gallery-lsp`, which this process becomes, so that `gallery` loads none of it.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve editors over the Language Server Protocol, on standard input and output.",
        discussion: """
            Publishes check's diagnostics for every open Swift document as it is edited (from the unsaved text), offers \
            code actions (wrap a statement in if #available, replace a deprecated style by Apple's replacement) and \
            says on hover what a style modifier resolves to on each target platform. The deployment targets come from \
            the client's initializationOptions: {"targets": ["iOS=17", "macOS=14"], "defines": ["DEBUG"]}.
            """
    )

    func run() throws {
        guard let program = GalleryResources.languageServerProgram?.path else {
            throw GalleryError(say("cannot start the language server: the gallery's files are not beside \(Quoting.path(CommandLine.arguments[0]))"))
        }
        do throws(ProgramHandOver.Failure) {
            try ProgramHandOver.replaceProcess(with: program, arguments: [])
        } catch {
            throw GalleryError(say("cannot start the language server \(Quoting.path(program)): \(error.reason)"))
        }
    }
}
