#if canImport(Glibc)
import Foundation
import GalleryModel
import Glibc
#endif

/// A private X server (Xvfb) for drawing without a visible window: `gallery render` starts one, points GTK at
/// it and stops it when done, and the tests start one for each window they run.
///
/// The server is spawned with no signals blocked (a process started from a test runner inherits blocked
/// signals), so asking it to stop lets it remove its own socket (`/tmp/.X11-unix/XN`; with `-displayfd` it
/// makes no lock file): nothing else ever removes it, since another server may already have taken the display
/// over. Its display number is picked at random, so servers started side by side never reach for the same one
/// and none takes over a display a killed server left locked.
///
/// Started with ``startEndingWithProcess(screen:)``, the server never outlives the process that started it,
/// however that process ends:
/// - stopped normally, ``stop()`` ends it;
/// - ended by SIGTERM, SIGINT or SIGHUP, a signal handler asks the server to stop, then lets the
///   signal end the process as it would have (``ServerSignals``);
/// - killed (SIGKILL, a crash), the kernel sends the server SIGTERM: it is started through util-linux's
///   `setpriv --pdeathsig TERM`, which sets that "parent death signal" and then becomes Xvfb;
/// - killed before `setpriv` had set it, the server cannot report that it is ready (see ``spawn(_:display:screen:endingWithProcess:)``)
///   and stops by itself.
/// In every case the server ends by SIGTERM or by itself, so it removes its socket.
public final class PrivateDisplay: Sendable {
    /// The display, as `DISPLAY` names it: ":93".
    public let name: String
    private let pid: pid_t

    private init(name: String, pid: pid_t) {
        self.name = name
        self.pid = pid
    }

