import CGtk
import GalleryModel
import GalleryTranslation

/// Labels, images, text fields and text editors.
extension PlanInterpreter {
    func label(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let text = plan.string(.text).map { plan.bool(.uppercased) == true ? $0.uppercased() : $0 }
        let label = gtk_label_new(text)!
        if plan.bool(.wraps) == true {
            gtk_label_set_wrap(gallery_label(label), 1)
            if plan.bool(.wrapsInsideWords) == true { gtk_label_set_wrap_mode(gallery_label(label), PANGO_WRAP_WORD_CHAR) }
            Self.keepWrappingToItsWidth(label)
        } else if plan.bool(.truncates) == true {
            gtk_label_set_ellipsize(gallery_label(label), PANGO_ELLIPSIZE_END)
        }
        if plan.alignment(.halign) == .start {
            gtk_label_set_xalign(gallery_label(label), 0)
        }
        setFont(of: label, plan)
        if plan.bool(.wraps) == true { Self.breakWithoutHyphens(label) }
        if let binding = plan.binding {
            bindings.register(binding.key) { value in
                let text: String
                switch binding.role {
                case .selects(let index):
                    // A mark shown only on the selected choice.
                    Widget(label).setVisible(value.intValue == index)
                    return
                default:
                    text = BoundText.text(for: plan, value: value, language: Translation.language)
                }
                gtk_label_set_text(gallery_label(label), text)
                // An empty Text says nothing to a screen reader (GTK would read an empty label by its type's name).
                gallery_set_accessible_hidden(label, text.isEmpty ? 1 : 0)
            }
        }
        return label
    }

    /// Breaks a word too long for its line without adding a hyphen, as SwiftUI's Text breaks one ("Sha / re" in a
    /// narrow button, not Pango's "Sha- / re"); keeps the label's other attributes, so call it after they are set.
    static func breakWithoutHyphens(_ label: UnsafeMutablePointer<GtkWidget>) {
        let attributes = gtk_label_get_attributes(gallery_label(label)).map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        gtk_label_set_attributes(gallery_label(label), attributes)
        pango_attr_list_unref(attributes)
    }

    /// Keeps a wrapping label as wide as its words where they fit, as SwiftUI offers a Text its ideal, unwrapped width
    /// and wraps it only where the room is narrower. GTK asks a label in a row how wide it must be for the row's height:
    /// beside a 44-point button (an HStack of a Text and a Button) or in a watch's 44-point row, a short title would wrap
    /// onto two lines to fill that height. Its natural width is measured as if it did not wrap, so it keeps one line
    /// where there is room, and centred down its room it keeps the height its words need at the width they get.
    static func keepWrappingToItsWidth(_ label: UnsafeMutablePointer<GtkWidget>) {
        gtk_label_set_natural_wrap_mode(gallery_label(label), GTK_NATURAL_WRAP_NONE)
        Widget(label).setVAlign(GTK_ALIGN_CENTER)
    }

    func image(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let image = gtk_image_new_from_icon_name(plan.string(.iconName))!
        if let size = plan.int(.iconSize) {
            gtk_image_set_pixel_size(gallery_image(image), Int32(size))
        }
        switch plan.binding?.role {
        case .selects(let index)? where plan.string(.onIcon) != nil:
            // A palette's choice: the selected symbol while chosen, the plain one otherwise.
            bindings.register(plan.binding!.key) { value in
                gtk_image_set_from_icon_name(gallery_image(image), plan.string(value.intValue == index ? .onIcon : .offIcon))
            }
        case .selects(let index)?:
            bindings.register(plan.binding!.key) { value in Widget(image).setVisible(value.intValue == index) }
        case .isOn?:
            bindings.register(plan.binding!.key) { value in
                gtk_image_set_from_icon_name(gallery_image(image), plan.string(value.boolValue == true ? .onIcon : .offIcon))
            }
        default:
            break
        }
        return image
    }

    func entry(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        if let placeholder = plan.string(.placeholder) {
            gtk_entry_set_placeholder_text(gallery_entry(entry), placeholder)
        }
        if plan.cssClasses.contains("flat") { gtk_entry_set_has_frame(gallery_entry(entry), 0) }
        guard let binding = plan.binding else { return entry }
        if let format = plan.dateFormat {
            bindDateField(entry, binding.key, format: format)
        } else {
            bindText(entry, binding.key)
        }
        return entry
    }

    /// GTK's password entry: it draws a dot for each character and refuses to cut or copy its text.
    func passwordEntry(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_password_entry_new()!
        if let placeholder = plan.string(.placeholder) {
            gallery_set_string_property(entry, "placeholder-text", placeholder)
        }
        gtk_password_entry_set_show_peek_icon(gallery_password_entry(entry), plan.bool(.showsPeekIcon) == true ? 1 : 0)
        // Its images, which GTK 4.8 would read by their type name: the peek icon by its tooltip ("Show Text"), the
        // other one the sign shown while Caps Lock is on.
        for part in Widget(entry).children where part.typeName == "GtkImage" {
            let tooltip = gtk_widget_get_tooltip_text(part.pointer).map { String(cString: $0) }
            part.setAccessibleLabel(tooltip ?? tr("Caps Lock is on"))
        }
        switch plan.binding {
        case let binding? where binding.role == .submitsLength:
            // onSubmit: Return records how many characters the field holds; the text itself stays in the widget.
            let bindings = self.bindings
            Signal.connect(entry, "activate") {
                let text = String(cString: gtk_editable_get_text(gallery_editable(entry)))
                if let length = ExampleCatalog.submitted(binding, text: text) { bindings.edit(binding.key, length) }
            }
        case let binding?:
            bindText(entry, binding.key)
        case nil:
            break
        }
        return entry
    }

