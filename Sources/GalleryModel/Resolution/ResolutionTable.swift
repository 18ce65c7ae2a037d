import Glibc
import Synchronization

/// Every resolution of one family's styles, each made once and kept: a resolution is a pure function of the style, the
/// platform, the release, the placement and the style's parameter choice (the colour scheme and text size are carried,
/// never consulted), so the window's switches, the command line and the whole matrix read them here instead of
/// resolving again. A family keeps two: the rules' answers (``StyleResolver/derive(_:in:argument:)``, which
/// ``StyleResolver/resolve(_:in:argument:)`` reads) and its cards' (``CardScene/derive(_:argument:in:)``, the control
/// of the card's scene, which ``CardScene/resolution(of:argument:in:)`` reads).
///
/// The table is one flat array of cells, one per style, platform, release, placement and parameter choice, each made
/// the first time it is asked for (a command that asks for twenty resolutions makes twenty). Reading a made cell is
/// arithmetic, a short scan of the platform's releases and one atomic load: no lock, no hashing, no array of arrays.
/// The catalog's styles carry their tables and their place in them (``StyleDescriptor/position``), and platforms and
/// placements their place in their lists (``Platform/ordinal``, ``Placement/ordinal``). `ResolutionTableTests` holds
/// every cell equal to its derivation, cell by cell. (Unchecked `Sendable`: the cells are atomics, written only by
/// ``publish(_:at:)``'s compare-and-exchange, and every other property is constant.)
final class ResolutionTable: @unchecked Sendable {
    /// How a cell is made: the style, the context (its colour scheme and text size the defaults) and the choice.
    typealias Derivation = @Sendable (StyleDescriptor, Context, String?) -> Resolution

    private let derive: Derivation
    /// Each platform's releases, as the release selector lists them, one after another, platform by platform.
    private let releases: UnsafeMutableBufferPointer<OSVersion>
    /// Where each platform's releases begin in ``releases`` (by ``Platform/ordinal``), and where they end after the last.
    private let releaseOffsets: UnsafeMutableBufferPointer<Int>
    /// Where each platform's releases of each major number begin in ``releases``, at `platform ×` ``majors`` `+ major`
    /// (-1 where the platform has none), so that finding a release scans only those of its major number.
    private let majorStarts: UnsafeMutableBufferPointer<Int>
    /// Where each style's cells begin, by ``StyleDescriptor/position``.
    private let styleOffsets: UnsafeMutableBufferPointer<Int>
    /// How many choices each style's cells hold, by ``StyleDescriptor/position``.
    private let choiceCounts: UnsafeMutableBufferPointer<Int>
    /// Each style's parameter choices, the default first, by ``StyleDescriptor/position``.
    private let choices: [[String?]]
    /// Each cell: the findings once made (an object retained for the table's life), empty until first asked for.
    private let cells: UnsafeMutableBufferPointer<Atomic<Unmanaged<Resolution.Findings>?>>

    /// The table of `styles`, which stand at their ``StyleDescriptor/position`` in it, whose cells `derive` makes.
    init(styles: [StyleDescriptor], derive: @escaping Derivation) {
        self.derive = derive
        releases = Self.buffer(Platform.allCases.flatMap(\.releases))
        releaseOffsets = Self.buffer(Platform.allCases.reduce(into: [0]) { $0.append($0.last! + $1.releases.count) })
        var starts = Array(repeating: -1, count: Platform.allCases.count * Self.majors)
        for (index, release) in releases.enumerated().reversed() {
            let platform = releaseOffsets.firstIndex { $0 > index }! - 1
            precondition(release.major < Self.majors, "release \(release) is past the table's major numbers")
            starts[platform * Self.majors + release.major] = index
        }
        majorStarts = Self.buffer(starts)
        choices = styles.map(Self.choices(of:))
        choiceCounts = Self.buffer(choices.map(\.count))
        let perChoice = releases.count * Placement.allCases.count
        styleOffsets = Self.buffer(choiceCounts.reduce(into: [0]) { $0.append($0.last! + $1 * perChoice) })
        // Zeroed memory is every cell empty (an empty atomic optional reference is all zero bits), and zeroed by calloc a
        // table costs a process nothing until a cell is written: most commands ask for a few cells of a few families.
        let count = styleOffsets.last!
        guard let memory = calloc(count, MemoryLayout<Atomic<Unmanaged<Resolution.Findings>?>>.stride) else {
            fatalError("no memory for a resolution table of \(count) cells")
        }
        cells = UnsafeMutableBufferPointer(start: memory.bindMemory(to: Atomic<Unmanaged<Resolution.Findings>?>.self, capacity: count),
                                           count: count)
        precondition(cells[0].load(ordering: .relaxed) == nil, "a zeroed cell is not empty")
    }

