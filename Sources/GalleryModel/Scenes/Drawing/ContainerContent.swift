/// What a container holds, for its family to lay out: the views of its node, drawn on demand by their own families
/// (``SceneDrawing``) as the container asks for them: one above the other, as rows, in sections under their headers,
/// or as the items of a menu. A card's sample and a scene's views reach a container's family the same way.
struct ContainerContent {
    /// The drawing under way, which draws the views and keeps what they bind and approximate.
    fileprivate(set) var drawing: SceneDrawing
    /// The container's resolved node.
    let node: ResolvedSceneNode

    init(_ node: ResolvedSceneNode, drawing: SceneDrawing) {
        self.node = node
        self.drawing = drawing
    }

    /// The container's title: the first string of its initializer (`GroupBox("Account")`), else the title of its
    /// `label:` closure's views; nil when it has none. (Its content is never its label.)
    var title: String? {
        node.node.title ?? labelViews.lazy.compactMap(\.labelTitle).first
    }

    /// The symbol of its label: its own `systemImage:`, else its `label:` closure's; nil when it names none.
    var symbol: String? {
        node.node.stringArgument("systemImage") ?? labelViews.lazy.compactMap(\.labelSymbol).first
    }

    /// The views of its `label:` closure.
    private var labelViews: [SceneNode] {
        node.node.slots.first { $0.label == "label" }?.children ?? []
    }

    /// The label of each view of its main closure, by its title and symbol, or nil for a view without words: the
    /// tabs of a TabView, each named by its `.tabItem { … }` where it has one.
    var labels: [SampleContent.Item?] {
        node.node.children.map { child in
            child.tabItem ?? child.labelTitle.map { SampleContent.Item($0, symbol: child.labelSymbol ?? "") }
        }
    }

    /// Whether the container's initializer binds an argument labelled `label` (`List(selection: $selection)`).
    func binds(_ label: String) -> Bool {
        node.node.arguments.contains { argument in
            if argument.label == label, case .binding = argument.value { true } else { false }
        }
    }

    /// The widgets of the views of its main closure, one per view.
    mutating func views() -> [WidgetPlan] {
        node.content.map { drawing.widget(for: $0) }
    }

    /// The widgets of the views of its closure labelled `label` (`label`, `detail`), one per view.
    mutating func views(in label: String) -> [WidgetPlan] {
        node.slot(label).map { drawing.widget(for: $0) }
    }

    /// Its views as the rows of a form or list: a `Group` adds its views' rows (SwiftUI makes each view of a Group a
    /// row), and a control drawn as several rows (a card's facts) is each of them.
    mutating func rows() -> [LabelledRow] {
        node.content.flatMap { drawing.rows(for: $0) }
    }

    /// Its views in sections, as a form or list groups them: each `Section` with its header, rows and footer, and the
    /// views between sections as sections of their own without a header ("visually grouped sections":
    /// https://developer.apple.com/documentation/swiftui/groupedformstyle). A Section counts wherever it comes from:
    /// the views of a `Group` stand in the Group's place (``sectionParts(_:)``).
    mutating func sections() -> [ContainerSection] {
        var sections: [ContainerSection] = []
        for child in node.content.flatMap(Self.sectionParts) {
            if child.node.kind == .layout(.section) {
                let footer = child.slot("footer").compactMap { $0.node.title }
                sections.append(ContainerSection(node: child, header: drawing.sectionHeader(child),
                                                 rows: child.content.flatMap { drawing.rows(for: $0) }, footer: footer))
            } else if let last = sections.last, last.node == nil {
                sections[sections.count - 1].rows += drawing.rows(for: child)
            } else {
                sections.append(ContainerSection(node: nil, header: nil, rows: drawing.rows(for: child), footer: []))
            }
        }
        return sections
    }

    /// The views `node` is among a form's or list's sections: a `Group`'s own views, through nested Groups, else the
    /// node itself. A Group is only a way to write several views as one (https://developer.apple.com/documentation/swiftui/group),
    /// and the reader makes one of the several views a computed property, a custom view's body or a ForEach give, so the
    /// Sections a `@ViewBuilder var sections: some View` holds are the form's sections, each a panel of its own. A
    /// Group whose modifiers hold views (a `.sheet`) stays one row, so that what they hold is drawn.
    static func sectionParts(_ node: ResolvedSceneNode) -> [ResolvedSceneNode] {
        guard node.node.kind == .layout(.group), node.node.modifiers.allSatisfy({ $0.content.isEmpty }) else { return [node] }
        return node.content.flatMap(sectionParts)
    }

    /// Its views as the items of a menu, parted into sections at each `Divider`.
    mutating func menuItems() -> [MenuItemPlan] {
        drawing.menuItems(node.content)
    }

    /// `widget` drawn as the section `section` is: tagged with the Section's path where one was written.
    func tagged(_ widget: WidgetPlan, as section: ContainerSection) -> WidgetPlan {
        section.node.map { drawing.tagged(widget, $0) } ?? widget
    }

    /// `widget` with the container's environment: dimmed where disabled, its tint and control size.
    func withEnvironment(_ widget: WidgetPlan) -> WidgetPlan {
        drawing.withEnvironment(widget, node)
    }
}

/// One section of a form's or list's views: the Section that holds them (nil for views outside any), its header,
/// its rows and the words of its footer.
struct ContainerSection {
    let node: ResolvedSceneNode?
    let header: String?
    var rows: [LabelledRow]
    let footer: [String]
}
