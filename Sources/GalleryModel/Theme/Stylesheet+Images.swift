/// The rules of the Image page's pictures and symbols: a symbol's layers in each symbol rendering mode, a template
/// image's foreground colour, and the border a framed picture draws.
extension PlatformTheme {
    /// The image rules every stage shares: a template image's foreground colour.
    static var sharedImageRules: String {
        NamedColor.allCases.compactMap { color in
            color.hex.map { ".stage .\(ImageViewContent.foregroundClass(color)) { color: \($0); }" }
        }.joined(separator: "\n")
    }

    /// This platform's image rules in each scheme: a framed picture's border in the secondary text colour
    /// (`.border(.secondary)`), and a symbol's layers, the gallery's SVG classes (`success` the first layer, `warning`
    /// the second), which GTK colours through -gtk-icon-palette.
    var imageRules: String {
        paletteScopes.flatMap { _, _, stage, palette in
            return [cssSelectors(in: stage, [".image-border"]) + " { border: 1px solid \(palette.secondaryText); }"]
                + SymbolRendering.allCases.map { mode in
                    let colors = mode.layerColors(on: palette)
                    return cssSelectors(in: stage, [".\(mode.cssClass)"]) + " { -gtk-icon-palette: success \(colors.mark), warning \(colors.triangle); }"
                }
        }.joined(separator: "\n")
    }
}
