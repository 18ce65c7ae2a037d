import GalleryModel
import GalleryTestSupport
import Testing
@testable import GallerySceneReader

/// Every card's own SwiftUI code reads back without an error into a scene holding the card's style, on a view of
/// the card's family, inside the placement's container.
@Suite("Card code reading")
struct CardCodeReadingTests {
    /// One card's code and what its scene must hold.
    struct Case: Hashable {
        let code: String
        let style: String
        let family: StyleFamily
        let argument: String?
        let placement: Placement
    }

    /// Every family × style × choice × platform × placement, in each platform's newest and oldest releases, one
    /// case per distinct code. (Every major release between adds one code and six times the planning: 50 s.)
    static var cases: [Case] {
        var cases: Set<Case> = []
        for style in StyleCatalog.allStyles {
            for choice in style.parameter.map({ $0.spellings.map { Optional($0) } }) ?? [nil] {
                for platform in Platform.allCases {
                    for release in Set([platform.newestRelease, platform.majorReleases.first, platform.majorReleases.last].compactMap { $0 }) {
                        for placement in Placement.allCases {
                            let resolution = StyleResolver.resolve(style, in: Context(platform: platform, release: release, placement: placement),
                                                                   argument: choice)
                            let plan = Planner.plan(resolution)
                            cases.insert(Case(code: plan.code, style: style.name, family: style.family, argument: resolution.argument,
                                              placement: resolution.effectivePlacement))
                        }
                    }
                }
            }
        }
        return cases.sorted { ($0.family.rawValue, $0.style, $0.code) < ($1.family.rawValue, $1.style, $1.code) }
    }

    @Test("Every card's code reads without errors, its style on its family's view in the placement's container", .sweep)
    func everyCard() throws {
        let cases = Self.cases
        #expect(cases.count > 400)
        for card in cases {
            let scene = try SceneReader.read(source: card.code, fileName: "\(card.family).\(card.style).swift").scene(named: nil)
            let errors = ReaderSupport.diagnostics(scene, .error)
            #expect(errors.isEmpty, "\(card.family) \(card.style) \(card.placement): \(errors.map { "\($0.location) \($0.message.english)" })\n\(card.code)")
            let carriers = Self.carriers(in: scene.roots, ancestors: [])
                .filter { ReaderSupport.styles($0.node).contains { $0.0 == card.style && $0.1 == card.argument } }
            // A style with no view of its own is carried by the view that takes it.
            let carrier = carriers.first { !card.family.hasOwnView || Self.holds(card.family, $0.node) }
            #expect(carrier != nil, "\(card.family) \(card.style) \(card.argument ?? "-") \(card.placement):\n\(card.code)")
            if let carrier {
                #expect(Self.isInside(card.placement, carrier.ancestors), "\(card.family) \(card.style) \(card.placement):\n\(card.code)")
            }
        }
    }

    /// Where a node sits: its ancestors, each with whether the way down went through a `.toolbar`'s content.
    typealias Ancestry = [(node: SceneNode, throughToolbar: Bool)]

    /// Every node with its ancestors.
    static func carriers(in nodes: [SceneNode], ancestors: Ancestry) -> [(node: SceneNode, ancestors: Ancestry)] {
        nodes.flatMap { node -> [(node: SceneNode, ancestors: Ancestry)] in
            let inner = node.children + node.slots.flatMap(\.children)
            var found = [(node: node, ancestors: ancestors)] + carriers(in: inner, ancestors: ancestors + [(node, false)])
            for modifier in node.modifiers {
                found += carriers(in: modifier.content, ancestors: ancestors + [(node, { if case .toolbar = modifier.kind { true } else { false } }())])
            }
            return found
        }
    }

    /// Whether `node` or a view under it is of `family` (a secure field is the text field family's).
    static func holds(_ family: StyleFamily, _ node: SceneNode) -> Bool {
        ReaderSupport.allNodes([node]).contains { $0.family == family }
    }

    /// Whether `ancestors` hold the container `placement` puts a card in.
    static func isInside(_ placement: Placement, _ ancestors: Ancestry) -> Bool {
        switch placement {
        case .standard: true
        case .form: ancestors.contains { $0.node.kind == .styled(.form) }
        case .list: ancestors.contains { $0.node.kind == .styled(.list) }
        case .toolbar: ancestors.contains { $0.throughToolbar }
        case .menu: ancestors.contains { $0.node.kind == .styled(.menu) }
        }
    }
}
