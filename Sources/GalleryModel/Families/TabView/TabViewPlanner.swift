/// Draws TabViews: tab bars placed per platform and release, tab sidebars, and paged stacks with or without page
/// dots, horizontal or vertical. The card draws the sample's tabs or coloured pages; a scene's TabView its own tabs'
/// views; both through ``tabView(_:tabs:pages:)``.
///
/// The tab styles' example is an app's tabs; the paging styles' example is the
/// reference document's coloured pages. Whichever look a platform gives them, the pages are
/// the example's own.
enum TabViewPlanner {
    static func plan(_ context: PlanContext<TabViewFamily>) -> FamilyPlan {
        let pages = usesTabs(context.look)
            ? SampleContent.tabs.map { tab in
                Build.vstack(spacing: 4, classes: ["tab-page"], [Build.text(tab.title, classes: ["title-4"])])
            }
            : pageColors(context.look).map { color in
                // A Color fills its page, as a scene's Color view does; Apple's white page dots show or not over it.
                WidgetPlan(.colorSwatch, [.color: .string(color.fill ?? "")]).decorative()
            }
        return tabView(context, tabs: SampleContent.tabs, pages: pages)
    }

    /// A scene's TabView: its tabs' views as the pages, each tab's title and symbol in the bar.
    static func layOut(_ context: PlanContext<TabViewFamily>, _ content: inout ContainerContent) -> FamilyPlan {
        let tabs = content.labels.enumerated().map { index, label in label ?? SampleContent.Item("Tab \(index + 1)", symbol: "") }
        let pages = content.views().map { Build.vstack(spacing: 4, classes: ["tab-page"], [$0]) }
        return tabView(context, tabs: tabs, pages: pages)
    }

