import Foundation
import Testing

/// `export --output` killed at any moment: the target holds the old file or the new one,
/// whole, and a temporary the kill left behind is gone after the next export.
@Suite("Exports killed half-way")
struct KilledExportTests {
    @Test("100 exports killed at random moments never leave a partial file")
    func killedExports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-kill-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/out.json"
        let platforms = ["iOS", "tvOS"]
        var versions: [Data] = []
        for platform in platforms {
            #expect(try GalleryProcess.run(["export", "--platform", platform, "--output", target]).status == 0)
            versions.append(try Data(contentsOf: URL(fileURLWithPath: target)))
        }
        #expect(versions[0] != versions[1])

        func start(_ round: Int) throws -> Process {
            let process = Process()
            process.executableURL = GalleryProcess.executable
            process.arguments = ["export", "--platform", platforms[round % 2], "--output", target]
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // The kills land within the time an export takes here, however fast or busy the machine is:
        // the shortest of three whole exports.
        var lifetime = UInt32.max
        for round in 0..<3 {
            let started = DispatchTime.now().uptimeNanoseconds
            let process = try start(round)
            _ = Self.waitForEnd(of: process)
            lifetime = min(lifetime, UInt32((DispatchTime.now().uptimeNanoseconds - started) / 1000))
        }

        var random = SystemRandomNumberGenerator()
        var killedBeforeEnd = 0
        for round in 0..<100 {
            let process = try start(round)
            usleep(UInt32.random(in: 0...lifetime, using: &random))
            kill(process.processIdentifier, SIGKILL)
            if Self.waitForEnd(of: process) { killedBeforeEnd += 1 }
            let contents = try Data(contentsOf: URL(fileURLWithPath: target))
            #expect(versions.contains(contents), "round \(round): the target holds \(contents.count) bytes of neither version")
        }
        // The kills must land while the process runs, or the test proves nothing.
        #expect(killedBeforeEnd > 50, "\(killedBeforeEnd) kills landed")

        #expect(try GalleryProcess.run(["export", "--output", target]).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "out.json" }
        #expect(left.isEmpty, "temporaries left behind: \(left)")
    }

    /// Waits until `process` has ended and says whether a signal ended it. It asks the kernel, without
    /// reaping the process: Foundation's own wait can miss an exit among many at once.
    static func waitForEnd(of process: Process) -> Bool {
        var info = siginfo_t()
        while waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOWAIT) != 0 {
            // Interrupted; or reaped already by Foundation, which then learns how it ended.
            if errno != EINTR {
                process.waitUntilExit()
                return process.terminationReason == .uncaughtSignal
            }
        }
        return info.si_code != CLD_EXITED
    }
}
