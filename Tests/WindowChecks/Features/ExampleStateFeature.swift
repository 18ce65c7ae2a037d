import CGtk
import GalleryModel
import GalleryWindow

/// A switch flipped stays flipped when the platform changes: the macOS check box shows the value the iOS switch set.
/// A switch bound to `.constant(true)` (the list card's, as the reference document writes it) springs back on.
@MainActor
enum ExampleStateFeature: WindowCheck {
    nonisolated static let name = "exampleState"

    static func run(_ check: WindowDriver) throws {
        check.show(.family(.toggle), on: .iOS)
        let card = try check.require(check.widget(named: "card:toggle.automatic"))
        let control = try check.require(WidgetTree.find(type: "GtkSwitch", in: card))
        let before = gtk_switch_get_active(gallery_switch(control)) != 0
        // What a click does: flip the switch; its handler sends the edit.
        gtk_switch_set_active(gallery_switch(control), before ? 0 : 1)
        check.send(.choosePlatform(.macOS))
        let checkBox = try check.require(WidgetTree.find(type: "GtkCheckButton", in: try check.require(check.widget(named: "card:toggle.automatic"))))
        check.expect((gtk_check_button_get_active(gallery_check_button(checkBox)) != 0) == !before, "the check box does not show the switch's value")
        check.expect(check.state.configuration.example(ExampleKey(declared: "toggle.automatic.isOn")!) == .bool(!before))

        check.show(.family(.list), on: .iOS)
        let list = try check.require(check.widget(named: "card:list.grouped"))
        let constant = try check.require(WidgetTree.find(type: "GtkSwitch", in: list))
        check.expect(gtk_switch_get_active(gallery_switch(constant)) != 0, "the constant toggle does not start on")
        let kept = check.state.configuration
        gtk_switch_set_active(gallery_switch(constant), 0)
        check.expect(gtk_switch_get_active(gallery_switch(constant)) != 0, "the constant toggle stayed off")
        check.expect(check.state.configuration == kept, "flipping a constant toggle changed the configuration")
    }
}
