/// What the modifiers holding views (``SceneAttachment``) draw with a view: its layers (`.overlay { }` over it,
/// `.background { }` under it, `.safeAreaInset(edge:) { }` at its edge) and the buttons a swipe reveals on a list row;
/// and the screens it presents (its context menu open, its sheets, alerts…), each drawn as what it is on the platform
/// (SceneDrawing+Presentations) and kept for ``ScenePlanner`` to draw after the scene.
extension SceneDrawing {
    /// `widget` with `node`'s layers and swipe actions, in the order the modifiers are written (the first written is
    /// the closest to the view: `.overlay(A).background(B)` puts B under the view and A); the screens its modifiers
    /// present are added to ``presentations``, in the order they are written.
    mutating func attached(_ widget: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        var drawn = widget
        var leading: [ResolvedSceneNode] = []
        var trailing: [ResolvedSceneNode] = []
        // The first swipe actions' modifier, and where the presentations stood when it was read.
        var swipeSite: (Int, Int)?
        var contents = node.modifierContents[...]
        let framesInPlace = SceneFrame.isLayered(node.node)
        for (index, modifier) in node.node.modifiers.enumerated() {
            // `.frame(width: 60, height: 60).background(in: Circle())`: the layer takes the frame's size.
            if framesInPlace, let frame = SceneFrame(modifiers: [modifier]) {
                drawn = frame.framed(drawn, scale: pixelsPerPoint)
                continue
            }
            // Padding, a clip shape and a foreground colour change the view drawn so far, in their place in the chain.
            if let decoration = SceneDecoration(modifier.kind) {
                drawn = decoration.scaled(by: pixelsPerPoint).applied(to: drawn)
                continue
            }
            // A screen comes before what its own views present (a sheet before the alert a view of the sheet shows).
            let before = presentations.count
            if case .contextMenu = modifier.kind {
                if !modifier.content.isEmpty, let (_, nodes) = contents.popFirst() {
                    present(contextMenu(nodes, on: node), by: node, modifier: index, at: before)
                }
                continue
            }
            guard case .attached = modifier.kind, let (kind, nodes) = contents.popFirst(), case .attached(let attachment, _) = kind else {
                if !modifier.content.isEmpty { _ = contents.popFirst() }
                continue
            }
            switch attachment.kind {
            case .overlay, .background:
                drawn = layered(drawn, layer: nodes, attachment)
            case .safeAreaInset:
                drawn = inset(drawn, nodes, attachment)
            case .swipeActions:
                // Apple TV has no swipe actions (the modifier's page lists no tvOS): its rows are drawn closed, and the
                // row says the modifier is missing there.
                guard ModifierAvailability.of(attachment.kind.rawValue)?.isAvailable(on: context.platform) != false else { continue }
                if attachment.argument("edge") == ".leading" { leading += nodes } else { trailing += nodes }
                swipeSite = swipeSite ?? (index, before)
            case .sheet, .popover, .fullScreenCover, .navigationDestination, .inspector, .alert, .confirmationDialog, .tabItem:
                // A tab item is its tab's label, which the TabView draws.
                if let panel = presentation(attachment, nodes, on: node) { present(panel, by: node, modifier: index, at: before) }
            }
        }
        // The row rests closed, as every row does until a person swipes it; the first row with swipe actions is shown
        // swiped open apart, under a caption, as a presented screen is.
        if let (index, before) = swipeSite, !drewSwipedRow {
            present(captioned(Build.vstack(spacing: 0, classes: [Self.swipedRowClass], [swiped(drawn, leading: leading, trailing: trailing)]),
                              written: ".swipeActions", on: node),
                    by: node, modifier: index, at: before)
            drewSwipedRow = true
        }
        return drawn
    }

