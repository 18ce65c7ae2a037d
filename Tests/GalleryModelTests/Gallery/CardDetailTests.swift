@testable import GalleryModel
import Testing

/// The documents' smaller details on the family cards: the indeterminate progress view, a toggle titled by a Label,
/// `tint(_:)`, `alternatingRowBackgrounds(_:)`, the palette picker's selection effects and tinted options, and the
/// palette control group's tags and emotes. Each is drawn by the card's plan, written in its code, and available
/// where Apple says.
@Suite("Card details")
struct CardDetailTests {
    static func card(_ family: StyleFamily, _ style: String, on platform: Platform, release: OSVersion? = nil,
                     in placement: Placement = .standard, argument: String? = nil) throws -> ExamplePlan {
        let descriptor = try StyleCatalog.style(named: style, in: family)
        return Planner.plan(StyleResolver.resolve(descriptor, in: Context(platform: platform, release: release, placement: placement),
                                                  argument: argument))
    }

    /// The palette options of a menu card's plan, in order.
    static func paletteOptions(_ plan: ExamplePlan) -> [PaletteOption] {
        func options(_ items: [MenuItemPlan]) -> [PaletteOption] {
            items.flatMap { item -> [PaletteOption] in
                switch item {
                case .paletteOption(let option): [option]
                case .section(_, let inner, _), .submenu(_, _, let inner): options(inner)
                default: []
                }
            }
        }
        return options(plan.widget.allPlans.flatMap { $0.menu ?? [] })
    }

    @Test("Every progress view card shows an indeterminate ProgressView beside the determinate one, in its code too",
          arguments: Platform.allCases)
    func indeterminateProgress(platform: Platform) throws {
        for style in StyleCatalog.family(.progressView).styles where StyleCatalog.platforms(of: style).contains(platform) {
            let plan = try Self.card(.progressView, style.name, on: platform)
            #expect(plan.code.contains("ProgressView(value: progress)"))
            #expect(plan.code.contains("ProgressView(\"\(SampleContent.indeterminateProgressLabel)\")"))
            // A bar or a ring, which screen readers read as gauges, says its amount is unknown after its name; a
            // spinner is named only.
            let label = SampleContent.indeterminateProgressLabel
            let waiting = plan.widget.allPlans.filter {
                [.progressBar, .ring].contains($0.kind) ? $0.accessibleName == label + ", in progress" : $0.accessibleName == label
            }
            #expect(waiting.count == 1, "\(style.name) on \(platform)")
            let indicator = try #require(waiting.first)
            #expect(indicator.binding == nil, "an indeterminate indicator follows no value")
            switch (style.name, platform) {
            case ("circular", .watchOS):
                // An empty accessoryCircularCapacity gauge (CircularProgressViewStyle's page).
                #expect(indicator.kind == .ring)
            case ("linear", _):
                #expect(indicator.kind == .progressBar && indicator.bool(.pulses) == true)
                #expect(plan.approximation != nil)
            default:
                // Made without a value, the automatic style is the spinning circular one.
                #expect(indicator.kind == .spinner)
            }
        }
    }

    @Test("A button toggle is titled by a Label: icon and title, the icon alone in a toolbar, the title its name")
    func toggleTitledByLabel() throws {
        let standard = try Self.card(.toggle, "button", on: .iOS)
        // The document's flag (reference/view-styles.zh.md, "toggleStyle(_:)" › "button").
        #expect(standard.code.contains("Toggle(isOn: $isFlagged) {\n    Label(\"Flag\", systemImage: \"flag.fill\")\n}"))
        let button = try #require(standard.widget.first(.toggleButton))
        #expect(button.string(.label) == "Flag" && button.string(.iconName) == SymbolCatalog.iconName(for: "flag.fill"))
        for platform in [Platform.iOS, .macOS] {
            // In a toolbar the automatic toggle is a button whose Label shows its icon alone.
            let toolbar = try Self.card(.toggle, "automatic", on: platform, in: .toolbar)
            #expect(toolbar.code.contains("Label(\"Flag\", systemImage: \"flag.fill\")"))
            let item = try #require(toolbar.widget.first(.toggleButton))
            #expect(item.string(.label) == nil && item.string(.iconName) != nil && item.accessibleName == "Flag")
        }
        // A switch keeps its text title.
        #expect(try Self.card(.toggle, "switch", on: .iOS).code.contains("Toggle(\"Enhance Sound\", isOn: $isEnhanced)"))
    }

    @Test("tint(_:) colours the button toggle and the prominent button: written only when chosen, drawn in its colour",
          arguments: [(StyleFamily.toggle, "button"), (.button, "borderedProminent")])
    func tint(family: StyleFamily, style: String) throws {
        let descriptor = try StyleCatalog.style(named: style, in: family)
        #expect(descriptor.parameter?.spellings == [".accentColor", ".orange", ".green", ".purple"])
        let plain = try Self.card(family, style, on: .iOS)
        #expect(!plain.code.contains(".tint("))
        #expect(!plain.widget.allPlans.contains { $0.cssClasses.contains { $0.hasPrefix("tint-") } })
        for tint in ChosenTint.allCases where tint != .accentColor {
            let plan = try Self.card(family, style, on: .iOS, argument: tint.rawValue)
            #expect(plan.code.contains(".tint(\(tint.rawValue))"))
            let tintClass = try #require(tint.cssClass)
            #expect(plan.widget.allPlans.contains { $0.cssClasses == [tintClass] })
        }
    }

