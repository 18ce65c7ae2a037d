import ArgumentParser
import Foundation
import GalleryCommandLine
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// How the scene commands read a file: with its project's declarations (or alone), `-` as standard input, and a failure
/// as the one compiler-style line they print.
enum SceneFileReading {
    /// The path that means standard input.
    static let standardInput = "-"

    /// The name a file is called in what the commands print: its path, or `<stdin>` for standard input, as swiftc
    /// calls it.
    static func displayName(of path: String) -> String {
        path == standardInput ? "<stdin>" : path
    }

    /// What a scene command read: the scene, and for a view read from a project, its project and the places the app
    /// uses it.
    struct Reading {
        let scene: Scene
        /// The project the scene was read with; nil for a file read alone.
        let project: SceneProject?
        /// Where the app uses the view (its call sites in the app's root scene), none when it does not.
        let callSites: [SceneCallSite]
    }

    /// The view named `view` (the file's default view when nil) of the SwiftUI file at `path`, read with its project's
    /// declarations unless `alone` (or standard input); for a project's folder, that view as the app uses it, or the
    /// app's root scene without `view`.
    ///
    /// - Throws: after writing the reader's one line (`FILE:LINE:COLUMN: error: …`) on `io`'s standard error, exit
    ///   status 1: for a file that cannot be read, has no view, or has no view named `view`.
    static func read(_ path: String, named view: String?, alone: Bool, options: SceneReadingOptions, io: CommandIO) throws -> Reading {
        do throws(SceneFileError) {
            guard !alone, path != standardInput else {
                return Reading(scene: try file(atPath: path, views: SceneFile.Choice(view), options: options, io: io).scene(named: view),
                               project: nil, callSites: [])
            }
            let project = try SceneProject.open(path, preferring: options.platform, declaring: view)
            guard project.targetName != nil else {
                return Reading(scene: try project.read(file: path, views: SceneFile.Choice(view), options: options).scene(named: view),
                               project: nil, callSites: [])
            }
            var isFolder: ObjCBool = false
            let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            let scene: Scene
            if folder {
                guard let name = view ?? project.appName, let declaring = project.file(declaring: name) else {
                    throw SceneFileError(fileName: path, problem: view.map { say("no file of its project declares a view named \(Quoting.quoted($0))") }
                                         ?? say("its project has no @main App; name a view with --view"))
                }
                scene = try project.read(file: declaring, views: .named(name), options: options, namingEveryFile: true).scene(named: name)
            } else {
                scene = try project.read(file: path, views: SceneFile.Choice(view), options: options).scene(named: view)
            }
            let sites = scene.name == project.appName ? [] : project.callSites(of: scene.name, options: options)
            return Reading(scene: scene, project: project, callSites: sites)
        } catch {
            io.note(tr(error.text))
            throw ExitCode(1)
        }
    }

    /// The view named `view` (the file's default view when nil) of the SwiftUI file at `path`, read with its project.
    ///
    /// - Throws: after writing the reader's one line on `io`'s standard error, exit status 1.
    static func scene(in path: String, named view: String?, options: SceneReadingOptions = SceneReadingOptions(), io: CommandIO) throws -> Scene {
        try read(path, named: view, alone: false, options: options, io: io).scene
    }

    /// The views `choice` asks for of the SwiftUI file at `path` read alone, or of `io`'s standard input for `-`.
    ///
    /// - Throws: ``SceneFileError`` for a file that cannot be read or is not Swift source.
    static func file(atPath path: String, views choice: SceneFile.Choice, options: SceneReadingOptions = SceneReadingOptions(),
                     io: CommandIO) throws(SceneFileError) -> SceneFile {
        guard path == standardInput else { return try SceneReader.readFile(atPath: path, views: choice, options: options) }
        return try SceneReader.read(bytes: try standardInputBytes(io: io), fileName: displayName(of: standardInput), views: choice, options: options)
    }

    /// The view named `view` (the default view when nil) of the SwiftUI source `bytes` that came on standard input.
    ///
    /// - Throws: after writing the reader's one line on `io`'s standard error, exit status 1.
    static func scene(inStandardInput bytes: [UInt8], named view: String?, options: SceneReadingOptions, io: CommandIO) throws -> Scene {
        do throws(SceneFileError) {
            return try SceneReader.read(bytes: bytes, fileName: displayName(of: standardInput), views: SceneFile.Choice(view), options: options)
                .scene(named: view)
        } catch {
            io.note(tr(error.text))
            throw ExitCode(1)
        }
    }

    /// `io`'s standard input, at most a file's limit.
    ///
    /// - Throws: ``SceneFileError`` naming `<stdin>` when it cannot be read or is longer than a file may be.
    static func standardInputBytes(io: CommandIO) throws(SceneFileError) -> [UInt8] {
        do throws(StandardInputFailure) {
            return try io.standardInput(limit: SceneReadingLimits.maximumFileBytes)
        } catch {
            throw SceneFileError(fileName: displayName(of: standardInput), problem: .verbatim(error.reason))
        }
    }

    /// A path as the commands print it: relative to the working folder when it is inside it.
    static func shown(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// "Row.swift:4:13: warning: …": a diagnostic as a compiler writes it, its message in the language spoken now
    /// and its severity in English, as tools that read compilers' output expect.
    static func line(file: String, _ diagnostic: SceneDiagnostic) -> String {
        let file = diagnostic.location.file.map(shown) ?? file
        return "\(file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(message(diagnostic, in: .spoken))"
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
