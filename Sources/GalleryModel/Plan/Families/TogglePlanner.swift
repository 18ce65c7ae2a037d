/// Plans Toggle examples: switches, check boxes, toggle buttons, the tvOS
/// toggle and menu checkmark items.
enum TogglePlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let item = SampleContent.toggle
        let isOn = context.bind("isOn", .isOn)
        switch context.look {
        case "checkmarkMenuItem":
            return FamilyPlan(menu: [.check(item.title, binding: isOn)])
        case "checkbox":
            return FamilyPlan(WidgetPlan(.checkButton, [.label: .string(item.title)], binding: isOn, accessibleName: item.title))
        case "button":
            return FamilyPlan(labelledButton(.toggleButton, item, context: context, binding: isOn))
        case "tvOSButton":
            let content = Build.hstack(spacing: 12, [
                Build.text(item.title, [.hexpand: .bool(true), .halign: .string("start")]),
                Build.boundText(isOn, [.onText: .string("On"), .offText: .string("Off")], classes: ["dim-label"]),
            ])
            return FamilyPlan(
                WidgetPlan(.toggleButton, [.hexpand: .bool(true)], classes: ["tvos-toggle"], children: [content],
                           binding: isOn, accessibleName: item.title),
                approximation: "GTK has no tvOS focus engine: the focused lift and parallax are drawn as a plain highlight.")
        default:
            // switch: iOS and watchOS stretch title and switch across the row; macOS keeps them together.
            let stretches = context.platform != .macOS
            let title = Build.text(item.title, stretches ? [.hexpand: .bool(true), .halign: .string("start")] : [:])
            let control = WidgetPlan(.switchControl, [.halign: .string("end")], binding: isOn, accessibleName: item.title)
            return FamilyPlan(Build.hstack(spacing: 12, classes: ["toggle-switch-row"], [title, control]))
        }
    }

    /// A button or toggle button whose content is a Label drawn with the context's label look.
    static func labelledButton(
        _ kind: WidgetKind, _ item: SampleContent.Item, context: PlanContext, binding: StateBinding?, classes: [String] = []
    ) -> WidgetPlan {
        var properties: [PlanProperty: PlanValue] = [:]
        switch context.automatic(.label) {
        case "iconOnly":
            properties[.iconName] = Build.iconValue(item.symbol)
        case "titleOnly":
            properties[.label] = .string(item.title)
        default:
            properties[.iconName] = Build.iconValue(item.symbol)
            properties[.label] = .string(item.title)
        }
        return WidgetPlan(kind, properties, classes: classes, binding: binding, accessibleName: item.title)
    }
}