    @Test("A chosen tint fills its controls with the chosen colour itself, as SwiftUI does, on every platform, in both schemes")
    func tintFill() throws {
        for platform in Platform.allCases {
            for scheme in ColorScheme.allCases {
                for tint in ChosenTint.allCases where tint != .accentColor {
                    let palette = try #require(PlatformTheme.of(platform).palette(scheme, tintedWith: tint))
                    let hex = try #require(tint.color?.hex)
                    #expect(palette.accentFill == RGBColor(hex: hex), "\(tint) on \(platform) \(scheme)")
                }
            }
        }
        #expect(PlatformTheme.stylesheet.contains(".tint-orange button.toggle:checked"))
    }

    @Test("alternatingRowBackgrounds(_:) stripes the bordered Mac list and table from macOS 14; automatic writes nothing",
          arguments: [(StyleFamily.list, "bordered", WidgetKind.listBox, false), (.table, "bordered", .columnView, true)])
    func rowBackgrounds(family: StyleFamily, style: String, kind: WidgetKind, stripesByItself: Bool) throws {
        let descriptor = try StyleCatalog.style(named: style, in: family)
        #expect(descriptor.parameter?.spellings == [".automatic", ".enabled", ".disabled"])
        let automatic = try Self.card(family, style, on: .macOS)
        #expect(!automatic.code.contains("alternatingRowBackgrounds"))
        for (value, stripes) in [(".enabled", true), (".disabled", false)] {
            let plan = try Self.card(family, style, on: .macOS, argument: value)
            #expect(plan.code.contains(".alternatingRowBackgrounds(\(value == ".enabled" ? "" : value))"))
            #expect((plan.widget.first(kind)?.bool(.alternatesRows) ?? false) == stripes)
            // The modifier came with macOS 14; the style itself is older.
            let resolve = { (release: OSVersion) in
                StyleResolver.resolve(descriptor, in: Context(platform: .macOS, release: release), argument: value).isAvailable
            }
            #expect(!resolve("13.0") && resolve("14.0"))
            #expect(StyleResolver.resolve(descriptor, in: Context(platform: .macOS, release: "12.0")).isAvailable)
        }
    }

    @Test("The palette picker marks its choice by its selection effect, with the document's tinted options")
    func paletteSelectionEffect() throws {
        let descriptor = try StyleCatalog.style(named: "palette", in: .picker)
        #expect(descriptor.parameter?.spellings.prefix(3) == [".automatic", ".custom", ".symbolVariant(.fill)"])
        let automatic = try Self.card(.picker, "palette", on: .iOS, in: .menu)
        #expect(!automatic.code.contains("paletteSelectionEffect"))
        let plain = Self.paletteOptions(automatic)
        #expect(plain.count == SampleContent.reactions.count && plain.allSatisfy { $0.marksSelection && $0.tint == nil })

        let custom = try Self.card(.picker, "palette", on: .iOS, in: .menu, argument: ".custom")
        #expect(custom.code.contains(".paletteSelectionEffect(.custom)"))
        #expect(custom.code.contains("\"circle.dashed.inset.filled\" : \"circle.fill\""))
        let customOptions = Self.paletteOptions(custom)
        #expect(customOptions.map(\.tint) == SampleContent.tintedPalettes.map(\.tint))
        #expect(customOptions.allSatisfy { !$0.marksSelection && $0.selectedIcon == SymbolCatalog.iconName(for: "circle.dashed.inset.filled") })

        let filled = try Self.card(.picker, "palette", on: .macOS, in: .menu, argument: ".symbolVariant(.fill)")
        #expect(filled.code.contains(".paletteSelectionEffect(.symbolVariant(.fill))"))
        for palette in SampleContent.tintedPalettes { #expect(filled.code.contains(".tint(.\(palette.tint.rawValue))")) }
        #expect(Self.paletteOptions(filled).allSatisfy {
            $0.icon == SymbolCatalog.iconName(for: "flag") && $0.selectedIcon == SymbolCatalog.iconName(for: "flag.fill") && !$0.marksSelection
        })
        // The open menu drawn on the card swaps the chosen option's symbol and colours each.
        let preview = filled.widget.allPlans.filter { $0.cssClasses.contains("palette-option") }
        #expect(preview.count == SampleContent.tintedPalettes.count)
        #expect(preview.allSatisfy { $0.kind == .toggleButton && $0.children.first?.string(.onIcon) == SymbolCatalog.iconName(for: "flag.fill") })
    }

    @Test("The palette control group is the document's: tinted colour tags filled while on, beside stateless emotes")
    func controlGroupPalette() throws {
        let plan = try Self.card(.controlGroup, "palette", on: .iOS, in: .menu)
        let options = Self.paletteOptions(plan)
        let tags = options.filter { $0.binding.role == .isOn }
        #expect(tags.map(\.tint) == SampleContent.colorTags.map { Optional($0) })
        #expect(tags.allSatisfy { $0.icon == SymbolCatalog.iconName(for: "circle") && $0.selectedIcon == SymbolCatalog.iconName(for: "circle.fill") })
        let emotes = options.filter { if case .record = $0.binding.role { true } else { false } }
        #expect(emotes.map(\.title) == SampleContent.emotes.map(\.title))
        #expect(plan.code.contains(".paletteSelectionEffect(.symbolVariant(.fill))"))
        #expect(plan.code.contains("Toggle(isOn: $isRed) {\n") && plan.code.contains(".tint(.purple)"))
        #expect(plan.code.components(separatedBy: ".controlGroupStyle(.palette)").count == 3)
        for emote in SampleContent.emotes { #expect(plan.code.contains("systemImage: \"\(emote.symbol)\"")) }
    }
}
