import CGtk
import GalleryModel

/// The column of examples a view page (Button, Image, SecureField) draws under its summary, with the bindings its
/// examples' controls share: rebuilt whole when the context changes, keeping keyboard focus inside it, and
/// refreshed one value at a time when an example's state changes.
@MainActor
final class ExampleColumn {
    /// The column, appended to the page.
    let content: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private var bindings: ExampleBindings
    /// Appends the page's examples to the column, drawn by the interpreter, for the configuration.
    private let fill: @MainActor (ExampleColumn, PlanInterpreter, Configuration) -> Void

    init(state: AppState, fill: @escaping @MainActor (ExampleColumn, PlanInterpreter, Configuration) -> Void) {
        self.state = state
        self.fill = fill
        bindings = ExampleBindings(state: state)
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        rebuild()
    }

    /// Appends `widget` to the column.
    func append(_ widget: UnsafeMutablePointer<GtkWidget>) {
        ViewPageParts.append(widget, to: content)
    }

    /// Rebuilds on a new context; refreshes the one value an example changed.
    func stateChanged(_ change: AppState.Change) {
        switch change {
        case .context: rebuild()
        case .example(let key): bindings.refresh(key)
        default: break
        }
    }

    /// Lets go of the bindings; the page is closing.
    func close() {
        bindings.close()
    }

    private func rebuild() {
        bindings.close()
        let hadFocus = ViewPageParts.clear(content)
        defer { if hadFocus { _ = gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD) } }
        bindings = ExampleBindings(state: state)
        fill(self, PlanInterpreter(bindings: bindings), state.configuration)
    }
}
