/// The rules of a tint chosen with `.tint(_:)`, on a card (``ChosenTint``) or in a scene (``SceneColor``): under the
/// tint's class, the controls the platform's accent colours take the chosen colour instead, each tinted colour
/// the chosen colour itself, as SwiftUI draws it.
extension PlatformTheme {
    /// This platform's palette in `scheme` with `tint` in place of its accent, or nil for the accent itself.
    func palette(_ scheme: ColorScheme, tintedWith tint: ChosenTint) -> StagePalette? {
        tint.color?.hex.map { palette(scheme).retinted(RGBColor(hex: $0)) }
    }

    /// Where the text a prominent button or an on button toggle carries on its fill misses 4.5:1 on this stage in `scheme`
    /// and `era`: the fill is `tint`, which SwiftUI draws in the chosen colour as it is, or the stage's own accent.
    func contrastFindings(_ scheme: ColorScheme, era: DesignEra, tintedWith tint: ChosenTint) -> [ContrastFinding] {
        let palette = palette(scheme, tintedWith: tint) ?? palette(scheme, era: era)
        return palette.textPairs.filter { $0.role == .textOnFilledControl && $0.ratio < 4.5 }.map { pair in
            ContrastFinding(platform: platform, scheme: scheme, subject: .stage(pair.role), text: pair.text, background: pair.background,
                            required: 4.5)
        }
    }

    /// The colours a tint can be: those a card offers and those a scene's `.tint(_:)` names.
    static var tintColors: [NamedColor] {
        NamedColor.allCases.filter { color in
            ChosenTint.allCases.contains { $0.color == color } || SceneColor.allCases.contains { $0.namedColor == color }
        }
    }

    /// This platform's rules for each chosen tint in each era and scheme: the tint in the system colour that release
    /// draws in that appearance (``PlatformTheme/systemColor(_:era:scheme:)``).
    var chosenTintRules: String {
        paletteScopes.flatMap { era, scheme, scope, eraPalette in
            Self.tintColors.compactMap { color -> String? in
                guard let hex = systemColor(color, era: era, scheme: scheme) else { return nil }
                let palette = eraPalette.retinted(RGBColor(hex: hex), switches: true)
                var rules = Self.tintRules(palette) { cssSelectors(in: "\(scope) .\(color.tintClass)", $0) }
                // A bordered button under the tint takes its platter and title from it, where the platform's bordered
                // platter is tinted (iPhone, iPad): `.tint(.pink)` on a bordered button draws it pink, not blue.
                // A tab view's chosen tab takes the tint (`TabView { … }.tint(.red)`): its symbol and title.
                rules += "\n" + cssSelectors(in: "\(scope) .\(color.tintClass)", [
                    ".tab-items-bottom > button.tab-item:checked", ".tab-items-floating > button.tab-item:checked",
                    ".glass-bar.tab-items-floating > button.tab-item:checked", ".glass-bar.tab-items-floatingBottom > button.tab-item:checked",
                ]) + " { color: \(palette.accentText); }"
                if !palette.neutralBorderedPlatter {
                    rules += "\n" + cssSelectors(in: "\(scope) .\(color.tintClass)", ["button.bordered-button:not(.flat):not(.destructive-text)"])
                        + " { background-color: \(palette.borderedPlatter); color: \(palette.borderedText); }"
                }
                if platform == .tvOS {
                    // Apple TV's focused prominent button keeps its face as it lifts: the chosen tint, not the accent
                    // (the focus rules of ``colorRules(_:scope:platform:)``).
                    let focused = Self.tvFocusedSelectors(stage: scope, within: color.tintClass,
                                                          ["button.suggested-action:not(.flat)"])
                    rules += "\n\(focused) { background-color: \(palette.accentFill); color: \(palette.onAccent); }"
                }
                return rules
            }
        }.joined(separator: "\n")
    }
}
