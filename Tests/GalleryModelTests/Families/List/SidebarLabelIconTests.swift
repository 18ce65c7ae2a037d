import Testing
@testable import GalleryModel

/// A sidebar on iOS, iPadOS and macOS draws its Labels' icons in the accent colour
/// (https://developer.apple.com/documentation/swiftui/listitemtint), and so does every list on iPhone and iPad; the
/// Mac's other lists and the other platforms leave them in the row's colour.
@Suite("Sidebar Label icons")
struct SidebarLabelIconTests {
    private let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Favorites")), SceneArgument("systemImage", .string("star"))])

    /// A List in `style` holding a Label and a NavigationLink whose label is a Label.
    private func list(_ style: String) throws -> SceneNode {
        let link = SceneNode(.plain(.navigationLink), slots: [SceneSlot(label: "label", children: [label])])
        let listStyle = try StyleCatalog.style(named: style, in: .list)
        return SceneNode(.styled(.list), children: [label, link], modifiers: [SceneModifier(.style(listStyle, argument: nil))])
    }

    /// The Label plans of the list drawn on `platform` that carry the tinted-icon class, and those that do not.
    private func labels(_ style: String, on platform: Platform) throws -> (tinted: Int, plain: Int) {
        let scene = Scene(name: "Sidebar", roots: [try list(style)])
        let plans = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn.allPlans
            .filter { $0.accessibleName == "Favorites" && $0.children.contains { $0.kind == .image } || $0.cssClasses.contains(SceneDrawing.tintedLabelIcon) }
        let tinted = plans.filter { $0.cssClasses.contains(SceneDrawing.tintedLabelIcon) }.count
        return (tinted, plans.count - tinted)
    }

    @Test("A sidebar's Labels, in rows and in a link's label, show the accent icon", arguments: [Platform.iOS, .iPadOS, .macOS])
    func sidebarTints(platform: Platform) throws {
        let drawn = try labels("sidebar", on: platform)
        #expect(drawn.tinted == 2 && drawn.plain == 0, "\(drawn)")
    }

    @Test("On iPhone and iPad every list's Labels show the accent icon; the Mac's, Apple TV's, the Watch's and Vision Pro's other lists keep the row's colour",
          arguments: ["insetGrouped", "plain", "inset"])
    func otherLists(style: String) throws {
        for platform in [Platform.iOS, .iPadOS] {
            let drawn = try labels(style, on: platform)
            #expect(drawn.tinted == 2 && drawn.plain == 0, "\(platform) \(drawn)")
        }
        // The Mac has no inset grouped list (StyleCatalog): its card shows the look where it exists, on iPhone.
        guard style != "insetGrouped" else { return }
        let mac = try labels(style, on: .macOS)
        #expect(mac.tinted == 0 && mac.plain == 2, "\(mac)")
    }

    @Test("A Form's Labels take the accent icon where its platform's lists do")
    func forms() {
        let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Favorites")), SceneArgument("systemImage", .string("star"))])
        let scene = Scene(name: "Settings", roots: [SceneNode(.styled(.form), children: [label])])
        for platform in Platform.allCases {
            let tinted = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn.allPlans
                .contains { $0.cssClasses.contains(SceneDrawing.tintedLabelIcon) }
            #expect(tinted == PlatformTheme.of(platform).tintsListLabelIcons, "\(platform)")
        }
        #expect(PlatformTheme.of(.iOS).tintsListLabelIcons && !PlatformTheme.of(.macOS).tintsListLabelIcons)
    }

    @Test("A Label of another view used in a sidebar takes the tint where it is used")
    func callSite() throws {
        let scene = Scene(name: "Sidebar", roots: [try list("sidebar")])
        #expect(SceneResolver.environment(at: ScenePath([0, 0]), in: scene, context: Context(platform: .macOS)).values.tintsLabelIcons)
        #expect(!SceneResolver.environment(at: ScenePath([0, 0]), in: Scene(name: "Plain", roots: [try list("plain")]),
                                           context: Context(platform: .macOS)).values.tintsLabelIcons)
    }
}

