import CGtk
import GalleryModel
import GalleryWindow

/// A menu opens as its platform draws it, not as GTK's popover menu: no arrow, the platform's panel, a checkmark on the
/// chosen option where GTK draws a radio dot, iOS's symbols at the trailing edge and the Mac's at the leading edge, each
/// row a menu item a screen reader reads with its state; the keyboard lands on the first row, and choosing a row sets
/// the example's state and closes the menu. Each open menu is photographed (`PLATFORM-RELEASE-SCHEME-CARD.png`).
@MainActor
enum MenusFeature: WindowCheck {
    nonisolated static let name = "menus"

    static func run(_ check: WindowDriver) throws {
        for platform in [Platform.iOS, .iPadOS, .macOS] {
            let newest = try check.require(platform.majorReleases.last)
            let older = try check.require(platform.majorReleases.last { $0 < "26" })
            for release in [newest, older] {
                for scheme in ColorScheme.allCases {
                    check.show(.family(.picker), on: platform)
                    check.send(.chooseRelease(release), .chooseColorScheme(scheme))
                    let photo = "\(platform.rawValue)-\(release)-\(scheme.rawValue)"
                    try checkPicker(check, photo: photo + "-picker")
                    check.show(.family(.menu), on: platform)
                    try checkMenu(check, on: platform, release: release, photo: photo + "-menu")
                }
            }
            // Every menu a page's cards and examples open (menu buttons, context menus) is the gallery's, never GTK's.
            for page in [GalleryPage.family(.menu), .family(.picker), .family(.controlGroup), .view(.button)] {
                check.show(page, on: platform)
                let root = try check.pageRoot()
                check.expect(WidgetTree.find(type: "GtkPopoverMenu", in: root) == nil, "\(platform.rawValue) \(page.id): a GTK popover menu")
                let menus = popovers(in: root).filter { Widget($0).classes.contains("open-menu") }
                check.expect(!menus.isEmpty, "\(platform.rawValue) \(page.id): no menu drawn as the platform's")
                check.expect(menus.allSatisfy { gtk_popover_get_has_arrow(gallery_popover($0)) == 0 },
                             "\(platform.rawValue) \(page.id): a menu points an arrow")
                // A context menu (a popover on a view that is no menu button) is drawn as the platform's menu too.
                // (A Mac submenu's popover hangs on its row; a context menu's on the view it belongs to.)
                let contextMenus = menus.filter { menu in
                    gtk_widget_get_parent(menu).map { Widget($0).typeName != "GtkMenuButton" && !Widget($0).classes.contains("open-menu-row") } == true
                }
                check.expect(contextMenus.isEmpty == (page != .view(.button)), "\(platform.rawValue) \(page.id): \(contextMenus.count) context menus")
            }
            // A popover that opens a control's own view (iOS's compact date picker's calendar; the Mac's compact picker
            // is a field with a stepper) points no arrow either and sits on the platform's panel.
            guard platform != .macOS else { continue }
            check.show(.family(.datePicker), on: platform)
            let panels = popovers(in: try check.pageRoot()).filter { !Widget($0).classes.contains("open-menu") }
            check.expect(!panels.isEmpty, "\(platform.rawValue): the date picker page opens no calendar popover")
            check.expect(panels.allSatisfy { gtk_popover_get_has_arrow(gallery_popover($0)) == 0 && Widget($0).classes.contains(PlatformTheme.openPanelClass) },
                         "\(platform.rawValue): a date picker's popover points an arrow or is not on the platform's panel")
            if let calendar = panels.first {
                gtk_popover_popup(gallery_popover(calendar))
                check.wait(for: "\(platform.rawValue): the calendar popover to open") { gtk_widget_get_mapped(calendar) != 0 }
                check.waitForFrame()
                check.photograph(calendar, as: "\(platform.rawValue)-date-popover")
                gtk_popover_popdown(gallery_popover(calendar))
            }
        }
    }

    /// Every popover at or below `widget`.
    private static func popovers(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        (Widget(widget).typeName == "GtkPopover" ? [widget] : []) + Widget(widget).children.flatMap { popovers(in: $0.pointer) }
    }

