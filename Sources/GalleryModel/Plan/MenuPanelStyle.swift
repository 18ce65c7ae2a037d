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

    /// The look of `platform`'s menus in `era`: the platform's panel, its colours taken from the stage's palette of
    /// that era (``PlatformTheme/palette(_:era:)``), so a menu's red, tint and text are the ones its buttons draw.
    public static func of(_ platform: Platform, era: DesignEra) -> MenuPanelLook {
        switch (platform, era) {
        case (.macOS, .classic): macOSClassic(era)
        case (.macOS, .liquidGlass): macOSLiquidGlass(era)
        case (.iOS, .classic), (.iPadOS, .classic): iOSClassic(platform, era)
        case (.iOS, .liquidGlass), (.iPadOS, .liquidGlass): iOSLiquidGlass(platform, era)
        case (.visionOS, _): visionOS(era)
        case (.tvOS, _): tvOS(era)
        case (.watchOS, _): watchOS(era)
        }
    }

    /// A look of `platform`'s in `era` whose colours are the palette's, on `light` and `dark` material.
    private init(_ platform: Platform, _ era: DesignEra, cornerRadius: Int, rowHeight: Int, minimumWidth: Int, verticalPadding: Int,
                 rowInset: Int, rowPadding: Int, highlightRadius: Int, fontSize: Int, markColumnWidth: Int,
                 alwaysReservesMarkColumn: Bool, sectionSeparator: SectionSeparator, linesBetweenRows: Bool,
                 submenus: SubmenuPlacement, shadow: Shadow, light: MenuMaterial, dark: MenuMaterial) {
        self.cornerRadius = cornerRadius
        self.rowHeight = rowHeight
        self.minimumWidth = minimumWidth
        self.verticalPadding = verticalPadding
        self.rowInset = rowInset
        self.rowPadding = rowPadding
        self.highlightRadius = highlightRadius
        self.fontSize = fontSize
        self.markColumnWidth = markColumnWidth
        self.alwaysReservesMarkColumn = alwaysReservesMarkColumn
        self.sectionSeparator = sectionSeparator
        self.linesBetweenRows = linesBetweenRows
        self.submenus = submenus
        self.shadow = shadow
        let theme = PlatformTheme.of(platform)
        self.light = MenuPanelColors(theme.palette(.light, era: era), on: light)
        self.dark = MenuPanelColors(theme.palette(.dark, era: era), on: dark)
    }

    /// iOS and iPadOS 14 to 18: a 250-point panel with 13-point corners, 44-point rows parted by hairlines, sections
    /// by an 8-point grey band, the thick material behind (https://developer.apple.com/design/human-interface-guidelines/materials).
    private static func iOSClassic(_ platform: Platform, _ era: DesignEra) -> MenuPanelLook {
        MenuPanelLook(
            platform, era, cornerRadius: 13, rowHeight: 44, minimumWidth: 250, verticalPadding: 0, rowInset: 0, rowPadding: 16,
            highlightRadius: 0, fontSize: 17, markColumnWidth: 24, alwaysReservesMarkColumn: false, sectionSeparator: .gap(height: 8),
            linesBetweenRows: true, submenus: .inPlace, shadow: Shadow(y: 10, blur: 40, opacity: 0.2),
            light: MenuMaterial(background: "#f2f2f2", separator: "#c6c6c8", gap: "#e0e0e3", highlight: .grey("#d9d9dc")),
            dark: MenuMaterial(background: "#2c2c2e", separator: "#48484a", gap: "#1c1c1e", highlight: .grey("#3a3a3c")))
    }

    /// iOS and iPadOS 26: Liquid Glass rounds the menu into a larger panel with no hairlines between rows, sections
    /// parted by an inset hairline, the pressed row a rounded platter
    /// (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
    /// https://developer.apple.com/design/human-interface-guidelines/menus).
    private static func iOSLiquidGlass(_ platform: Platform, _ era: DesignEra) -> MenuPanelLook {
        MenuPanelLook(
            platform, era, cornerRadius: 26, rowHeight: 44, minimumWidth: 250, verticalPadding: 10, rowInset: 8, rowPadding: 12,
            highlightRadius: 14, fontSize: 17, markColumnWidth: 24, alwaysReservesMarkColumn: false, sectionSeparator: .line(inset: 20),
            linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 12, blur: 44, opacity: 0.16),
            light: MenuMaterial(background: "#f7f7f8", separator: "#d8d8dc", highlight: .grey("#e4e4e8"), border: "#ffffff"),
            dark: MenuMaterial(background: "#262628", separator: "#3c3c40", highlight: .grey("#3a3a3e"), border: "#48484c"))
    }

    /// macOS 11 to 15: a panel with 6-point corners, 22-point rows, the row under the pointer highlighted in the
    /// accent colour (https://developer.apple.com/design/human-interface-guidelines/color, system blue) with white text,
    /// a hairline between sections, a thin border and a shadow.
    private static func macOSClassic(_ era: DesignEra) -> MenuPanelLook {
        MenuPanelLook(
            .macOS, era, cornerRadius: 6, rowHeight: 22, minimumWidth: 160, verticalPadding: 5, rowInset: 5, rowPadding: 6,
            highlightRadius: 4, fontSize: 13, markColumnWidth: 16, alwaysReservesMarkColumn: true, sectionSeparator: .line(inset: 11),
            linesBetweenRows: false, submenus: .beside, shadow: Shadow(y: 6, blur: 20, opacity: 0.25),
            light: MenuMaterial(background: "#ededed", separator: "#d4d4d4", highlight: .accent, border: "#c8c8c8"),
            dark: MenuMaterial(background: "#2b2b2d", separator: "#464648", highlight: .accent, border: "#525254"))
    }

    /// macOS 26: Liquid Glass rounds the menu's panel and its highlight further and makes rows a little taller
    /// (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
    /// https://developer.apple.com/design/human-interface-guidelines/menus).
    private static func macOSLiquidGlass(_ era: DesignEra) -> MenuPanelLook {
        MenuPanelLook(
            .macOS, era, cornerRadius: 12, rowHeight: 24, minimumWidth: 160, verticalPadding: 6, rowInset: 6, rowPadding: 8,
            highlightRadius: 7, fontSize: 13, markColumnWidth: 16, alwaysReservesMarkColumn: true, sectionSeparator: .line(inset: 14),
            linesBetweenRows: false, submenus: .beside, shadow: Shadow(y: 8, blur: 28, opacity: 0.22),
            light: MenuMaterial(background: "#f4f4f5", separator: "#dadadc", highlight: .accent, border: "#ffffff"),
            dark: MenuMaterial(background: "#29292b", separator: "#444446", highlight: .accent, border: "#4c4c4e"))
    }

    /// visionOS: the menu on the glass material, the same dark glass in both schemes, rounded as the window is
    /// (https://developer.apple.com/design/human-interface-guidelines/materials, visionOS).
    private static func visionOS(_ era: DesignEra) -> MenuPanelLook {
        let glass = MenuMaterial(background: "#4a4a4e", separator: "#636366", highlight: .grey("#5e5e63"), border: "#6e6e73")
        return MenuPanelLook(
            .visionOS, era, cornerRadius: 28, rowHeight: 44, minimumWidth: 260, verticalPadding: 10, rowInset: 8, rowPadding: 14,
            highlightRadius: 16, fontSize: 17, markColumnWidth: 24, alwaysReservesMarkColumn: false, sectionSeparator: .line(inset: 20),
            linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 10, blur: 40, opacity: 0.25), light: glass, dark: glass)
    }

    /// tvOS: large rows for the living room, the focused row lifted on the focus platter
    /// (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection).
    private static func tvOS(_ era: DesignEra) -> MenuPanelLook {
        MenuPanelLook(
            .tvOS, era, cornerRadius: 24, rowHeight: 60, minimumWidth: 360, verticalPadding: 12, rowInset: 10, rowPadding: 20,
            highlightRadius: 14, fontSize: 20, markColumnWidth: 32, alwaysReservesMarkColumn: false, sectionSeparator: .line(inset: 24),
            linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 16, blur: 48, opacity: 0.3),
            light: MenuMaterial(background: "#e8e8ea", separator: "#c6c6c8", highlight: .focus),
            dark: MenuMaterial(background: "#2c2c2e", separator: "#48484a", highlight: .focus))
    }

    /// watchOS: a picker's choices fill the watch's black screen, the row under the finger a rounded platter of the
    /// rows' grey (https://developer.apple.com/design/human-interface-guidelines/pickers, watchOS).
    private static func watchOS(_ era: DesignEra) -> MenuPanelLook {
        let black = MenuMaterial(background: nil, separator: nil, highlight: .surface)
        return MenuPanelLook(
            .watchOS, era, cornerRadius: 22, rowHeight: 44, minimumWidth: 184, verticalPadding: 6, rowInset: 4, rowPadding: 12,
            highlightRadius: 12, fontSize: 15, markColumnWidth: 22, alwaysReservesMarkColumn: false, sectionSeparator: .gap(height: 6),
            linesBetweenRows: false, submenus: .inPlace, shadow: Shadow(y: 0, blur: 0, opacity: 0), light: black, dark: black)
    }
}

