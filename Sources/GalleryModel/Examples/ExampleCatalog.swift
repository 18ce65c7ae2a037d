/// Every piece of example state the gallery keeps: one set of slots per style
/// card, so each card remembers its own toggle, selection or text.
public enum ExampleCatalog {
    /// The state key of `slot` on the card of `style` in `family`: "toggle.switch.isOn".
    public static func key(_ family: StyleFamily, _ style: String, _ slot: String) -> String {
        "\(family.rawValue).\(style).\(slot)"
    }

    /// Every slot of every card, in catalog order, then the view pages' slots.
    public static let slots: [ExampleSlot] = StyleCatalog.allStyles.flatMap { style in
        template(for: style.family).map { name, value, constraint in
            ExampleSlot(key(style.family, style.name, name), value, constraint)
        }
    } + viewPageSlots

    /// The Button and Label pages' own example state.
    static let viewPageSlots: [ExampleSlot] = [
        ExampleSlot(ViewPageKeys.lastAction, .string(""), .text(TextLimit(characters: 100, lines: 1))),
        ExampleSlot(ViewPageKeys.doubleClicks, .int(0), .count),
        ExampleSlot(ViewPageKeys.notifications, .bool(true), .bool),
        ExampleSlot(ViewPageKeys.sounds, .bool(false), .bool),
        ExampleSlot(ViewPageKeys.folderSelection, .int(-1), .index(-1...(SampleContent.folders.count - 1))),
    ]

    /// What a text field holds: one line, as a field shows it.
    public static let fieldLimit = TextLimit(characters: 1_000, lines: 1)
    /// What a text editor holds: enough for a page of notes, little enough to lay out at once.
    public static let editorLimit = TextLimit(characters: 10_000, lines: 500)

    /// The value of the slot bound with `binding` after its widget is activated (a press counted,
    /// a command recorded), or nil when activation changes nothing.
    public static func activated(_ binding: StateBinding, current: ExampleValue) -> ExampleValue? {
        slotsByKey[binding.key]?.activated(by: binding.role, from: current)
    }

    /// Slots by key.
    public static let slotsByKey: [String: ExampleSlot] = Dictionary(uniqueKeysWithValues: slots.map { ($0.key, $0) })

    /// The state of a fresh gallery: every slot at its default.
    public static var defaultState: [String: ExampleValue] {
        slotsByKey.mapValues(\.defaultValue)
    }

    /// The slots each card of a family has: name, default, constraint.
    static func template(for family: StyleFamily) -> [(String, ExampleValue, ExampleSlot.Constraint)] {
        switch family {
        case .button:
            [("count", .int(0), .count)]
        case .toggle:
            [("isOn", .bool(true), .bool)]
        case .picker:
            [("selection", .int(0), .index(0...(SampleContent.pickerChoices.count - 1)))]
        case .datePicker:
            [("date", .string(SampleContent.initialDate), .date)]
        case .menu, .controlGroup:
            [("lastAction", .string(""), .oneOf([""] + actionNames(for: family)))]
        case .gauge:
            [("value", .double(SampleContent.gaugeValue), .number(SampleContent.gaugeRange))]
        case .progressView:
            [("value", .double(SampleContent.progressValue), .number(0...1))]
        case .label:
            []
        case .textField:
            [("text", .string(""), .text(fieldLimit)), ("password", .string(""), .text(fieldLimit))]
        case .textEditor:
            [("text", .string(SampleContent.editorText), .text(editorLimit))]
        case .list:
            // No row is selected until someone selects one (-1): a list draws no highlight by itself.
            [("selection", .int(-1), .index(-1...(SampleContent.listRows.count - 1)))]
        case .table:
            [("selection", .int(-1), .index(-1...(SampleContent.tableRows.count - 1)))]
        case .disclosureGroup:
            [
                ("isExpanded", .bool(true), .bool),
                ("nestedIsExpanded", .bool(false), .bool),
                ("firstToggle", .bool(false), .bool),
                ("secondToggle", .bool(true), .bool),
            ]
        case .navigationSplitView:
            [
                ("selection", .int(0), .index(0...(SampleContent.splitSidebar.count - 1))),
                ("showsColumns", .bool(true), .bool),
                ("isPushed", .bool(false), .bool),
            ]
        case .tabView:
            [("selection", .int(0), .index(0...(SampleContent.tabs.count - 1)))]
        }
    }

    /// The commands a menu or control group example can record as its last action.
    static func actionNames(for family: StyleFamily) -> [String] {
        switch family {
        case .menu:
            SampleContent.menuCommands.map(\.title) + SampleContent.nestedMenu.commands.map { "Move To \($0)" }
                + [SampleContent.menuDestructive.title]
        default:
            SampleContent.controlGroupItems.map(\.title)
        }
    }
}

/// The state keys of the view pages' examples.
public enum ViewPageKeys {
    /// The title of the last button pressed on the Button page.
    public static let lastAction = "buttonView.lastAction"
    /// How often the double-click button fired.
    public static let doubleClicks = "buttonView.doubleClicks"
    /// The first toggle drawn as a button (the example of controls that take a button style).
    public static let notifications = "buttonView.notifications"
    /// The second toggle drawn as a button.
    public static let sounds = "buttonView.sounds"
    /// The selected folder row of the button-in-a-list example.
    public static let folderSelection = "buttonView.folderSelection"
}
