/// The platform containers' rules in both design eras: tab bars, toolbars, list sections, and the platters
/// Apple TV and Apple Watch put rows and controls on. The planners decide the structure (which bar, which
/// platter); these rules give each its shape per era and its colours per palette.
extension PlatformTheme {
    /// The corner radius, in pixels, of an inset list section in `era`: the 26 releases round sections further,
    /// concentric with the device's corners (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
    /// "Lists and tables"; https://developer.apple.com/design/human-interface-guidelines/lists-and-tables).
    public static func insetSectionRadius(in era: DesignEra) -> Int {
        switch era {
        case .classic: 10
        case .liquidGlass: 22
        }
    }

    /// The corner radius, in pixels, of the row platter a watchOS toggle sits on in `era`: a rounded rectangle before
    /// watchOS 26, nearly a capsule from it (https://developer.apple.com/design/human-interface-guidelines/toggles, watchOS;
    /// https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass).
    public static func watchRowPlatterRadius(in era: DesignEra) -> Int {
        switch era {
        case .classic: 14
        case .liquidGlass: 26
        }
    }

    /// The least height, in points, of a list's or a form's row on iPhone and iPad: the platform's minimum control size.
    public static let minimumRowHeight = 44

    /// The parts of a list row's button that carry its padding: the button, or a menu's button inside its menu button.
    static let listRowButtonParts = ["button.list-row-button", "menubutton.list-row-button > button"]

    /// A toolbar's bar before the 26 releases, as the platform draws it across the screen rather than as a framed box:
    /// on the Mac the window's toolbar, a band with a hairline under it; elsewhere the navigation bar, which at the
    /// top of a screen shows no background of its own, only its items and title
    /// (https://developer.apple.com/design/human-interface-guidelines/navigation-bars: the bar's background appears
    /// as content scrolls under it; https://developer.apple.com/design/human-interface-guidelines/toolbars, macOS).
    private var classicBarDeclarations: String {
        platform == .macOS
            ? "background-color: alpha(currentColor, 0.04); border: none; border-bottom: 1px solid alpha(currentColor, 0.12); border-radius: 0;"
            : "background-color: transparent; border-color: transparent; border-radius: 0;"
    }

    /// The class of a tab's badge (`.badge(3)`): white words on the system red, in a capsule.
    public static let tabBadgeClass = "tab-badge"

