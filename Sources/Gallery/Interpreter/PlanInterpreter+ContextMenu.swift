import CGtk
import GalleryModel

/// A context menu on any widget whose plan has a menu and is not a menu button: it opens at the pointer on a
/// secondary click or a long press, and under the widget on Shift+F10 or the Menu key, as GTK's own widgets do. It is
/// drawn as every open menu is (``OpenMenuPanel``).
extension PlanInterpreter {
    func attachContextMenu(_ menu: OpenMenu, to widget: UnsafeMutablePointer<GtkWidget>) {
        let popover = OpenMenuPanel.popover(menu, bindings: bindings)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_parent(popover, widget)
        // The popover is the widget's child outside its layout: it goes when the widget does.
        Signal.connect(widget, "destroy") { gtk_widget_unparent(popover) }

        let open: @MainActor (Double?, Double?) -> Void = { x, y in
            var area = GdkRectangle(x: Int32(x ?? 0), y: Int32(y ?? Double(gtk_widget_get_height(widget))), width: 1, height: 1)
            gtk_popover_set_pointing_to(gallery_popover(popover), &area)
            gtk_popover_popup(gallery_popover(popover))
        }

        // Both gestures listen before the widget's own click does, which would otherwise claim the press.
        let click = gtk_gesture_click_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(click.raw), GTK_PHASE_CAPTURE)
        gtk_gesture_single_set_button(gallery_gesture_single(click.raw), UInt32(GDK_BUTTON_SECONDARY))
        Signal.connectPressAt(click) { x, y in open(x, y) }
        gtk_widget_add_controller(widget, gallery_event_controller(click.raw))

        let hold = gtk_gesture_long_press_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(hold.raw), GTK_PHASE_CAPTURE)
        Signal.connectLongPress(hold) { x, y in open(x, y) }
        gtk_widget_add_controller(widget, gallery_event_controller(hold.raw))

        CallbackShortcut.add([CallbackShortcut.make("<Shift>F10|Menu") { open(nil, nil) }], to: widget, phase: GTK_PHASE_BUBBLE)
    }
}
