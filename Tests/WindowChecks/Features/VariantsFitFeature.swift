import CGtk
import GalleryModel

/// The variants view fits at 1280 × 860 with the inspector open, on every axis, every style of a few pages: no label
/// cut at the pane's edge or shortened, every stage within reach, none clipped; photographed at its top and its end.
@MainActor
enum VariantsFitFeature: WindowCheck {
    nonisolated static let name = "variantsFit"
    /// The pages measured, on every axis.
    static let pages: [GalleryPage] = [.family(.toggle), .family(.picker), .family(.tabView)]

    static func run(_ check: WindowDriver) throws {
        gtk_window_set_default_size(gallery_window(check.window.toplevel), 1280, 860)
        // The window's widget is its default size less its 10 px frame, as at launch (1280 × 820 is 1270 × 810).
        check.wait(for: "the window to be 860 px high") { gtk_widget_get_height(check.window.toplevel) >= 850 }
        check.expect(check.state.inspectorShown)
        check.send(.choosePlatform(.iOS), .chooseVariantsScope(.all), .showVariants(true))
        for page in pages {
            for axis in Variants.Axis.allCases {
                check.send(.chooseVariantsAxis(axis), .openPage(page))
                let root = try check.pageRoot()
                scroll(root, toEnd: false)
                check.waitForFrame()
                let place = "\(page.id) across \(axis.rawValue)"
                let overflow = check.window.pageOverflow
                for problem in VariantsFit.problems(in: root, overflow: overflow.pixels, culprit: overflow.culprit) {
                    check.fail("\(place): \(problem)")
                }
                check.expect(gtk_widget_get_visible(check.window.inspector) != 0, "\(place): the inspector folded away")
                check.photograph(check.window.toplevel, as: "variants-fit-\(page.id)-\(axis.rawValue)")
                // Then its end, where the largest text sizes are.
                scroll(root, toEnd: true)
                check.waitForFrame()
                check.photograph(check.window.toplevel, as: "variants-fit-\(page.id)-\(axis.rawValue)-end")
            }
        }
    }

    /// Scrolls the page `root` to its top or its end.
    private static func scroll(_ root: UnsafeMutablePointer<GtkWidget>, toEnd: Bool) {
        guard let pane = gtk_widget_get_parent(root), let scroller = gtk_widget_get_parent(pane),
              let adjustment = gtk_scrolled_window_get_vadjustment(gallery_scrolled_window(scroller)) else { return }
        gtk_adjustment_set_value(adjustment, toEnd ? gtk_adjustment_get_upper(adjustment) : 0)
    }
}
