@testable import GalleryModel
import GalleryTestSupport
import Testing

/// The families' resolution tables hand out exactly what the resolver's rules and the cards' scenes make, so a card, a
/// scene and the command line read the same answer the rules give, and the whole matrix the window's cards resolve is
/// read from a table.
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

    @Test("Every style × platform × release × placement × parameter choice: the card table's resolution is the card scene's own", .sweep)
    func cardsRowByRow() {
        var compared = 0
        for style in StyleCatalog.allStyles {
            for context in ResolutionMatrix.contexts {
                for choice in [nil] + (style.parameter?.choices.map(\.spelling) ?? []) {
                    guard CardScene.resolution(of: style, argument: choice, in: context) == CardScene.derive(style, argument: choice, in: context) else {
                        Issue.record("\(style.id) \(context.platform.rawValue) \(context.release) \(context.placement.rawValue) \(choice ?? "default")")
                        return
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 30_000)
    }

    @Test("On one platform in its newest and oldest release, every style's card in every placement is the card scene's own")
    func cardsOnOnePlatform() {
        for platform in [Platform.macOS, .watchOS] {
            for release in [platform.newestRelease, platform.releases.last!] {
                for style in StyleCatalog.allStyles {
                    for placement in Placement.allCases {
                        let context = Context(platform: platform, release: release, placement: placement)
                        #expect(CardScene.resolution(of: style, argument: nil, in: context) == CardScene.derive(style, argument: nil, in: context),
                                "\(style.id) \(platform.rawValue) \(release) \(placement.rawValue)")
                    }
                }
            }
        }
    }

    @Test("A card read from the table in a dark, accessibility-sized context is the one its scene resolves there")
    func cardsInOtherSchemesAndSizes() {
        for family in [StyleFamily.label, .toggle, .form, .picker] {
            for style in StyleCatalog.family(family).styles {
                let context = Context(platform: .iOS, placement: .form, colorScheme: .dark, contentSize: .accessibilityLarge)
                let card = CardScene.resolution(of: style, argument: nil, in: context)
                #expect(card == CardScene.derive(style, argument: nil, in: context), "\(style.id)")
                #expect(card.context.colorScheme == .dark && card.context.contentSize == .accessibilityLarge)
            }
        }
    }

    @Test("The matrix resolves every catalog style in every context, as many as the styles times the contexts")
    func matrixCount() {
        let made = ResolutionMatrix.resolveAll()
        #expect(made.resolutions == StyleCatalog.allStyles.count * ResolutionMatrix.contexts.count)
        #expect(ResolutionMatrix.contexts.count == Platform.allCases.map(\.releases.count).reduce(0, +) * Placement.allCases.count)
        #expect(made.available > 0 && made.available < made.resolutions)
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

    @Test("A release the gallery does not list is resolved by the rules, not read from a cell of another release")
    func unlistedRelease() throws {
        let style = StyleCatalog.family(.button).automatic
        for release: OSVersion in ["17.2", "99"] {
            let context = Context(platform: .iOS, release: release)
            #expect(!Platform.iOS.releases.contains(release))
            let resolution = StyleResolver.resolve(style, in: context)
            #expect(resolution.release == release)
            #expect(resolution == StyleResolver.derive(style, in: context, argument: nil))
            #expect(CardScene.resolution(of: style, argument: nil, in: context) == CardScene.derive(style, argument: nil, in: context))
        }
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
                #expect(style.cardResolutions != nil && style.cardResolutions === family.styles[0].cardResolutions)
                #expect(style.cardResolutions !== style.resolutions)
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
        let table = ResolutionTable(styles: family.styles, derive: StyleResolver.derive)
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
