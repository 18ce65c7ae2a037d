import Synchronization

/// Every resolution of one family's styles, each made once and kept: a resolution is a pure function of the style, the
/// platform, the release, the placement and the style's parameter choice (the colour scheme and text size are carried,
/// never consulted), so the window's switches, the command line and the whole matrix read them here instead of
/// resolving again.
///
/// The table is filled a row at a time: the first time a style is asked about on a platform in a release, its
/// resolutions in every placement and with every choice of its parameter are made together (tens of microseconds).
/// Rows are published with an atomic reference, so reading one takes no lock. `ResolutionTableTests` holds every row
/// equal to the resolver's own answer (``StyleResolver/derive(_:in:argument:)``), row by row.
final class ResolutionTable: Sendable {
    /// One style on one platform in one release: its resolutions, placement by placement, choice by choice.
    private final class Row: Sendable {
        let resolutions: [Resolution]

        init(_ resolutions: [Resolution]) {
            self.resolutions = resolutions
        }
    }

    /// A row's place, empty until the row is first asked for.
    private final class Slot: Sendable {
        let row = AtomicLazyReference<Row>()
    }

    /// The family's styles, in the catalog's order (``StyleDescriptor/position``).
    private let styles: [StyleDescriptor]
    /// Each platform's releases, as the release selector lists them.
    private let releases: [[OSVersion]]
    /// Where each platform's rows begin within a style's rows.
    private let platformOffsets: [Int]
    /// How many rows each style has: one per release of every platform.
    private let rowsPerStyle: Int
    private let slots: [Slot]

    init(styles: [StyleDescriptor]) {
        self.styles = styles
        releases = Platform.allCases.map(\.releases)
        var offsets: [Int] = []
        var count = 0
        for platformReleases in releases {
            offsets.append(count)
            count += platformReleases.count
        }
        platformOffsets = offsets
        rowsPerStyle = count
        slots = (0..<(styles.count * count)).map { _ in Slot() }
    }

    /// The resolution of `style` in `context` with its parameter's choice `argument`, as
    /// ``StyleResolver/derive(_:in:argument:)`` makes it; nil when the style is not one of this table's (a style the
    /// catalog does not hold) or the release is not one the gallery lists for the platform.
    func resolution(of style: StyleDescriptor, in context: Context, argument: String?) -> Resolution? {
        guard style.position < styles.count, styles[style.position].name == style.name,
              let platformIndex = Platform.allCases.firstIndex(of: context.platform),
              let releaseIndex = releases[platformIndex].firstIndex(of: context.release) else { return nil }
        let slot = slots[style.position * rowsPerStyle + platformOffsets[platformIndex] + releaseIndex]
        let row = slot.row.load() ?? slot.row.storeIfNil(Self.row(of: style, on: context.platform, in: context.release))
        let choices = Self.choices(of: style)
        let choice = argument.flatMap { argument in choices.firstIndex { $0 == argument } } ?? 0
        let placement = Placement.allCases.firstIndex(of: context.placement)!
        return row.resolutions[placement * choices.count + choice].asked(in: context)
    }

    /// Every resolution of `style` on `platform` in `release`: for each placement, for each of ``choices(of:)``.
    private static func row(of style: StyleDescriptor, on platform: Platform, in release: OSVersion) -> Row {
        Row(Placement.allCases.flatMap { placement in
            choices(of: style).map { choice in
                StyleResolver.derive(style, in: Context(platform: platform, release: release, placement: placement), argument: choice)
            }
        })
    }

    /// The parameter choices a row holds, the default first: the resolver reads any other argument as the default.
    private static func choices(of style: StyleDescriptor) -> [String?] {
        guard let parameter = style.parameter else { return [nil] }
        return [parameter.defaultChoice] + parameter.choices.map(\.spelling).filter { $0 != parameter.defaultChoice }
    }
}