    /// The tab view in its look: `tabs` in the platform's bar selecting among `pages`, or the pages turned by paging.
    private static func tabView(_ context: PlanContext<TabViewFamily>, tabs: [SampleContent.Item], pages: [WidgetPlan]) -> FamilyPlan {
        let selection = context.bind(TabViewFamily.selection, .selection)
        let look = context.look
        switch look {
        case .tabBar, .tabBarOnly, .adaptableTabBar, .sidebarAdaptable:
            // sidebarAdaptable never arrives as itself: ExplicitStyleTable makes it a tab sidebar, the adaptable
            // bar or a plain tab bar on every platform that has it.
            let barLook = barLook(on: context.platform, in: context.resolution.shownRelease)
            let bar = tabBar(barLook, era: context.era, tabs: tabs, pages: pages, selection: selection)
            guard look == .adaptableTabBar else {
                return FamilyPlan(bar, approximation: isGlass(barLook, in: context.era) ? glassApproximation : nil)
            }
            return FamilyPlan(bar, approximation: "The bar's button that turns it into a sidebar is left out; "
                              + "on the Mac and Apple TV this style shows its sidebar.")
        case .tabSidebar:
            return FamilyPlan(tabBar(.sidebar, era: context.era, tabs: tabs, pages: pages, selection: selection))
        case .grouped:
            return FamilyPlan(tabBar(.grouped, era: context.era, tabs: tabs, pages: pages, selection: selection))
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
            // (https://developer.apple.com/design/human-interface-guidelines/page-controls): opaque white, the others
            // translucent white, whatever the page's colour, so they fade into the document's white page
            // (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor,
            // https://developer.apple.com/documentation/uikit/uipagecontrol/pageindicatortintcolor; gallery.css .page-dot).
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
                // The page index takes the index view style in force.
                .indicatorClasses: .strings(context.pageIndexClasses()),
                .transition: .transition(transition),
                .height: .int(180),
            ], classes: ["paged"], children: pages,
               binding: selection, accessibleName: "Pages"),
            approximation: approximation)
        }
    }

    /// What GTK cannot draw of a glass bar.
    static let glassApproximation = "GTK cannot refract what lies behind the bar: its Liquid Glass is drawn as a frosted capsule."

    /// How a platform draws its tab bar (each compared with Apple's pictures in the Human Interface
    /// Guidelines' tab bars and tab views pages).
    enum BarLook: String, CaseIterable {
        /// iPhone before iOS 26 (and iPad before iPadOS 18): a full-width bar along the bottom, each tab's icon over
        /// its title, the selected tab in the tint colour.
        case bottom
        /// iPhone from iOS 26: a capsule of tabs floating over the bottom of the content, inset from the screen's
        /// edges, each tab's icon over its title, the selected tab on a lighter capsule in the tint colour
        /// (https://developer.apple.com/design/human-interface-guidelines/tab-bars: "the tab bar floats above
        /// content"; https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass, tab bars).
        case floatingBottom
        /// iPad from iPadOS 18: a capsule of tabs floating over the top of the content
        /// (developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation).
        case floating
        /// The Mac: a segmented control centred over a bordered pane.
        case segmented
        /// Apple TV: titles in a row across the top, the selected one on a light pill (on a glass capsule from tvOS 26).
        case top
        /// Vision Pro: a vertical glass ornament of icons floating outside the window, against its leading edge and
        /// in front of it; the tab's content is the window (https://developer.apple.com/design/human-interface-guidelines/ornaments:
        /// "an ornament floats in a plane that's parallel to its associated window and slightly in front of it", the
        /// system draws tab bars as ornaments; the tab bar's anchor is the window's leading edge, `.scene(.leading)`).
        case ornament
        /// A sidebar of tabs beside the content (sidebarAdaptable on the Mac and Apple TV).
        case sidebar
        /// The Mac's grouped tab bar: the tabs in one rounded group above the content, no pane.
        case grouped
    }

    /// The tab bar of `platform` in `release`. iPhone's bar leaves the bottom edge for a floating capsule in the
    /// Liquid Glass era (https://developer.apple.com/design/human-interface-guidelines/tab-bars); iPad's floated
    /// already from iPadOS 18.
    static func barLook(on platform: Platform, in release: OSVersion) -> BarLook {
        switch platform {
        case .iOS: PlatformTheme.of(platform).era(at: release) == .liquidGlass ? .floatingBottom : .bottom
        case .iPadOS: release < "18" ? .bottom : .floating
        case .macOS: .segmented
        case .tvOS: .top
        case .visionOS: .ornament
        case .watchOS: .bottom
        }
    }

    /// The bars whose content pane is shaped apart from the plain `tab-content` (gallery.css, Stylesheet+Containers):
    /// the bottom bar's square lower corners, the floating bars' room at the top or the bottom, the Mac's bordered
    /// pane under its segments, Vision Pro's window beside its ornament.
    private static let contentLooks: Set<BarLook> = [.bottom, .floatingBottom, .floating, .segmented, .ornament]

    /// Whether the bar `look` sits on Liquid Glass in `era`: the floating bars of iPhone and iPad and Apple TV's bar
    /// from the 26 releases (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
    /// tab bars; https://developer.apple.com/design/human-interface-guidelines/tab-bars). The Mac's segments take
    /// the segmented control's own look; Vision Pro's ornament was glass from the start.
    static func isGlass(_ look: BarLook, in era: DesignEra) -> Bool {
        era == .liquidGlass && [.floatingBottom, .floating, .top].contains(look)
    }

    /// The size, in points, of a tab's symbol above its title (iPhone's bottom bar, its floating bar, Vision Pro's
    /// ornament): the HIG gives a tab bar's glyphs about 25 points for a round one and 23 for a square one in a
    /// regular bar (https://developer.apple.com/design/human-interface-guidelines/tab-bars, custom icons), where a
    /// symbol beside its title is drawn at the text's size.
    static let stackedTabSymbolSize = 23

    /// A tab view drawn as `look` in `era`: the bar's `tabs` select the content's page, both bound to `selection`.
    static func tabBar(_ look: BarLook, era: DesignEra, tabs: [SampleContent.Item], pages: [WidgetPlan], selection: StateBinding) -> WidgetPlan {
        let stacked = [.bottom, .floatingBottom, .ornament].contains(look)
        let items = tabs.enumerated().map { index, tab in
            var icon = tab.symbol.isEmpty ? [] : [Build.icon(tab.symbol, size: stacked ? stackedTabSymbolSize : nil)]
            // A badge stands on the symbol's top-trailing corner where the symbol stands over the title
            // (https://developer.apple.com/design/human-interface-guidelines/tab-bars: a badge shows a count or words on a
            // tab), else after the title.
            let badge = tab.badge.map { Build.text($0, classes: [PlatformTheme.tabBadgeClass], [.halign: .alignment(.end), .valign: .alignment(.start)]) }
            let badgesSymbol = stacked && !icon.isEmpty
            if let badge, badgesSymbol {
                // The badge starts just past the symbol's middle and runs beyond its trailing edge; the symbol stays at
                // the tab's centre.
                let past = WidgetPlan(.box, [.orientation: .orientation(.horizontal), .spacing: .int(0), .width: .int(stackedTabSymbolSize * 3 / 5)])
                let layer = Build.hstack(spacing: 0, [past.decorative(), badge]).with(.halign, .alignment(.start)).with(.valign, .alignment(.start))
                icon = [WidgetPlan(.overlay, [.measuresLayers: .bool(true), .halign: .alignment(.center)],
                                   children: [icon[0].with(.halign, .alignment(.center)), layer])]
            }
            // Vision Pro's ornament shows each tab's symbol alone, its title appearing only as a person looks at it
            // (https://developer.apple.com/design/human-interface-guidelines/tab-bars, visionOS); the title names it.
            // The Mac's tabs, like Apple TV's and iPad's top bar, are their titles alone: NSTabView's tabs are text
            // labels (https://developer.apple.com/design/human-interface-guidelines/tab-views, macOS).
            var face: [WidgetPlan] = [.top, .segmented].contains(look) ? [Build.text(tab.title)]
                : look == .ornament && !icon.isEmpty ? icon : icon + [Build.text(tab.title)]
            if let badge, !badgesSymbol { face.append(badge.with(.valign, .alignment(.center))) }
            return WidgetPlan(.toggleButton, [:], classes: ["tab-item"],
                              children: [stacked ? Build.vstack(spacing: 2, face) : Build.hstack(spacing: 6, face)],
                              binding: StateBinding(selection.key, .selects(index)), accessibleName: tab.title)
        }
        let vertical = [.ornament, .sidebar].contains(look)
        let spreads = [.bottom, .floatingBottom].contains(look)
        var bar = WidgetPlan(.box, [.orientation: .orientation(vertical ? .vertical : .horizontal), .spacing: .int(spreads ? 0 : 2),
                                    .homogeneous: .bool(spreads)],
                             classes: ["tab-items-\(look.rawValue)"] + (look == .segmented ? ["linked", "segmented"] : [])
                                 + (isGlass(look, in: era) ? ["glass-bar"] : []),
                             children: items, accessibleName: "Tabs")
        bar.properties[.halign] = .alignment([.bottom, .floatingBottom, .sidebar].contains(look) ? .fill : vertical ? .start : .center)
        if vertical { bar.properties[.valign] = .alignment(look == .ornament ? .center : .fill) }
        // A page that is a grouped list or form shows the grouped background around its sections, as the screen it
        // fills does, instead of the pane's plain one under its white panels; each page runs under the floating bars
        // (the room they need is the page's padding), so its background fills the pane.
        let shaped = pages.map(\.markedIfGrouped)
        let content = WidgetPlan(.pagedStack, [.showsIndicator: .bool(false), .turnsPages: .bool(false), .transition: .transition(.immediate),
                                               .height: .int(150), .hexpand: .bool(true), .vexpand: .bool(true), .clips: .bool(true)],
                                 classes: ["tab-content"] + (contentLooks.contains(look) ? ["tab-content-\(look.rawValue)"] : [])
                                     + (look == .ornament ? [WidgetPlan.windowClass] : []),
                                 children: shaped, binding: selection, accessibleName: "Tab content")
        // The tab view fills its stage, as it fills its window: the bar on the stage's bottom or top edge.
        return tabView(look, content: content, bar: bar).fillingItsContainer()
    }

    /// The tab view's `content` and its `bar` placed as `look` places them.
    private static func tabView(_ look: BarLook, content: WidgetPlan, bar: WidgetPlan) -> WidgetPlan {
        let classes = ["tab-view"]
        switch look {
        case .bottom: return Build.vstack(spacing: 0, classes: classes, [content, bar])
        case .floating: return WidgetPlan(.overlay, classes: classes, children: [content, bar.with(.valign, .alignment(.start))])
        case .floatingBottom: return WidgetPlan(.overlay, classes: classes, children: [content, bar.with(.valign, .alignment(.end))])
        // The ornament floats a gap away from the window's edge, outside it.
        case .ornament: return Build.hstack(spacing: 12, classes: classes, [bar, content])
        case .sidebar: return Build.hstack(spacing: 8, classes: classes, [bar, content])
        case .segmented:
            // The segments straddle the pane's top edge, drawn over its border
            // (https://developer.apple.com/design/human-interface-guidelines/tab-views, macOS).
            return WidgetPlan(.overlay, classes: classes, children: [content, bar.with(.valign, .alignment(.start))])
        case .top, .grouped: return Build.vstack(spacing: 6, classes: classes, [bar, content])
        }
    }

    /// The tabs or the coloured pages, with the requested style. Tabs are written with `Tab` where the
    /// release has it, with `tabItem(_:)` before.
    static func code(_ context: PlanContext<TabViewFamily>) -> String {
        guard usesTabs(context.look) else {
            return context.styled(SwiftSource.block("TabView", pageColors(context.look).map { "Color.\($0.rawValue)" }))
        }
        let release = context.resolution.shownRelease
        let children: [String] = zip(SampleContent.tabs, SampleContent.tabValues).map { tab, name in
            let value = "AppTab.\(name)"
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

    /// The colours of the card's pages in a paging `look`: the document's blue and yellow, and white after them for
    /// the vertical pages (reference/view-styles.zh.md, "tabViewStyle(_:)").
    private static func pageColors(_ look: TabViewFamily.Look) -> [SceneColor] {
        [.verticalPage, .verticalPageTransitionStyle, .carousel].contains(look) ? SampleContent.verticalPages : SampleContent.pages
    }

    /// Whether the card's example in `look` is an app's tabs rather than a row of pages: the tab looks' are (the
    /// automatic style's among them), the paging looks' are not.
    private static func usesTabs(_ look: TabViewFamily.Look) -> Bool {
        switch look {
        case .sidebarAdaptable, .tabBarOnly, .grouped, .tabBar, .adaptableTabBar, .tabSidebar: true
        case .page, .pageIndexDisplayMode, .verticalPage, .verticalPageTransitionStyle, .carousel: false
        }
    }
}

extension SceneNode {
    /// A page TabView of `pages`, each tagged with its index and bound to `selection`: the view a page index shows in.
    static func pageTabView(_ pages: [SceneNode], selection: SceneValue) -> SceneNode {
        let tagged = pages.enumerated().map { index, page in
            var copy = page
            copy.modifiers.append(SceneModifier(.other(name: "tag", source: ".tag(\(index))")))
            return copy
        }
        return SceneNode(.styled(TabViewFamily.family), arguments: [SceneArgument("selection", selection)], children: tagged,
                         modifiers: [SceneModifier(.style(.pageTabView, argument: nil))])
    }
}
