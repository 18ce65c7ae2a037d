/// What a card is drawn for: the emulated platform and release, where the
/// example sits, the colour scheme and the Dynamic Type size. The window's header
/// sets one context; the variants view and `gallery render` draw one stage per
/// context. The resolver, the planner and the platform theme take it whole.
public struct Context: Sendable, Hashable {
    /// The emulated platform.
    public var platform: Platform
    /// Its release.
    public var release: OSVersion
    /// Where the example sits.
    public var placement: Placement
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The Dynamic Type size.
    public var contentSize: ContentSize

    /// A context; the release defaults to the platform's newest.
    public init(platform: Platform, release: OSVersion? = nil, placement: Placement = .standard,
                colorScheme: ColorScheme = .light, contentSize: ContentSize = .large) {
        self.platform = platform
        self.release = release ?? platform.newestRelease
        self.placement = placement
        self.colorScheme = colorScheme
        self.contentSize = contentSize
    }

    /// The same context on `platform`, in the release `platform` shipped in the same year
    /// (iOS 17 and macOS 14 both came in 2023), or its first release when it had none then.
    public func on(_ platform: Platform) -> Context {
        var moved = self
        moved.platform = platform
        moved.release = self.platform.sameYearRelease(release, on: platform)
        return moved
    }
}

extension Platform {
    /// The release of `platform` from the same year as `release` of this platform. The major releases
    /// of every platform are listed oldest first, one a year (``majorReleases``); visionOS began in 2023
    /// with 1.0. A point release carries over where `platform` knows the same number (14.5 on iOS and
    /// tvOS); otherwise the year's major release stands for it.
    public func sameYearRelease(_ release: OSVersion, on platform: Platform) -> OSVersion {
        if platform == self { return release }
        let majors = majorReleases
        let index = majors.lastIndex { $0 <= release } ?? 0
        let fromEnd = majors.count - 1 - index
        let targets = platform.majorReleases
        let target = targets[max(targets.count - 1 - fromEnd, 0)]
        if release.major == target.major, let same = platform.release(release) { return same }
        return target
    }
}
