@testable import GalleryModel
import GalleryTestSupport
import Testing

/// The families' resolution tables hand out exactly what the resolver's rules make, so a card, a scene and the command
/// line read the same answer the rules give.
@Suite("Resolution table")
struct ResolutionTableTests {
    @Test("Every style × platform × release × placement × parameter choice: the table's resolution is the rules' own", .sweep)
    func rowByRow() {
        var compared = 0
        for style in StyleCatalog.allStyles {
            let choices: [String?] = [nil] + (style.parameter?.choices.map(\.spelling) ?? [])
            for platform in Platform.allCases {
                for release in platform.releases {
                    for placement in Placement.allCases {
                        let context = Context(platform: platform, release: release, placement: placement)
                        for choice in choices {
                            let table = StyleResolver.resolve(style, in: context, argument: choice)
                            let rules = StyleResolver.derive(style, in: context, argument: choice)
                            if table != rules {
                                Issue.record("\(style.id) \(platform.rawValue) \(release) \(placement.rawValue) \(choice ?? "default")")
                                return
                            }
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared > 30_000)
    }

    @Test("A resolution read from the table carries the colour scheme and text size it was asked in")
    func contextIsTheCallers() {
        let style = StyleCatalog.family(.toggle).automatic
        let light = StyleResolver.resolve(style, in: Context(platform: .iOS, placement: .form))
        let dark = StyleResolver.resolve(style, in: Context(platform: .iOS, placement: .form, colorScheme: .dark, contentSize: .accessibilityLarge))
        #expect(dark.context.colorScheme == .dark)
        #expect(dark.context.contentSize == .accessibilityLarge)
        #expect(dark.resolved == light.resolved)
        #expect(dark.steps == light.steps)
    }

    @Test("An argument that is not one of the parameter's choices resolves as the default, as the rules read it")
    func unknownArgument() throws {
        let style = try #require(StyleCatalog.family(.tabView).styles.first { $0.parameter != nil })
        let context = Context(platform: .iOS)
        #expect(StyleResolver.resolve(style, in: context, argument: "nonsense") == StyleResolver.derive(style, in: context, argument: nil))
    }

    @Test("A release the gallery does not list is resolved by the rules, not read from a row of another release")
    func unlistedRelease() throws {
        let style = StyleCatalog.family(.button).automatic
        let context = Context(platform: .iOS, release: "17.2")
        #expect(!Platform.iOS.releases.contains("17.2"))
        let resolution = StyleResolver.resolve(style, in: context)
        #expect(resolution.release == "17.2")
        #expect(resolution == StyleResolver.derive(style, in: context, argument: nil))
    }

    @Test("Rows are laid out by each platform's and placement's place in its list, which the ordinals give")
    func ordinals() {
        #expect(Platform.allCases.map(\.ordinal) == Array(Platform.allCases.indices))
        #expect(Placement.allCases.map(\.ordinal) == Array(Placement.allCases.indices))
    }

    @Test("Every catalog style carries its family's table at its place in the family's list")
    func stylesCarryTheirTable() {
        for family in StyleCatalog.families {
            for (position, style) in family.styles.enumerated() {
                #expect(style.position == position)
                #expect(style.resolutions != nil && style.resolutions === family.styles[0].resolutions)
            }
        }
    }

    @Test("A style no catalog family holds is resolved from the rules")
    func styleOutsideTheCatalog() {
        let catalogs = StyleCatalog.family(.toggle).automatic
        let outside = StyleDescriptor(automatic: .toggle, availability: catalogs.declaredAvailability, summary: catalogs.summary)
        #expect(outside.resolutions == nil)
        let context = Context(platform: .macOS, placement: .form)
        #expect(StyleResolver.resolve(outside, in: context) == StyleResolver.derive(outside, in: context, argument: nil))
    }

    @Test("Threads asking a new table for the same rows at once all get the rules' answer")
    func concurrentFirstAsks() async {
        let family = StyleCatalog.family(.picker)
        let table = ResolutionTable(styles: family.styles)
        let contexts = Platform.allCases.map { Context(platform: $0, placement: .form) }
        let answers = await withTaskGroup(of: [Resolution?].self) { group in
            for _ in 0..<8 {
                group.addTask { family.styles.flatMap { style in contexts.map { table.resolution(of: style, in: $0, argument: nil) } } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let rules = family.styles.flatMap { style in contexts.map { StyleResolver.derive(style, in: $0, argument: nil) } }
        #expect(answers.count == 8)
        for answer in answers {
            #expect(answer == rules)
        }
    }
}
