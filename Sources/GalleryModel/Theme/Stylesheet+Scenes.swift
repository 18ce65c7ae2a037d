/// The rules of what only scenes draw: the box standing in for a view the gallery does not know.
extension PlatformTheme {
    /// Every platform's scene rules, in both schemes.
    static var sceneRules: String {
        Platform.allCases.map { of($0).sceneRules }.joined(separator: "\n")
    }

    /// This platform's scene rules: the placeholder's shape, then each scheme's colours.
    private var sceneRules: String {
        let stage = ".stage.\(cssClass)"
        var css = "\(stage) .scene-placeholder { padding: 10px; border-radius: \(cornerRadius)px; }"
            + "\n\(stage) .scene-disabled { opacity: 0.4; }"
        for scheme in ColorScheme.allCases {
            let palette = palette(scheme)
            css += "\n" + cssSelectors(in: "\(stage).scheme-\(scheme.rawValue)", [".scene-placeholder"])
                + " { border: 1px dashed alpha(\(palette.secondaryText), 0.6); background-color: alpha(\(palette.text), 0.04); }"
        }
        return css
    }
}
