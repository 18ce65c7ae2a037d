import CGtk
import GalleryModel
import GalleryTranslation

/// The Text page's controls for `typesettingLanguage(_:)`, `allowsTightening(_:)` and `minimumScaleFactor(_:)`.
extension TextControls {
    func buildTypesetting(_ typesetting: TextTypesetting) {
        add("typesettingLanguage(_:)", languageChoice(typesetting.language))
        add("allowsTightening(_:)", check("allowsTightening", typesetting.allowsTightening, name: tr("Allows tightening")) {
            $0.typesetting.allowsTightening = $1
        })
        let range = TextTypesetting.scaleFactorRange
        add("minimumScaleFactor(_:)", spin(range, step: 0.05, typesetting.minimumScaleFactor, name: tr("Minimum scale factor")) {
            $0.typesetting.minimumScaleFactor = $1
        })
    }

    /// A drop-down of the languages by their identifiers; the first item, "none", leaves the modifier off.
    private func languageChoice(_ current: TypesettingLanguage?) -> UnsafeMutablePointer<GtkWidget> {
        let languages = TypesettingLanguage.allCases
        let dropDown = withCStringArray(["none"] + languages.map(\.rawValue)) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(gallery_drop_down(dropDown), UInt32(current.flatMap { languages.firstIndex(of: $0) }.map { $0 + 1 } ?? 0))
        Widget(dropDown).setAccessibleLabel(tr("Typesetting language"))
        Signal.connectPointer(dropDown, "notify::selected") { [unowned self] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(dropDown)))
            self.edit { $0.typesetting.language = index == 0 ? nil : languages[index - 1] }
        }
        return dropDown
    }
}
