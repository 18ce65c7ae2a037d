/// The bounds every scene keeps, however it was made (read from source, composed by hand, built for a card).
public enum SceneLimits {
    /// How deeply views may nest in a scene. A real app's deepest view, its custom views expanded, is a few dozen
    /// levels down; the reader stops deeper with an error, and the composer wraps no deeper. Everything that walks
    /// a scene recursively (resolving, planning, printing, drawing, comparing) therefore recurses at most this
    /// deep, on any thread, with a stack of any size GTK or Swift gives it.
    public static let maximumViewDepth = 96
}

extension Scene {
    /// How deeply its views nest: 1 for a scene of views with nothing inside them, 0 for an empty scene. Counted
    /// without recursion, so it can measure any scene.
    public var viewDepth: Int {
        var deepest = 0
        var pending = roots.map { ($0, 1) }
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending += node.allChildren.map { ($0, depth + 1) }
        }
        return deepest
    }
}
