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
    /// others only named.
    public static func read(source: String, fileName: String, views choice: SceneFile.Choice = .every) -> SceneFile {
        ReadingThread.run { readHere(source: source, fileName: fileName, choice: choice) }
    }

    /// Reads the Swift file at `path` as ``readFile(atPath:views:)`` does, on a reading thread of its own, and
    /// returns at once; `then` is called on that thread with the file or the reason it cannot be read.
    public static func readFileInBackground(atPath path: String, views choice: SceneFile.Choice,
                                            then: @escaping @Sendable (Result<SceneFile, SceneFileError>) -> Void) {
        ReadingThread.start {
            do throws(SceneFileError) {
                let source = try SceneFileBytes.source(atPath: path)
                then(.success(readHere(source: source, fileName: path, choice: choice)))
            } catch {
                then(.failure(error))
            }
        }
    }

    /// The views of the Swift file at `path`.
    ///
    /// - Throws: ``SceneFileError`` when the file cannot be read or is not Swift source: missing, unreadable, a
    ///   folder or another non-regular file, over ``SceneReadingLimits/maximumFileBytes``, binary (a NUL byte) or
    ///   not UTF-8.
    public static func readFile(atPath path: String, views choice: SceneFile.Choice = .every) throws(SceneFileError) -> SceneFile {
        read(source: try SceneFileBytes.source(atPath: path), fileName: path, views: choice)
    }

    /// The views of `bytes`, the contents of a Swift file named `fileName` (for messages), such as standard input.
    ///
    /// - Throws: ``SceneFileError`` when the bytes are not Swift source: over ``SceneReadingLimits/maximumFileBytes``,
    ///   binary (a NUL byte) or not UTF-8.
    public static func read(bytes: [UInt8], fileName: String, views choice: SceneFile.Choice = .every) throws(SceneFileError) -> SceneFile {
        read(source: try SceneFileBytes.source(of: bytes, fileName: fileName), fileName: fileName, views: choice)
    }

    /// Measures, parses and reads on the calling thread, whose stack must hold the nesting limit: a file whose
    /// shape or tree is past the limits is refused before anything recursive walks it.
    static func readHere(source: String, fileName: String, choice: SceneFile.Choice) -> SceneFile {
        if let refusal = SourceShape.check(source.utf8, fileName: fileName) {
            return SceneFile(source: source, refusal: refusal)
        }
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SceneReadingLimits.maximumNestingLevel) }
        if let deep = SyntaxDepth.firstNode(of: tree, deeperThan: SceneReadingLimits.maximumSyntaxDepth) {
            // Counted from the text: a converter made from the tree would walk it recursively.
            let place = SceneFileBytes.location(of: deep.positionAfterSkippingLeadingTrivia.utf8Offset, in: Array(source.utf8))
            return SceneFile(source: source, refusal: SceneFileError(
                fileName: fileName, location: place,
                problem: SyntaxDepth.refusal, isPastLimits: true))
        }
        return SceneFileReader(tree: tree, fileName: fileName).read(source: source, choice: choice)
    }
}
