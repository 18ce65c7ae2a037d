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

    /// Every code label under `root` shows as many lines as its code has, inside a view that scrolls sideways.
    private static func expectUnbroken(in root: UnsafeMutablePointer<GtkWidget>, _ place: String, _ check: WindowDriver) throws {
        check.waitForFrame()
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        WidgetTree.visit(root) { if Widget($0).classes.contains("code") { labels.append($0) } }
        check.expect(!labels.isEmpty, "\(place) shows no code")
        for label in labels {
            let code = String(cString: gtk_label_get_text(gallery_label(label)))
            let shown = Int(pango_layout_get_line_count(gtk_label_get_layout(gallery_label(label))))
            let written = code.split(separator: "\n", omittingEmptySubsequences: false).count
            check.expect(shown == written, "\(place): code of \(written) lines is shown in \(shown): \(code.prefix(60))")
            var scrolls = false
            var parent = gtk_widget_get_parent(label)
            while let widget = parent, !scrolls {
                scrolls = Widget(widget).typeName == "GtkScrolledWindow"
                parent = gtk_widget_get_parent(widget)
            }
            check.expect(scrolls, "\(place): the code cannot scroll sideways")
        }
    }
}
