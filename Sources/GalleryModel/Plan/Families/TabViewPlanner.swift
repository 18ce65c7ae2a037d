/// Plans TabView examples: tab bars placed per platform and release, tab
/// sidebars, and paged stacks with or without page dots, horizontal or vertical.
///
/// The tab styles' example is an app's tabs; the paging styles' example is a
/// row of coloured pages. Whichever look a platform gives them, the pages are
/// the example's own.
enum TabViewPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let selection = context.bind("selection", .selection)
        let pages = usesTabs(context.style)
            ? SampleContent.tabs.map { tab in
                Build.vstack(spacing: 4, classes: ["tab-page"], [Build.text(tab.title, classes: ["title-4"])])
                    .with(.tabLabel, .string(tab.title)).with(.tabIcon, Build.iconValue(tab.symbol))
            }
            : SampleContent.pages.map { page in
                WidgetPlan(.colorSwatch, [.color: .string(page.color.hex ?? ""), .text: .string(page.title)])
            }
        func tabs(_ position: String, stacked: Bool, classes: [String]) -> WidgetPlan {
            WidgetPlan(.notebook, [.tabPosition: .string(position), .stacksTabLabels: .bool(stacked), .height: .int(180)],
                       classes: classes, children: pages, binding: selection, accessibleName: "Tabs")
        }
        switch context.look {
        case "tabBar", "tabBarOnly", "adaptableTabBar":
            let position = barPosition(on: context.platform, in: context.resolution.shownRelease)
            // Bottom tab bars stack each tab's icon above its title, as on iPhone; the ornament does too.
            let stacked = position == "bottom" || position == "left"
            let bar = tabs(position, stacked: stacked, classes: ["tab-bar", "tab-bar-\(position)"])
            guard context.look == "adaptableTabBar" else { return FamilyPlan(bar) }
            return FamilyPlan(bar, approximation: "GTK tabs cannot turn into a sidebar, so the button that does so on iPad is left out; "
                              + "on the Mac and Apple TV this style shows its sidebar.")
        case "tabSidebar":
            return FamilyPlan(tabs("left", stacked: false, classes: ["tab-bar", "tab-sidebar"]))
        case "grouped":
            return FamilyPlan(tabs("top", stacked: false, classes: ["tab-bar", "tab-bar-grouped"]))
        default:
            let vertical = context.look.hasPrefix("verticalPage") || context.look == "carousel"
            let transition = switch context.argument {
            case ".identity": "none"
            case ".blur": "crossfade"
            default: "slide"
            }
            let showsDots = context.look != "carousel" && context.argument != ".never"
            let swipe = "Swiping is replaced by clicking the page dots or the arrow buttons."
            let approximation = switch (context.look, context.argument) {
            case ("carousel", _): "GTK cannot scale the pages as they scroll past: the carousel is drawn as vertical paging. " + swipe
            case (_, ".blur"): "GTK cannot blur between pages: a cross-fade stands in for the blur. " + swipe
            default: swipe
            }
            return FamilyPlan(WidgetPlan(.pagedStack, [
                .orientation: .string(vertical ? "vertical" : "horizontal"),
                .showsIndicator: .bool(showsDots),
                .transition: .string(transition),
                .height: .int(180),
            ], classes: ["paged"] + (context.look == "carousel" ? ["carousel"] : []), children: pages,
               binding: selection, accessibleName: "Pages"),
            approximation: approximation)
        }
    }

    /// Where the tab bar sits: at the bottom on iPhone, and on iPad before iPadOS 18, when it moved to the
    /// top (developer.apple.com/documentation/swiftui/enhancing-your-app-content-with-tab-navigation); a
    /// leading ornament on Vision Pro; along the top on the Mac and Apple TV.
    static func barPosition(on platform: Platform, in release: OSVersion) -> String {
        switch platform {
        case .iOS: "bottom"
        case .iPadOS: release < "18" ? "bottom" : "top"
        case .visionOS: "left"
        default: "top"
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

    /// Whether the card's example is an app's tabs rather than a row of pages.
    private static func usesTabs(_ style: StyleDescriptor) -> Bool {
        ["automatic", "sidebarAdaptable", "tabBarOnly", "grouped"].contains(style.name)
    }
}
