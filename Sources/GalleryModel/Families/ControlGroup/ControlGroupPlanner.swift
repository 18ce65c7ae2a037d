/// Draws ControlGroups: segmented groups, navigation groups, menus, rows and submenus inside a menu, and the
/// document's custom style. The card draws the sample's commands, recording the last one chosen for its status line;
/// a scene's group lays out the views it holds.
enum ControlGroupPlanner {
    /// A scene's group in its look around the views it holds: joined side by side, or their items as a menu, a row
    /// of a menu or a submenu (https://developer.apple.com/documentation/swiftui/controlgroup).
    static func layOut(_ context: PlanContext<ControlGroupFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let title = content.title ?? "ControlGroup"
        switch context.look {
        case .menu, .compactMenu:
            // Presented as a Menu: the menu's closed button, in the button look in force.
            let item = SampleContent.Item(title, symbol: content.symbol ?? "")
            return FamilyPlan(closedMenu(context, item, items: content.menuItems(), compact: context.look == .compactMenu))
        case .submenu:
            return FamilyPlan(menu: [.submenu(title, icon: content.symbol.map(SymbolCatalog.iconName(for:)), items: content.menuItems())])
        case .menuRow:
            // The row is headed by the group's label when it has one; an unlabelled group's row has no heading.
            return FamilyPlan(menu: [.section(content.title, items: content.menuItems(), horizontal: true)])
        case .navigation, .palette, .segmented, .myControlGroupStyle:
            return FamilyPlan(Build.hstack(spacing: 0, classes: ["linked"], content.views()))
        }
    }

