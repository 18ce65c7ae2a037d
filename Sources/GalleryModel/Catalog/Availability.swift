/// On which platforms a SwiftUI type exists, from which OS version, and where
/// that fact comes from.
public struct Availability: Sendable, Equatable {
    /// The first OS version with the type, for each platform that has it.
    public let introduced: [Platform: String]
    /// The document the fact was read from (a URL or a reference document).
    public let source: String

    /// Availability on the given platforms. iPadOS follows iOS unless given.
    public init(
        iOS: String? = nil,
        iPadOS: String? = nil,
        macOS: String? = nil,
        tvOS: String? = nil,
        watchOS: String? = nil,
        visionOS: String? = nil,
        source: String
    ) {
        var introduced: [Platform: String] = [:]
        introduced[.iOS] = iOS
        introduced[.iPadOS] = iPadOS ?? iOS
        introduced[.macOS] = macOS
        introduced[.tvOS] = tvOS
        introduced[.watchOS] = watchOS
        introduced[.visionOS] = visionOS
        self.introduced = introduced
        self.source = source
    }

    /// Whether the type exists on `platform`.
    public func isAvailable(on platform: Platform) -> Bool {
        introduced[platform] != nil
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
        introduced[platform].map { "\(platform.rawValue) \($0)+" }
    }
}
