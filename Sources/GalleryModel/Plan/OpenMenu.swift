/// An open menu as its platform draws it: the rows a person sees, top to bottom, in the platform's panel
/// (``MenuPanelLook``). The window draws every menu a button or a context menu opens from it, in a popover of the
/// gallery's own, never GTK's popover menu: no arrow, the platform's rows, a checkmark where GTK would draw a radio dot.
public struct OpenMenu: Sendable, Equatable {
    /// Whose menu it is.
    public let style: MenuPanelStyle
    /// The rows, top to bottom.
    public let rows: [OpenMenuRow]

    /// Whether the menu opens over its button, its chosen item where the button shows it (the Mac's pop-up button),
    /// rather than below it.
    public let popsUpOverButton: Bool

    /// The open menu listing `items` as `style`'s platform lists them; `popsUpOverButton` for a Mac pop-up button's.
    public init(_ items: [MenuItemPlan], style: MenuPanelStyle, popsUpOverButton: Bool = false) {
        self.style = style
        self.popsUpOverButton = popsUpOverButton && style.platform == .macOS
        let look = style.look
        // iOS keeps the leading checkmark column only in a menu that can show a checkmark; the Mac always keeps it.
        let marks = look.alwaysReservesMarkColumn || items.contains(where: \.isCheckable)
        rows = Self.rows(items, style: style, marks: marks)
    }

    /// The panel's look.
    public var look: MenuPanelLook { style.look }

    /// The CSS classes of the popover that holds the menu: the stage's rules (``PlatformTheme/openMenuRules``) draw it.
    public static let panelClasses = ["open-menu"]

    /// Where a pop-up button's menu opens, moved from below the button's leading edge: up so that the item checked by
    /// `value` covers the button (a button `buttonHeight` points tall), and left so that its title stands where the
    /// button's does, as the Mac opens a pop-up button's menu over the button at its current item
    /// (https://developer.apple.com/design/human-interface-guidelines/pop-up-buttons, NSPopUpButton). Nil for a menu
    /// that opens below its button, or when no item is checked.
    public func popUpOffset(checkedBy value: ExampleValue?, buttonHeight: Int) -> (x: Int, y: Int)? {
        guard popsUpOverButton else { return nil }
        let look = self.look
        var top = look.verticalPadding
        for row in rows {
            switch row {
            case .item(let entry):
                if entry.isChecked(value) {
                    let titleStart = look.rowInset + look.rowPadding + look.markColumnWidth + MenuEntry.faceSpacing
                    return (PlatformTheme.popUpTitleInset - titleStart, -(buttonHeight / 2 + top + look.rowHeight / 2))
                }
                top += look.rowHeight
            case .separator(.rows): top += 1
            case .separator(.sections):
                switch look.sectionSeparator {
                case .gap(let height): top += height
                case .line: top += 11
                }
            case .heading: top += look.fontSize + 8
            case .iconRow: top += look.rowHeight + 8
            }
        }
        return nil
    }

    /// The state key whose value checks the menu's items (a picker's selection), if any.
    public var checkedKey: ExampleKey? {
        allItems.lazy.compactMap(\.markBinding).first?.key
    }

    /// The titles of the items one list of the menu shows, top to bottom: what typing a letter jumps through (a
    /// submenu's items are a list of their own).
    public var listedTitles: [String] {
        rows.compactMap { if case .item(let entry) = $0 { entry.title } else { nil } }
    }

    /// The index in ``listedTitles`` of the item `value` checks (where the keyboard starts when the menu opens), if any.
    public func listedIndex(checkedBy value: ExampleValue?) -> Int? {
        let entries = rows.compactMap { if case .item(let entry) = $0 { entry } else { nil } }
        return entries.firstIndex { $0.isCheckable && $0.isChecked(value) }
    }

