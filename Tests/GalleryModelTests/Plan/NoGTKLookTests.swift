import Foundation
@testable import GalleryModel
import Testing

/// No GTK look shows through on the Apple stages: menu pickers, open menus, disclosure chevrons, page dots and
/// the SF Symbols' stand-ins are drawn as each platform draws them, by the classes and icons the planners emit.
@Suite("No GTK look")
struct NoGTKLookTests {
    private func plan(_ family: StyleFamily, _ style: String = "automatic", on platform: Platform, release: OSVersion? = nil,
                      in placement: Placement = .standard) throws -> WidgetPlan {
        try Planner.plan(StyleResolver.resolve(family, style: style, platform: platform, release: release, placement: placement)).widget
    }

    @Test("A menu picker is a menu button showing the choice and ⌃⌄, shaped per platform", arguments: [Platform.iOS, .iPadOS, .macOS, .visionOS])
    func menuPicker(platform: Platform) throws {
        let button = try #require(try plan(.picker, "menu", on: platform).first(.menuButton))
        #expect(button.cssClasses.contains(platform == .macOS ? "popup-button" : "picker-menu-tinted"))
        #expect(button.cssClasses.contains("flat") == (platform != .macOS), "only the Mac's pop-up button has a bezel")
        // The face: the chosen option (bound to the selection) and the chevron.up.chevron.down glyph, never GTK's ▼.
        let value = try #require(button.allPlans.first { $0.binding != nil })
        #expect(value.binding?.role == .selection && value.strings(.items) == SampleContent.pickerChoices.map(\.title))
        let glyph = try #require(button.allPlans.first { $0.cssClasses.contains("picker-menu-glyph") })
        #expect(glyph.string(.iconName) == SymbolCatalog.iconName(for: "chevron.up.chevron.down"))
        #expect(glyph.string(.iconName)?.hasPrefix(SymbolCatalog.galleryIconPrefix) == true)
        // On the Mac the glyph sits on the pop-up button's cap, at the trailing end.
        let cap = button.allPlans.first { $0.cssClasses.contains("popup-cap") }
        #expect((cap != nil) == (platform == .macOS))
        // The menu lists the choices, one checked by the selection.
        #expect(button.menu?.count == SampleContent.pickerChoices.count)
    }

    @Test("Apple TV's menu picker is a platter row holding its label and the choice in secondary text")
    func platterPicker() throws {
        let button = try #require(try plan(.picker, "menu", on: .tvOS).first(.menuButton))
        #expect(button.cssClasses.contains("picker-platter") && button.bool(.hexpand) == true)
        #expect(button.allPlans.contains { $0.string(.text) == SampleContent.pickerLabel })
        #expect(button.allPlans.contains { $0.cssClasses.contains("dim-label") && $0.binding?.role == .selection })
    }

    @Test("A form's menu picker keeps its label at the leading edge and the tinted choice at the trailing edge")
    func formPicker() throws {
        let iOS = try plan(.form, "grouped", on: .iOS)
        let button = try #require(iOS.first(.menuButton))
        #expect(button.cssClasses.contains("picker-menu-tinted") && button.alignment(.halign) == .end)
        let mac = try #require(try plan(.form, "columns", on: .macOS).first(.menuButton))
        #expect(mac.cssClasses.contains("popup-button"))
    }

    /// The classes the stages' stylesheet draws a closed menu with as a platform does: a button look, or a picker's face
    /// (the tinted choice, the Mac's pop-up button, Apple TV's platter row).
    private static let closedMenuLooks: Set<String> = [
        "plain-button", "borderless-button", "bordered-button", "suggested-action", "link-button", "accessory-bar-button",
        "accessory-bar-action-button", "card-button", "glass-button", "list-row-button", "picker-menu-tinted", "popup-button", "picker-platter",
    ]

    /// The menu buttons of `plan` drawn in GTK's own bordered button, named with `place`.
    private static func gtkMenuButtons(in plan: WidgetPlan, _ place: String) -> [String] {
        plan.allPlans.filter { $0.kind == .menuButton && closedMenuLooks.isDisjoint(with: $0.cssClasses) }
            .map { "\(place): \($0.accessibleName ?? "menu") has \($0.cssClasses)" }
    }

