import CGtk
import GalleryModel
import GalleryTranslation

/// Builds real GTK widgets from a ``WidgetPlan``.
///
/// It follows the plan exactly: every kind, property, class and binding comes
/// from the model. The only knowledge here is how each plan kind is made with GTK.
@MainActor
final class PlanInterpreter {
    let bindings: ExampleBindings
    /// Radio groups built so far, by state key: the first member of each group.
    var radioGroups: [ExampleKey: UnsafeMutablePointer<GtkWidget>] = [:]
    /// While a navigation stack's root is being built, the key that activating a list row pushes.
    var pushKey: ExampleKey?
    /// The widgets built for a scene's views, with the path each plan was tagged with, in the order built.
    private(set) var sceneWidgets: [(path: ScenePath, widget: UnsafeMutablePointer<GtkWidget>)] = []

    init(bindings: ExampleBindings) {
        self.bindings = bindings
    }

    /// The widget for `plan`, with its children.
    func build(_ plan: WidgetPlan) -> UnsafeMutablePointer<GtkWidget> {
        // The gallery's own words (status lines, hints) in the reader's language; the example's as its code has them.
        let plan = plan.origin == .gallery ? plan.sayingGalleryWords(translated) : plan
        let widget: UnsafeMutablePointer<GtkWidget> = switch plan.kind {
        case .box: box(plan)
        case .label: label(plan)
        case .image: image(plan)
        case .button: button(plan)
        case .toggleButton: toggleButton(plan)
        case .checkButton: checkButton(plan)
        case .switchControl: switchControl(plan)
        case .menuButton: menuButton(plan)
        case .popoverButton: popoverButton(plan)
        case .wheel: wheel(plan)
        case .calendar: calendar(plan)
        case .clock: clock(plan)
        case .entry: entry(plan)
        case .passwordEntry: passwordEntry(plan)
        case .slider: slider(plan)
        case .textView: textView(plan)
        case .listBox: listBox(plan)
        case .listRow: listRow(plan)
        case .columnView: columnView(plan)
        case .tableRow: preconditionFailure("table rows are read by their column view, never built alone")
        case .expander: expander(plan)
        case .paned: paned(plan)
        case .pagedStack: pagedStack(plan)
        case .levelBar: levelBar(plan)
        case .progressBar: progressBar(plan)
        case .spinner: spinner(plan)
        case .ring: ring(plan)
        case .separator: separator(plan)
        case .colorSwatch: colorSwatch(plan)
        case .shape: shape(plan)
        case .chart: chart(plan)
        case .scroller: scroller(plan)
        case .overlay: overlay(plan)
        case .revealer: revealer(plan)
        case .navigationStack: navigationStack(plan)
        case .picture: picture(plan)
        case .grid: grid(plan)
        }
        applyCommon(plan, to: Widget(widget))
        if let menu = plan.openMenu, plan.kind != .menuButton {
            attachContextMenu(menu, to: widget)
        }
        if let path = plan.scenePath { sceneWidgets.append((path, widget)) }
        return widget
    }

    /// Classes, alignment, size, tooltip, sensitivity and how assistive technologies know the widget
    /// (the plan's `accessibleNaming`; GTK's own parts inside are named after it): the same for every kind.
    private func applyCommon(_ plan: WidgetPlan, to widget: Widget) {
        for name in plan.cssClasses { widget.addClass(name) }
        if let expand = plan.bool(.hexpand) { widget.setHExpand(expand) }
        if let align = plan.alignment(.halign) { widget.setHAlign(Self.align(align)) }
        if let expand = plan.bool(.vexpand) { widget.setVExpand(expand) }
        if let align = plan.alignment(.valign) { widget.setVAlign(Self.align(align)) }
        let width = plan.int(.width) ?? -1
        let height = plan.int(.height) ?? -1
        if width >= 0 || height >= 0 { widget.setSizeRequest(width: Int32(width), height: Int32(height)) }
        if let horizontal = plan.int(.horizontalMargin) { widget.setMargins(horizontal: Int32(horizontal)) }
        if let vertical = plan.int(.verticalMargin) { widget.setMargins(vertical: Int32(vertical)) }
        if plan.bool(.clips) == true { gtk_widget_set_overflow(widget.pointer, GTK_OVERFLOW_HIDDEN) }
        if let opacity = plan.double(.opacity) {
            gtk_widget_set_opacity(widget.pointer, opacity)
            if opacity == 0 {
                widget.setSensitive(false)
                widget.hideFromAccessibility()
            }
        }
        if let tooltip = plan.string(.tooltip) { widget.setTooltip(tooltip) }
        if let description = plan.string(.accessibleDescription) { gallery_set_accessible_description(widget.pointer, description) }
        if plan.bool(.sensitive) == false { widget.setSensitive(false) }
        switch plan.accessibleNaming {
        case .named(let name) where !Self.readsItsValue(plan): widget.setAccessibleLabel(name)
        case .decorative: widget.hideFromAccessibility()
        case .named, .ownWords, .structural, .unnamed: break
        }
        AccessibleParts.nameParts(ofBuilt: widget.pointer, after: plan.spokenText.isEmpty ? nil : plan.spokenText)
    }

    /// Whether the widget's name follows the value it shows ("Battery, 62%"), set by its value's updater.
    static func readsItsValue(_ plan: WidgetPlan) -> Bool {
        plan.binding?.role == .value && [.levelBar, .progressBar, .ring].contains(plan.kind)
    }

    /// A new widget of `type` that assistive technologies pass through as a group: GTK 4.8 reads a
    /// container of another role without a name by its type ("GtkPaned", "GtkOverlay").
    static func group(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
        gallery_widget_new_with_role(type, GTK_ACCESSIBLE_ROLE_GROUP)!
    }

    static func align(_ alignment: PlanValue.Alignment) -> GtkAlign {
        switch alignment {
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .fill: GTK_ALIGN_FILL
        }
    }

    /// The plan's orientation; horizontal when it names none.
    static func orientation(_ plan: WidgetPlan) -> GtkOrientation {
        switch plan.orientation {
        case .vertical?: GTK_ORIENTATION_VERTICAL
        case .horizontal?, nil: GTK_ORIENTATION_HORIZONTAL
        }
    }

    /// A box holding an icon and a title, or just one of them.
    func iconAndTitle(icon: String?, title: String?) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        if let icon {
            let image = gtk_image_new_from_icon_name(icon)!
            // The title, or the button's own name, says what the icon shows.
            Widget(image).hideFromAccessibility()
            gtk_box_append(gallery_box(box), image)
        }
        if let title { gtk_box_append(gallery_box(box), gtk_label_new(title)) }
        Widget(box).setHAlign(GTK_ALIGN_CENTER)
        return box
    }
}
