import CGtk
import GalleryModel
import GalleryWindow

/// Editing the Text page's form updates the configuration and redraws the sample; a frame width narrows it. The
/// variants (what `gallery render --page text` draws) hold the sample to its frame, truncate at a line limit there,
/// stroke patterned lines and never break a kerned word with a hyphen.
@MainActor
enum TextPageFeature: WindowCheck {
    nonisolated static let name = "textPage"

    static func run(_ check: WindowDriver) throws {
        check.show(.view(.text))
        let form = try check.require(check.widget(named: "text-controls"))
        let entry = try check.require(WidgetTree.find(type: "GtkEntry", in: form))
        let bold = try check.require(WidgetTree.find(in: form) { widget in
            Widget(widget).typeName == "GtkCheckButton"
                && gtk_check_button_get_label(gallery_check_button(widget)).map { String(cString: $0) } == "bold()"
        })
        // As a person edits: the controls send what changed.
        gtk_check_button_set_active(gallery_check_button(bold), 1)
        gtk_editable_set_text(gallery_editable(entry), "Edited **live**")
        check.waitForFrame()
        check.expect(check.state.configuration.text.bold)
        let sample = try check.require(check.widget(named: "text-sample"))
        check.expect(String(cString: gtk_label_get_text(gallery_label(sample))) == "Edited live")

        var text = check.state.configuration.text
        text.content = "A sample far too long for one line in a frame of 120 pixels"
        text.frameWidth = 120
        check.send(.editText(text))
        let framed = try check.require(check.widget(named: "text-sample"))
        check.expect(gtk_widget_get_width(framed) == 120, "frame(width: 120) makes the sample \(gtk_widget_get_width(framed)) px wide")
    
        try variants(check)
    }

    /// The sample in the variants view, drawn as the page draws it.
    private static func variants(_ check: WindowDriver) throws {
        var text = TextSettings()
        text.content = TextViewContent.fittingSample
        text.frameWidth = 100
        text.lineLimit = 1
        check.send(.editText(text), .choosePlatform(.iOS), .chooseVariantsScope(.chosen), .showVariants(true))
        let truncated = try variantLabel(showing: text.content, check)
        check.expect(gtk_widget_get_width(truncated) == 100, "frame(width: 100) draws a variant \(gtk_widget_get_width(truncated)) px wide")
        check.expect(pango_layout_is_ellipsized(gtk_label_get_layout(gallery_label(truncated))) != 0, "lineLimit(1) in a 100 px frame is not truncated")

        text = TextSettings()
        text.content = "ABCDEF"
        text.source = .verbatim
        text.kerning = 6
        check.send(.editText(text))
        let kerned = try variantLabel(showing: "ABCDEF", check)
        let layout = gtk_label_get_layout(gallery_label(kerned))
        check.expect(pango_layout_get_line_count(layout) == 1, "kerning(6) breaks ABCDEF onto \(pango_layout_get_line_count(layout)) lines")

        text.underline = TextSettings.LineStyle(isActive: true, pattern: .dashDotDot, color: .red)
        text.strikethrough = TextSettings.LineStyle(isActive: true, pattern: .dot)
        check.send(.editText(text))
        let lined = try variantLabel(showing: "ABCDEF", check)
        // The patterned lines are stroked by a drawing area laid over the label, as on the page.
        let overlay = try check.require(gtk_widget_get_parent(lined))
        check.expect(Widget(overlay).typeName == "GtkOverlay" && WidgetTree.find(type: "GtkDrawingArea", in: overlay) != nil,
                     "the variant's patterned lines have no layer to be drawn on")
        check.send(.showVariants(false))
    }

    /// The label of the Text page's variant that shows `text`.
    private static func variantLabel(showing text: String, _ check: WindowDriver) throws -> UnsafeMutablePointer<GtkWidget> {
        check.send(.openPage(.view(.text)))
        check.waitForFrame()
        let grid = try check.require(check.widget(named: "variants-grid"))
        return try check.require(WidgetTree.find(in: grid) { widget in
            Widget(widget).typeName == "GtkLabel" && String(cString: gtk_label_get_text(gallery_label(widget))) == text
        })
    }
}
