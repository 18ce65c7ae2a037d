import CGtk

/// Searches a live widget tree.
@MainActor
package enum WidgetTree {
    /// The first widget at or below `widget`, depth first, that `matches`.
    package static func find(
        in widget: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> UnsafeMutablePointer<GtkWidget>? {
        if matches(widget) { return widget }
        for child in Widget(widget).children {
            if let found = find(in: child.pointer, where: matches) { return found }
        }
        return nil
    }

    /// Calls `body` with `widget` and every widget below it, depth first.
    package static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        body(widget)
        for child in Widget(widget).children {
            visit(child.pointer, body)
        }
    }
}
