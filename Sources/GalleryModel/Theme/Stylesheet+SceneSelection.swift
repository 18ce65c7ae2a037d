/// The stages' rule for a scene's chosen view: the ring around the control chosen in the outline or on the stage,
/// in the stage's own accent, so it reads on every platform's stage in both schemes; at once, without the fade GTK's theme gives a
/// focus ring.
extension PlatformTheme {
    /// The ring on this platform's stage, in both schemes.
    var sceneSelectionRules: String {
        paletteScopes.map { _, _, scope, palette in
            "\(scope) .scene-selected { outline: 2px solid \(palette.accentFill); outline-offset: 3px; transition: none; }"
        }.joined(separator: "\n")
    }
}
