import CGtk
import GalleryModel
import GalleryTranslation

/// One card of a family page: the style's name, availability badges, the
/// live example on a platform stage, and the words that explain it.
@MainActor
final class StyleCardView {
    /// The flow box child that holds the card.
    let root: UnsafeMutablePointer<GtkWidget>
    /// What the card shows; a switch that leaves the card's face alone gives it the new context's model.
    var model: StyleCard
    /// The card's style.
    var style: StyleDescriptor { model.style }
    /// The example's top widget, built from the plan.
    let example: UnsafeMutablePointer<GtkWidget>
    /// What connects the example's widgets to the example state.
    var bindings: ExampleBindings { interpreter.bindings }
    private let interpreter: PlanInterpreter
    private let card: UnsafeMutablePointer<GtkWidget>

    /// Builds the card; a value picked in its parameter's drop-down is sent to `store`.
    init(_ model: StyleCard, store: WindowStore, interpreter: PlanInterpreter) {
        self.model = model
        self.interpreter = interpreter
        card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        Widget(card).addClass("card")
        Widget(card).setName("card:\(model.style.id)")

        let titleRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let title = gtk_label_new(model.title)!
        Widget(title).addClass("card-title")
        gtk_box_append(gallery_box(titleRow), title)
        if model.style.origin == .custom {
            let origin = gtk_label_new(tr("custom"))!
            Widget(origin).addClass("card-origin")
            Widget(origin).setVAlign(GTK_ALIGN_CENTER)
            gtk_box_append(gallery_box(titleRow), origin)
        }
        if let headline = model.headline {
            let label = gtk_label_new(headline)!
            Widget(label).addClass("card-headline")
            Widget(label).setHExpand(true)
            gtk_label_set_ellipsize(gallery_label(label), PANGO_ELLIPSIZE_START)
            Widget(label).setTooltip(headline)
            gtk_label_set_xalign(gallery_label(label), 1)
            gtk_box_append(gallery_box(titleRow), label)
        }
        gtk_box_append(gallery_box(card), titleRow)

        let badges = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        for badge in model.badges {
            let label = gtk_label_new(badge.platform.rawValue)!
            Widget(label).addClass("badge")
            Widget(label).addClass(badge.isAvailable ? "available" : "missing")
            if badge.platform == model.resolution.platform { Widget(label).addClass("current") }
            Widget(label).setTooltip(tr(model.badgeTooltip(badge.platform)))
            gtk_box_append(gallery_box(badges), label)
        }
        gtk_box_append(gallery_box(card), badges)
        if let deprecation = model.deprecationBadge {
            let badge = Self.appendNote(tr(deprecation), className: "deprecation-badge", to: card)
            Widget(badge).setHAlign(GTK_ALIGN_START)
        }

        if let parameter = model.style.parameter {
            gtk_box_append(gallery_box(card), Self.parameterRow(parameter, of: model, store: store))
        }

        let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for name in model.stageClasses { Widget(stage).addClass(name) }
        // A style the platform lacks is shown as an inactive example: faded, and left out of the contrast check.
        if model.isDimmed { Widget(stage).addClass("dimmed-example") }
        example = interpreter.build(model.plan.widget)
        // Centred on the stage, or over its whole height where the view fills its container (a TabView).
        Widget(example).setVAlign(PlanInterpreter.align(model.plan.widget.stageAlignment(otherwise: .center)))
        // On a watch the example is laid out on the watch's screen, as a view page's and a scene's are: a stage as
        // wide as the card does not read as a watch.
        let placed = DeviceScreenBox.onCardScreen(example, of: model.resolution.shownPlatform)
        gtk_box_append(gallery_box(stage), placed.widget)
        if placed.isScreen {
            Widget(placed.widget).setVAlign(PlanInterpreter.align(model.plan.widget.stageAlignment(otherwise: .center)))
            Widget(stage).setHAlign(GTK_ALIGN_CENTER)
        }
        gtk_box_append(gallery_box(card), stage)

        if let note = model.availabilityNote {
            Self.appendNote(tr(note), className: "card-availability", to: card)
        }
        Self.appendNote(tr(model.caption), className: "card-explanation", to: card)
        if let older = model.olderLookNote {
            Self.appendNote(tr(older), className: "approximate-note", to: card)
        }
        if let approximation = model.plan.approximation {
            Self.appendNote(tr("Approximate: \(translated: approximation)"), className: "approximate-note", to: card)
        }
        if model.isDimmed { Widget(card).addClass("dimmed") }

        root = gtk_flow_box_child_new()!
        gtk_flow_box_child_set_child(gallery_flow_box_child(root), card)
        Widget(root).setAccessibleLabel(tr("\(model.style.family.viewName) style \(model.style.name)"))
        setChosen(model.isChosen)
    }

    /// Marks the card as the family's chosen style.
    func setChosen(_ chosen: Bool) {
        if chosen { Widget(card).addClass("chosen") } else { Widget(card).removeClass("chosen") }
    }

    /// "indexDisplayMode: [.never ▾]": the parameter's values, the card's current one selected.
    private static func parameterRow(_ parameter: StyleParameter, of model: StyleCard, store: WindowStore) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        Widget(row).addClass("card-parameter")
        let label = gtk_label_new(parameter.label + ":")!
        Widget(label).addClass("card-parameter-label")
        gtk_box_append(gallery_box(row), label)
        let spellings = parameter.spellings
        let menu = withCStringArray(spellings) { gtk_drop_down_new_from_strings($0) }!
        Widget(menu).setAccessibleLabel(tr("\(parameter.label) of \(model.style.name)"))
        Widget(menu).setTooltip(tr("The \(parameter.label) value this card shows"))
        let current = model.resolution.argument.flatMap(spellings.firstIndex(of:)) ?? 0
        gtk_drop_down_set_selected(gallery_drop_down(menu), UInt32(current))
        let style = model.style
        Signal.connectPointer(menu, "notify::selected") { [weak store] _ in
            let index = Int(gtk_drop_down_get_selected(gallery_drop_down(menu)))
            guard spellings.indices.contains(index) else { return }
            store?.send(.setArgument(spellings[index], of: style))
        }
        showGlyph(StyleCard.parameterGlyph, in: menu)
        gtk_box_append(gallery_box(row), menu)
        return row
    }

    /// Puts `glyph` where the drop-down's own arrow was (beside the value, inside its button), the arrow hidden.
    private static func showGlyph(_ glyph: String, in menu: UnsafeMutablePointer<GtkWidget>) {
        var arrow: UnsafeMutablePointer<GtkWidget>?
        WidgetTree.visit(menu) { widget in
            if arrow == nil, String(cString: gtk_widget_get_css_name(widget)) == "arrow" { arrow = widget }
        }
        guard let arrow, let box = gtk_widget_get_parent(arrow) else { return }
        gtk_widget_set_visible(arrow, 0)
        let image = gtk_image_new_from_icon_name(glyph)!
        Widget(image).addClass("card-parameter-glyph")
        // The chevrons only decorate the drop-down, which names itself; a screen reader passes them by.
        Widget(image).hideFromAccessibility()
        gtk_widget_insert_after(image, box, arrow)
    }

    @discardableResult
    private static func appendNote(_ text: String, className: String, to card: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_wrap(gallery_label(label), 1)
        gtk_label_set_xalign(gallery_label(label), 0)
        gtk_label_set_max_width_chars(gallery_label(label), 34)
        Widget(label).addClass(className)
        gtk_box_append(gallery_box(card), label)
        return label
    }
}
