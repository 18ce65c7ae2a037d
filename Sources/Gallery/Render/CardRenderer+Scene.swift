import CGtk
import GalleryModel
import GalleryTranslation

extension CardRenderer {
    /// Writes each scene as a card for its job's platform and release into `folder`.
    ///
    /// - Throws: ``GalleryError`` for a file that could not be written; the images written before it stay.
    func run(_ scenes: [(scene: Scene, job: SceneRenderJob)], into folder: String) throws -> Summary {
        try run(scenes.map { scene, job in Shot(fileName: job.fileName, stageOnly: stageOnly) { self.sceneCard(scene, in: job.context) } }, into: folder)
    }

    /// The scene drawn as a card is drawn: its view's name and the platform's release above the platform's stage,
    /// which holds the scene as `ScenePlanner` plans it, and below it each control the release lacks and what the
    /// drawing only approximates.
    private func sceneCard(_ scene: Scene, in context: Context) -> UnsafeMutablePointer<GtkWidget> {
        // The window's own stage: resolved, planned and bound to the scene's `@State` values.
        let stage = SceneStage(scene, in: context, store: store, owner: .composer)
        keep(stage.bindings)
        let resolved = stage.resolved, plan = stage.plan
        // The stage is as wide as the device's screen: an iPad or a television at its own size where that is wider than
        // a card, not drawn smaller; a watch at its own where that is narrower, not as wide as the card.
        var screenWidth: Int32 = 0
        gtk_widget_measure(stage.root, GTK_ORIENTATION_HORIZONTAL, -1, nil, &screenWidth, nil, nil)
        let onScreen = PlatformTheme.of(context.platform).deviceScreen != nil
        if onScreen, screenWidth > self.width { gtk_widget_set_size_request(stage.root, screenWidth, -1) }
        let width = onScreen ? screenWidth : self.width
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        Widget(card).addClass("card")
        gtk_widget_set_size_request(card, self.width, -1)
        let title = gtk_label_new(scene.name)!
        Widget(title).addClass("card-title")
        gtk_label_set_xalign(gallery_label(title), 0)
        gtk_box_append(gallery_box(card), title)
        gtk_box_append(gallery_box(card), ViewPageParts.paragraph("\(context.platform.rawValue) \(context.release)", classes: ["card-explanation"]))
        var missing: [String] = []
        var natural: Int32 = 0
        gtk_widget_measure(stage.root, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        if natural > SceneRenderJob.maximumStageHeight {
            let limit = SceneRenderJob.maximumStageHeight
            gtk_box_append(gallery_box(card), BoundedHeightScroller.make(stage.root, maximumHeight: limit, what: scene.name))
            missing.append(tr("The view is \(Int(natural)) pixels tall: the image shows its top \(Int(limit)) pixels."))
        } else {
            gtk_box_append(gallery_box(card), stage.root)
        }
        for node in resolved.allNodes {
            guard let why = node.missing(in: resolved.context) else { continue }
            missing.append(tr("\(node.node.kind.typeName) at \(node.node.location): \(why)"))
        }
        let approximate = plan.approximations.map { tr("Approximate: \(translated: $0)") }
        for (notes, className) in [(missing, "card-availability"), (approximate, "approximate-note")] {
            for note in notes.reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
                let label = ViewPageParts.paragraph(note, classes: [className])
                gtk_label_set_max_width_chars(gallery_label(label), 60)
                gtk_box_append(gallery_box(card), label)
            }
        }
        return card
    }
}
