import CGtk
import GalleryModel
import GalleryTranslation

/// A scene drawn on a platform's stage: the resolved scene's plan built by the interpreter, bound to the values of the
/// scene's controls, with each control's widget known by its ``ScenePath``. A click on a control chooses it
/// (``WindowAction/chooseSceneNode(_:)``) and still reaches the control, which toggles, opens or types as usual.
@MainActor
final class SceneStage {
    /// The stage: the platform's, release's and scheme's classes around the scene's widgets.
    let root: UnsafeMutablePointer<GtkWidget>
    /// The scene as resolved for the stage's context.
    let resolved: ResolvedScene
    /// What it was drawn from.
    let plan: ScenePlan
    /// What connects its widgets to the scene's example state.
    let bindings: ExampleBindings
    /// The widget of each view the plan tagged, deepest last.
    private let widgets: [(path: ScenePath, widget: UnsafeMutablePointer<GtkWidget>)]

    /// Resolves `scene` in `context` with its controls holding `values` (``SceneResolver/resolve(_:onStage:values:)``),
    /// plans it and builds its widgets on a stage, bound to the values `store` keeps of `owner`'s controls.
    init(_ scene: Scene, in context: Context, values: SceneControlValues = SceneControlValues(), store: WindowStore, owner: SceneOwner) {
        resolved = SceneResolver.resolve(scene, onStage: context, values: values)
        plan = ScenePlanner.plan(resolved)
        bindings = ExampleBindings(store: store, scene: owner, slots: plan.slots)
        let interpreter = PlanInterpreter(bindings: bindings)
        let content = interpreter.build(plan.widget)
        // A scene takes its device's screen (``PlatformTheme/deviceScreen``), as a SwiftUI view takes the screen's (a
        // List's rows run across it), or the stage's width where the window fits its content (the Mac's); its height
        // is its own, centred on the screen as a preview centres a view (``ScenePlan/rootAlignment(on:)``), or the
        // screen's where it fills its container (a TabView).
        Widget(content).setVAlign(PlanInterpreter.align(plan.widget.stageAlignment(otherwise: plan.rootAlignment(on: context.platform))))
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let theme = PlatformTheme.of(context.platform)
        for name in theme.stageClasses(release: context.release, scheme: context.colorScheme, contentSize: context.contentSize,
                                       drawsItsWindow: plan.widget.drawsItsWindow, plainScreen: !plan.showsGroupedContent) {
            Widget(root).addClass(name)
        }
        // The system's status bar and home indicator around it (``ScreenChrome``).
        let screenChrome = ScreenChrome.of(plan, on: context.platform)
        let chrome = screenChrome.map { chrome in
            DeviceScreenBox.BuiltChrome(statusBar: interpreter.build(chrome.statusBar), statusBarHeight: chrome.statusBarHeight,
                                        topInset: chrome.topInset, homeIndicator: chrome.homeIndicator.map(interpreter.build),
                                        homeIndicatorHeight: chrome.homeIndicatorHeight, bottomInset: chrome.bottomInset)
        }
        if let screen = DeviceScreenBox.onScreen(content, of: context.platform, chrome: chrome) {
            // The device's screen: the stage as wide as it, or drawn smaller where the page is narrower; where the
            // screen is the stage's whole face, with no margin around it (``DeviceScreen/edgeRadius``).
            Widget(root).setHAlign(GTK_ALIGN_START)
            if theme.deviceScreen?.edgeRadius != nil { Widget(root).addClass(DeviceScreen.edgeToEdgeClass) }
            gtk_box_append(gallery_box(root), screen)
        } else if let chrome {
            // A window that fits its content (the Mac's): the stage is the window, its title bar above the views, or
            // over the leading end of the toolbar that shares its row.
            Widget(root).addClass(ScreenChrome.windowSceneClass)
            if let least = screenChrome { gtk_widget_set_size_request(root, Int32(least.leastWindowWidth), Int32(least.leastWindowHeight)) }
            if chrome.topInset < chrome.statusBarHeight {
                // A group to screen readers, which pass through it to the views (GTK would name it after its type).
                let window = PlanInterpreter.group(gtk_overlay_get_type())
                gtk_overlay_set_child(gallery_overlay(window), content)
                gtk_widget_set_vexpand(window, gtk_widget_compute_expand(content, GTK_ORIENTATION_VERTICAL))
                Widget(chrome.statusBar).setHAlign(GTK_ALIGN_START)
                Widget(chrome.statusBar).setVAlign(GTK_ALIGN_START)
                gtk_overlay_add_overlay(gallery_overlay(window), chrome.statusBar)
                gtk_box_append(gallery_box(root), window)
            } else {
                gtk_box_append(gallery_box(root), chrome.statusBar)
                gtk_box_append(gallery_box(root), content)
            }
        } else {
            gtk_box_append(gallery_box(root), content)
        }
        // What the views present, each on a panel of its own under the screen (``ScenePlan/presentations``), no wider
        // than the screen: their words wrap rather than widen the stage past it.
        if !plan.presentations.isEmpty {
            let screenWidth = PlatformTheme.of(context.platform).deviceScreen?.width ?? Int(Int32.max)
            // A stage with no margin of its own keeps one around the panels, within the screen's width.
            let unpadded = gtk_widget_has_css_class(root, DeviceScreen.edgeToEdgeClass) != 0 || gtk_widget_has_css_class(root, ScreenChrome.windowSceneClass) != 0
            let panels = BoundedWidthBox.make(width: unpadded ? max(screenWidth - 24, 0) : screenWidth, spacing: 12)
            gtk_widget_set_margin_top(panels, 12)
            if unpadded {
                for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_bottom] { set(panels, 12) }
            }
            for presentation in plan.presentations { gtk_box_append(gallery_box(panels), interpreter.build(presentation)) }
            gtk_box_append(gallery_box(root), panels)
        }