    /// The menu picker's menu: one checkmark, on the chosen option, in the leading column; choosing another moves it.
    private static func checkPicker(_ check: WindowDriver, photo: String) throws {
        let popover = try open("picker.menu", check)
        let rows = items(in: popover)
        check.expect(rows.count >= 2, "\(photo): the picker's menu lists \(rows.count) choices")
        check.expect(WidgetTree.find(type: "GtkCheckButton", in: popover) == nil, "\(photo): the picker's menu draws radio dots")
        check.expect(rows.allSatisfy { role($0) == GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO }, "\(photo): a choice is not a radio menu item")
        let marked = rows.filter { checkmarkShows(in: $0) }
        check.expect(marked.count == 1, "\(photo): \(marked.count) choices show a checkmark")
        check.expect(rows.allSatisfy { leadingIsCheckmark($0) }, "\(photo): the checkmark column is not at the leading edge")
        check.expect(check.focus.map { gtk_widget_is_ancestor($0, popover) != 0 } == true, "\(photo): the keyboard is not in the open menu")
        check.photograph(popover, as: photo)
        // Choose the last option: the menu closes and the checkmark moves there the next time it opens.
        let last = try check.require(rows.last)
        gtk_widget_activate(last)
        check.wait(for: "\(photo): the menu to close") { gtk_widget_get_visible(popover) == 0 }
        let reopened = try open("picker.menu", check)
        check.expect(items(in: reopened).last.map(checkmarkShows) == true, "\(photo): the chosen option shows no checkmark")
        check.waitForFrame()
        check.expect(items(in: reopened).last.map { gtk_widget_has_focus($0) != 0 } == true, "\(photo): the keyboard does not start at the chosen option")
        gtk_popover_popdown(gallery_popover(reopened))
    }

    /// The Menu card's menu: a command's symbol on the platform's side, the destructive item in red, a submenu's chevron.
    private static func checkMenu(_ check: WindowDriver, on platform: Platform, release: OSVersion, photo: String) throws {
        let popover = try open("menu.automatic", check)
        let rows = items(in: popover)
        check.expect(rows.allSatisfy { role($0) == GTK_ACCESSIBLE_ROLE_MENU_ITEM },
                     "\(photo): a command is not a menu item: \(rows.map { "\(WindowDriver.texts(in: $0)) \(role($0).rawValue)" })")
        check.expect(rows.contains { Widget($0).classes.contains("open-menu-destructive") }, "\(photo): no item is drawn as destructive")
        check.expect(rows.contains { WidgetTree.find(in: $0) { Widget($0).classes.contains("open-menu-chevron") } != nil },
                     "\(photo): the submenu's row has no chevron")
        let withIcon = rows.compactMap { row -> (icon: Int, title: Int)? in
            let parts = face(of: row)
            guard let icon = parts.firstIndex(where: { Widget($0).classes.contains("open-menu-icon") }),
                  let title = parts.firstIndex(where: { Widget($0).typeName == "GtkLabel" }) else { return nil }
            return (icon, title)
        }
        switch MenuPanelStyle.on(platform, release: release).iconAlignment {
        case .end?: check.expect(!withIcon.isEmpty && withIcon.allSatisfy { $0.icon > $0.title }, "\(photo): a symbol is not after its title")
        case .start?: check.expect(!withIcon.isEmpty && withIcon.allSatisfy { $0.icon < $0.title }, "\(photo): a symbol is not before its title")
        default: check.expect(withIcon.isEmpty, "\(photo): the menu shows symbols the platform's menus do not")
        }
        check.photograph(popover, as: photo)
        // The submenu opens: in place under its row on iPhone and iPad, in a panel beside it on the Mac.
        let submenuRow = try check.require(rows.first { WidgetTree.find(in: $0) { Widget($0).classes.contains("open-menu-chevron") } != nil })
        gtk_widget_activate(submenuRow)
        switch MenuPanelLook.of(platform, era: PlatformTheme.of(platform).era(at: release)).submenus {
        case .inPlace:
            let revealer = try check.require(WidgetTree.find(type: "GtkRevealer", in: popover), "\(photo): no submenu to unfold")
            check.wait(for: "\(photo): the submenu to unfold") { gtk_revealer_get_child_revealed(gallery_revealer(revealer)) != 0 }
            check.expect(items(in: popover).count > rows.count, "\(photo): the submenu's items do not show")
            let chevron = WidgetTree.find(in: submenuRow) { Widget($0).classes.contains("open-menu-chevron") }
            check.expect(chevron.flatMap { gtk_image_get_icon_name(gallery_image($0)) }.map { String(cString: $0) } == MenuEntry.unfoldedChevron,
                         "\(photo): the unfolded submenu's chevron does not turn down")
            check.expect(gtk_widget_get_visible(popover) != 0, "\(photo): opening the submenu closed the menu")
            check.photograph(popover, as: photo + "-submenu")
        case .beside:
            let beside = try check.require(WidgetTree.find(in: submenuRow) { Widget($0).typeName == "GtkPopover" }, "\(photo): no submenu beside")
            check.wait(for: "\(photo): the submenu to open beside") { gtk_widget_get_mapped(beside) != 0 }
            check.expect(gtk_popover_get_position(gallery_popover(beside)) == GTK_POS_RIGHT, "\(photo): the submenu does not open to the side")
            check.photograph(beside, as: photo + "-submenu")
            gtk_popover_popdown(gallery_popover(beside))
        }
        gtk_popover_popdown(gallery_popover(popover))
    }

