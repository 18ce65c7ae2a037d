/// `List` and `.listStyle(_:)`: everything the gallery knows about the family is in this folder.
struct ListFamily: FamilyDefinition {
    static let family = StyleFamily.list
    let viewName = "List"
    let title = "Lists"
    let sidebarIcon = "view-list-bullet-symbolic"
    let prefersWideCards = true
    let placements = PlacementTraits(inMenus: false, fillsScreen: true, inToolbars: false)
    var descriptor: FamilyDescriptor { .list }
    var automaticRules: [AutomaticRule<Self>] { Self.automaticRules }
    var resolutionExamples: [ResolutionExample<Self>] { Self.resolutionExamples }
    var compositionRules: [SceneCompositionRule] { Self.compositionRules }

    /// A sidebar on iOS, iPadOS and macOS draws its Labels' icons in the list item tint, the accent colour unless
    /// `.listItemTint(_:)` sets another (https://developer.apple.com/documentation/swiftui/listitemtint: "On iOS and
    /// macOS, sidebars apply the tint color to Label icons, which otherwise use the app's accent color by default").
    /// On iPhone and iPad every list does: the page's "otherwise" is the accent colour a list's Label icons take by
    /// default (the gallery's reading, as iPhone's lists draw them); the Mac's other lists leave them in the row's
    /// colour.
    func tintsLabelIcons(_ resolution: Resolution) -> Bool {
        PlatformTheme.of(resolution.shownPlatform).tintsListLabelIcons
            || resolution.resolved == ResolvedStyle(Look.sidebar) && resolution.shownPlatform == .macOS
    }

    let contextStyles = [
        ContextStyle(Look.platters, summary: """
            The Apple Watch list: each row on its own rounded, dark platter, a small gap between rows and no separators.
            """),
    ]

    /// Every look of a List: its built-in styles (the deprecated `alternatesRowBackgrounds:` variants too), and
    /// what the watch makes of it.
    enum Look: String, FamilyLook {
        typealias Family = ListFamily

        case bordered, carousel, elliptical, grouped, inset, insetGrouped, plain, sidebar
        case borderedAlternatesRowBackgrounds = "bordered(alternatesRowBackgrounds:)"
        case insetAlternatesRowBackgrounds = "inset(alternatesRowBackgrounds:)"
        case platters
    }

    /// The selected row, by index. No row is selected until someone selects one (-1): a list draws no
    /// highlight by itself.
    static let selection = SlotTemplate("selection", .int(-1), .index(-1...(SampleContent.listRows.count - 1)), state: "selection")

    var slots: [SlotTemplate] {
        [Self.selection]
    }

    var drawing: FamilyDrawing<Self> {
        .container(ContainerTraits(placement: .list, wraps: true), layOut: ListPlanner.layOut, sample: ListPlanner.sample)
    }

    let paletteItem: ScenePaletteItem? = ScenePaletteItem(.styled(Self.family), "List {}")
}

extension StyleFamily {
    /// `List`, styled with `.listStyle(_:)`.
    public static let list = StyleFamily(declaring: "list")
}

extension ListFamily.Look: GroupedPanelRows {
    /// The grouped and inset grouped lists' sections are panels over the grouped background.
    var standsOnGroupedPanels: Bool { self == .grouped || self == .insetGrouped }
}
