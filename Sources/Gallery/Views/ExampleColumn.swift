import CGtk
import GalleryModel

/// The column of examples a view page (Button, Image, SecureField, Slider) draws under its summary, with the bindings
/// its examples' controls share: rebuilt whole when the context changes, keeping keyboard focus inside it, and
/// refreshed one value at a time when an example's value is edited.
@MainActor
final class ExampleColumn {
    /// The column, appended to the page.
    let content: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    private var bindings: ExampleBindings
    /// Appends the page's examples to the column, drawn by the interpreter, for the configuration.
    private let fill: @MainActor (ExampleColumn, PlanInterpreter, Configuration) -> Void

    init(store: WindowStore, fill: @escaping @MainActor (ExampleColumn, PlanInterpreter, Configuration) -> Void) {
        self.store = store
        self.fill = fill
        bindings = ExampleBindings(store: store)
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        rebuild()
    }

    /// Appends `widget` to the column.
    func append(_ widget: UnsafeMutablePointer<GtkWidget>) {
        ViewPageParts.append(widget, to: content)
    }

    /// Rebuilds on a new context; refreshes the one value an example's control edited.
    func show(_ new: WindowModel, from old: WindowModel) {
        if new.configuration.context != old.configuration.context {
            rebuild()
        } else if new.exampleEdit != old.exampleEdit {
            bindings.refresh(new.exampleEdit.key)
        }
    }

    /// Lets go of the bindings; the page is closing.
    func close() {
        bindings.close()
    }

    private func rebuild() {
        bindings.close()
        let hadFocus = ViewPageParts.clear(content, keeping: self, bindings)
        defer { if hadFocus { _ = gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD) } }
        bindings = ExampleBindings(store: store)
        fill(self, PlanInterpreter(bindings: bindings), store.state.configuration)
    }
}
