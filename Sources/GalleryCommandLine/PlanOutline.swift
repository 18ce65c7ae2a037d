import GalleryModel

/// A widget plan as an indented outline for people: one widget per line with its
/// classes, its words and its binding; menus under their button.
enum PlanOutline {
    static func text(_ plan: WidgetPlan, depth: Int = 0) -> String {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + plan.kind.rawValue + plan.cssClasses.map { " ." + $0 }.joined()
        for property in [PlanProperty.label, .text, .placeholder, .template] {
            if let value = plan.string(property) { line += " \(property.rawValue)=\(SwiftSource.literal(value))" }
        }
        if let items = plan.strings(.items) { line += " items=[\(items.map(SwiftSource.literal).joined(separator: ", "))]" }
        if let name = plan.accessibleName { line += " name=\(SwiftSource.literal(name))" }
        if let binding = plan.binding { line += " ← \(binding.key)" }
        if plan.origin != .example { line += " (\(plan.origin.rawValue)'s own)" }
        let menu = plan.menu.map { $0.map { outline($0, depth: depth + 1) } } ?? []
        return ([line] + menu + plan.children.map { text($0, depth: depth + 1) }).joined(separator: "\n")
    }

    private static func outline(_ item: MenuItemPlan, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        switch item {
        case .action(let title, _, _, let destructive):
            return indent + (destructive ? "destructive item " : "item ") + SwiftSource.literal(title)
        case .check(let title, _): return indent + "check item \(SwiftSource.literal(title))"
        case .choice(let title, _): return indent + "choice \(SwiftSource.literal(title))"
        case .paletteOption(let option): return indent + "palette option \(SwiftSource.literal(option.title))"
        case .submenu(let title, _, let items):
            return ([indent + "submenu \(SwiftSource.literal(title))"] + items.map { outline($0, depth: depth + 1) }).joined(separator: "\n")
        case .section(let title, let items, let horizontal):
            let head = indent + (horizontal ? "row" : "section") + (title.map { " " + SwiftSource.literal($0) } ?? "")
            return ([head] + items.map { outline($0, depth: depth + 1) }).joined(separator: "\n")
        }
    }
}
