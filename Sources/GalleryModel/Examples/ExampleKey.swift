/// Which piece of example state a widget shows and edits: the slot of a style card, of a view page, or of a control
/// at a place in a scene. A key is made only from typed parts — a family's declared slot (``SlotTemplate``), a view
/// page and the name of a slot its definition declares, a scene path — so no planner can bind a widget to state that
/// no slot declares, and two slots cannot be confused by spelling. Saved and exported configurations write a key as
/// its ``description``, "toggle.switch.isOn"; reading one back accepts only a key some slot declares
/// (``init(declared:)``).
public struct ExampleKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The key as configurations write it: "toggle.switch.isOn", "buttonView.lastAction",
    /// "scene.0.2.toggle.automatic.isOn".
    public let description: String
    /// The value a constant binding (`isOn: .constant(true)`) holds for ever, or nil for state that changes.
    public let constant: ExampleValue?

    private init(_ description: String, constant: ExampleValue? = nil) {
        self.description = description
        self.constant = constant
    }

    /// The state of a constant binding, `.constant(true)`: it always holds `value`, and an edit changes nothing
    /// (https://developer.apple.com/documentation/swiftui/binding/constant(_:)). It is never saved: no slot declares it.
    static func constant(_ value: ExampleValue) -> ExampleKey {
        let literal = switch value {
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .double(let number): "\(number)"
        case .string(let text): "\"\(text)\""
        }
        return ExampleKey("constant(\(literal))", constant: value)
    }

    /// The slot `slot` of the card of `style` in `family`: "toggle.switch.isOn".
    static func card(_ family: StyleFamily, style: String, slot: SlotTemplate) -> ExampleKey {
        ExampleKey("\(family.rawValue).\(style).\(slot.name)")
    }

    /// The slot named `slot` of the view page `page`: "buttonView.lastAction", "sliderView.speed". Only a page's
    /// definition makes these, for the slots it declares. The page's part ends in "View" whatever the page's
    /// identifier ("slider"), as the first pages' keys were written, so remembered and exported state keeps its keys.
    static func viewPage(_ page: ViewPage, slot: String) -> ExampleKey {
        let name = page.rawValue.hasSuffix("View") ? page.rawValue : page.rawValue + "View"
        return ExampleKey("\(name).\(slot)")
    }

    /// The slot named `slot` of a view with neither a style family nor a page of its own, as a scene draws it:
    /// "stepper.value".
    static func view(_ view: ScenePlainView, slot: String) -> ExampleKey {
        ExampleKey("\(view.rawValue.prefix(1).lowercased())\(view.rawValue.dropFirst()).\(slot)")
    }

    /// This key for the control at `path` of a scene, so that two controls of one scene keep their own state:
    /// "scene.0.2.toggle.automatic.isOn".
    func inScene(at path: ScenePath) -> ExampleKey {
        ExampleKey("scene.\(path).\(description)")
    }

    /// This key for a view at `path` of the sample of the card of `style` in `family`, when its state is not one the
    /// card declares: "groupBox.automatic.0.1.toggle.automatic.isOn".
    func inSample(of family: StyleFamily, style: String, at path: ScenePath) -> ExampleKey {
        ExampleKey("\(family.rawValue).\(style).\(path).\(description)")
    }

    /// Whether `text` names state the gallery kept once and keeps no more, which a configuration or state file written
    /// before is read without: the split view cards' `selection`, the mailbox their sidebars chose before the cards
    /// became the reference document's three columns of text.
    public static func isRetired(_ text: String) -> Bool {
        retired.contains(text)
    }

    private static let retired: Set<String> = Set(StyleCatalog.family(.navigationSplitView).styles.map {
        "\(StyleFamily.navigationSplitView.rawValue).\($0.name).selection"
    })

    /// The key a configuration names, when a card's or a view page's slot declares it; nil for any other text.
    public init?(declared text: String) {
        guard let slot = ExampleCatalog.slotsByKey[ExampleKey(text)] else { return nil }
        self = slot.key
    }

    public static func < (lhs: ExampleKey, rhs: ExampleKey) -> Bool {
        lhs.description < rhs.description
    }
}
