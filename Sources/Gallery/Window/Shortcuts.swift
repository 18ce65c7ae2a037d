import CGtk
import GalleryTranslation

/// The gallery's keyboard shortcuts: one table that both registers the
/// accelerators and fills the shortcuts window (Ctrl+?).
@MainActor
enum Shortcuts {
    /// A shortcut: the detailed action it triggers, its accelerator and what it does.
    struct Shortcut {
        let action: String
        let accelerator: String
        let title: String

        /// The accelerator as GTK writes it for people: "Ctrl+Shift+Z".
        var label: String {
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(accelerator, &key, &modifiers)
            guard let text = gtk_accelerator_get_label(key, modifiers) else { return accelerator }
            defer { g_free(text) }
            return String(cString: text)
        }
    }

    /// The composer's shortcuts: they act on its page only, after the focused widget (an entry keeps its own
    /// Ctrl+Z and Delete), so they are not the application's accelerators.
    static var composer: [Shortcut] { [
        Shortcut(action: "win.composer-undo", accelerator: "<Control>z", title: tr("Undo the last edit")),
        Shortcut(action: "win.composer-redo", accelerator: "<Control><Shift>z", title: tr("Redo the edit undone")),
        Shortcut(action: "win.composer-save", accelerator: "<Control>s", title: tr("Save the scene")),
        Shortcut(action: "win.composer-save-as", accelerator: "<Control><Shift>s", title: tr("Save the scene as a new file")),
        Shortcut(action: "win.composer-move-up", accelerator: "<Alt>Up", title: tr("Move the chosen view up")),
        Shortcut(action: "win.composer-move-down", accelerator: "<Alt>Down", title: tr("Move the chosen view down")),
        Shortcut(action: "win.composer-move-in", accelerator: "<Alt>Right", title: tr("Move the chosen view into its neighbour")),
        Shortcut(action: "win.composer-move-out", accelerator: "<Alt>Left", title: tr("Move the chosen view out of its container")),
        Shortcut(action: "win.composer-duplicate", accelerator: "<Control><Shift>d", title: tr("Duplicate the chosen view")),
        Shortcut(action: "win.composer-delete", accelerator: "Delete", title: tr("Delete the chosen view")),
    ] }

    /// The shortcuts, grouped as the shortcuts window shows them, in the language spoken now.
    static var groups: [(title: String, shortcuts: [Shortcut])] { [
        (tr("Platform"), [
            Shortcut(action: "win.platform::iOS", accelerator: "<Control>1", title: tr("Emulate iOS")),
            Shortcut(action: "win.platform::iPadOS", accelerator: "<Control>2", title: tr("Emulate iPadOS")),
            Shortcut(action: "win.platform::macOS", accelerator: "<Control>3", title: tr("Emulate macOS")),
            Shortcut(action: "win.platform::tvOS", accelerator: "<Control>4", title: tr("Emulate tvOS")),
            Shortcut(action: "win.platform::watchOS", accelerator: "<Control>5", title: tr("Emulate watchOS")),
            Shortcut(action: "win.platform::visionOS", accelerator: "<Control>6", title: tr("Emulate visionOS")),
        ]),
        (tr("Gallery"), [
            Shortcut(action: "win.export", accelerator: "<Control>e", title: tr("Export the configuration")),
            Shortcut(action: "win.import", accelerator: "<Control>o", title: tr("Import a configuration")),
            Shortcut(action: "win.open-scene", accelerator: "<Control><Shift>o", title: tr("Open a SwiftUI view as a scene")),
            Shortcut(action: "win.composer-new", accelerator: "<Control>n", title: tr("Compose a new scene")),
            Shortcut(action: "win.dark", accelerator: "<Control>d", title: tr("Switch between light and dark")),
            Shortcut(action: "win.inspector", accelerator: "F9", title: tr("Show or hide the inspector")),
            Shortcut(action: "win.variants", accelerator: "<Control>m", title: tr("Show the page on every platform side by side")),
        ]),
        (tr("Moving around"), [
            Shortcut(action: "win.next-region", accelerator: "F6", title: tr("Go to the next area: sidebar, page, inspector")),
            Shortcut(action: "win.previous-region", accelerator: "<Shift>F6", title: tr("Go to the previous area")),
            Shortcut(action: "win.search", accelerator: "<Control>f", title: tr("Search families and styles")),
        ]),
        (tr("Composer"), composer),
        (tr("General"), [
            Shortcut(action: "win.show-help-overlay", accelerator: "<Control>question", title: tr("Keyboard shortcuts")),
            Shortcut(action: "app.quit", accelerator: "<Control>q", title: tr("Quit")),
        ]),
    ] }

    /// Registers every accelerator on `application`.
    static func register(on application: UnsafeMutablePointer<GtkApplication>) {
        let pageOnly = Set(composer.map(\.action))
        for shortcut in groups.flatMap(\.shortcuts) where !pageOnly.contains(shortcut.action) {
            withCStringArray([shortcut.accelerator]) { accels in
                gtk_application_set_accels_for_action(application, shortcut.action, accels)
            }
        }
    }

    /// A new shortcuts window; the caller owns one reference.
    static func makeWindow() -> UnsafeMutablePointer<GtkWidget> {
        var xml = """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">gallery</property>
            """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(Markup.escape(group.title))</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"accelerator\">"
                    + Markup.escape(shortcut.accelerator) + "</property><property name=\"title\">"
                    + Markup.escape(shortcut.title) + "</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { g_object_unref(builder.raw) }
        let window = gtk_builder_get_object(builder, "shortcuts")!
        g_object_ref(window)
        return gallery_widget(window)
    }
}
