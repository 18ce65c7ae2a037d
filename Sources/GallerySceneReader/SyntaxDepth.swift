import SwiftSyntax

/// How deep a parsed tree is, measured without recursion: SwiftSyntax's visitors and its diagnostics generator
/// recurse once per level, so a tree deeper than ``SceneReadingLimits/maximumSyntaxDepth`` (a chain of thousands
/// of modifiers) is refused before anything walks it.
enum SyntaxDepth {
    /// The first node found deeper than `limit`, or nil when the whole tree is within it.
    static func firstNode(of tree: some SyntaxProtocol, deeperThan limit: Int) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .all) {
                pending.append((child, depth + 1))
            }
        }
        return nil
    }
}
