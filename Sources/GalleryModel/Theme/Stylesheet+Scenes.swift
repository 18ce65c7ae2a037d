/// The rules of what only scenes draw: the box standing in for a view the gallery does not know, and the screens a
/// view presents.
extension PlatformTheme {
    /// This platform's scene rules: the placeholder's shape, then each scheme's colours.
    var sceneRules: String {
        let stage = ".stage.\(cssClass)"
        var css = "\(stage) .scene-placeholder { padding: 10px; border-radius: \(cornerRadius)px; }"
            // A UIKit or AppKit view's stand-in: a plain box, tall enough to read as the area the platform's view covers.
            + "\n\(stage) .scene-platform-view { padding: 12px; min-height: 96px; border-radius: \(cornerRadius)px; }"
            + "\n\(stage) .scene-disabled { opacity: 0.4; }"
            // A view a custom style flips its control's state with on a tap (``StyleTapTarget``): the button it is drawn
            // in shows nothing of its own, pressed, hovered or on; only the keyboard's focus ring stays.
            + "\n\(stage) button.flat.\(StyleTapTarget.cssClass), \(stage) button.flat.\(StyleTapTarget.cssClass):hover, "
            + "\(stage) button.flat.\(StyleTapTarget.cssClass):active, \(stage) button.flat.\(StyleTapTarget.cssClass):checked "
            + "{ background: none; border: none; box-shadow: none; padding: 0; min-width: 0; min-height: 0; color: inherit; }"
            + "\n\(stage) .scene-clip-capsule { border-radius: 9999px; }"
            // A split view on a device's screen is the app's whole screen: no frame of its own inside the device's.
            + "\n\(stage) .device-screen .split-view { border: none; border-radius: 0; }"
            + "\n\(stage) .scene-clip-rounded { border-radius: \(cornerRadius)px; }"
            // White and black are the same in every appearance; the system colours are each scheme's and era's (below).
            + SceneColor.allCases.filter { $0.namedColor == nil }.compactMap { color in
                SceneDecoration.foregroundHex(color).map { "\n\(stage) .\(SceneDecoration.foregroundClass(color)) { color: \($0); }" }
            }.joined()
            + SceneFont.allCases.map { font in
                // In the stage's pixels, as its body text (one per point, but on Apple TV: ``TextStyleMetrics/pixelsPerPoint(on:)``).
                let metrics = TextStyleMetrics.stageMetrics(of: font.textStyle, on: platform)
                let fontClass = SceneDecoration.fontClass(font)
                // A symbol takes the size of the text style it is set in, as SF Symbols match the font around them
                // (https://developer.apple.com/design/human-interface-guidelines/sf-symbols).
                return "\n\(stage) .\(fontClass) { font-size: \(metrics.size)px; font-weight: \(metrics.weight.numericWeight); }"
                    + "\n\(stage) image.\(fontClass), \(stage) .\(fontClass) image { -gtk-icon-size: \(metrics.size)px; }"
                    // The typeface's text cut below 20 points, its display cut from there, as Apple's optical sizes.
                    + "\n\(stage) .\(fontClass) { font-family: \(AppleTypeface.cssFamily(at: metrics.size)); }"
            }.joined()
            + "\n" + NavigationTitleLook.rule(stage, on: platform)
            + "\n" + ScreenChrome.rule(stage, on: platform)
            + DeviceScreen.edgeRule(stage, on: platform)
            + "\n" + presentationShapes(stage)
        if platform == .watchOS {
            // On Apple Watch an app already fills the screen, and so does every screen it presents
            // (https://developer.apple.com/design/human-interface-guidelines/going-full-screen): a presentation runs
            // the screen's width, under a line, rather than standing in a framed panel inset from both sides, which
            // would narrow each screen presented from another until its words no longer fit.
            css += "\n\(stage) .scene-presentation { padding: 8px 0 0 0; border-radius: 0; }"
                + "\n\(stage) .scene-sheet, \(stage) .scene-cover, \(stage) .scene-pushed, \(stage) .scene-popover "
                + "{ padding-left: 0; padding-right: 0; border-radius: 0; }"
        }
        for (era, scheme, scope, palette) in paletteScopes {
            css += "\n" + cssSelectors(in: scope, [".scene-placeholder"])
                + " { border: 1px dashed alpha(\(palette.secondaryText), 0.6); background-color: alpha(\(palette.text), 0.04); }"
            // A shape filled with a style of the stage's, drawn in its colour: the accent, the hierarchical greys (iOS's
            // secondary, tertiary and quaternary label colours are the primary at 60, 30 and 18 %:
            // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel), the background, a material as a
            // translucent surface, an app's colour as a neutral grey.
            // A system colour in words, symbols and fills (`.foregroundStyle(.blue)`, `.fill(.orange)`, `Color.pink`) as this
            // release draws it in this appearance (``NamedColor/systemHex(in:scheme:)``).
            for color in SceneColor.allCases {
                guard let named = color.namedColor, let hex = systemColor(named, era: era, scheme: scheme) else { continue }
                css += "\n" + cssSelectors(in: scope, Self.foregroundSelectors(color)) + " { color: \(hex); }"
            }
            // Words and symbols in the stage's accent and label colours (`.foregroundStyle(.tint)`, `.secondary`…).
            let foregrounds: [SceneColor: String] = [
                .accentColor: "\(palette.tint)", .primary: "\(palette.text)", .secondary: "alpha(\(palette.text), 0.6)",
                .tertiary: "alpha(\(palette.text), 0.3)", .quaternary: "alpha(\(palette.text), 0.18)",
            ]
            for color in SceneDecoration.stageForegrounds {
                css += "\n" + cssSelectors(in: scope, Self.foregroundSelectors(color)) + " { color: \(foregrounds[color]!); }"
            }
            css += "\n" + cssSelectors(in: scope, [".scene-fill-accent"]) + " { color: \(palette.tint); }"
                + "\n" + cssSelectors(in: scope, [".scene-fill-secondary"]) + " { color: alpha(\(palette.text), 0.6); }"
                + "\n" + cssSelectors(in: scope, [".scene-fill-tertiary"]) + " { color: alpha(\(palette.text), 0.3); }"
                + "\n" + cssSelectors(in: scope, [".scene-fill-quaternary"]) + " { color: alpha(\(palette.text), 0.18); }"
                + "\n" + cssSelectors(in: scope, [".scene-fill-background"]) + " { color: \(palette.background); }"
                // Light grey on a light screen, the raised dark grey on a dark one.
                + "\n" + cssSelectors(in: scope, [".scene-fill-secondaryBackground"])
                + " { color: \(scheme == .light && followsColorScheme ? palette.background : palette.surface); }"
                + "\n" + cssSelectors(in: scope, [".scene-fill-material"]) + " { color: alpha(\(palette.surface), 0.85); }"
                + "\n" + cssSelectors(in: scope, [".scene-fill-appDefined"]) + " { color: alpha(\(palette.text), 0.12); }"
            css += "\n" + cssSelectors(in: scope, [".scene-platform-view"])
                + " { border: 1px solid alpha(\(palette.text), 0.15); background-color: alpha(\(palette.text), 0.06); }"
            // Each presentation drawn after the scene is a panel of its own, framed apart from the scene and the others.
            // On the watch a presentation is only a line above it: its screen runs the watch's width.
            let edged = platform == .watchOS ? "border-top" : "border"
            css += "\n" + cssSelectors(in: scope, [".scene-presentation"]) + " { \(edged): 1px solid alpha(\(palette.text), 0.15); }"
            // A presented screen stands on the platform's raised surface, edged so it reads apart from the view below.
            css += "\n" + cssSelectors(in: scope, [".scene-sheet", ".scene-cover", ".scene-popover", ".scene-inspector", ".scene-pushed",
                                                   ".scene-alert", ".scene-action-sheet", ".\(SceneDrawing.swipedRowClass)"])
                + " { background-color: \(palette.surface);" + (platform == .watchOS ? "" : " border: 1px solid alpha(\(palette.text), 0.12);") + " }"
            // A screen a grouped Form or List fills is the grouped background its panels stand on, as on the stage.
            css += "\n" + cssSelectors(in: scope, [".\(SceneDrawing.groupedScreen)"]) + " { background-color: \(palette.background); }"
            css += "\n" + cssSelectors(in: scope, [".scene-grabber"]) + " { background-color: alpha(\(palette.secondaryText), 0.5); }"
            css += "\n" + cssSelectors(in: scope, [".scene-dialog-action"]) + " { border-top: 1px solid alpha(\(palette.text), 0.12); }"
            if platform != .tvOS {
                // An alert's capsules are neutral, their titles in the label colour, a destructive one's red; Apple TV's
                // take the focus platter as its buttons do.
                css += "\n" + cssSelectors(in: scope, ["button.bordered-button.scene-alert-capsule:not(.flat)"])
                    + " { background-color: alpha(\(palette.text), 0.1); background-image: none; color: \(palette.text); box-shadow: none; }"
                    + "\n" + cssSelectors(in: scope, ["button.bordered-button.scene-alert-capsule.destructive-text:not(.flat)"]) + " { color: \(palette.destructiveText); }"
            }
            css += "\n" + cssSelectors(in: scope, [".scene-pushed-bar"]) + " { border-bottom: 1px solid alpha(\(palette.text), 0.08); }"
        }
        return css
    }

