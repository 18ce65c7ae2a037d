/// The stages' rules for an open menu (``OpenMenu``): the platform's panel, rows, checkmark column, separators and
/// highlight, per platform, era and scheme, from ``MenuPanelLook``. The popover is a CSS child of the button or view
/// that opens it, so the stage's classes reach it; GTK's popover menu look (its arrow, small rows, radio dots) never
/// shows.
extension PlatformTheme {
    /// The class of a popover that opens a control's own view rather than a menu (a compact date picker's calendar, a
    /// picker's list): the platform's menu panel without a menu's rows, and no arrow pointing at its control, as no
    /// Apple platform draws one for these.
    public static let openPanelClass = "open-panel"

    /// This platform's open-menu rules, in each of its eras and both schemes.
    var openMenuRules: String {
        Self.eras(of: platform).flatMap { start in
            ColorScheme.allCases.map { scheme in
                Self.openMenuRules(MenuPanelLook.of(platform, era: start.era), scheme: scheme,
                                   scope: ".stage.\(cssClass).\(start.era.cssClass).scheme-\(scheme.rawValue)")
            }
        }.joined(separator: "\n")
    }

    /// The rules of one look in one scheme under `scope`.
    static func openMenuRules(_ look: MenuPanelLook, scheme: ColorScheme, scope: String) -> String {
        let colors = look.colors(scheme)
        let panel = "\(scope) popover.open-menu"
        let shadow = look.shadow.opacity > 0
            ? "0 \(look.shadow.y)px \(look.shadow.blur)px rgba(0, 0, 0, \(look.shadow.opacity))" : "none"
        let border = colors.border.map { "1px solid \($0)" } ?? "none"
        // A highlighted destructive row stays red on a grey highlight (iOS) and turns white on the accent (the Mac).
        let highlightedDestructive = colors.highlightText == colors.text ? colors.destructive : colors.highlightText
        let iconSize = look.fontSize + 2
        // A popover that opens a control's own view (the compact date picker's calendar) is drawn on the same panel.
        let panels = "\(panel), \(scope) popover.\(openPanelClass)"
        let contents = "\(panel) > contents, \(scope) popover.\(openPanelClass) > contents"
        var css = """
            \(panels) { background: none; box-shadow: none; padding: 0; }
            \(contents) { padding: \(look.verticalPadding)px 0; border-radius: \(look.cornerRadius)px; min-width: \(look.minimumWidth)px;
              background-color: \(colors.background); color: \(colors.text); border: \(border); box-shadow: \(shadow); }
            \(panel) button.open-menu-row { min-height: \(look.rowHeight)px; padding: 0 \(look.rowPadding)px; margin: 0 \(look.rowInset)px;
              border-radius: \(look.highlightRadius)px; background: none; border: none; box-shadow: none; outline: none;
              color: \(colors.text); font-size: \(look.fontSize)px; font-weight: normal; }
            \(panel) button.open-menu-row:hover, \(panel) button.open-menu-row:focus-visible, \(panel) button.open-menu-row:active
              { background-color: \(colors.highlight); color: \(colors.highlightText); }
            \(panel) button.open-menu-row.open-menu-destructive { color: \(colors.destructive); }
            \(panel) button.open-menu-row.open-menu-destructive:hover, \(panel) button.open-menu-row.open-menu-destructive:focus-visible
              { color: \(highlightedDestructive); }
            \(panel) .open-menu-mark { min-width: \(look.markColumnWidth)px; -gtk-icon-size: \(max(look.fontSize - 2, 10))px; }
            \(panel) .open-menu-icon { -gtk-icon-size: \(iconSize)px; }
            \(panel) .open-menu-chevron { -gtk-icon-size: \(max(look.fontSize - 4, 9))px; opacity: 0.6; }
            \(panel) .open-menu-heading { padding: 6px \(look.rowPadding + look.rowInset)px 2px; font-size: \(max(look.fontSize - 3, 10))px;
              color: \(colors.secondaryText); }
            \(panel) .open-menu-unfolded { background-color: \(colors.highlight); }
            \(panel) separator.open-menu-row-line { min-height: 1px; margin: 0; background-color: \(colors.separator); }
            \(panel) .open-menu-icon-row { padding: 4px \(look.rowInset + 4)px; }
            \(panel) button.open-menu-icon-button { min-height: \(look.rowHeight)px; min-width: \(look.rowHeight)px; padding: 0;
              border-radius: \(look.highlightRadius)px; background: none; border: none; box-shadow: none; color: \(colors.text); }
            \(panel) button.open-menu-icon-button:hover, \(panel) button.open-menu-icon-button:focus-visible,
              \(panel) button.open-menu-icon-button.open-menu-checked { background-color: \(colors.highlight); color: \(colors.highlightText); }
            """
        // Without a compositor (GTK marks the window `solid-csd`) a popover's shadow margin would be drawn black.
        css += "\nwindow.solid-csd \(panel) > contents, window.solid-csd \(scope) popover.\(openPanelClass) > contents { box-shadow: none; }"
        switch look.sectionSeparator {
        case .gap(let height):
            css += "\n\(panel) separator.open-menu-gap { min-height: \(height)px; margin: 0; background-color: \(colors.gap); }"
        case .line(let inset):
            css += "\n\(panel) separator.open-menu-section-line { min-height: 1px; margin: 5px \(inset)px; background-color: \(colors.separator); }"
        }
        return css
    }
}