    deinit {
        for index in cells.indices {
            cells[index].load(ordering: .acquiring)?.release()
        }
        for buffer in [releaseOffsets, majorStarts, styleOffsets, choiceCounts] {
            buffer.deallocate()
        }
        releases.deallocate()
        free(cells.baseAddress)
    }

    /// The resolution of `style` (one of this table's) in `context` with its parameter's choice `argument`, as the
    /// table's derivation makes it; nil when the release is not one the gallery lists for the platform. The read of a
    /// made cell is what the whole matrix times, so it indexes its buffers unchecked: every index is made from an
    /// ordinal or a position the table was built with, and the release's from the scan of that platform's releases.
    func resolution(of style: StyleDescriptor, in context: Context, argument: String?) -> Resolution? {
        let platform = context.platform.ordinal
        let major = context.release.major
        guard major < Self.majors else { return nil }
        var release = majorStarts[unchecked: platform &* Self.majors &+ major]
        let end = releaseOffsets[unchecked: platform &+ 1]
        guard release >= 0 else { return nil }
        while release < end, releases[unchecked: release] != context.release {
            release &+= 1
        }
        guard release < end else { return nil }
        let position = style.position
        let count = choiceCounts[unchecked: position]
        let choice = argument.flatMap { argument in choices[position].firstIndex { $0 == argument } } ?? 0
        let cell = styleOffsets[unchecked: position] &+ (release &* Self.placements &+ context.placement.ordinal) &* count &+ choice
        if let findings = cells[unchecked: cell].load(ordering: .acquiring) {
            return Resolution(context: context, findings: findings)
        }
        let plain = Context(platform: context.platform, release: context.release, placement: context.placement)
        return Resolution(context: context, findings: publish(derive(style, plain, choices[position][choice]).findings, at: cell))
    }

    /// `values` in a buffer of their own, which the table deallocates.
    private static func buffer<Value>(_ values: [Value]) -> UnsafeMutableBufferPointer<Value> {
        let buffer = UnsafeMutableBufferPointer<Value>.allocate(capacity: values.count)
        _ = buffer.initialize(from: values)
        return buffer
    }

    /// How many major numbers each platform's row of ``majorStarts`` spans (the releases known reach 27).
    private static let majors = 64

    /// How many placements a release's cells span.
    private static let placements = Placement.allCases.count

    /// Publishes `made` at `cell` unless another thread published its findings first, and returns the findings that stand.
    private func publish(_ made: Resolution.Findings, at cell: Int) -> Unmanaged<Resolution.Findings> {
        let candidate = Unmanaged.passRetained(made)
        let (exchanged, standing) = cells[unchecked: cell].compareExchange(expected: nil, desired: candidate, ordering: .acquiringAndReleasing)
        guard exchanged else {
            candidate.release()
            return standing!
        }
        return candidate
    }

    /// The parameter choices a style's cells hold, the default first: the resolver reads any other argument as the default.
    private static func choices(of style: StyleDescriptor) -> [String?] {
        guard let parameter = style.parameter else { return [nil] }
        return [parameter.defaultChoice] + parameter.choices.map(\.spelling).filter { $0 != parameter.defaultChoice }
    }
}

private extension UnsafeMutableBufferPointer where Element: ~Copyable {
    /// The element at `index`, which the caller knows to be in bounds.
    subscript(unchecked index: Int) -> Element {
        unsafeAddress { UnsafePointer(baseAddress.unsafelyUnwrapped + index) }
    }
}
