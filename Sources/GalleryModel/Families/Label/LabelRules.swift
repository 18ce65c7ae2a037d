extension LabelFamily {
    /// What `automatic` becomes for a Label: the first row that covers the platform, placement and
    /// release wins. Each row cites its source; ``AutomaticStyleTable`` is every family's rows in one table.
    static let automaticRules: [AutomaticRule<LabelFamily>] = [
        AutomaticRule(on: [.iOS, .iPadOS, .macOS], in: [.toolbar], Look.iconOnly,
            because: "Toolbars on iPhone, iPad and the Mac show only a label's icon.",
            source: "reference/view-styles.zh.md (titleAndIcon); reference/text-label-textfield-button.zh.md (Label)"),
        // watchOS shows no toolbar: its items are buttons in the screen's top corners and along its bottom, beside the
        // time and the title, with room for a symbol and no more.
        AutomaticRule(on: [.watchOS], in: [.toolbar], Look.iconOnly,
            because: "On Apple Watch toolbar items are buttons in the screen's corners, which show only a label's icon.",
            source: "https://developer.apple.com/design/human-interface-guidelines/toolbars (watchOS); https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading"),
        // Apple's only statement for SwiftUI: in a Mac menu a Label's items are drawn without their icons unless the
        // menu asks for .titleAndIcon (Populating SwiftUI menus with adaptive controls, current through macOS 26). The
        // icons macOS 26 put beside menu items are AppKit's own system items, not a SwiftUI default; macOS 27's AppKit
        // hides symbol images in menu items by default (NSMenuItem.preferredImageVisibility, .automatic:
        // https://developer.apple.com/documentation/appkit/nsmenuitem/preferredimagevisibility), and the HIG's Menus page
        // (updated for the 2026 releases) asks for icons sparingly. So every macOS release draws the title only.
        AutomaticRule(on: [.macOS], in: [.menu], Look.titleOnly,
            because: "macOS menu items built from a Label show the title without the icon, in the Tahoe release and after as before; a menu shows the icons only under .labelStyle(.titleAndIcon).",
            source: "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"),
        AutomaticRule(Look.titleAndIcon,
            because: "Everywhere else a label shows its icon followed by its title.",
            source: "reference/view-styles.zh.md (titleAndIcon: most contexts show both)"),
    ]

    /// Examples of what `automatic` becomes, each decided by one of the rows above; the model's tests resolve every
    /// one, and hold every row to an example it decides and every release bound to an example on each side of it.
    static let resolutionExamples: [ResolutionExample<LabelFamily>] = [
        ResolutionExample(.iOS, .titleAndIcon),
        ResolutionExample(.iOS, in: .toolbar, .iconOnly),
        ResolutionExample(.watchOS, in: .toolbar, .iconOnly),
        ResolutionExample(.macOS, in: .menu, .titleOnly),
        ResolutionExample(.macOS, release: "26", in: .menu, .titleOnly),
        ResolutionExample(.macOS, release: "15", in: .menu, .titleOnly),
        ResolutionExample(.watchOS, in: .menu, .titleAndIcon, outsidePlacement: true),
    ]

    /// How a Label's look in a scene depends on more than its own style.
    static let compositionRules: [SceneCompositionRule] = [
        // A Label's automatic look depends on whether it appears in a toolbar (View styles, the opening;
        // reference/view-styles.zh.md); the automatic table's toolbar rows say which look.
        SceneCompositionRule(LabelFamily.self, in: .toolbar, automaticOnly: true, .takesToolbarRules, source: SceneSources.viewStyles),
        // Label styles compose: built-ins erase, custom styles that return Label(configuration) add to the rest.
        SceneCompositionRule(LabelFamily.self, .composesLabelStack, source: "reference/label-style-composition.zh.md"),
    ]
}
