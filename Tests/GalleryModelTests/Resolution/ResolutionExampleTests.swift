@testable import GalleryModel
import Testing

/// What `automatic` becomes, held to the examples each family writes beside its rows (`<Name>Rules.swift`): every
/// example resolves as it says, every row decides at least one, every release bound of a row has an example on each
/// side, and the rows cover every platform, placement and release where the family's view can be shown.
@Suite("Automatic resolution examples")
struct ResolutionExampleTests {
    static let examples: [ExpectedResolution] = FamilyRegistry.definitions.flatMap(\.expectedResolutions)

    @Test("automatic resolves as each family's example says", arguments: examples)
    func example(_ example: ExpectedResolution) throws {
        let resolution = try StyleResolver.resolve(example.family, platform: example.platform, release: example.release,
                                                   placement: example.placement)
        #expect(resolution.resolved == example.resolved)
        #expect(resolution.isAvailable == !example.unavailable)
        #expect((resolution.effectivePlacement != example.placement) == example.outsidePlacement)
        #expect(!resolution.steps.isEmpty)
    }

    /// The row that decides `example`.
    private static func row(deciding example: ExpectedResolution) throws -> AutomaticStyleTable.Row? {
        let resolution = try StyleResolver.resolve(example.family, platform: example.platform, release: example.release,
                                                   placement: example.placement)
        return AutomaticStyleTable.rule(for: example.family, on: resolution.shownPlatform, in: resolution.effectivePlacement,
                                        release: resolution.shownRelease)
    }

    @Test("Every row of a family decides at least one of its examples", arguments: StyleFamily.allCases)
    func everyRowHasAnExample(family: StyleFamily) throws {
        let decided = try family.definition.expectedResolutions.compactMap { try Self.row(deciding: $0) }
        for row in family.definition.automaticRows {
            #expect(decided.contains(row), "\(family): no example is decided by the row \(row.resolved) (\(row.reason))")
        }
    }

    @Test("Every release bound of a row has an example on each side of it", arguments: StyleFamily.allCases)
    func boundsHaveExamplesOnBothSides(family: StyleFamily) {
        let examples = family.definition.expectedResolutions
        for row in family.definition.automaticRows {
            for platform in Platform.allCases {
                for bound in [row.since[platform], row.before[platform]].compactMap({ $0 }) {
                    let releases = examples.filter { $0.platform == platform }.map { $0.release ?? platform.newestRelease }
                    #expect(releases.contains { $0 < bound } && releases.contains { $0 >= bound },
                            "\(family) on \(platform) changes at \(bound) but its examples lie on one side")
                }
            }
        }
    }

    @Test("The rows cover every platform, placement and release where the family's view can be shown", arguments: StyleFamily.allCases)
    func rowsCoverEveryContext(family: StyleFamily) {
        // A family whose protocol names no automatic style has nothing for `automatic` to become.
        guard StyleCatalog.family(family).automatic.isAutomatic else { return }
        let definition = family.definition
        for platform in Platform.allCases where StyleCatalog.family(family).viewAvailability.isAvailable(on: platform) {
            for release in platform.releases {
                for placement in Placement.allCases where PlacementSupport.supports(family, in: placement, on: platform, release: release) {
                    #expect(definition.automaticRow(on: platform, in: placement, release: release) != nil,
                            "\(family) has no automatic row for \(platform) \(release) in \(placement)")
                }
            }
        }
    }
}
