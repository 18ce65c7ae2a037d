import Foundation

/// The Language Server Protocol server on the process's standard input and output, as `gallery lsp` runs it in the
/// reading program: it checks every open Swift document as `gallery check` checks a file, from its unsaved text, and
/// answers hovers and code actions, in the language the process speaks; it ends on `exit` or when its client closes
/// standard input.
public enum LanguageServerProgram {
    /// Serves until the client ends the session; returns the exit status the protocol asks for (0 after `shutdown`
    /// and `exit`, 1 for an `exit` without `shutdown` or a client that went away).
    public static func serve() -> Int32 {
        LanguageServer(writer: MessageWriter(descriptor: STDOUT_FILENO)).serve(MessageReader(descriptor: STDIN_FILENO))
    }
}
