/// One pass of ``ScenePlanner`` over a resolved scene: the widget of each node, and the example state and
/// approximation notes met on the way. Every view of a style family is drawn by its family's drawing (a control from
/// its words, a container around the views it holds), so a card, which is a one-control scene, and a scene draw a
/// view the same way.
struct SceneDrawing {
    /// The platform, release and scheme the scene was resolved for.
    let context: Context
    /// The scene's `@State` properties, which its controls' bindings start from.
    let state: [SceneState]
    /// Whose state the controls bind: the scene's own, or a card's.
    let keys: SceneKeys
    /// Every slot a control of the scene declares, scoped to its node, at its initial value (none for a card, whose
    /// slots are the catalog's).
    private(set) var slots: [ExampleSlot] = []
    /// The approximation notes met, each once.
    private(set) var approximations: [String] = []
    /// On a card, what its control's family drew for it: the status lines under the card and the menu items it became.
    private(set) var cardControl: FamilyPlan?
    /// The screens the scene's views present (a context menu drawn open, a sheet, an alert…), each under its caption,
    /// in the order their modifiers are written (a view's own before those of the views that hold it). They are drawn
    /// after the scene, one per panel (``ScenePlanner``): a presentation is modal and shown over its view, never among
    /// the rows of the form it is written in ("Present content in a separate view":
    /// https://developer.apple.com/documentation/swiftui/modal-presentations).
    private(set) var presentations: [WidgetPlan] = []
    /// Where each presentation drawn is written: its view's path and the modifier's place in the view's chain, so that a
    /// view drawn twice presents once.
    private var presentationSites: Set<PresentationSite> = []
    /// The axes each node takes the room along, found once (``kindTakes(_:along:)``).
    let axesMemo = SceneAxesMemo()
    /// While a custom style's body is drawn, the state its control's binding holds, which a view of the body that flips it
    /// on a tap flips (``StyleTapTarget``); nil elsewhere.
    var tapTarget: StyleTapTarget?
    /// Whether the views drawn are a toolbar's items, where a link's label shows its symbol alone, as a Label in a
    /// toolbar does (``actionLabel(_:_:)``).
    var drawsToolbarItems = false
    /// Whether a row has been drawn swiped open already: a person swipes one row at a time, so the first row with swipe
    /// actions shows them and the others rest closed (``swiped(_:leading:trailing:)``).
    var drewSwipedRow = false

    init(context: Context, state: [SceneState], keys: SceneKeys = .scene) {
        self.context = context
        self.state = state
        self.keys = keys
    }

    /// The design era the scene's platform draws its release in.
    var era: DesignEra { PlatformTheme.of(context.platform).era(at: context.release) }

    /// How many of the stage's pixels a point of the scene's code takes: one, but fewer on Apple TV's stage
    /// (``TextStyleMetrics/pixelsPerPoint(on:)``), so a frame, a stack's spacing and padding keep their proportion to
    /// the text, as on the television.
    var pixelsPerPoint: Double { TextStyleMetrics.pixelsPerPoint(on: context.platform) }

    /// The widget of `node` and everything under it, with its toolbar, title and context menu, tagged with its path
    /// and named for assistive technologies, in the room its flexible `.frame` takes.
    mutating func widget(for node: ResolvedSceneNode) -> WidgetPlan {
        let drawn = decorated(tagged(body(of: node, plan: familyView(node) ? plan(of: node) : nil), node), node)
        let framed = framed(drawn, node)
        return tapTarget?.flipping(framed, node.node) ?? framed
    }

    /// `drawn`, `node`'s view, in the frame its `.frame(…)` writes, at the stage's pixels per point; a frame written
    /// before a layer is applied in its place among the decorations instead (``attached(_:_:)``).
    func framed(_ drawn: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        SceneFrame.isLayered(node.node) ? drawn : SceneFrame(node.node)?.framed(drawn, scale: pixelsPerPoint) ?? drawn
    }

    /// Keeps `panel`, the screen the modifier at `modifier` in `presenter`'s chain presents, for after the scene, at
    /// `index` among ``presentations`` (before what its own views present, kept while it was drawn); once per modifier.
    mutating func present(_ panel: WidgetPlan, by presenter: ResolvedSceneNode, modifier: Int, at index: Int) {
        guard presentationSites.insert(PresentationSite(presenter: presenter.path, modifier: modifier)).inserted else { return }
        presentations.insert(panel, at: min(index, presentations.count))
    }

