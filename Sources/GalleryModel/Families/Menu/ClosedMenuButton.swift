/// A menu shown closed, drawn by one function wherever one appears: a Menu, a ControlGroup in a menu style, a view
/// page's menu. SwiftUI draws a Menu's button in the button style in force ("controls that acquire a button style
/// through composition, like the Menu and Toggle views", https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1),
/// and presents a menu-styled control group "as a menu when the user presses the control"
/// (https://developer.apple.com/documentation/swiftui/controlgroupstyle/menu): a tinted borderless title on iOS, the
/// Mac's bordered pull-down button with its chevron, never GTK's own bordered button.
extension DrawingContext {
    /// The button labelled `item` that opens `items`, in `classes` (the button look in force by default).
    func closedMenuButton(_ item: SampleContent.Item, items: [MenuItemPlan], classes: [String]? = nil) -> WidgetPlan {
        var button = labelledButton(.menuButton, item, binding: nil, classes: classes ?? buttonClasses())
        button.menu = items
        button.properties[.halign] = .alignment(.center)
        // The Mac's pull-down button carries a chevron (menustyle/button: an arrow shows it opens a menu).
        if platform == .macOS { button.properties[.showsArrow] = .bool(true) }
        return button
    }
}
