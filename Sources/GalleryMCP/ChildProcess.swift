#if canImport(Glibc)
import Glibc
#endif
import GalleryModel

/// Starts a program as a child process with a clean signal state: every signal at its default action and none
/// blocked. A child inherits what it is not given: the server ignores SIGPIPE (a dropped client must not kill it),
/// and a thread of the server may block signals; a render started with either would ignore the very signals
/// meant to stop it.
enum ChildProcess {
    /// The descriptors the child gets as its standard input, output and error; nil for `/dev/null`.
    struct Streams {
        var input: Int32?
        var output: Int32?
        var error: Int32?
    }

    /// Starts `arguments[0]` with `arguments` and this process's environment; with `ownGroup`, in a process group of
    /// its own, so that a signal sent to this process's group (a client stopping its server, Ctrl+C) does not reach
    /// it: it is ended by whoever started it, in its own order.
    ///
    /// - Returns: the child's pid, or the system's error number.
    static func spawn(_ arguments: [String], streams: Streams, ownGroup: Bool = false) -> Result<pid_t, SystemError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (source, target) in [(streams.input, Int32(0)), (streams.output, 1), (streams.error, 2)] {
            if let source {
                // dup2 clears close-on-exec on the copy: the child keeps it across its exec.
                posix_spawn_file_actions_adddup2(&actions, source, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var every = sigset_t()
        sigfillset(&every)
        sigdelset(&every, SIGKILL)
        sigdelset(&every, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (ownGroup ? POSIX_SPAWN_SETPGROUP : 0)))

        var argv = arguments.map { SystemPath.withCString($0) { strdup($0) } } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, argv[0]!, &actions, &attributes, &argv, environ)
        return status == 0 ? .success(pid) : .failure(SystemError(code: status))
    }

    /// A pipe whose two ends are closed on exec: no other program the process starts inherits them (the child is
    /// given its end through ``Streams``). Made on the main actor, as every child is started there, so that no
    /// child started on another thread between the two calls inherits the ends.
    @MainActor
    static func pipe() -> Result<(read: Int32, write: Int32), SystemError> {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { return .failure(SystemError(code: errno)) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return .success((ends[0], ends[1]))
    }
}

/// An error number the system returned.
struct SystemError: Error, Equatable {
    let code: Int32

    /// What the system says of it, in the language spoken now.
    var reason: LocalizedText {
        AtomicFile.reason(code)
    }
}
