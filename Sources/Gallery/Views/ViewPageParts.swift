import CGtk
import GalleryModel
import GalleryTranslation

/// The building blocks the view pages share: headings, stages and example blocks.
@MainActor
enum ViewPageParts {
    /// A page column with the page's title and introduction.
    static func page(name: String, title: String, summary: String) -> UnsafeMutablePointer<GtkWidget> {
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        Widget(root).addClass("page")
        Widget(root).setName("page:\(name)")
        let heading = gtk_label_new(title)!
        Widget(heading).addClass("page-title")
        gtk_label_set_xalign(gallery_label(heading), 0)
        gtk_box_append(gallery_box(root), heading)
        append(paragraph(summary, classes: ["page-summary"]), to: root)
        let noMatch = paragraph("", classes: ["page-empty"])
        Widget(noMatch).setName("page-no-match")
        Widget(noMatch).setVisible(false)
        append(noMatch, to: root)
        return root
    }

    /// Shows `message` in place of everything under a page's introduction, or the page again when it is nil.
    static func showNoMatch(in root: UnsafeMutablePointer<GtkWidget>, message: String?) {
        var seenLine = false
        for child in Widget(root).children {
            if child.name == "page-no-match" {
                seenLine = true
                gtk_label_set_text(gallery_label(child.pointer), message ?? "")
                child.setVisible(message != nil)
            } else if seenLine {
                child.setVisible(message == nil)
            }
        }
    }

    /// A section heading.
    static func section(_ title: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(title)!
        Widget(label).addClass("title-4")
        gtk_label_set_xalign(gallery_label(label), 0)
        gtk_widget_set_margin_top(label, 10)
        return label
    }

