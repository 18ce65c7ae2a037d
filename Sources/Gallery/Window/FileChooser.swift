import CGtk
import GalleryModel
import GalleryTranslation

/// The native file chooser (GTK 4.8's GtkFileChooserNative) for each ``FileRequest``: its title, its button, the files
/// it shows (JSON configurations, Swift source files, or folders) and, for a save, the name it suggests.
@MainActor
enum FileChooser {
    /// Asks for what `request` needs, over `parent`; `then` gets the path chosen (nothing when the person cancels).
    static func ask(_ request: FileRequest, over parent: UnsafeMutablePointer<GtkWidget>, then: @escaping @MainActor (String) -> Void) {
        let swift = (tr("Swift source files"), "*.swift")
        let json = (tr("JSON configurations"), "*.json")
        switch request {
        case .exportConfiguration:
            choose(over: parent, title: tr("Export Configuration"), action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Export"),
                   filter: json, suggestedName: "gallery-configuration.json", then: then)
        case .importConfiguration:
            choose(over: parent, title: tr("Import Configuration"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Import"),
                   filter: json, then: then)
        case .sceneFile:
            choose(over: parent, title: tr("Open a SwiftUI View"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Open"),
                   filter: swift, then: then)
        case .imageFolder(let page):
            choose(over: parent, title: tr("Export Images of \(translated: page.title)"), action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                   accept: tr("_Export"), filter: nil, then: then)
        case .composerFile:
            choose(over: parent, title: tr("Open a SwiftUI View to Compose"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Open"),
                   filter: swift, then: then)
        case .composerDestination(let name):
            choose(over: parent, title: tr("Save the Scene"), action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Save"),
                   filter: swift, suggestedName: name, then: then)
        }
    }

    /// A native file chooser showing the files `filter` lets through (folders only when choosing a folder), a save
    /// suggesting `suggestedName`; `then` gets the path chosen.
    private static func choose(over parent: UnsafeMutablePointer<GtkWidget>, title: String, action: GtkFileChooserAction, accept: String,
                               filter chosenFilter: (name: String, pattern: String)?, suggestedName: String? = nil,
                               then: @escaping @MainActor (String) -> Void) {
        let dialog = gtk_file_chooser_native_new(title, gallery_window(parent), action, accept, tr("_Cancel"))!
        let chooser = gallery_file_chooser(dialog.raw)
        if let chosenFilter {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, chosenFilter.name)
            gtk_file_filter_add_pattern(filter, chosenFilter.pattern)
            gtk_file_chooser_add_filter(chooser, filter)
            g_object_unref(filter.raw)
        }
        if let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) }
        Signal.connectInt(dialog, "response") { response in
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
                if let path = g_file_get_path(file) {
                    then(SystemPath.string(cString: path))
                    g_free(path)
                }
                g_object_unref(file.raw)
            }
            // The chooser keeps itself alive while it emits; this drops the reference made above.
            g_object_unref(dialog.raw)
        }
        gtk_native_dialog_show(gallery_native_dialog(dialog.raw))
    }
}
