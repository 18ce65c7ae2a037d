import CGtk
import GalleryModel

/// The gallery window.
@MainActor
final class MainWindow {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private let summary: UnsafeMutablePointer<GtkWidget>

    init(application: UnsafeMutablePointer<GtkApplication>, state: AppState, page: GalleryPage) {
        self.state = state
        window = gtk_application_window_new(application)
        gtk_window_set_title(gallery_window(window), "SwiftUI Style Gallery")
        gtk_window_set_default_size(gallery_window(window), 1100, 760)

        let header = gtk_header_bar_new()!
        let platforms = withCStringArray(Platform.allCases.map(\.rawValue)) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(gallery_drop_down(platforms), UInt32(Platform.allCases.firstIndex(of: state.configuration.platform)!))
        Widget(platforms).setTooltip("Emulated platform")
        Widget(platforms).setAccessibleLabel("Platform")
        gtk_header_bar_pack_start(gallery_header_bar(header), platforms)
        gtk_window_set_titlebar(gallery_window(window), header)

        summary = gtk_label_new(nil)
        gtk_label_set_xalign(gallery_label(summary), 0)
        Widget(summary).setMargins(24)
        gtk_window_set_child(gallery_window(window), summary)

        Signal.connectPointer(platforms, "notify::selected") { [unowned self] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(platforms)))
            self.state.setPlatform(Platform.allCases[index])
        }
        state.observe { [unowned self] _ in self.refresh() }
        refresh()
    }

    func present() {
        gtk_window_present(gallery_window(window))
    }

    private func refresh() {
        let configuration = state.configuration
        let lines = StyleFamily.allCases.map { family in
            let resolution = configuration.resolution(of: family)
            return "\(family.viewName): \(resolution.requested) → \(resolution.resolved.name)"
        }
        gtk_label_set_text(gallery_label(summary), lines.joined(separator: "\n"))
    }
}
