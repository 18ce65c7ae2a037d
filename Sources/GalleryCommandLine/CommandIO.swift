import ArgumentParser
import Foundation
import GalleryModel

/// Where a command's answer goes and where its standard input comes from: the process's own streams, as the
/// command line prints, or kept for a caller that answers another way (`gallery-mcp`'s tools), with the text given
/// as standard input. A command that answers through it (``AnsweringCommand``) prints the same bytes either way.
public final class CommandIO {
    /// The streams a command uses.
    private enum Streams {
        /// The process's standard input, output and error.
        case process
        /// Kept here; standard input is these bytes.
        case kept(input: [UInt8])
    }

    private let streams: Streams
    /// What a kept command wrote to standard output.
    public private(set) var output: [UInt8] = []
    /// The lines a kept command wrote to standard error, each without its newline.
    public private(set) var notes: [String] = []

    private init(_ streams: Streams) {
        self.streams = streams
    }

    /// Whether what the command writes is kept rather than printed.
    public var keepsStreams: Bool {
        if case .kept = streams { true } else { false }
    }

    /// The process's standard input, output and error.
    public static var standardStreams: CommandIO {
        CommandIO(.process)
    }

    /// Streams kept in memory, standard input holding `input`.
    public static func kept(input: [UInt8] = []) -> CommandIO {
        CommandIO(.kept(input: input))
    }

    /// Writes `text` and a newline to standard output.
    ///
    /// - Throws: ``GalleryError`` when the process's output cannot take it (see ``writeOutput(_:)``).
    public func writeLine(_ text: String) throws {
        switch streams {
        case .process: try GalleryCommandLine.writeLine(text)
        case .kept: output += Array((text + "\n").utf8)
        }
    }

    /// Writes one line to standard error, every control character in it escaped.
    public func note(_ line: String) {
        switch streams {
        case .process: printError(line)
        case .kept: notes.append(Quoting.oneLine(line))
        }
    }

    /// Standard input, at most `limit` bytes and one more (so that a longer input is known to be one).
    ///
    /// - Throws: the system's reason when the process's standard input cannot be read.
    package func standardInput(limit: Int) throws(StandardInputFailure) -> [UInt8] {
        switch streams {
        case .kept(let input):
            return Array(input.prefix(limit + 1))
        case .process:
            var bytes = [UInt8]()
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while bytes.count <= limit {
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw StandardInputFailure(reason: String(cString: strerror(errno)))
                }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
            }
            return bytes
        }
    }
}

/// Standard input could not be read, and the system's reason.
package struct StandardInputFailure: Error {
    package let reason: String
}

/// A command that answers through ``CommandIO``: the command line runs it on the process's streams, and
/// ``CommandLineRun/answer(_:standardInput:)`` on kept ones.
protocol AnsweringCommand: ParsableCommand {
    /// Runs the command, writing its answer to `io`.
    func run(io: CommandIO) throws
}

extension AnsweringCommand {
    func run() throws {
        try run(io: .standardStreams)
    }
}
