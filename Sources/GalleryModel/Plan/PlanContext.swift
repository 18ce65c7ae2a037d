/// What one control is drawn for, whatever its family: how its style resolved, the node it is drawn for, the keys of
/// its bindings and the other families' styles composed into it. Its look is drawn by the look's own family
/// (``FamilyLook/draw(_:)``), which receives it typed as a ``PlanContext``.
struct ControlContext: DrawingContext {
    /// How the control's style resolved.
    let resolution: Resolution
    /// The scene node the control is drawn for, whose own words replace the sample's; nil for a card's control, which
    /// draws its sample.
    var sceneNode: SceneNode? = nil
    /// The scene's `@State` properties, whose initial values a view drawing a value it does not bind reads
    /// (`Gauge(value: level)`); none on a card.
    var sceneState: [SceneState] = []
    /// Whose state its bindings are.
    var keys: BindingKeys = .card
    /// In a scene, the other families' styles in force that the control draws parts of itself in (the button style
    /// of a `.button` Menu or Toggle), as the scene resolver composed them; on a card's own control none, which takes
    /// the automatic styles of its placement.
    var composed: [Resolution] = []

    var control: ControlContext { self }
}

/// Whose state a control's bindings are, and so the keys of its slots.
enum BindingKeys {
    /// A card's control: the catalog's keys of its card, "toggle.switch.isOn".
    case card
    /// A scene's control at a path: its catalog key under the path, "scene.0.2.toggle.automatic.isOn", so that two
    /// controls of one scene keep their own state.
    case scene(ScenePath)
    /// A view at `path` of the sample of the card `card`: the slot `fed` its `$state` feeds is the card's slot
    /// `cardSlot` that the state names ("groupBox.automatic.isOn" for the box's toggle); another slot is kept under the
    /// card's keys and the view's path.
    case cardSample(card: Resolution, path: ScenePath, fed: String?, cardSlot: SlotTemplate?)
}

/// What a family's planner is given: the control's context and its resolved look, typed as one of the family's looks.
struct PlanContext<Family: FamilyDefinition>: DrawingContext {
    let control: ControlContext
    /// The concrete look.
    let look: Family.Look

    init(_ control: ControlContext, look: Family.Look) {
        self.control = control
        self.look = look
    }

    /// The context of a resolution whose look is one of `Family`'s (a view page's resolution of the family's style),
    /// or nil when it is another family's.
    init?(_ resolution: Resolution) {
        guard let look = resolution.resolved.look(of: Family.self) else { return nil }
        self.init(ControlContext(resolution: resolution), look: look)
    }

    /// The context of `Family`'s `automatic` style in `context`, its look from the family's own rows.
    static func automatic(in context: Context) -> PlanContext<Family> {
        let resolution = StyleResolver.resolve(StyleCatalog.family(Family.family).automatic, in: context)
        return PlanContext(ControlContext(resolution: resolution), look: StyleResolver.automaticLook(of: Family.self, in: context))
    }
}

/// What every drawing of a control can ask of its context, typed or not.
protocol DrawingContext {
    /// The control's context.
    var control: ControlContext { get }
}

extension DrawingContext {
    /// How the card's style resolved.
    var resolution: Resolution { control.resolution }
    /// The scene node the control is drawn for; nil for a card.
    var sceneNode: SceneNode? { control.sceneNode }
    /// The other families' styles the control draws parts of itself in.
    var composed: [Resolution] { control.composed }

