import CGtk

/// Widgets a switch takes out of the window, let go of once the main loop has nothing else to do.
///
/// Taking a widget out of its parent drops the parent's reference, and GTK then disposes of the whole tree under it at
/// once: every descendant's controllers, signal handlers, CSS nodes and Pango layouts. For a page of cards that was a
/// third of a switch's work, spent before the new page could be laid out and painted. A widget held here is still
/// taken out at once (unparented, unrealized, out of the accessibility tree and the focus chain), but its last
/// reference is dropped from a low-priority idle, after GTK's frame clock has painted the frame that no longer shows
/// it; a person sees the new page a frame sooner, and the tree goes while the window waits for input.
@MainActor
enum RetiredWidgets {
    /// The widgets taken out since the last release, each with the reference this holds on it.
    private static var held: [UnsafeMutablePointer<GtkWidget>] = []
    /// The Swift objects whose signal handlers the held widgets call (a page view), kept until the widgets are gone.
    private static var owners: [AnyObject] = []

    /// Keeps `widget` alive past its removal: call it just before taking the widget out of its parent. `owners`, the
    /// objects its handlers reach without holding them (`[unowned self]`), are kept as long, since disposing of a
    /// widget may still emit a signal (a flow box says its selection changed as its children go).
    static func retire(_ widget: UnsafeMutablePointer<GtkWidget>, keeping owners: [AnyObject]) {
        g_object_ref(widget)
        held.append(widget)
        self.owners += owners
        guard held.count == 1 else { return }
        // Below GDK_PRIORITY_REDRAW, so the frame that shows the switch is laid out and painted first.
        g_idle_add_full(G_PRIORITY_LOW, { _ in
            MainActor.assumeIsolated { RetiredWidgets.release() }
            return 0
        }, nil, nil)
    }

    /// Drops the references ``retire(_:keeping:)`` took, disposing of the trees nothing else holds, then their owners.
    private static func release() {
        let (widgets, keptOwners) = (held, owners)
        (held, owners) = ([], [])
        withExtendedLifetime(keptOwners) {
            for widget in widgets { g_object_unref(widget) }
        }
    }
}
