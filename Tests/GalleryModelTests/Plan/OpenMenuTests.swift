import Foundation
import GalleryModel
import Testing

/// An open menu is drawn as its platform draws it: what a person sees when a card's, a scene's or a view page's menu
/// opens on iPhone, iPad and the Mac, in each era.
@Suite("Open menus")
struct OpenMenuTests {
    private func menuButton(_ family: StyleFamily, _ style: String = "automatic", on platform: Platform, release: OSVersion? = nil) throws
        -> WidgetPlan {
        let plan = try Planner.plan(StyleResolver.resolve(family, style: style, platform: platform, release: release, placement: .standard)).widget
        return try #require(plan.first(.menuButton))
    }

    /// The newest release and the last one before Liquid Glass.
    private static func releases(_ platform: Platform) -> [OSVersion] {
        [platform.majorReleases.last, platform.majorReleases.last { $0 < "26" }].compactMap { $0 }
    }

    static let appleTouch: [(Platform, OSVersion)] = [Platform.iOS, .iPadOS].flatMap { platform in releases(platform).map { (platform, $0) } }
    static let mac: [(Platform, OSVersion)] = releases(.macOS).map { (.macOS, $0) }

    @Test("A menu picker's choices carry a checkmark in the leading column, never a radio dot",
          arguments: appleTouch + mac)
    func pickerCheckmarks(platform: Platform, release: OSVersion) throws {
        let menu = try #require(try menuButton(.picker, "menu", on: platform, release: release).openMenu)
        #expect(menu.style.platform == platform && menu.style.era == PlatformTheme.of(platform).era(at: release))
        let choices = menu.allItems
        #expect(choices.count == SampleContent.pickerChoices.count)
        #expect(choices.allSatisfy { $0.role == .radio && $0.marksColumn && $0.isCheckable })
        // The checkmark shows on the chosen option only.
        let checked = choices.filter { $0.isChecked(.int(1)) }.map(\.title)
        #expect(checked == [SampleContent.pickerChoices[1].title])
        #expect(MenuEntry.checkmark == SymbolCatalog.iconName(for: "checkmark"))
        // Choosing an option selects it.
        #expect(choices[2].valueWhenChosen(current: .int(0)) == .int(2))
    }

    @Test("iOS puts a command's symbol at the trailing edge, expands submenus in place and reserves no checkmark column",
          arguments: appleTouch)
    func touchMenu(platform: Platform, release: OSVersion) throws {
        let menu = try #require(try menuButton(.menu, on: platform, release: release).openMenu)
        let commands = menu.allItems.filter { if case .command = $0.action { true } else { false } }
        let symbols = commands.filter { $0.leadingIcon != nil || $0.trailingIcon != nil }
        #expect(!symbols.isEmpty && symbols.allSatisfy { $0.trailingIcon != nil && $0.leadingIcon == nil })
        #expect(menu.look.submenus == .inPlace)
        #expect(menu.allItems.allSatisfy { !$0.marksColumn }, "a menu with nothing to check keeps no checkmark column on iOS")
        let destructive = menu.allItems.filter(\.destructive)
        #expect(destructive.map(\.title) == [SampleContent.menuDestructive.title])
        #expect(destructive.allSatisfy { $0.cssClasses.contains("open-menu-destructive") })
        #expect(menu.allItems.contains { $0.chevron == SymbolCatalog.iconName(for: "chevron.right") })
        #expect(menu.look.rowHeight == 44 && menu.look.minimumWidth == 250)
    }

    @Test("The Mac keeps a checkmark column, opens submenus beside, and highlights in the accent colour with white text",
          arguments: mac)
    func macMenu(platform: Platform, release: OSVersion) throws {
        let menu = try #require(try menuButton(.menu, on: platform, release: release).openMenu)
        #expect(menu.allItems.allSatisfy { $0.marksColumn })
        #expect(menu.allItems.allSatisfy { $0.trailingIcon == nil }, "the Mac never puts a symbol after its title")
        #expect(menu.look.submenus == .beside)
        #expect(menu.look.rowHeight < 30 && menu.look.fontSize == 13)
        for scheme in ColorScheme.allCases {
            let colors = menu.look.colors(scheme)
            #expect(colors.highlightText == RGBColor(hex: "#ffffff"))
            #expect(colors.highlight == PlatformTheme.of(platform).palette(scheme, era: PlatformTheme.of(platform).era(at: release)).accentFill)
        }
    }

    @Test("A menu picker's checkable menu keeps a checkmark column on iOS too")
    func touchMarks() throws {
        let menu = try #require(try menuButton(.picker, "menu", on: .iOS).openMenu)
        #expect(menu.allItems.allSatisfy { $0.marksColumn })
    }