    static func plan(_ context: PlanContext<ControlGroupFamily>) -> FamilyPlan {
        let items = SampleContent.controlGroupItems
        let group = context.item(SampleContent.controlGroupLabel)
        let last = context.bind(ControlGroupFamily.lastAction, .text)
        let record = { (title: String) in StateBinding(last.key, .record(title)) }
        let menuItems: [MenuItemPlan] = items.map {
            .action($0.title, icon: SymbolCatalog.iconName(for: $0.symbol), binding: record($0.title))
        }
        let feedback = Build.status(last, [.template: .string("Last chosen: {value}"), .placeholder: .string("Nothing chosen yet")])
        func button(_ item: SampleContent.Item, classes: [String] = [], showsTitle: Bool = false) -> WidgetPlan {
            var properties: [PlanProperty: PlanValue] = [.iconName: Build.iconValue(item.symbol), .tooltip: .string(item.title)]
            if showsTitle { properties[.label] = .string(item.title) }
            return WidgetPlan(.button, properties, classes: classes, binding: record(item.title), accessibleName: item.title)
        }

        let look = context.look
        switch look {
        case .menuRow:
            return FamilyPlan(menu: [.section(group.title, items: menuItems, horizontal: true)], status: [feedback])
        case .palette where context.sceneNode == nil:
            // The reference document's two palettes: colour tags to pick several of, each tinted its colour and filled
            // while on (`paletteSelectionEffect(.symbolVariant(.fill))`), and stateless emote buttons
            // (https://developer.apple.com/documentation/swiftui/controlgroupstyle/palette: a multi-select menu or a
            // stateless palette).
            let tags: [MenuItemPlan] = zip(SampleContent.colorTags, ControlGroupFamily.colorTags).map { color, slot in
                .paletteOption(PaletteOption(tagTitle(color), icon: SymbolCatalog.iconName(for: "circle"),
                                             selectedIcon: SymbolCatalog.iconName(for: "circle.fill"), binding: context.bind(slot, .isOn),
                                             marksSelection: false, tint: color))
            }
            let emotes: [MenuItemPlan] = SampleContent.emotes.map {
                .paletteOption(PaletteOption($0.title, icon: $0.icon ?? SymbolCatalog.fallbackIcon, binding: record($0.title), marksSelection: false))
            }
            return FamilyPlan(menu: [.section(nil, items: tags, horizontal: true), .section(nil, items: emotes, horizontal: true)],
                              status: [feedback], approximation: "A GTK menu row of icons stands in for the palette.")
        case .palette:
            return FamilyPlan(menu: [.section(group.title, items: menuItems, horizontal: true)], status: [feedback],
                              approximation: "A GTK menu row of icons stands in for the palette.")
        case .submenu:
            return FamilyPlan(menu: [.submenu(group.title, icon: group.icon, items: menuItems)],
                              status: [feedback])
        case .menu, .compactMenu:
            return FamilyPlan(closedMenu(context, group, items: [.section(nil, items: menuItems)], compact: look == .compactMenu),
                              status: [feedback])
        case .navigation:
            // Separate borderless buttons on iOS; on the Mac "a separated momentary segmented control"
            // (https://developer.apple.com/documentation/swiftui/controlgroupstyle/navigation): push-button segments at the
            // regular control height, so close they read as one control, but not touching, Safari's back and forward
            // (https://developer.apple.com/documentation/appkit/nssegmentedcontrol/style/separated). Only the group's
            // outer ends take the push button's rounding (``separatedSegmentsStylesheet``).
            let mac = context.platform == .macOS
            let buttons = items.map { button($0, classes: mac ? ["bordered-button"] : ["flat", "borderless-button"]) }
            var row = Build.hstack(spacing: mac ? separatedSegmentGap : 16, classes: ["navigation-group"] + (mac ? ["separated-segments"] : []), buttons)
            row.accessibleName = group.title
            return FamilyPlan(row, status: [feedback])
        case .myControlGroupStyle:
            // The style's VStack holds the label, the Divider and the content's views, so the controls stack one under
            // another beneath the line, as the document's definition lays them out (reference/view-styles.zh.md), each
            // centred at its own width as a VStack centres its views; the Divider spans the stack. Its Buttons take the
            // button look in force, as every Button does (borderless on iOS, the Mac's push button).
            let centred = { (plan: WidgetPlan) in plan.with(.halign, .alignment(.center)) }
            return FamilyPlan(Build.vstack(spacing: 6, classes: ["custom-control-group"], [
                centred(Build.hstack([Build.icon(group.symbol), Build.text(group.title)])),
                WidgetPlan(.separator, [.orientation: .orientation(.horizontal)]),
            ] + items.map { centred(button($0, classes: context.buttonClasses(), showsTitle: true)) }), status: [feedback])
        case .segmented:
            // A momentary segmented control; toolbars drop the titles. Where a segmented track does not run the row's
            // width (the Mac's), it fits its segments and stands centred, as a segmented Picker's does.
            let showsTitle = context.placement != .toolbar
            let segments = items.map { button($0, showsTitle: showsTitle) }
            let fits = SegmentedTrack.fillsRow(on: context.platform) ? [:] : SegmentedTrack.placement(on: context.platform)
            return FamilyPlan(WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(0)].merging(fits) { $1 }, classes: ["linked", "segmented"],
                                         children: segments, accessibleName: group.title), status: [feedback])
        }
    }

    /// The gap between the Mac's separated segments, in pixels.
    static let separatedSegmentGap = 2

    /// The Mac's separated segments: each a push button, its corners square-ish where it meets its neighbour (the
    /// corners a segment shares with the gap), the push button's own rounding (a capsule's in macOS 26) at the
    /// group's two ends.
    static let separatedSegmentsStylesheet = """
        .stage.platform-macos .navigation-group.separated-segments > button.bordered-button { padding-left: 8px; padding-right: 8px; min-width: 16px; }
        .stage.platform-macos .navigation-group.separated-segments > button.bordered-button:not(:first-child)
          { border-top-left-radius: 3px; border-bottom-left-radius: 3px; }
        .stage.platform-macos .navigation-group.separated-segments > button.bordered-button:not(:last-child)
          { border-top-right-radius: 3px; border-bottom-right-radius: 3px; }
        """

    /// The group presented as a menu: the menu's closed button (``DrawingContext/closedMenuButton(_:items:classes:)``), only
    /// its symbol in the compact menu style when it has one.
    private static func closedMenu(_ context: PlanContext<ControlGroupFamily>, _ item: SampleContent.Item, items: [MenuItemPlan],
                                   compact: Bool) -> WidgetPlan {
        var button = context.closedMenuButton(item, items: items)
        if compact, button.properties[.iconName] != nil { button.properties[.label] = nil }
        return button
    }

    /// A colour tag's title: its colour's name, "Red".
    private static func tagTitle(_ color: NamedColor) -> String {
        color.rawValue.prefix(1).uppercased() + color.rawValue.dropFirst()
    }

    /// The group of Cut, Copy and Paste with its label, with the requested style; in a menu the palette style's card
    /// writes the reference document's two palettes instead.
    static func code(_ context: PlanContext<ControlGroupFamily>) -> String {
        if context.look == .palette, context.sceneNode == nil {
            let tags = SampleContent.colorTags.map { color in
                SwiftSource.modified(SwiftSource.block("Toggle(isOn: $is\(tagTitle(color)))", [SwiftSource.label(tagTitle(color), symbol: "circle")]),
                                     ".tint(.\(color.rawValue))")
            }
            let emotes = SampleContent.emotes.map { emote in
                SwiftSource.blocks("Button", [(nil, ["sendEmote(.\(SampleContent.actionName(emote.title)))"]),
                                              ("label", [SwiftSource.label(emote.title, symbol: emote.symbol)])])
            }
            return [
                SwiftSource.modified(context.styled(SwiftSource.block("ControlGroup", tags)), ".paletteSelectionEffect(.symbolVariant(.fill))"),
                context.styled(SwiftSource.block("ControlGroup", emotes)),
            ].joined(separator: "\n")
        }
        let group = SampleContent.controlGroupLabel
        return context.styled(SwiftSource.blocks("ControlGroup", [
            // The document's buttons, each titled by its number with an empty action.
            (nil, SampleContent.controlGroupItems.map { "Button(\(SwiftSource.literal($0.title)), systemImage: \(SwiftSource.literal($0.symbol))) {}" }),
            ("label", [SwiftSource.label(group.title, symbol: group.symbol)]),
        ]))
    }
}
