/// Draws Lists: the one layout of a list's rows in its style, whether a scene's or the card's sample (one section of
/// facts with a header and a footer), drawn per list style with CSS. Each row draws itself in the list's context.
enum ListPlanner {
    /// The list in its look: each section's header over a box of its rows and its footer under it.
    static func layOut(_ context: PlanContext<ListFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let look = context.look
        // The deprecated alternatesRowBackgrounds: variants draw their base style, striped as their argument says.
        let base = look.base
        // Grouped lists set section headers in capitals where the platform's era does; plain, inset and sidebar lists do not.
        let capitals = PlatformTheme.of(context.platform).setsSectionHeadersInCapitals(in: context.era) && [.grouped, .insetGrouped].contains(base)
        let striped = context.argument(as: Bool.self)
            ?? context.argument(as: RowBackgroundChoice.self)?.stripes(where: base == .bordered) ?? (base == .bordered)
        let platters = rowsOnPlatters(base, on: context.platform) ? ["list-platters"] : []
        // A list bound to a selection (`List(selection: $selection)`) highlights the row chosen.
        let selection = content.binds("selection") ? context.bind(ListFamily.selection, .selection) : nil
        let sections = content.sections().map { section in
            let header = section.header.map {
                Build.text($0, classes: ["list-header"], [.halign: .alignment(.start), .uppercased: .bool(capitals), .wraps: .bool(true)])
            }
            let rows = section.rows.map { WidgetPlan.listRow(holding: $0.widget) }
            let box = WidgetPlan(.listBox, striped ? [.alternatesRows: .bool(true)] : [:],
                                 classes: WidgetPlan.panelClasses(["list-style", "list-\(base.rawValue)"] + platters, rows: rows),
                                 // A row whose control is its own platter (Apple TV's toggle) draws none around it.
                                 children: rows,
                                 binding: selection, accessibleName: section.header ?? "List")
            let footer = section.footer.map { Build.text($0, classes: ["list-footer"], [.halign: .alignment(.start), .wraps: .bool(true)]) }
            return content.tagged(Build.vstack(spacing: 6, [header].compactMap { $0 } + [box] + footer), as: section)
        }
        // Plain and inset sections fill the stage with the surface colour (list-section-plain and -inset in
        // gallery.css and PlatformTheme); every other style's section sits on the stage's own background.
        let page = [.plain, .inset].contains(base) || sidebarIsOneColumn(base, on: context.platform) ? ["list-section-\(base.rawValue)"] : []
        let approximation: String? = switch look {
        case .carousel: "GTK cannot tilt rows as they scroll: the carousel's rows are drawn as large flat cards."
        case .elliptical: "GTK cannot curve rows along the watch face: the elliptical list is drawn as a column of cards."
        case .sidebar: "The sidebar's collapsible section header is drawn as a plain heading."
        case .bordered, .grouped, .inset, .insetGrouped, .plain, .borderedAlternatesRowBackgrounds, .insetAlternatesRowBackgrounds,
             .platters: nil
        }
        return FamilyPlan(Build.vstack(spacing: 12, classes: page, sections), approximation: approximation)
    }

    /// The card's list: one section with a header and a footer, bound to a selection, with the requested style; its
    /// rows are the document's, a toggle held on by a constant binding and LabeledContent rows.
    static func sample(_ context: PlanContext<ListFamily>) -> SceneNode {
        let text = { (words: String) in SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
        let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(SampleContent.listToggle)),
                                                             SceneArgument("isOn", .expression(".constant(true)"))])
        let rows = [toggle] + SampleContent.listRows.map { row in
            SceneNode(.styled(.labeledContent), arguments: [SceneArgument(nil, .string(row.title)), SceneArgument("value", .string(row.value))])
        }
        let section = SceneNode(.layout(.section), children: rows, slots: [
            SceneSlot(label: "header", children: [text(SampleContent.listSection)]),
            SceneSlot(label: "footer", children: [text(SampleContent.listFooter)]),
        ])
        return SceneNode(.styled(.list), arguments: [SceneArgument("selection", ListFamily.selection.binding)], children: [section])
    }

    /// Whether a `base` list is one continuous column of rows, its sections divided only by their headers: the sidebar
    /// of the Mac and the iPad, where rows stand on the sidebar's own material with no panel around each section
    /// (https://developer.apple.com/design/human-interface-guidelines/sidebars). The iPhone's sidebar list keeps a
    /// panel per section (list-sidebar in gallery.css).
    static func sidebarIsOneColumn(_ base: ListFamily.Look, on platform: Platform) -> Bool {
        base == .sidebar && [.macOS, .iPadOS].contains(platform)
    }

    /// Whether `platform` draws each row of a `base` list on its own platter: Apple TV does for every list style it has,
    /// with no separators, the focused row lifting (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables,
    /// tvOS; https://developer.apple.com/design/human-interface-guidelines/focus-and-selection). watchOS's `platters`
    /// look is its own style.
    static func rowsOnPlatters(_ base: ListFamily.Look, on platform: Platform) -> Bool {
        platform == .tvOS && [.plain, .grouped, .inset, .insetGrouped].contains(base)
    }
}

extension ListFamily.Look {
    /// The look drawn for this one: a deprecated `alternatesRowBackgrounds:` variant draws its base style
    /// (`bordered`, `inset`); every other look draws itself.
    var base: Self {
        switch self {
        case .borderedAlternatesRowBackgrounds: .bordered
        case .insetAlternatesRowBackgrounds: .inset
        case .bordered, .carousel, .elliptical, .grouped, .inset, .insetGrouped, .plain, .sidebar, .platters: self
        }
    }
}
