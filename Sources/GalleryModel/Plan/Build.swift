/// Small constructors shared by the family planners, so plans read like the views they stand for.
enum Build {
    /// A horizontal or vertical box.
    static func stack(
        _ orientation: PlanValue.Orientation, spacing: Int = 6, classes: [String] = [], _ children: [WidgetPlan],
        _ extra: [PlanProperty: PlanValue] = [:]
    ) -> WidgetPlan {
        var properties: [PlanProperty: PlanValue] = [.orientation: .orientation(orientation), .spacing: .int(spacing)]
        properties.merge(extra) { _, new in new }
        return WidgetPlan(.box, properties, classes: classes, children: children)
    }

    /// A row.
    static func hstack(spacing: Int = 6, classes: [String] = [], _ children: [WidgetPlan]) -> WidgetPlan {
        stack(.horizontal, spacing: spacing, classes: classes, children)
    }

    /// A column.
    static func vstack(spacing: Int = 6, classes: [String] = [], _ children: [WidgetPlan]) -> WidgetPlan {
        stack(.vertical, spacing: spacing, classes: classes, children)
    }

    /// Read-only text.
    static func text(_ text: String, classes: [String] = [], _ extra: [PlanProperty: PlanValue] = [:]) -> WidgetPlan {
        var properties: [PlanProperty: PlanValue] = [.text: .string(text)]
        properties.merge(extra) { _, new in new }
        return WidgetPlan(.label, properties, classes: classes)
    }

    /// Text that shows a bound value through `template` ("{value}").
    static func boundText(_ binding: StateBinding, _ extra: [PlanProperty: PlanValue], classes: [String] = []) -> WidgetPlan {
        WidgetPlan(.label, extra, classes: classes, binding: binding)
    }

    /// The gallery's own line under an example, reporting its state ("Pressed {value} times"):
    /// not part of the SwiftUI example, so not in its code.
    static func status(_ binding: StateBinding, _ extra: [PlanProperty: PlanValue], classes: [String] = ["dim-label", "caption"]) -> WidgetPlan {
        WidgetPlan(.label, extra, classes: classes, binding: binding, origin: .gallery)
    }

    /// The freedesktop icon for an SF Symbol.
    static func icon(_ symbol: String, size: Int? = nil, classes: [String] = []) -> WidgetPlan {
        var properties: [PlanProperty: PlanValue] = [.iconName: .string(SymbolCatalog.iconName(for: symbol))]
        if let size { properties[.iconSize] = .int(size) }
        return WidgetPlan(.image, properties, classes: classes)
    }

    /// The disclosure indicator at a navigation row's trailing edge: a chevron in the light tertiary grey, not the
    /// secondary text's (the stage's rule for ``disclosureIndicatorClass``).
    static func disclosureIndicator() -> WidgetPlan {
        icon("chevron.right", classes: [disclosureIndicatorClass])
    }

    /// The class of a navigation row's disclosure indicator.
    static let disclosureIndicatorClass = "disclosure-indicator"

    /// A plain button titled `title` opening `items` (a view drawn as menu items outside a menu, or a group shown as a
    /// menu); the menu opens as the stage's platform draws it (``WidgetPlan/openingMenus(as:)``).
    static func menuButton(title: String, items: [MenuItemPlan]) -> WidgetPlan {
        WidgetPlan(.menuButton, [.label: .string(title), .halign: .alignment(.center)], menu: items, accessibleName: title)
    }

