/// The containers of a scene whose look a style family chooses, drawing the scene's own children in the look the
/// container resolved to, as their family planners draw the sample's.
extension SceneDrawing {
    /// A Form: its sections (and the rows outside any section) as the form style lays them out
    /// (https://developer.apple.com/documentation/swiftui/form): grouped panels under their headers, or the Mac's
    /// columns of aligned rows.
    mutating func form(_ node: ResolvedSceneNode, _ context: PlanContext) -> WidgetPlan {
        let look = context.look(as: FormFamily.Look.self)
        let mac = context.platform == .macOS
        let sections = self.sections(node.content).map { section in
            let header = section.header.map {
                Build.text($0, classes: [mac || look == .columns ? "heading" : "list-header"],
                           [.halign: .alignment(.start), .uppercased: .bool(!mac && look == .grouped)])
            }
            let rows = section.rows.map { widget(for: $0) }
            let body: WidgetPlan = switch look {
            case .grouped:
                WidgetPlan(.listBox, classes: FormPlanner.panelClasses(on: context.platform),
                           children: rows.map { WidgetPlan(.listRow, children: [$0]) }, accessibleName: section.header ?? "Form")
            case .columns:
                Build.vstack(spacing: 8, rows)
            }
            let drawn = Build.vstack(spacing: 6, [header].compactMap { $0 } + [body])
            return section.node.map { tagged(drawn, $0) } ?? drawn
        }
        return Build.vstack(spacing: look == .grouped ? 18 : 12, classes: look == .columns ? ["form-columns"] : [], sections)
    }

    /// A List: its rows in the resolved list style, its sections grouped under their headers
    /// (https://developer.apple.com/documentation/swiftui/list).
    mutating func list(_ node: ResolvedSceneNode, _ context: PlanContext) -> WidgetPlan {
        let base = context.look(as: ListFamily.Look.self).base
        // Grouped lists on iOS-family platforms set section headers in capitals (as ListPlanner draws them).
        let capitals = context.platform != .macOS && [.grouped, .insetGrouped].contains(base)
        let platters = ListPlanner.rowsOnPlatters(base, on: context.platform) ? ["list-platters"] : []
        let sections = self.sections(node.content).map { section in
            let header = section.header.map {
                Build.text($0, classes: ["list-header"], [.halign: .alignment(.start), .uppercased: .bool(capitals)])
            }
            let rows = section.rows.map { WidgetPlan(.listRow, children: [widget(for: $0)]) }
            let box = WidgetPlan(.listBox, classes: ["list-style", "list-\(base.rawValue)"] + platters, children: rows,
                                 accessibleName: section.header ?? "List")
            let drawn = Build.vstack(spacing: 6, [header].compactMap { $0 } + [box])
            return section.node.map { tagged(drawn, $0) } ?? drawn
        }
        let page = [.plain, .inset].contains(base) ? ["list-section-\(base.rawValue)"] : []
        return Build.vstack(spacing: 12, classes: page, sections)
    }

    /// The sections of a form's or list's rows: each Section with its header, and the rows between sections as
    /// sections of their own without one.
    private func sections(_ nodes: [ResolvedSceneNode]) -> [(node: ResolvedSceneNode?, header: String?, rows: [ResolvedSceneNode])] {
        var sections: [(node: ResolvedSceneNode?, header: String?, rows: [ResolvedSceneNode])] = []
        for child in nodes {
            if child.node.kind == .layout(.section) {
                sections.append((child, sectionHeader(child), child.content))
            } else if let last = sections.last, last.node == nil {
                sections[sections.count - 1].rows.append(child)
            } else {
                sections.append((nil, nil, [child]))
            }
        }
        return sections
    }

