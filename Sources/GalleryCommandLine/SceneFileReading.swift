import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// How the scene commands read a file: `-` is standard input, and a failure is the one compiler-style line they print.
enum SceneFileReading {
    /// The path that means standard input.
    static let standardInput = "-"

    /// The name a file is called in what the commands print: its path, or `<stdin>` for standard input, as swiftc
    /// calls it.
    static func displayName(of path: String) -> String {
        path == standardInput ? "<stdin>" : path
    }

    /// The view named `view` (the file's default view when nil) of the SwiftUI file at `path`.
    ///
    /// - Throws: after writing the reader's one line (`FILE:LINE:COLUMN: error: …`) on `io`'s standard error, exit
    ///   status 1: for a file that cannot be read, has no view, or has no view named `view`.
    static func scene(in path: String, named view: String?, io: CommandIO) throws -> Scene {
        do throws(SceneFileError) {
            return try file(atPath: path, views: SceneFile.Choice(view), io: io).scene(named: view)
        } catch {
            io.note(tr(error.text))
            throw ExitCode(1)
        }
    }

    /// The views `choice` asks for of the SwiftUI file at `path`, or of `io`'s standard input for `-`.
    ///
    /// - Throws: ``SceneFileError`` for a file that cannot be read or is not Swift source.
    static func file(atPath path: String, views choice: SceneFile.Choice, io: CommandIO) throws(SceneFileError) -> SceneFile {
        guard path == standardInput else { return try SceneReader.readFile(atPath: path, views: choice) }
        let name = displayName(of: path)
        let bytes: [UInt8]
        do throws(StandardInputFailure) {
            bytes = try io.standardInput(limit: SceneReadingLimits.maximumFileBytes)
        } catch {
            throw SceneFileError(fileName: name, problem: .verbatim(error.reason))
        }
        return try SceneReader.read(bytes: bytes, fileName: name, views: choice)
    }

    /// "Row.swift:4:13: warning: …": a diagnostic as a compiler writes it, its message in the language spoken now
    /// and its severity in English, as tools that read compilers' output expect.
    static func line(file: String, _ diagnostic: SceneDiagnostic) -> String {
        "\(file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(message(diagnostic, in: .spoken))"
    }

    /// The language a diagnostic's message is said in.
    enum Language {
        /// The language spoken now.
        case spoken
        /// English, whatever is spoken (the JSON documents' `message`).
        case english
    }

    /// `diagnostic`'s message in `language`, with what it quotes of the file cut to a few words: a parser's message
    /// quotes the code it stumbled on, which can be a whole line or more, and a message repeats no more of a file than
    /// the start of the code it is about (``Quoting/shorteningQuotes(_:)``).
    static func message(_ diagnostic: SceneDiagnostic, in language: Language) -> String {
        Quoting.shorteningQuotes(language == .english ? diagnostic.message.english : tr(diagnostic.message))
    }
}
