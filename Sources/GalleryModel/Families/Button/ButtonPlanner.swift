/// Plans Button examples: every built-in look, menu items, list rows, and the
/// documents' custom styles. The example is the document's `Button("Sign In", action: signIn)`; MyButtonStyle's is the
/// document's stack of one button per role.
enum ButtonPlanner {
    static func plan(_ context: PlanContext<ButtonFamily>) -> FamilyPlan {
        let item = context.item(item(for: context.style))
        let count = context.bind(ButtonFamily.count, .count)
        let feedback = pressCount(count)
        let look = context.look
        switch look {
        case .menuItem:
            return FamilyPlan(menu: [.action(item.title, icon: item.icon, binding: count)], status: [feedback])
        case .doubleClickButtonStyle:
            let button = doubleClickButton(item, context: context, binding: count)
            let hint = Build.text("Double-click to run the action", classes: ["dim-label", "caption"]).from(.gallery)
            return FamilyPlan(button, status: [hint, feedback])
        case .myButtonStyle:
            guard let node = context.sceneNode else {
                // The card: the document's stack, each of its three buttons counting its own presses on a line of its own.
                let counts = Dictionary(uniqueKeysWithValues: ButtonRole.documentOrder.map { ($0, context.bind(ButtonFamily.count(of: $0), .count)) })
                return FamilyPlan(myButtonStyleRoles(context) { counts[$0] }, status: ButtonRole.documentOrder.compactMap { role in
                    counts[role].map { pressCount($0, of: role.sampleTitle) }
                })
            }
            return FamilyPlan(myButtonStyle(item, role: node.buttonRole, context: context, binding: count), status: [feedback])
        case .plain, .borderless, .bordered, .borderedProminent, .link, .accessoryBar, .accessoryBarAction, .card,
             .glass, .glassWithValue, .glassProminent, .listRow:
            // A scene's `Button("Delete", role: .destructive)` keeps its role; a card's sample has none.
            let button = builtInButton(item, context: context, role: context.sceneNode?.buttonRole ?? .none, binding: count)
            return FamilyPlan((context.argument(as: ChosenTint.self) ?? .accentColor).applied(to: button), status: [feedback],
                              approximation: approximations[look] ?? glassApproximation(look, context))
        }
    }

    /// "Pressed 2 times", "Pressed 1 time": the gallery's line counting the presses of `count`.
    static func pressCount(_ count: StateBinding) -> WidgetPlan {
        Build.status(count, [.template: .string("Pressed {value} times"), .singularTemplate: .string("Pressed {value} time")])
    }

    /// "Cancel pressed 2 times": the line counting the presses of one of MyButtonStyle's buttons, named by its title.
    static func pressCount(_ count: StateBinding, of title: String) -> WidgetPlan {
        Build.status(count, [.template: .string("\(title) pressed {value} times"), .singularTemplate: .string("\(title) pressed {value} time")])
    }

    /// What GTK cannot draw of the newer looks.
    private static let approximations: [ButtonFamily.Look: String] = [
        .card: "GTK has no tvOS focus engine: the focused card lifts with a shadow but does not tilt with the remote.",
        .glass: "GTK cannot refract what lies behind a control: Liquid Glass is drawn as a translucent capsule.",
        .glassWithValue: "GTK cannot refract what lies behind a control: Liquid Glass is drawn as a translucent capsule.",
        .glassProminent: "GTK cannot refract what lies behind a control: the tinted glass is drawn as a solid capsule.",
    ]

    /// What GTK cannot draw of a bordered or prominent button the platform draws on glass in the release shown.
    private static func glassApproximation(_ look: ButtonFamily.Look, _ context: PlanContext<ButtonFamily>) -> String? {
        guard PlatformTheme.of(context.platform).drawsButtonsOnGlass(in: context.era) else { return nil }
        return switch look {
        case .bordered: approximations[.glass]
        case .borderedProminent: approximations[.glassProminent]
        default: nil
        }
    }

    /// `Button("Sign In", action: signIn)` with the requested style (the double-click style's button opens a project);
    /// MyButtonStyle's card is the document's stack of one button per role.
    static func code(_ context: PlanContext<ButtonFamily>) -> String {
        if context.look == .myButtonStyle {
            return context.styled(myButtonStyleRolesCode)
        }
        return context.styled(SwiftSource.button(item(for: context.style)))
    }

    /// The spacing of the document's stack of role buttons (reference/view-styles.zh.md, "role": `VStack(spacing: 20)`).
    static let roleStackSpacing = 20

    /// The document's stack of one button per role drawn by `MyButtonStyle`, each bound by `binding(role)`; the family
    /// card and the Button page both show it.
    static func myButtonStyleRoles(_ context: some DrawingContext, binding: (ButtonRole) -> StateBinding?) -> WidgetPlan {
        SceneStackLayout.column(ButtonRole.documentOrder.map { role in
            myButtonStyle(SampleContent.Item(role.sampleTitle, symbol: ""), role: role, context: context, binding: binding(role))
        }, spacing: roleStackSpacing, on: context.platform)
    }

    /// The code of ``myButtonStyleRoles(binding:)`` before its style modifier, as the document writes it.
    static var myButtonStyleRolesCode: String {
        SwiftSource.block("VStack(spacing: \(roleStackSpacing))", ButtonRole.documentOrder.map { role in
            "Button(\(SwiftSource.literal(role.sampleTitle))\(role == .none ? "" : ", role: .\(role.rawValue)")) {}"
        })
    }

