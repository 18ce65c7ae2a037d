import CGtk
import GalleryModel
import GalleryTranslation

extension CardRenderer {
    /// Writes `scene` as a card for each job's platform and release into `folder`.
    ///
    /// - Throws: ``GalleryError`` for a file that could not be written; the images written before it stay.
    func run(_ scene: Scene, _ jobs: [SceneRenderJob], into folder: String) throws -> Summary {
        try run(jobs.map { job in Shot(fileName: job.fileName, stageOnly: stageOnly) { self.sceneCard(scene, in: job.context) } }, into: folder)
    }

    /// The scene drawn as a card is drawn: its view's name and the platform's release above the platform's stage,
    /// which holds the scene as `ScenePlanner` plans it.
    private func sceneCard(_ scene: Scene, in context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: context))
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        Widget(card).addClass("card")
        gtk_widget_set_size_request(card, width, -1)
        let title = gtk_label_new(scene.name)!
        Widget(title).addClass("card-title")
        gtk_label_set_xalign(gallery_label(title), 0)
        gtk_box_append(gallery_box(card), title)
        gtk_box_append(gallery_box(card), ViewPageParts.paragraph("\(context.platform.rawValue) \(context.release)", classes: ["card-explanation"]))
        let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let classes = PlatformTheme.of(context.platform).stageClasses(release: context.release, scheme: context.colorScheme,
                                                                     contentSize: context.contentSize)
        for name in classes { Widget(stage).addClass(name) }
        let example = PlanInterpreter(bindings: nextBindings()).build(plan.widget)
        Widget(example).setVAlign(GTK_ALIGN_CENTER)
        gtk_box_append(gallery_box(stage), example)
        gtk_box_append(gallery_box(card), stage)
        return card
    }
}