    /// Type-ahead, as in a GTK or AppKit menu: the index in `titles` of the next title after `current` (from the top
    /// when nil) that starts with `letter`, ignoring case, wrapping round; nil when none does.
    public static func typeAhead(_ letter: Character, in titles: [String], after current: Int?) -> Int? {
        guard !titles.isEmpty else { return nil }
        let start = current.map { $0 + 1 } ?? 0
        let key = String(letter).lowercased()
        return (0..<titles.count).lazy.map { (start + $0) % titles.count }.first { titles[$0].lowercased().hasPrefix(key) }
    }

    /// Every item row, in submenus too, depth first.
    public var allItems: [MenuEntry] {
        rows.flatMap { row -> [MenuEntry] in
            switch row {
            case .item(let entry):
                if case .submenu(let inner) = entry.action { return [entry] + inner.allItems }
                return [entry]
            case .iconRow(let entries): return entries
            case .separator, .heading: return []
            }
        }
    }

    private static func rows(_ items: [MenuItemPlan], style: MenuPanelStyle, marks: Bool) -> [OpenMenuRow] {
        var rows: [OpenMenuRow] = []
        let look = style.look
        for item in items {
            switch item {
            case .section(let title, let inner, let horizontal):
                if !rows.isEmpty { rows.append(.separator(between: .sections)) }
                if let title { rows.append(.heading(title)) }
                if horizontal {
                    rows.append(.iconRow(inner.compactMap { iconEntry($0) }))
                } else {
                    rows += self.rows(inner, style: style, marks: marks)
                }
            default:
                if look.linesBetweenRows, let last = rows.last, case .item = last { rows.append(.separator(between: .rows)) }
                if let entry = entry(item, style: style, marks: marks) { rows.append(.item(entry)) }
            }
        }
        return rows
    }

    /// One item's row.
    private static func entry(_ item: MenuItemPlan, style: MenuPanelStyle, marks: Bool) -> MenuEntry? {
        let icons = { (icon: String?) -> (String?, String?) in
            guard let icon, let side = style.iconAlignment else { return (nil, nil) }
            return side == .end ? (nil, icon) : (icon, nil)
        }
        switch item {
        case .action(let title, let icon, let binding, let destructive):
            let (leading, trailing) = icons(icon)
            return MenuEntry(title: title, action: .command(binding), leadingIcon: leading, trailingIcon: trailing,
                             marksColumn: marks, destructive: destructive)
        case .check(let title, let binding):
            return MenuEntry(title: title, action: .toggle(binding), marksColumn: marks)
        case .choice(let title, let binding):
            return MenuEntry(title: title, action: .choice(binding), marksColumn: marks)
        case .submenu(let title, let icon, let inner):
            let (leading, trailing) = icons(icon)
            return MenuEntry(title: title, action: .submenu(OpenMenu(inner, style: style)), leadingIcon: leading, trailingIcon: trailing,
                             marksColumn: marks, chevron: SymbolCatalog.iconName(for: "chevron.right"))
        case .paletteOption(let option):
            return iconEntry(.paletteOption(option))
        case .section:
            return nil
        }
    }

    /// An item of a row of icon buttons (a palette, a control group): its symbol alone, named by its title.
    private static func iconEntry(_ item: MenuItemPlan) -> MenuEntry? {
        switch item {
        case .paletteOption(let option):
            let action: MenuEntry.Action = switch option.binding.role {
            case .selects: .choice(option.binding)
            case .isOn: .toggle(option.binding)
            default: .command(option.binding)
            }
            return MenuEntry(title: option.title, action: action, leadingIcon: option.icon, marksColumn: false,
                             iconOnly: true, extraClasses: option.cssClasses)
        case .action(let title, let icon, let binding, let destructive):
            return MenuEntry(title: title, action: .command(binding), leadingIcon: icon, marksColumn: false,
                             destructive: destructive, iconOnly: icon != nil)
        case .check(let title, let binding):
            return MenuEntry(title: title, action: .toggle(binding), marksColumn: false)
        case .choice(let title, let binding):
            return MenuEntry(title: title, action: .choice(binding), marksColumn: false)
        case .submenu, .section:
            return nil
        }
    }
}