    /// A ControlGroup: its children side by side, joined as one control, or a menu of them where the group resolved
    /// to a menu (https://developer.apple.com/documentation/swiftui/controlgroup).
    mutating func controlGroup(_ node: ResolvedSceneNode, _ context: PlanContext) -> WidgetPlan {
        switch context.look(as: ControlGroupFamily.Look.self) {
        case .menu, .compactMenu, .submenu, .menuRow:
            let items = menuItems(node.content)
            return menuButton(title: node.node.title ?? "ControlGroup", items: items, context: context)
        case .navigation, .palette, .segmented, .myControlGroupStyle:
            let controls = node.content.map { widget(for: $0) }
            return withEnvironment(Build.hstack(spacing: 0, classes: ["linked"], controls), node)
        }
    }

    /// A DisclosureGroup: the resolved look's expander holding the scene's children, which the resolver gave the
    /// environment around them (https://developer.apple.com/documentation/swiftui/disclosuregroup).
    mutating func disclosureGroup(_ node: ResolvedSceneNode, _ context: PlanContext) -> WidgetPlan {
        let content = Build.vstack(spacing: 6, classes: ["disclosure-content"], node.content.map { widget(for: $0) })
        return withEnvironment(DisclosureGroupPlanner.expander(
            context.title(SampleContent.disclosure.title), indicator: DisclosureGroupPlanner.indicator(context),
            binding: context.bind(DisclosureGroupFamily.isExpanded, .isOn), content: content), node)
    }

    /// A GroupBox: its label over the scene's children, in the resolved look's box
    /// (https://developer.apple.com/documentation/swiftui/groupbox).
    mutating func groupBox(_ node: ResolvedSceneNode, _ context: PlanContext) -> WidgetPlan {
        let label = node.node.title == nil ? [] : [GroupBoxPlanner.label(context.item(SampleContent.groupBox.label), bold: true)]
        let content = node.content.map { widget(for: $0) }
        switch context.look(as: GroupBoxFamily.Look.self) {
        case .roundedBackground: return Build.vstack(spacing: 8, classes: ["group-box"], label + content)
        case .titledBox: return Build.vstack(spacing: 4, label + [Build.vstack(spacing: 8, classes: ["group-box-bordered"], content)])
        case .cardGroupBoxStyle: return Build.vstack(spacing: 8, classes: ["card-group-box"], label + content)
        }
    }

    /// A TabView: its first tab's content over a bar of its tabs' titles
    /// (https://developer.apple.com/documentation/swiftui/tabview).
    mutating func tabView(_ node: ResolvedSceneNode) -> WidgetPlan {
        let tabs = node.content
        let bar = tabs.enumerated().map { index, tab in
            tagged(WidgetPlan(.toggleButton, [.label: .string(tab.node.title ?? "Tab \(index + 1)")],
                              classes: ["flat"] + (index == 0 ? ["tab-item"] : [])), tab)
        }
        let shown = tabs.first.map { stack($0.content) } ?? Build.vstack([])
        if tabs.count > 1 { note("Only the first tab's content is drawn; the other tabs show in the tab bar.") }
        return Build.vstack(spacing: 8, [shown, Build.hstack(spacing: 4, classes: ["linked"], bar)])
    }

    /// A NavigationSplitView: its sidebar beside its content and detail columns
    /// (https://developer.apple.com/documentation/swiftui/navigationsplitview).
    mutating func splitView(_ node: ResolvedSceneNode) -> WidgetPlan {
        let sidebar = stack(node.content)
        let detail = stack(node.slot("content") + node.slot("detail"))
        return WidgetPlan(.paned, [.orientation: .orientation(.horizontal), .position: .int(180)], children: [sidebar, detail])
    }

    /// A LabeledContent: its title at the leading edge and its content at the trailing edge
    /// (https://developer.apple.com/documentation/swiftui/labeledcontent).
    mutating func labeledContent(_ node: ResolvedSceneNode) -> WidgetPlan {
        Build.hstack(spacing: 12, [Build.text(node.node.title ?? "", [.hexpand: .bool(true), .halign: .alignment(.start)])]
                     + node.content.map { widget(for: $0) })
    }
}
