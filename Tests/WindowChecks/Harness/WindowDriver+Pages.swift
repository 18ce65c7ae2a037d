import CGtk
import GalleryModel
import GalleryWindow

/// What most window checks do over and over: show a page on a platform, read what the page shows, photograph it.
extension WindowDriver {
    /// Shows `page` (on `platform`, when given) and waits for the frame showing it; a scene page once its file has
    /// been read.
    func show(_ page: GalleryPage, on platform: Platform? = nil, file: StaticString = #filePath, line: UInt = #line) {
        if let platform { window.send(.choosePlatform(platform)) }
        window.send(.openPage(page))
        wait(for: "the \(page.id) page", file: file, line: line) { self.state.page == page }
    }

    /// The open page's top widget.
    func pageRoot(file: StaticString = #filePath, line: UInt = #line) throws -> UnsafeMutablePointer<GtkWidget> {
        try require(window.page, "no page is shown", file: file, line: line)
    }

    /// The open page's widgets, now.
    func pageTree(file: StaticString = #filePath, line: UInt = #line) throws -> WidgetNode {
        WidgetNode(try pageRoot(file: file, line: line))
    }

    /// Saves what `widget` shows as `NAME.png` in the check's folder, for a person to look at; false when it has no
    /// picture yet (still being laid out).
    @discardableResult
    func photograph(_ widget: UnsafeMutablePointer<GtkWidget>, as name: String) -> Bool {
        Screenshot.save(widget, to: folder + "/" + name + ".png")
    }

    /// The first widget with the CSS class `name` at or below `widget` (the window when nil).
    func widget(withClass name: String, in widget: UnsafeMutablePointer<GtkWidget>? = nil) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.find(in: widget ?? window.toplevel) { Widget($0).classes.contains(name) }
    }

    /// The text of every label at or below `widget`, depth first.
    static func texts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if Widget(widget).typeName == "GtkLabel", let text = gtk_label_get_text(gallery_label(widget)) { texts.append(String(cString: text)) }
            for child in Widget(widget).children { walk(child.pointer) }
        }
        walk(widget)
        return texts
    }

    /// The widget with the keyboard focus.
    var focus: UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(OpaquePointer(window.toplevel)).map { UnsafeMutablePointer<GtkWidget>($0) }
    }

    /// Whether the keyboard focus is on `widget` or inside it.
    func focusIsInside(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        focus.map { $0 == widget || gtk_widget_is_ancestor($0, widget) != 0 } ?? false
    }
}
