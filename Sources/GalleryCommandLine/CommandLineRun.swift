import ArgumentParser
import Foundation
import GalleryModel
import GalleryTranslation

/// A command whose exit status 1 means it found what it looks for (`gallery check`'s errors), so a usage mistake
/// exits with 2 instead, as a CI job needs to tell the two apart.
protocol FindingsCommand: ParsableCommand {}

/// A command that draws with GTK (`open`, `render`). The command line parses it like any other, and the
/// window program, `gallery-window`, runs it: the launcher `gallery` hands it the same arguments.
public protocol WindowCommand: ParsableCommand {}

/// A command that reads Swift source with SwiftSyntax (`scene`, `check`, `lsp`). The command line parses it like any
/// other, and the reading program, `gallery-reader`, runs it: the launcher `gallery` hands it the same arguments,
/// so that the commands that print the catalog start without loading a Swift parser.
public protocol SourceCommand: ParsableCommand {}

/// Runs one command line: parses it, runs the command, and turns every failure into one
/// line on standard error and an exit status.
public enum CommandLineRun {
    /// Runs `arguments` (without the program's name) and returns the exit status:
    /// 0 on success and for help, 1 for any error (2 for a usage mistake of a ``FindingsCommand``), or the
    /// window's own status. A command that draws or reads Swift goes to its runner in `runners`, once it is parsed.
    public static func run(_ arguments: [String], runners: CommandRunners) -> Int32 {
        run(arguments, io: .standardStreams, runners: runners)
    }

    /// Runs `arguments` as ``run(_:window:)`` does, on kept streams whose standard input is `standardInput`, and
    /// returns what the command line would have printed: only an ``AnsweringCommand`` runs here, and a
    /// ``SourceCommand`` through `source` (which refuses what does not answer); a command that draws (which needs the
    /// window program) or prints to the process's own output is refused in one line.
    public static func answer(_ arguments: [String], standardInput: [UInt8] = [],
                              source: @escaping (any SourceCommand, CommandIO) throws -> Void) -> CommandAnswer {
        let io = CommandIO.kept(input: standardInput)
        let runners = CommandRunners(window: { command in
            let name = type(of: command).configuration.commandName ?? "gallery"
            throw GalleryError(say("gallery \(name) draws with the window program; run it there"))
        }, source: source)
        let status = run(arguments, io: io, runners: runners)
        return CommandAnswer(output: String(decoding: io.output, as: UTF8.self), notes: io.notes, status: status)
    }

    /// Runs `arguments`, writing to `io`.
    private static func run(_ arguments: [String], io: CommandIO, runners: CommandRunners) -> Int32 {
        // The argument parser takes time in the square of the arguments' count; no command needs many.
        guard arguments.count <= maximumArguments else {
            io.note(errorPrefix + tr("\(arguments.count) arguments are too many; a gallery command takes at most \(maximumArguments)"))
            return 1
        }
        // The version alone is answered before the parser, which reflects on every command's options first: that took
        // half of `gallery --version`'s time (scripts/benchmark). The answer is the parser's own, word for word.
        if arguments == ["--version"] {
            do {
                try io.writeLine(GalleryCommand.configuration.version)
                return 0
            } catch {
                io.note(errorPrefix + message(for: error, status: .failure, arguments: arguments))
                return 1
            }
        }
        do {
            // So are `list` and `list --json`, by the function their command runs: the parser's reflection (its check
            // for a completion script request among them) was a third of `gallery list`'s instructions (callgrind).
            if arguments == ["list"] || arguments == ["list", "--json"] {
                try ListCommand.write(json: arguments.count == 2, to: io)
                return 0
            }
            var command = try GalleryCommand.parseAsRoot(arguments)
            if let drawing = command as? any WindowCommand {
                try runners.window(drawing)
            } else if let reading = command as? any SourceCommand {
                try runners.source(reading, io)
            } else if let answering = command as? any AnsweringCommand {
                try answering.run(io: io)
            } else if io.keepsStreams {
                // Only an answering command writes where it was asked to; another would print past the caller.
                let name = type(of: command).configuration.commandName ?? "gallery"
                throw GalleryError(say("gallery \(name) prints only to the process's own output; run it there"))
            } else {
                try command.run()
            }
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch let mistake as UsageMistake {
            // Through `io` like every other failure: kept streams (the MCP server's tools) answer with it.
            io.note(errorPrefix + message(for: mistake, status: .validationFailure, arguments: arguments))
            return 2
        } catch {
            let status = GalleryCommand.exitCode(for: error)
            if status == .success {
                // `--help` and `help`: the full text, on standard output.
                try? io.writeLine(GalleryCommand.fullMessage(for: error).trimmingCharacters(in: .newlines))
                return 0
            }
            io.note(errorPrefix + message(for: error, status: status, arguments: arguments))
            return status == .validationFailure && command(in: arguments) is any FindingsCommand.Type ? 2 : 1
        }
    }

    /// The most arguments a command line may have: every command needs fewer than 20, and parsing this many
    /// takes a few milliseconds.
    public static let maximumArguments = 256

    /// What starts the line of every failure, in the language spoken now: the window strips it from
    /// `gallery render`'s last line when it shows that line in a banner.
    public static var errorPrefix: String {
        tr("Error: ")
    }

    /// The error as one line; a usage mistake also says where the command's help is.
    static func message(for error: any Error, status: ExitCode, arguments: [String]) -> String {
        // The gallery's own messages are one line already (what they repeat is quoted) and in the language
        // spoken now; the parser's may add a usage block after the first line, and stay in English, as
        // ArgumentParser writes them and its --help text (it has no catalog of translations).
        let ours = error is GalleryError || error is UsageMistake
        let full = ours ? String(describing: error) : GalleryCommand.message(for: error)
        let first = ours ? full : full.split(separator: "\n").first.map(String.init) ?? tr("failed")
        var line = Quoting.oneLine(first)
        if status == .validationFailure {
            let name = command(in: arguments)?.configuration.commandName.map { "gallery \($0)" } ?? "gallery"
            line = tr("\(line) (see '\(name) --help')")
        }
        return line
    }

    /// The subcommand the first of `arguments` that names one names, or nil.
    private static func command(in arguments: [String]) -> (any ParsableCommand.Type)? {
        let commands = GalleryCommand.configuration.subcommands
        return arguments.lazy.compactMap { argument in commands.first { $0.configuration.commandName == argument } }.first
    }
}

/// What a command line printed when its streams were kept: standard output, the lines of standard error and the
/// exit status.
public struct CommandAnswer: Sendable, Equatable {
    /// Standard output, as printed.
    public let output: String
    /// Standard error's lines, without their newlines.
    public let notes: [String]
    /// The exit status the command line would exit with.
    public let status: Int32
}
