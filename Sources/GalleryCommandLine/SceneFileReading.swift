import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// How the scene commands read a file: its failures as the one compiler-style line they print.
enum SceneFileReading {
    /// The view named `view` (the file's default view when nil) of the SwiftUI file at `path`.
    ///
    /// - Throws: after writing the reader's one line (`FILE:LINE:COLUMN: error: …`) on standard error, exit status
    ///   1: for a file that cannot be read, has no view, or has no view named `view`.
    static func scene(in path: String, named view: String?) throws -> Scene {
        do throws(SceneFileError) {
            return try SceneReader.readFile(atPath: path).scene(named: view)
        } catch {
            printError(tr(error.text))
            throw ExitCode(1)
        }
    }

    /// "Row.swift:4:13: warning: …": a diagnostic as a compiler writes it, its message in the language spoken now
    /// and its severity in English, as tools that read compilers' output expect.
    static func line(file: String, _ diagnostic: SceneDiagnostic) -> String {
        "\(file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(tr(diagnostic.message))"
    }
}