    /// The rows `node` is in a form, a list or a section: a `Group`'s views' rows, a view drawn as rows of a form (its
    /// label and its control) or as several rows each of them, else one row holding the node's widget.
    mutating func rows(for node: ResolvedSceneNode) -> [LabelledRow] {
        if node.node.kind == .layout(.group), node.node.modifiers.allSatisfy({ $0.content.isEmpty }) {
            return node.content.flatMap { rows(for: $0) }
        }
        var drawn = unbadgedRows(for: node)
        // `.listRowBackground(Color.clear)`: the row shows what is behind the list (a header of a profile, an
        // illustration), no panel (https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:)).
        if node.node.hasClearRowBackground {
            drawn = drawn.map { row in
                var clear = row
                clear.control.cssClasses.append(WidgetPlan.clearRowClass)
                return clear
            }
        }
        // A row's `.badge(_:)` stands at its trailing edge (https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43:
        // badges show in list rows): the count in the secondary text's grey, or on the Mac in a grey capsule.
        // A navigation row draws its badge before its chevron (``navigationRow(_:)``).
        guard node.node.kind != .plain(.navigationLink), let badge = rowBadge(node), drawn.count == 1 else { return drawn }
        var row = drawn[0]
        row.control = Build.hstack(spacing: 8, [row.control.with(.hexpand, .bool(true)), badge])
        return [row]
    }

    /// The badge of the row `node` is, as the platform draws it, or nil where it has none.
    func rowBadge(_ node: ResolvedSceneNode) -> WidgetPlan? {
        let classes = context.platform == .macOS ? [Self.rowBadgeClass, Self.macRowBadgeClass] : [Self.rowBadgeClass, "dim-label"]
        return node.node.rowBadge.map { Build.text($0, classes: classes, [.valign: .alignment(.center)]) }
    }

    /// The class of a list row's badge.
    static let rowBadgeClass = "row-badge"
    /// The class of a Mac list row's badge, a grey capsule.
    static let macRowBadgeClass = "row-badge-capsule"

    private mutating func unbadgedRows(for node: ResolvedSceneNode) -> [LabelledRow] {
        if node.node.kind == .plain(.navigationLink) {
            return [LabelledRow(label: nil, control: decorated(tagged(navigationRow(node), node), node))]
        }
        // The Mac shows a Slider's label as a form shows a control's: in the label column, or leading its row.
        if node.node.kind == .plain(.slider), SliderViewContent.showsLabel(on: context.platform), let label = Self.sliderLabel(node) {
            return [LabelledRow(label: label, control: decorated(tagged(slider(node, labelledApart: true), node), node))]
        }
        let plan = familyView(node) ? plan(of: node) : nil
        switch plan?.content {
        case .labelled(let rows)?:
            return rows.map { row in
                var tagged = row
                tagged.control = decorated(self.tagged(withEnvironment(row.control, node), node), node)
                return tagged
            }
        case .rows(let rows)? where rows.count > 1:
            return rows.map { LabelledRow(label: nil, control: withEnvironment($0, node)) }
        default:
            // Its frame, as ``widget(for:)`` gives a view one: `.frame(maxWidth: .infinity)` centres the views it holds.
            let control = framed(decorated(tagged(body(of: node, plan: plan), node), node), node)
            // A view that takes the width it is offered (`.frame(maxWidth: .infinity)`) runs the row's width, its own
            // views placed across it as its alignment says (a VStack's centred), rather than at the row's leading edge.
            guard takes(node, drawn: control, along: .horizontal).contains(.horizontal) else { return [LabelledRow(label: nil, control: control)] }
            return [LabelledRow(label: nil, control: control.with(.hexpand, .bool(true)).with(.halign, .alignment(.fill)))]
        }
    }

