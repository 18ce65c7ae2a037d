/// On which platforms a SwiftUI type exists, from which release, whether and
/// when Apple deprecated (or removed) it, what to use instead, and where those
/// facts come from.
public struct Availability: Sendable, Equatable {
    /// The first release with the type, for each platform that has it.
    public let introduced: [Platform: OSVersion]
    /// The release that deprecated the type, for each platform where Apple marks it deprecated.
    public let deprecated: [Platform: OSVersion]
    /// The release that removed the type, where Apple says so.
    public let obsoleted: [Platform: OSVersion]
    /// What Apple's page says to use instead (`.textFieldStyle(.bordered)`), or nil.
    public let replacement: String?
    /// The document the facts were read from (a URL or a reference document).
    public let source: String

    /// Availability on the given platforms. iPadOS follows iOS unless given; `deprecated` and `obsoleted`
    /// name the platforms Apple marks (iPadOS again follows iOS).
    public init(
        iOS: OSVersion? = nil,
        iPadOS: OSVersion? = nil,
        macOS: OSVersion? = nil,
        tvOS: OSVersion? = nil,
        watchOS: OSVersion? = nil,
        visionOS: OSVersion? = nil,
        deprecated: [Platform: OSVersion] = [:],
        obsoleted: [Platform: OSVersion] = [:],
        replacement: String? = nil,
        source: String
    ) {
        var introduced: [Platform: OSVersion] = [:]
        introduced[.iOS] = iOS
        introduced[.iPadOS] = iPadOS ?? iOS
        introduced[.macOS] = macOS
        introduced[.tvOS] = tvOS
        introduced[.watchOS] = watchOS
        introduced[.visionOS] = visionOS
        self.introduced = introduced
        self.deprecated = Self.withIPadOS(deprecated)
        self.obsoleted = Self.withIPadOS(obsoleted)
        self.replacement = replacement
        self.source = source
    }

    /// Availability from a table of first releases (used for custom styles, whose releases are computed).
    init(introduced: [Platform: OSVersion], source: String) {
        self.introduced = introduced
        self.deprecated = [:]
        self.obsoleted = [:]
        self.replacement = nil
        self.source = source
    }

    private static func withIPadOS(_ versions: [Platform: OSVersion]) -> [Platform: OSVersion] {
        var versions = versions
        if versions[.iPadOS] == nil { versions[.iPadOS] = versions[.iOS] }
        return versions
    }

    /// Whether the type exists on `platform` in some release.
    public func isAvailable(on platform: Platform) -> Bool {
        introduced[platform] != nil
    }

    /// Whether the type exists on `platform` in `release`: introduced at or before it and not yet removed.
    public func isAvailable(on platform: Platform, in release: OSVersion) -> Bool {
        guard let first = introduced[platform], first <= release else { return false }
        return obsoleted[platform].map { release < $0 } ?? true
    }

    /// Whether the type is deprecated on `platform` in `release`.
    public func isDeprecated(on platform: Platform, in release: OSVersion) -> Bool {
        deprecated[platform].map { $0 <= release } ?? false
    }

    /// "macOS 27.2, use .menuStyle(.button) with .buttonStyle(.bordered)": every release that deprecated the type
    /// and Apple's replacement, or nil when Apple has not deprecated it.
    public var deprecationSummary: LocalizedText? {
        guard isDeprecatedSomewhere else { return nil }
        let releases = Platform.allCases.compactMap { platform in deprecated[platform].map { "\(platform.rawValue) \($0)" } }
            .joined(separator: ", ")
        return replacement.map { say("\(releases), use \($0)") } ?? .verbatim(releases)
    }

    /// Whether Apple deprecated the type on any platform.
    public var isDeprecatedSomewhere: Bool {
        !deprecated.isEmpty
    }

    /// The platforms that have the type, in the gallery's canonical order.
    public var platforms: [Platform] {
        Platform.allCases.filter(isAvailable(on:))
    }

    /// "iOS 13.0+, macOS 10.15+", in canonical order.
    public var badgeText: String {
        platforms.compactMap(badge(for:)).joined(separator: ", ")
    }

    /// "iOS 13.0+", or nil when the type is not on `platform`.
    public func badge(for platform: Platform) -> String? {
        introduced[platform].map { "\(platform.rawValue) \($0.badgeForm)+" }
    }

    /// "deprecated in macOS 27 — use .textFieldStyle(.bordered)", for the platforms where the type is
    /// deprecated by `release` (all deprecations when `release` is nil); nil when there is none.
    public func deprecationBadge(on platform: Platform, in release: OSVersion?) -> LocalizedText? {
        guard let version = deprecated[platform], release.map({ version <= $0 }) ?? true else { return nil }
        return replacement.map { say("deprecated in \(platform.rawValue) \(version) — use \($0)") }
            ?? say("deprecated in \(platform.rawValue) \(version)")
    }
}
