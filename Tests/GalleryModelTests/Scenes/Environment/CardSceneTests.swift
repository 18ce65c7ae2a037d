import GalleryModel
import GalleryTestSupport
import Testing

/// A card is a one-control scene inside its placement's container, and resolving it through the scene resolver
/// changes nothing: every card's resolution and plan stay the resolver's.
@Suite("Card scenes")
struct CardSceneTests {
    @Test("Every family × style (× parameter value) × platform × placement: the card scene's control resolves as the resolver does, and plans alike", .sweep)
    func cardsResolveAsBefore() {
        for style in StyleCatalog.allStyles {
            for argument in style.parameter?.spellings.map(Optional.some) ?? [nil] {
                for platform in Platform.allCases {
                    for release in [platform.newestRelease, platform.majorReleases[0]] {
                        for placement in Placement.allCases {
                            let context = Context(platform: platform, release: release, placement: placement)
                            let direct = StyleResolver.resolve(style, in: context, argument: argument)
                            let throughScene = CardScene.resolution(of: style, argument: argument, in: context)
                            #expect(throughScene == direct, "\(style.id)(\(argument ?? "")) on \(platform) \(release) in \(placement)")
                            if release == platform.newestRelease {
                                #expect(Planner.plan(throughScene) == Planner.plan(direct), "\(style.id) on \(platform) in \(placement)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("The card's control sits at its control path, with its style modifier, inside its placement's container")
    func shape() throws {
        let toggle = try StyleCatalog.style(named: "switch", in: .toggle)
        for placement in Placement.allCases {
            let scene = CardScene.scene(for: toggle, argument: nil, placement: placement)
            let control = try #require(scene.node(at: CardScene.controlPath(in: placement)), "\(placement)")
            #expect(control.kind == .styled(.toggle))
            #expect(control.modifiers == [SceneModifier(.style(toggle, argument: nil))])
            let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS, placement: placement))
            #expect(resolved.node(at: CardScene.controlPath(in: placement))?.control?.resolution.effectivePlacement == placement)
        }
    }

    @Test("A configuration's card resolution is its card scene's")
    func configurationUsesCardScene() throws {
        let configuration = Configuration(platform: .macOS, placement: .form)
        let checkbox = try StyleCatalog.style(named: "checkbox", in: .toggle)
        #expect(configuration.resolution(of: checkbox) == StyleResolver.resolve(checkbox, in: configuration.context))
    }
}