    /// Opens the menu of card `id`'s menu button and returns its popover, checked to be the gallery's, with no arrow.
    private static func open(_ id: String, _ check: WindowDriver) throws -> UnsafeMutablePointer<GtkWidget> {
        let card = try check.require(check.widget(named: "card:\(id)"), "no card \(id)")
        let button = try check.require(WidgetTree.find(type: "GtkMenuButton", in: card), "card \(id) has no menu button")
        let popover = try check.require(gtk_menu_button_get_popover(gallery_menu_button(button)), "card \(id)'s button opens nothing")
        let widget = UnsafeMutablePointer<GtkWidget>(OpaquePointer(popover))
        gtk_menu_button_popup(gallery_menu_button(button))
        check.wait(for: "the \(id) menu to open") { gtk_widget_get_mapped(widget) != 0 }
        check.expect(Widget(widget).typeName == "GtkPopover", "card \(id) opens a \(Widget(widget).typeName)")
        check.expect(Widget(widget).classes.contains("open-menu"), "card \(id)'s menu is not drawn as the platform's")
        check.expect(gtk_popover_get_has_arrow(gallery_popover(widget)) == 0, "card \(id)'s menu points an arrow at its button")
        return widget
    }

    /// The menu's item rows, top to bottom (a submenu's items excepted while it is closed).
    private static func items(in popover: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var rows: [UnsafeMutablePointer<GtkWidget>] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if Widget(widget).classes.contains("open-menu-row") {
                if gtk_widget_is_drawable(widget) != 0 { rows.append(widget) }
                return
            }
            for child in Widget(widget).children where Widget(child.pointer).typeName != "GtkPopover" { walk(child.pointer) }
        }
        walk(popover)
        return rows
    }

    /// What a row's face holds, leading to trailing.
    private static func face(of row: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard let box = gtk_widget_get_first_child(row) else { return [] }
        return Widget(box).children.map(\.pointer)
    }

    private static func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(OpaquePointer(widget))
    }

    /// Whether the row's checkmark column shows its checkmark.
    private static func checkmarkShows(in row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        face(of: row).first { Widget($0).classes.contains("open-menu-mark") }.map { gtk_widget_get_opacity($0) > 0.5 } ?? false
    }

    /// Whether the row's first part is the checkmark column.
    private static func leadingIsCheckmark(_ row: UnsafeMutablePointer<GtkWidget>) -> Bool {
        face(of: row).first.map { Widget($0).classes.contains("open-menu-mark") } ?? false
    }
}