/// The greys of a menu's material, which Apple does not publish as system colours: the gallery's readings of the
/// HIG's pictures. Everything else a menu draws in (its text, red, accent) is the stage's palette.
struct MenuMaterial {
    /// The panel, or nil for the stage's own background (the Watch's black screen).
    let background: RGBColor?
    /// Hairlines, or nil for the panel's own colour (no visible line).
    let separator: RGBColor?
    /// The band between sections, where it differs from the hairlines' colour.
    let gap: RGBColor?
    /// How the row under the pointer is lit.
    let highlight: Highlight
    /// The panel's thin rim, if it has one.
    let border: RGBColor?

    /// How a menu lights the row under the pointer or the keyboard's focus.
    enum Highlight {
        /// A grey platter, the row's text unchanged (iPhone, iPad, visionOS).
        case grey(RGBColor)
        /// The accent colour under the text that goes on it (the Mac).
        case accent
        /// The focus platter, lifting the row (Apple TV).
        case focus
        /// The stage's grouped-row grey (Apple Watch).
        case surface
    }

    init(background: String?, separator: String?, gap: String? = nil, highlight: Highlight, border: String? = nil) {
        self.background = background.map(RGBColor.init(hex:))
        self.separator = separator.map(RGBColor.init(hex:))
        self.gap = gap.map(RGBColor.init(hex:))
        self.highlight = highlight
        self.border = border.map(RGBColor.init(hex:))
    }
}

extension MenuMaterial.Highlight {
    /// A grey platter written `#rrggbb`.
    static func grey(_ hex: String) -> Self { .grey(RGBColor(hex: hex)) }
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

    /// The colours of a menu drawn on `material` over a stage of `palette`: the palette's text, secondary text and
    /// red (the red a destructive button draws, https://developer.apple.com/design/human-interface-guidelines/menus:
    /// a destructive item's title is red), lit as the platform lights a row.
    init(_ palette: StagePalette, on material: MenuMaterial) {
        let background = material.background ?? palette.background
        self.background = background
        text = palette.text
        secondaryText = palette.secondaryText
        separator = material.separator ?? background
        gap = material.gap ?? separator
        switch material.highlight {
        case .grey(let grey): (highlight, highlightText) = (grey, palette.text)
        case .accent: (highlight, highlightText) = (palette.accentFill, palette.onAccent)
        case .focus: (highlight, highlightText) = (palette.focusPlatter, palette.focusPlatterText)
        case .surface: (highlight, highlightText) = (palette.surface, palette.text)
        }
        destructive = palette.destructiveText
        border = material.border
    }
}
