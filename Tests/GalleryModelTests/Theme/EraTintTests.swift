@testable import GalleryModel
import Testing

/// One tint per release: a stage of the 26 releases draws their system blue (#0088FF light, #0091FF dark) on every
/// tinted thing, its selected tab, a form's value, a calendar's month and arrows as much as a filled button, and
/// never the older releases' #007AFF / #0A84FF; a stage of an older release keeps those
/// (https://developer.apple.com/design/human-interface-guidelines/color, Specifications, System colors, and its change
/// log, June 9, 2025: "Updated system color values").
@Suite("Era tint")
struct EraTintTests {
    /// The classic and the Liquid Glass blue in `scheme`.
    static func blues(_ scheme: ColorScheme) -> (classic: String, glass: String) {
        scheme == .light ? ("#007aff", "#0088ff") : ("#0a84ff", "#0091ff")
    }

    /// Whether `selector` colours a view in a colour its code names (`.tint(.blue)`, `.foregroundStyle(.blue)`), which
    /// is the named colour's own and not the stage's tint.
    static func namesItsColour(_ selector: String) -> Bool {
        [".tint-", ".palette-tint-", ".image-foreground-", ".scene-foreground-"].contains { selector.contains($0) }
    }

    /// The stage's own colour rules (not a named colour's) of the sheet a window showing only `kind`'s stages loads.
    static func stageRules(on kind: StageKind) -> [(selectors: [String], text: String)] {
        StylesheetScopeTests.rules(PlatformTheme.stylesheet(forStages: [kind])).filter { !$0.selectors.allSatisfy(namesItsColour) }
    }

    /// The stage's own rules on `kind`'s stages whose declarations name `hex`.
    static func rules(naming hex: String, on kind: StageKind) -> [String] {
        stageRules(on: kind).filter { $0.text.lowercased().contains(hex) }.map(\.text)
    }

    @Test("A 26 stage's sheet never names the older blue, and an older stage's never the 26 blue",
          arguments: [Platform.iOS, .iPadOS, .macOS, .tvOS])
    func oneTintPerRelease(platform: Platform) {
        for scheme in ColorScheme.allCases {
            let (classic, glass) = Self.blues(scheme)
            let newest = StageKind(platform: platform, era: .liquidGlass, scheme: scheme)
            let older = StageKind(platform: platform, era: .classic, scheme: scheme)
            #expect(Self.rules(naming: classic, on: newest).isEmpty, "\(platform.rawValue) 26 \(scheme): \(Self.rules(naming: classic, on: newest).prefix(3))")
            #expect(!Self.rules(naming: glass, on: newest).isEmpty)
            #expect(Self.rules(naming: glass, on: older).isEmpty, "\(platform.rawValue) 18 \(scheme): \(Self.rules(naming: glass, on: older).prefix(3))")
            #expect(!Self.rules(naming: classic, on: older).isEmpty)
        }
    }

    @Test("The tinted things the review found in the older blue take the 26 blue: the selected tab, a form's value, the calendar's month and arrows")
    func tintedPartsTakeTheEraBlue() {
        let sheet = Self.stageRules(on: StageKind(platform: .iOS, era: .liquidGlass, scheme: .light))
        for part in ["button.tab-item:checked", ".calendar-title-chevron", "button.calendar-arrow", ".list-row-button"] {
            let naming = sheet.filter { rule in rule.selectors.contains { $0.contains(part) } && rule.text.contains("color:") }
            #expect(!naming.isEmpty, "\(part)")
            #expect(naming.allSatisfy { !$0.text.contains("#007aff") }, "\(part)")
        }
    }
}

extension EraTintTests {
    /// Every colour `plan` paints with itself (a ring's tint), less a Color view's (`Color.blue` on a page), which is
    /// the colour its code names.
    static func paintedColours(_ plan: WidgetPlan) -> [String] {
        let own = plan.kind == .colorSwatch ? [] : [plan.string(.color)].compactMap { $0?.lowercased() }
        return own + plan.children.flatMap(paintedColours)
    }

    @Test("No card of the newest iOS paints the older blue, and a drawn ring takes each release's own blue")
    func plansTakeTheEraBlue() throws {
        var configuration = Configuration()
        configuration.platform = .iOS
        for family in StyleFamily.allCases {
            for style in StyleCatalog.family(family).styles {
                let plan = StyleCard.card(for: style, in: configuration).plan.widget
                #expect(!Self.paintedColours(plan).contains("#007aff"), "\(family) \(style.name)")
            }
        }
        let newest = try StageAlignmentTests.card(.gauge, "accessoryCircularCapacity", on: .iOS).plan.widget
        let older = try StageAlignmentTests.card(.gauge, "accessoryCircularCapacity", on: .iOS, release: "18").plan.widget
        #expect(Self.paintedColours(newest).contains("#0088ff"))
        #expect(Self.paintedColours(older).contains("#007aff"))
    }
}

extension EraTintTests {
    @Test("A navigation row's chevron is the light tertiary grey, well lighter than the secondary text", arguments: [ColorScheme.light, .dark])
    func disclosureIndicatorIsTertiary(scheme: ColorScheme) {
        let palette = PlatformTheme.of(.iOS).palette(scheme)
        let chevron = palette.disclosureIndicator
        #expect(chevron == palette.text.over(palette.surface, alpha: 0.3))
        // On a white row it reads about #BBBBBC, UIKit's indicator, not #636366.
        if scheme == .light { #expect(chevron.hex == "#bbbbbc") }
        let sheet = PlatformTheme.stylesheet(forStages: [StageKind(platform: .iOS, era: .liquidGlass, scheme: scheme)])
        #expect(sheet.contains(".disclosure-indicator { color: \(chevron.hex); opacity: 1; }"))
    }

    @Test("Apple TV's focused prominent button keeps the tint its code chose as it lifts, resting or with the keyboard's focus, not the accent")
    func focusedTint() throws {
        let css = PlatformTheme.of(.tvOS).chosenTintRules
        let green = try #require(NamedColor.green.hex)
        for state in [":focus", ".\(WidgetPlan.restingFocusClass)"] {
            let line = try #require(css.split(separator: "\n").first { $0.contains(".tint-green button.suggested-action:not(.flat)\(state)") },
                                    "no focused rule for \(state)")
            #expect(line.contains("background-color: \(green)"), "\(line)")
        }
        #expect(!PlatformTheme.of(.iOS).chosenTintRules.contains("suggested-action:not(.flat):focus"))
    }
}
