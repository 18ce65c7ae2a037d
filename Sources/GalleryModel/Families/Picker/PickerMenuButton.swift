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
        /// Apple TV: a full-width platter row, the label at its leading edge and the chosen option trailing in
        /// secondary text, in the row's one weight, as every row of a tvOS list
        /// (https://developer.apple.com/design/human-interface-guidelines/pickers;
        /// https://developer.apple.com/design/human-interface-guidelines/lists-and-tables, tvOS).
        case platterRow
        /// Apple Watch: a full-width platter holding the label, the chosen option under it in secondary text
        /// (https://developer.apple.com/design/human-interface-guidelines/pickers, watchOS).
        case stackedPlatter
    }

    /// The face `platform` gives a menu picker.
    static func face(on platform: Platform) -> Face {
        switch platform {
        case .iOS, .iPadOS, .visionOS: .tintedText
        case .macOS: .popUpButton
        case .tvOS: .platterRow
        case .watchOS: .stackedPlatter
        }
    }

    /// Whether the button carries the picker's label itself (a platter row), so no label goes beside it.
    static func holdsLabel(on platform: Platform) -> Bool {
        [.platterRow, .stackedPlatter].contains(face(on: platform))
    }

    /// Apple Watch's face of a picker's row: the label, and the chosen option under it in secondary text. Its menu
    /// picker and its navigation-link picker both draw it.
    static func stackedFace(label: String, titles: [String], selection: StateBinding) -> WidgetPlan {
        Build.vstack(spacing: 2, [
            Build.text(label, [.halign: .alignment(.start)]),
            Build.boundText(selection, [.items: .strings(titles), .halign: .alignment(.start)], classes: ["dim-label"]),
        ])
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
            face = Build.hstack(spacing: 12, [
                Build.text(label, [.hexpand: .bool(true), .halign: .alignment(.start)]),
                Build.boundText(selection, [.items: .strings(titles), .halign: .alignment(.end)], classes: ["dim-label"]),
            ])
            classes = ["picker-platter"]
            properties[.hexpand] = .bool(true)
        case .stackedPlatter:
            face = stackedFace(label: label, titles: titles, selection: selection)
            classes = ["picker-platter"]
            properties[.hexpand] = .bool(true)
        }
        // Apple TV's platter row is its list row's platter (``WidgetPlan/drawnAsRowPlatter(on:)``).
        return WidgetPlan(.menuButton, properties, classes: classes, children: [face], menu: choices, accessibleName: label)
            .drawnAsRowPlatter(on: platform)
    }
}
