import Testing
@testable import GalleryModel

/// Each family's folder holds one definition: its looks are exactly the catalog's styles and context looks (a look
/// another family's style names, as a watch's circular ProgressView is drawn in a Gauge's, is that family's style),
/// and its slots are declared once. That every row and every resolution names a look of its family the types hold.
@Suite("Family definitions")
struct FamilyDefinitionTests {
    /// The looks a family's planner must draw: every style but `automatic` (which always resolves to another
    /// look), and every look a container gives the view.
    static func expectedLooks(of definition: any FamilyDefinition) -> Set<ResolvedStyle> {
        Set(definition.descriptor.styles.compactMap(\.look) + definition.contextStyles.compactMap { look in
            definition.looks.first { $0.family == look.family && $0.name == look.name }
        })
    }

    @Test("A family's looks are its styles and its context looks, and another family's styles it is drawn in",
          arguments: StyleFamily.allCases)
    func looksMatchTheCatalog(family: StyleFamily) throws {
        let definition = family.definition
        let own = definition.looks.filter { $0.family == family }
        #expect(Set(own) == Self.expectedLooks(of: definition))
        #expect(definition.lookNames.count == Set(definition.lookNames).count)
        for borrowed in definition.looks where borrowed.family != family {
            #expect(throws: Never.self, "\(family) draws \(borrowed), which \(borrowed.family) has no style named") {
                try StyleCatalog.style(named: borrowed.name, in: borrowed.family)
            }
        }
    }

    @Test("Each family's composition rules are for its own views", arguments: StyleFamily.allCases)
    func compositionRulesAreTheFamilys(family: StyleFamily) {
        #expect(family.definition.compositionRules.allSatisfy { $0.family == family })
    }

    @Test("Each family declares its slots once, under different names", arguments: StyleFamily.allCases)
    func slotsDeclaredOnce(family: StyleFamily) {
        let names = family.definition.slots.map(\.name)
        #expect(names.count == Set(names).count)
    }
}