    /// Whether `node` is a view of a style family (a SecureField is the text field family's) drawn by its family, not by
    /// a custom style's code.
    private func familyView(_ node: ResolvedSceneNode) -> Bool {
        guard node.control?.styleBody == nil else { return false }
        return switch node.node.kind {
        case .styled, .plain(.secureField): true
        case .plain, .layout, .unknown, .platformView, .stylePart: false
        }
    }

    /// `widget` tagged with `node`'s path (on a scene's stage, not a card's), and named by its title or its view's
    /// name when nothing named it. A card's control, drawn from its sample, has no node to be named by: its drawing
    /// names what it shows.
    func tagged(_ widget: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        var copy = widget
        if case .scene = keys { copy.scenePath = node.path }
        if case .card(let card) = keys, card.drawsItsSample, node.path == card.control { return copy }
        if copy.accessibleName == nil && !copy.isDecorative { copy.accessibleName = node.node.title ?? node.node.kind.typeName }
        // `.accessibilityLabel(_:)` names the view whatever it shows.
        if let label = node.node.accessibilityLabel { copy.accessibleName = label }
        return copy
    }

    /// The widgets of the node itself, without its decorating modifiers: for a view of a style family, its family's
    /// `plan`.
    private mutating func body(of node: ResolvedSceneNode, plan: FamilyPlan?) -> WidgetPlan {
        switch node.node.kind {
        case .styled, .plain(.secureField):
            if let views = node.control?.styleBody, let control = node.control {
                // A custom style's code draws the control: its views, bound to the control's parts; a view its code
                // flips the control's state with on a tap flips the state the control's binding holds.
                let outer = tapTarget
                tapTarget = styleTapTarget(node, control)
                defer { tapTarget = outer }
                return withEnvironment(views.count == 1 ? widget(for: views[0]) : stack(views), node)
            }
            guard let plan else { return stack(node.content) }
            return scrollingOnScreen(widget(of: plan, node), node)
        case .plain(let view):
            return plain(view, node)
        case .layout(let layout):
            return self.layout(layout, node)
        case .unknown(let name):
            return placeholder(name, node)
        case .platformView(let view):
            return platformView(view)
        case .stylePart(let part):
            // A part of a style's configuration is bound before it is drawn; one left standing is shown for what it is.
            return placeholder(part.written, node)
        }
    }

    /// `drawn`, a List's or a Form's rows, in a scroller as tall as the device's screen at most where a scene is drawn
    /// on one: a List and a Form scroll their rows (https://developer.apple.com/documentation/swiftui/list: "a
    /// scrollable list"), so the screen keeps its size and the rows past its bottom edge scroll inside it, as on the
    /// device. A card's list keeps its rows' height; a Mac window's, which fits its content, runs down the window, its
    /// background under the last row as a List's is.
    private func scrollingOnScreen(_ drawn: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        guard case .scene = keys, [.styled(.list), .styled(.form)].contains(node.node.kind) else { return drawn }
        guard let screen = PlatformTheme.of(context.platform).deviceScreen else {
            return node.node.kind == .styled(.list) ? drawn.fillingItsContainer() : drawn
        }
        return WidgetPlan(.scroller, [.vexpand: .bool(true), .valign: .alignment(.fill), .maximumHeight: .int(screen.height)],
                          children: [drawn])
    }

    /// What `node`'s family draws for it, or nil for a view of no family: a control from its words (a card's control
    /// from its sample), a container around the views it holds.
    mutating func plan(of node: ResolvedSceneNode) -> FamilyPlan? {
        guard let control = node.control else { return nil }
        let context = planContext(node, control)
        let look = context.resolution.resolved.look
        let isCardControl = if case .card(let card) = keys { node.path == card.control } else { false }
        // A card's control draws its own sample where its family does; every other view of a container holds its views.
        var plan = (isCardControl ? look.draw(context) : nil) ?? layOut(look, context, node) ?? look.draw(context)
        if isCardControl { cardControl = plan }
        // A label written as a title over a subtitle is drawn whole where the family drew its title.
        if !isCardControl, let drawn = plan, let title = node.node.labelTitle, let face = subtitledLabel(node) ?? symbolLabel(node, unlessShownIn: drawn) {
            plan = Self.showing(face, asTitle: title, in: drawn)
        }
        note(plan?.approximation)
        return plan
    }

