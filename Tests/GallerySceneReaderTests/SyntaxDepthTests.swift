import SwiftParser
import SwiftSyntax
import Testing
@testable import GallerySceneReader

/// The depth check that refuses a tree too deep to walk: it finds a node exactly when one lies deeper than the limit,
/// and names the first such node, for a file's line and column.
@Suite("Syntax depth")
struct SyntaxDepthTests {
    /// The tree's depth, counted the plain way (the root is 1, each child one more, tokens included).
    private static func depth(of node: Syntax) -> Int {
        1 + (node.children(viewMode: .all).map(depth).max() ?? 0)
    }

    @Test("A tree is refused from one level past its depth, and not at its depth", arguments: [1, 10, 60])
    func boundary(chain: Int) throws {
        let source = "let v = Text(\"x\")" + String(repeating: ".bold()", count: chain) + "\n"
        let tree = Parser.parse(source: source)
        let depth = Self.depth(of: Syntax(tree))
        #expect(SyntaxDepth.firstNode(of: tree, deeperThan: depth) == nil)
        let deep = try #require(SyntaxDepth.firstNode(of: tree, deeperThan: depth - 1))
        // The node found is a leaf at the deepest level: the innermost call's first token.
        #expect(deep.is(TokenSyntax.self))
        #expect(Self.depth(of: deep) == 1)
    }
}
