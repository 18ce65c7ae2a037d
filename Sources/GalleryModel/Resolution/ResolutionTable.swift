import Synchronization

/// Every resolution of one family's styles, each made once and kept: a resolution is a pure function of the style, the
/// platform, the release, the placement and the style's parameter choice (the colour scheme and text size are carried,
/// never consulted), so the window's switches, the command line and the whole matrix read them here instead of
/// resolving again.
///
/// The table is filled a row at a time: the first time a style is asked about on a platform in a release, its
/// resolutions in every placement and with every choice of its parameter are made together (tens of microseconds).
/// Reading a made row is a few array reads and one atomic load, no lock and no hashing: the catalog's styles carry
/// their table and their place in it (``StyleDescriptor/position``), and platforms and placements their place in their
/// lists (``Platform/ordinal``, ``Placement/ordinal``). `ResolutionTableTests` holds every row equal to the resolver's
/// own answer (``StyleResolver/derive(_:in:argument:)``), row by row.
final class ResolutionTable: Sendable {
    /// One style on one platform in one release: its resolutions, placement by placement, choice by choice.
    private final class Row: Sendable {
        let resolutions: [Resolution]

        init(_ resolutions: [Resolution]) {
            self.resolutions = resolutions
        }
    }

    /// A row's place, empty until the row is first asked for; once published, a row stays for the table's life.
    private final class Slot: Sendable {
        private let row = Atomic<Unmanaged<Row>?>(nil)

        /// The published row, or nil before the first ask.
        var published: Row? {
            row.load(ordering: .acquiring)?.takeUnretainedValue()
        }

        /// Publishes `made` unless another thread published its row first, and returns the row that stands.
        func publish(_ made: Row) -> Row {
            let candidate = Unmanaged.passRetained(made)
            let (exchanged, standing) = row.compareExchange(expected: nil, desired: candidate, ordering: .acquiringAndReleasing)
            guard exchanged, standing == nil else {
                candidate.release()
                return standing!.takeUnretainedValue()
            }
            return made
        }

        deinit {
            row.load(ordering: .acquiring)?.release()
        }
    }

    /// Each platform's releases, as the release selector lists them, by ``Platform/ordinal``.
    private let releases: [[OSVersion]]
    /// Where each platform's rows begin within a style's rows, by ``Platform/ordinal``.
    private let platformOffsets: [Int]
    /// How many rows each style has: one per release of every platform.
    private let rowsPerStyle: Int
    /// Each style's parameter choices, the default first, by ``StyleDescriptor/position``.
    private let choices: [[String?]]
    private let slots: [Slot]

    /// The table of `styles`, which stand at their ``StyleDescriptor/position`` in it.
    init(styles: [StyleDescriptor]) {
        releases = Platform.allCases.map(\.releases)
        var offsets: [Int] = []
        var count = 0
        for platformReleases in releases {
            offsets.append(count)
            count += platformReleases.count
        }
        platformOffsets = offsets
        rowsPerStyle = count
        choices = styles.map(Self.choices(of:))
        slots = (0..<(styles.count * count)).map { _ in Slot() }
    }

    /// The resolution of `style` (one of this table's) in `context` with its parameter's choice `argument`, as
    /// ``StyleResolver/derive(_:in:argument:)`` makes it; nil when the release is not one the gallery lists for the
    /// platform.
    func resolution(of style: StyleDescriptor, in context: Context, argument: String?) -> Resolution? {
        let platform = context.platform.ordinal
        guard let release = releases[platform].firstIndex(of: context.release) else { return nil }
        let slot = slots[style.position * rowsPerStyle + platformOffsets[platform] + release]
        let row = slot.published ?? slot.publish(Self.row(of: style, on: context.platform, in: context.release))
        let styleChoices = choices[style.position]
        let choice = argument.flatMap { argument in styleChoices.firstIndex { $0 == argument } } ?? 0
        return row.resolutions[context.placement.ordinal * styleChoices.count + choice].asked(in: context)
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
