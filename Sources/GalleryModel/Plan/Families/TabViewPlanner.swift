/// Plans TabView examples: tab bars placed per platform, and paged stacks
/// with or without page dots, horizontal or vertical.
enum TabViewPlanner {
    static func plan(_ context: PlanContext) -> FamilyPlan {
        let selection = context.bind("selection", .selection)
        let tabs = SampleContent.tabs
        switch context.look {
        case "tabBar":
            // Bottom on iPhone, top on iPad, Mac and Apple TV, a leading ornament on Vision Pro.
            let position = switch context.platform {
            case .iOS: "bottom"
            case .visionOS: "left"
            default: "top"
            }
            let pages = tabs.map { tab in
                Build.vstack(spacing: 4, classes: ["tab-page"], [
                    Build.text(tab.title, classes: ["title-4"]),
                    Build.text("The \(tab.title.lowercased()) tab's content.", classes: ["dim-label"]),
                ]).with(.tabLabel, .string(tab.title)).with(.tabIcon, Build.iconValue(tab.symbol))
            }
            // Bottom tab bars stack each tab's icon above its title, as on iPhone; the ornament does too.
            let stacked = position == "bottom" || position == "left"
            return FamilyPlan(WidgetPlan(.notebook, [.tabPosition: .string(position), .stacksTabLabels: .bool(stacked), .height: .int(180)],
                                         classes: ["tab-bar", "tab-bar-\(position)"], children: pages,
                                         binding: selection, accessibleName: "Tabs"))
        default:
            let vertical = context.look.hasPrefix("verticalPage")
            let pages = SampleContent.pageColors.enumerated().map { index, color in
                WidgetPlan(.colorSwatch, [.color: .string(color), .text: .string("Page \(index + 1)")])
            }
            return FamilyPlan(WidgetPlan(.pagedStack, [
                .orientation: .string(vertical ? "vertical" : "horizontal"),
                .showsIndicator: .bool(context.look != "page(indexDisplayMode:)"),
                .transition: .string(context.look == "verticalPage(transitionStyle:)" ? "none" : "slide"),
                .height: .int(180),
            ], classes: ["paged"], children: pages, binding: selection, accessibleName: "Pages"),
            approximation: "Swiping is replaced by clicking the page dots or the arrow buttons.")
        }
    }
}
