/// Which placements make sense for each family (each family's ``PlacementTraits``). A Gauge cannot sit
/// inside a Menu, and a TabView is not a toolbar item; the resolver then uses the standard placement and
/// says why.
public enum PlacementSupport {
    /// Whether `family` can be shown in `placement` on `platform`.
    public static func supports(_ family: StyleFamily, in placement: Placement, on platform: Platform) -> Bool {
        unsupportedReason(family, in: placement, on: platform) == nil
    }

    /// Why `family` cannot be shown in `placement` on `platform`, or nil if it can.
    public static func unsupportedReason(_ family: StyleFamily, in placement: Placement, on platform: Platform) -> LocalizedText? {
        switch placement {
        case .standard:
            return nil
        case .menu:
            if !StyleCatalog.family(.menu).viewAvailability.isAvailable(on: platform) {
                return say("\(platform.rawValue) has no Menu, so there is no menu placement there.")
            }
            if !family.definition.placements.inMenus {
                return say("A Menu shows only buttons, toggles, pickers, nested menus, labels and control groups, not a \(family.viewName).")
            }
            return nil
        case .toolbar:
            return !family.definition.placements.inToolbars ? say("A \(family.viewName) is not a toolbar item.") : nil
        case .form, .list:
            return family.definition.placements.fillsScreen
                ? say("A \(family.viewName) fills its own screen or column rather than a \(placement == .form ? "Form" : "List") row.")
                : nil
        }
    }
}
