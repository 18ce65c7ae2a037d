import GalleryModel
import GalleryTestSupport
import Testing

/// Every widget a plan builds is known to assistive technologies: named by the plan, read by its own
/// words, a structural container, or decorative. GTK 4.8 reads any other by its type name
/// ("GtkDrawingArea"), so a new kind of widget or a new planner that forgets a name fails here.
@Suite("Accessible names")
struct AccessibleNamingTests {
    /// The plans nameless nodes were found in, with where (at most a few, to keep the message short).
    private static func unnamed(in plan: WidgetPlan, _ place: String) -> [String] {
        plan.allPlans.filter { $0.accessibleNaming == .unnamed }.map { "\($0.kind.rawValue) in \(place): \($0.properties)" }
    }

    /// The kinds of node found unnamed, each with how often and the first place it was found.
    private static func summary(_ found: [String]) -> String {
        var first: [String: (place: String, count: Int)] = [:]
        var order: [String] = []
        for item in found {
            let kind = String(item.split(separator: " ").first ?? "")
            if first[kind] == nil { order.append(kind) }
            first[kind, default: (item, 0)].count += 1
        }
        return order.map { "\(first[$0]!.count) × \(first[$0]!.place)" }.joined(separator: "\n")
    }

    @Test("Every card's widgets are named, in every release of every platform and every placement", .sweep)
    func everyCardIsNamed() {
        var found: [String] = []
        for style in StyleCatalog.allStyles {
            for argument in style.parameter?.spellings.map(Optional.some) ?? [nil] {
                for platform in Platform.allCases {
                    for release in platform.releases {
                        for placement in Placement.allCases {
                            let context = Context(platform: platform, release: release, placement: placement)
                            let plan = Planner.plan(StyleResolver.resolve(style, in: context, argument: argument)).widget
                            found += Self.unnamed(in: plan, "\(style.id) on \(platform.rawValue) \(release) in \(placement.rawValue)")
                        }
                    }
                }
            }
        }
        #expect(Self.summary(found) == "")
    }

    @Test("The Button, Label and Image pages' widgets are named on every platform")
    func viewPagesAreNamed() {
        var found: [String] = []
        for platform in Platform.allCases {
            for release in platform.releases {
                let configuration = Configuration().with(Context(platform: platform, release: release))
                let place = "on \(platform.rawValue) \(release)"
                for row in ButtonViewContent.rolesGrid(for: configuration) {
                    for button in row.buttons { found += Self.unnamed(in: button, "the Button page's .\(row.style) row \(place)") }
                }
                for example in ButtonViewContent.examples(for: configuration) {
                    found += Self.unnamed(in: example.plan, "the Button page's \"\(example.title)\" \(place)")
                }
                for example in ImageViewContent.examples(for: configuration) {
                    found += Self.unnamed(in: example.plan, "the Image page's \"\(example.title)\" \(place)")
                }
                for example in SecureFieldViewContent.examples(for: configuration) {
                    found += Self.unnamed(in: example.plan, "the SecureField page's \"\(example.title)\" \(place)")
                }
                found += Self.unnamed(in: LabelViewContent.toolbar(on: platform, release: release).plan, "the Label page's toolbar \(place)")
            }
            for example in LabelViewContent.documentStacks {
                found += Self.unnamed(in: LabelViewContent.plan(LabelViewContent.compose(example, on: platform)),
                                      "the Label page's \"\(example.title)\" on \(platform.rawValue)")
            }
        }
        found += Self.unnamed(in: ButtonViewContent.feedback, "the Button page's last-pressed line")
        found += Self.unnamed(in: LabelViewContent.composedIcon.plan, "the Label page's composed icon")
        #expect(Self.summary(found) == "")
    }

    @Test("How each kind of node is known")
    func naming() {
        #expect(WidgetPlan(.ring).accessibleNaming == .unnamed)
        #expect(WidgetPlan(.ring, accessibleName: "Battery").accessibleNaming == .named("Battery"))
        #expect(WidgetPlan(.image, [.iconName: .string("star")]).decorative().accessibleNaming == .decorative)
        #expect(WidgetPlan(.box).accessibleNaming == .structural)
        #expect(WidgetPlan(.overlay).accessibleNaming == .structural)
        #expect(WidgetPlan(.label, [.text: .string("Hello")]).accessibleNaming == .ownWords)
        #expect(WidgetPlan(.label, [.text: .string("")]).accessibleNaming == .unnamed)
        #expect(WidgetPlan(.button, [.label: .string("Sign In")]).accessibleNaming == .ownWords)
        #expect(WidgetPlan(.button, [.iconName: .string("star")]).accessibleNaming == .unnamed)
        #expect(WidgetPlan(.colorSwatch, [.text: .string("Home")]).accessibleNaming == .named("Home"))
        #expect(WidgetPlan(.listRow, children: [WidgetPlan(.label, [.text: .string("Name")])]).accessibleNaming == .named("Name"))
    }

    @Test("A gauge reads its label and its value, clamped to its range")
    func gaugeReadsItsValue() throws {
        let style = try #require(StyleCatalog.allStyles.first { $0.id == "gauge.linearCapacity" })
        let card = Planner.plan(StyleResolver.resolve(style, in: Context(platform: .iOS, placement: .standard))).widget
        let plan = try #require(card.first(.levelBar))
        #expect(plan.spokenText(value: .double(40)) == "Num, 40%")
        #expect(plan.spokenText(value: .double(400)) == "Num, 100%")
        let progress = WidgetPlan(.progressBar, [.valueText: .string("{percent}")], accessibleName: "Downloading")
        #expect(progress.spokenText(value: .double(0.4)) == "Downloading, 40%")
    }
}
