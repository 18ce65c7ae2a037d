import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's focus part: on Apple TV's stage the focused control lifts onto a light platter.
/// It focuses the bordered button's card and moves the focus down with the arrow-key binding,
/// recording the colour drawn at the middle of the focused and the unfocused button.
extension SelfCheck {
    func checkTVFocus() {
        var buttons: [UnsafeMutablePointer<GtkWidget>] = []
        step {
            self.activate("win.platform", Platform.tvOS.rawValue)
            self.activate("win.page", GalleryPage.family(.button).id)
        }
        step {
            guard let root = self.window.pageRoot else { return }
            buttons = ["button.automatic", "button.bordered"].compactMap { id in
                WidgetTree.find(named: "card:\(id)", in: root).flatMap { card in
                    WidgetTree.find(in: card) { Widget($0).classes.contains("bordered-button") }
                }
            }
            guard buttons.count == 2 else { return self.fail("no bordered buttons on tvOS") }
            Widget(buttons[0]).grabFocus()
        }
        step {
            guard buttons.count == 2 else { return }
            self.report.tvFocus.focusedBefore = self.centreColour(of: buttons[0])
            self.report.tvFocus.unfocusedBefore = self.centreColour(of: buttons[1])
            // What the Down arrow does: move the focus to the next control below.
            _ = gtk_widget_child_focus(self.window.window, GTK_DIR_DOWN)
        }
        step(waitingFor: "the focus to leave the first button", until: {
            buttons.count == 2 && gtk_widget_has_focus(buttons[0]) == 0
        }) {
            self.report.tvFocus.moved = true
            self.report.tvFocus.firstAfter = self.centreColour(of: buttons[0])
        }
    }

    /// The colour drawn a few pixels in from the left edge, halfway down `widget` ("#rrggbb").
    private func centreColour(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let texture = Screenshot.render(widget) else { return nil }
        defer { g_object_unref(texture.raw) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        let offset = ((height / 2) * width + 8) * 4
        return String(format: "#%02x%02x%02x", bytes[offset + 2], bytes[offset + 1], bytes[offset])
    }
}
