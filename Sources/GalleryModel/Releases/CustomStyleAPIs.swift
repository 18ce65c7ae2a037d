/// The first releases of the SwiftUI APIs that the custom styles' code calls,
/// and the availability of each custom style computed from them: a custom
/// style can be used where its protocol and every API its card's code (the
/// style's definition and the example that applies it) calls exist.
public enum CustomStyleAPIs {
    /// One API and where it exists.
    public struct API: Sendable {
        /// Text whose presence in the code means the API is called: `configuration.role`.
        public let marker: String
        /// The first release per platform; a platform missing here lacks the API.
        public let introduced: [Platform: OSVersion]
        /// Apple's page for the API.
        public let source: String
    }

    /// The APIs the catalog's custom styles call that are newer than their protocols.
    public static let table: [API] = [
        API(marker: "configuration.role",
            introduced: [.iOS: "15", .iPadOS: "15", .macOS: "12", .tvOS: "15", .watchOS: "8", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role"),
        API(marker: ".foregroundStyle(",
            introduced: [.iOS: "15", .iPadOS: "15", .macOS: "12", .tvOS: "15", .watchOS: "8", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)"),
        API(marker: "Label(configuration)",
            introduced: [.iOS: "14.5", .iPadOS: "14.5", .macOS: "11.3", .tvOS: "14.5", .watchOS: "7.4", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/label/init(_:)"),
        API(marker: "} label: {\n    Label(",
            introduced: [.iOS: "16", .iPadOS: "16", .macOS: "13", .tvOS: "17", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/controlgroup/init(content:label:)"),
        API(marker: "LinearGradient(",
            introduced: [.iOS: "13", .iPadOS: "13", .macOS: "10.15", .tvOS: "13", .watchOS: "6", .visionOS: "1"],
            source: "https://developer.apple.com/documentation/swiftui/lineargradient"),
    ]

    /// The code of `style`'s card as the catalog shows it: its definition and the example applying it.
    static func code(of style: StyleDescriptor) -> String {
        let platform = style.declaredAvailability.platforms.first ?? .iOS
        // A custom style's look is its own (it is never adjusted where its code is written).
        guard let look = style.look else { return "" }
        return CardSample(Resolution.explicit(style, look: look, on: platform)).code
    }

    /// The APIs of ``table`` that `style`'s card code calls.
    public static func apis(of style: StyleDescriptor) -> [API] {
        let code = code(of: style)
        return table.filter { code.contains($0.marker) }
    }

    /// `style`'s availability: per platform, the latest of its protocol's first release and those of the
    /// APIs its code calls; a platform one of them lacks is left out. Read from ``GeneratedTables/customStyles``, which
    /// `scripts/generate-tables` writes from ``derivedAvailability(of:)``: deriving it plans every custom style's card,
    /// a third of what listing the catalog took (`GeneratedTablesTests` holds the two equal).
    static func availability(of style: StyleDescriptor) -> Availability {
        guard let availability = GeneratedTables.customStyles[style.id] else {
            preconditionFailure("\(style.id) is not in GeneratedTables.customStyles: run scripts/generate-tables")
        }
        return availability
    }

    /// `style`'s availability as its declared availability and its card's code make it.
    static func derivedAvailability(of style: StyleDescriptor) -> Availability {
        let declared = style.declaredAvailability
        let used = apis(of: style)
        var introduced: [Platform: OSVersion] = [:]
        for platform in declared.platforms {
            let firsts = used.map { $0.introduced[platform] }
            guard !firsts.contains(where: { $0 == nil }) else { continue }
            introduced[platform] = (firsts.compactMap { $0 } + [declared.introduced[platform]!]).max()
        }
        let sources = [declared.source] + used.map(\.source)
        return Availability(introduced: introduced, source: sources.joined(separator: "; "))
    }
}

extension Resolution {
    /// The resolution of a custom style applied as written on `platform`, made without the resolver (which
    /// needs the style's computed availability, itself computed from this resolution's code).
    static func explicit(_ style: StyleDescriptor, look: ResolvedStyle, on platform: Platform) -> Resolution {
        Resolution(
            style: style, context: Context(platform: platform), argument: nil,
            effectivePlacement: .standard, shownPlatform: platform, shownRelease: platform.newestRelease,
            resolved: look, isAvailable: true,
            availablePlatforms: style.declaredAvailability.platforms, introduced: nil, deprecation: nil, isDeprecated: false, isAdjusted: false,
            disagreement: nil, steps: [])
    }
}
