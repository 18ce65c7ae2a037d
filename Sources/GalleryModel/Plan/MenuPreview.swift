/// The open menu drawn in place: a card in the menu placement shows its menu's items
/// below the menu's button, as the opened menu would list them, so cards differ
/// without being opened. The rows are live and bound to the same state as the menu.
enum MenuPreview {
    /// The widgets of an open menu listing `items`.
    static func plan(_ items: [MenuItemPlan]) -> WidgetPlan {
        Build.vstack(spacing: 0, classes: ["menu-preview"], rows(items))
    }

    private static func rows(_ items: [MenuItemPlan]) -> [WidgetPlan] {
        var rows: [WidgetPlan] = []
        for item in items {
            switch item {
            case .action(let title, let icon, let binding):
                rows.append(WidgetPlan(.button, [:], classes: ["flat", "menu-preview-item"], children: [row(icon: icon, title: title)],
                                       binding: binding, accessibleName: title))
            case .check(let title, let binding):
                // The checkmark shows only while the Boolean is on, as a menu's check item does.
                let mark = WidgetPlan(.image, [.onIcon: .string("object-select-symbolic"), .width: .int(16)],
                                      binding: binding, origin: .system)
                rows.append(WidgetPlan(.toggleButton, [:], classes: ["flat", "menu-preview-item"],
                                       children: [Build.hstack(spacing: 6, [mark, Build.text(title)])], binding: binding, accessibleName: title))
            case .choice(let title, let binding):
                rows.append(WidgetPlan(.checkButton, [.label: .string(title)], classes: ["menu-preview-item"], binding: binding,
                                       accessibleName: title))
            case .submenu(let title, let icon, _):
                // A submenu's row carries a chevron; its items open beside it.
                rows.append(Build.hstack(spacing: 6, classes: ["menu-preview-item"], [
                    row(icon: icon, title: title), Build.icon("chevron.right").from(.system),
                ]))
            case .section(let title, let items, let horizontal):
                if !rows.isEmpty { rows.append(WidgetPlan(.separator, [.orientation: .orientation(.horizontal)], classes: ["menu-preview-separator"])) }
                if let title { rows.append(Build.text(title, classes: ["menu-preview-heading", "dim-label"], [.halign: .alignment(.start)])) }
                let inner = self.rows(items)
                rows += horizontal ? [Build.hstack(spacing: 4, classes: ["menu-preview-row"], inner.map(iconOnly))] : inner
            }
        }
        return rows
    }

    /// An item's icon (when it has one) and title, at the leading edge.
    private static func row(icon: String?, title: String) -> WidgetPlan {
        var parts = [Build.text(title, [.hexpand: .bool(true), .halign: .alignment(.start)])]
        if let icon { parts.insert(WidgetPlan(.image, [.iconName: .string(icon)]), at: 0) }
        return Build.hstack(spacing: 8, parts)
    }

    /// A row of a horizontal section: the icon alone, the title left to its name (a palette or control group row).
    private static func iconOnly(_ row: WidgetPlan) -> WidgetPlan {
        guard row.kind == .button, let icon = row.allPlans.first(where: { $0.kind == .image })?.string(.iconName) else { return row }
        var button = row
        button.children = []
        button.properties[.iconName] = .string(icon)
        button.properties[.tooltip] = row.accessibleName.map(PlanValue.string)
        return button
    }
}