        widgets = interpreter.sceneWidgets

        // Listens before the controls do, and lets them have the press too.
        let click = gtk_gesture_click_new()!
        gtk_event_controller_set_propagation_phase(gallery_event_controller(click.raw), GTK_PHASE_CAPTURE)
        Signal.connectPressAt(click) { [weak self, weak store] x, y in
            guard let self, let path = self.path(at: x, y) else { return }
            store?.send(.chooseSceneNode(path))
        }
        gtk_widget_add_controller(root, gallery_event_controller(click.raw))
    }

    /// A box named `name` for a page's stage, inside a scroller that scrolls a scene wider than the page sideways
    /// rather than pushing the page past its pane: returns both.
    static func holder(named name: String) -> (scroller: UnsafeMutablePointer<GtkWidget>, holder: UnsafeMutablePointer<GtkWidget>) {
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(gallery_scrolled_window(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(gallery_scrolled_window(scroller), 1)
        gtk_scrolled_window_set_propagate_natural_height(gallery_scrolled_window(scroller), 1)
        Widget(scroller).setAccessibleLabel(tr("the stage"))
        let holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(holder).setName(name)
        gtk_scrolled_window_set_child(gallery_scrolled_window(scroller), holder)
        return (scroller, holder)
    }

    /// What the inspector shows of the view at `path` as this stage resolved it, or nil when none is chosen there.
    func inspection(of path: ScenePath?, fileName: String) -> SceneInspection? {
        guard let path, let node = resolved.node(at: path) else { return nil }
        return SceneInspection(node, in: resolved, fileName: fileName)
    }

    /// How many views have a widget of their own on the stage.
    var viewCount: Int {
        Set(widgets.map(\.path)).count
    }

    /// The path of the innermost tagged view under the point (`x`, `y`) of the stage, or nil.
    func path(at x: Double, _ y: Double) -> ScenePath? {
        gtk_widget_pick(root, x, y, GTK_PICK_DEFAULT).flatMap(path(of:))
    }

    /// The path of the innermost tagged view holding `widget`, or nil when none on the stage does.
    private func path(of widget: UnsafeMutablePointer<GtkWidget>) -> ScenePath? {
        var widget: UnsafeMutablePointer<GtkWidget>? = widget
        while let current = widget, current != root {
            if let entry = widgets.last(where: { $0.widget == current }) { return entry.path }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// The path of the view whose widget holds the keyboard focus, or nil when the focus is elsewhere.
    var focusedPath: ScenePath? {
        guard let focus = gtk_widget_get_root(root).flatMap({ gtk_root_get_focus($0) }),
              gtk_widget_is_ancestor(focus, root) != 0 else { return nil }
        return path(of: focus)
    }

    /// Puts the keyboard focus on the widget of the view at `path`, or on the first control inside it; false when
    /// there is none to take it.
    func focus(_ path: ScenePath) -> Bool {
        guard let widget = widget(at: path) else { return false }
        return gtk_widget_grab_focus(widget) != 0 || gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0
    }

    /// The widget drawn for the view at `path`, or nil when the plan drew none of its own.
    func widget(at path: ScenePath) -> UnsafeMutablePointer<GtkWidget>? {
        widgets.last { $0.path == path }?.widget
    }

    /// Rings the widget of the view at `path` (nil: none).
    func showSelection(_ path: ScenePath?) {
        for entry in widgets { Widget(entry.widget).removeClass("scene-selected") }
        if let path, let widget = widget(at: path) { Widget(widget).addClass("scene-selected") }
    }
}