    @Test("Sections are parted as the platform parts them", arguments: appleTouch + mac)
    func sections(platform: Platform, release: OSVersion) throws {
        let menu = try #require(try menuButton(.menu, on: platform, release: release).openMenu)
        let partings = menu.rows.compactMap { row -> OpenMenuRow.Parting? in if case .separator(let parting) = row { parting } else { nil } }
        #expect(partings.contains(.sections))
        // Rows of one section: the menu picker's choices (the Menu card's sections hold one row each).
        let picker = try #require(try menuButton(.picker, "menu", on: platform, release: release).openMenu)
        let rowPartings = picker.rows.compactMap { row -> OpenMenuRow.Parting? in if case .separator(let parting) = row { parting } else { nil } }
        #expect(rowPartings.contains(.rows) == picker.look.linesBetweenRows)
        let sectionClasses = OpenMenuRow.separator(between: .sections).cssClasses(in: menu.look)
        switch menu.look.sectionSeparator {
        case .gap: #expect(sectionClasses.contains("open-menu-gap"))
        case .line: #expect(sectionClasses.contains("open-menu-section-line"))
        }
    }

    @Test("A plan's menus open as its stage's platform draws them, wherever they sit in the plan")
    func openingMenus() throws {
        let items: [MenuItemPlan] = [.action("Copy")]
        let inner = WidgetPlan(.label, menu: items)
        let plan = WidgetPlan(.box, children: [WidgetPlan(.box, children: [inner])]).openingMenus(as: .on(.macOS, release: "15"))
        let menu = try #require(plan.children[0].children[0].openMenu)
        #expect(menu.style == .on(.macOS, release: "15") && menu.style.era == .classic)
        #expect(plan.openMenu == nil, "a plan without a menu opens none")
        for platform in [Platform.iOS, .macOS] {
            #expect(try menuButton(.menu, on: platform).openMenu?.style.platform == platform)
        }
    }

    @Test("Typing a letter moves to the next item starting with it, ignoring case, wrapping round")
    func typeAhead() throws {
        let menu = try #require(try menuButton(.picker, "menu", on: .macOS).openMenu)
        let titles = menu.listedTitles
        #expect(titles == SampleContent.pickerChoices.map(\.title))
        let first = try #require(titles.first?.first)
        #expect(OpenMenu.typeAhead(Character(first.lowercased()), in: titles, after: nil) == 0)
        #expect(OpenMenu.typeAhead(first, in: titles, after: 0) == titles.indices.dropFirst().first { titles[$0].first == first } ?? 0)
        #expect(OpenMenu.typeAhead("§", in: titles, after: nil) == nil)
        #expect(OpenMenu.typeAhead("b", in: ["Bold", "Italic", "Blue"], after: 0) == 2)
        #expect(OpenMenu.typeAhead("b", in: ["Bold", "Italic", "Blue"], after: 2) == 0)
    }

    @Test("The Mac's pop-up button opens its menu over the button, the chosen item where the button's title is")
    func popUp() throws {
        let mac = try #require(try menuButton(.picker, "menu", on: .macOS).openMenu)
        #expect(mac.popsUpOverButton)
        let look = mac.look
        let first = try #require(mac.popUpOffset(checkedBy: .int(0), buttonHeight: 22))
        let third = try #require(mac.popUpOffset(checkedBy: .int(2), buttonHeight: 22))
        // Each item further down lifts the menu one row higher; the first item's centre meets the button's.
        #expect(first.y == -(11 + look.verticalPadding + look.rowHeight / 2))
        #expect(third.y == first.y - 2 * look.rowHeight)
        #expect(first.x < 0 && first.x == third.x)
        // The keyboard starts at the chosen item.
        #expect(mac.listedIndex(checkedBy: .int(2)) == 2 && mac.listedIndex(checkedBy: nil) == nil)
        // iPhone's menu picker and the Mac's pull-down Menu open below their buttons.
        #expect(try menuButton(.picker, "menu", on: .iOS).openMenu?.popUpOffset(checkedBy: .int(0), buttonHeight: 22) == nil)
        #expect(try menuButton(.menu, on: .macOS).openMenu?.popsUpOverButton == false)
    }

    @Test("Every menu a view page opens carries its platform's panel, on the pages drawn their own way too",
          arguments: [Platform.iOS, .macOS])
    func viewPagesOpenTheirPlatformsMenus(platform: Platform) {
        var configuration = Configuration()
        configuration.platform = platform
        let plans = ViewPage.allCases.flatMap { $0.examples(for: configuration).map(\.plan) }
            + ButtonViewContent.containerExamples(for: configuration).map(\.plan)
        let withMenus = plans.flatMap(\.allPlans).filter { $0.menu != nil }
        #expect(!withMenus.isEmpty)
        for plan in withMenus {
            guard case .menuPanel(let style)? = plan.properties[.menuPanel] else {
                Issue.record("\(platform.rawValue): a menu with no panel style (\(plan.accessibleName ?? "?"))")
                continue
            }
            #expect(style.platform == platform)
        }
    }
}
