import CGtk
import GalleryModel
import GalleryTranslation

/// The inspector pane: for the chosen style of the page's family, what was
/// requested, what it resolved to and why, the GTK widgets it became, and
/// the SwiftUI code with a Copy button.
@MainActor
package final class Inspector {
    package let root: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    /// The heading of what the inspector shows: "Toggle · .switch".
    package internal(set) var title = ""

    init() {
        root = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(root), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        Widget(root).addClass("inspector")
        Widget(root).setSizeRequest(width: 320)
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        Widget(content).setMargins(16)
        gtk_scrolled_window_set_child(gallery_scrolled_window(root), content)
        Widget(root).setAccessibleLabel(tr("the inspector"))
    }

    /// Gives the keyboard focus to the inspector's first control (its Copy Code button).
    func focus() {
        _ = gtk_widget_child_focus(root, GTK_DIR_TAB_FORWARD)
    }

    /// Shows `card` and the GTK widgets its example was built into.
    func show(_ card: StyleCard, example: UnsafeMutablePointer<GtkWidget>?) {
        clear()
        let resolution = card.resolution
        heading(tr("INSPECTOR"))
        title = "\(card.style.family.viewName) · \(card.title)"
        text(title, classes: ["inspector-title"])
        field(tr("Requested"), card.requestedModifiers)
        field(tr("Resolved"), tr(card.resolvedDescription))
        if let look = resolution.resolved.contextStyle { text(translated(look.summary), classes: ["card-explanation"]) }
        field(tr("Context"), tr(card.contextDescription))
        field(tr("Available on"), card.availabilityText)
        if let deprecation = card.style.availability.deprecationSummary { field(tr("Deprecation"), tr(deprecation)) }
        if let instead = resolution.shownInstead { field(tr("Shown instead"), tr(instead)) }

        heading(tr("WHY"))
        for (index, step) in resolution.steps.enumerated() {
            text("\(index + 1). " + tr(step.text))
            text(step.source, classes: ["inspector-source"])
        }
        if let approximation = card.plan.approximation {
            heading(tr("APPROXIMATE"))
            text(translated(approximation), classes: ["approximate-note"])
        }

        if let contrast = ContrastFinding.report(card.plan.contrastFindings) {
            heading(tr("CONTRAST"))
            text(tr(contrast), classes: ["card-explanation"])
        }

        heading(tr("GTK WIDGETS"))
        let tree = example.map { Self.tree($0, depth: 0) } ?? ""
        // Read as what it is, not as its first word, a type name.
        Widget(text(tree, classes: ["widget-tree"])).setAccessibleLabel(tr("GTK widgets: \(tree)"))

        heading(tr("ABOUT"))
        text(translated(card.style.summary), classes: ["card-explanation"])
        showCode(card.plan.code)
    }

    /// Shows a page that has no chosen style (the view pages) with its own code.
    func show(title: String, summary: String, code: String) {
        clear()
        heading(tr("INSPECTOR"))
        self.title = title
        text(title, classes: ["inspector-title"])
        text(summary, classes: ["card-explanation"])
        showCode(code)
    }

    /// The SwiftUI code, selectable, with a Copy button.
    func showCode(_ code: String) {
        heading(tr("SWIFTUI CODE"))
        let (view, shown) = ViewPageParts.codeView(code)
        gtk_box_append(gallery_box(content), view)
        let copy = gtk_button_new_with_label(tr("Copy Code"))!
        Widget(copy).setHAlign(GTK_ALIGN_START)
        Widget(copy).setName("copy-code")
        Widget(copy).setAccessibleLabel(tr("Copy the SwiftUI code"))
        Signal.connect(copy, "clicked") {
            gdk_clipboard_set_text(gtk_widget_get_clipboard(copy), gtk_label_get_text(gallery_label(shown)))
            gtk_button_set_label(gallery_button(copy), tr("Copied"))
        }
        gtk_box_append(gallery_box(content), copy)
    }

    func clear() {
        ViewPageParts.clear(content, keeping: self)
    }

    func heading(_ title: String) {
        text(title, classes: ["inspector-heading"])
    }

    func field(_ name: String, _ value: String) {
        text(name, classes: ["caption-heading"])
        text(value)
    }

    @discardableResult
    func text(_ value: String, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
        let label = ViewPageParts.paragraph(value, classes: classes)
        // Code and widget names have long unbroken words.
        gtk_label_set_wrap_mode(gallery_label(label), PANGO_WRAP_WORD_CHAR)
        gtk_box_append(gallery_box(content), label)
        return label
    }

    /// GTK's internal parts, left out of the tree to keep it readable.
    private static let internalTypes: Set<String> = [
        "GtkGizmo", "GtkBuiltinIcon", "GtkScrollbar", "GtkPopover", "GtkPopoverMenu", "GtkText",
    ]

    /// The widget tree under `widget`: type names and CSS classes, indented, a few levels deep;
    /// identical neighbours are shown once with a count.
    static func tree(_ widget: UnsafeMutablePointer<GtkWidget>, depth: Int) -> String {
        let handle = Widget(widget)
        let classes = handle.classes.map { "." + $0 }.joined(separator: " ")
        var lines = [String(repeating: "  ", count: depth) + handle.typeName + (classes.isEmpty ? "" : " " + classes)]
        guard depth < 6 else { return lines[0] }
        let children = handle.children.filter { !internalTypes.contains($0.typeName) }.map { tree($0.pointer, depth: depth + 1) }
        var index = 0
        while index < children.count {
            var repeats = 1
            while index + repeats < children.count, children[index + repeats] == children[index] { repeats += 1 }
            if repeats > 1, let firstBreak = children[index].firstIndex(of: "\n") {
                lines.append(children[index][..<firstBreak] + "  ×\(repeats)" + children[index][firstBreak...])
            } else {
                lines.append(children[index] + (repeats > 1 ? "  ×\(repeats)" : ""))
            }
            index += repeats
        }
        return lines.joined(separator: "\n")
    }
}