/// A List left automatic in a NavigationSplitView's sidebar column is a sidebar on the Mac and iPad, with the step that
/// says so; the detail's list, an iPhone's and a list with a style of its own keep theirs.
@Suite("A split view's sidebar column")
struct SidebarColumnTests {
    private let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Truck")), SceneArgument("systemImage", .string("box.truck"))])

    private func splitView(sidebarStyle: String? = nil) throws -> Scene {
        var sidebar = SceneNode(.styled(.list), children: [label])
        if let sidebarStyle {
            sidebar.modifiers.append(SceneModifier(.style(try StyleCatalog.style(named: sidebarStyle, in: .list), argument: nil)))
        }
        let detail = SceneNode(.styled(.list), children: [SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Orders"))])])
        let split = SceneNode(.styled(.navigationSplitView), children: [sidebar], slots: [SceneSlot(label: "detail", children: [detail])],
                              location: SceneLocation(line: 39, column: 9))
        return Scene(name: "ContentView", roots: [split])
    }

    /// The looks of the sidebar's list and the detail's list on `platform`, and the sidebar list's last reason.
    private func looks(_ scene: Scene, on platform: Platform) throws -> (sidebar: String, detail: String, reason: String) {
        let lists = SceneResolver.resolve(scene, in: Context(platform: platform)).roots[0].children
        let sidebar = try #require(lists.first?.control), detail = try #require(lists.last?.control)
        return (sidebar.resolution.resolved.name, detail.resolution.resolved.name, sidebar.steps.last?.reason ?? "")
    }

    @Test("On the Mac and iPad the sidebar column's automatic list is a sidebar, and says where", arguments: [Platform.macOS, .iPadOS])
    func sidebarLook(platform: Platform) throws {
        let drawn = try looks(try splitView(), on: platform)
        #expect(drawn.sidebar == "sidebar")
        #expect(drawn.detail != "sidebar")
        #expect(drawn.reason.contains("sidebar column of NavigationSplitView at 39:9"), "\(drawn.reason)")
        // Its Labels take the sidebar's accent icons, also where another file's view stands in the column.
        #expect(SceneResolver.environment(at: ScenePath([0, 0, 0]), in: try splitView(), context: Context(platform: platform)).values.tintsLabelIcons)
    }

    @Test("An iPhone's collapsed split view and a list with a style of its own keep their looks")
    func othersKeep() throws {
        #expect(try looks(try splitView(), on: .iOS).sidebar == "insetGrouped")
        #expect(try looks(try splitView(sidebarStyle: "inset"), on: .macOS).sidebar == "inset")
    }
}

/// The Mac's and iPad's sidebar is one column on the sidebar's material, its sections divided by their headers only;
/// the iPhone's sidebar list keeps a panel per section.
@Suite("A sidebar's sections")
struct SidebarSectionTests {
    private func section(_ header: String, _ rows: [String]) -> SceneNode {
        let text = { (words: String) in SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))]) }
        return SceneNode(.layout(.section), children: rows.map(text), slots: [SceneSlot(label: "header", children: [text(header)])])
    }

    private func plan(on platform: Platform) throws -> WidgetPlan {
        let list = SceneNode(.styled(.list), children: [section("Donuts", ["Donut Editor", "Top 5"]), section("Cities", ["Cupertino"])],
                             modifiers: [SceneModifier(.style(try StyleCatalog.style(named: "sidebar", in: .list), argument: nil))])
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Sidebar", roots: [list]), in: Context(platform: platform))).drawn
    }

    @Test("On the Mac and iPad both sections stand in one sidebar column", arguments: [Platform.macOS, .iPadOS])
    func oneColumn(platform: Platform) throws {
        let column = try #require(try plan(on: platform).allPlans.first { $0.cssClasses.contains("list-section-sidebar") })
        #expect(column.allPlans.filter { $0.kind == .listBox }.count == 2, "both sections' rows inside the one column")
    }

    @Test("On the iPhone each section keeps its own panel")
    func panelsOnIPhone() throws {
        let widget = try plan(on: .iOS)
        #expect(!widget.allPlans.contains { $0.cssClasses.contains("list-section-sidebar") })
        #expect(widget.allPlans.filter { $0.kind == .listBox && $0.cssClasses.contains("list-sidebar") }.count == 2)
    }
}
