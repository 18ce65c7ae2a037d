import CGtk
import GalleryModel
import GalleryWindow

/// The header's release selector, chosen as a person chooses, re-resolves, re-dims and marks deprecations on the whole
/// page: the switch style comes to tvOS 18, every button style newer than iOS 14 is dimmed there, and a style deprecated
/// in a release carries its badge from that release, one Apple deprecates in a future release in every release.
@MainActor
enum ReleasesFeature: WindowCheck {
    nonisolated static let name = "releases"

    static func run(_ check: WindowDriver) throws {
        let tv17 = try visit(.toggle, on: .tvOS, release: "17", check)
        let tv18 = try visit(.toggle, on: .tvOS, release: "18", check)
        check.expect(tv17.dimmed.contains("toggle.switch") && !tv18.dimmed.contains("toggle.switch"))
        check.expect(tv17.tree.card("toggle.automatic")?.first("GtkToggleButton")?.classes.contains("tvos-toggle") == true)
        check.expect(tv18.tree.card("toggle.switch")?.first("GtkToggleButton")?.classes.contains("tvos-toggle") == true)

        let iOS14 = try visit(.button, on: .iOS, release: "14", check)
        let newer = Set(StyleCatalog.family(.button).styles.filter { $0.availability.introduced[.iOS].map { $0 > "14" } ?? true }.map(\.id))
        check.expect(iOS14.dimmed == newer, "dimmed on iOS 14: \(iOS14.dimmed.sorted())")
        let newest = try visit(.button, on: .iOS, release: Platform.iOS.newestRelease, check)
        check.expect(newest.dimmed == Set(StyleCatalog.family(.button).styles.filter { !$0.availability.isAvailable(on: .iOS) }.map(\.id)))

        let mac = try visit(.textField, on: .macOS, release: Platform.macOS.newestRelease, check)
        check.expect(mac.deprecated == ["textField.roundedBorder", "textField.squareBorder"], "\(mac.deprecated.sorted())")
        check.expect(try visit(.textField, on: .macOS, release: "26", check).deprecated == ["textField.roundedBorder"])
    }

    /// Shows `family`'s page on `platform`, picks `release` in the header's drop-down as a person would, and reads which
    /// cards it dims and which carry a deprecation badge.
    private static func visit(_ family: StyleFamily, on platform: Platform, release: OSVersion, _ check: WindowDriver) throws
        -> (tree: WidgetNode, dimmed: Set<String>, deprecated: Set<String>) {
        check.show(.family(family), on: platform)
        let selector = try check.require(check.widget(named: "release-selector"))
        let index = try check.require(platform.releases.firstIndex(of: release), "no \(platform.rawValue) \(release)")
        gtk_drop_down_set_selected(gallery_drop_down(selector), UInt32(index))
        check.waitForFrame()
        check.expect(check.state.configuration.release == release, "the selector chose \(check.state.configuration.release)")
        let root = try check.pageRoot()
        check.photograph(check.window.toplevel, as: "shot-\(platform.rawValue)\(release)-\(family.rawValue)")
        var dimmed: Set<String> = []
        var deprecated: Set<String> = []
        for style in StyleCatalog.family(family).styles {
            guard let card = WidgetTree.find(named: "card:\(style.id)", in: root) else { continue }
            if Widget(card).classes.contains("dimmed") { dimmed.insert(style.id) }
            if check.widget(withClass: "deprecation-badge", in: card) != nil { deprecated.insert(style.id) }
        }
        return (WidgetNode(root), dimmed, deprecated)
    }
}