    /// The example's button: what it says and shows. The double-click style opens something,
    /// so its button says so.
    static func item(for style: StyleDescriptor) -> SampleContent.Item {
        style.look == ResolvedStyle(ButtonFamily.Look.doubleClickButtonStyle) ? SampleContent.doubleClickButton : SampleContent.button
    }

    /// The CSS classes `look` adds for `role`. Destructive buttons turn red (a prominent one red-filled); plain leaves
    /// its label untouched; cancel changes a button's look only in alerts and menus, not in an ordinary view.
    /// Source: gallery's reading of https://developer.apple.com/documentation/swiftui/button (Assigning a role).
    static func roleClasses(_ role: ButtonRole, look: ButtonFamily.Look) -> [String] {
        guard role == .destructive, look != .plain else { return [] }
        return [.borderedProminent, .glassProminent].contains(look) ? ["destructive-action"] : ["destructive-text"]
    }

    /// A button showing `item` as the built-in look of `context` draws it, with `role`'s colours;
    /// as a list row it fills its row.
    static func builtInButton(_ item: SampleContent.Item, context: PlanContext<ButtonFamily>, role: ButtonRole = .none, binding: StateBinding) -> WidgetPlan {
        let look = context.look
        let classes = classes(forLook: look, glass: context.argument(as: ButtonFamily.Glass.self)) + roleClasses(role, look: look)
        var button = context.labelledButton(.button, item, binding: binding, classes: classes)
        if look == .listRow || spansWidth(look, in: context) {
            button.properties[.hexpand] = .bool(true)
            button.properties[.halign] = .alignment(.fill)
            // A list row's button is the row: its title leads it, as a row's title does (Button page, "Assigning a role"
            // and the List page's rows: https://developer.apple.com/documentation/swiftui/list).
            // On Apple TV it is the row's platter too, as a toggle's row is, lifting with the focus.
            if look == .listRow {
                button.properties[.leadsContent] = .bool(true)
                button = button.drawnAsRowPlatter(on: context.platform)
            }
        } else {
            // A SwiftUI button is as wide as its label; only a list row's fills the row, and Apple Watch's bordered buttons.
            button.properties[.halign] = .alignment(.center)
        }
        return button
    }

    /// Whether a `look` button fills the width it is given: Apple Watch's bordered and prominent buttons span the
    /// screen (https://developer.apple.com/design/human-interface-guidelines/buttons, watchOS: "use full-width
    /// buttons"), except in a toolbar, where they are small round buttons.
    static func spansWidth(_ look: ButtonFamily.Look, in context: PlanContext<ButtonFamily>) -> Bool {
        context.platform == .watchOS && [.bordered, .borderedProminent].contains(look) && context.placement != .toolbar
    }

    /// A button showing `item` with `role`, drawn by the documents' role-aware `MyButtonStyle`.
    static func myButtonStyle(_ item: SampleContent.Item, role: ButtonRole, context: some DrawingContext, binding: StateBinding?) -> WidgetPlan {
        var button = context.labelledButton(.button, item, binding: binding, classes: myButtonStyleClasses(role))
        button.properties[.halign] = .alignment(.center)
        return button
    }

    /// The classes of a button drawn by `MyButtonStyle` with `role`.
    static func myButtonStyleClasses(_ role: ButtonRole) -> [String] {
        ["flat", PlatformTheme.plainButtonClass] + role.myButtonStyleClasses
    }

    /// The documents' `DoubleClickButtonStyle` button showing `item` in the label look of `context`: it runs its
    /// action on a double click only.
    static func doubleClickButton(_ item: SampleContent.Item, context: some DrawingContext, binding: StateBinding) -> WidgetPlan {
        var button = context.labelledButton(.button, item, binding: binding, classes: ["flat", "double-click-button"])
        button.properties[.activation] = .activation(.doubleClick)
        return button
    }

    /// The CSS classes of the built-in look `look`; for `glass(_:)`, of the Glass value `glass`.
    static func classes(forLook look: ButtonFamily.Look, glass: ButtonFamily.Glass? = nil) -> [String] {
        guard look == .glassWithValue else { return classesOfLook[look] ?? [] }
        return switch glass {
        case .identity?: ["flat", PlatformTheme.plainButtonClass]
        case .clear?: ["glass-button", "glass-clear"]
        case .tintedOrange?: ["glass-button", "glass-tinted"]
        case .regular?, .interactive?, nil: ["glass-button"]
        }
    }

    /// CSS classes that draw each built-in button look.
    static let classesOfLook: [ButtonFamily.Look: [String]] = [
        .plain: ["flat", PlatformTheme.plainButtonClass],
        .borderless: ["flat", "borderless-button"],
        .bordered: ["bordered-button"],
        .borderedProminent: ["suggested-action"],
        .link: ["flat", "link-button"],
        .accessoryBar: ["flat", "accessory-bar-button"],
        .accessoryBarAction: ["flat", "accessory-bar-action-button"],
        .card: ["card-button"],
        .glass: ["glass-button"],
        .glassProminent: ["glass-button", "glass-prominent"],
        .listRow: ["flat", "list-row-button"],
    ]
}
