import Foundation
import GalleryTranslation

// `gallery-lsp`, which `gallery lsp` becomes: the Language Server Protocol server on standard input and output. It
// checks every open Swift document as `gallery check` checks a file, from its unsaved text, and answers hovers and code
// actions, in the language the environment asks for; it ends on `exit` or when its client closes standard input.
signal(SIGPIPE, SIG_IGN)
// A closed standard stream gets /dev/null, so that no file opened later takes its number and receives messages.
for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
    _ = open("/dev/null", O_RDONLY)
}
Translation.use(Translation.preferred)
let server = LanguageServer(writer: MessageWriter(descriptor: STDOUT_FILENO))
exit(server.serve(MessageReader(descriptor: STDIN_FILENO)))
