/// The variants view: the page's example side by side in several contexts. Along the colour scheme or
/// the Dynamic Type size, a column per platform and a row per value of the axis; every stage is the
/// configuration's context moved to its platform (in the release of the same year) and given its row's
/// value, so the placement and release chosen in the header apply to the whole grid. Along the releases,
/// a column per release of the header's platform (``comparedReleases(on:including:)``) and one row, in the
/// header's scheme and text size.
public enum Variants {
    /// What the grid compares.
    public enum Axis: String, CaseIterable, Sendable, NamedValue {
        /// Every platform, in light and dark.
        case colorScheme
        /// Every platform, at the seven standard text sizes and the five accessibility sizes.
        case contentSize
        /// The header's platform in several releases: the newest of each design era and the one before the newest.
        case release

        public static let kindName: LocalizedText = say("variant axis")
        public static let kindPluralName: LocalizedText = say("variant axes")

        /// How the view names the axis.
        public var title: String {
            switch self {
            case .colorScheme: "Colour scheme"
            case .contentSize: "Dynamic Type size"
            case .release: "Release"
            }
        }
    }

    /// A column of the grid: a platform, or on the release axis a release and the design era it is drawn in.
    public struct Column: Sendable, Equatable {
        /// "iOS", or "iOS 18" on the release axis.
        public let title: String
        /// The design era of the column's release, on the release axis only.
        public let era: DesignEra?
    }

    /// One row of stages: a value of the axis, and a context per column.
    public struct Row: Sendable, Equatable {
        /// "Dark", "accessibilityLarge".
        public let title: String
        /// One context per column, in the order of ``columns(_:around:)``.
        public let contexts: [Context]
    }

    /// The columns of `axis` around `base`: every platform, or the releases of `base`'s platform compared.
    public static func columns(_ axis: Axis, around base: Context) -> [Column] {
        switch axis {
        case .colorScheme, .contentSize:
            Platform.allCases.map { Column(title: $0.rawValue, era: nil) }
        case .release:
            comparedReleases(on: base.platform, including: base.release).map { release in
                Column(title: "\(base.platform.rawValue) \(release)", era: PlatformTheme.of(base.platform).era(at: release))
            }
        }
    }

    /// The rows of `axis` around `base`: one per value, each with a context per column; one row on the release
    /// axis, titled with `base`'s colour scheme.
    public static func rows(_ axis: Axis, around base: Context) -> [Row] {
        switch axis {
        case .colorScheme:
            ColorScheme.allCases.map { scheme in
                row(scheme.rawValue.capitalized, base) { $0.colorScheme = scheme }
            }
        case .contentSize:
            ContentSize.allCases.map { size in
                row(size.rawValue, base) { $0.contentSize = size }
            }
        case .release:
            [Row(title: base.colorScheme.rawValue.capitalized, contexts: comparedReleases(on: base.platform, including: base.release).map { release in
                var context = base
                context.release = release
                return context
            })]
        }
    }

    /// The releases of `platform` the release axis compares, oldest first: the newest release of each of its
    /// design eras (``PlatformTheme/eras(of:)``), the major release before its newest, and `chosen` (the header's)
    /// when it is none of these. iOS: 18, 26 and 27.x; visionOS, drawn in glass from its first release: 26 and 27.x.
    public static func comparedReleases(on platform: Platform, including chosen: OSVersion) -> [OSVersion] {
        let theme = PlatformTheme.of(platform)
        let newestOfEachEra = PlatformTheme.eras(of: platform).compactMap { start in
            platform.releases.first { theme.era(at: $0) == start.era }
        }
        let newest = platform.newestRelease
        let previousMajor = platform.majorReleases.last { $0.major < newest.major }
        let releases = Set(newestOfEachEra + [previousMajor, platform.release(chosen)].compactMap { $0 })
        return releases.sorted()
    }

    private static func row(_ title: String, _ base: Context, _ change: (inout Context) -> Void) -> Row {
        Row(title: title, contexts: Platform.allCases.map { platform in
            var context = base.on(platform)
            change(&context)
            return context
        })
    }

    /// One style's part of the grid: a row of cards (one per column) for each value of the axis.
    public struct Section: Sendable {
        /// The style the cards show.
        public let style: StyleDescriptor
        /// The rows, in the axis's order.
        public let rows: [(title: String, cards: [StyleCard])]
    }

    /// The cards of `styles` for every row of `axis`, all with the configuration's choices, parameters and example state.
    public static func sections(of styles: [StyleDescriptor], axis: Axis, in configuration: Configuration) -> [Section] {
        let rows = rows(axis, around: configuration.context)
        return styles.map { style in
            Section(style: style, rows: rows.map { row in
                (row.title, row.contexts.map { StyleCard.card(for: style, in: configuration, context: $0) })
            })
        }
    }

    /// What a view page shows on the stage of `context`: its variant (``ViewPage/variant(for:)``), drawn with the
    /// configuration's choices moved to the stage's platform, release, scheme and text size.
    public static func variant(of page: ViewPage, in configuration: Configuration, context: Context) -> ViewVariant {
        page.variant(for: configuration.with(context))
    }

    /// The line under a stage: its platform and release, and what the style became there.
    public static func caption(_ card: StyleCard) -> String {
        let context = card.resolution.context
        let look = card.headline.map { " " + $0 } ?? ""
        return "\(context.platform.rawValue) \(context.release)\(look)"
    }

    /// The note a stage carries where its platform ignores the axis: the Mac's on the Dynamic Type axis (the Mac has
    /// no Dynamic Type), Vision Pro's and Apple Watch's on the colour scheme axis (``PlatformTheme/schemeNote``).
    public static func note(for context: Context, axis: Axis) -> LocalizedText? {
        let theme = PlatformTheme.of(context.platform)
        switch axis {
        case .contentSize:
            return theme.supportsDynamicType ? nil : say("macOS has no Dynamic Type: text keeps its size.")
        case .colorScheme:
            return theme.schemeNote
        case .release:
            return nil
        }
    }
}
