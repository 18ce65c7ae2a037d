import GalleryModel
@_spi(RawSyntax) import SwiftSyntax

/// How deep a parsed tree is, measured without recursion: SwiftSyntax's visitors and its diagnostics generator
/// recurse once per level, so a tree deeper than ``SceneReadingLimits/maximumSyntaxDepth`` (a chain of thousands
/// of modifiers) is refused before anything walks it.
public enum SyntaxDepth {
    /// Why a file whose tree is too deep is not read.
    public static let refusal = say(
        "the code here is nested more than \(SceneReadingLimits.maximumSyntaxDepth) syntax levels deep (a chain of hundreds of modifiers, or expressions inside expressions); the gallery does not read the file")

    /// The first node found deeper than `limit`, or nil when the whole tree is within it.
    public static func firstNode(of tree: some SyntaxProtocol, deeperThan limit: Int) -> Syntax? {
        guard isDeeper(tree.raw, than: limit) else { return nil }
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .all) {
                pending.append((child, depth + 1))
            }
        }
        return nil
    }

    /// Whether any node under `root` lies deeper than `limit`, walked on the raw tree: most files are within the limit,
    /// and this walk makes no `Syntax` node (and no position) for each of their nodes, which took a tenth of a check.
    private static func isDeeper(_ root: RawSyntax, than limit: Int) -> Bool {
        var pending: [(node: RawSyntax, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return true }
            guard let layout = node.layoutView else { continue }
            for case let child? in layout.children {
                pending.append((child, depth + 1))
            }
        }
        return false
    }
}
