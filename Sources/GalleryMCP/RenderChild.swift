#if canImport(Glibc)
import Glibc
#endif
import CProcessControl
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

/// The process the server starts for each `render`: `gallery-mcp render-child PARENT PROGRAM ARGUMENTS…`. It owns
/// everything a render leaves on disk, so that nothing is left however the server ends:
///
/// - It dies with the server: the kernel sends it SIGTERM when the server ends, however it ends, even by SIGKILL
///   (`PR_SET_PDEATHSIG`, set first thing; a server already gone by then is seen as a new parent, and the child
///   stops at once). The server starts it from its main thread, since the signal follows the thread that started
///   the child, not the process.
/// - It makes the temporary folder (`$TMPDIR/gallery-mcp-XXXXXX`, mode 0700), runs the window program's `render`
///   into it (with the default signal state, standard input and error its own, which are the server's pipes), and
///   removes the folder whatever happens: the render finishing, failing, or this process being asked to stop by
///   SIGTERM, SIGINT or SIGHUP (the server's death, its time limit, a cancelled request, a person), in which case
///   it stops the render with SIGTERM (which takes its Xvfb down with it), waits for it, removes the folder, and
///   ends by the signal it was sent.
/// - It hands the images back on standard output, as one JSON document (``RenderedImage``s), once the folder is
///   gone: a server that dies while reading leaves nothing behind either.
///
/// Its signals are blocked and taken one at a time with `sigtimedwait`, so no signal handler runs: what it does on
/// a signal is ordinary code.
enum RenderChild {
    /// The first argument that makes `gallery-mcp` this process.
    static let mode = "render-child"

    /// How long the render has to stop once asked, before it is killed.
    static let stopTime: Int = 10

    /// Runs the render child with `words` (after ``mode``): the server's pid, the window program and its arguments
    /// (`render …`, without `--output`). Never returns.
    static func run(_ words: [String]) -> Never {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGCHLD] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        // A server that stops reading: the write fails instead of killing this process before it has cleaned up.
        signal(SIGPIPE, SIG_IGN)
        Translation.use(Translation.preferred)
        guard words.count >= 3, let parent = pid_t(words[0]) else { fail(say("render-child needs the server's pid, the window program and its arguments")) }
        _ = gallery_set_parent_death_signal(SIGTERM)
        // Gone before the death signal was set: nobody waits for this render.
        guard getppid() == parent else { exit(1) }

        let template = FileManager.default.temporaryDirectory.path + "/gallery-mcp-XXXXXX"
        var bytes = SystemPath.bytes(template).map { CChar(bitPattern: $0) } + [0]
        guard mkdtemp(&bytes) != nil else { fail(say("cannot make a temporary folder in \(Quoting.path(FileManager.default.temporaryDirectory.path)): \(AtomicFile.reason(errno))")) }
        let folder = SystemPath.string(cString: bytes)
        let images = folder + "/images"

        // The render ends with this process, were it killed outright: util-linux's setpriv sets its death signal.
        let tie = Setpriv.path.map { [$0, "--pdeathsig", "TERM", "--"] } ?? []
        // The output folder among the options, before `--` and the positional arguments (options are `--name=VALUE`
        // words, so the first bare `--` is the separator).
        var render = Array(words[1...])
        render.insert("--output=\(images)", at: render.firstIndex(of: "--") ?? render.endIndex)
        let arguments = tie + render
        let renderer: pid_t
        switch ChildProcess.spawn(arguments, streams: .init(input: 0, output: nil, error: 2)) {
        case .success(let pid): renderer = pid
        case .failure(let error):
            remove(folder)
            fail(say("cannot start the window program \(Quoting.path(words[1])): \(error.reason)"))
        }

        let (status, stoppedBy) = wait(for: renderer, signals: signals)
        var rendered: [RenderedImage] = []
        if stoppedBy == nil, status.exited, status.code == 0 { rendered = read(images) }
        remove(folder)
        if let stoppedBy {
            // Ends by the signal it was sent, as it would have without cleaning up.
            signal(stoppedBy, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, stoppedBy)
            raise(stoppedBy)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            exit(128 + stoppedBy)
        }
        guard status.exited else {
            fail(say("the window program's render ended by signal \(status.code) (\(String(cString: strsignal(status.code))))"))
        }
        if status.code == 0 {
            if let document = try? JSONEncoder().encode(rendered) { writeAll(Array(document), to: STDOUT_FILENO) }
        }
        exit(status.code)
    }

    /// Waits for the render to end, and stops it (SIGTERM, then after ``stopTime`` seconds SIGKILL) once this process
    /// is asked to stop: how the render ended, and the signal this process was sent, if one was.
    private static func wait(for render: pid_t, signals: sigset_t) -> (status: (exited: Bool, code: Int32), stoppedBy: Int32?) {
        var signals = signals
        var stoppedBy: Int32?
        var killed = false
        while true {
            var status: Int32 = 0
            if waitpid(render, &status, WNOHANG) == render {
                // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
                let signal = status & 0x7F
                return (signal == 0 ? (true, (status >> 8) & 0xFF) : (false, signal), stoppedBy)
            }
            var timeout = timespec(tv_sec: stoppedBy == nil || killed ? 3600 : stopTime, tv_nsec: 0)
            let signal = sigtimedwait(&signals, nil, &timeout)
            switch signal {
            case SIGTERM, SIGINT, SIGHUP:
                if stoppedBy == nil {
                    stoppedBy = signal
                    kill(render, SIGTERM)
                }
            case -1 where errno == EAGAIN && stoppedBy != nil && !killed:
                // Asked to stop long ago and still drawing: no render takes this long to stop.
                kill(render, SIGKILL)
                killed = true
            default:
                // SIGCHLD, or an interruption: look again.
                break
            }
        }
    }

    /// The PNG files the render wrote into `folder`, by name.
    private static func read(_ folder: String) -> [RenderedImage] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
        return names.compactMap { name in
            (try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))).map { RenderedImage(name: name, png: $0) }
        }
    }

    /// Writes all of `bytes` to `descriptor`, or as much as a reader that went away took.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    private static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Says `message` as the commands do, in one line on standard error, and exits with 1.
    private static func fail(_ message: LocalizedText) -> Never {
        printError(CommandLineRun.errorPrefix + tr(message))
        exit(1)
    }
}

/// One image the render drew: its file's name and its bytes (base64 in JSON).
struct RenderedImage: Codable, Equatable {
    let name: String
    let png: Data
}

/// util-linux's `setpriv` (essential on Debian), which sets a parent death signal and then becomes the program it is
/// given, in the same process.
enum Setpriv {
    static var path: String? {
        ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile(atPath:))
    }
}
