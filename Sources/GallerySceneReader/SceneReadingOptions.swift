import GalleryModel

/// How a scene is read: for which platform (its `#if`s evaluated as that platform's build compiles them, with the
/// target's `-D` conditions), and which branch to draw at each conditional. A scene is read per platform; the files'
/// trees are parsed once (``SceneProject``), so reading again for another platform or branch costs only the reading.
public struct SceneReadingOptions: Sendable, Hashable {
    /// The platform drawn.
    public var platform: Platform
    /// The `-D` compilation conditions set (the target's, and any given).
    public var conditions: Set<String>
    /// The branch chosen at each conditional, by its place.
    public var branches: SceneBranchChoices
    /// The languages the app's string tables are read in, the preferred first (`zh-Hans`); empty for the app's own
    /// development language.
    public var languages: [String]

    public init(platform: Platform = .iOS, conditions: Set<String> = [], branches: SceneBranchChoices = SceneBranchChoices(),
                languages: [String] = []) {
        self.platform = platform
        self.conditions = conditions
        self.branches = branches
        self.languages = languages
    }

    /// How `#if` reads for these options.
    var configuration: PlatformBuildConfiguration {
        PlatformBuildConfiguration(platform: platform, conditions: conditions)
    }
}