    func textView(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        let view = gtk_text_view_new()!
        let textView = gallery_text_view(view)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(textView, 8)
        gtk_text_view_set_right_margin(textView, 8)
        gtk_text_view_set_top_margin(textView, 6)
        gtk_text_view_set_bottom_margin(textView, 6)
        if let spacing = plan.double(.lineSpacing) {
            gtk_text_view_set_pixels_below_lines(textView, Int32(spacing.rounded()))
            gtk_text_view_set_pixels_inside_wrap(textView, Int32(spacing.rounded()))
        }
        styleText(of: textView, plan)
        guard let binding = plan.binding, let buffer = gtk_text_view_get_buffer(textView) else { return view }
        let bindings = self.bindings
        Signal.connect(buffer, "changed") {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let text = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
            defer { g_free(text) }
            bindings.edit(binding.key, .string(String(cString: text)))
        }
        bindings.register(binding.key) { value in
            let text = value.stringValue ?? ""
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let current = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
            defer { g_free(current) }
            // Setting the text deletes and then inserts: the bindings send the text between, and then the state's again.
            if String(cString: current) != text { gtk_text_buffer_set_text(buffer, text, -1) }
        }
        return view
    }

    /// Sets a label's words in the plan's font family, size and weight, and its lines at the plan's height
    /// (``WidgetPlan/lineHeightScale``): the plan's points are pixels.
    private func setFont(of label: UnsafeMutablePointer<GtkWidget>, _ plan: WidgetPlan) {
        let family = plan.string(.fontFamily), size = plan.double(.fontSize), weight = plan.int(.fontWeight)
        let lineHeight = plan.lineHeightScale
        guard family != nil || size != nil || weight != nil || lineHeight != nil, let attributes = pango_attr_list_new() else { return }
        if let family { pango_attr_list_insert(attributes, pango_attr_family_new(family)) }
        if let size { pango_attr_list_insert(attributes, pango_attr_size_new_absolute(Int32(size * Double(PANGO_SCALE)))) }
        if let weight { pango_attr_list_insert(attributes, pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight)))) }
        if let lineHeight { pango_attr_list_insert(attributes, pango_attr_line_height_new(lineHeight)) }
        gtk_label_set_attributes(gallery_label(label), attributes)
        pango_attr_list_unref(attributes)
    }

    /// Gives all of a text view's text the plan's colour, font family and size, as one tag over the whole buffer,
    /// laid again over whatever is typed.
    private func styleText(of textView: UnsafeMutablePointer<GtkTextView>?, _ plan: WidgetPlan) {
        let color = plan.string(.foregroundColor), family = plan.string(.fontFamily), size = plan.double(.fontSize)
        guard color != nil || family != nil || size != nil, let buffer = gtk_text_view_get_buffer(textView),
              let tag = gtk_text_tag_new("sample-text") else { return }
        if let color { gallery_set_string_property(tag, "foreground", color) }
        if let family { gallery_set_string_property(tag, "family", family) }
        // The plan's points are pixels; GTK turns a tag's points into pixels at 96 to the inch.
        if let size { gallery_set_double_property(tag, "size-points", size * 72 / 96) }
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), tag)
        g_object_unref(tag)
        Signal.connect(buffer, "changed") {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
        }
    }

    /// Binds an editable's text to a string slot.
    private func bindText(_ editable: UnsafeMutablePointer<GtkWidget>, _ key: ExampleKey) {
        let bindings = self.bindings
        Signal.connect(editable, "changed") {
            bindings.edit(key, .string(String(cString: gtk_editable_get_text(gallery_editable(editable)))))
        }
        bindings.register(key) { value in
            let text = value.stringValue ?? ""
            if String(cString: gtk_editable_get_text(gallery_editable(editable))) != text { gtk_editable_set_text(gallery_editable(editable), text) }
        }
    }

    /// Binds a field that shows a date in `format` and reads back what is typed; text
    /// that is not a date is marked as an error and changes nothing.
    private func bindDateField(_ entry: UnsafeMutablePointer<GtkWidget>, _ key: ExampleKey, format: ExampleDate.Format) {
        let bindings = self.bindings
        Signal.connect(entry, "changed") {
            let text = String(cString: gtk_editable_get_text(gallery_editable(entry)))
            if let date = bindings.date(key).parsing(text, format: format, in: Translation.language) {
                Widget(entry).removeClass("error")
                bindings.edit(key, .string(date.text))
            } else {
                Widget(entry).addClass("error")
            }
        }
        bindings.register(key) { value in
            guard let date = value.stringValue.flatMap(ExampleDate.init) else { return }
            let current = String(cString: gtk_editable_get_text(gallery_editable(entry)))
            // Leave the text alone while it already means this date (the user may be typing it).
            guard date.parsing(current, format: format, in: Translation.language) != date else { return }
            gtk_editable_set_text(gallery_editable(entry), date.formatted(format, in: Translation.language))
            Widget(entry).removeClass("error")
        }
    }
}
