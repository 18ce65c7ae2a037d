/// The rules of a palette's options (``PaletteOption``) in the open menu a card draws: round icon buttons, the
/// selected one's symbol in the tint where the system marks the selection
/// (https://developer.apple.com/documentation/swiftui/view/paletteselectioneffect(_:): with `.automatic` the tint
/// colours the selected item's image), and each tinted option's symbol in its colour.
extension PlatformTheme {
    /// This platform's palette rules: the options' shape, then each scheme's colours.
    var paletteRules: String {
        let stage = ".stage.\(cssClass)"
        var css = "\(stage) button.palette-option { min-height: 0; min-width: 0; padding: 4px 6px; border-radius: 999px; }"
        for (_, _, scope, palette) in paletteScopes {
            css += "\n" + cssSelectors(in: scope, ["button.palette-marks-selection:checked image"]) + " { color: \(palette.tint); }"
            for color in NamedColor.allCases {
                guard let hex = color.hex else { continue }
                css += "\n" + cssSelectors(in: scope, ["button.palette-tint-\(color.rawValue) image"]) + " { color: \(hex); }"
            }
        }
        return css
    }
}
