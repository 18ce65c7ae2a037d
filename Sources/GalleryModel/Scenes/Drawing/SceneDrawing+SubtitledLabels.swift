/// A control's label written as a title over a subtitle, as settings screens write them: `Toggle(isOn: $avx) {
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle").font(.subheadline).foregroundStyle(.secondary) } }`,
/// or the two Texts alone in the label closure, which SwiftUI sets as a title and a smaller, secondary subtitle ("use a
/// view builder that creates multiple Text views where the first text represents the title and the second text
/// represents the subtitle": https://developer.apple.com/documentation/swiftui/labeledcontent). SwiftUI draws the
/// whole label wherever the control puts its title (beside the switch, after the check box, in a form row's label), so
/// the scene draws the label's face there, whichever family drew the title; the control is still named by the title.
extension SceneDrawing {
    /// The face of `node`'s label when it is a title over a subtitle: the VStack it writes, drawn with its own fonts and
    /// colours, or its Texts one above the other, the lines after the first in the subtitle's smaller, secondary look
    /// where they set none of their own; nil for any other label, and for a control with a title of its own.
    mutating func subtitledLabel(_ node: ResolvedSceneNode) -> WidgetPlan? {
        guard node.node.title == nil else { return nil }
        let slot = node.slot("label")
        let views = slot.isEmpty && node.node.kind.labelIsContent ? node.content : slot
        if views.count == 1, let stack = views.first, stack.node.kind == .layout(.vStack),
           stack.content.count > 1, stack.content[0].node.kind == .plain(.text) {
            return widget(for: stack).with(.halign, .alignment(.start))
        }
        guard views.count > 1, views.allSatisfy({ $0.node.kind == .plain(.text) }) else { return nil }
        let lines = views.indices.map { index in
            index == 0 ? widget(for: views[index]) : Self.subtitle(widget(for: views[index]), views[index].node)
        }
        return Build.vstack(spacing: 2, lines).with(.halign, .alignment(.start))
    }

    /// The face of `node`'s label when it is a Label with a symbol, for a control that shows its label beside its value
    /// (`Toggle(isOn: $alerts) { Label("Alerts", systemImage: "bell") }`, a LabeledContent's or a Picker's label): the
    /// Label as its style draws it, its symbol before its title, where the control drew its title alone. nil for any
    /// other label, and where `plan` shows the symbol already (a toggle drawn as a button draws its Label itself).
    mutating func symbolLabel(_ node: ResolvedSceneNode, unlessShownIn plan: FamilyPlan) -> WidgetPlan? {
        guard node.node.title == nil, let family = node.node.family, [.toggle, .labeledContent, .picker, .datePicker].contains(family) else { return nil }
        let slot = node.slot("label")
        let views = slot.isEmpty && node.node.kind.labelIsContent ? node.content : slot
        guard views.count == 1, let label = views.first, label.node.kind == .styled(.label), let symbol = label.node.labelSymbol else { return nil }
        let icon = SymbolCatalog.iconName(for: symbol)
        let shown: [WidgetPlan] = switch plan.content {
        case .widget(let widget): [widget]
        case .rows(let rows): rows
        case .labelled(let rows): rows.map(\.control)
        case .menuItems: []
        }
        guard !shown.flatMap(\.allPlans).contains(where: { $0.string(.iconName) == icon }) else { return nil }
        return widget(for: label).with(.halign, .alignment(.start))
    }

    /// `line` in a subtitle's look, smaller and secondary, as far as its Text sets no font or colour of its own.
    private static func subtitle(_ line: WidgetPlan, _ text: SceneNode) -> WidgetPlan {
        var copy = line
        let sets = { (test: (SceneModifier.Kind) -> Bool) in text.modifiers.contains { test($0.kind) } }
        if !sets({ if case .font = $0 { true } else { $0.isWritten(.font) } }) {
            copy = SceneDecoration.font(.subheadline).applied(to: copy)
        }
        if !sets({ if case .foregroundStyle = $0 { true } else { $0.isWritten(.foregroundColor) } }),
           !copy.cssClasses.contains("dim-label") {
            copy.cssClasses.append("dim-label")
        }
        return copy
    }

    /// `plan` with the control's title, wherever its family drew it, replaced by `face`: the words of a label (beside a
    /// switch, in a menu's row), the title of a check box or a button (the face its child), a form row's label. The
    /// control keeps the title as its name and says the subtitle as its description.
    static func showing(_ face: WidgetPlan, asTitle title: String, in plan: FamilyPlan) -> FamilyPlan {
        var copy = plan
        let subtitle = face.allPlans.compactMap { $0.string(.text) }.dropFirst().joined(separator: " ")
        let shown = { (widget: WidgetPlan) in describing(showing(face, asTitle: title, in: widget), named: title, as: subtitle) }
        switch plan.content {
        case .widget(let widget):
            copy.content = .widget(shown(widget))
        case .rows(let rows):
            copy.content = .rows(rows.map(shown))
        case .labelled(let rows):
            copy.content = .labelled(rows.map { row in
                var placed = row
                if row.label == title {
                    placed.face = face
                    placed.control = describing(row.control, named: title, as: subtitle)
                } else {
                    placed.control = shown(row.control)
                }
                return placed
            })
        case .menuItems:
            break
        }
        return copy
    }

    /// `widget` with every widget named `title` (the control) described by `subtitle`.
    private static func describing(_ widget: WidgetPlan, named title: String, as subtitle: String) -> WidgetPlan {
        guard !subtitle.isEmpty else { return widget }
        var copy = widget
        if copy.accessibleName == title, copy.kind != .label { copy.properties[.accessibleDescription] = .string(subtitle) }
        copy.children = copy.children.map { describing($0, named: title, as: subtitle) }
        return copy
    }

    /// `widget` with its first drawing of `title` replaced by `face`.
    private static func showing(_ face: WidgetPlan, asTitle title: String, in widget: WidgetPlan) -> WidgetPlan {
        var replaced = false
        return replacing(widget, &replaced) { candidate in
            if candidate.kind == .label, candidate.binding == nil, candidate.string(.text) == title {
                var placed = face
                for property in [PlanProperty.hexpand, .halign] { placed.properties[property] = candidate.properties[property] ?? placed.properties[property] }
                return placed
            }
            guard [.checkButton, .button, .toggleButton].contains(candidate.kind), candidate.children.isEmpty,
                  candidate.string(.label) == title else { return nil }
            var copy = candidate
            copy.properties[.label] = nil
            copy.properties[.iconName] = nil
            copy.children = [face]
            return copy
        }
    }

    /// `widget` with the first widget `change` gives a replacement for replaced, depth first.
    private static func replacing(_ widget: WidgetPlan, _ replaced: inout Bool, _ change: (WidgetPlan) -> WidgetPlan?) -> WidgetPlan {
        if let changed = change(widget) {
            replaced = true
            return changed
        }
        var copy = widget
        for index in copy.children.indices where !replaced {
            copy.children[index] = replacing(copy.children[index], &replaced, change)
        }
        return copy
    }
}

extension SceneViewKind {
    /// Whether the view's main closure is its label when it has no `label:` closure: a Toggle's, a Button's, a
    /// NavigationLink's or a Link's (a Picker's or a Menu's holds its choices, a LabeledContent's its value).
    var labelIsContent: Bool {
        [.styled(.toggle), .styled(.button), .plain(.navigationLink), .plain(.link)].contains(self)
    }
}
