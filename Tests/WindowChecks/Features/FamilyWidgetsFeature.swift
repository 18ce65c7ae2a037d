import CGtk
import GalleryModel

/// Each family's styles become the GTK widgets DESIGN.md maps them to; the automatic toggle and picker follow the
/// platform; a style a platform lacks is dimmed with the reason, never hidden.
@MainActor
enum FamilyWidgetsFeature: WindowCheck {
    nonisolated static let name = "familyWidgets"

    /// Platform, family page, card and a GTK type the card's example holds.
    static let mapping: [(Platform, StyleFamily, String, String)] = [
        (.macOS, .datePicker, "datePicker.graphical", "GtkGrid"), (.macOS, .datePicker, "datePicker.stepperField", "GtkEntry"),
        (.macOS, .datePicker, "datePicker.field", "GtkEntry"), (.iOS, .datePicker, "datePicker.compact", "GtkMenuButton"),
        (.macOS, .menu, "menu.automatic", "GtkMenuButton"), (.iOS, .gauge, "gauge.linearCapacity", "GtkLevelBar"),
        (.iOS, .gauge, "gauge.accessoryCircularCapacity", "GtkDrawingArea"), (.iOS, .progressView, "progressView.linear", "GtkProgressBar"),
        (.iOS, .progressView, "progressView.circular", "GtkSpinner"), (.iOS, .textField, "textField.roundedBorder", "GtkEntry"),
        (.iOS, .textField, "textField.plain", "GtkEntry"), (.macOS, .textEditor, "textEditor.plain", "GtkTextView"),
        (.iOS, .list, "list.insetGrouped", "GtkListBox"), (.macOS, .table, "table.bordered", "GtkColumnView"),
        (.macOS, .disclosureGroup, "disclosureGroup.automatic", "GtkExpander"),
        (.macOS, .navigationSplitView, "navigationSplitView.balanced", "GtkPaned"), (.macOS, .tabView, "tabView.automatic", "GtkStack"),
        (.iOS, .tabView, "tabView.page", "GtkStack"), (.macOS, .controlGroup, "controlGroup.menu", "GtkMenuButton"),
        (.macOS, .label, "label.titleAndIcon", "GtkImage"),
    ]

    static func run(_ check: WindowDriver) throws {
        // Toggle automatic: a switch on iOS, a check box on macOS, Apple TV's wide button from tvOS 18.
        check.show(.family(.toggle), on: .iOS)
        let iOS = try check.require(try check.pageTree().card("toggle.automatic"))
        check.expect(iOS.first("GtkSwitch") != nil && iOS.first("GtkCheckButton") == nil)
        // A style missing on the platform: dimmed, with the reason naming where it is.
        let checkbox = try check.require(try check.pageTree().card("toggle.checkbox"))
        check.expect(checkbox.first("GtkBox")?.classes.contains("dimmed") == true, "the checkbox card is not dimmed on iOS")
        check.expect(checkbox.all.contains { $0.classes.contains("card-availability") && ($0.text ?? "").contains("macOS") })
        check.expect(try check.pageTree().card("toggle.switch")?.first("GtkBox")?.classes.contains("dimmed") == false)
        check.show(.family(.toggle), on: .macOS)
        let mac = try check.require(try check.pageTree().card("toggle.automatic"))
        check.expect(mac.first("GtkCheckButton")?.text == SampleContent.checkboxToggle.item.title && mac.first("GtkSwitch") == nil)
        check.show(.family(.toggle), on: .tvOS)
        let tv = try check.require(try check.pageTree().card("toggle.automatic"))
        check.expect(tv.first("GtkToggleButton")?.classes.contains("tvos-toggle") == true && tv.first("GtkSwitch") == nil)

        // Picker automatic: a pop-up button on macOS, linked toggle buttons on tvOS, a tinted menu on iOS.
        check.show(.family(.picker), on: .macOS)
        let macPicker = try check.require(try check.pageTree().card("picker.automatic"))
        check.expect(macPicker.all.contains { $0.type == "GtkMenuButton" && $0.classes.contains("popup-button") })
        let radio = try check.require(try check.pageTree().card("picker.radioGroup"))
        check.expect(radio.all.filter { $0.type == "GtkCheckButton" }.count == SampleContent.pickerChoices.count)
        check.show(.family(.picker), on: .tvOS)
        let tvPicker = try check.require(try check.pageTree().card("picker.automatic"))
        let segments = try check.require(tvPicker.all.first { $0.classes.contains("linked") && $0.classes.contains("segmented") })
        check.expect(segments.children.count == SampleContent.pickerChoices.count && segments.children.allSatisfy { $0.type == "GtkToggleButton" })
        check.expect(segments.children.filter { $0.active == true }.count == 1)
        check.show(.family(.picker), on: .iOS)
        let iOSPicker = try check.require(try check.pageTree().card("picker.automatic"))
        check.expect(iOSPicker.all.contains { $0.type == "GtkMenuButton" && $0.classes.contains("picker-menu-tinted") })

        for (platform, family, card, type) in mapping {
            check.show(.family(family), on: platform)
            let node = try check.pageTree().card(card)
            check.expect(node?.first(type) != nil, "\(card) on \(platform.rawValue) has no \(type)")
        }
    }
}
