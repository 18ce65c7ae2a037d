import CGtk
import GalleryModel
import GalleryTranslation

/// The Label page: a stack editor whose result the model composes by the
/// document's rules, the document's own stacks, a Label in a toolbar and a
/// composed icon.
@MainActor
final class LabelPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    private let content: UnsafeMutablePointer<GtkWidget>
    /// What connects the page's examples to their values, made again with them.
    private var bindings: ExampleBindings?

    init(store: WindowStore) {
        self.store = store
        root = ViewPageParts.page(name: ViewPage.label.rawValue, title: ViewPage.label.title, summary: tr(ViewPage.label.summary))
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(gallery_box(root), content)
        rebuild()
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        let (before, after) = (old.configuration, new.configuration)
        if before.context != after.context || before.labelStack != after.labelStack {
            rebuild()
        } else if new.exampleEdit != old.exampleEdit {
            bindings?.refresh(new.exampleEdit.key)
        }
        if new.search != old.search { filter(new.search) }
    }

    let page = ViewPage.label

    func close() {
        bindings?.close()
    }

    private func rebuild() {
        let hadFocus = ViewPageParts.clear(content, keeping: self)
        defer { if hadFocus { _ = gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD) } }
        let configuration = store.state.configuration
        bindings?.close()
        let bindings = ExampleBindings(store: store)
        self.bindings = bindings
        let interpreter = PlanInterpreter(bindings: bindings)

        ViewPageParts.append(ViewPageParts.section(tr("Your stack")), to: content)
        ViewPageParts.append(editor(configuration), to: content)
        let yours = LabelViewContent.stackExample(for: configuration)
        let result = interpreter.build(yours.plan)
        Widget(result).setName("label-result")
        ViewPageParts.append(ViewPageParts.stage(result, for: configuration), to: content)
        if let approximation = yours.approximation {
            ViewPageParts.append(ViewPageParts.approximateNote(approximation), to: content)
        }
        ViewPageParts.append(ViewPageParts.paragraph(tr(yours.caption), classes: ["heading"]), to: content)
        for (index, step) in LabelViewContent.compose(configuration).stepTexts.enumerated() {
            ViewPageParts.append(ViewPageParts.paragraph("\(index + 1). " + tr(step), classes: ["card-explanation"]), to: content)
        }
        ViewPageParts.append(ViewPageParts.code(yours.code), to: content)

        ViewPageParts.append(ViewPageParts.section(tr("The document's stacks")), to: content)
        let flow = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(gallery_flow_box(flow), GTK_SELECTION_NONE)
        gtk_flow_box_set_min_children_per_line(gallery_flow_box(flow), 1)
        gtk_flow_box_set_max_children_per_line(gallery_flow_box(flow), 3)
        gtk_flow_box_set_column_spacing(gallery_flow_box(flow), 12)
        gtk_flow_box_set_row_spacing(gallery_flow_box(flow), 12)
        Widget(flow).setAccessibleLabel(tr("The document's stacks"))
        for example in LabelViewContent.documentStacks {
            let card = documentCard(example, interpreter: interpreter, for: configuration)
            gtk_flow_box_append(gallery_flow_box(flow), card)
            if let child = gtk_widget_get_parent(card) { Widget(child).setAccessibleLabel(translated(example.title)) }
        }
        ViewPageParts.append(flow, to: content)

        let toolbar = LabelViewContent.toolbarExample(for: configuration)
        ViewPageParts.append(ViewPageParts.section(translated(toolbar.title)), to: content)
        ViewPageParts.append(ViewPageParts.paragraph(tr(toolbar.caption), classes: ["card-explanation"]), to: content)
        ViewPageParts.append(ViewPageParts.stage(interpreter.build(toolbar.plan), for: configuration), to: content)
        ViewPageParts.append(ViewPageParts.code(toolbar.code), to: content)

        ViewPageParts.append(ViewPageParts.example(LabelViewContent.composedIcon, interpreter: interpreter, for: configuration),
                             to: content)

        ViewPageParts.append(ViewPageParts.section(tr("Making a Label")), to: content)
        for example in LabelInitializers.examples(on: configuration.platform) + [LabelInitializers.colorfulSystemImage(on: configuration.platform)] {
            ViewPageParts.append(ViewPageParts.example(example, interpreter: interpreter, for: configuration), to: content)
        }
    }

    /// The rows of the stack, each with move and remove buttons, then the controls that add a style and set the text size.
    private func editor(_ configuration: Configuration) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        Widget(box).setName("label-stack-editor")
        let list = gtk_list_box_new()!
        Widget(list).addClass("boxed-list")
        gtk_list_box_set_selection_mode(gallery_list_box(list), GTK_SELECTION_NONE)
        let stack = configuration.labelStack
        for (index, style) in stack.enumerated() {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
            let position = gtk_label_new(index == 0 ? tr("1 · nearest") : "\(index + 1)")!
            Widget(position).addClass("dim-label")
            Widget(position).setSizeRequest(width: 80)
            gtk_label_set_xalign(gallery_label(position), 0)
            gtk_box_append(gallery_box(row), position)
            let name = gtk_label_new(LabelViewContent.modifier(style))!
            Widget(name).addClass("code")
            Widget(name).setHExpand(true)
            gtk_label_set_xalign(gallery_label(name), 0)
            gtk_box_append(gallery_box(row), name)
            for (icon, tip, enabled, action) in [
                ("go-up-symbolic", tr("Move nearer the Label"), configuration.canMoveLabelStyle(at: index, by: -1), LabelStackEdit.move(at: index, by: -1)),
                ("go-down-symbolic", tr("Move farther from the Label"), configuration.canMoveLabelStyle(at: index, by: 1), .move(at: index, by: 1)),
                ("list-remove-symbolic", tr("Remove"), true, .remove(at: index)),
            ] {
                let button = gtk_button_new_from_icon_name(icon)!
                Widget(button).addClass("flat")
                Widget(button).setTooltip(tip)
                Widget(button).setAccessibleLabel("\(tip): \(style.rawValue)")
                Widget(button).setSensitive(enabled)
                Signal.connect(button, "clicked") { [unowned self] in self.store.send(.editLabelStack(action)) }
                gtk_box_append(gallery_box(row), button)
            }
            gtk_list_box_append(gallery_list_box(list), row)
            // GTK wraps the box in a row: that row is what a screen reader meets.
            if let listRow = gtk_widget_get_parent(row) {
                Widget(listRow).setAccessibleLabel(tr("\(index + 1) of \(stack.count): \(LabelViewContent.modifier(style))"))
            }
        }
        if stack.isEmpty {
            let empty = gtk_label_new(tr("No styles: the Label uses the context's automatic style."))!
            Widget(empty).addClass("dim-label")
            gtk_list_box_append(gallery_list_box(list), empty)
            if let listRow = gtk_widget_get_parent(empty) { Widget(listRow).setAccessibleLabel(tr("No styles")) }
        }
        Widget(list).setAccessibleLabel(tr("Your stack of label styles"))
        gtk_box_append(gallery_box(box), list)

        let controls = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let kinds = LabelStyleKind.allCases
        let picker = withCStringArray(kinds.map(\.rawValue)) { gtk_drop_down_new_from_strings($0) }!
        Widget(picker).setAccessibleLabel(tr("Label style to add"))
        gtk_box_append(gallery_box(controls), picker)
        let add = gtk_button_new_with_label(tr("Add Farther Out"))!
        Widget(add).setAccessibleLabel(tr("Add the style at the far end of the stack"))
        Widget(add).setSensitive(configuration.canAppendLabelStyle)
        Signal.connect(add, "clicked") { [unowned self] in
            let style = kinds[Int(gtk_drop_down_get_selected(gallery_drop_down(picker)))]
            self.store.send(.editLabelStack(.append(style)))
        }
        gtk_box_append(gallery_box(controls), add)
        let clear = gtk_button_new_with_label(tr("Clear"))!
        Signal.connect(clear, "clicked") { [unowned self] in self.store.send(.editLabelStack(.clear)) }
        gtk_box_append(gallery_box(controls), clear)
        let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        Widget(spacer).setHExpand(true)
        gtk_box_append(gallery_box(controls), spacer)
        let sizeLabel = gtk_label_new(tr("Text size"))!
        gtk_box_append(gallery_box(controls), sizeLabel)
        let sizes = ContentSize.allCases
        let size = withCStringArray(sizes.map(\.rawValue)) { gtk_drop_down_new_from_strings($0) }!
        gtk_drop_down_set_selected(gallery_drop_down(size), UInt32(sizes.firstIndex(of: configuration.contentSize)!))
        Widget(size).setAccessibleLabel(tr("Text size"))
        Widget(size).setTooltip(tr("AccessibleLabelStyle hides the icon at accessibility sizes"))
        Signal.connectPointer(size, "notify::selected") { [unowned self] _ in
            let chosen = sizes[Int(gtk_drop_down_get_selected(gallery_drop_down(size)))]
            self.store.send(.editLabelStack(.setContentSize(chosen)))
        }
        gtk_box_append(gallery_box(controls), size)
        gtk_box_append(gallery_box(box), controls)
        return box
    }

    /// A card for one of the document's stacks, with a button that loads it into the editor.
    private func documentCard(
        _ example: LabelViewContent.DocumentStack, interpreter: PlanInterpreter, for configuration: Configuration
    ) -> UnsafeMutablePointer<GtkWidget> {
        let drawn = LabelViewContent.documentExample(example, on: configuration.platform)
        let card = ViewPageParts.card(name: "document-stack:\(example.title)", title: translated(drawn.title))
        gtk_box_append(gallery_box(card), ViewPageParts.stage(interpreter.build(drawn.plan), for: configuration))
        gtk_box_append(gallery_box(card), ViewPageParts.paragraph(tr(drawn.caption), classes: ["card-explanation"]))
        if let approximation = drawn.approximation {
            gtk_box_append(gallery_box(card), ViewPageParts.approximateNote(approximation))
        }
        gtk_box_append(gallery_box(card), ViewPageParts.paragraph(drawn.code, classes: ["code"]))
        let load = gtk_button_new_with_label(tr("Edit This Stack"))!
        Widget(load).setHAlign(GTK_ALIGN_START)
        Signal.connect(load, "clicked") { [unowned self] in
            self.store.send(.editLabelStack(.load(example.stack, example.contentSize)))
        }
        gtk_box_append(gallery_box(card), load)
        return card
    }
}
