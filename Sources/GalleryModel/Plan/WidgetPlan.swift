/// A declarative, GTK-neutral description of the widgets that show one example.
///
/// The model decides everything here: which kind of widget, its properties,
/// CSS classes, children and menus. The GTK interpreter only builds what the
/// plan says, so a test can check a plan without a display.
public struct WidgetPlan: Sendable, Equatable {
    /// What to build.
    public var kind: WidgetKind
    /// The widget's properties, by name.
    public var properties: [PlanProperty: PlanValue]
    /// CSS classes added to the widget.
    public var cssClasses: [String]
    /// Child plans, in order (pages of a stack, panes of a split view...).
    public var children: [WidgetPlan]
    /// The menu a menu button opens; on any other widget, its context menu (`contextMenu(menuItems:)`).
    public var menu: [MenuItemPlan]?
    /// The example state the widget shows and edits.
    public var binding: StateBinding?
    /// The name assistive technologies read for the widget.
    public var accessibleName: String?
    /// Whether the widget is hidden from assistive technologies, a picture that only decorates
    /// what its neighbours say (set with `decorative()`; see ``AccessibleNaming``).
    public var isDecorative = false
    /// Whose words the widget and everything below it shows.
    public var origin: PlanOrigin
    /// The scene node the widget draws, so a click on the stage finds its node; nil outside scenes.
    public var scenePath: ScenePath?

    public init(
        _ kind: WidgetKind,
        _ properties: [PlanProperty: PlanValue] = [:],
        classes: [String] = [],
        children: [WidgetPlan] = [],
        menu: [MenuItemPlan]? = nil,
        binding: StateBinding? = nil,
        accessibleName: String? = nil,
        origin: PlanOrigin = .example
    ) {
        self.kind = kind
        self.properties = properties
        self.cssClasses = classes
        self.children = children
        self.menu = menu
        self.binding = binding
        self.accessibleName = accessibleName
        self.origin = origin
    }

    /// What the plan draws, without what only names or binds it (bindings, accessible names): two plans
    /// with equal appearances are drawn alike while their example values are alike.
    public var appearance: WidgetPlan {
        var copy = self
        copy.binding = nil
        copy.accessibleName = nil
        copy.menu = nil
        copy.children = children.map(\.appearance)
        return copy
    }

    /// A copy with one more property set.
    func with(_ property: PlanProperty, _ value: PlanValue) -> WidgetPlan {
        var copy = self
        copy.properties[property] = value
        return copy
    }

    /// A copy whose words come from `origin`.
    public func from(_ origin: PlanOrigin) -> WidgetPlan {
        var copy = self
        copy.origin = origin
        return copy
    }

    /// A string property, or nil.
    public func string(_ property: PlanProperty) -> String? {
        switch properties[property] {
        case .string(let value)?: value
        case .localized(let value)?: value.english
        default: nil
        }
    }

    /// An integer property, or nil.
    public func int(_ property: PlanProperty) -> Int? {
        if case .int(let value)? = properties[property] { return value }
        return nil
    }

    /// A number property (integers are widened), or nil.
    public func double(_ property: PlanProperty) -> Double? {
        switch properties[property] {
        case .double(let value)?: value
        case .int(let value)?: Double(value)
        default: nil
        }
    }

    /// A Boolean property, or nil.
    public func bool(_ property: PlanProperty) -> Bool? {
        if case .bool(let value)? = properties[property] { return value }
        return nil
    }

    /// A list-of-strings property, or nil.
    public func strings(_ property: PlanProperty) -> [String]? {
        if case .strings(let value)? = properties[property] { return value }
        return nil
    }

    /// An alignment property (`halign`, `valign`), or nil.
    public func alignment(_ property: PlanProperty) -> PlanValue.Alignment? {
        if case .alignment(let value)? = properties[property] { return value }
        return nil
    }

    /// Which way the widget runs, or nil.
    public var orientation: PlanValue.Orientation? {
        if case .orientation(let value)? = properties[.orientation] { return value }
        return nil
    }

    /// How a ring is drawn, or nil.
    public var ringStyle: PlanValue.RingStyle? {
        if case .ringStyle(let value)? = properties[.ringStyle] { return value }
        return nil
    }

