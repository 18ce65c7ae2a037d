import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private X server (Xvfb) for one test run, on a display number of its own, reported
/// once it accepts connections.
///
/// It is spawned with no signals blocked (the test runner's threads block some, and a child
/// inherits them), so asking it to stop lets it remove its own lock file and socket; the tests
/// never remove them, since another test's server may already hold the same display.
final class PrivateDisplay {
    /// The display, as `DISPLAY` names it: ":93".
    let name: String
    private let pid: pid_t

    private init(name: String, pid: pid_t) {
        self.name = name
        self.pid = pid
    }

    /// Starts a 1280 × 860 screen, or says in one sentence why it could not.
    static func start() -> Result<PrivateDisplay, Failure> {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return .failure(Failure("Xvfb is not installed; scripts/test installs it (apt-get install xvfb)"))
        }
        // A display number picked at random: tests side by side never reach for the same one, and none takes
        // over a display a killed server left locked.
        for _ in 0..<8 {
            let number = Int.random(in: 200...9_999)
            guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            if let display = spawn(xvfb, display: number) { return .success(display) }
        }
        return .failure(Failure("Xvfb could not start on any display it was given"))
    }

    /// Runs Xvfb on `display`; nil when it stops without becoming ready (the display was taken).
    private static func spawn(_ xvfb: String, display: Int) -> PrivateDisplay? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        defer { close(fds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // -displayfd 1: write the display's number to standard output when ready.
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
        let arguments: [String] = [xvfb, ":\(display)", "-displayfd", "1", "-screen", "0", "1280x860x24", "-nolisten", "tcp"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, xvfb, &actions, &attributes, &argv, environ)
        close(fds[1])
        guard spawned == 0 else { return nil }
        var number = ""
        var byte: UInt8 = 0
        while read(fds[0], &byte, 1) == 1, byte != 10 { number.append(Character(UnicodeScalar(byte))) }
        let server = PrivateDisplay(name: ":" + number, pid: pid)
        guard number == String(display) else {
            server.stop()
            return nil
        }
        return server
    }

    /// Asks the server to stop and waits for it (two seconds at most, then it is killed).
    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) != 0 { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// Why a display could not be had.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}