    /// `look`'s container laying out `node`'s views, or nil when `look` is a control's.
    private mutating func layOut(_ look: any FamilyLook, _ context: ControlContext, _ node: ResolvedSceneNode) -> FamilyPlan? {
        var content = ContainerContent(node, drawing: self)
        let plan = look.layOut(context, holding: &content)
        self = content.drawing
        return plan
    }

    /// The one widget a family's plan for `node` is: its view, its rows one above the other, or a button opening the
    /// menu items it became; with the environment's disabled state, tint and control size. (The gallery's status
    /// lines are left out: a scene shows only its views.)
    private mutating func widget(of plan: FamilyPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        let widget: WidgetPlan = switch plan.content {
        case .widget(let content): faced(content, node)
        case .rows(let rows): rows.count == 1 ? rows[0] : Build.vstack(spacing: 8, rows)
        case .labelled(let rows): rows.count == 1 ? rows[0].widget : Build.vstack(spacing: 8, rows.map(\.widget))
        case .menuItems(let items): menuButton(title: node.node.title ?? node.node.kind.typeName, items: items)
        }
        return withEnvironment(widget, node)
    }

    /// A button whose label is built of more than a title, a symbol or a Label (`Button { … } label: { HStack {
    /// Label(…); Image(systemName: "chevron.forward") } }`) shows its label's own views in the face its style gives
    /// it, as SwiftUI draws whatever the label closure builds inside the button's style
    /// (https://developer.apple.com/documentation/swiftui/button/init(action:label:)); its name stays its title.
    private mutating func faced(_ widget: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        guard widget.kind == .button, widget.children.isEmpty, node.node.hasComposedLabel else { return widget }
        var copy = widget
        copy.properties[.label] = nil
        copy.properties[.iconName] = nil
        let views = labelViews(node)
        let face = views.count == 1 ? views[0] : Build.vstack(spacing: 8, views)
        // A label that takes the row's width (`HStack { Text(…); Spacer(); Image(…) }`) fills the face, its last view
        // at the trailing edge; only a label of its own width is led to the leading edge.
        if face.bool(.hexpand) == true { copy.properties[.leadsContent] = nil }
        copy.children = [face]
        return copy
    }

    /// The class of a Label whose icon takes the accent colour.
    static let tintedLabelIcon = "label-icon-tinted"

    /// `widget` dimmed and insensitive where `.disabled(true)` is in force, carrying the tint and control size in force.
    func withEnvironment(_ widget: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        guard let environment = node.control?.environment else { return widget }
        var copy = widget
        if environment.isDisabled {
            // Dimmed as SwiftUI dims a disabled control (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
            copy.properties[.sensitive] = .bool(false)
            copy.cssClasses.append("scene-disabled")
        }
        if let tint = environment.tint {
            copy.properties[.tint] = .tint(tint)
            // A gauge's ring is painted, not styled: it takes the tint as its colour
            // (https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq: the tint overrides the accent).
            if let hex = tint.fill { copy = copy.replacingRingColor(with: hex) }
        }
        // A sidebar's Label shows its icon in the accent colour, its title in the row's (the stylesheet's tint rules).
        if environment.tintsLabelIcons, node.node.kind == .styled(.label) { copy.cssClasses.append(Self.tintedLabelIcon) }
        if let size = environment.controlSize {
            copy.properties[.controlSize] = .controlSize(size)
            // The size's class sizes the control's bezel and text where the platform draws classes of sizes (the Mac's).
            if let sizeClass = PlatformTheme.controlSizeClass(size) { copy.cssClasses.append(sizeClass) }
        }
        // The tint's colour reaches the control's accent-coloured parts through its class, as a card's chosen tint does.
        // The box around it takes the control's place (its alignment and expansion), and the control fills the box, so
        // a tinted List keeps the width it is given rather than shrinking to its rows' words.
        guard let color = environment.tint?.namedColor else { return copy }
        var properties: [PlanProperty: PlanValue] = [.orientation: .orientation(.horizontal), .homogeneous: .bool(true)]
        for property in [PlanProperty.hexpand, .halign, .vexpand, .valign] {
            properties[property] = copy.properties[property]
        }
        if copy.properties[.halign] != nil { copy.properties[.halign] = .alignment(.fill) }
        if copy.properties[.valign] != nil { copy.properties[.valign] = .alignment(.fill) }
        return WidgetPlan(.box, properties, classes: [color.tintClass], children: [copy])
    }