    /// The size of the server's one screen, in pixels.
    public struct Screen: Sendable {
        public let width: Int
        public let height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The installed Xvfb, or nil.
    static var executable: String? {
        ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// util-linux's `setpriv` (essential on Debian), or nil: without it a SIGKILL leaves the server running.
    static var setpriv: String? {
        ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Starts Xvfb, tied to this process, and waits until it accepts connections: it ends when the process ends,
    /// however it ends (see the type's description).
    ///
    /// On the main actor, that is the main thread: the parent death signal fires when the *thread* that
    /// spawned the server ends, not the process, and the main thread lasts as long as the process.
    ///
    /// - Throws: ``Failure`` saying what to install, or why the server did not start.
    @MainActor
    public static func startEndingWithProcess(screen: Screen) throws(Failure) -> PrivateDisplay {
        ServerSignals.install()
        return try start(screen: screen, endingWithProcess: true)
    }

    /// Starts Xvfb and waits until it accepts connections; it runs until ``stop()``. For a caller on any thread
    /// (a test runner's, which come and go: a parent death signal would end the server with the thread), in a
    /// process that keeps its own signal handling.
    ///
    /// - Throws: ``Failure`` saying what to install, or why the server did not start.
    public static func start(screen: Screen) throws(Failure) -> PrivateDisplay {
        try start(screen: screen, endingWithProcess: false)
    }

    private static func start(screen: Screen, endingWithProcess: Bool) throws(Failure) -> PrivateDisplay {
        guard let executable else { throw .xvfbMissing }
        for _ in 0..<8 {
            let number = Int.random(in: 200...9_999)
            guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            if let server = try spawn(executable, display: number, screen: screen, endingWithProcess: endingWithProcess) {
                return server
            }
        }
        throw .noDisplay
    }

    /// Runs Xvfb on `display`; nil when it stops without becoming ready (the display was taken).
    ///
    /// Xvfb reports that it is ready by writing its display's number into a pipe whose only reading end is
    /// this process's. That closes the gap before `setpriv` has set the parent death signal: were this
    /// process killed in it, the pipe has no reader left, the server's report fails (EPIPE: X servers ignore
    /// SIGPIPE) and the server stops with a fatal error, removing its socket. Once the number
    /// has been read, the parent death signal is set, since `setpriv` sets it before it becomes Xvfb.
    private static func spawn(_ executable: String, display: Int, screen: Screen, endingWithProcess: Bool) throws(Failure)
        -> PrivateDisplay? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .cannotStart(errno: errno) }
        defer { close(fds[0]) }
        // Close-on-exec (Swift's Glibc has no pipe2): no other program this process starts may hold the reading end.
        // The server's standard output, made from the writing end, is open across its exec all the same.
        for descriptor in fds { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // -displayfd 1: the server writes its display's number to standard output once it is ready.
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // -noreset: an X server resets itself when its last client leaves, and refuses connections while it does; a
        // helper that looks at the display and leaves (the accessibility bus launcher reads the root window) would
        // otherwise make the window that connects next fail to open the display, now and then.
        let server = [executable, ":\(display)", "-displayfd", "1", "-screen", "0", "\(screen.width)x\(screen.height)x24",
                      "-nolisten", "tcp", "-noreset"]
        // setpriv sets the parent death signal and then execs Xvfb in the same process: the pid is the server's.
        // TERM, so that the server removes its socket.
        let tied = endingWithProcess ? setpriv.map { [$0, "--pdeathsig", "TERM", "--"] } : nil
        let arguments = (tied ?? []) + server
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        close(fds[1])
        guard spawned == 0 else { throw .cannotStart(errno: spawned) }
        if endingWithProcess { ServerSignals.running.store(pid, ordering: .sequentiallyConsistent) }

        var number = ""
        var byte: UInt8 = 0
        while read(fds[0], &byte, 1) == 1, byte != 10 { number.append(Character(UnicodeScalar(byte))) }
        guard number == String(display) else {
            stop(pid)
            return nil
        }
        return PrivateDisplay(name: ":" + number, pid: pid)
    }

    /// Asks the server to stop and waits for it (two seconds at most, then it is killed).
    public func stop() {
        Self.stop(pid)
    }

    private static func stop(_ pid: pid_t) {
        // From here a signal no longer needs to stop the server: it is being stopped.
        _ = ServerSignals.running.compareExchange(expected: pid, desired: 0, ordering: .sequentiallyConsistent)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// What a GTK program drawing on a private display is given so that it starts no D-Bus session bus: nothing
    /// it draws there needs one, and where none runs (CI, ssh) and `dbus-x11` is installed, GLib would start one
    /// (`dbus-launch --autolaunch`, which outlives the program by seconds) the moment GTK asks for the bus: GDK's
    /// file transfer portal as the display opens, the accessibility bridge, GSettings' dconf. `GTK_A11Y=none` keeps
    /// the bridge off, `GSETTINGS_BACKEND=memory` keeps settings in memory, and a bus address of `disabled:`, a
    /// transport GLib does not know, makes asking for the bus fail at once instead of starting one. Only for a
    /// private display: the person's own window keeps their session bus.
    public static let sessionBusFreeEnvironment: [String: String] = [
        "GTK_A11Y": "none",
        "GSETTINGS_BACKEND": "memory",
        "DBUS_SESSION_BUS_ADDRESS": "disabled:",
    ]

    /// Sets ``sessionBusFreeEnvironment`` in this process's environment (before GTK starts).
    public static func withoutSessionBus() {
        for (name, value) in sessionBusFreeEnvironment { setenv(name, value, 1) }
    }

    /// Why no private display could be had.
    public enum Failure: MessageError, Equatable {
        /// Xvfb is not installed.
        case xvfbMissing
        /// The system would not make the pipe or start the program (`errno`).
        case cannotStart(errno: Int32)
        /// Xvfb stopped on every display it was given without becoming ready.
        case noDisplay

        public var text: LocalizedText {
            switch self {
            case .xvfbMissing:
                say("render draws off screen on a private X server, and Xvfb is not installed: install it (sudo apt-get install xvfb)")
            case .cannotStart(let code):
                say("cannot start Xvfb: \(String(cString: strerror(code)))")
            case .noDisplay:
                say("Xvfb could not start on any display it was given")
            }
        }
    }
}
