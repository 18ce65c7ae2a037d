/// When Apple deprecated a type on one platform: in a release, or in a release still to come. Each deprecated
/// style has one answer per platform (`DeprecationPolicyTests` holds the catalog to the pages it cites).
///
/// Apple's SDK writes a soft deprecation as `deprecated: 100000` (`API_TO_BE_DEPRECATED`, which `Availability.h`
/// defines as 100000): "in a future release". Swift stays silent about it by default
/// (https://github.com/swiftlang/swift/issues/77859), and Apple's pages show it as an end release equal to the SDK
/// each page was built with: NavigationView, soft-deprecated in 2022 (https://developer.apple.com/forums/thread/710377),
/// shows 27.0 today, and the pages of one style can show 27.0, 27.2 and 27.3 at once. Such a style is `future`,
/// never a release of its own.
public enum Deprecation: Sendable, Hashable {
    /// Deprecated in this release (the SDK's `deprecated: 27.0`): the compiler warns from that deployment target on.
    case release(OSVersion)
    /// Deprecated in a future release (the SDK's `deprecated: 100000`): at every release, with no release of its own.
    case future

    /// The release that deprecated the type, or nil for a deprecation in a future release.
    public var release: OSVersion? {
        if case .release(let version) = self { version } else { nil }
    }

    /// Whether the type counts as deprecated in `release`: from its release on, or in every release for a future one.
    public func applies(in release: OSVersion) -> Bool {
        switch self {
        case .release(let version): version <= release
        case .future: true
        }
    }
}

/// On which platforms a SwiftUI type exists, from which release, whether and
/// when Apple deprecated (or removed) it, what to use instead, and where those
/// facts come from.
public struct Availability: Sendable, Equatable {
    /// The first release with the type, for each platform that has it.
    public let introduced: [Platform: OSVersion]
    /// How Apple deprecated the type, for each platform where Apple marks it deprecated: in a release, or in a
    /// future release (``Deprecation``).
    public let deprecations: [Platform: Deprecation]
    /// The release that removed the type, where Apple says so.
    public let obsoleted: [Platform: OSVersion]
    /// What Apple's page says to use instead (`.pickerStyle(.menu)`), or nil.
    public let replacement: String?
    /// The document the facts were read from (a URL or a reference document).
    public let source: String

    /// Availability on the given platforms. iPadOS follows iOS unless given; `deprecated` and `obsoleted`
    /// name the platforms Apple marks (iPadOS again follows iOS): `deprecated: [.macOS: .release("27")]`, or
    /// `[.macOS: .future]` for a deprecation in a future release.
    public init(
        iOS: OSVersion? = nil,
        iPadOS: OSVersion? = nil,
        macOS: OSVersion? = nil,
        tvOS: OSVersion? = nil,
        watchOS: OSVersion? = nil,
        visionOS: OSVersion? = nil,
        deprecated: [Platform: Deprecation] = [:],
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
        self.deprecations = Self.withIPadOS(deprecated)
        self.obsoleted = Self.withIPadOS(obsoleted)
        self.replacement = replacement
        self.source = source
    }

    /// Availability from a table of first releases (used for custom styles, whose releases are computed).
    init(introduced: [Platform: OSVersion], source: String) {
        self.introduced = introduced
        self.deprecations = [:]
        self.obsoleted = [:]
        self.replacement = nil
        self.source = source
    }

    private static func withIPadOS<Value>(_ versions: [Platform: Value]) -> [Platform: Value] {
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

    /// How Apple deprecated the type on `platform`, or nil where it has not.
    public func deprecation(on platform: Platform) -> Deprecation? {
        deprecations[platform]
    }

    /// Whether the type is deprecated on `platform` in `release`: from the release that deprecated it on, and in
    /// every release when it is deprecated in a future release.
    public func isDeprecated(on platform: Platform, in release: OSVersion) -> Bool {
        deprecations[platform]?.applies(in: release) ?? false
    }

    /// The releases that deprecated the type, for the platforms where it was deprecated in a release.
    public var deprecatedReleases: [Platform: OSVersion] {
        deprecations.compactMapValues(\.release)
    }

    /// The platforms where the type is deprecated in a future release, in canonical order.
    public var futureDeprecationPlatforms: [Platform] {
        Platform.allCases.filter { deprecations[$0] == .future }
    }

    /// "deprecated in macOS 27.0", "to be deprecated in a future release of iOS, iPadOS, macOS", either with
    /// ", use …" and Apple's replacement, or both joined by "; "; nil when Apple has not deprecated the type.
    public var deprecationSummary: LocalizedText? {
        guard isDeprecatedSomewhere else { return nil }
        let releases = Platform.allCases.compactMap { platform in deprecations[platform]?.release.map { "\(platform.rawValue) \($0.badgeForm)" } }
        let future = futureDeprecationPlatforms.map(\.rawValue)
        let parts = (releases.isEmpty ? [] : [say("deprecated in \(releases.joined(separator: ", "))")])
            + (future.isEmpty ? [] : [say("to be deprecated in a future release of \(future.joined(separator: ", "))")])
        let summary = LocalizedText.joined(parts, separator: "; ")
        return replacement.map { say("\(summary), use \($0)") } ?? summary
    }

    /// Whether Apple deprecated the type on any platform, in a release or in a future one.
    public var isDeprecatedSomewhere: Bool {
        !deprecations.isEmpty
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

    /// "deprecated in macOS 27 — use .pickerStyle(.menu)", or "to be deprecated in a future release — use …" for a
    /// deprecation in a future release, when the type is deprecated on `platform` by `release` (in any release when
    /// `release` is nil; a future deprecation in every release); nil when it is not.
    public func deprecationBadge(on platform: Platform, in release: OSVersion?) -> LocalizedText? {
        switch deprecations[platform] {
        case .release(let version)? where release.map({ version <= $0 }) ?? true:
            return replacement.map { say("deprecated in \(platform.rawValue) \(version) — use \($0)") }
                ?? say("deprecated in \(platform.rawValue) \(version)")
        case .future?:
            return replacement.map { say("to be deprecated in a future release — use \($0)") } ?? say("to be deprecated in a future release")
        default:
            return nil
        }
    }
}
