import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The fit part's look at the variants view: at 1280 × 860 with the inspector beside the page, a few pages
/// across every axis (every style of each), each checked for a label cut at the pane's edge or shortened,
/// a stage out of the pane's reach, and a stage whose example runs past its edges.
extension SelfCheck {
    /// The pages whose variants the fit part measures, on every axis.
    static let variantsFitPages: [GalleryPage] = [.family(.toggle), .family(.picker), .family(.tabView)]

    func checkVariantsFit() {
        step { gtk_window_set_default_size(gallery_window(self.window.window), 1280, 860) }
        step(waitingFor: "the window to be 1280 × 860", until: {
            gtk_widget_get_width(self.window.window) >= 1280 && gtk_widget_get_height(self.window.window) >= 860
        }) {
            if gtk_widget_get_visible(self.window.inspector.root) == 0 { self.activate("win.inspector") }
            self.activate("win.platform", Platform.iOS.rawValue)
        }
        for page in Self.variantsFitPages {
            for axis in Variants.Axis.allCases {
                step {
                    self.window.setVariantsSettings(.showing(.all, across: axis))
                    self.activate("win.page", page.id)
                    self.window.showVariants(true)
                }
                step(waitingFor: "the variants of \(page.id) across \(axis.rawValue)", until: { self.window.showsVariantsView }) {
                    guard let root = self.window.pageRoot else { return self.fail("no variants page for \(page.id)") }
                    let place = "\(page.id) across \(axis.rawValue)"
                    var fit = self.report.fit.variants ?? SelfCheckReport.Fit.Variants()
                    fit.measured.append(place)
                    fit.inspectorShown = (fit.inspectorShown ?? true) && gtk_widget_get_visible(self.window.inspector.root) != 0
                    fit.problems += VariantsFit.problems(in: root, overflow: self.window.pageOverflow).map { "\(place): \($0)" }
                    self.report.fit.variants = fit
                    _ = Screenshot.save(self.window.window, to: self.folder + "/variants-fit-\(page.id)-\(axis.rawValue).png")
                }
            }
        }
        step {
            self.window.showVariants(false)
            self.window.setVariantsSettings(.showing(.chosen, across: .colorScheme))
        }
    }
}

/// What cuts the variants view short: read from its widgets as they are laid out.
@MainActor
enum VariantsFit {
    /// Every problem of the page `root` shows in its pane (the viewport it scrolls in), which it overflows by
    /// `overflow` pixels: a label running past the pane's right edge or shortened with an ellipsis, a stage
    /// that lies beyond the pane, and a stage whose example widgets run past its edges.
    static func problems(in root: UnsafeMutablePointer<GtkWidget>, overflow: Int) -> [String] {
        guard let pane = gtk_widget_get_parent(root) else { return ["the page has no pane"] }
        let width = Float(gtk_widget_get_width(pane))
        var problems: [String] = overflow > 0 ? ["the page is \(overflow) px wider than its pane"] : []
        walk(root) { widget in
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
            return true
        }
        return problems
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
