/// Which platform's open menu a menu button or a context menu opens, and in which era: the key of a
/// ``MenuPanelLook``. The model puts it on every plan that has a menu (``WidgetPlan/openingMenus(as:)``), so the
/// window draws each open menu as the stage's platform draws it, never as GTK's popover menu.
public struct MenuPanelStyle: Sendable, Equatable {
    /// The platform whose menu is drawn.
    public let platform: Platform
    /// The era of the platform's look the menu is drawn in.
    public let era: DesignEra
    /// Where an item's icon sits beside its title (``MenuLayout``), or nil when the platform's menus show none.
    public let iconAlignment: PlanValue.Alignment?

    /// The menu `platform` draws in `release`.
    public static func on(_ platform: Platform, release: OSVersion) -> MenuPanelStyle {
        MenuPanelStyle(platform: platform, era: PlatformTheme.of(platform).era(at: release),
                       iconAlignment: MenuLayout.on(platform, release: release).iconAlignment)
    }

    /// The style's name in `gallery plan --json`: "macOS-liquidGlass".
    public var name: String { "\(platform.rawValue)-\(era.rawValue)" }

    /// The panel's shape, rows and colours.
    public var look: MenuPanelLook { MenuPanelLook.of(platform, era: era) }
}

/// The shape and colours of an open menu's panel and rows on one platform in one era.
///
/// What each platform draws, from Apple's Human Interface Guidelines: a menu lists its items in a rounded panel
/// floating over the content, with no arrow pointing at its button; a chosen or toggled item carries a checkmark, a
/// submenu's item a chevron, a destructive item red text; sections are parted by separators
/// (https://developer.apple.com/design/human-interface-guidelines/menus). On iPhone and iPad an item's symbol sits at
/// the trailing edge of its row and a submenu expands in place (https://developer.apple.com/design/human-interface-guidelines/context-menus,
/// https://developer.apple.com/design/human-interface-guidelines/pull-down-buttons); the Mac keeps a leading column
/// for checkmarks, opens submenus beside the menu, and highlights the row under the pointer in the accent colour with
/// white text (https://developer.apple.com/design/human-interface-guidelines/menus, macOS;
/// https://developer.apple.com/design/human-interface-guidelines/pop-up-buttons). The HIG gives no sizes: the points
/// below are read from the HIG's own pictures of each release's menus and rounded to whole points.
public struct MenuPanelLook: Sendable, Equatable {
    /// The panel's corner radius in points.
    public let cornerRadius: Int
    /// A row's height in points.
    public let rowHeight: Int
    /// The panel's narrowest width in points (iOS's menus are one fixed width; the Mac's grow with their titles).
    public let minimumWidth: Int
    /// The panel's inset above its first and below its last row.
    public let verticalPadding: Int
    /// How far a row's highlight is inset from the panel's sides (the Mac's highlight is a rounded bar inside the
    /// panel; iOS's rows run edge to edge).
    public let rowInset: Int
    /// The space between a row's edge and its title, checkmark or symbol.
    public let rowPadding: Int
    /// The highlight's corner radius.
    public let highlightRadius: Int
    /// The text size in points.
    public let fontSize: Int
    /// The width of the leading checkmark column.
    public let markColumnWidth: Int
    /// Whether every row keeps the checkmark column (the Mac), or only a menu with a checkable item does (iOS).
    public let alwaysReservesMarkColumn: Bool
    /// How sections are parted.
    public let sectionSeparator: SectionSeparator
    /// Whether a hairline parts every row from the next (iOS before Liquid Glass).
    public let linesBetweenRows: Bool
    /// Where a submenu's items open.
    public let submenus: SubmenuPlacement
    /// The panel's shadow.
    public let shadow: Shadow
    /// The panel's colours in light mode.
    public let light: MenuPanelColors
    /// The panel's colours in dark mode.
    public let dark: MenuPanelColors

    /// How an open menu parts one section from the next.
    public enum SectionSeparator: Sendable, Equatable {
        /// A wide grey band the panel's full width (iOS before Liquid Glass).
        case gap(height: Int)
        /// A hairline inset from the panel's sides.
        case line(inset: Int)
    }

