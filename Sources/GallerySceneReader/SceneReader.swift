import Foundation
import GalleryModel
import SwiftParser
import SwiftSyntax

/// Reads SwiftUI source into scenes, with SwiftSyntax: never a hand-written parser, never a crash. What it does
/// not understand becomes a diagnostic with its line and column.
///
/// Parsing and reading run on a thread of their own whose stack (``SceneReadingLimits/parserStackBytes``) holds
/// the nesting the parser is allowed (``SceneReadingLimits/maximumNestingLevel``), so a view 40 containers deep
/// reads in a debug build as in a release build; the calls wait for it, so they stay synchronous.
public enum SceneReader {
    /// The views of `source`, a Swift file named `fileName` (for messages).
    public static func read(source: String, fileName: String) -> SceneFile {
        let result = ReadResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.file = readHere(source: source, fileName: fileName)
            done.signal()
        }
        thread.stackSize = SceneReadingLimits.parserStackBytes
        thread.start()
        done.wait()
        return result.file ?? SceneFile(fileName: fileName, source: source, views: [], diagnostics: [], defaultIndex: nil)
    }

    /// The views of the Swift file at `path`.
    ///
    /// - Throws: ``SceneFileError`` when the file cannot be read or is not Swift source: missing, unreadable, a
    ///   folder or another non-regular file, over ``SceneReadingLimits/maximumFileBytes``, binary (a NUL byte) or
    ///   not UTF-8.
    public static func readFile(atPath path: String) throws(SceneFileError) -> SceneFile {
        read(source: try SceneFileBytes.source(atPath: path), fileName: path)
    }

    /// The views of `bytes`, the contents of a Swift file named `fileName` (for messages), such as standard input.
    ///
    /// - Throws: ``SceneFileError`` when the bytes are not Swift source: over ``SceneReadingLimits/maximumFileBytes``,
    ///   binary (a NUL byte) or not UTF-8.
    public static func read(bytes: [UInt8], fileName: String) throws(SceneFileError) -> SceneFile {
        read(source: try SceneFileBytes.source(of: bytes, fileName: fileName), fileName: fileName)
    }

    /// Parses and reads on the calling thread, whose stack must hold the nesting limit.
    private static func readHere(source: String, fileName: String) -> SceneFile {
        var text = source
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SceneReadingLimits.maximumNestingLevel) }
        return SceneFileReader(tree: tree, fileName: fileName).read(source: source)
    }
}

/// The reading thread's answer, handed to the waiting caller: written once before the semaphore is signalled and
/// read only after it was waited for, so the two threads never touch it at the same time.
private final class ReadResult: @unchecked Sendable {
    var file: SceneFile?
}
