/// Which placements make sense for each family (each family's ``PlacementTraits``). A Gauge cannot sit
/// inside a Menu, and a TabView is not a toolbar item; the resolver then uses the standard placement and
/// says why.
public enum PlacementSupport {
    /// Where `.toolbar(content:)` exists: before it, no control sat in a toolbar SwiftUI drew.
    static let toolbarModifier = Availability(
        iOS: "14.0", macOS: "11.0", tvOS: "14.0", watchOS: "7.0", visionOS: "1.0",
        source: "https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj")

    /// Whether `family` can be shown in `placement` on `platform` in `release` (the newest when nil).
    public static func supports(_ family: StyleFamily, in placement: Placement, on platform: Platform, release: OSVersion? = nil) -> Bool {
        unsupportedReason(family, in: placement, on: platform, release: release) == nil
    }

    /// Why `family` cannot be shown in `placement` on `platform` in `release` (the newest when nil), or nil if it can.
    public static func unsupportedReason(
        _ family: StyleFamily, in placement: Placement, on platform: Platform, release: OSVersion? = nil
    ) -> LocalizedText? {
        let release = release ?? platform.newestRelease
        switch placement {
        case .standard:
            return nil
        case .menu:
            let menus = StyleCatalog.family(.menu).viewAvailability
            if !menus.isAvailable(on: platform) {
                return say("\(platform.rawValue) has no Menu, so there is no menu placement there.")
            }
            if let first = menus.introduced[platform], release < first {
                return say("Menu arrived in \(platform.rawValue) \(first), so \(platform.rawValue) \(release) has no menu placement.")
            }
            if !family.definition.placements.inMenus {
                return say("A Menu shows only buttons, toggles, pickers, nested menus, labels and control groups, not a \(family.viewName).")
            }
            return nil
        case .toolbar:
            if let first = toolbarModifier.introduced[platform], release < first {
                return say("The toolbar modifier arrived in \(platform.rawValue) \(first), so \(platform.rawValue) \(release) has no toolbar placement.")
            }
            return !family.definition.placements.inToolbars ? say("A \(family.viewName) is not a toolbar item.") : nil
        case .form, .list:
            return family.definition.placements.fillsScreen
                ? say("A \(family.viewName) fills its own screen or column rather than a \(placement == .form ? "Form" : "List") row.")
                : nil
        }
    }
}
