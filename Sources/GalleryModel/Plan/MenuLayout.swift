/// How a platform lays out an open menu's rows: where an item's icon sits and how sections are parted
/// (https://developer.apple.com/design/human-interface-guidelines/menus). Both the menu a button opens
/// (``OpenMenu``, through ``MenuPanelStyle``) and the menu drawn open in place (``MenuPreview``) follow it.
struct MenuLayout: Sendable, Equatable {
    /// Where an item's icon sits beside its title: `.start`, `.end`, or nil when the menu shows no icons.
    let iconAlignment: PlanValue.Alignment?
    /// Whether sections are parted by a wide grey gap (iPhone, iPad, Apple TV, Apple Watch, Vision Pro) rather
    /// than the Mac's hairline.
    let widePartitions: Bool

    /// The layout of a menu in `context`. iPhone, iPad, Apple TV, Apple Watch and Vision Pro put an item's
    /// symbol at the trailing edge of its row and part sections with a wide gap; the Mac puts it at the leading
    /// edge, as a menu bar menu does, or shows none where the automatic Label style draws menu items title-only
    /// (LabelRules), and parts sections with a hairline.
    static func of(_ context: some DrawingContext) -> MenuLayout {
        on(context.platform, release: context.resolution.shownRelease)
    }

    /// The layout of a menu on `platform` in `release`.
    static func on(_ platform: Platform, release: OSVersion) -> MenuLayout {
        switch platform {
        case .macOS:
            let label = StyleResolver.automaticLook(of: LabelFamily.self, in: Context(platform: platform, release: release, placement: .menu))
            return MenuLayout(iconAlignment: label == .titleOnly ? nil : .start, widePartitions: false)
        case .iOS, .iPadOS, .tvOS, .watchOS, .visionOS:
            return MenuLayout(iconAlignment: .end, widePartitions: true)
        }
    }
}
