/// The bounds a scene file is read within, so that no input can make reading crash, hang or exhaust memory.
public enum SceneReadingLimits {
    /// The largest file read: 1 MiB. A SwiftUI view file is a few kilobytes.
    public static let maximumFileBytes = 1 << 20
    /// How deeply SwiftParser may nest syntax. Its own default is 20 in a debug build and 256 in a release
    /// build; a view 40 containers deep nests about five syntax levels per container, so the gallery sets one
    /// limit for both builds and parses on a thread whose stack holds it (``parserStackBytes``).
    public static let maximumNestingLevel = 1_000
    /// The stack of the thread that parses and walks the tree: 64 MiB, far more than the nesting limit needs.
    public static let parserStackBytes = 64 << 20
    /// How many views a `ForEach` is expanded to at most.
    public static let maximumForEachExpansion = 20
    /// How many views a scene holds at most: a file of thousands of views reads up to here, with an error.
    public static let maximumNodes = 10_000
}
