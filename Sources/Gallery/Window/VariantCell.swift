import CGtk
import GalleryModel
import GalleryTranslation

/// One stage of the variants view and of `gallery render`'s contact sheet: a caption naming the
/// platform and release, the live example on the platform's stage, and why it is dimmed,
/// deprecated or approximate there. Every stage has an interpreter of its own: stages share the
/// example's state through `bindings`, but a tab bar's or a segmented control's radio group is the stage's.
@MainActor
enum VariantCell {
    /// A family page's card in its context; `example` receives the example's top widget. With `scrollsWide`, a stage
    /// wider than the cell is given scrolls sideways (``fitted(_:scrolls:)``).
    static func card(_ card: StyleCard, bindings: ExampleBindings, note: LocalizedText?, scrollsWide: Bool = false,
                     example: (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }) -> UnsafeMutablePointer<GtkWidget> {
        let context = card.resolution.context
        let box = cell(named: "variant:\(card.style.id):\(name(of: context))", caption: Variants.caption(card))
        if let deprecation = card.deprecationBadge {
            let badge = paragraph(tr(deprecation), classes: ["deprecation-badge"])
            Widget(badge).setHAlign(GTK_ALIGN_START)
            gtk_box_append(gallery_box(box), badge)
        }
        let built = PlanInterpreter(bindings: bindings).build(card.plan.widget)
        example(built)
        Widget(built).setVAlign(PlanInterpreter.align(card.plan.widget.stageAlignment(otherwise: .center)))
        gtk_box_append(gallery_box(box), fitted(stage(built, classes: card.stageClasses + (card.isDimmed ? ["dimmed-example"] : [])),
                                                scrolls: scrollsWide))
        if let availability = card.availabilityNote { gtk_box_append(gallery_box(box), paragraph(tr(availability), classes: ["card-availability"])) }
        if let note { gtk_box_append(gallery_box(box), paragraph(tr(note), classes: ["approximate-note"])) }
        if card.isDimmed { Widget(box).addClass("dimmed") }
        return box
    }

    /// A view page's variant (``ViewPage/variant(for:)``) as `context` draws it; with `scrollsWide`, a stage wider than
    /// the cell is given scrolls sideways.
    static func view(_ page: ViewPage, in context: Context, configuration: Configuration, bindings: ExampleBindings,
                     note: LocalizedText?, scrollsWide: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let box = cell(named: "variant:\(page.rawValue):\(name(of: context))", caption: "\(context.platform.rawValue) \(context.release)")
        let content: UnsafeMutablePointer<GtkWidget>
        let approximation: String?
        switch Variants.variant(of: page, in: configuration, context: context) {
        case .text(let sample):
            content = RenderedTextView.make(sample)
            approximation = sample.approximations.map(\.reason).first
            Widget(content).setHAlign(GTK_ALIGN_START)
        case .example(let example):
            content = PlanInterpreter(bindings: bindings).build(example.plan)
            approximation = example.approximation
            // At the stage's leading edge, unless the plan spreads it over the stage (a slider takes the width), as
            // on the page (``ViewPageParts/example(_:interpreter:for:)``).
            if example.plan.properties[.halign] == nil { Widget(content).setHAlign(GTK_ALIGN_START) }
        }
        let classes = PlatformTheme.of(context.platform).stageClasses(release: context.release, scheme: context.colorScheme,
                                                                     contentSize: context.contentSize)
        gtk_box_append(gallery_box(box), fitted(stage(content, classes: classes), scrolls: scrollsWide))
        if let unavailable = page.unavailableNote(for: configuration.with(context)) {
            gtk_box_append(gallery_box(box), paragraph(tr(unavailable), classes: ["card-availability"]))
        }
        if let approximation { gtk_box_append(gallery_box(box), paragraph(tr("Approximate: \(translated: approximation)"), classes: ["approximate-note"])) }
        if let note { gtk_box_append(gallery_box(box), paragraph(tr(note), classes: ["approximate-note"])) }
        return box
    }

    /// A scene's stage as `context` draws it; a stage wider than the cell scrolls sideways.
    static func scene(_ stage: SceneStage, in context: Context, note: LocalizedText?) -> UnsafeMutablePointer<GtkWidget> {
        let box = cell(named: "variant:scene:\(name(of: context))", caption: "\(context.platform.rawValue) \(context.release)")
        gtk_box_append(gallery_box(box), fitted(stage.root, scrolls: true))
        for approximation in stage.plan.approximations {
            gtk_box_append(gallery_box(box), paragraph(tr("Approximate: \(translated: approximation)"), classes: ["approximate-note"]))
        }
        if let note { gtk_box_append(gallery_box(box), paragraph(tr(note), classes: ["approximate-note"])) }
        return box
    }

    /// "iOS:26:light:large": the parts of a context a cell's name carries.
    private static func name(of context: Context) -> String {
        "\(context.platform.rawValue):\(context.release):\(context.colorScheme.rawValue):\(context.contentSize.rawValue)"
    }

    private static func cell(named name: String, caption: String) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        Widget(box).addClass("variant-cell")
        Widget(box).setName(name)
        gtk_box_append(gallery_box(box), paragraph(caption, classes: ["card-explanation"]))
        return box
    }

    private static func stage(_ child: UnsafeMutablePointer<GtkWidget>, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for name in classes { Widget(stage).addClass(name) }
        gtk_box_append(gallery_box(stage), child)
        return stage
    }

    /// `stage` in a scroller of its own when `scrolls`: a stage wider than its cell (a toggle at the largest
    /// text sizes is wider than the variants view's pane) scrolls sideways above a scrollbar that stays in
    /// sight, rather than pushing the page past its pane. The scroller asks for the stage's natural width, so
    /// a stage that fits is drawn whole and shows no scrollbar.
    private static func fitted(_ stage: UnsafeMutablePointer<GtkWidget>, scrolls: Bool) -> UnsafeMutablePointer<GtkWidget> {
        guard scrolls else { return stage }
        let scroller = gtk_scrolled_window_new()!
        let scrolled = gallery_scrolled_window(scroller)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_overlay_scrolling(scrolled, 0)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_child(scrolled, stage)
        return scroller
    }

    /// A caption or note under a stage. It asks for no more than about 32 characters a line, so a long note
    /// ("Not available on tvOS…") does not make its cell, and every cell of its row, as wide as the note; given
    /// more room it still fills it.
    private static func paragraph(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = ViewPageParts.paragraph(text, classes: classes)
        gtk_label_set_max_width_chars(gallery_label(label), 32)
        Widget(label).setVAlign(GTK_ALIGN_START)
        return label
    }
}
