/// The plan of one example card: the widgets to build and the SwiftUI code
/// that makes them, both placed in their context (form row, toolbar, menu...),
/// and a note when GTK can only approximate the SwiftUI look.
public struct ExamplePlan: Sendable, Equatable {
    /// The widgets, already wrapped in the placement's container.
    public let widget: WidgetPlan
    /// The SwiftUI code that makes what the widgets show, in the placement's container;
    /// a custom style's definition comes first.
    public let code: String
    /// Why the example only approximates SwiftUI, or nil when it is faithful.
    public let approximation: String?

    public init(widget: WidgetPlan, code: String, approximation: String? = nil) {
        self.widget = widget
        self.code = code
        self.approximation = approximation
    }
}

/// What a family planner produces before it is placed: widgets for ordinary
/// placements, or menu items for the menu placement.
enum PlanContent {
    /// One view.
    case widget(WidgetPlan)
    /// Several views written one after the other: each is a row of a form or list.
    case rows([WidgetPlan])
    /// The items of the enclosing menu.
    case menuItems([MenuItemPlan])
}

/// Everything a family planner needs to know about one card.
struct PlanContext {
    /// How the card's style resolved.
    let resolution: Resolution
    /// The scene node the control is drawn for, whose own words replace the sample's; nil for a card, which draws
    /// its sample.
    var sceneNode: SceneNode? = nil
    /// What the keys of a scene control's bindings start with, so that two controls of one scene keep their own
    /// state; nil for a card, whose keys are the catalog's.
    var bindingScope: String? = nil
    /// In a scene, the button style in force around a control drawn as a button (a `.button` Menu or Toggle), as the
    /// scene resolver composed it; nil on a card, which takes the automatic button style of its placement.
    var composedButton: Resolution? = nil

    /// The choices to draw where the sample's `sample` would be: on a card the sample's; in a scene the views of the
    /// node's content that have words (`Text("Small").tag(…)`, a `ForEach` the reader expanded), else the sample's.
    func choices(_ sample: [SampleContent.Item]) -> [SampleContent.Item] {
        let own = sceneNode?.children.compactMap { child in
            child.labelTitle.map { SampleContent.Item($0, symbol: child.labelSymbol ?? "") }
        } ?? []
        return own.isEmpty ? sample : own
    }

    /// The button look a control drawn as a button takes: the scene's button style in force, else the automatic one.
    func buttonLook() -> ButtonFamily.Look {
        guard let composedButton, let look = ButtonFamily.Look(rawValue: composedButton.resolved.name) else {
            return automatic(.button, as: ButtonFamily.Look.self)
        }
        return look
    }

    /// The title to draw where the sample's `sample` would be: on a card the sample's; in a scene the words of the
    /// node's label ("Wi-Fi" of `Toggle("Wi-Fi", isOn: $wifi)`, or of the Label in its label closure), else its type.
    func title(_ sample: String) -> String {
        guard let node = sceneNode else { return sample }
        return node.labelTitle ?? node.kind.typeName
    }

    /// The sample item `sample` on a card; in a scene the node's own title and symbol (from its arguments or its label's
    /// views), without a symbol when it names none.
    func item(_ sample: SampleContent.Item) -> SampleContent.Item {
        guard let node = sceneNode else { return sample }
        return SampleContent.Item(title(sample.title), symbol: node.labelSymbol ?? "")
    }

    /// The platform whose look is drawn.
    var platform: Platform { resolution.shownPlatform }
    /// The design era the platform draws the shown release in.
    var era: DesignEra { PlatformTheme.of(platform).era(at: resolution.shownRelease) }
    /// The placement the example sits in.
    var placement: Placement { resolution.effectivePlacement }
    /// The concrete look.
    var look: String { resolution.resolved.name }
    /// The family.
    var family: StyleFamily { resolution.family }

    /// The concrete look, as one of the family's looks (a model test holds every resolution to its family's looks).
    func look<Look: RawRepresentable<String>>(as _: Look.Type) -> Look {
        guard let typed = Look(rawValue: look) else { preconditionFailure("\(family) has no look named \(look)") }
        return typed
    }
    /// The style the card asked for.
    var style: StyleDescriptor { resolution.style }

    /// The chosen value of the style's parameter as a case of `Value`, or nil when the style has no parameter
    /// whose values are `Value`'s cases.
    func argument<Value: StyleChoice>(as type: Value.Type) -> Value? {
        resolution.argument(as: type)
    }

    /// The chosen value of the style's Bool parameter, or nil when the style has none.
    func argument(as type: Bool.Type) -> Bool? {
        resolution.argument(as: type)
    }

    /// `view` with the modifiers that apply the requested style and its parameter's choice:
    /// `Toggle(...)\n    .toggleStyle(.switch)`.
    func styled(_ view: String) -> String {
        style.modifiers(choosing: resolution.argument).reduce(view, SwiftSource.modified)
    }

    /// The binding of the card's slot `slot`, as its family declares it.
    func bind(_ slot: SlotTemplate, _ role: StateBinding.Role) -> StateBinding {
        StateBinding(key(of: slot), role)
    }

    /// The state key of the card's slot `slot`: the catalog's, or under the scene control's scope.
    func key(of slot: SlotTemplate) -> String {
        let key = ExampleCatalog.key(family, resolution.requested, slot.name)
        return bindingScope.map { "\($0).\(key)" } ?? key
    }

    /// How `family`'s automatic style resolves in the same context, as one of that family's looks: for views
    /// that take their look from another family (a Menu's button, a DisclosureGroup's toggles, a Button's Label).
    func automatic<Look: RawRepresentable<String>>(_ family: StyleFamily, as _: Look.Type) -> Look {
        let name = StyleResolver.resolve(StyleCatalog.family(family).automatic, platform: platform, release: resolution.shownRelease,
                                         placement: placement).resolved.name
        guard let typed = Look(rawValue: name) else { preconditionFailure("\(family) has no look named \(name)") }
        return typed
    }
}
