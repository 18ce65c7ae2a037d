import CGtk
import GalleryModel
import GalleryTranslation

/// The gallery's keyboard shortcuts: one table that both registers the
/// accelerators and fills the shortcuts window (Ctrl+?).
@MainActor
enum Shortcuts {
    /// A shortcut: what it does when pressed, its accelerator and what the shortcuts window says it does.
    struct Shortcut {
        /// What the key asks.
        enum Target {
            /// One of the window's named commands, as an accelerator of the application.
            case command(NamedCommand)
            /// Quitting (the application's own action, `app.quit`).
            case quit
            /// An edit of the composer, acting only on its page (``composer``).
            case composer(ComposerAction)
        }

        let target: Target
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
        Shortcut(target: .composer(.undo), accelerator: "<Control>z", title: tr("Undo the last edit")),
        Shortcut(target: .composer(.redo), accelerator: "<Control><Shift>z", title: tr("Redo the edit undone")),
        Shortcut(target: .composer(.save), accelerator: "<Control>s", title: tr("Save the scene")),
        Shortcut(target: .composer(.saveAs), accelerator: "<Control><Shift>s", title: tr("Save the scene as a new file")),
        Shortcut(target: .composer(.move(.up)), accelerator: "<Alt>Up", title: tr("Move the chosen view up")),
        Shortcut(target: .composer(.move(.down)), accelerator: "<Alt>Down", title: tr("Move the chosen view down")),
        Shortcut(target: .composer(.move(.in)), accelerator: "<Alt>Right", title: tr("Move the chosen view into its neighbour")),
        Shortcut(target: .composer(.move(.out)), accelerator: "<Alt>Left", title: tr("Move the chosen view out of its container")),
        Shortcut(target: .composer(.duplicate), accelerator: "<Control><Shift>d", title: tr("Duplicate the chosen view")),
        Shortcut(target: .composer(.delete), accelerator: "Delete", title: tr("Delete the chosen view")),
    ] }

    /// The composer's shortcut for `action`, if it has one.
    static func composerShortcut(for action: ComposerAction) -> Shortcut? {
        composer.first { if case .composer(let target) = $0.target { target == action } else { false } }
    }

    /// The shortcuts, grouped as the shortcuts window shows them, in the language spoken now.
    static var groups: [(title: String, shortcuts: [Shortcut])] { [
        (tr("Platform"), [
            Shortcut(target: .command(.platform(.iOS)), accelerator: "<Control>1", title: tr("Emulate iOS")),
            Shortcut(target: .command(.platform(.iPadOS)), accelerator: "<Control>2", title: tr("Emulate iPadOS")),
            Shortcut(target: .command(.platform(.macOS)), accelerator: "<Control>3", title: tr("Emulate macOS")),
            Shortcut(target: .command(.platform(.tvOS)), accelerator: "<Control>4", title: tr("Emulate tvOS")),
            Shortcut(target: .command(.platform(.watchOS)), accelerator: "<Control>5", title: tr("Emulate watchOS")),
            Shortcut(target: .command(.platform(.visionOS)), accelerator: "<Control>6", title: tr("Emulate visionOS")),
        ]),
        (tr("Gallery"), [
            Shortcut(target: .command(.exportConfiguration), accelerator: "<Control>e", title: tr("Export the configuration")),
            Shortcut(target: .command(.importConfiguration), accelerator: "<Control>o", title: tr("Import a configuration")),
            Shortcut(target: .command(.openScene), accelerator: "<Control><Shift>o", title: tr("Open a SwiftUI view as a scene")),
            Shortcut(target: .command(.newScene), accelerator: "<Control>n", title: tr("Compose a new scene")),
            Shortcut(target: .command(.dark), accelerator: "<Control>d", title: tr("Switch between light and dark")),
            Shortcut(target: .command(.inspector), accelerator: "F9", title: tr("Show or hide the inspector")),
            Shortcut(target: .command(.variants), accelerator: "<Control>m", title: tr("Show the page on every platform side by side")),
        ]),
        (tr("Moving around"), [
            Shortcut(target: .command(.nextArea), accelerator: "F6", title: tr("Go to the next area: sidebar, page, inspector")),
            Shortcut(target: .command(.previousArea), accelerator: "<Shift>F6", title: tr("Go to the previous area")),
            Shortcut(target: .command(.search), accelerator: "<Control>f", title: tr("Search families and styles")),
        ]),
        (tr("Composer"), composer),
        (tr("General"), [
            Shortcut(target: .command(.shortcuts), accelerator: "<Control>question", title: tr("Keyboard shortcuts")),
            Shortcut(target: .quit, accelerator: "<Control>q", title: tr("Quit")),
        ]),
    ] }

    /// Registers every accelerator of the application on `application`: the window's commands' and quitting's.
    static func register(on application: UnsafeMutablePointer<GtkApplication>) {
        for shortcut in groups.flatMap(\.shortcuts) {
            let action: String
            switch shortcut.target {
            case .command(let command): action = command.detailedName
            case .quit: action = "app.quit"
            case .composer: continue
            }
            withCStringArray([shortcut.accelerator]) { accels in
                gtk_application_set_accels_for_action(application, action, accels)
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
