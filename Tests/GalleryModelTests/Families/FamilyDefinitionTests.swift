import Testing
@testable import GalleryModel

/// Each family's folder holds one definition: its looks are exactly the catalog's styles and context looks,
/// every resolution and every row of the automatic table names one of them, and its slots are declared once.
@Suite("Family definitions")
struct FamilyDefinitionTests {
    /// The looks a family's planner must draw: every style but `automatic` (which always resolves to another
    /// look), and every look a container gives the view.
    static func expectedLooks(of definition: any FamilyDefinition) -> Set<String> {
        Set(definition.descriptor.styles.map(\.name).filter { $0 != "automatic" } + definition.contextStyles.map(\.name))
    }

    @Test("A family's looks are its styles and its context looks, no more, no fewer",
          arguments: StyleFamily.allCases)
    func looksMatchTheCatalog(family: StyleFamily) {
        let definition = family.definition
        #expect(Set(definition.lookNames) == Self.expectedLooks(of: definition))
        #expect(definition.lookNames.count == Set(definition.lookNames).count)
    }

    /// A look can be another family's: a circular progress view on watchOS is drawn as a gauge.
    @Test("Every style resolves, on every platform, release and placement, to a look of the family it resolves to")
    func everyResolutionIsALook() {
        var checked = 0
        for style in StyleCatalog.allStyles {
            for platform in Platform.allCases {
                for release in platform.releases {
                    for placement in Placement.allCases {
                        let look = StyleResolver.resolve(style, platform: platform, release: release, placement: placement).resolved
                        checked += 1
                        if !look.family.definition.hasLook(look.name) {
                            Issue.record("\(style.id) on \(platform.rawValue) \(release) in \(placement.rawValue) resolves to \(look.name), not a look of \(look.family)")
                            return
                        }
                    }
                }
            }
        }
        #expect(checked > StyleCatalog.allStyles.count * Platform.allCases.count * Placement.allCases.count)
    }

    @Test("Every row of the automatic table names a look of its family", arguments: AutomaticStyleTable.rules.indices)
    func everyRuleNamesALook(row: Int) {
        let rule = AutomaticStyleTable.rules[row]
        #expect(rule.family.definition.hasLook(rule.resolved), "\(rule.family): \(rule.resolved)")
    }

    @Test("Each family declares its slots once, under different names", arguments: StyleFamily.allCases)
    func slotsDeclaredOnce(family: StyleFamily) {
        let names = family.definition.slots.map(\.name)
        #expect(names.count == Set(names).count)
    }
}
