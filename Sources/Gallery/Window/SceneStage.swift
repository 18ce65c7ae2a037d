import CGtk
import GalleryModel
import GalleryTranslation

/// A scene drawn on a platform's stage: the resolved scene's plan built by the interpreter, bound to the scene's
/// example state, with each control's widget known by its ``ScenePath``. A click on a control chooses it
/// (`win.scene-node`) and still reaches the control, which toggles, opens or types as usual.
@MainActor
package final class SceneStage {
    /// The stage: the platform's, release's and scheme's classes around the scene's widgets.
    package let root: UnsafeMutablePointer<GtkWidget>
    /// The scene as resolved for the stage's context.
    package let resolved: ResolvedScene
    /// What it was drawn from.
    package let plan: ScenePlan
    /// What connects its widgets to the scene's example state.
    let bindings: ExampleBindings
    /// The widget of each view the plan tagged, deepest last.
    private let widgets: [(path: ScenePath, widget: UnsafeMutablePointer<GtkWidget>)]

    /// Resolves `scene` in `context`, plans it and builds its widgets on a stage.
    init(_ scene: Scene, in context: Context, state: SceneExampleState) {
        // A scene's containers set the context its controls resolve in, not the header's placement.
        var context = context
        context.placement = .standard
        resolved = SceneResolver.resolve(scene, in: context)
        plan = ScenePlanner.plan(resolved)
        state.adopt(plan.slots)
        bindings = ExampleBindings(scene: state)
        let interpreter = PlanInterpreter(bindings: bindings)
        let content = interpreter.build(plan.widget)
        widgets = interpreter.sceneWidgets
        Widget(content).setHAlign(GTK_ALIGN_START)
        Widget(content).setVAlign(GTK_ALIGN_START)
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let theme = PlatformTheme.of(context.platform)
        for name in theme.stageClasses(release: context.release, scheme: context.colorScheme, contentSize: context.contentSize) {
            Widget(root).addClass(name)
        }
        gtk_box_append(gallery_box(root), content)

        // Listens before the controls do, and lets them have the press too.
        let click = gtk_gesture_click_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(click.raw), GTK_PHASE_CAPTURE)
        Signal.connectPressAt(click) { [weak self] x, y in
            guard let self, let path = self.path(at: x, y) else { return }
            WindowIntent.sceneNode(path).ask(from: self.root)
        }
        gtk_widget_add_controller(root, gallery_event_controller(click.raw))
    }

    /// How many views have a widget of their own on the stage.
    package var viewCount: Int {
        Set(widgets.map(\.path)).count
    }

    /// The path of the innermost tagged view under the point (`x`, `y`) of the stage, or nil.
    package func path(at x: Double, _ y: Double) -> ScenePath? {
        var widget = gtk_widget_pick(root, x, y, GTK_PICK_DEFAULT)
        while let current = widget, current != root {
            if let entry = widgets.last(where: { $0.widget == current }) { return entry.path }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// The widget drawn for the view at `path`, or nil when the plan drew none of its own.
    package func widget(at path: ScenePath) -> UnsafeMutablePointer<GtkWidget>? {
        widgets.last { $0.path == path }?.widget
    }

    /// Rings the widget of the view at `path` (nil: none).
    func showSelection(_ path: ScenePath?) {
        for entry in widgets { Widget(entry.widget).removeClass("scene-selected") }
        if let path, let widget = widget(at: path) { Widget(widget).addClass("scene-selected") }
    }
}