    /// The part of the bound date the widget edits, or nil.
    public var dateComponent: ExampleDate.Component? {
        if case .dateComponent(let value)? = properties[.dateComponent] { return value }
        return nil
    }

    /// How the widget writes its bound date, or nil.
    public var dateFormat: ExampleDate.Format? {
        if case .dateFormat(let value)? = properties[.dateFormat] { return value }
        return nil
    }

    /// How a paged stack moves between pages, or nil.
    public var transition: PlanValue.Transition? {
        if case .transition(let value)? = properties[.transition] { return value }
        return nil
    }

    /// What shows whether an expander is expanded, or nil.
    public var indicator: PlanValue.DisclosureIndicator? {
        if case .indicator(let value)? = properties[.indicator] { return value }
        return nil
    }

    /// The accent colour in force on a scene's control, or nil.
    public var tint: SceneColor? {
        if case .tint(let value)? = properties[.tint] { return value }
        return nil
    }

    /// The control size in force on a scene's control, or nil.
    public var controlSize: ControlSize? {
        if case .controlSize(let value)? = properties[.controlSize] { return value }
        return nil
    }

    /// What makes a button trigger, or nil.
    public var activation: PlanValue.Activation? {
        if case .activation(let value)? = properties[.activation] { return value }
        return nil
    }

    /// What a screen reader says for the widget: its accessible name, or else the words it and
    /// the widgets below it show, in order, joined by commas ("Name, Gallery Phone" for a row).
    public var spokenText: String {
        if let accessibleName { return accessibleName }
        let own = [PlanProperty.label, .text].compactMap { string($0) }
        return (own + children.map(\.spokenText).filter { !$0.isEmpty }).joined(separator: ", ")
    }

    /// This plan and every plan below it, depth first.
    public var allPlans: [WidgetPlan] {
        [self] + children.flatMap(\.allPlans)
    }

    /// The first plan of the given kind in this tree, depth first.
    public func first(_ kind: WidgetKind) -> WidgetPlan? {
        allPlans.first { $0.kind == kind }
    }
}

/// Where the words of a widget come from, so that a test can hold the example's
/// code to what the card shows.
public enum PlanOrigin: String, Sendable, Codable {
    /// Part of the SwiftUI example: its words are written in the example's code.
    case example
    /// Drawn by SwiftUI itself without being written in the code: a tvOS toggle's
    /// "On", the navigation bar's back button, the sidebar button of a split view.
    case system
    /// The gallery's own: a status line ("Pressed 2 times") or a control that drives
    /// the example, which a SwiftUI app would not have.
    case gallery
}

/// How a widget connects to the example state in the configuration.
public struct StateBinding: Sendable, Equatable {
    /// What the widget does with the state value.
    public enum Role: Sendable, Equatable {
        /// A Boolean the widget shows and flips (toggles, expanders).
        case isOn
        /// An index the widget shows as its selected item (drop-downs, wheels, lists, tabs).
        case selection
        /// This widget is the choice with the given index: active when the state equals it.
        case selects(Int)
        /// Text the widget shows and edits.
        case text
        /// A date (ISO 8601, `yyyy-MM-dd'T'HH:mm`) the widget shows and edits.
        case date
        /// A number the widget shows and edits (gauges, progress, sliders).
        case value
        /// A counter the widget increments when activated (buttons).
        case count
        /// A string the widget sets to the given text when activated (menu items).
        case record(String)
        /// A date whose part (`day`, `hour`...) the widget moves by the given amount when activated (a stepper's arrows).
        case steps(ExampleDate.Component, Int)
        /// A number the widget moves by the given amount when activated, kept inside its slot's range (a watchOS
        /// slider's − and + buttons).
        case adjusts(by: Double)
        /// A number a field sets, when Return is pressed in it (`onSubmit`), to how many characters it holds: the
        /// length of a secret, never its text (``ExampleCatalog/submitted(_:text:)``).
        case submitsLength
    }

    /// The slot of the example value: "toggle.switch.isOn".
    public let key: ExampleKey
    /// What the widget does with it.
    public let role: Role

    public init(_ key: ExampleKey, _ role: Role) {
        self.key = key
        self.role = role
    }
}
