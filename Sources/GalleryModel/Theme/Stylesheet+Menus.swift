/// The stages' rules for menus and the controls that open or fold things: menu pickers (the Picker family's menu button),
/// the open menu drawn in place on a card (MenuPreview; a menu that opens has `openMenuRules`), disclosure chevrons
/// and page dots. No GTK look shows through: GTK's bordered drop-down, its ▼ and its filled triangles are gone or hidden.
extension PlatformTheme {
    /// This platform's menu rules: shapes first, then each scheme's colours.
    var menuRules: String {
        let stage = ".stage.\(cssClass)"
        var css = """
            \(stage) menubutton.picker-menu-tinted > button { padding: 2px 4px; min-height: 0; border: none; box-shadow: none; }
            \(stage) .picker-menu-glyph { -gtk-icon-size: \(fontSize)px; }
            \(stage) menubutton.popup-button > button { padding: 2px 2px 2px \(Self.popUpTitleInset - 1)px; }
            \(stage) .popup-cap { border-radius: \(max(cornerRadius - 1, 3))px; padding: 1px 2px; min-width: 14px; }
            \(stage) menubutton.picker-platter > button { padding: 8px 14px; border-radius: \(cornerRadius)px; }
            \(stage) .disclosure-chevron-leading { -gtk-icon-size: 12px; }
            \(stage) .disclosure-chevron { -gtk-icon-size: 14px; }
            \(stage) .menu-preview-separator.menu-preview-gap { min-height: 6px; min-width: 10px; margin: 4px -5px; border: none; }
            \(stage) .menu-item-icon { -gtk-icon-size: 16px; }
            \(stage) menubutton > button arrow { -gtk-icon-source: -gtk-icontheme("go-down-symbolic"); -gtk-icon-size: 8px; min-width: 8px; min-height: 8px; opacity: 0.8; }
            expander-widget.indicator-leadingChevron > box > title > expander { min-width: 0; min-height: 0; -gtk-icon-source: none;
              margin: 0; padding: 0; }
            """
        // Liquid Glass rounds the Mac's pop-up button into a capsule and its menus into larger rounded panels
        // (https://developer.apple.com/design/human-interface-guidelines/menus).
        css += "\n\(stage).\(DesignEra.liquidGlass.cssClass) menubutton.popup-button > button { border-radius: 999px; }"
        css += "\n\(stage).\(DesignEra.liquidGlass.cssClass) .popup-cap { border-radius: 999px; }"
        css += "\n\(stage).\(DesignEra.liquidGlass.cssClass) .menu-preview { border-radius: \(cornerRadius + 12)px; }"
        if platform == .watchOS || platform == .tvOS {
            css += "\n\(stage) menubutton.picker-platter > button { border-radius: \(platform == .watchOS ? 999 : cornerRadius)px; }"
        }
        for (_, _, scope, palette) in paletteScopes {
            css += "\n" + Self.menuColorRules(palette, scope: scope)
        }
        return css
    }

    /// How far the Mac pop-up button's title sits from its leading edge (its border and padding): its open menu lines
    /// its chosen item's title up with it.
    static let popUpTitleInset = 9

    /// The colours of one palette's menus under `scope`.
    private static func menuColorRules(_ palette: StagePalette, scope: String) -> String {
        func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
        return """
            \(selectors(["menubutton.picker-menu-tinted > button", "menubutton.picker-menu-tinted > button:hover"]))
              { background-color: transparent; color: \(palette.accentText); }
            \(selectors(["menubutton.popup-button > button"]))
              { background-color: \(palette.buttonPlatter); color: \(palette.buttonPlatterText); border: 1px solid alpha(\(palette.text), 0.15); }
            \(selectors([".popup-cap"])) { background-color: \(palette.accentFill); color: \(palette.onAccent); }
            \(selectors(["menubutton.picker-platter > button"])) { background-color: \(palette.buttonPlatter); color: \(palette.buttonPlatterText); }
            \(selectors([".disclosure-chevron-leading"])) { color: \(palette.secondaryText); }
            \(selectors([".menu-preview-separator.menu-preview-gap"])) { background-color: alpha(\(palette.text), 0.08); }
            """
    }
}