    /// The resolution of `Family`'s style composed into the control, or nil where none is.
    func composed<Other: FamilyDefinition>(_ family: Other.Type) -> Resolution? {
        composed.first { $0.family == Other.family }
    }
    /// The platform whose look is drawn.
    var platform: Platform { resolution.shownPlatform }
    /// The design era the platform draws the shown release in.
    var era: DesignEra { PlatformTheme.of(platform).era(at: resolution.shownRelease) }
    /// The placement the example sits in.
    var placement: Placement { resolution.effectivePlacement }
    /// The family.
    var family: StyleFamily { resolution.family }
    /// Whether a wheel picker prints its label above its wheel: on Apple Watch, whose pickers title their wheels, and in
    /// a Form's row. Elsewhere the wheel stands alone, as UIKit's picker view and wheel date picker draw no title
    /// (https://developer.apple.com/design/human-interface-guidelines/pickers; https://developer.apple.com/documentation/swiftui/wheelpickerstyle);
    /// its label still names it to a screen reader.
    var titlesWheel: Bool { platform == .watchOS || placement == .form }
    /// `control` under its `label` where the wheel is titled (``titlesWheel``), else the control alone, named by the
    /// label (a date picker's wheels as one group).
    func titledWheel(_ control: WidgetPlan, label: String) -> WidgetPlan {
        guard !titlesWheel else { return Build.vstack([Build.text(label, classes: ["caption-heading"]), control]) }
        var named = control
        named.accessibleName = control.accessibleName ?? label
        return named
    }
    /// The style the card asked for.
    var style: StyleDescriptor { resolution.style }

    /// The choices to draw where the sample's `sample` would be: on a card the sample's; in a scene the views of the
    /// node's content that have words (`Text("Small").tag(…)`, a `ForEach` the reader expanded), a Text of words the
    /// app computes showing its expression as a Text does (`Text(self.datesText[$0])`), else the sample's.
    func choices(_ sample: [SampleContent.Item]) -> [SampleContent.Item] {
        let own = sceneNode?.children.compactMap { child -> SampleContent.Item? in
            if let title = child.labelTitle { return SampleContent.Item(title, symbol: child.labelSymbol ?? "") }
            return child.computedTitleSource.map { SampleContent.Item(SceneDrawing.runtimeWords($0), symbol: child.labelSymbol ?? "") }
        } ?? []
        return own.isEmpty ? sample : own
    }

    /// The title to draw where the sample's `sample` would be: on a card the sample's; in a scene the words of the
    /// node's label ("Wi-Fi" of `Toggle("Wi-Fi", isOn: $wifi)`, or of the Label in its label closure), the expression
    /// of a title the app computes (`city.name`), none for a label that is only a symbol
    /// (`Button { } label: { Image(systemName: "star") }`), else its type.
    func title(_ sample: String) -> String {
        guard let node = sceneNode else { return sample }
        return node.labelTitle ?? node.computedTitleSource.map(SceneDrawing.runtimeWords)
            ?? (node.labelSymbol == nil ? node.kind.typeName : "")
    }

    /// The sample item `sample` on a card; in a scene the node's own title and symbol (from its arguments or its label's
    /// views), without a symbol when it names none.
    func item(_ sample: SampleContent.Item) -> SampleContent.Item {
        guard let node = sceneNode else { return sample }
        return SampleContent.Item(title(sample.title), symbol: node.labelSymbol ?? "")
    }

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

    /// The state key of the control's slot `slot`, as its ``BindingKeys`` make it.
    func key(of slot: SlotTemplate) -> ExampleKey {
        // A view written with a constant binding for the slot (`Toggle("开关", isOn: .constant(true))`) holds its value.
        if let node = control.sceneNode, let value = node.constantArgument,
           slot.name == resolution.family.definition.slot(boundBy: node)?.name,
           case .success(let valid) = ExampleSlot(.constant(value), slot.value, slot.constraint).validate(value) {
            return .constant(valid)
        }
        let key = ExampleKey.card(family, style: resolution.requested, slot: slot)
        switch control.keys {
        case .card:
            return key
        case .scene(let path):
            return key.inScene(at: path)
        case .cardSample(let card, let path, let fed, let cardSlot):
            if slot.name == fed, let cardSlot { return .card(card.family, style: card.requested, slot: cardSlot) }
            return key.inSample(of: card.family, style: card.requested, at: path)
        }
    }

    /// How `Family`'s automatic style resolves in the same context (in `placement` when given), as one of that
    /// family's looks: for views that take their look from another family (a Menu's button, a DisclosureGroup's
    /// toggles, a Button's Label).
    func automatic<Other: FamilyDefinition>(_ family: Other.Type, in placement: Placement? = nil) -> Other.Look {
        StyleResolver.automaticLook(of: family, in: Context(platform: platform, release: resolution.shownRelease,
                                                            placement: placement ?? self.placement))
    }
}
