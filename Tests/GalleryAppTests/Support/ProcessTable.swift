import Foundation

/// What `/proc` says of the machine's processes: enough to find a program's children and to tell when
/// one of them has gone, without mistaking a later process that reused its pid for it.
enum ProcessTable {
    /// One process as `/proc/PID/stat` and `/proc/PID/cmdline` describe it.
    struct Entry: Equatable {
        let pid: pid_t
        let parent: pid_t
        /// R, S, D, Z (a zombie: ended, not yet reaped)...
        let state: Character
        /// When it started, in clock ticks since boot: with the pid, it names one process for good.
        let started: UInt64
        let arguments: [String]

        /// Whether the process has ended (gone, a zombie, or its pid now names another process).
        var hasEnded: Bool {
            guard let now = ProcessTable.entry(pid), now.started == started else { return true }
            return now.state == "Z" || now.state == "X"
        }
    }

    /// The process `pid`, or nil when there is none.
    static func entry(_ pid: pid_t) -> Entry? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the name in parentheses: state, ppid, pgrp, session, tty, tpgid, flags, 7 counters, 4 times,
        // priority, nice, threads, itrealvalue, starttime (the 20th).
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let state = fields[0].first, let parent = pid_t(fields[1]), let started = UInt64(fields[19]) else {
            return nil
        }
        let commandLine = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        let arguments = commandLine.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        return Entry(pid: pid, parent: parent, state: state, started: started, arguments: arguments)
    }

    /// Every process now running.
    static func all() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.compactMap(entry)
    }

    /// The running children of `parent`.
    static func children(of parent: pid_t) -> [Entry] {
        all().filter { $0.parent == parent && $0.state != "Z" }
    }

    /// Polls every 20 ms until `condition` gives a value, for at most `seconds`; nil if it never did.
    static func waitFor<Value>(seconds: TimeInterval, _ condition: () -> Value?) -> Value? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let value = condition() { return value }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return condition()
    }

    /// Waits at most `seconds` for `entry` to end; says whether it did.
    static func waitForEnd(of entry: Entry, seconds: TimeInterval) -> Bool {
        waitFor(seconds: seconds) { entry.hasEnded ? true : nil } ?? false
    }
}

/// The X server a `gallery render` started, found through `/proc`.
struct RenderServer {
    let process: ProcessTable.Entry
    /// Its display's number, from its command line (`Xvfb :NUMBER ...`).
    let display: Int

    /// The lock file an X server makes (not with `-displayfd`, which the render passes; were it ever made, it
    /// must go too) and the socket it listens on, both removed when it stops.
    var lockFile: String { "/tmp/.X\(display)-lock" }
    var socket: String { "/tmp/.X11-unix/X\(display)" }

    /// The Xvfb whose parent is `render`, once it listens on its socket; nil while there is none.
    static func of(_ render: pid_t) -> RenderServer? {
        for child in ProcessTable.children(of: render) {
            guard let xvfb = child.arguments.firstIndex(where: { $0.hasSuffix("/Xvfb") }), xvfb + 1 < child.arguments.count,
                  child.arguments[xvfb + 1].hasPrefix(":"), let display = Int(child.arguments[xvfb + 1].dropFirst()) else { continue }
            let server = RenderServer(process: child, display: display)
            // setpriv has become Xvfb (its program is Xvfb now), and the server listens.
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child.pid)/exe"))?.hasSuffix("/Xvfb") == true,
                  FileManager.default.fileExists(atPath: server.socket) else { continue }
            return server
        }
        return nil
    }
}
