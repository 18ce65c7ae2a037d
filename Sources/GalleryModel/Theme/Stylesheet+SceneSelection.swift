/// The stages' rule for a scene's chosen view: the ring around the control chosen in the outline or on the stage,
/// in the stage's own accent, so it reads on every platform's stage in both schemes; at once, without the fade GTK's theme gives a
/// focus ring.
extension PlatformTheme {
    /// The ring on every platform's stage, in both schemes.
    static var sceneSelectionRules: String {
        Platform.allCases.flatMap { platform in
            ColorScheme.allCases.map { scheme in
                let scope = ".stage.\(of(platform).cssClass).scheme-\(scheme.rawValue)"
                return "\(scope) .scene-selected { outline: 2px solid \(of(platform).palette(scheme).accentFill); outline-offset: 3px; transition: none; }"
            }
        }.joined(separator: "\n")
    }
}
