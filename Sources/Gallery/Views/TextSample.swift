import CGtk
import GalleryModel
import GalleryTranslation

/// The Text page's sample label as assistive technologies meet it: `accessibilityHeading(_:)` is GTK's heading
/// role with its level, `accessibilityLabel(_:)` the accessible name, and the level and
/// `accessibilityTextContentType(_:)` are also said in the description, which is all of them GTK 4.8's AT-SPI
/// bridge exports (see `TextAccessibility.accessibleDescription`).
@MainActor
enum TextSample {
    /// A new sample label in the role `accessibility` asks for (a role is fixed when a widget is made).
    static func make(for accessibility: TextAccessibility) -> UnsafeMutablePointer<GtkWidget> {
        let sample = gallery_widget_new_with_role(gtk_label_get_type(), role(for: accessibility))!
        Widget(sample).setName("text-sample")
        gtk_label_set_selectable(gallery_label(sample), 1)
        return sample
    }

    /// Whether `sample` was made in another role than `accessibility` asks for, and must be made again.
    static func needsNewRole(_ sample: UnsafeMutablePointer<GtkWidget>, for accessibility: TextAccessibility) -> Bool {
        gallery_accessible_role(sample) != role(for: accessibility)
    }

    /// Gives `sample`, showing `words`, the name, heading level and description `accessibility` says.
    static func describe(_ sample: UnsafeMutablePointer<GtkWidget>, _ accessibility: TextAccessibility, words: String) {
        // GtkLabel names itself after its text when the text changes; the label replaces that name.
        gallery_set_accessible_label(sample, accessibility.label ?? words)
        gallery_set_accessible_level(sample, Int32(accessibility.heading?.number ?? 0))
        if let description = accessibility.accessibleDescription {
            gallery_set_accessible_description(sample, tr(description))
        } else {
            gallery_reset_accessible_description(sample)
        }
    }

    private static func role(for accessibility: TextAccessibility) -> GtkAccessibleRole {
        accessibility.heading == nil ? GTK_ACCESSIBLE_ROLE_LABEL : GTK_ACCESSIBLE_ROLE_HEADING
    }
}
