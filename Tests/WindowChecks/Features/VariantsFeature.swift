import CGtk
import GalleryModel
import GalleryWindow

/// The variants view (Ctrl+M): every platform side by side in both schemes and every text size, readable, dimmed where a
/// style is missing, every stage live and sharing one state.
@MainActor
enum VariantsFeature: WindowCheck {
    nonisolated static let name = "variants"

    static func run(_ check: WindowDriver) throws {
        check.send(.choosePlatform(.iOS), .chooseVariantsScope(.all), .showVariants(true))

        // Every style of the toggle page, a cell per platform and scheme, readable; the checkbox only on the Mac.
        let toggles = try grid(of: .family(.toggle), across: .colorScheme, check)
        let cells = toggles.all.compactMap(\.name).filter { $0.hasPrefix("variant:") }
        check.expect(cells.count == StyleCatalog.family(.toggle).styles.count * Platform.allCases.count * ColorScheme.allCases.count)
        let checkboxes = toggles.all.filter { $0.name?.hasPrefix("variant:toggle.checkbox:") == true }
        check.expect(checkboxes.filter { $0.classes.contains("dimmed") }.count == (Platform.allCases.count - 1) * 2)
        for reading in ContrastCheck.readings(of: try check.pageRoot()) where !reading.passesOrIsApples {
            check.fail("variants of toggle: \"\(reading.text.prefix(40))\" \(reading.measurement.text) on \(reading.measurement.background) is "
                       + String(format: "%.2f", reading.measurement.ratio) + ":1")
        }

        // The Label page across every text size: a row per size.
        let labels = try grid(of: .view(.label), across: .contentSize, check).all.compactMap(\.name).filter { $0.hasPrefix("variant:labelView:") }
        check.expect(labels.count == ContentSize.allCases.count * Platform.allCases.count, "\(labels.count) label cells")
        // The label family across the text sizes: AccessibleLabelStyle shows its title only at the accessibility sizes.
        let accessible = try grid(of: .family(.label), across: .contentSize, check).all
            .filter { $0.name?.hasPrefix("variant:label.AccessibleLabelStyle:iOS:") == true }
        check.expect(accessible.count == ContentSize.allCases.count)
        for cell in accessible {
            let large = ContentSize.allCases.first { cell.name!.hasSuffix(":" + $0.rawValue) }!.isAccessibilityCategory
            check.expect(cell.all.contains { $0.type == "GtkImage" } == !large, "\(cell.name!)")
        }
        // Every stage shows the shared selection: each segmented picker and tab bar has its own radio group.
        for page in [StyleFamily.picker, .tabView] {
            let groups = try grid(of: .family(page), across: .colorScheme, check).all
                .filter { $0.classes.contains("segmented") || $0.classes.contains { $0.hasPrefix("tab-items-") } }
            check.expect(groups.count >= 6, "\(page): \(groups.count) groups")
            for group in groups where !group.children.isEmpty {
                check.expect(group.children.map(\.active).filter { $0 == true }.count == 1, "\(page): \(group.classes) shows \(group.children.map(\.active))")
            }
        }

        // One state: the switch flipped on the first stage is flipped on every stage that shows one.
        check.send(.chooseVariantsScope(.chosen))
        _ = try grid(of: .family(.toggle), across: .colorScheme, check)
        let first = try check.require(WidgetTree.find(type: "GtkSwitch", in: try check.require(check.widget(named: "variants-grid"))))
        let before = gtk_switch_get_active(gallery_switch(first)) != 0
        gtk_switch_set_active(gallery_switch(first), before ? 0 : 1)
        check.waitForFrame()
        let switches = try check.pageTree().all.filter { $0.type == "GtkSwitch" }
        check.expect(switches.count >= 4 && switches.allSatisfy { $0.active == !before }, "\(switches.map(\.active))")
    }

    /// The variants of `page` across `axis`, drawn.
    private static func grid(of page: GalleryPage, across axis: Variants.Axis, _ check: WindowDriver) throws -> WidgetNode {
        check.send(.chooseVariantsAxis(axis), .openPage(page))
        check.photograph(check.window.toplevel, as: "variants-\(page.id)-\(axis.rawValue)")
        return try check.pageTree()
    }
}
