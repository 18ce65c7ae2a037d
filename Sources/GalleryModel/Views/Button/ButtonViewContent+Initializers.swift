/// The Button page's examples of a button made from a title and a symbol, of one showing its symbol alone, and of a
/// button with a context menu.
extension ButtonViewContent {
    /// `Button(_:systemImage:action:)`: the title and symbol become the button's Label
    /// (https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:), iOS 17, macOS 14).
    static func systemImageExample(context: PlanContext<ButtonFamily>, record: (String) -> StateBinding) -> ViewExample {
        let favorite = SampleContent.Item("Add to Favorites", symbol: "star")
        return ViewExample(
            title: "Button(_:systemImage:action:)",
            caption: say("A title and a symbol make the button's Label; its style and place decide which of them show."),
            plan: ButtonPlanner.builtInButton(favorite, context: context, binding: record(favorite.title)),
            code: "Button(\(SwiftSource.literal(favorite.title)), systemImage: \(SwiftSource.literal(favorite.symbol)), "
                + "action: \(SampleContent.actionName(favorite.title)))")
    }

    /// The same button made icon-only by `.labelStyle(.iconOnly)` outside a toolbar: only the symbol is drawn, and the
    /// title stays the button's name for VoiceOver
    /// (https://developer.apple.com/documentation/swiftui/labelstyle/icononly: "only the icon";
    /// https://developer.apple.com/documentation/swiftui/label: the title is still used for accessibility).
    static func iconOnlyExample(context: PlanContext<ButtonFamily>, record: (String) -> StateBinding) -> ViewExample {
        let favorite = SampleContent.Item("Add to Favorites", symbol: "star")
        var plan = ButtonPlanner.builtInButton(favorite, context: context, binding: record(favorite.title))
        plan.properties[.label] = nil
        plan.properties[.iconName] = .string(SymbolCatalog.iconName(for: favorite.symbol))
        return ViewExample(
            title: "labelStyle(.iconOnly)",
            caption: say("Only the symbol is drawn; a screen reader still says the title, which stays the button's name."),
            plan: plan,
            code: SwiftSource.modified("Button(\(SwiftSource.literal(favorite.title)), systemImage: \(SwiftSource.literal(favorite.symbol)), "
                + "action: \(SampleContent.actionName(favorite.title)))", ".labelStyle(.iconOnly)"))
    }

    /// A button with `contextMenu(menuItems:)`: SwiftUI opens the menu with a long press on iOS and a secondary click on
    /// the Mac (https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)).
    static func contextMenuExample(context: PlanContext<ButtonFamily>, record: (String) -> StateBinding) -> ViewExample {
        let report = SampleContent.Item("Report.pdf", symbol: "doc")
        let commands = [SampleContent.Item("Copy", symbol: "doc.on.doc"), SampleContent.Item("Duplicate", symbol: "plus.square.on.square")]
        let delete = SampleContent.menuDestructive
        var plan = ButtonPlanner.builtInButton(report, context: context, binding: record(report.title))
        plan.menu = [
            .section(nil, items: commands.map {
                .action($0.title, icon: SymbolCatalog.iconName(for: $0.symbol), binding: record("\($0.title) (context menu)"))
            }),
            .section(nil, items: [.action(delete.title, icon: SymbolCatalog.iconName(for: delete.symbol),
                                          binding: record("\(delete.title) (context menu)"), destructive: true)]),
        ]
        return ViewExample(
            title: "A context menu",
            caption: say("Right-click it, press and hold it, or press Shift+F10 or the Menu key: the menu opens; a click runs the button's own action."),
            plan: plan,
            code: SwiftSource.modified(SwiftSource.button(report),
                                       SwiftSource.block(".contextMenu", commands.map { SwiftSource.button($0, inline: true) }
                                                         + ["Divider()", SwiftSource.button(delete, role: .destructive, inline: true)])))
    }
}