    /// The context `node`'s family draws in: the control's resolution (on a card, the card's own for its control), the
    /// node's own words (none for a card's control, which draws its sample), and the keys its bindings take. In a
    /// scene, declares the family's slots under the node's scope, starting from the `@State` the node binds.
    mutating func planContext(_ node: ResolvedSceneNode, _ control: SceneControlResolution) -> ControlContext {
        let definition = control.resolution.family.definition
        let templates = definition.slots
        let bound = definition.slot(boundBy: node.node)
        switch keys {
        case .card(let card) where node.path == card.control:
            return ControlContext(resolution: card.resolution, sceneNode: card.drawsItsSample ? nil : node.node, keys: .card,
                                  composed: control.composed)
        case .card(let card):
            let state = node.node.boundState
            let slot = state.flatMap { card.states[$0] }
            return ControlContext(resolution: control.resolution, sceneNode: node.node,
                                  keys: .cardSample(card: card.resolution, path: node.path, fed: bound?.name, cardSlot: slot),
                                  composed: control.composed)
        case .scene:
            let context = ControlContext(resolution: control.resolution, sceneNode: node.node, sceneState: state,
                                         keys: .scene(node.path), composed: control.composed)
            for template in templates {
                let key = context.key(of: template)
                // A constant binding's value is the key's own, kept by no slot.
                guard key.constant == nil, !slots.contains(where: { $0.key == key }) else { continue }
                let initial = template.name == bound?.name ? initialValue(of: node.node, for: template, key: key) : nil
                slots.append(ExampleSlot(key, initial ?? template.value, template.constraint))
            }
            return context
        }
    }

    /// The initial value of the `@State` that `node` binds, when it fits `template`; nil otherwise.
    private func initialValue(of node: SceneNode, for template: SlotTemplate, key: ExampleKey) -> ExampleValue? {
        guard let name = node.boundState, let declared = state.first(where: { $0.name == name }) else { return nil }
        let candidates: [ExampleValue] = switch declared.value {
        case .bool(let value): [.bool(value)]
        case .string(let value): [.string(value)]
        case .localized(let localized): [.string(localized.words)]
        case .number(let value): [Int(exactly: value).map(ExampleValue.int), .double(value)].compactMap { $0 }
        // A date written as seconds since 1970 (`Date(timeIntervalSince1970: 1_750_000_000)`): a date picker shows it.
        case .expression(let written): Self.writtenDate(written).map { [.string($0.text)] } ?? []
        case .binding, .choice: []
        }
        let slot = ExampleSlot(key, template.value, template.constraint)
        for candidate in candidates {
            if case .success(let value) = slot.validate(candidate) { return value }
        }
        // A selection by index (a Picker's): the option whose tag is the state's value, or, untagged, whose title is.
        guard case .int = template.value, let index = node.children.firstIndex(where: { Self.option($0, isTagged: declared.value) }),
              case .success(let value) = slot.validate(.int(index)) else { return nil }
        return value
    }

    /// The date `Date(timeIntervalSince1970: N)` writes, or nil for any other expression (`Date()`, the moment the app
    /// runs, has no one value).
    static func writtenDate(_ written: String) -> ExampleDate? {
        let prefix = "Date(timeIntervalSince1970:"
        guard written.hasPrefix(prefix), written.hasSuffix(")") else { return nil }
        let number = written.dropFirst(prefix.count).dropLast().filter { !$0.isWhitespace && $0 != "_" }
        return Double(number).flatMap { ExampleDate(secondsSince1970: $0) }
    }

    /// Whether `option` is the one a selection holding `value` picks: its `.tag(…)` is written as `value` is (a case
    /// as `.dark` or `Appearance.dark`), or, without a tag, its title is the string `value`.
    private static func option(_ option: SceneNode, isTagged value: SceneValue) -> Bool {
        let tag = option.modifiers.lazy.compactMap { modifier -> String? in
            guard case .other("tag", let source) = modifier.kind, source.hasPrefix(".tag("), source.hasSuffix(")") else { return nil }
            return String(source.dropFirst(5).dropLast())
        }.first
        guard let tag else { return value.words.map { $0 == option.title } ?? false }
        return caseName(tag) == caseName(SceneSource.value(value))
    }

