/// The bounds of one search, so that no tree, manifest or project file can make it run long, use much memory or
/// recurse deeply. Reaching one is a ``ProjectProblem``, never a silent stop.
enum ProjectLimits {
    /// The most bytes of a `Package.swift` read (real manifests are a few KiB).
    static let maximumManifestBytes = 256 << 10
    /// The deepest nesting of brackets in a manifest (real ones nest about 8 deep): measured before parsing
    /// (``ManifestShape``) and given to SwiftParser as its own bound, so the syntax tree, and every walk of it, stays
    /// this shallow.
    static let maximumManifestNesting = 64
    /// The most work SwiftParser's look-ahead for `[` may do in a manifest, in bytes looked at (``ManifestShape``).
    static let maximumManifestLookahead = 1 << 17
    /// How deep the manifest reader follows a value into the values it is made of (constants naming constants,
    /// helper functions calling helpers, `.map` inside `.map`).
    static let maximumEvaluationDepth = 64
    /// The most expressions the reader evaluates in one manifest (a real one takes a few hundred).
    static let maximumEvaluationSteps = 50_000
    /// The most elements a manifest value may expand to (a `.map` over a long array, arrays added together).
    static let maximumManifestElements = 10_000

    /// The most bytes of a `project.pbxproj` read (big apps' are about 1 MiB).
    static let maximumProjectFileBytes = 8 << 20
    /// The deepest nesting of `{ }` and `( )` in a `project.pbxproj` (Xcode writes 6 or 7).
    static let maximumPropertyListNesting = 200
    /// The most bytes of one `.xcconfig` file, and the deepest chain of `#include`s.
    static let maximumConfigurationFileBytes = 1 << 20
    static let maximumIncludeDepth = 16
    /// How many levels of groups a file's path may go up through, and how deeply a setting may name other settings.
    static let maximumGroupDepth = 256
    static let maximumSettingExpansionDepth = 32
    /// How many references to other settings working out one value may follow.
    static let maximumSettingExpansionSteps = 4_096

    /// The most folder entries one search looks at, over every folder it walks (finding projects and listing targets'
    /// files), and the deepest folder it enters below where it started.
    static let maximumEntries = 1_000_000
    static let maximumFolderDepth = 64
    /// The most projects (packages and Xcode projects) one search reads.
    static let maximumProjects = 2_000
    /// How many folders a file's path is walked up to find its project.
    static let maximumAncestors = 64
}
