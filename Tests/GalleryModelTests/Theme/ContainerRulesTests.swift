@testable import GalleryModel
import Testing

/// The platform containers' rules (``PlatformTheme/containerRules``).
@Suite("Container rules")
struct ContainerRulesTests {
    @Test("On iPhone, iPad and Vision Pro a list's or form's row, a text field's included, is at least 44 points tall; elsewhere no such floor",
          arguments: Platform.allCases)
    func rowHeight(platform: Platform) {
        let css = PlatformTheme.of(platform).containerRules
        let stage = ".stage.\(PlatformTheme.of(platform).cssClass)"
        let row = "\(stage) list.list-style > row { padding-top: 8px; padding-bottom: 8px; min-height: 28px; }"
        let field = "\(stage) list.list-style > row entry { min-height: 28px; padding-top: 0; padding-bottom: 0; }"
        let phoneOrPad = [Platform.iOS, .iPadOS, .visionOS].contains(platform)
        #expect(css.contains(row) == phoneOrPad)
        #expect(css.contains(field) == phoneOrPad)
        #expect(8 + 28 + 8 == PlatformTheme.minimumRowHeight)
    }

    @Test("A list row that starts with a symbol has its separator start where its words do, on iPhone, iPad and Vision Pro; a row of words keeps the row's inset")
    func separatorAfterSymbol() {
        let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Inbox")), SceneArgument("systemImage", .string("tray"))])
        let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Drafts"))])
        let plan = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Mail", roots: [SceneNode(.styled(.list), children: [label, text])]),
                                                           in: Context(platform: .iOS))).widget
        let rows = plan.allPlans.filter { $0.kind == .listRow }
        #expect(rows.map { $0.cssClasses.contains(WidgetPlan.leadingSymbolRowClass) } == [true, false])
        for platform in Platform.allCases {
            let theme = PlatformTheme.of(platform)
            let rule = "list.list-insetGrouped > row.\(WidgetPlan.leadingSymbolRowClass):not(:last-child)"
            #expect(theme.containerRules.contains(rule) == [.iOS, .iPadOS, .visionOS].contains(platform), "\(platform)")
            if [.iOS, .iPadOS, .visionOS].contains(platform) {
                #expect(theme.containerRules.contains("transparent \(14 + theme.symbolSize + 6)px"), "\(platform)")
            }
        }
    }

    @Test("A plain list on the watch stands on the screen's black; on iPhone its rows keep the surface", arguments: [Platform.watchOS, .iOS])
    func plainListGround(platform: Platform) {
        let theme = PlatformTheme.of(platform)
        let black = "list.list-style.list-plain:not(.list-platters) { background-color: \(theme.palette(.dark).background.hex); }"
        #expect(theme.containerRules.contains(black) == (platform == .watchOS))
    }

    @Test("A toolbar's icon-only button on the 26 releases' glass platter is a circle as tall as a control, not an oval",
          arguments: [Platform.iOS, .iPadOS, .macOS])
    func roundToolbarSymbols(platform: Platform) {
        let theme = PlatformTheme.of(platform)
        let stage = ".stage.\(theme.cssClass)"
        let css = theme.containerRules
        #expect(css.contains("\(stage) .toolbar-platter { border-radius: 999px; padding: 2px; }"))
        #expect(css.contains("\(stage) .toolbar-platter button.image-button, \(stage) .toolbar-platter menubutton > button.image-button\n"
                             + "  { min-height: \(theme.controlHeight)px; padding: 0; border-radius: 999px; }"))
        #expect(css.contains("{ min-width: \(theme.controlHeight)px; }"), "as wide as it is tall")
    }

    @Test("The Mac's pull-down chevron is small and light: eight points, not GTK's sixteen")
    func pullDownChevron() {
        let css = PlatformTheme.of(.macOS).menuRules
        #expect(css.contains("menubutton > button arrow { -gtk-icon-source: -gtk-icontheme(\"go-down-symbolic\"); -gtk-icon-size: 8px; min-width: 8px; min-height: 8px;"))
    }

    @Test("On Apple Watch a list's text field and picker row add no height or inset to the row's platter; elsewhere no such rule",
          arguments: Platform.allCases)
    func watchRowControls(platform: Platform) {
        let css = PlatformTheme.of(platform).containerRules
        let stage = ".stage.\(PlatformTheme.of(platform).cssClass)"
        let field = "\(stage) list.list-platters > row entry { min-height: 0; padding-top: 0; padding-bottom: 0; }"
        let picker = "\(stage) list.list-platters > row menubutton.navigation-row > button { min-height: 0; padding: 0; }"
        #expect(css.contains(field) == (platform == .watchOS))
        #expect(css.contains(picker) == (platform == .watchOS))
    }

    @Test("A list row's button adds no padding before its title, so it starts where the other rows' titles start; Apple TV's row button keeps its platter's",
          arguments: Platform.allCases)
    func rowButtonInset(platform: Platform) {
        let css = PlatformTheme.of(platform).containerRules
        let stage = ".stage.\(PlatformTheme.of(platform).cssClass)"
        let rule = PlatformTheme.listRowButtonParts.map { "\(stage) \($0)" }.joined(separator: ", ") + " { padding-left: 0; padding-right: 0; }"
        #expect(css.contains(rule) == (platform != .tvOS), "\(platform)")
    }
}
