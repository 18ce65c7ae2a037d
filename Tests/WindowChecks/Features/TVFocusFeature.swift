import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// tvOS focus: an Apple TV screen always has one control focused, so each tvOS card shows its first control lifted
/// onto the light platter before anyone moves the focus (a prominent button onto its tint, glass onto a lighter glass), the others (a list's rows too) waiting on grey; the keyboard
/// focus, once in a stage, takes over from it, and the arrow keys move it.
@MainActor
enum TVFocusFeature: WindowCheck {
    nonisolated static let name = "tvFocus"

    static func run(_ check: WindowDriver) throws {
        check.show(.family(.button), on: .tvOS)
        let buttons = ["button.automatic", "button.bordered"].compactMap { id in
            check.widget(named: "card:\(id)").flatMap { check.widget(withClass: "bordered-button", in: $0) }
        }
        guard buttons.count == 2 else { return check.fail("no bordered buttons on tvOS") }
        let light = PlatformTheme.of(.tvOS).light
        // Before anyone moves the focus, each card's one button is its screen's focus.
        check.waitForFrame()
        for button in buttons {
            let colour = centreColour(of: button)
            check.expect(near(colour, light.focusPlatter), "a card's resting focus: \(colour ?? "none")")
        }
        // Each style keeps its own face as it lifts: the prominent styles their tint, glass a glass lighter than the
        // platter it rests on but not the bordered button's opaque platter.
        for (id, find) in [("button.borderedProminent", "suggested-action"), ("button.glassProminent", "glass-prominent")] {
            let prominent = check.widget(named: "card:\(id)").flatMap { check.widget(withClass: find, in: $0) }
            let colour = prominent.flatMap { centreColour(of: $0) }
            let tint = PlatformTheme.of(.tvOS).palette(.light, era: .liquidGlass).accentFill
            check.expect(near(colour, tint), "\(id) resting focus: \(colour ?? "none"), not the tint \(tint)")
        }
        let glass = check.widget(named: "card:button.glass").flatMap { check.widget(withClass: "glass-button", in: $0) }
        let glassColour = glass.flatMap { centreColour(of: $0) }
        check.expect(glassColour != nil && !near(glassColour, light.focusPlatter) && !near(glassColour, light.unfocusedPlatter),
                     "the glass button's resting focus is \(glassColour ?? "none"), a bordered button's platter")
        Widget(buttons[0]).grabFocus()
        check.waitForFrame()
        let focused = centreColour(of: buttons[0])
        check.expect(near(focused, light.focusPlatter), "focused: \(focused ?? "none")")
        // What the Down arrow does: move the focus to the next control below.
        _ = gtk_widget_child_focus(check.window.toplevel, GTK_DIR_DOWN)
        check.wait(for: "the focus to leave the first button") { gtk_widget_has_focus(buttons[0]) == 0 }

        // In a stage of several controls the keyboard's focus takes over: the list's first row (its toggle) is the
        // resting focus until the focus moves to the second row, which then lifts while the toggle waits on grey.
        check.send(.chooseColorScheme(.dark))
        check.show(.family(.list), on: .tvOS)
        let dark = PlatformTheme.of(.tvOS).dark
        guard let card = check.widget(named: "card:list.automatic"),
              let toggle = check.widget(withClass: "tvos-toggle", in: card),
              let list = check.widget(withClass: "list-platters", in: card) else { return check.fail("no tvOS list card") }
        let rows = Widget(list).children.map(\.pointer)
        guard rows.count > 2 else { return check.fail("the tvOS list has \(rows.count) rows") }
        check.waitForFrame()
        let resting = centreColour(of: toggle)
        check.expect(near(resting, dark.focusPlatter), "the list's resting focus: \(resting ?? "none")")
        Widget(rows[1]).grabFocus()
        check.wait(for: "the focus on the second row") { gtk_widget_has_focus(rows[1]) != 0 }
        check.waitForFrame()
        let waiting = centreColour(of: toggle), row = centreColour(of: rows[1]), waitingRow = centreColour(of: rows[2])
        check.expect(near(waiting, dark.unfocusedPlatter), "the toggle once the focus moved: \(waiting ?? "none")")
        check.expect(near(row, dark.focusPlatter), "the focused row: \(row ?? "none")")
        // Every other row waits on the same grey as the toggle, not on the focused row's light platter.
        check.expect(near(waitingRow, dark.unfocusedPlatter), "a row the focus is not on: \(waitingRow ?? "none")")
    }

    /// Whether the colour `hex` ("#rrggbb") is within 3 of `expected` in each channel.
    private static func near(_ hex: String?, _ expected: RGBColor) -> Bool {
        guard let hex else { return false }
        let drawn = RGBColor(hex: hex)
        return abs(drawn.red - expected.red) <= 3 && abs(drawn.green - expected.green) <= 3 && abs(drawn.blue - expected.blue) <= 3
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
