/// Plans TabView examples: tab bars placed per platform, and paged stacks
/// with or without page dots, horizontal or vertical.
///
/// The automatic card's example is an app's tabs, each with a `tabItem`; the
/// paging styles' example is a row of coloured pages. Whichever look a
/// platform gives them, the pages are the example's own.
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
        switch context.look {
        case "tabBar":
            // Bottom on iPhone, top on iPad, Mac and Apple TV, a leading ornament on Vision Pro.
            let position = switch context.platform {
            case .iOS: "bottom"
            case .visionOS: "left"
            default: "top"
            }
            // Bottom tab bars stack each tab's icon above its title, as on iPhone; the ornament does too.
            let stacked = position == "bottom" || position == "left"
            return FamilyPlan(WidgetPlan(.notebook, [.tabPosition: .string(position), .stacksTabLabels: .bool(stacked), .height: .int(180)],
                                         classes: ["tab-bar", "tab-bar-\(position)"], children: pages,
                                         binding: selection, accessibleName: "Tabs"))
        default:
            let vertical = context.look.hasPrefix("verticalPage")
            return FamilyPlan(WidgetPlan(.pagedStack, [
                .orientation: .string(vertical ? "vertical" : "horizontal"),
                .showsIndicator: .bool(context.look != "page(indexDisplayMode:)"),
                .transition: .string(context.look == "verticalPage(transitionStyle:)" ? "none" : "slide"),
                .height: .int(180),
            ], classes: ["paged"], children: pages, binding: selection, accessibleName: "Pages"),
            approximation: "Swiping is replaced by clicking the page dots or the arrow buttons.")
        }
    }

    /// The tabs or the coloured pages, with the requested style.
    static func code(_ context: PlanContext) -> String {
        let tabs = usesTabs(context.style)
        let children: [String] = tabs
            ? SampleContent.tabs.map { tab in
                "Text(\(SwiftSource.literal(tab.title))).tabItem { \(SwiftSource.label(tab.title, symbol: tab.symbol)) }"
                    + ".tag(Tab.\(SampleContent.actionName(tab.title)))"
            }
            : SampleContent.pages.enumerated().map { index, page in
                "Color.\(page.color.rawValue).overlay { Text(\(SwiftSource.literal(page.title))) }.tag(\(index))"
            }
        return context.styled(SwiftSource.block("TabView(selection: $\(tabs ? "tab" : "page"))", children))
    }

    /// Whether the card's example is an app's tabs (the automatic style) rather than a row of pages.
    private static func usesTabs(_ style: StyleDescriptor) -> Bool {
        style.isAutomatic
    }
}
