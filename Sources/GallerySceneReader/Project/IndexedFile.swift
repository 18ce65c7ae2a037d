import GalleryModel
import SwiftParser
import SwiftSyntax

/// One Swift file of a project as the index keeps it: its text, its syntax tree (kept, so a view another file uses is
/// read from it without parsing again), its lines and the declarations it holds; or why it was not read (past the
/// reader's limits: ``SourceShape``, ``SyntaxDepth``).
struct IndexedFile: Sendable {
    /// The file as named in locations and messages: its path in a project, the name given for a file read alone.
    let path: String
    let source: String
    /// The parsed tree, or nil when the file was refused.
    let tree: SourceFileSyntax?
    let lines: LineTable
    /// Why the file was not read, when it is past the limits.
    let refusal: SceneFileError?
    /// What it declares.
    let declarations: FileDeclarations

    /// Measures and parses `source` on the calling thread, which must be a ``ReadingThread``: a file whose shape or tree
    /// is past the limits is refused before anything recursive walks it.
    init(path: String, source: String) {
        self.path = path
        self.source = source
        lines = LineTable(source)
        if let refusal = SourceShape.check(source.utf8, fileName: path) {
            (tree, self.refusal, declarations) = (nil, refusal, FileDeclarations())
            return
        }
        var text = source
        let parsed = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SceneReadingLimits.maximumNestingLevel) }
        if let deep = SyntaxDepth.firstNode(of: parsed, deeperThan: SceneReadingLimits.maximumSyntaxDepth) {
            let place = lines.location(ofOffset: deep.positionAfterSkippingLeadingTrivia.utf8Offset, file: nil)
            (tree, self.refusal, declarations) = (nil, SceneFileError(fileName: path, location: place, problem: SyntaxDepth.refusal, isPastLimits: true),
                                                  FileDeclarations())
            return
        }
        tree = parsed
        refusal = nil
        declarations = FileDeclarations(parsed)
    }
}
