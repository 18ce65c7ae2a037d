import CGtk
import GalleryTranslation

/// Names the parts GTK builds inside its own widgets, which assistive technologies
/// would otherwise read by their type ("GtkToggleButton", "GtkScrollbar", "GtkStackPage"), and
/// hides decorative icons from them.
///
/// GTK 4.8 reads a widget without an accessible label by its type name unless its role is
/// structural (a group, a generic container, a separator). The interpreter names what a plan
/// builds; `nameParts` walks what GTK builds inside, below a widget, down to the next widget the
/// interpreter built (which was walked when it was built), so every part is met once.
@MainActor
enum AccessibleParts {
    /// The flag on widgets whose parts are named: those the interpreter built, and the parts named or hidden here.
    private static let doneFlag = "gallery-accessible-parts-named"
    /// Parts that only draw: the arrows of drop-downs and menu buttons, check marks, expander
    /// triangles, a split view's divider (the keyboard resizes through the split view itself).
    private static let decorativeParts: Set<String> = ["GtkBuiltinIcon", "GtkPanedHandle"]

    /// Names or hides the parts GTK built below `widget`, after `owner` (the widget's own name or words)
    /// where a part stands for the widget, after the words it shows where it has its own.
    static func nameParts(of widget: UnsafeMutablePointer<GtkWidget>, after owner: String?) {
        if Widget(widget).typeName == "GtkStack" { namePages(of: Widget(widget), after: owner) }
        for child in Widget(widget).children where gallery_has_flag(child.pointer, doneFlag) == 0 {
            namePart(child, after: owner)
        }
    }

    /// Names the parts below `widget`, which the interpreter built, and marks it, so that a walk from
    /// a widget above it stops there: every part is met once.
    static func nameParts(ofBuilt widget: UnsafeMutablePointer<GtkWidget>, after owner: String?) {
        nameParts(of: widget, after: owner)
        gallery_set_flag(widget, doneFlag)
    }

    /// Names or hides the parts GTK built anywhere below `root` outside the widgets the interpreter built
    /// (the window's own drop-downs, check boxes and split views), by the words they show.
    static func nameParts(below root: UnsafeMutablePointer<GtkWidget>) {
        nameParts(of: root, after: nil)
    }

    private static func namePart(_ part: Widget, after owner: String?) {
        let type = part.typeName
        if decorativeParts.contains(type) {
            part.hideFromAccessibility()
            gallery_set_flag(part.pointer, doneFlag)
            return
        }
        // The chosen item inside a drop-down, a table's header row: read as their owner, since what
        // they show changes or repeats it; a column's title as its words.
        if type == "GtkListItemWidget" || type == "GtkColumnViewTitle" {
            let words = Self.words(below: part)
            let name = type == "GtkColumnViewTitle" ? words : owner ?? words
            if !name.isEmpty {
                gallery_set_accessible_label(part.pointer, name)
                gallery_set_flag(part.pointer, doneFlag)
            }
        }
        if type == "GtkStack" { namePages(of: part, after: owner) }
        for child in part.children where gallery_has_flag(child.pointer, doneFlag) == 0 {
            namePart(child, after: owner)
        }
    }

    /// Names the pages of `stack` (accessible objects of their own, which GTK reads as "GtkStackPage")
    /// after `owner`, or after the words each shows.
    private static func namePages(of stack: Widget, after owner: String?) {
        for page in stack.children {
            let name = owner ?? Self.words(below: page)
            if !name.isEmpty { gallery_set_stack_page_label(stack.pointer, page.pointer, name) }
        }
    }

    /// The words the labels below `widget` show, in order, joined by commas.
    private static func words(below widget: Widget) -> String {
        widget.children.map { child in
            child.typeName == "GtkLabel" ? String(cString: gtk_label_get_text(gallery_label(child.pointer))) : words(below: child)
        }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Gives the inner parts of `widget` names derived from `name`, the widget's own:
    /// the button inside a drop-down or menu button, a scrolled window's scroll bars,
    /// a table's list of rows.
    static func name(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        let handle = Widget(widget)
        switch handle.typeName {
        case "GtkDropDown", "GtkMenuButton":
            for button in descendants(of: widget, types: ["GtkToggleButton", "GtkButton"]) { button.setAccessibleLabel(name) }
        case "GtkScrolledWindow":
            nameScrollBars(of: widget, name)
        case "GtkColumnView":
            for list in descendants(of: widget, types: ["GtkColumnListView"]) { list.setAccessibleLabel(name) }
        default:
            break
        }
        nameParts(of: widget, after: name)
    }

    /// Names the scroll bars of `scroller` after what they scroll: "Scroll the page up and down".
    static func nameScrollBars(of scroller: UnsafeMutablePointer<GtkWidget>, _ what: String) {
        // A scroll bar holds the range that moves; both are read by what they scroll.
        if let vertical = gtk_scrolled_window_get_vscrollbar(gallery_scrolled_window(scroller)) {
            let name = tr("Scroll \(what) up and down")
            for part in [Widget(vertical)] + Widget(vertical).children { gallery_set_accessible_label(part.pointer, name) }
        }
        if let horizontal = gtk_scrolled_window_get_hscrollbar(gallery_scrolled_window(scroller)) {
            let name = tr("Scroll \(what) sideways")
            for part in [Widget(horizontal)] + Widget(horizontal).children { gallery_set_accessible_label(part.pointer, name) }
        }
    }

    /// The widgets of the given types below `widget`, depth first.
    private static func descendants(of widget: UnsafeMutablePointer<GtkWidget>, types: Set<String>) -> [Widget] {
        Widget(widget).children.flatMap { child in
            (types.contains(child.typeName) ? [child] : []) + descendants(of: child.pointer, types: types)
        }
    }
}
