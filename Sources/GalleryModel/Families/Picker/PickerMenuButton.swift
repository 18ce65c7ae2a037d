/// The menu picker's button as each platform draws it: the button shows the chosen option and opens the
/// options as a menu (developer.apple.com/documentation/swiftui/pickerstyle/menu: "The button itself
/// indicates the selected option"). The Picker card's menu look and the Form's menu picker both draw it.
enum PickerMenuButton {
    /// The shape of the button on a platform.
    enum Face: Equatable {
        /// iPhone, iPad and Vision Pro: the chosen option in the tint colour followed by the
        /// `chevron.up.chevron.down` glyph, with no border; in a form row the picker's label stays at the
        /// leading edge (https://developer.apple.com/design/human-interface-guidelines/pop-up-buttons).
        case tintedText
        /// The Mac's pop-up button: a push button holding the chosen option, with the ⌃⌄ glyph on an
        /// accent-coloured cap at its trailing end
        /// (https://developer.apple.com/design/human-interface-guidelines/pop-up-buttons, macOS).
        case popUpButton
        /// Apple TV and Apple Watch: a full-width platter row holding the label, with the chosen option in
        /// secondary text (https://developer.apple.com/design/human-interface-guidelines/pickers).
        case platterRow
    }

    /// The face `platform` gives a menu picker.
    static func face(on platform: Platform) -> Face {
        switch platform {
        case .iOS, .iPadOS, .visionOS: .tintedText
        case .macOS: .popUpButton
        case .tvOS, .watchOS: .platterRow
        }
    }

    /// Whether the button carries the picker's label itself (a platter row), so no label goes beside it.
    static func holdsLabel(on platform: Platform) -> Bool {
        face(on: platform) == .platterRow
    }

    /// The button for a picker labelled `label` choosing among `titles` through `selection`, whose menu lists
    /// `choices` with a checkmark on the chosen one.
    static func plan(
        on platform: Platform, label: String, titles: [String], selection: StateBinding, choices: [MenuItemPlan],
        extra: [PlanProperty: PlanValue] = [:]
    ) -> WidgetPlan {
        let value = Build.boundText(selection, [.items: .strings(titles)])
        let glyph = Build.icon("chevron.up.chevron.down", classes: ["picker-menu-glyph"]).from(.system)
        let face: WidgetPlan
        let classes: [String]
        var properties = extra
        switch self.face(on: platform) {
        case .tintedText:
            face = Build.hstack(spacing: 4, [value, glyph])
            classes = ["flat", "picker-menu-tinted"]
        case .popUpButton:
            let cap = Build.hstack(spacing: 0, classes: ["popup-cap"], [glyph])
            face = Build.hstack(spacing: 8, [value.with(.hexpand, .bool(true)).with(.halign, .alignment(.start)), cap])
            classes = ["popup-button"]
            properties[.popsUpOverButton] = .bool(true)
        case .platterRow:
            face = Build.vstack(spacing: 2, [
                Build.text(label, [.halign: .alignment(.start)]),
                Build.boundText(selection, [.items: .strings(titles), .halign: .alignment(.start)], classes: ["dim-label"]),
            ])
            classes = ["picker-platter"]
            properties[.hexpand] = .bool(true)
        }
        // Apple TV's platter row is its list row's platter (``WidgetPlan/drawnAsRowPlatter(on:)``).
        return WidgetPlan(.menuButton, properties, classes: classes, children: [face], menu: choices, accessibleName: label)
            .drawnAsRowPlatter(on: platform)
    }
}
