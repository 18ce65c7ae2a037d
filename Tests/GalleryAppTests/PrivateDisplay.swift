import Foundation

/// A private X server (Xvfb) for one test run. Xvfb picks a free display itself
/// and reports it once it accepts connections, so runs side by side never collide.
final class PrivateDisplay {
    /// The display, as `DISPLAY` names it: ":93".
    let name: String
    private let server: Process

    private init(name: String, server: Process) {
        self.name = name
        self.server = server
    }

    /// Starts a 1280 × 860 screen, or says in one sentence why it could not.
    static func start() -> Result<PrivateDisplay, Failure> {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return .failure(Failure("Xvfb is not installed; scripts/test installs it (apt-get install xvfb)"))
        }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        // -displayfd 1: choose a free display and write its number to standard output when ready.
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x860x24", "-nolisten", "tcp"]
        let announcement = Pipe()
        server.standardOutput = announcement
        server.standardError = FileHandle.nullDevice
        do {
            try server.run()
        } catch {
            return .failure(Failure("could not start Xvfb: \(error)"))
        }
        var number = ""
        while let byte = try? announcement.fileHandleForReading.read(upToCount: 1), let character = byte.first, character != 10 {
            number.append(Character(UnicodeScalar(character)))
        }
        guard !number.isEmpty, Int(number) != nil else {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            return .failure(Failure("Xvfb did not report a display"))
        }
        return .success(PrivateDisplay(name: ":" + number, server: server))
    }

    /// Stops the server and removes what it leaves behind. Xvfb inherits the test thread's
    /// blocked signals, so only SIGKILL stops it, and its lock file and socket stay. They are
    /// removed only while the lock still names this server: another test's Xvfb may already
    /// have taken the display over from the dead one, and its socket must stay.
    func stop() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        let number = name.dropFirst()
        let lock = "/tmp/.X\(number)-lock"
        let owner = (try? String(contentsOfFile: lock, encoding: .ascii)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard owner == server.processIdentifier else { return }
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        try? FileManager.default.removeItem(atPath: lock)
    }

    /// Why a display could not be had.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}