    /// Where a submenu's items open.
    public enum SubmenuPlacement: Sendable, Equatable {
        /// Below the submenu's row, inside the same panel, its chevron turned down (iOS 14 and later).
        case inPlace
        /// In a panel of its own beside the row (the Mac).
        case beside
    }

    /// A soft shadow under the panel: offset down `y` points, blurred over `blur`, black at `opacity`.
    public struct Shadow: Sendable, Equatable {
        public let y: Int
        public let blur: Int
        public let opacity: Double
    }

    /// The colours of one scheme.
    public func colors(_ scheme: ColorScheme) -> MenuPanelColors {
        scheme == .dark ? dark : light
    }

    /// The look of `platform`'s menus in `era`.
    public static func of(_ platform: Platform, era: DesignEra) -> MenuPanelLook {
        switch (platform, era) {
        case (.macOS, .classic): .macOSClassic
        case (.macOS, .liquidGlass): .macOSLiquidGlass
        case (.iOS, .classic), (.iPadOS, .classic): .iOSClassic
        case (.iOS, .liquidGlass), (.iPadOS, .liquidGlass): .iOSLiquidGlass
        case (.visionOS, _): .visionOS
        case (.tvOS, _): .tvOS
        case (.watchOS, _): .watchOS
        }
    }

    /// iOS and iPadOS 14 to 18: a 250-point panel with 13-point corners, 44-point rows parted by hairlines, sections
    /// by an 8-point grey band, the thick material behind (https://developer.apple.com/design/human-interface-guidelines/materials).
    static let iOSClassic = MenuPanelLook(
        cornerRadius: 13, rowHeight: 44, minimumWidth: 250, verticalPadding: 0, rowInset: 0, rowPadding: 16, highlightRadius: 0,
        fontSize: 17, markColumnWidth: 24, alwaysReservesMarkColumn: false, sectionSeparator: .gap(height: 8),
        linesBetweenRows: true, submenus: .inPlace, shadow: Shadow(y: 10, blur: 40, opacity: 0.2),
        light: MenuPanelColors(background: RGBColor(hex: "#f2f2f2"), text: RGBColor(hex: "#000000"), secondaryText: RGBColor(hex: "#6d6d72"),
                               separator: RGBColor(hex: "#c6c6c8"), gap: RGBColor(hex: "#e0e0e3"), highlight: RGBColor(hex: "#d9d9dc"),
                               highlightText: RGBColor(hex: "#000000"), destructive: RGBColor(hex: "#ff3b30"), border: nil),
        dark: MenuPanelColors(background: RGBColor(hex: "#2c2c2e"), text: RGBColor(hex: "#ffffff"), secondaryText: RGBColor(hex: "#98989f"),
                              separator: RGBColor(hex: "#48484a"), gap: RGBColor(hex: "#1c1c1e"), highlight: RGBColor(hex: "#3a3a3c"),
                              highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff453a"), border: nil))

    /// iOS and iPadOS 26: Liquid Glass rounds the menu into a larger panel with no hairlines between rows, sections
    /// parted by an inset hairline, the pressed row a rounded platter
    /// (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
    /// https://developer.apple.com/design/human-interface-guidelines/menus).
    static let iOSLiquidGlass = MenuPanelLook(
        cornerRadius: 26, rowHeight: 44, minimumWidth: 250, verticalPadding: 10, rowInset: 8, rowPadding: 12, highlightRadius: 14,
        fontSize: 17, markColumnWidth: 24, alwaysReservesMarkColumn: false, sectionSeparator: .line(inset: 20),
        linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 12, blur: 44, opacity: 0.16),
        light: MenuPanelColors(background: RGBColor(hex: "#f7f7f8"), text: RGBColor(hex: "#000000"), secondaryText: RGBColor(hex: "#6d6d72"),
                               separator: RGBColor(hex: "#d8d8dc"), gap: RGBColor(hex: "#d8d8dc"), highlight: RGBColor(hex: "#e4e4e8"),
                               highlightText: RGBColor(hex: "#000000"), destructive: RGBColor(hex: "#ff3b30"), border: RGBColor(hex: "#ffffff")),
        dark: MenuPanelColors(background: RGBColor(hex: "#262628"), text: RGBColor(hex: "#ffffff"), secondaryText: RGBColor(hex: "#98989f"),
                              separator: RGBColor(hex: "#3c3c40"), gap: RGBColor(hex: "#3c3c40"), highlight: RGBColor(hex: "#3a3a3e"),
                              highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff453a"), border: RGBColor(hex: "#48484c")))

    /// macOS 11 to 15: a panel with 6-point corners, 22-point rows, the row under the pointer highlighted in the
    /// accent blue (https://developer.apple.com/design/human-interface-guidelines/color, system blue) with white text, a
    /// hairline between sections, a thin border and a shadow.
    static let macOSClassic = MenuPanelLook(
        cornerRadius: 6, rowHeight: 22, minimumWidth: 160, verticalPadding: 5, rowInset: 5, rowPadding: 6, highlightRadius: 4,
        fontSize: 13, markColumnWidth: 16, alwaysReservesMarkColumn: true, sectionSeparator: .line(inset: 11),
        linesBetweenRows: false, submenus: .beside, shadow: Shadow(y: 6, blur: 20, opacity: 0.25),
        light: MenuPanelColors(background: RGBColor(hex: "#ededed"), text: RGBColor(hex: "#000000"), secondaryText: RGBColor(hex: "#808080"),
                               separator: RGBColor(hex: "#d4d4d4"), gap: RGBColor(hex: "#d4d4d4"), highlight: RGBColor(hex: "#007aff"),
                               highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff3b30"), border: RGBColor(hex: "#c8c8c8")),
        dark: MenuPanelColors(background: RGBColor(hex: "#2b2b2d"), text: RGBColor(hex: "#ffffff"), secondaryText: RGBColor(hex: "#98989d"),
                              separator: RGBColor(hex: "#464648"), gap: RGBColor(hex: "#464648"), highlight: RGBColor(hex: "#0a84ff"),
                              highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff453a"), border: RGBColor(hex: "#525254")))

    /// macOS 26: Liquid Glass rounds the menu's panel and its highlight further and makes rows a little taller
    /// (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
    /// https://developer.apple.com/design/human-interface-guidelines/menus).
    static let macOSLiquidGlass = MenuPanelLook(
        cornerRadius: 12, rowHeight: 24, minimumWidth: 160, verticalPadding: 6, rowInset: 6, rowPadding: 8, highlightRadius: 7,
        fontSize: 13, markColumnWidth: 16, alwaysReservesMarkColumn: true, sectionSeparator: .line(inset: 14),
        linesBetweenRows: false, submenus: .beside, shadow: Shadow(y: 8, blur: 28, opacity: 0.22),
        light: MenuPanelColors(background: RGBColor(hex: "#f4f4f5"), text: RGBColor(hex: "#000000"), secondaryText: RGBColor(hex: "#808080"),
                               separator: RGBColor(hex: "#dadadc"), gap: RGBColor(hex: "#dadadc"), highlight: RGBColor(hex: "#007aff"),
                               highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff3b30"), border: RGBColor(hex: "#ffffff")),
        dark: MenuPanelColors(background: RGBColor(hex: "#29292b"), text: RGBColor(hex: "#ffffff"), secondaryText: RGBColor(hex: "#98989d"),
                              separator: RGBColor(hex: "#444446"), gap: RGBColor(hex: "#444446"), highlight: RGBColor(hex: "#0a84ff"),
                              highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff453a"), border: RGBColor(hex: "#4c4c4e")))

    /// visionOS: the menu on the glass material, always dark, white text, rounded as the window is
    /// (https://developer.apple.com/design/human-interface-guidelines/materials, visionOS).
    static let visionOS: MenuPanelLook = {
        let glass = MenuPanelColors(background: RGBColor(hex: "#4a4a4e"), text: RGBColor(hex: "#ffffff"), secondaryText: RGBColor(hex: "#c7c7cc"),
                                    separator: RGBColor(hex: "#636366"), gap: RGBColor(hex: "#636366"), highlight: RGBColor(hex: "#5e5e63"),
                                    highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff6961"), border: RGBColor(hex: "#6e6e73"))
        return MenuPanelLook(
            cornerRadius: 28, rowHeight: 44, minimumWidth: 260, verticalPadding: 10, rowInset: 8, rowPadding: 14, highlightRadius: 16,
            fontSize: 17, markColumnWidth: 24, alwaysReservesMarkColumn: false, sectionSeparator: .line(inset: 20),
            linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 10, blur: 40, opacity: 0.25), light: glass, dark: glass)
    }()

    /// tvOS: large rows for the living room, the focused row lifted on a white platter
    /// (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection).
    static let tvOS = MenuPanelLook(
        cornerRadius: 24, rowHeight: 60, minimumWidth: 360, verticalPadding: 12, rowInset: 10, rowPadding: 20, highlightRadius: 14,
        fontSize: 20, markColumnWidth: 32, alwaysReservesMarkColumn: false, sectionSeparator: .line(inset: 24),
        linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 16, blur: 48, opacity: 0.3),
        light: MenuPanelColors(background: RGBColor(hex: "#e8e8ea"), text: RGBColor(hex: "#000000"), secondaryText: RGBColor(hex: "#6d6d72"),
                               separator: RGBColor(hex: "#c6c6c8"), gap: RGBColor(hex: "#c6c6c8"), highlight: RGBColor(hex: "#ffffff"),
                               highlightText: RGBColor(hex: "#000000"), destructive: RGBColor(hex: "#ff3b30"), border: nil),
        dark: MenuPanelColors(background: RGBColor(hex: "#2c2c2e"), text: RGBColor(hex: "#ffffff"), secondaryText: RGBColor(hex: "#98989f"),
                              separator: RGBColor(hex: "#48484a"), gap: RGBColor(hex: "#48484a"), highlight: RGBColor(hex: "#ffffff"),
                              highlightText: RGBColor(hex: "#000000"), destructive: RGBColor(hex: "#ff453a"), border: nil))

    /// watchOS: a picker's choices fill the screen as rounded platters on black
    /// (https://developer.apple.com/design/human-interface-guidelines/pickers, watchOS).
    static let watchOS: MenuPanelLook = {
        let black = MenuPanelColors(background: RGBColor(hex: "#000000"), text: RGBColor(hex: "#ffffff"), secondaryText: RGBColor(hex: "#8e8e93"),
                                    separator: RGBColor(hex: "#000000"), gap: RGBColor(hex: "#000000"), highlight: RGBColor(hex: "#222223"),
                                    highlightText: RGBColor(hex: "#ffffff"), destructive: RGBColor(hex: "#ff453a"), border: nil)
        return MenuPanelLook(
            cornerRadius: 22, rowHeight: 44, minimumWidth: 184, verticalPadding: 6, rowInset: 4, rowPadding: 12, highlightRadius: 12,
            fontSize: 15, markColumnWidth: 22, alwaysReservesMarkColumn: false, sectionSeparator: .gap(height: 6),
            linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 0, blur: 0, opacity: 0), light: black, dark: black)
    }()
}

/// The colours of an open menu in one scheme.
public struct MenuPanelColors: Sendable, Equatable {
    /// The panel's material, drawn opaque (GTK does not blur what lies behind a popover).
    public let background: RGBColor
    /// A title's colour.
    public let text: RGBColor
    /// A section heading's colour.
    public let secondaryText: RGBColor
    /// A hairline's colour.
    public let separator: RGBColor
    /// The colour of the wide band between sections.
    public let gap: RGBColor
    /// The row under the pointer or the keyboard's focus.
    public let highlight: RGBColor
    /// A highlighted row's text and symbols.
    public let highlightText: RGBColor
    /// A destructive item's title and symbol (system red).
    public let destructive: RGBColor
    /// The panel's thin rim, if it has one.
    public let border: RGBColor?
}
