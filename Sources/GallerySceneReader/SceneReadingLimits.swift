import GalleryModel

/// The bounds a Swift file is read within, so that no input can make reading crash, hang or exhaust memory: every
/// file is read, resolved and planned within two seconds of one core, in a debug build as in a release build.
///
/// The bounds are checked in this order: the file's size and bytes (``SceneFileBytes``), its shape before it is
/// parsed (``SourceShape``: brackets, interpolations, `#if` blocks and the parser's look-ahead), the depth of the
/// parsed tree (``SyntaxDepth``, measured without recursion before anything walks it recursively), then while the
/// views are read (``ReadingBudget``: views made, views nested, views expanded inside views, and time). Nothing
/// recursive ever goes deeper than these bounds on any thread.
public enum SceneReadingLimits {
    /// The largest file read: 128 KiB, about 3,000 lines. A SwiftUI view file is a few kilobytes (the largest of
    /// the 725 Swift files of four open-source SwiftUI apps is 32 KB); SwiftParser reads about 250 KB a second of
    /// one core in a debug build (ten times that in a release build), so a file this size is parsed in half a
    /// second there and checked or read whole in about one: half of the two seconds promised, a margin that a
    /// machine busy with other work (sharing its caches and cores) still keeps.
    public static let maximumFileBytes = 128 << 10
    /// How deeply SwiftParser may nest syntax: the release build's default (the debug build's is 20), the same in
    /// both builds. Parsing runs on a thread whose stack holds it (``parserStackBytes``).
    public static let maximumNestingLevel = 256
    /// How deeply `(`, `[`, `{` and interpolations may nest in a file: far past anything written by hand.
    public static let maximumBracketDepth = 128
    /// How deeply string interpolations may nest inside string interpolations.
    public static let maximumInterpolationDepth = 8
    /// How deeply `#if` blocks may nest.
    public static let maximumConditionalDepth = 32
    /// The most look-ahead work (``SourceShape/lookaheadWork``) a file may ask of the parser: under a second in a
    /// debug build. A file written by hand needs a few thousand.
    public static let maximumLookaheadWork = 1 << 17
    /// How deep the parsed tree may be. A long chain of modifiers is a deep tree (each modifier holds the
    /// expression before it, two levels down), so this is what bounds a chain: about 1,000 modifiers, where a
    /// real one has 20.
    public static let maximumSyntaxDepth = 2_000
    /// The stack of the thread that parses and walks the tree: 64 MiB, far more than the bounds need.
    public static let parserStackBytes = 64 << 20
    /// How many views a `ForEach` is expanded to at most.
    public static let maximumForEachExpansion = 20
    /// How many views the reading of one file makes at most, all of its views together: a file of thousands of
    /// views reads up to here, with an error.
    public static let maximumNodes = 10_000
    /// How deeply views may nest in a scene (``SceneLimits/maximumViewDepth``), counting each of the file's own
    /// views expanded in place as a level; a deeper view is not read, with an error.
    public static let maximumViewDepth = SceneLimits.maximumViewDepth
    /// How many of the file's own views may be expanded inside one another: a chain of views each using the next.
    public static let maximumExpansionDepth = 32
    /// The largest string table file read (a catalogue holds every language: a big app's is about 2 MiB), as large as
    /// the largest `project.pbxproj` the project search reads.
    public static let maximumStringTableBytes = 8 << 20
    /// How many string table files a project's tables are read from at most.
    public static let maximumStringTableFiles = 256
    /// How many folder entries the search for string tables looks at, and how deep below a target's folder it goes.
    public static let maximumStringTableSearchEntries = 50_000
    public static let maximumStringTableDepth = 16
    /// How long reading one file's views may take, after parsing: past it the reading stops, with an error.
    public static let timeBudget: Duration = .seconds(1)
}
