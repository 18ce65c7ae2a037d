import CGtk
import GalleryModel
import GalleryWindow

/// What cuts the variants view short: read from its widgets as they are laid out.
@MainActor
enum VariantsFit {
    /// Every problem of the page `root` shows in its pane (the viewport it scrolls in), which it overflows by
    /// `overflow` pixels (`culprit`): a label that runs past the pane's right edge or is shortened with an ellipsis,
    /// a stage that lies outside the pane where no scrollbar in sight reaches it, and a stage whose example widgets
    /// run past its edges. At most `limit` lines, the last saying how many more there were.
    static func problems(in root: UnsafeMutablePointer<GtkWidget>, overflow: Int, culprit: String, limit: Int = 12) -> [String] {
        guard let pane = gtk_widget_get_parent(root) else { return ["the page has no pane"] }
        var problems: [String] = overflow > 0 ? ["the page is \(overflow) px wider than its pane (\(culprit))"] : []
        check(root, in: pane, width: Float(gtk_widget_get_width(pane)), into: &problems)
        return problems.count <= limit ? problems : problems.prefix(limit - 1) + ["and \(problems.count - limit + 1) more"]
    }

    /// Checks `widget` and its mapped descendants against the pane's `width`. What a scrolled window shows with
    /// its horizontal scrollbar in sight (not an overlay that shows only under the pointer) is within reach
    /// wherever it lies, so only its stages are checked below it.
    private static func check(_ widget: UnsafeMutablePointer<GtkWidget>, in pane: UnsafeMutablePointer<GtkWidget>, width: Float,
                              into problems: inout [String]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        let type = Widget(widget).typeName
        if type == "GtkLabel", let bounds = bounds(of: widget, in: pane) {
            let text = String(cString: gtk_label_get_text(gallery_label(widget))).prefix(40)
            if bounds.origin.x + bounds.size.width > width + 0.5 {
                problems.append("the label \"\(text)\" runs \(Int(bounds.origin.x + bounds.size.width - width)) px past the pane's edge")
            }
            if let layout = gtk_label_get_layout(gallery_label(widget)), pango_layout_is_ellipsized(layout) != 0 {
                problems.append("the label \"\(text)\" is shortened")
            }
        }
        let name = Widget(widget).name
        if name.hasPrefix("variant:"), let bounds = bounds(of: widget, in: pane),
           bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > width + 0.5 {
            problems.append("\(name) lies at \(Int(bounds.origin.x))–\(Int(bounds.origin.x + bounds.size.width)) px, outside the pane's \(Int(width)) px")
        }
        if Widget(widget).classes.contains("stage") { problems += clipped(widget) }
        if type == "GtkScrolledWindow", scrollsInSight(widget) {
            walk(widget) { inner in
                if Widget(inner).classes.contains("stage") { problems += clipped(inner) }
                return true
            }
            return
        }
        for child in Widget(widget).children where Widget(child.pointer).typeName != "GtkPopover" {
            check(child.pointer, in: pane, width: width, into: &problems)
        }
    }

    /// Whether `scroller` shows a horizontal scrollbar that stays in sight.
    private static func scrollsInSight(_ scroller: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let scrolled = gallery_scrolled_window(scroller)
        guard gtk_scrolled_window_get_overlay_scrolling(scrolled) == 0, let bar = gtk_scrolled_window_get_hscrollbar(scrolled) else { return false }
        return gtk_widget_get_mapped(bar) != 0
    }

    /// The widgets of `stage` that run past its edges, by how far; what a scrolled window inside holds scrolls, and is not counted.
    private static func clipped(_ stage: UnsafeMutablePointer<GtkWidget>) -> [String] {
        let width = Float(gtk_widget_get_width(stage)), height = Float(gtk_widget_get_height(stage))
        var worst: (widget: String, by: Float)?
        walk(stage) { widget in
            guard widget != stage, let bounds = bounds(of: widget, in: stage) else { return true }
            let by = max(-bounds.origin.x, -bounds.origin.y, bounds.origin.x + bounds.size.width - width,
                         bounds.origin.y + bounds.size.height - height)
            if by > 0.5, by > worst?.by ?? 0 { worst = (Widget(widget).typeName + Widget(widget).classes.map { "." + $0 }.joined(), by) }
            return Widget(widget).typeName != "GtkScrolledWindow"
        }
        guard let worst else { return [] }
        let cell = ancestor(of: stage) { Widget($0).name.hasPrefix("variant:") }.map { Widget($0).name } ?? "a stage"
        return ["\(cell): \(worst.widget) runs \(Int(worst.by)) px past the stage's edge"]
    }

    /// Visits `widget` and, while `visit` says so, its mapped descendants; popovers, drawn in windows of their own, are left out.
    private static func walk(_ widget: UnsafeMutablePointer<GtkWidget>, _ visit: (UnsafeMutablePointer<GtkWidget>) -> Bool) {
        guard gtk_widget_get_mapped(widget) != 0, visit(widget) else { return }
        for child in Widget(widget).children where Widget(child.pointer).typeName != "GtkPopover" {
            walk(child.pointer, visit)
        }
    }

    private static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in target: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t? {
        var rect = graphene_rect_t()
        return gtk_widget_compute_bounds(widget, target, &rect) != 0 ? rect : nil
    }

    private static func ancestor(of widget: UnsafeMutablePointer<GtkWidget>,
                                 where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        var current = gtk_widget_get_parent(widget)
        while let widget = current, !matches(widget) { current = gtk_widget_get_parent(widget) }
        return current
    }
}
