import CGtk
import GalleryModel
import GalleryTranslation

/// The Text page's speech and accessibility modifiers: the VoiceOver four, which the Speak button
/// beside the sample lets people hear, and the three that change what a screen reader is told.
extension TextControls {
    func buildSpeech(_ text: TextSettings) {
        let speech = text.speech
        add("speechSpellsOutCharacters(_:)", check("speechSpellsOutCharacters()", speech.spellsOutCharacters) {
            $0.speech.spellsOutCharacters = $1
        })
        add("speechAlwaysIncludesPunctuation(_:)", check("speechAlwaysIncludesPunctuation()", speech.alwaysIncludesPunctuation) {
            $0.speech.alwaysIncludesPunctuation = $1
        })
        add("speechAdjustedPitch(_:)", pitch(speech.adjustedPitch))
        add("speechAnnouncementsQueued(_:)", check("speechAnnouncementsQueued()", speech.announcementsQueued) {
            $0.speech.announcementsQueued = $1
        })
        let accessibility = text.accessibility
        add("accessibilityHeading(_:)", optionalChoice(AccessibilityHeadingLevel.allCases, accessibility.heading,
                                                       name: tr("Accessibility heading level")) { $0.accessibility.heading = $1 })
        add("accessibilityLabel(_:)", labelEntry(accessibility.label))
        add("accessibilityTextContentType(_:)", optionalChoice(AccessibilityTextContentType.allCases, accessibility.textContentType,
                                                               name: tr("Accessibility text content type")) {
            $0.accessibility.textContentType = $1
        })
    }

    /// A check box that applies the pitch, beside a spin button from -1 to 1 in tenths.
    private func pitch(_ value: Double?) -> UnsafeMutablePointer<GtkWidget> {
        let range = TextSpeech.pitchRange
        let enabled = gtk_check_button_new()!
        gtk_check_button_set_active(gallery_check_button(enabled), value == nil ? 0 : 1)
        Widget(enabled).setAccessibleLabel(tr("Apply speech pitch"))
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, 0.1)!
        gtk_spin_button_set_digits(gallery_spin_button(spin), 1)
        gtk_spin_button_set_value(gallery_spin_button(spin), value ?? 0.5)
        Widget(spin).setSensitive(value != nil)
        Widget(spin).setAccessibleLabel(tr("Speech pitch"))
        let update: @MainActor () -> Void = { [unowned self] in
            let on = gtk_check_button_get_active(gallery_check_button(enabled)) != 0
            Widget(spin).setSensitive(on)
            // The spin button's double carries binary noise (0.30000000000000004): keep its tenths.
            let number = (gtk_spin_button_get_value(gallery_spin_button(spin)) * 10).rounded() / 10
            self.edit { $0.speech.adjustedPitch = on ? number : nil }
        }
        Signal.connect(enabled, "toggled", update)
        Signal.connect(spin, "value-changed", update)
        return hbox([enabled, spin])
    }

    /// The label read instead of the words; empty reads the words.
    private func labelEntry(_ value: String?) -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(gallery_editable(entry), value ?? "")
        gtk_entry_set_max_length(gallery_entry(entry), Int32(TextAccessibility.labelLimit.characters))
        gtk_entry_set_placeholder_text(gallery_entry(entry), tr("none: the words are read"))
        Widget(entry).setSizeRequest(width: 320)
        Widget(entry).setAccessibleLabel(tr("Accessibility label"))
        Signal.connect(entry, "changed") { [unowned self] in
            let text = String(cString: gtk_editable_get_text(gallery_editable(entry)))
            self.edit { $0.accessibility.label = text.isEmpty ? nil : text }
        }
        return entry
    }
}