    /// This platform's container rules.
    var containerRules: String {
        let stage = ".stage.\(cssClass)"
        func selectors(_ scope: String, _ parts: [String]) -> String { cssSelectors(in: scope, parts) }
        var css = """
            \(stage) .\(Self.tabBadgeClass) { border-radius: 999px; min-width: 18px; min-height: 18px; padding: 0 5px;
              font-size: 12px; font-weight: 600; }
            \(stage) .tab-items-floatingBottom { border-radius: 999px; padding: 4px; margin: 0 12px 10px 12px; }
            \(stage) .tab-items-floatingBottom > button.tab-item { border-radius: 999px; padding: 3px 0; font-size: 0.72em; }
            \(stage) .tab-content-floatingBottom .tab-page { padding-bottom: 78px; }
            \(stage) .tab-items-top.glass-bar { border-radius: 999px; padding: 4px; }
            \(stage) .tab-items-top.glass-bar > button.tab-item { border-radius: 999px; }
            \(stage) .toolbar-platter { border-radius: 999px; padding: 2px; }
            \(stage) .toolbar-platter button, \(stage) .toolbar-platter menubutton > button
              { min-width: \(controlHeight)px; }
            \(stage) .toolbar-platter button.image-button, \(stage) .toolbar-platter menubutton > button.image-button
              { min-height: \(controlHeight)px; padding: 0; border-radius: 999px; }
            \(stage) .placement-toolbar.toolbar-floating { background-color: transparent; border-color: transparent; }
            \(stage) .search-field { border-radius: 10px; padding: 0 8px; min-height: 34px; }
            \(stage) .search-field.search-field-bottom { border-radius: 999px; margin: 0 12px 8px 12px; min-height: 44px; }
            \(stage) .search-field > entry { background: none; border: none; box-shadow: none; min-height: 0; }
            \(stage) .placement-toolbar:not(.toolbar-floating) { \(classicBarDeclarations) }
            """
        if platform != .tvOS {
            // A Button in a List or a Form is the row itself
            // (https://developer.apple.com/documentation/swiftui/button, "Adding buttons to containers"): its title
            // starts where the other rows' titles start (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables),
            // not a button's padding further in. (Apple TV's row button is its own platter, padded as one.)
            css += "\n" + selectors(stage, Self.listRowButtonParts) + " { padding-left: 0; padding-right: 0; }"
        }
        if platform == .watchOS {
            // Apple Watch's list rows are platters of one height: a button's row is as tall as a text's, not a button's
            // height on top of the row's padding.
            css += "\n" + selectors(stage, Self.listRowButtonParts) + " { min-height: 0; }"
        }
        for start in Self.eras(of: platform) {
            let scope = "\(stage).\(start.era.cssClass)"
            css += "\n" + selectors(scope, ["list.list-inset", "list.list-insetGrouped"])
                + " { border-radius: \(Self.insetSectionRadius(in: start.era))px; }"
            if platform == .watchOS {
                // A toggle's platter, and a text field's: a full-width rounded platter showing its prompt, which opens
                // text input when tapped (https://developer.apple.com/documentation/watchkit/wkinterfacetextfield).
                css += "\n" + selectors(scope, [".toggle-platter", "entry.\(WidgetPlan.watchFieldPlatterClass)"])
                    + " { border-radius: \(Self.watchRowPlatterRadius(in: start.era))px; padding: 10px 14px; }"
                // The field's own height is a control's: only its inset, so it stands as tall as a toggle's platter.
                css += "\n\(scope) entry.\(WidgetPlan.watchFieldPlatterClass) { padding-top: 2px; padding-bottom: 2px; }"
                // A slider's platter: its − and + at the ends, its bar between them
                // (https://developer.apple.com/design/human-interface-guidelines/sliders, watchOS); a stepper's, its
                // label between them (https://developer.apple.com/design/human-interface-guidelines/steppers).
                css += "\n" + selectors(scope, [".slider-platter", ".stepper-platter"])
                    + " { border-radius: \(Self.watchRowPlatterRadius(in: start.era))px; padding: 4px 6px; }"
                // A stepper's − and + are their symbols with little room around them, leaving its label the width
                // between them for a word such as "Reminders".
                css += "\n" + selectors(scope, [".stepper-platter > button.stepper-step"]) + " { min-width: 20px; padding-left: 4px; padding-right: 4px; }"
            }
        }
        if platform == .watchOS {
            // In a Watch list or form the row is the platter: a text field or a picker's row inside it adds no height
            // or inset of its own, so every row is as tall as a row of words
            // (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables, watchOS).
            css += """

                \(stage) list.list-platters > row entry { min-height: 0; padding-top: 0; padding-bottom: 0; }
                \(stage) list.list-platters > row menubutton.navigation-row { padding: 0; }
                \(stage) list.list-platters > row menubutton.navigation-row > button { min-height: 0; padding: 0; }
                """
        }
        if [.iOS, .iPadOS, .visionOS].contains(platform) {
            // A row that starts with a symbol has its separator start where its words do, after the symbol and the
            // Label's gap (the row's 14-pixel inset, the symbol, 6 pixels).
            let inset = 14 + symbolSize + 6
            css += "\n" + selectors(stage, ["list.list-plain", "list.list-grouped", "list.list-inset", "list.list-insetGrouped"].map {
                "\($0) > row.\(WidgetPlan.leadingSymbolRowClass):not(:last-child)"
            }) + " { background-image: linear-gradient(to right, transparent \(inset)px, alpha(currentColor, 0.13) \(inset)px); }"
        }
        if [.iOS, .iPadOS, .visionOS].contains(platform) {
            // A list's or a form's row is at least 44 points tall, a control's hit target on iPhone and iPad
            // (https://developer.apple.com/design/human-interface-guidelines/layout, iOS and iPadOS: "a minimum control
            // size of 44x44 pt"), and on Vision Pro, whose targets are larger still (the same page, visionOS: 60 points
            // apart, centre to centre); a text field in a row takes the row's height rather than adding its own.
            css += """

                \(stage) list.list-style > row { padding-top: 8px; padding-bottom: 8px; min-height: \(Self.minimumRowHeight - 16)px; }
                \(stage) list.list-style > row entry { min-height: \(Self.minimumRowHeight - 16)px; padding-top: 0; padding-bottom: 0; }
                """
        }
        if platform == .watchOS {
            // A word in a corner of the Watch's bar ("Cancel", "Done") is a capsule round its word; a symbol alone keeps
            // its circle (https://developer.apple.com/design/human-interface-guidelines/toolbars, watchOS).
            css += "\n" + cssSelectors(in: stage, [".\(Build.watchCornerBarClass) button:not(.image-button):not(.flat)"])
                + " { padding-left: 12px; padding-right: 12px; }"
        }
        if platform == .tvOS {
            // Every row of an Apple TV list is its own platter, with no separators; focus lifts the row onto the light
            // focus platter with its shadow (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables, tvOS;
            // https://developer.apple.com/design/human-interface-guidelines/focus-and-selection). A row as wide as the
            // list does not grow: the list's scroller would cut its grown corners and ends off.
            css += """

                \(stage) list.list-style.list-platters { border: none; margin: 0; }
                \(stage) list.list-style.list-platters > row { background-image: none; margin: 4px 0; border-radius: \(cornerRadius)px;
                  padding: 14px 22px; min-height: \(controlHeight - 28)px; }
                \(stage) list.list-style.list-platters > row:focus, \(stage) list.list-style.list-platters > row:hover,
                \(stage):not(:focus-within) list.list-style.list-platters > row.\(WidgetPlan.restingFocusClass)
                  { box-shadow: 0 6px 12px alpha(black, 0.22); }
                \(stage) list.list-style.list-platters > row.\(WidgetPlan.holdsRowPlatterClass),
                \(stage) list.list-style.list-platters > row.\(WidgetPlan.holdsRowPlatterClass):focus,
                \(stage) list.list-style.list-platters > row.\(WidgetPlan.holdsRowPlatterClass):hover
                  { background-color: transparent; padding: 0; box-shadow: none; transform: none; }
                \(stage) list.list-style.list-platters > row > .\(WidgetPlan.rowPlatterClass) { margin: 0; }
                """
        }
        for (era, _, scope, palette) in paletteScopes {
            // A tab's badge: white words on the system red of the release and appearance.
            css += "\n" + selectors(scope, [".\(Self.tabBadgeClass)"]) + " { background-color: \(palette.destructiveFill); color: #ffffff; }"
            // Liquid Glass: the platter lets the stage through, with a bright rim along its top edge
            // (https://developer.apple.com/design/human-interface-guidelines/materials, Liquid Glass): the one material.
            css += """

                \(selectors(scope, [".glass-bar", ".toolbar-platter"])) { \(GlassMaterial.regular(palette).declarations) }
                \(selectors(scope, [".glass-bar > button.tab-item:not(:checked)"]))
                  { background-color: transparent; color: \(palette.glassText); }
                \(selectors(scope, [".glass-bar.tab-items-floating > button.tab-item:checked",
                                    ".glass-bar.tab-items-floatingBottom > button.tab-item:checked"]))
                  { background-color: \(palette.glassSelection); color: \(palette.accentText); }
                \(selectors(scope, [".toolbar-platter button:not(.suggested-action):not(.glass-prominent)", ".toolbar-platter menubutton > button",
                                    ".toolbar-platter .linked.segmented > button"]))
                  { background-color: transparent; background-image: none; border-color: transparent; box-shadow: none; color: \(palette.glassText); }
                \(selectors(scope, [".toolbar-platter .link-button"])) { color: \(palette.glassText); }
                \(selectors(scope, [".toolbar-platter button.destructive-text", ".toolbar-platter button.destructive-text label"]))
                  { color: \(palette.destructiveText); }
                """
            if era == .liquidGlass && (platform == .iPadOS || platform == .macOS) {
                // From the 26 releases the sidebar floats inset over the content on glass rather than filling the
                // window's leading edge (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
                // "Navigation"; https://developer.apple.com/design/human-interface-guidelines/sidebars).
                css += "\n\(scope) .split-sidebar { \(GlassMaterial.regular(palette).declarations) color: \(palette.glassText);"
                    + " margin: 6px; border-radius: 16px; }"
            }
            switch platform {
            case .tvOS:
                css += "\n" + tvRowPlatterRules(palette, scope: scope)
                // The row the keyboard focus is on, or else the one the stage's focus rests on
                // (``WidgetPlan/placingRestingFocus(on:)``).
                // A joined list's rows (an inline picker's) take the same platter.
                let rows = ["list.list-style.list-platters > row", "list.boxed-list > row"]
                let focused = selectors(scope, rows.flatMap { ["\($0):focus", "\($0):hover"] }) + ", "
                    + selectors("\(scope):not(:focus-within)", rows.map { "\($0).\(WidgetPlan.restingFocusClass)" })
                css += "\n\(focused) { background-color: \(palette.focusPlatter); color: \(palette.focusPlatterText); }"
                css += "\n" + focused.split(separator: ",").map { "\($0) .dim-label" }.joined(separator: ",")
                    + " { color: \(palette.focusPlatterSecondaryText); }"
            case .watchOS:
                // A plain list drops the rows' platters: its rows stand on the screen's black, as every watch screen
                // does (https://developer.apple.com/documentation/swiftui/plainliststyle).
                css += "\n" + selectors(scope, [".list-section-plain", "list.list-style.list-plain:not(.list-platters)"])
                    + " { background-color: \(palette.background); }"
                // Bordered buttons are grey platters with white titles, not tinted ones
                // (https://developer.apple.com/design/human-interface-guidelines/buttons, watchOS); toggles sit on a row platter.
                css += "\n" + selectors(scope, ["button.bordered-button:not(.flat)"])
                    + " { background-color: \(palette.buttonPlatter); color: \(palette.buttonPlatterText); }"
                css += "\n" + selectors(scope, [".toggle-platter", ".slider-platter", ".stepper-platter", "entry.\(WidgetPlan.watchFieldPlatterClass)"])
                    + " { background-color: \(palette.surface); }"
            case .iOS, .iPadOS, .macOS, .visionOS:
                break
            }
        }
        return css
    }