    @Test("No card shows a closed menu as GTK's bordered button: a menu-styled control group, the Menu, the Button page's menu take the platform's look",
          arguments: Platform.allCases)
    func closedMenus(platform: Platform) throws {
        var found: [String] = []
        for style in StyleCatalog.allStyles where StyleCatalog.platforms(of: style).contains(platform) {
            for placement in Placement.allCases {
                let context = Context(platform: platform, placement: placement)
                found += Self.gtkMenuButtons(in: Planner.plan(StyleResolver.resolve(style, in: context)).widget,
                                             "\(style.id) in \(placement.rawValue)")
            }
        }
        for example in ButtonViewContent.examples(for: Configuration().with(Context(platform: platform))) {
            found += Self.gtkMenuButtons(in: example.plan, "the Button page's \"\(example.title)\"")
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        // The menu-styled control group is the Menu's button: tinted and borderless on iOS, the Mac's pull-down with its chevron.
        let group = try #require(try plan(.controlGroup, "menu", on: platform).first(.menuButton))
        let menu = try #require(try plan(.menu, "button", on: platform).first(.menuButton))
        // The same look; Apple TV widens the Menu's title-only "Edit" (``WidgetPlan/titleButtonClass``), not the group's
        // symbol and title.
        func look(_ plan: WidgetPlan) -> [String] { plan.cssClasses.filter { $0 != WidgetPlan.titleButtonClass } }
        #expect(look(group) == look(menu) && group.bool(.showsArrow) == menu.bool(.showsArrow), "\(group.cssClasses)")
    }

    @Test("Open menus: icons where the platform puts them, Delete in red")
    func openMenus() throws {
        // A button in a menu is a command with its symbol: after the title on iPhone, before it or absent on the Mac
        // (the double-click style's button has a symbol; the sample's "Sign In" has none).
        let iOS = try plan(.button, "DoubleClickButtonStyle", on: .iOS, in: .menu)
        let row = try #require(iOS.allPlans.first { $0.cssClasses.contains("menu-preview-item") }?.children.first)
        #expect(row.children.map(\.kind) == [.label, .image])
        #expect(iOS.first(.menuButton)?.openMenu?.style.iconAlignment == .end)
        let mac = try plan(.button, "DoubleClickButtonStyle", on: .macOS, in: .menu)
        let macRow = try #require(mac.allPlans.first { $0.cssClasses.contains("menu-preview-item") }?.children.first)
        #expect(macRow.children.first?.kind == .image || macRow.children.map(\.kind) == [.label])
        #expect(mac.first(.menuButton)?.openMenu?.style.iconAlignment != .end)
        // The Menu card's button marks Delete destructive, so the opened menu draws it red.
        let button = try #require(try plan(.menu, on: .iOS).first(.menuButton))
        let items = (button.menu ?? []).flatMap { item -> [MenuItemPlan] in
            if case .section(_, let inner, _) = item { inner } else { [item] }
        }
        let destructive = items.compactMap { item -> String? in
            if case .action(let title, _, _, true) = item { title } else { nil }
        }
        #expect(destructive == [SampleContent.menuDestructive.title])
        #expect(button.openMenu?.style.iconAlignment == .end)
    }

    @Test("Paged tab views have page dots and turn by swipe or keys, with no arrow buttons")
    func pages() throws {
        for platform in [Platform.iOS, .watchOS] {
            let stack = try #require(try plan(.tabView, "page", on: platform).first(.pagedStack))
            #expect(stack.bool(.showsIndicator) == true && stack.bool(.turnsPages) != false)
        }
        let example = try Planner.plan(StyleResolver.resolve(.tabView, style: "page", platform: .iOS))
        #expect(example.approximation == nil, "the page style turns its pages as SwiftUI does")
    }

    @Test("SF Symbols' stand-ins have the symbol's shape")
    func symbols() throws {
        // Chevrons are open chevrons, never GTK's filled pan- triangles; ellipsis.circle is a ring of three dots across.
        for symbol in ["chevron.right", "chevron.down", "chevron.up.chevron.down"] {
            #expect(!SymbolCatalog.iconName(for: symbol).hasPrefix("pan-"), "\(symbol)")
        }
        #expect(SymbolCatalog.iconName(for: "ellipsis.circle") == "swiftui-style-gallery-ellipsis-circle-symbolic")
        #expect(SymbolCatalog.iconName(for: "flame.fill") != SymbolCatalog.iconName(for: "sun.max"))
        #expect(SymbolCatalog.iconName(for: "bolt.fill") != SymbolCatalog.iconName(for: "cloud.bolt"))
        // Adwaita's broad cog, bare crescent, ringless bust and its folder have other shapes: the gallery draws these.
        for symbol in ["gear", "gearshape", "moon.circle.fill", "person.circle", "folder"] {
            #expect(SymbolCatalog.iconName(for: symbol).hasPrefix(SymbolCatalog.galleryIconPrefix), "\(symbol)")
        }
        // Every icon the gallery draws itself is in its resources.
        let folder = TestFiles.package.appendingPathComponent("Resources/icons/hicolor/scalable/actions")
        for symbol in SymbolCatalog.symbols {
            let icon = SymbolCatalog.iconName(for: symbol)
            if icon.hasPrefix(SymbolCatalog.galleryIconPrefix) {
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(icon + ".svg").path), "\(icon)")
            }
        }
    }

    @Test("A symbol the catalog does not list is drawn as its shape without variants, else as its family, else as a placeholder")
    func symbolFamilies() {
        // Variants of a listed shape: filled, enclosed, marked.
        #expect(SymbolCatalog.iconName(for: "xmark.square") == SymbolCatalog.iconName(for: "xmark"))
        #expect(SymbolCatalog.iconName(for: "trash.fill") == SymbolCatalog.iconName(for: "trash"))
        // Families, by the symbol's first word, as real apps name them.
        #expect(SymbolCatalog.iconName(for: "person.crop.circle.badge.xmark") == SymbolCatalog.iconName(for: "person"))
        #expect(SymbolCatalog.iconName(for: "lock.rotation") == SymbolCatalog.iconName(for: "lock"))
        #expect(SymbolCatalog.iconName(for: "photo.on.rectangle.angled") == "image-x-generic-symbolic")
        #expect(SymbolCatalog.iconName(for: "shippingbox") == "package-x-generic-symbolic")
        // Directions are not guessed: a backward chevron points back, an unknown word is the placeholder, never GTK's
        // broken picture.
        #expect(SymbolCatalog.iconName(for: "chevron.backward") == "go-previous-symbolic")
        #expect(SymbolCatalog.iconName(for: "faxmachine") == SymbolCatalog.fallbackIcon)
        #expect(!SymbolCatalog.fallbackIcon.contains("missing"))
        #expect(!SymbolCatalog.hasDrawing(of: "person.crop.square") && SymbolCatalog.hasDrawing(of: "person.circle"))
        // Every family's icon is GTK's theme's or the gallery's own.
        let folder = TestFiles.package.appendingPathComponent("Resources/icons/hicolor/scalable/actions")
        for icon in Set(SymbolCatalog.families.values) + [SymbolCatalog.fallbackIcon] where icon.hasPrefix(SymbolCatalog.galleryIconPrefix) {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(icon + ".svg").path), "\(icon)")
        }
    }
}