/// One row of an open menu.
public enum OpenMenuRow: Sendable, Equatable {
    /// An item a person can choose.
    case item(MenuEntry)
    /// A line or band parting rows or sections.
    case separator(between: Parting)
    /// A section's title, in small secondary text.
    case heading(String)
    /// A row of icon buttons (a palette or a control group in a menu), each named by its title.
    case iconRow([MenuEntry])

    /// What a separator parts.
    public enum Parting: Sendable, Equatable {
        /// Two rows of one section (iOS's hairline before Liquid Glass).
        case rows
        /// Two sections (``MenuPanelLook/sectionSeparator``).
        case sections
    }

    /// The CSS classes the row's widget carries.
    public func cssClasses(in look: MenuPanelLook) -> [String] {
        switch self {
        case .item(let entry): entry.cssClasses
        case .separator(.rows): ["open-menu-separator", "open-menu-row-line"]
        case .separator(.sections):
            switch look.sectionSeparator {
            case .gap: ["open-menu-separator", "open-menu-gap"]
            case .line: ["open-menu-separator", "open-menu-section-line"]
            }
        case .heading: ["open-menu-heading"]
        case .iconRow: ["open-menu-icon-row"]
        }
    }
}

/// An item of an open menu: what it shows and what choosing it does.
public struct MenuEntry: Sendable, Equatable {
    /// What choosing the item does.
    public enum Action: Sendable, Equatable {
        /// Runs a command (updates the binding, if any) and closes the menu.
        case command(StateBinding?)
        /// Turns the bound Boolean on or off; the checkmark shows while it is on.
        case toggle(StateBinding)
        /// Chooses one option (the binding's `selects` index); the checkmark shows on the chosen one.
        case choice(StateBinding)
        /// Opens the items under it, in place or beside as the platform does (``MenuPanelLook/submenus``).
        case submenu(OpenMenu)
    }

    /// How assistive technologies know the item (ARIA's menu item roles, as GTK's own menus report them).
    public enum Role: Sendable, Equatable {
        case item, checkbox, radio
    }

    /// The item's title, also its accessible name.
    public let title: String
    /// What choosing it does.
    public let action: Action
    /// The icon (a GTK icon name) before the title: the Mac's place, and a row of icon buttons'.
    public let leadingIcon: String?
    /// The icon after the title: iOS's place.
    public let trailingIcon: String?
    /// Whether the row keeps the leading checkmark column.
    public let marksColumn: Bool
    /// The submenu's chevron (a GTK icon name), at the trailing edge.
    public let chevron: String?
    /// Whether the title and symbol are drawn in red.
    public let destructive: Bool
    /// Whether the item shows its icon alone (a row of icon buttons), its title only read aloud.
    public let iconOnly: Bool
    /// Classes the item brings with it (a palette option's tint and selection effect).
    let extraClasses: [String]

    init(
        title: String, action: Action, leadingIcon: String? = nil, trailingIcon: String? = nil, marksColumn: Bool, chevron: String? = nil,
        destructive: Bool = false, iconOnly: Bool = false, extraClasses: [String] = []
    ) {
        self.title = title
        self.action = action
        self.leadingIcon = leadingIcon
        self.trailingIcon = trailingIcon
        self.marksColumn = marksColumn
        self.chevron = chevron
        self.destructive = destructive
        self.iconOnly = iconOnly
        self.extraClasses = extraClasses
    }

    /// The checkmark (a GTK icon name): the same for a toggle and a choice, as iOS and the Mac draw both
    /// (https://developer.apple.com/design/human-interface-guidelines/menus, "Toggled items").
    public static let checkmark = SymbolCatalog.iconName(for: "checkmark")

    /// Whether the item shows a checkmark while its state holds.
    public var isCheckable: Bool {
        switch action {
        case .toggle, .choice: true
        case .command, .submenu: false
        }
    }

