/// The rules of a tint a card chooses with `.tint(_:)` (``ChosenTint``): under the tint's class, the controls the
/// platform's accent colours take the chosen colour instead, each tinted colour derived from it as the palette
/// derives its own (the fill darkened until its text reads at 4.5:1).
extension PlatformTheme {
    /// Every platform's chosen-tint rules, in both schemes.
    static var chosenTintRules: String {
        Platform.allCases.map { of($0).chosenTintRules }.joined(separator: "\n")
    }

    /// This platform's palette in `scheme` with `tint` in place of its accent, or nil for the accent itself.
    func palette(_ scheme: ColorScheme, tintedWith tint: ChosenTint) -> StagePalette? {
        tint.color?.hex.map { palette(scheme).retinted(RGBColor(hex: $0)) }
    }

    /// This platform's rules for each chosen tint in each scheme.
    private var chosenTintRules: String {
        let stage = ".stage.\(cssClass)"
        return ColorScheme.allCases.flatMap { scheme in
            ChosenTint.allCases.compactMap { tint -> String? in
                guard let tintClass = tint.cssClass, let palette = palette(scheme, tintedWith: tint) else { return nil }
                return Self.tintRules(palette) { cssSelectors(in: "\(stage).scheme-\(scheme.rawValue) .\(tintClass)", $0) }
            }
        }.joined(separator: "\n")
    }
}