    /// A wrapping paragraph (not a stop for Tab); a word longer than the line is broken too.
    static func paragraph(_ text: String, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_wrap(gallery_label(label), 1)
        gtk_label_set_wrap_mode(gallery_label(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(gallery_label(label), 0)
        for name in classes { Widget(label).addClass(name) }
        return label
    }

    /// A stage drawn as the platform and release of `configuration` draw, in its scheme, holding `child`.
    static func stage(_ child: UnsafeMutablePointer<GtkWidget>, for configuration: Configuration) -> UnsafeMutablePointer<GtkWidget> {
        let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        drawAsStage(stage, for: configuration)
        gtk_box_append(gallery_box(stage), child)
        return stage
    }

    /// Gives `stage` the classes of the stage of `configuration`'s platform, release and scheme, replacing any it had.
    static func drawAsStage(_ stage: UnsafeMutablePointer<GtkWidget>, for configuration: Configuration) {
        for name in Widget(stage).classes { Widget(stage).removeClass(name) }
        let theme = PlatformTheme.of(configuration.platform)
        for name in theme.stageClasses(release: configuration.release, scheme: configuration.colorScheme) { Widget(stage).addClass(name) }
    }

    /// Where Apple's colours an example draws miss WCAG AA: a heading line, then one line per pair, naming its
    /// colours and ratio ("tinted text on the stage, Apple's #0088ff on #f2f2f7, 3.15:1"); nil when none miss.
    static func contrastNotes(_ findings: [ContrastFinding]) -> UnsafeMutablePointer<GtkWidget>? {
        guard let headline = ContrastFinding.headline(findings) else { return nil }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        Widget(box).setName("contrast-notes")
        gtk_box_append(gallery_box(box), paragraph(tr(headline), classes: ["card-explanation"]))
        for finding in findings {
            gtk_box_append(gallery_box(box), paragraph("• " + tr(finding.summary), classes: ["card-explanation"]))
        }
        return box
    }

    /// SwiftUI code as Xcode and Apple's pages show it: its own lines, never broken inside a token, in a view that
    /// scrolls sideways when a line is wider than the room (a wrapped `.buttonStyle(.bordere` / `dProminent)` reads
    /// as two words). Selectable with the mouse, but no stop for Tab: a Copy button takes it all. Returns the view to
    /// place and the label that holds the code.
    static func codeView(_ code: String) -> (view: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(code)!
        gtk_label_set_xalign(gallery_label(label), 0)
        gtk_label_set_selectable(gallery_label(label), 1)
        Widget(label).setCanFocus(false)
        Widget(label).addClass("code")
        let view = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(view), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_height(gallery_scrolled_window(view), 1)
        gtk_scrolled_window_set_child(gallery_scrolled_window(view), label)
        Widget(view).addClass("code-view")
        // Its scroll bar is read as what it scrolls, never as "GtkScrollbar".
        AccessibleParts.nameScrollBars(of: view, tr("the code"))
        return (view, label)
    }

    /// SwiftUI code, selectable, with a Copy button.
    static func code(_ code: String) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let (view, label) = codeView(code)
        Widget(view).setHExpand(true)
        gtk_box_append(gallery_box(row), view)
        let copy = gtk_button_new_from_icon_name("edit-copy-symbolic")!
        Widget(copy).setTooltip(tr("Copy the SwiftUI code"))
        Widget(copy).setAccessibleLabel(tr("Copy the SwiftUI code"))
        Widget(copy).setVAlign(GTK_ALIGN_START)
        Widget(copy).addClass("flat")
        Signal.connect(copy, "clicked") {
            gdk_clipboard_set_text(gtk_widget_get_clipboard(copy), String(cString: gtk_label_get_text(gallery_label(label))))
        }
        gtk_box_append(gallery_box(row), copy)
        return row
    }

    /// A piece of a view page's introduction: a heading, a paragraph, a caption, or a list item whose tooltip names
    /// its source.
    static func block(_ block: ViewPageBlock) -> UnsafeMutablePointer<GtkWidget> {
        switch block {
        case .heading(let text): return section(tr(text))
        case .paragraph(let text): return paragraph(tr(text))
        case .caption(let text): return paragraph(tr(text), classes: ["card-explanation"])
        case .bullet(let text, let source):
            let line = paragraph("• " + tr(text))
            Widget(line).setTooltip(source)
            return line
        }
    }

    /// The note under an example that GTK can only approximate.
    static func approximateNote(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        paragraph(tr("Approximate: \(translated: text)"), classes: ["approximate-note"])
    }

    /// An empty card named `name` with `title` as its heading.
    static func card(name: String, title: String) -> UnsafeMutablePointer<GtkWidget> {
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        Widget(card).addClass("card")
        Widget(card).setName(name)
        let heading = gtk_label_new(title)!
        Widget(heading).addClass("heading")
        gtk_label_set_xalign(gallery_label(heading), 0)
        gtk_box_append(gallery_box(card), heading)
        return card
    }

    /// A card with a title, a caption, the example on a stage, its code and any approximation.
    static func example(
        _ example: ViewExample, interpreter: PlanInterpreter, for configuration: Configuration
    ) -> UnsafeMutablePointer<GtkWidget> {
        let card = card(name: "example:\(example.title)", title: translated(example.title))
        append(paragraph(tr(example.caption), classes: ["card-explanation"]), to: card)
        let content = interpreter.build(example.plan)
        // At the stage's leading edge, unless the plan spreads it over the stage (a grouped Form fills its width).
        if example.plan.properties[.halign] == nil { Widget(content).setHAlign(GTK_ALIGN_START) }
        // On a watch the example is laid out on the watch's screen, as its scenes are, not across the page.
        let placed = DeviceScreenBox.onCardScreen(content, of: configuration.platform)
        let exampleStage = stage(placed.widget, for: configuration)
        if placed.isScreen { Widget(exampleStage).setHAlign(GTK_ALIGN_START) }
        gtk_box_append(gallery_box(card), exampleStage)
        if let approximation = example.approximation { append(approximateNote(approximation), to: card) }
        gtk_box_append(gallery_box(card), code(example.code))
        return card
    }

    static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(gallery_box(box), child)
    }

    /// Removes every child of `box`; their trees are disposed of after the next frame, `owners` (the objects their
    /// handlers reach) kept until then (``RetiredWidgets``). When the keyboard focus is inside, it is let go first (GTK
    /// would otherwise keep a widget that no longer exists); returns whether it was, so the caller can give it back once
    /// the box is built again.
    @discardableResult
    static func clear(_ box: UnsafeMutablePointer<GtkWidget>, keeping owners: AnyObject?...) -> Bool {
        let hadFocus = releaseFocus(inside: box)
        while let child = gtk_widget_get_first_child(box) {
            RetiredWidgets.retire(child, keeping: owners.compactMap { $0 })
            gtk_box_remove(gallery_box(box), child)
        }
        return hadFocus
    }

    /// Lets go of the keyboard focus if it is on `widget` or inside it; returns whether it was.
    static func releaseFocus(inside widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
              focus == widget || gtk_widget_is_ancestor(focus, widget) != 0 else { return false }
        gtk_root_set_focus(root, nil)
        return true
    }
}
