import CGtk
import Foundation
import GalleryModel

/// A window test, handed the door into the window once its first frame is painted.
package typealias WindowTest = @MainActor @Sendable (WindowTesting) -> Void

/// The one door a test drives and reads the window through: the same typed actions the widgets send, the state they
/// change, and the few things of the drawn window a test measures (its widgets from the top, the page and the inspector,
/// how far the page overflows its pane). Nothing else of the window is open to tests.
@MainActor
package final class WindowTesting {
    private let store: WindowStore
    private let runner: EffectRunner
    private let shown: @MainActor () -> MainWindow?

    init(store: WindowStore, runner: EffectRunner, shown: @escaping @MainActor () -> MainWindow?) {
        self.store = store
        self.runner = runner
        self.shown = shown
    }

    private var window: MainWindow {
        guard let window = shown() else { preconditionFailure("a test drives a window that is shown") }
        return window
    }

    /// The window's state now.
    package var state: WindowModel {
        store.state
    }

    /// Sends `action`, as the widget or key that asks it would; the window follows once the main loop is idle.
    package func send(_ action: WindowAction) {
        store.send(action)
    }

    /// Draws what was sent now rather than once the main loop is idle: for a test that reads the widgets right after
    /// sending (how wide a page is), without waiting for a frame to be painted.
    package func drawNow() {
        store.flushNow()
    }

    /// How many times the window drew a change of its state.
    package var draws: Int {
        store.draws
    }

    /// The window's top widget (a new one after a change of language), to find its widgets by name and photograph it.
    package var toplevel: UnsafeMutablePointer<GtkWidget> {
        window.window
    }

    /// The open page's top widget.
    package var page: UnsafeMutablePointer<GtkWidget>? {
        window.pageView?.root
    }

    /// The inspector's top widget.
    package var inspector: UnsafeMutablePointer<GtkWidget> {
        window.inspector.root
    }

    /// The heading of what the inspector shows: "Toggle · .switch".
    package var inspectorTitle: String {
        window.inspector.title
    }

    /// The window asking a question, while one is asked.
    package var question: UnsafeMutablePointer<GtkWidget>? {
        window.questionWindow?.window
    }

    /// The width of the window's content, without its decorations.
    package var contentWidth: Int {
        Int(gtk_widget_get_width(window.sidebarSplit))
    }

    /// How many pixels wider than its pane the open page insists on being (0 when it fits), and the widget deepest in
    /// it that is wider than the pane: what makes it overflow.
    package var pageOverflow: (pixels: Int, culprit: String) {
        guard let root = page else { return (0, "") }
        let pane = Int(gtk_widget_get_width(window.pageScroller))
        let pixels = max(0, Self.minimumWidth(root) - pane)
        guard pixels > 0 else { return (0, "") }
        var path: [String] = []
        var widget = root
        while let child = Widget(widget).children.max(by: { Self.minimumWidth($0.pointer) < Self.minimumWidth($1.pointer) }),
              Self.minimumWidth(child.pointer) > pane {
            path.append(Widget(child.pointer).typeName + Widget(child.pointer).classes.map { "." + $0 }.joined())
            widget = child.pointer
        }
        return (pixels, path.suffix(3).joined(separator: " > "))
    }

    private static func minimumWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return Int(minimum)
    }

    /// How many views of the scene shown (a scene page or the composer's) have a widget of their own on its stage.
    package var sceneStageViews: Int? {
        sceneStage?.viewCount
    }

    /// The view a click in the middle of `path`'s widget on the stage of the scene shown would choose.
    package func sceneView(atCentreOf path: ScenePath) -> ScenePath? {
        guard let stage = sceneStage, let widget = stage.widget(at: path) else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, stage.root, &bounds) != 0 else { return nil }
        return stage.path(at: Double(bounds.origin.x + bounds.size.width / 2), Double(bounds.origin.y + bounds.size.height / 2))
    }

    private var sceneStage: SceneStage? {
        (window.pageView as? ScenePageView)?.stage ?? (window.pageView as? ComposerPageView)?.stage
    }

    /// Loads the stylesheet as the window starts it, with only the rules of the kinds of stage it shows now (`true`),
    /// or with every stage's rules (`false`); the window restyles at its next frame. For a test that compares the styles
    /// each sheet gives (``computedStyles``).
    package func loadStylesheet(onlyStagesShown: Bool) {
        if onlyStagesShown { Stylesheet.restart(coveringStagesIn: window.window) } else { Stylesheet.coverEverything() }
    }

    /// The CSS node of every widget of the window, with the style GTK computed for it, as GTK prints them: each value a
    /// rule set and where the rule was written, which GTK keeps only when `GTK_CSS_DEBUG` is set as it starts.
    package var computedStyles: String {
        let flags = GTK_STYLE_CONTEXT_PRINT_RECURSE.rawValue | GTK_STYLE_CONTEXT_PRINT_SHOW_STYLE.rawValue
        guard let text = gtk_style_context_to_string(gtk_widget_get_style_context(window.window),
                                                     GtkStyleContextPrintFlags(rawValue: flags)) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The process drawing the last image export started, while it may still run.
    package var imageExport: Process? {
        runner.imageExport
    }
}
