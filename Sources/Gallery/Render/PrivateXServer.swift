#if canImport(Glibc)
import Foundation
import GalleryCommandLine
import GalleryModel
import Glibc
#endif

/// A private X server (Xvfb) for drawing without a visible window: `gallery render` starts
/// one, points GTK at it and stops it when done.
///
/// The server is spawned with no signals blocked (a process started from a test runner inherits
/// blocked signals), so asking it to stop lets it remove its own lock file and socket: nothing
/// else ever removes them, since another server may already have taken the display over.
final class PrivateXServer {
    /// The display, as `DISPLAY` names it: ":93".
    let display: String
    private let pid: pid_t

    private init(display: String, pid: pid_t) {
        self.display = display
        self.pid = pid
    }

    /// The installed Xvfb, or nil.
    static var executable: String? {
        ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Starts Xvfb and waits until it accepts connections.
    ///
    /// - Throws: ``GalleryError`` saying what to install, or why the server did not start.
    static func start() throws -> PrivateXServer {
        guard let executable else {
            throw GalleryError(say("render draws off screen on a private X server, and Xvfb is not installed: install it (sudo apt-get install xvfb)"))
        }
        // A display number of its own, picked at random: servers started side by side never reach for the same
        // one, and none takes over a display a killed server left locked.
        for _ in 0..<8 {
            let number = Int.random(in: 200...9_999)
            guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            if let server = try spawn(executable, display: number) { return server }
        }
        throw GalleryError(say("Xvfb could not start on any display it was given"))
    }

    /// Runs Xvfb on `display`; nil when it stops without becoming ready (the display was taken).
    private static func spawn(_ executable: String, display: Int) throws -> PrivateXServer? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw GalleryError(say("cannot start Xvfb: \(String(cString: strerror(errno)))")) }
        defer { close(fds[0]) }

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

        let arguments = [executable, ":\(display)", "-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        close(fds[1])
        guard spawned == 0 else { throw GalleryError(say("cannot start Xvfb: \(String(cString: strerror(spawned)))")) }

        var number = ""
        var byte: UInt8 = 0
        while read(fds[0], &byte, 1) == 1, byte != 10 { number.append(Character(UnicodeScalar(byte))) }
        guard number == String(display) else {
            stop(pid)
            return nil
        }
        return PrivateXServer(display: ":" + number, pid: pid)
    }

    /// Asks the server to stop and waits for it (two seconds at most, then it is killed).
    func stop() {
        Self.stop(pid)
    }

    private static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }
}
