import CGtk
import GalleryModel
import GalleryWindow

/// SwiftUI code is shown in its own lines, never broken inside a token: in the inspector beside a narrow column, and
/// on the view pages at 700 px. A line wider than the room scrolls sideways instead.
@MainActor
enum CodeViewFeature: WindowCheck {
    nonisolated static let name = "codeView"

    static func run(_ check: WindowDriver) throws {
        // The palette picker's code chains a long modifier: `.paletteSelectionEffect(.symbolVariant(.slash))`.
        check.show(.family(.picker), on: .iOS)
        let palette = try check.require(StyleCatalog.family(.picker).styles.first { $0.name == "palette" })
        check.send(.chooseStyle(palette))
        try expectUnbroken(in: check.window.inspector, "the inspector on the palette picker", check)
        gtk_window_set_default_size(gallery_window(check.window.toplevel), 700, 600)
        check.wait(for: "the window to be 700 px wide") { check.state.layout == WindowLayout(width: 700) }
        for page in [GalleryPage.view(.button), .view(.slider)] {
            check.show(page, on: .iOS)
            try expectUnbroken(in: try check.pageRoot(), "\(page.id) at 700 px", check)
        }
    }

    /// Every code view under `root` scrolls sideways and shows its code in as many lines as the code has.
    private static func expectUnbroken(in root: UnsafeMutablePointer<GtkWidget>, _ place: String, _ check: WindowDriver) throws {
        check.waitForFrame()
        var views: [UnsafeMutablePointer<GtkWidget>] = []
        WidgetTree.visit(root) { if Widget($0).classes.contains("code-view") { views.append($0) } }
        check.expect(!views.isEmpty, "\(place) shows no code")
        for view in views {
            guard Widget(view).typeName == "GtkScrolledWindow" else {
                check.fail("\(place): the code is a \(Widget(view).typeName), which cannot scroll sideways")
                continue
            }
            var horizontal = GTK_POLICY_NEVER
            var vertical = GTK_POLICY_NEVER
            gtk_scrolled_window_get_policy(gallery_scrolled_window(view), &horizontal, &vertical)
            check.expect(horizontal != GTK_POLICY_NEVER, "\(place): the code cannot scroll sideways")
            var label: UnsafeMutablePointer<GtkWidget>?
            WidgetTree.visit(view) { if label == nil && Widget($0).classes.contains("code") { label = $0 } }
            guard let label else {
                check.fail("\(place): a code view holds no code")
                continue
            }
            let code = String(cString: gtk_label_get_text(gallery_label(label)))
            let shown = Int(pango_layout_get_line_count(gtk_label_get_layout(gallery_label(label))))
            let written = code.split(separator: "\n", omittingEmptySubsequences: false).count
            check.expect(shown == written, "\(place): code of \(written) lines is shown in \(shown): \(code.prefix(60))")
        }
    }
}
