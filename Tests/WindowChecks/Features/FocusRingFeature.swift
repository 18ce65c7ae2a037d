import CGtk
import GalleryModel
import GalleryWindow

/// A card with the keyboard focus is visibly marked.
@MainActor
enum FocusRingFeature: WindowCheck {
    nonisolated static let name = "focusRing"

    static func run(_ check: WindowDriver) throws {
        check.show(.family(.toggle), on: .iOS)
        let card = try check.require(gtk_widget_get_parent(try check.require(check.widget(named: "card:toggle.automatic"))))
        gtk_root_set_focus(OpaquePointer(check.window.toplevel), nil)
        check.waitForFrame()
        let unfocused = try check.require(Pixels(card))
        gtk_window_set_focus_visible(gallery_window(check.window.toplevel), 1)
        Widget(card).grabFocus()
        check.waitForFrame()
        let focused = try check.require(Pixels(card))
        check.photograph(card, as: "card-focused")
        check.expect(focused.differingFraction(from: unfocused) > 0.01, "the focused card looks the same as the others")
    }
}