    /// The controls an Apple TV list draws as their rows' platters (``WidgetPlan/drawnAsRowPlatter(on:)``): the
    /// button itself (a toggle, a menu picker's face), a picker row's face inside its menu button, a text field. (An
    /// inline picker's list of choices is its row too: each choice is a platter, as a list's row is.)
    static let tvRowPlatters = ["button.\(WidgetPlan.rowPlatterClass)", "menubutton.\(WidgetPlan.rowPlatterClass) > button.toggle",
                                "entry.\(WidgetPlan.rowPlatterClass)"]

    /// Apple TV's rows and row platters under `scope`, drawn in `palette`: at rest every row of a list, and every
    /// control that is its row, waits on the translucent grey platter, its secondary text dark enough to read there;
    /// the focused one (the keyboard's, else the stage's resting focus) lifts onto the light platter with its shadow,
    /// as wide as the row, never grown past it
    /// (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection, tvOS;
    /// https://developer.apple.com/design/human-interface-guidelines/lists-and-tables, tvOS). The rows' focused rules
    /// follow these, so a focused row outranks a resting one.
    func tvRowPlatterRules(_ palette: StagePalette, scope: String) -> String {
        func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
        let row = "list.list-style.list-platters > row:not(.\(WidgetPlan.holdsRowPlatterClass))"
        // A list of choices that is its row (an inline picker's): each choice a row platter of its own.
        let joinedRow = "list.boxed-list.\(WidgetPlan.rowPlatterClass) > row"
        // As tall as a control, as every row is (``containerRules``), its words inset as a row's and in a row's weight,
        // not a button's, so a list reads in one weight whatever its rows hold.
        let shape = "border-radius: \(cornerRadius)px; padding: 0 22px; min-height: \(controlHeight)px; font-weight: normal;"
        let focusedPlatters = selectors(Self.tvRowPlatters.flatMap { platter in
            platter.hasPrefix("entry") ? ["\(platter):focus-within"] : ["\(platter):focus", "\(platter):hover"]
        }) + ", " + cssSelectors(in: "\(scope):not(:focus-within)", Self.tvRowPlatters.map { platter in
            platter.hasPrefix("menubutton")
                ? platter.replacingOccurrences(of: " > ", with: ".\(WidgetPlan.restingFocusClass) > ")
                : "\(platter).\(WidgetPlan.restingFocusClass)"
        })
        func inside(_ selectorList: String, _ part: String) -> String {
            selectorList.split(separator: ",").map { "\($0) \(part)" }.joined(separator: ",")
        }
        let resting = selectors(Self.tvRowPlatters)
        return """
            \(selectors([row])) { background-color: \(palette.unfocusedPlatter); }
            \(selectors(["menubutton.\(WidgetPlan.rowPlatterClass)"])) { padding: 0; margin: 0; }
            \(selectors(["list.boxed-list.\(WidgetPlan.rowPlatterClass)"])) { background-color: transparent; border: none; box-shadow: none; }
            \(selectors([joinedRow])) { background-color: \(palette.unfocusedPlatter); border: none; margin: 4px 0; border-radius: \(cornerRadius)px;
              padding: 14px 22px; min-height: \(controlHeight - 28)px; }
            \(selectors([joinedRow + " .dim-label"])) { color: \(palette.unfocusedPlatterSecondaryText); }
            \(resting)
              { background-color: \(palette.unfocusedPlatter); background-image: none; color: \(palette.text); border: none; box-shadow: none;
              outline: none; transform: none; \(shape) }
            \(selectors([row + " .dim-label"])), \(inside(selectors([row]), "entry:not(.\(WidgetPlan.restingFocusClass)):not(:focus-within) > text > placeholder")),
            \(inside(selectors([row]), "passwordentry:not(.\(WidgetPlan.restingFocusClass)):not(:focus-within) > text > placeholder")), \(inside(resting, ".dim-label")),
            \(inside(resting, "text > placeholder"))
              { color: \(palette.unfocusedPlatterSecondaryText); }
            \(focusedPlatters)
              { background-color: \(palette.focusPlatter); color: \(palette.focusPlatterText); box-shadow: 0 6px 12px alpha(black, 0.22);
              transform: none; \(shape) }
            \(inside(focusedPlatters, ".dim-label")) { color: \(palette.focusPlatterSecondaryText); }
            \(inside(focusedPlatters, "text > placeholder")) { color: \(palette.focusPlatterText.over(palette.focusPlatter, alpha: 0.65)); }
            """
    }
}

extension StagePalette {
    /// The selected tab's lighter capsule on a glass tab bar.
    public var glassSelection: RGBColor { text.over(glassPlatter, alpha: 0.08) }

    /// The text the containers draw on glass beyond a glass button's: the selected tab, a destructive toolbar item.
    var containerTextPairs: [StageTextPair] {
        [
            StageTextPair(role: .selectedTabOnGlass, text: accentText, background: glassSelection),
            StageTextPair(role: .destructiveItemOnGlassToolbar, text: destructiveText, background: glassPlatter),
        ]
    }
}
