import Foundation
import GalleryModel
import SwiftParser
import SwiftSyntax

/// Reads SwiftUI source into scenes, with SwiftSyntax: never a hand-written parser, never a crash. What it does
/// not understand becomes a diagnostic with its line and column.
///
/// Parsing and reading run on a ``ReadingThread``, whose stack holds the nesting the reader allows
/// (``SceneReadingLimits``), in a debug build as in a release build. The calls wait for it, so they stay
/// synchronous; ``readFileInBackground(atPath:views:then:)`` does not, for a window that must keep answering.
public enum SceneReader {
    /// The views of `source`, a Swift file named `fileName` (for messages): those `choice` asks for are read, the
    /// others only named; `#if`s and branches as `options` say.
    public static func read(source: String, fileName: String, views choice: SceneFile.Choice = .every,
                            options: SceneReadingOptions = SceneReadingOptions()) -> SceneFile {
        ReadingThread.run { readHere(source: source, fileName: fileName, choice: choice, options: options) }
    }

    /// Reads the Swift file at `path` as ``readFile(atPath:views:options:)`` does, on a reading thread of its own, and
    /// returns at once; `then` is called on that thread with the file or the reason it cannot be read.
    public static func readFileInBackground(atPath path: String, views choice: SceneFile.Choice,
                                            options: SceneReadingOptions = SceneReadingOptions(),
                                            then: @escaping @Sendable (Result<SceneFile, SceneFileError>) -> Void) {
        ReadingThread.start {
            do throws(SceneFileError) {
                let source = try SceneFileBytes.source(atPath: path)
                then(.success(readHere(source: source, fileName: path, choice: choice, options: options)))
            } catch {
                then(.failure(error))
            }
        }
    }

    /// The views of the Swift file at `path`, read alone (``SceneProject`` reads a file with its project's declarations).
    ///
    /// - Throws: ``SceneFileError`` when the file cannot be read or is not Swift source: missing, unreadable, a
    ///   folder or another non-regular file, over ``SceneReadingLimits/maximumFileBytes``, binary (a NUL byte) or
    ///   not UTF-8.
    public static func readFile(atPath path: String, views choice: SceneFile.Choice = .every,
                                options: SceneReadingOptions = SceneReadingOptions()) throws(SceneFileError) -> SceneFile {
        read(source: try SceneFileBytes.source(atPath: path), fileName: path, views: choice, options: options)
    }

    /// The views of `bytes`, the contents of a Swift file named `fileName` (for messages), such as standard input.
    ///
    /// - Throws: ``SceneFileError`` when the bytes are not Swift source: over ``SceneReadingLimits/maximumFileBytes``,
    ///   binary (a NUL byte) or not UTF-8.
    public static func read(bytes: [UInt8], fileName: String, views choice: SceneFile.Choice = .every,
                            options: SceneReadingOptions = SceneReadingOptions()) throws(SceneFileError) -> SceneFile {
        read(source: try SceneFileBytes.source(of: bytes, fileName: fileName), fileName: fileName, views: choice, options: options)
    }

    /// Measures, parses and reads on the calling thread, whose stack must hold the nesting limit: a file whose
    /// shape or tree is past the limits is refused before anything recursive walks it. The file is its own index.
    static func readHere(source: String, fileName: String, choice: SceneFile.Choice,
                         options: SceneReadingOptions = SceneReadingOptions()) -> SceneFile {
        let file = IndexedFile(path: fileName, source: source)
        return SceneFileReader(index: ProjectIndex([file]), file: file, options: options).read(choice: choice)
    }
}