    /// The binding whose value shows the checkmark: a toggle's Boolean, a choice's selection.
    public var markBinding: StateBinding? {
        switch action {
        case .toggle(let binding), .choice(let binding): binding
        case .command, .submenu: nil
        }
    }

    /// Whether the checkmark shows for `value` of ``markBinding``.
    public func isChecked(_ value: ExampleValue?) -> Bool {
        switch action {
        case .toggle: value?.boolValue == true
        case .choice(let binding):
            if case .selects(let index) = binding.role { value?.intValue == index } else { false }
        case .command, .submenu: false
        }
    }

    /// The value choosing the item gives its binding when it holds `current`: a toggle turns the Boolean over, a
    /// choice selects its own index; nil for a command (``ExampleCatalog/activated(_:current:)``) or a submenu.
    public func valueWhenChosen(current: ExampleValue?) -> ExampleValue? {
        switch action {
        case .toggle: .bool(!(current?.boolValue ?? false))
        case .choice(let binding): if case .selects(let index) = binding.role { .int(index) } else { nil }
        case .command, .submenu: nil
        }
    }

    /// Whether choosing the item closes the menu: every item but a submenu's, which opens its items.
    public var closesMenu: Bool {
        if case .submenu = action { false } else { true }
    }

    /// The role assistive technologies read.
    public var role: Role {
        switch action {
        case .toggle: .checkbox
        case .choice: .radio
        case .command, .submenu: .item
        }
    }

    /// The CSS classes of the item's row.
    public var cssClasses: [String] {
        (iconOnly ? ["open-menu-icon-button"] : ["open-menu-row"]) + (destructive ? ["open-menu-destructive"] : []) + extraClasses
    }

    /// The space between the parts of a row: the checkmark column, the icons, the title, the chevron.
    public static let faceSpacing = 8
    /// The CSS class an icon button carries while its option is chosen or on (the row of icon buttons shows no
    /// checkmark: the button stays highlighted).
    public static let checkedClass = "open-menu-checked"
    /// The CSS class of the checkmark column.
    public static let markClasses = ["open-menu-mark"]
    /// The CSS class of an item's symbol.
    public static let iconClasses = ["open-menu-icon"]
    /// The chevron (a GTK icon name) of a submenu unfolded in place: it turns down, as iOS turns it.
    public static let unfoldedChevron = SymbolCatalog.iconName(for: "chevron.down")
    /// The CSS class of a submenu's items unfolded in place under its row.
    public static let unfoldedClasses = ["open-menu-unfolded"]
    /// The CSS class of a submenu's chevron.
    public static let chevronClasses = ["open-menu-chevron"]
}

extension MenuItemPlan {
    /// Whether the item, or one in its section, shows a checkmark.
    var isCheckable: Bool {
        switch self {
        case .check, .choice: true
        case .section(_, let items, let horizontal): !horizontal && items.contains(where: \.isCheckable)
        case .action, .submenu, .paletteOption: false
        }
    }
}

extension WidgetPlan {
    /// This plan with every menu under it (a menu button's, a context menu) opened as `style`'s platform opens it.
    public func openingMenus(as style: MenuPanelStyle) -> WidgetPlan {
        var copy = self
        if menu != nil { copy.properties[.menuPanel] = .menuPanel(style) }
        copy.children = children.map { $0.openingMenus(as: style) }
        return copy
    }

    /// The menu the plan opens, drawn as its platform draws it; nil without a menu. A plan no stage opened
    /// (``openingMenus(as:)``) draws the newest iPhone's menu.
    public var openMenu: OpenMenu? {
        guard let menu else { return nil }
        let style: MenuPanelStyle
        if case .menuPanel(let given)? = properties[.menuPanel] {
            style = given
        } else {
            style = .on(.iOS, release: Platform.iOS.majorReleases.last ?? "26")
        }
        return OpenMenu(menu, style: style, popsUpOverButton: bool(.popsUpOverButton) == true)
    }
}
