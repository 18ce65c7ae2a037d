/// The releases of each platform that the gallery knows: every major release
/// since SwiftUI arrived, and every point release that the catalog's
/// availability data or release-bounded rules name.
extension Platform {
    /// The major releases since SwiftUI (2019), oldest first. In 2025 Apple numbered every platform by the
    /// coming year, so each jumps to 26 (https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-26-release-notes).
    public var majorReleases: [OSVersion] {
        switch self {
        case .iOS, .iPadOS, .tvOS: ["13", "14", "15", "16", "17", "18", "26", "27"]
        case .macOS: ["10.15", "11", "12", "13", "14", "15", "26", "27"]
        case .watchOS: ["6", "7", "8", "9", "10", "11", "26", "27"]
        case .visionOS: ["1", "2", "26", "27"]
        }
    }

    /// Every release the gallery can emulate, newest first: the major releases and the point releases the
    /// catalog mentions for this platform (16.4 for the control group styles, 14.5 for titleAndIcon...). A style
    /// deprecated in a future release names no release: its pages' end releases are only the SDKs they were built with.
    public var releases: [OSVersion] {
        PlatformReleases.all[self]!
    }

    /// The newest release the gallery knows; the default of the release selector.
    public var newestRelease: OSVersion {
        releases[0]
    }

    /// The known release equal to `version` (`17` finds `17.0`), or nil.
    public func release(_ version: OSVersion) -> OSVersion? {
        releases.first { $0 == version }
    }
}

/// The release lists. What they hold is derived from the catalog and the rule tables (``derived()``); a process reads
/// them from ``GeneratedTables/releases``, written out by `scripts/generate-tables`, so that listing the catalog does
/// not build every family's rules to learn which releases exist (`GeneratedTablesTests` holds the two equal).
enum PlatformReleases {
    static let all: [Platform: [OSVersion]] = GeneratedTables.releases

    /// Every platform's major releases, and every release the catalog's declared availability, the custom styles'
    /// APIs and the automatic rules name, newest first.
    static func derived() -> [Platform: [OSVersion]] {
        Dictionary(uniqueKeysWithValues: Platform.allCases.map { platform in
            var versions = Set(platform.majorReleases)
            // Declared availability, not computed: a custom style's computed first releases are among its declared
            // ones and those of the APIs it calls, and computing them plans its card, which needs these lists.
            for availability in StyleCatalog.families.flatMap({ [$0.viewAvailability] + $0.styles.map(\.declaredAvailability) }) {
                versions.formUnion([availability.introduced[platform], availability.deprecation(on: platform)?.release,
                                    availability.obsoleted[platform]].compactMap { $0 })
            }
            versions.formUnion(CustomStyleAPIs.table.compactMap { $0.introduced[platform] })
            for rule in AutomaticStyleTable.rules {
                versions.formUnion([rule.since[platform], rule.before[platform]].compactMap { $0 })
            }
            let first = platform.majorReleases[0]
            return (platform, versions.filter { $0 >= first }.sorted(by: >))
        })
    }
}

/// Releases of the same year across platforms. Apple ships every platform's major release together each autumn (an
/// API's availability block names them side by side: https://developer.apple.com/documentation/swiftui/labeledcontent
/// came in iOS 16, macOS 13, tvOS 16 and watchOS 9, the 2022 releases), so switching platform keeps the year rather
/// than the number: macOS 15 becomes iOS 18, not iOS 15.
extension Platform {
    /// The year whose autumn brought `release`'s major release (a point release belongs to its major's year): 2019 for
    /// iOS 13 and macOS 10.15, 2025 for the 26 releases. A release older than the platform's first is that first's year.
    public func year(of release: OSVersion) -> Int {
        let majors = majorReleases
        let index = majors.lastIndex { $0 <= release } ?? 0
        // Every platform's list ends with the newest year's release; visionOS's begins later than the others'.
        return Self.newestYear - (majors.count - 1 - index)
    }

    /// The year of the newest releases the gallery knows (the 27 releases).
    static let newestYear = 2026

    /// The release of this platform from the same year as `release` of `other`: the year's major release, or, for a
    /// point release, this platform's newest release of that year. A year before this platform existed (visionOS before
    /// 2023) gives its first release.
    public func release(sameYearAs release: OSVersion, of other: Platform) -> OSVersion {
        let year = other.year(of: release)
        let majors = majorReleases
        guard let index = majors.indices.first(where: { self.year(of: majors[$0]) == year }) else {
            return year < self.year(of: majors[0]) ? majors[0] : newestRelease
        }
        let major = majors[index]
        let isPoint = other.majorReleases.contains(release) == false
        guard isPoint else { return major }
        let next = index + 1 < majors.count ? majors[index + 1] : nil
        return releases.first { release in release >= major && (next.map { release < $0 } ?? true) } ?? major
    }
}
