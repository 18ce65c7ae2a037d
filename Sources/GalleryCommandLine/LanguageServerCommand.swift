import ArgumentParser

/// `gallery lsp`: the Language Server Protocol server on standard input and output, for editors. The reading program,
/// `gallery-reader`, serves it (`gallery` becomes that program), so that `gallery` loads none of it.
package struct LanguageServerCommand: SourceCommand {
    package static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve editors over the Language Server Protocol, on standard input and output.",
        discussion: """
            Publishes check's diagnostics for every open Swift document as it is edited (from the unsaved text), offers \
            code actions (wrap a statement in if #available, replace a deprecated style by Apple's replacement) and \
            says on hover what a style modifier resolves to on each target platform. The deployment targets come from \
            the client's initializationOptions: {"targets": ["iOS=17", "macOS=14"], "defines": ["DEBUG"]}.
            """
    )

    package init() {}
}