    /// The shapes of presented screens: a sheet's rounded top corners and grabber (iOS: a 36×5 capsule), a popover's
    /// and an alert's rounded bubble, the square cover, the inspector's column, a dialog's rows of actions, and the white
    /// words of a swipe action on its colour.
    private func presentationShapes(_ stage: String) -> String {
        let radius = cornerRadius + 4
        // An alert is 270 points wide on iPhone (the gallery's reading of UIKit's alert), less its margins; on the Watch
        // it takes the screen, 198 points, so no least width holds it wider than the watch.
        let alertWidth = platform == .watchOS ? 0 : 260
        return """
            \(stage) .scene-presentation { margin-top: 12px; padding: 12px; border-radius: \(radius)px; }
            \(stage) .scene-sheet { padding: 8px 14px 14px 14px; border-radius: \(radius)px \(radius)px 0 0; }
            \(stage) .scene-grabber { min-width: 36px; min-height: 5px; border-radius: 3px; }
            \(stage) .scene-cover { padding: 14px; }
            \(stage) .scene-popover { padding: 12px; border-radius: \(radius)px; }
            \(stage) .scene-inspector { padding: 12px; min-width: 200px; }
            \(stage) .scene-pushed { padding: 0 14px 14px 14px; }
            \(stage) .scene-pushed-bar { padding: 8px 0; }
            \(stage) .scene-alert { padding: 16px 0 0 0; border-radius: \(radius)px; min-width: \(alertWidth)px; }
            \(stage) .scene-alert > label.heading, \(stage) .scene-alert > box > label { margin: 0 16px; }
            \(stage) .scene-mac-alert { padding: 16px; }
            \(stage) .\(SceneDrawing.macRowBadgeClass) { border-radius: 999px; padding: 0 7px; font-size: 0.85em; font-weight: 600;
              background-color: alpha(currentColor, 0.1); }
            \(stage) .scene-capsule-alert { padding: 20px; border-radius: \(radius + 14)px; }
            \(stage) .scene-capsule-alert > label.heading, \(stage) .scene-capsule-alert > box > label { margin: 0; }
            \(stage) button.scene-alert-capsule { border-radius: 999px; min-height: \(controlHeight)px; }
            \(stage) .scene-action-sheet { border-radius: \(radius)px; }
            \(stage) .scene-popover.scene-action-sheet { padding: 0; }
            \(stage) .scene-dialog-action { padding: 11px 16px; }
            \(stage) .scene-dialog-title { padding: 10px 16px; }
            \(stage) .scene-action-sheet > :first-child { border-top: none; }
            \(stage) .scene-swipe-label { color: #ffffff; }
            \(stage) .\(SceneDrawing.swipedRowClass) { padding: 10px 0 10px 16px; border-radius: \(cornerRadius)px; }
            """
    }

    /// What `.foregroundStyle(color)` colours: the view it is written on and everything inside, where a borderless
    /// button, a link or a list Label's symbol among them takes it over the accent, as SwiftUI's foreground style wins over the tint in a
    /// button's label (https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:): it sets the style of
    /// the views inside, a button's label among them). A list's button row too, which Apple TV and the Watch draw in the
    /// label colour unless the code colours it.
    static func foregroundSelectors(_ color: SceneColor) -> [String] {
        let scope = ".\(SceneDecoration.foregroundClass(color))"
        let icon = SceneDrawing.tintedLabelIcon
        return [scope, "\(scope) button.borderless-button", "\(scope) .link-button", "\(scope) menubutton.borderless-button > button",
                "\(scope).list-row-button", "\(scope) .list-row-button", "menubutton\(scope).list-row-button > button",
                "\(scope).\(icon) > image", "\(scope) .\(icon) > image"]
    }
}
