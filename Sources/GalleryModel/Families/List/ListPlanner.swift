/// Plans List examples: one section of rows, drawn per list style with CSS.
enum ListPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let rows = SampleContent.listRows.map { row in
            WidgetPlan(.listRow, children: [Build.hstack(spacing: 12, [
                Build.text(row.title, [.hexpand: .bool(true), .halign: .alignment(.start)]),
                Build.text(row.value, classes: ["dim-label"]),
            ])])
        }
        let look = context.look(as: ListFamily.Look.self)
        // The deprecated alternatesRowBackgrounds: variants draw their base style, striped as their argument says.
        let base = look.base
        // Grouped lists on iOS-family platforms set section headers in capitals; plain, inset and sidebar lists and the Mac do not.
        let capitals = context.platform != .macOS && [.grouped, .insetGrouped].contains(base)
        let header = Build.text(SampleContent.listSection, classes: ["list-header"],
                                [.halign: .alignment(.start), .uppercased: .bool(capitals)])
        let striped = context.argument(as: Bool.self)
            ?? context.argument(as: RowBackgroundChoice.self)?.stripes(where: base == .bordered) ?? (base == .bordered)
        let platters = rowsOnPlatters(base, on: context.platform) ? ["list-platters"] : []
        let list = WidgetPlan(.listBox, striped ? [.alternatesRows: .bool(true)] : [:],
                              classes: ["list-style", "list-\(base.rawValue)"] + platters, children: rows,
                              binding: context.bind(ListFamily.selection, .selection), accessibleName: SampleContent.listSection)
        // Plain and inset sections fill the stage with the surface colour (list-section-plain and -inset in
        // gallery.css and PlatformTheme); every other style's section sits on the stage's own background.
        let page = [.plain, .inset].contains(base) ? ["list-section-\(base.rawValue)"] : []
        let section = Build.vstack(classes: page, [
            header,
            list,
            Build.text(SampleContent.listFooter, classes: ["list-footer"], [.halign: .alignment(.start)]),
        ])
        let approximation: String? = switch look {
        case .carousel: "GTK cannot tilt rows as they scroll: the carousel's rows are drawn as large flat cards."
        case .elliptical: "GTK cannot curve rows along the watch face: the elliptical list is drawn as a column of cards."
        case .sidebar: "The sidebar's collapsible section header is drawn as a plain heading."
        case .bordered, .grouped, .inset, .insetGrouped, .plain, .borderedAlternatesRowBackgrounds, .insetAlternatesRowBackgrounds,
             .platters: nil
        }
        return FamilyPlan(section, approximation: approximation)
    }

    /// Whether `platform` draws each row of a `base` list on its own platter: Apple TV does for every list style it has,
    /// with no separators, the focused row lifting (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables,
    /// tvOS; https://developer.apple.com/design/human-interface-guidelines/focus-and-selection). watchOS's `platters`
    /// look is its own style.
    static func rowsOnPlatters(_ base: ListFamily.Look, on platform: Platform) -> Bool {
        platform == .tvOS && [.plain, .grouped, .inset, .insetGrouped].contains(base)
    }

    /// One section of LabeledContent rows with a header and a footer, with the requested style.
    static func code(_ context: PlanContext) -> String {
        let rows = SampleContent.listRows.map {
            "LabeledContent(\(SwiftSource.literal($0.title)), value: \(SwiftSource.literal($0.value)))"
        }
        let section = SwiftSource.blocks("Section", [
            (nil, rows),
            ("header", ["Text(\(SwiftSource.literal(SampleContent.listSection)))"]),
            ("footer", ["Text(\(SwiftSource.literal(SampleContent.listFooter)))"]),
        ])
        return context.styled(SwiftSource.block("List(selection: $selection)", [section]))
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
