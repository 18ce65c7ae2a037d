/// Every piece of example state the gallery keeps: one set of slots per style
/// card, so each card remembers its own toggle, selection or text.
public enum ExampleCatalog {
    /// Every slot of every card, in catalog order, then the view pages' slots.
    public static let slots: [ExampleSlot] = StyleCatalog.allStyles.flatMap { style in
        style.family.definition.slots.map { slot in
            ExampleSlot(.card(style.family, style: style.name, slot: slot), slot.value, slot.constraint)
        }
    } + viewPageSlots

    /// The view pages' own example state, from their definitions.
    static var viewPageSlots: [ExampleSlot] {
        ViewPageRegistry.slots
    }

    /// What a text field holds: one line, as a field shows it.
    public static let fieldLimit = TextLimit(characters: 1_000, lines: 1)
    /// What a text editor holds: enough for a page of notes, little enough to lay out at once.
    public static let editorLimit = TextLimit(characters: 10_000, lines: 500)

    /// The value of the slot bound with `binding` after its widget is activated (a press counted,
    /// a command recorded), or nil when activation changes nothing.
    public static func activated(_ binding: StateBinding, current: ExampleValue) -> ExampleValue? {
        slotsByKey[binding.key]?.activated(by: binding.role, from: current)
    }

    /// The value of the slot bound with `binding` after Return is pressed in a field holding `text` (a SecureField's
    /// `onSubmit`): the number of characters, as Swift counts a String's, never the text; nil for any other binding.
    public static func submitted(_ binding: StateBinding, text: String) -> ExampleValue? {
        guard binding.role == .submitsLength, let slot = slotsByKey[binding.key] else { return nil }
        return slot.validate(.int(text.count)).success
    }

    /// Slots by key.
    public static let slotsByKey: [ExampleKey: ExampleSlot] = Dictionary(uniqueKeysWithValues: slots.map { ($0.key, $0) })

    /// The state of a fresh gallery: every slot at its default.
    public static var defaultState: [ExampleKey: ExampleValue] {
        slotsByKey.mapValues(\.defaultValue)
    }
}

/// The state keys of the view pages' examples.
public enum ViewPageKeys {
    /// The title of the last button pressed on the Button page.
    public static let lastAction = ExampleKey.viewPage(.button, slot: "lastAction")
    /// How often the double-click button fired.
    public static let doubleClicks = ExampleKey.viewPage(.button, slot: "doubleClicks")
    /// The first toggle drawn as a button (the example of controls that take a button style).
    public static let notifications = ExampleKey.viewPage(.button, slot: "notifications")
    /// The second toggle drawn as a button.
    public static let sounds = ExampleKey.viewPage(.button, slot: "sounds")
    /// The selected folder row of the button-in-a-list example.
    public static let folderSelection = ExampleKey.viewPage(.button, slot: "folderSelection")
}