    /// `view` with `layer`'s views over it (`.overlay`) or under it (`.background`), the view giving both their size, as
    /// SwiftUI sizes a view's overlay and background to the view
    /// (https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:),
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)). Several views of one
    /// closure stand in an implicit ZStack; the layer sits where `alignment:` says (centred by default), and a shape
    /// or a colour fills the view.
    mutating func layered(_ view: WidgetPlan, layer nodes: [ResolvedSceneNode], _ attachment: SceneAttachment) -> WidgetPlan {
        let views = nodes.map { node in Self.fitted(widget(for: node), node) }
        var layer = views.count == 1 ? views[0] : WidgetPlan(.overlay, children: views)
        let (horizontal, vertical) = Self.alignment(attachment.argument("alignment"))
        if views.count > 1 || layer.alignment(.halign) != .fill {
            layer.properties[.halign] = .alignment(horizontal)
            layer.properties[.valign] = .alignment(vertical)
        }
        if attachment.kind == .background { layer.properties[.drawnBelow] = .bool(true) }
        // The layers take the view's room: as wide as the view where it does not take the row's width.
        let expands = view.bool(.hexpand) == true
        let halign = view.alignment(.halign) ?? (expands ? .fill : .center)
        return WidgetPlan(.overlay, [.halign: .alignment(halign), .hexpand: .bool(expands)], children: [view, layer])
    }

    /// A layer's widget sized to the view it decorates: a shape or a colour with no `.frame` of its own takes the view's
    /// size, not the row's width and the 44 points it takes standing alone (a layer is offered the view's size:
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
    static func fitted(_ widget: WidgetPlan, _ node: ResolvedSceneNode) -> WidgetPlan {
        let framed = SceneShape(node.node).map { $0.width != nil || $0.height != nil } ?? false
        guard [.shape, .colorSwatch].contains(widget.kind), widget.bool(.hexpand) == true, !framed else { return widget }
        var copy = widget
        copy.properties[.height] = nil
        copy.properties[.hexpand] = .bool(false)
        copy.properties[.vexpand] = .bool(false)
        copy.properties[.halign] = .alignment(.fill)
        copy.properties[.valign] = .alignment(.fill)
        return copy
    }

    /// `view` with the views of `.safeAreaInset(edge:)` beside it at that edge, the view's safe area shrunk by them
    /// (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)).
    mutating func inset(_ view: WidgetPlan, _ nodes: [ResolvedSceneNode], _ attachment: SceneAttachment) -> WidgetPlan {
        let edge = attachment.argument("edge") ?? ".bottom"
        let horizontal = edge == ".leading" || edge == ".trailing"
        // Along the edge the inset's views are centred, unless one takes the room along it (a player bar's HStack with
        // a Spacer runs the screen's width).
        let along: PlanValue.Orientation = horizontal ? .vertical : .horizontal
        let views = nodes.map { node in (node, widget(for: node)) }
        let axis: SceneAxes = horizontal ? .vertical : .horizontal
        let runs = views.contains { takes($0.0, drawn: $0.1, along: along).contains(axis) }
        var properties: [PlanProperty: PlanValue] = [.halign: .alignment(horizontal ? .start : runs ? .fill : .center)]
        if runs, !horizontal { properties[.hexpand] = .bool(true) }
        let content = Build.stack(along, spacing: 8, views.map { runs ? $0.1.with(horizontal ? .vexpand : .hexpand, .bool(true)) : $0.1 }, properties)
        let first = edge == ".top" || edge == ".leading"
        return Build.stack(horizontal ? .horizontal : .vertical, spacing: 0, first ? [content, view] : [view, content])
    }

    /// The alignment a layer's `alignment:` names (`.topTrailing`), along each axis; the centre when none is written.
    static func alignment(_ written: String?) -> (horizontal: PlanValue.Alignment, vertical: PlanValue.Alignment) {
        let name = (written ?? ".center").lowercased()
        let horizontal: PlanValue.Alignment = name.hasSuffix("leading") ? .start : name.hasSuffix("trailing") ? .end : .center
        let vertical: PlanValue.Alignment = name.hasPrefix(".top") ? .start : name.hasPrefix(".bottom") ? .end : .center
        return (horizontal, vertical)
    }

    /// The class of a row shown swiped open apart from its list: its list's row panel.
    static let swipedRowClass = "scene-swiped-row"

    /// A list row as a swipe reveals it, the first row with swipe actions only (a person swipes one row at a time, and
    /// every other row rests closed): the buttons of `.swipeActions(edge: .leading)` at its leading edge and the
    /// others at its trailing edge (a row with both shows both, which a person reveals one at a time, so that every
    /// action is seen), each edge's first action at the edge itself ("Actions appear in the order you list
    /// them, starting from the swipe's originating edge":
    /// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)).
    mutating func swiped(_ row: WidgetPlan, leading: [ResolvedSceneNode], trailing: [ResolvedSceneNode]) -> WidgetPlan {
        let before = leading.flatMap { swipeButtons($0) }
        let after = trailing.flatMap { swipeButtons($0) }.reversed()
        // The row's own views keep the room the buttons leave, at its leading edge, on one line: the swipe slides the
        // row aside rather than narrowing it.
        let content = Build.hstack(spacing: 0, [row.kind == .label ? row.with(.wraps, .bool(false)) : row]).with(.hexpand, .bool(true))
        guard context.platform == .watchOS else { return Build.hstack(spacing: 0, before + [content] + after).with(.hexpand, .bool(true)) }
        // A watch's row already takes the screen's width: the buttons stand over its edges, so the row stays as wide as
        // the screen, as the row slid aside under them does.
        let edges = Build.hstack(spacing: 0, before + [Build.spacer()] + after).with(.hexpand, .bool(true))
        return WidgetPlan(.overlay, [.hexpand: .bool(true)], children: [content, edges])
    }

    /// The swipe buttons a view of a swipe-actions closure is: a Button one, a stack or ForEach its views' buttons,
    /// another view itself.
    private mutating func swipeButtons(_ node: ResolvedSceneNode) -> [WidgetPlan] {
        switch node.node.kind {
        case .styled(.button): [swipeButton(node)]
        case .layout: node.content.flatMap { swipeButtons($0) }
        default: [widget(for: node)]
        }
    }

    /// A swipe action's button as iOS draws it: a block the row's height filled with its tint, else red for a
    /// destructive role ("SwiftUI presents a destructive button that you add with the swipeActions modifier using a red
    /// background": https://developer.apple.com/documentation/swiftui/buttonrole/destructive), else grey; holding its
    /// label's symbol in white, or its title where the label has no symbol (SwiftUI shows a swipe action's Label as
    /// its icon).
    mutating func swipeButton(_ node: ResolvedSceneNode) -> WidgetPlan {
        let tint = node.node.ownTint ?? node.control?.environment.tint?.namedColor
        let color = tint ?? (node.node.buttonRole == .destructive ? .red : .gray)
        let title = node.node.labelTitle ?? ""
        let face = node.node.labelSymbol.map { Build.icon($0, classes: ["scene-swipe-label"]) }
            ?? Build.text(title, classes: ["scene-swipe-label"])
        let fill = WidgetPlan(.colorSwatch, [.color: .string(color.hex ?? "#8e8e93"), .width: .int(74), .height: .int(44), .hexpand: .bool(false), .vexpand: .bool(true)])
            .decorative()
        var button = WidgetPlan(.overlay, [.vexpand: .bool(true)], children: [fill, face.with(.halign, .alignment(.center)).with(.valign, .alignment(.center))])
        button.accessibleName = title.isEmpty ? node.node.kind.typeName : title
        return tagged(button, node)
    }
}
