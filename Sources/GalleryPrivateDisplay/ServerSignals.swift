#if canImport(Glibc)
import Glibc
import Synchronization
#endif

/// What SIGTERM, SIGINT and SIGHUP do in a process whose server ends with it (`gallery render`): ask the
/// running server to stop, then end the process as the signal would have (so whoever sent it sees it end by
/// that signal).
///
/// The handler does only what a signal handler may: an atomic load, `kill`, `signal` and `raise`.
enum ServerSignals {
    /// The running server's pid, or 0. Lock-free, so that the handler can read it.
    static let running = Atomic<pid_t>(0)

    /// Installs the handler, once, for each of the signals the process does not ignore (`nohup` ignores SIGHUP,
    /// and an ignored signal stays ignored), and lets those signals through on the main thread.
    @MainActor
    static func install() {
        guard !installed else { return }
        installed = true
        // Initialises the global before any handler reads it.
        running.store(0, ordering: .sequentiallyConsistent)
        for number in [SIGTERM, SIGINT, SIGHUP] {
            var previous = sigaction()
            guard sigaction(number, nil, &previous) == 0, !isIgnored(previous) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let pid = ServerSignals.running.load(ordering: .sequentiallyConsistent)
                if pid > 0 { kill(pid, SIGTERM) }
                // The signal is blocked while its handler runs: raised again with its default action, it
                // ends the process as soon as the handler returns.
                signal(number, SIG_DFL)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
            // A process started from a thread that blocks signals (a test runner's, Foundation's Process keeps the
            // mask) inherits them blocked: a parent's SIGTERM, even its timeout's, would wait until the render ends.
            // Unblocked on this thread (the main one), and on every thread started from it later (GTK's).
            var unblock = sigset_t()
            sigemptyset(&unblock)
            sigaddset(&unblock, number)
            pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        }
    }

    @MainActor private static var installed = false

    private static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
