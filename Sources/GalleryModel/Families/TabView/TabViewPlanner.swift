/// Plans TabView examples: tab bars placed per platform and release, tab
/// sidebars, and paged stacks with or without page dots, horizontal or vertical.
///
/// The tab styles' example is an app's tabs; the paging styles' example is a
/// row of coloured pages. Whichever look a platform gives them, the pages are
/// the example's own.
enum TabViewPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let selection = context.bind(TabViewFamily.selection, .selection)
        let pages = usesTabs(context.style)
            ? SampleContent.tabs.map { tab in
                Build.vstack(spacing: 4, classes: ["tab-page"], [Build.text(tab.title, classes: ["title-4"])])
            }
            : SampleContent.pages.map { page in
                WidgetPlan(.colorSwatch, [.color: .string(page.color.hex ?? ""), .text: .string(page.title)])
            }
        let look = context.look(as: TabViewFamily.Look.self)
        switch look {
        case .tabBar, .tabBarOnly, .adaptableTabBar, .sidebarAdaptable:
            // sidebarAdaptable never arrives as itself: ExplicitStyleTable makes it a tab sidebar, the adaptable
            // bar or a plain tab bar on every platform that has it.
            let bar = tabBar(barLook(on: context.platform, in: context.resolution.shownRelease), pages: pages, selection: selection)
            guard look == .adaptableTabBar else { return FamilyPlan(bar) }
            return FamilyPlan(bar, approximation: "The bar's button that turns it into a sidebar is left out; "
                              + "on the Mac and Apple TV this style shows its sidebar.")
        case .tabSidebar:
            return FamilyPlan(tabBar(.sidebar, pages: pages, selection: selection))
        case .grouped:
            return FamilyPlan(tabBar(.grouped, pages: pages, selection: selection))
        case .page, .pageIndexDisplayMode, .verticalPage, .verticalPageTransitionStyle, .carousel:
            let vertical = [.verticalPage, .verticalPageTransitionStyle, .carousel].contains(look)
            let transitionStyle = context.argument(as: TabViewFamily.TransitionStyle.self)
            let transition: PlanValue.Transition = switch transitionStyle {
            case .identity?: .immediate
            case .blur?: .crossfade
            case .automatic?, nil: .slide
            }
            let showsDots = switch context.argument(as: TabViewFamily.IndexDisplayMode.self) {
            case .never?: false
            case .always?, .automatic?, nil: look != .carousel
            }
            // Pages turn as SwiftUI's do: a swipe (a drag across them), the arrow keys, or a page dot; the dots are
            // centred at the bottom (vertical pages: at the trailing edge), the current one solid
            // (https://developer.apple.com/design/human-interface-guidelines/page-controls).
            let approximation: String? = if look == .carousel {
                "GTK cannot scale the pages as they scroll past: the carousel is drawn as vertical paging."
            } else if transitionStyle == .blur {
                "GTK cannot blur between pages: a cross-fade stands in for the blur."
            } else {
                nil
            }
            return FamilyPlan(WidgetPlan(.pagedStack, [
                .orientation: .orientation(vertical ? .vertical : .horizontal),
                .showsIndicator: .bool(showsDots),
                .transition: .transition(transition),
                .height: .int(180),
            ], classes: ["paged"], children: pages,
               binding: selection, accessibleName: "Pages"),
            approximation: approximation)
        }
    }

    /// How a platform draws its tab bar (each compared with Apple's pictures in the Human Interface
    /// Guidelines' tab bars and tab views pages).
    enum BarLook: String {
        /// iPhone (and iPad before iPadOS 18): a full-width bar along the bottom, each tab's icon over its title,
        /// the selected tab in the tint colour.
        case bottom
        /// iPad from iPadOS 18: a capsule of tabs floating over the top of the content
        /// (developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation).
        case floating
        /// The Mac: a segmented control centred over a bordered pane.
        case segmented
        /// Apple TV: titles in a row across the top, the selected one on a light pill.
        case top
        /// Vision Pro: a vertical ornament of icons at the window's leading edge.
        case ornament
        /// A sidebar of tabs beside the content (sidebarAdaptable on the Mac and Apple TV).
        case sidebar
        /// The Mac's grouped tab bar: the tabs in one rounded group above the content, no pane.
        case grouped
    }

    /// The tab bar of `platform` in `release`.
    static func barLook(on platform: Platform, in release: OSVersion) -> BarLook {
        switch platform {
        case .iOS: .bottom
        case .iPadOS: release < "18" ? .bottom : .floating
        case .macOS: .segmented
        case .tvOS: .top
        case .visionOS: .ornament
        case .watchOS: .bottom
        }
    }

    /// The bars whose content pane is shaped apart from the plain `tab-content` (gallery.css): the bottom bar's
    /// square lower corners, the floating bar's room at the top, the Mac's bordered pane under its segments.
    private static let contentLooks: Set<BarLook> = [.bottom, .floating, .segmented]

    /// A tab view drawn as `look`: the bar's tabs select the content's page, both bound to `selection`.
    static func tabBar(_ look: BarLook, pages: [WidgetPlan], selection: StateBinding) -> WidgetPlan {
        let stacked = [.bottom, .ornament].contains(look)
        let items = SampleContent.tabs.enumerated().map { index, tab in
            let face: [WidgetPlan] = look == .top ? [Build.text(tab.title)] : [Build.icon(tab.symbol), Build.text(tab.title)]
            return WidgetPlan(.toggleButton, [:], classes: ["tab-item"],
                              children: [stacked ? Build.vstack(spacing: 2, face) : Build.hstack(spacing: 6, face)],
                              binding: StateBinding(selection.key, .selects(index)), accessibleName: tab.title)
        }
        let vertical = [.ornament, .sidebar].contains(look)
        var bar = WidgetPlan(.box, [.orientation: .orientation(vertical ? .vertical : .horizontal), .spacing: .int(look == .bottom ? 0 : 2),
                                    .homogeneous: .bool(look == .bottom)],
                             classes: ["tab-items-\(look.rawValue)"] + (look == .segmented ? ["linked", "segmented"] : []),
                             children: items, accessibleName: "Tabs")
        bar.properties[.halign] = .alignment([.bottom, .sidebar].contains(look) ? .fill : vertical ? .start : .center)
        if vertical { bar.properties[.valign] = .alignment(look == .ornament ? .center : .fill) }
        let content = WidgetPlan(.pagedStack, [.showsIndicator: .bool(false), .turnsPages: .bool(false), .transition: .transition(.immediate),
                                               .height: .int(150), .hexpand: .bool(true), .vexpand: .bool(true)],
                                 classes: ["tab-content"] + (contentLooks.contains(look) ? ["tab-content-\(look.rawValue)"] : []),
                                 children: pages, binding: selection, accessibleName: "Tab content")
        let classes = ["tab-view"]
        switch look {
        case .bottom: return Build.vstack(spacing: 0, classes: classes, [content, bar])
        case .floating: return WidgetPlan(.overlay, classes: classes, children: [content, bar.with(.valign, .alignment(.start))])
        case .ornament, .sidebar: return Build.hstack(spacing: 8, classes: classes, [bar, content])
        case .segmented, .top, .grouped: return Build.vstack(spacing: look == .segmented ? 0 : 6, classes: classes, [bar, content])
        }
    }

    /// The tabs or the coloured pages, with the requested style. Tabs are written with `Tab` where the
    /// release has it, with `tabItem(_:)` before.
    static func code(_ context: PlanContext) -> String {
        guard usesTabs(context.style) else {
            let pages = SampleContent.pages.enumerated().map { index, page in
                "Color.\(page.color.rawValue).overlay { Text(\(SwiftSource.literal(page.title))) }.tag(\(index))"
            }
            return context.styled(SwiftSource.block("TabView(selection: $page)", pages))
        }
        let release = context.resolution.shownRelease
        let children: [String] = SampleContent.tabs.map { tab in
            let value = "AppTab.\(SampleContent.actionName(tab.title))"
            let text = "Text(\(SwiftSource.literal(tab.title)))"
            if hasTabAPI(on: context.platform, in: release) {
                return SwiftSource.inline(
                    "Tab(\(SwiftSource.literal(tab.title)), systemImage: \(SwiftSource.literal(tab.symbol)), value: \(value))", text)
            }
            return "\(text).tabItem { \(SwiftSource.label(tab.title, symbol: tab.symbol)) }.tag(\(value))"
        }
        return context.styled(SwiftSource.block("TabView(selection: $tab)", children))
    }

    /// Whether `Tab` exists in `release` of `platform`: iOS, iPadOS and tvOS 18, macOS 15, watchOS 11 and
    /// visionOS 2 (developer.apple.com/documentation/swiftui/tab).
    static func hasTabAPI(on platform: Platform, in release: OSVersion) -> Bool {
        let first: OSVersion = switch platform {
        case .iOS, .iPadOS, .tvOS: "18"
        case .macOS: "15"
        case .watchOS: "11"
        case .visionOS: "2"
        }
        return release >= first
    }

    /// Whether the card's example is an app's tabs rather than a row of pages: the automatic style's and
    /// the tab styles' are, the paging styles' are not.
    private static func usesTabs(_ style: StyleDescriptor) -> Bool {
        if style.isAutomatic { return true }
        // Every other style is one of the looks (a model test holds the catalog to them).
        switch TabViewFamily.Look(rawValue: style.name) {
        case .sidebarAdaptable, .tabBarOnly, .grouped, .tabBar, .adaptableTabBar, .tabSidebar: return true
        case .page, .pageIndexDisplayMode, .verticalPage, .verticalPageTransitionStyle, .carousel, nil: return false
        }
    }
}
