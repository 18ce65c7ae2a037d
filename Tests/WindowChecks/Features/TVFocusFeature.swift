import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// tvOS focus: on Apple TV's stage the focused button lifts onto the light platter while the others wait on grey, and
/// the arrow keys move the focus.
@MainActor
enum TVFocusFeature: WindowCheck {
    nonisolated static let name = "tvFocus"

    static func run(_ check: WindowDriver) throws {
        check.show(.family(.button), on: .tvOS)
        let buttons = ["button.automatic", "button.bordered"].compactMap { id in
            check.widget(named: "card:\(id)").flatMap { check.widget(withClass: "bordered-button", in: $0) }
        }
        guard buttons.count == 2 else { return check.fail("no bordered buttons on tvOS") }
        Widget(buttons[0]).grabFocus()
        check.waitForFrame()
        let palette = PlatformTheme.of(.tvOS).light
        func near(_ hex: String?, _ expected: RGBColor) -> Bool {
            guard let hex else { return false }
            let drawn = RGBColor(hex: hex)
            return abs(drawn.red - expected.red) <= 3 && abs(drawn.green - expected.green) <= 3 && abs(drawn.blue - expected.blue) <= 3
        }
        let focused = centreColour(of: buttons[0]), unfocused = centreColour(of: buttons[1])
        check.expect(near(focused, palette.focusPlatter), "focused: \(focused ?? "none")")
        check.expect(near(unfocused, palette.unfocusedPlatter), "unfocused: \(unfocused ?? "none")")
        // What the Down arrow does: move the focus to the next control below.
        _ = gtk_widget_child_focus(check.window.toplevel, GTK_DIR_DOWN)
        // Once the focus has left and the button is drawn again without it.
        check.wait(for: "the focus to leave the first button") { gtk_widget_has_focus(buttons[0]) == 0 }
        let after = centreColour(of: buttons[0])
        check.expect(near(after, palette.unfocusedPlatter), "after the focus left: \(after ?? "none")")
    }

    /// The colour drawn a few pixels in from the left edge, halfway down `widget` ("#rrggbb").
    private static func centreColour(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
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
