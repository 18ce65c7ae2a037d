import CGtk
import GalleryModel
import GalleryTranslation

/// The inspector pane: for the chosen style of the page's family, what was
/// requested, what it resolved to and why, the GTK widgets it became, and
/// the SwiftUI code with a Copy button.
///
/// Every switch shows another card, so the inspector keeps its widgets: a show writes its lines over the lines shown
/// (their words and CSS classes), adds the lines it has beyond them and takes away the ones it leaves, and the code
/// view and its Copy button stay, given the new code.
@MainActor
package final class Inspector {
    package let root: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    /// The heading of what the inspector shows: "Toggle · .switch".
    package internal(set) var title = ""
    /// The lines of words shown, in order, each with its CSS classes and whether it carries a name of its own for
    /// screen readers.
    private var lines: [(label: UnsafeMutablePointer<GtkWidget>, classes: [String], named: Bool)] = []
    /// How many of ``lines`` the show under way has written.
    private var written = 0
    /// The SwiftUI code, its label and its Copy button, under the lines.
    private let codeView: UnsafeMutablePointer<GtkWidget>
    private let codeLabel: UnsafeMutablePointer<GtkWidget>
    private let copyButton: UnsafeMutablePointer<GtkWidget>

    init() {
        root = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(root), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        Widget(root).addClass("inspector")
        Widget(root).setSizeRequest(width: 320)
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        Widget(content).setMargins(16)
        gtk_scrolled_window_set_child(gallery_scrolled_window(root), content)
        Widget(root).setAccessibleLabel(tr("the inspector"))
        (codeView, codeLabel) = ViewPageParts.codeView("")
        copyButton = gtk_button_new_with_label(tr("Copy Code"))!
        Widget(copyButton).setHAlign(GTK_ALIGN_START)
        Widget(copyButton).setName("copy-code")
        Widget(copyButton).setAccessibleLabel(tr("Copy the SwiftUI code"))
        Signal.connect(copyButton, "clicked") { [codeLabel, copyButton] in
            gdk_clipboard_set_text(gtk_widget_get_clipboard(copyButton), gtk_label_get_text(gallery_label(codeLabel)))
            gtk_button_set_label(gallery_button(copyButton), tr("Copied"))
        }
        Widget(codeView).setVisible(false)
        Widget(copyButton).setVisible(false)
        gtk_box_append(gallery_box(content), codeView)
        gtk_box_append(gallery_box(content), copyButton)
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
        text(tree, classes: ["widget-tree"], accessibleLabel: tr("GTK widgets: \(tree)"))

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

    /// The SwiftUI code, selectable, with a Copy button: the end of every show, which takes away the lines it left.
    func showCode(_ code: String) {
        heading(tr("SWIFTUI CODE"))
        for line in lines[written...] {
            RetiredWidgets.retire(line.label, keeping: [])
            gtk_box_remove(gallery_box(content), line.label)
        }
        lines.removeSubrange(written...)
        gtk_label_set_text(gallery_label(codeLabel), code)
        gtk_button_set_label(gallery_button(copyButton), tr("Copy Code"))
        Widget(codeView).setVisible(true)
        Widget(copyButton).setVisible(true)
    }

    /// Starts a show: its lines are written over the ones shown, from the first.
    func clear() {
        written = 0
    }

    func heading(_ title: String) {
        text(title, classes: ["inspector-heading"])
    }

    func field(_ name: String, _ value: String) {
        text(name, classes: ["caption-heading"])
        text(value)
    }

    /// The next line: `value` in a label with `classes`, read by screen readers as `accessibleLabel` when given (else
    /// as its words). It is the line shown at that place, given these words and classes, unless that one carries a
    /// name for screen readers and this does not, or the other way round.
    func text(_ value: String, classes: [String] = [], accessibleLabel: String? = nil) {
        defer { written += 1 }
        let named = accessibleLabel != nil
        if lines.indices.contains(written), lines[written].named == named {
            let label = lines[written].label
            gtk_label_set_text(gallery_label(label), value)
            if lines[written].classes != classes {
                for name in lines[written].classes where !classes.contains(name) { Widget(label).removeClass(name) }
                for name in classes { Widget(label).addClass(name) }
                lines[written].classes = classes
            }
            if let accessibleLabel { Widget(label).setAccessibleLabel(accessibleLabel) }
            return
        }
        let label = ViewPageParts.paragraph(value, classes: classes)
        // Code and widget names have long unbroken words.
        gtk_label_set_wrap_mode(gallery_label(label), PANGO_WRAP_WORD_CHAR)
        if let accessibleLabel { Widget(label).setAccessibleLabel(accessibleLabel) }
        let previous = written > 0 ? lines[written - 1].label : nil
        gtk_box_insert_child_after(gallery_box(content), label, previous)
        if lines.indices.contains(written) {
            let replaced = lines[written].label
            RetiredWidgets.retire(replaced, keeping: [])
            gtk_box_remove(gallery_box(content), replaced)
            lines[written] = (label, classes, named)
        } else {
            lines.append((label, classes, named))
        }
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
