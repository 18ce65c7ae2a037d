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
/// own answer (``StyleResolver/derive(_:in:argument:)``), row by row. (Unchecked `Sendable`: the slots are atomics,
/// written only by ``publish(_:at:)``'s compare-and-exchange, and every other property is constant.)
final class ResolutionTable: @unchecked Sendable {
    /// One style on one platform in one release: its resolutions, placement by placement, choice by choice.
    private final class Row: Sendable {
        let resolutions: [Resolution]

        init(_ resolutions: [Resolution]) {
            self.resolutions = resolutions
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
    /// How many choices each style's rows hold, by ``StyleDescriptor/position``.
    private let choiceCounts: [Int]
    /// Each row's place: the row once published (an object retained for the table's life), empty until the row is
    /// first asked for. Atomics in one allocation, so that reading a row retains nothing on the way.
    private let slots: UnsafeMutablePointer<Atomic<Unmanaged<Row>?>>
    private let slotCount: Int

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
        choiceCounts = choices.map(\.count)
        slotCount = styles.count * count
        slots = .allocate(capacity: slotCount)
        for index in 0..<slotCount {
            (slots + index).initialize(to: Atomic(nil))
        }
    }

    deinit {
        for index in 0..<slotCount {
            slots[index].load(ordering: .acquiring)?.release()
        }
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    /// The resolution of `style` (one of this table's) in `context` with its parameter's choice `argument`, as
    /// ``StyleResolver/derive(_:in:argument:)`` makes it; nil when the release is not one the gallery lists for the
    /// platform.
    func resolution(of style: StyleDescriptor, in context: Context, argument: String?) -> Resolution? {
        let platform = context.platform.ordinal
        guard let release = releases[platform].firstIndex(of: context.release) else { return nil }
        let slot = style.position * rowsPerStyle + platformOffsets[platform] + release
        let row = slots[slot].load(ordering: .acquiring) ?? publish(Self.row(of: style, on: context.platform, in: context.release), at: slot)
        let count = choiceCounts[style.position]
        let choice = argument.flatMap { argument in choices[style.position].firstIndex { $0 == argument } } ?? 0
        return row._withUnsafeGuaranteedRef { $0.resolutions[context.placement.ordinal * count + choice].asked(in: context) }
    }

    /// Publishes `made` at `slot` unless another thread published its row first, and returns the row that stands.
    private func publish(_ made: Row, at slot: Int) -> Unmanaged<Row> {
        let candidate = Unmanaged.passRetained(made)
        let (exchanged, standing) = slots[slot].compareExchange(expected: nil, desired: candidate, ordering: .acquiringAndReleasing)
        guard exchanged else {
            candidate.release()
            return standing!
        }
        return candidate
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
