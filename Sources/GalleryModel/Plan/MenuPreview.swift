/// The open menu drawn in place: a card in the menu placement shows its menu's items
/// below the menu's button, as the opened menu would list them, so cards differ
/// without being opened. The rows are live and bound to the same state as the menu.
/// They follow the platform's ``MenuLayout``: each item's symbol where the platform puts it,
/// destructive items in red ("the menu system displays the menu element in a more prominent
/// style, such as with red text", developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive),
/// sections parted as the platform parts them.
enum MenuPreview {
    /// The widgets of an open menu listing `items`, laid out as `layout` says.
    static func plan(_ items: [MenuItemPlan], layout: MenuLayout) -> WidgetPlan {
        Build.vstack(spacing: 0, classes: ["menu-preview"], rows(items, layout: layout))
    }

    private static func rows(_ items: [MenuItemPlan], layout: MenuLayout) -> [WidgetPlan] {
        var rows: [WidgetPlan] = []
        for item in items {
            switch item {
            case .action(let title, let icon, let binding, let destructive):
                rows.append(WidgetPlan(.button, [:], classes: ["flat", "menu-preview-item"] + (destructive ? ["destructive-text"] : []),
                                       children: [row(icon: icon, title: title, layout: layout)], binding: binding, accessibleName: title))
            case .check(let title, let binding):
                // The checkmark shows only while the Boolean is on, as a menu's check item does.
                let mark = WidgetPlan(.image, [.onIcon: Build.iconValue("checkmark"), .width: .int(16)],
                                      binding: binding, origin: .system)
                rows.append(WidgetPlan(.toggleButton, [:], classes: ["flat", "menu-preview-item"],
                                       children: [Build.hstack(spacing: 6, [mark, Build.text(title)])], binding: binding, accessibleName: title))
            case .choice(let title, let binding):
                rows.append(WidgetPlan(.checkButton, [.label: .string(title)], classes: ["menu-preview-item"], binding: binding,
                                       accessibleName: title))
            case .paletteOption(let option):
                rows.append(paletteButton(option))
            case .submenu(let title, let icon, _):
                // A submenu's row carries a chevron; its items open beside it.
                rows.append(Build.hstack(spacing: 6, classes: ["menu-preview-item"], [
                    row(icon: icon, title: title, layout: layout), Build.icon("chevron.right").from(.system),
                ]))
            case .section(let title, let items, let horizontal):
                if !rows.isEmpty {
                    rows.append(WidgetPlan(.separator, [.orientation: .orientation(.horizontal)],
                                           classes: ["menu-preview-separator"] + (layout.widePartitions ? ["menu-preview-gap"] : [])))
                }
                if let title { rows.append(Build.text(title, classes: ["menu-preview-heading", "dim-label"], [.halign: .alignment(.start)])) }
                // A row of icon buttons always shows its icons, whatever the layout does with titled rows.
                let inner = self.rows(items, layout: horizontal ? MenuLayout(iconAlignment: .start, widePartitions: layout.widePartitions) : layout)
                rows += horizontal ? [Build.hstack(spacing: 4, classes: ["menu-preview-row"], inner.map(iconOnly))] : inner
            }
        }
        return rows
    }

    /// An item's title, with its icon (when it has one and the layout shows icons) on the layout's side.
    private static func row(icon: String?, title: String, layout: MenuLayout) -> WidgetPlan {
        let label = Build.text(title, [.hexpand: .bool(true), .halign: .alignment(.start)])
        guard let icon, let side = layout.iconAlignment else { return Build.hstack(spacing: 8, [label]) }
        let image = WidgetPlan(.image, [.iconName: .string(icon)], classes: ["menu-item-icon"])
        return Build.hstack(spacing: 8, side == .end ? [label, image] : [image, label])
    }

    /// A palette's option: its symbol alone on a flat button, named by its title. A choice or a toggle stays pressed
    /// while selected or on, its symbol swapped for the selected one; a stateless button springs back.
    private static func paletteButton(_ option: PaletteOption) -> WidgetPlan {
        let properties: [PlanProperty: PlanValue] = [.tooltip: .string(option.title)]
        switch option.binding.role {
        case .selects, .isOn:
            var symbol: [PlanProperty: PlanValue] = [.iconName: .string(option.icon)]
            if let selected = option.selectedIcon { symbol.merge([.onIcon: .string(selected), .offIcon: .string(option.icon)]) { $1 } }
            let image = WidgetPlan(.image, symbol, binding: option.selectedIcon == nil ? nil : option.binding)
            return WidgetPlan(.toggleButton, properties, classes: option.cssClasses, children: [image], binding: option.binding,
                              accessibleName: option.title)
        default:
            return WidgetPlan(.button, properties.merging([.iconName: .string(option.icon)]) { $1 }, classes: option.cssClasses,
                              binding: option.binding, accessibleName: option.title)
        }
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