    /// A toolbar drawn in `era`: its title at the leading edge, `items` at the trailing edge. Before Liquid Glass the
    /// items stand on the bar itself; from the 26 releases the bar is gone and the items float on one shared glass
    /// platter, a capsule that holds them all, so a control group's buttons share it too
    /// (https://developer.apple.com/design/human-interface-guidelines/toolbars, "grouping bar items";
    /// https://developer.apple.com/documentation/swiftui/landmarks-refining-the-system-provided-glass-effect-in-toolbars).
    ///
    /// Items placed before the title (`leading`, ``ToolbarItemSide``) stand at the leading edge, on a platter of their
    /// own from the 26 releases; `principal` items take the title's place. With either, the title is centred between
    /// the sides where `centresTitle` (a navigation bar's inline title), and follows the leading items on the Mac.
    /// `titleClasses` set the title in a look of its own (``NavigationTitleLook``).
    static func toolbar(title: String, spacing: Int = 8, era: DesignEra, leading: [WidgetPlan] = [], principal: [WidgetPlan] = [],
                        centresTitle: Bool = false, titleClasses: [String] = [], _ items: [WidgetPlan]) -> WidgetPlan {
        let group = { (items: [WidgetPlan]) -> [WidgetPlan] in
            guard !items.isEmpty else { return [] }
            return era == .liquidGlass ? [hstack(spacing: spacing, classes: ["toolbar-platter"], items)] : items
        }
        // No title in the bar where the screen's title stands large under it.
        let middle = !principal.isEmpty ? principal : title.isEmpty ? [] : [text(title, classes: ["toolbar-title"] + titleClasses, [.truncates: .bool(true)])]
        let classes = era == .liquidGlass ? ["toolbar", "placement-toolbar", "toolbar-floating"] : ["toolbar", "placement-toolbar"]
        if centresTitle && !middle.isEmpty {
            // The title stands at the bar's centre whatever the widths of its sides (one leading button, none
            // trailing), as UIKit centres a bar's title; columns of one width would make a narrow stage (the Watch's) as
            // wide as three of its widest side.
            let side = { (items: [WidgetPlan], align: PlanValue.Alignment) in
                stack(.horizontal, spacing: spacing, group(items), [.halign: .alignment(align), .hexpand: .bool(true)])
            }
            return stack(.horizontal, spacing: spacing, classes: classes, [side(leading, .start)] + middle + [side(items, .end)],
                         middle.count == 1 ? [.centresMiddle: .bool(true)] : [:])
        }
        guard !leading.isEmpty || !principal.isEmpty else {
            return hstack(spacing: spacing, classes: classes, middle + [spacer()] + group(items))
        }
        return hstack(spacing: spacing, classes: classes, group(leading) + middle + [spacer()] + group(items))
    }

    /// The toolbar along the bottom of the screen (`ToolbarItem(placement: .bottomBar)`), under the content: its items
    /// in a row from the leading edge (a `Spacer` among them pushes the rest apart), on one glass platter from the 26
    /// releases; on Apple Watch, whose toolbar itself is not drawn, its buttons spread along the bottom of the screen
    /// from corner to corner (https://developer.apple.com/design/human-interface-guidelines/toolbars, watchOS: buttons
    /// go in the top corners or along the bottom edge).
    static func bottomToolbar(era: DesignEra, spreadsToCorners: Bool, _ items: [WidgetPlan]) -> WidgetPlan {
        let row = spreadsToCorners
            ? Array(items.map { [$0] }.joined(separator: [spacer()]))
            : era == .liquidGlass ? [hstack(spacing: 8, classes: ["toolbar-platter"], items)] : items
        return stack(.horizontal, spacing: 8, classes: ["bottom-toolbar"], row + (spreadsToCorners ? [] : [spacer()]),
                     [.hexpand: .bool(true), .halign: .alignment(.fill)])
    }

    /// Apple Watch's bar of buttons: the leading items in the screen's top-leading corner and the trailing ones in its
    /// top-trailing corner, the clock (the screen's chrome, ``ScreenChrome``) between them.
    static func watchCornerBar(leading: [WidgetPlan], trailing: [WidgetPlan]) -> WidgetPlan {
        let corner = { (items: [WidgetPlan], align: PlanValue.Alignment) in
            stack(.horizontal, spacing: 4, items, [.halign: .alignment(align), .hexpand: .bool(true)])
        }
        return stack(.horizontal, spacing: 8, classes: [watchCornerBarClass], [corner(leading, .start), corner(trailing, .end)])
    }

    /// The class of Apple Watch's bar of corner buttons, whose row the clock shares.
    static let watchCornerBarClass = "watch-corner-bar"

    /// Space that pushes its neighbours apart.
    static func spacer() -> WidgetPlan {
        WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(0), .hexpand: .bool(true)])
    }

    /// A flat button showing `symbol`, or the views of `face` where the code gives its own, named `name` for screen
    /// readers, that moves the number `binding` holds by `amount` within its slot's range (a stepper's − and +, a
    /// watch slider's).
    static func adjustingButton(_ symbol: String, face: [WidgetPlan] = [], named name: String, by amount: Double, _ binding: StateBinding,
                                classes: [String]) -> WidgetPlan {
        let adjusting = StateBinding(binding.key, .adjusts(by: amount))
        guard !face.isEmpty else {
            return WidgetPlan(.button, [.iconName: iconValue(symbol)], classes: ["flat"] + classes, binding: adjusting, accessibleName: name)
        }
        return WidgetPlan(.button, [:], classes: ["flat"] + classes, children: [face.count == 1 ? face[0] : hstack(spacing: 4, face)],
                          binding: adjusting, accessibleName: name)
    }

    /// A freedesktop icon name for an SF Symbol, as a property value.
    static func iconValue(_ symbol: String) -> PlanValue {
        .string(SymbolCatalog.iconName(for: symbol))
    }
}
