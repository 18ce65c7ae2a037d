import Foundation

/// A private X server (Xvfb) for drawing without a visible window: `gallery render` starts
/// one, points GTK at it and stops it when done. Xvfb picks a free display itself.
final class PrivateXServer {
    /// The display, as `DISPLAY` names it: ":93".
    let display: String
    private let process: Process

    private init(display: String, process: Process) {
        self.display = display
        self.process = process
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
            throw GalleryError("render draws off screen on a private X server, and Xvfb is not installed: install it (sudo apt-get install xvfb)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // -displayfd 1: choose a free display and write its number to standard output once ready.
        process.arguments = ["-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"]
        let announcement = Pipe()
        process.standardOutput = announcement
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GalleryError("cannot start Xvfb: \(error.localizedDescription)")
        }
        var number = ""
        while let byte = try? announcement.fileHandleForReading.read(upToCount: 1), let character = byte.first, character != 10 {
            number.append(Character(UnicodeScalar(character)))
        }
        guard !number.isEmpty, Int(number) != nil else {
            process.terminate()
            process.waitUntilExit()
            throw GalleryError("Xvfb started but reported no display")
        }
        return PrivateXServer(display: ":" + number, process: process)
    }

    /// Stops the server. Asked to end, it removes its own lock file and socket; a server that ignores the
    /// request (it inherits blocked signals from whoever started the gallery) is killed after a second,
    /// and what it leaves behind is removed while the lock still names it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let number = display.dropFirst()
        let lock = "/tmp/.X\(number)-lock"
        let owner = (try? String(contentsOfFile: lock, encoding: .ascii)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard owner == process.processIdentifier else { return }
        unlink("/tmp/.X11-unix/X\(number)")
        unlink(lock)
    }
}