    /// A case written with or without its type (`Appearance.dark`, `.dark`) as `.dark`; other code as written.
    private static func caseName(_ written: String) -> String {
        guard let dot = written.lastIndex(of: "."), written.first?.isUppercase == true || written.first == ".",
              written[written.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return written }
        return String(written[dot...])
    }

    /// Declares the state a view with no style family binds (a Slider's value), once.
    mutating func declare(_ slot: ExampleSlot) {
        guard !slots.contains(where: { $0.key == slot.key }) else { return }
        slots.append(slot)
    }

    /// Keeps an approximation note, once.
    mutating func note(_ approximation: String?) {
        guard let approximation, !approximations.contains(approximation) else { return }
        approximations.append(approximation)
    }

    /// The widgets of `nodes`, one above the other.
    mutating func stack(_ nodes: [ResolvedSceneNode], spacing: Int = 8) -> WidgetPlan {
        Build.vstack(spacing: spacing, nodes.map { widget(for: $0) })
    }

    /// A view the gallery does not know, as a labelled box in its place.
    private mutating func placeholder(_ name: String, _ node: ResolvedSceneNode) -> WidgetPlan {
        let label = Build.text("\(name) — not known to the gallery", classes: ["dim-label"], [.wraps: .bool(true), .wrapsInsideWords: .bool(true)]).from(.gallery)
        return Build.vstack(spacing: 6, classes: ["scene-placeholder"], [label] + node.content.map { widget(for: $0) })
    }
}

/// Whose state a drawing's controls bind.
enum SceneKeys {
    /// A scene's own: each control's keys under its node's path, starting from the `@State` it binds.
    case scene
    /// A card's (``CardScene``): its control binds the catalog's keys of its card, and the views of its sample bind
    /// the card's slots that their `$state` names.
    case card(CardKeys)
}

/// What a card's drawing needs to bind its state: where its control sits, its resolution, whether the control draws
/// its own sample, and the card's slots by the `@State` its code binds them to.
struct CardKeys {
    /// Where the card's control sits; nil for a composed style's card, which has none.
    let control: ScenePath?
    let resolution: Resolution
    let drawsItsSample: Bool
    let states: [String: SlotTemplate]
}

extension SceneNode {
    /// The name of the `@State` its first `$binding` argument names (`wifi` of `isOn: $wifi`), or nil.
    var boundState: String? {
        arguments.lazy.compactMap { argument -> String? in
            if case .binding(let name) = argument.value { return name }
            return nil
        }.first
    }
}

extension ResolvedSceneNode {
    /// The resolved views of the node's main closure.
    var content: [ResolvedSceneNode] {
        Array(children.prefix(node.children.count))
    }

    /// The resolved views of the node's closure labelled `label` (`header`, `detail`), or none.
    func slot(_ label: String) -> [ResolvedSceneNode] {
        var start = node.children.count
        for slot in node.slots {
            if slot.label == label { return Array(children.dropFirst(start).prefix(slot.children.count)) }
            start += slot.children.count
        }
        return []
    }

    /// The resolved views each content-holding modifier holds, with the modifier, in source order; an attachment is
    /// listed even when it holds none (an alert written without actions still shows, with its OK button).
    var modifierContents: [(modifier: SceneModifier.Kind, nodes: [ResolvedSceneNode])] {
        var start = node.children.count + node.slots.reduce(0) { $0 + $1.children.count }
        var contents: [(modifier: SceneModifier.Kind, nodes: [ResolvedSceneNode])] = []
        for modifier in node.modifiers {
            if case .attached = modifier.kind {} else if modifier.content.isEmpty { continue }
            contents.append((modifier.kind, Array(children.dropFirst(start).prefix(modifier.content.count))))
            start += modifier.content.count
        }
        return contents
    }
}

/// Where a presentation is written: the path of the view it is written on and the modifier's place in its chain.
struct PresentationSite: Hashable {
    let presenter: ScenePath
    let modifier: Int
}
