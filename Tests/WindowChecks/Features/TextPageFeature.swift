import CGtk
import GalleryModel
import GalleryWindow

/// Editing the Text page's form updates the configuration and redraws the sample; a frame width narrows it.
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
    }
}
