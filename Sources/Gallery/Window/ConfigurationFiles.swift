import CGtk
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryResources
import GalleryTranslation

/// Export and import in the window: a native file chooser, then the same
/// atomic write and validating read as `gallery export`, and the page's images
/// drawn by `gallery render`. Failures are one line in the banner and change nothing.
@MainActor
package final class ConfigurationFiles {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let state: AppState
    private let banner: Banner

    init(window: UnsafeMutablePointer<GtkWidget>, state: AppState, banner: Banner) {
        self.window = window
        self.state = state
        self.banner = banner
    }

    /// Asks where to save, then exports there.
    func chooseExport() {
        choose(title: tr("Export Configuration"), action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Export")) { [unowned self] path in
            self.export(to: path)
        }
    }

    /// Asks which file to open, then asks the window to import it (`win.import-file`).
    func chooseImport() {
        choose(title: tr("Import Configuration"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Import")) { [unowned self] path in
            WindowIntent.importFile(path).ask(from: self.window)
        }
    }

    /// Asks which SwiftUI file to open, then asks the window to open it as a scene (`win.open-scene-file`).
    func chooseScene() {
        choose(title: tr("Open a SwiftUI View"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Open"),
               filter: (tr("Swift source files"), "*.swift")) { [unowned self] path in
            WindowIntent.openSceneFile(path).ask(from: self.window)
        }
    }

    /// Asks for a folder, then draws `page`'s cards there on every platform, with a contact sheet.
    func chooseImageExport(page: GalleryPage) {
        choose(title: tr("Export Images of \(translated: page.title)"), action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept: tr("_Export")) { [unowned self] folder in
            self.exportImages(of: page, to: folder)
        }
    }

    /// Draws `page`'s cards into `folder` with `gallery render` (a process of its own, on a private X server,
    /// so no window flashes), with the configuration as it is now; reports the outcome in the banner. A scene's
    /// page draws its file's scene on every platform (`gallery render FILE.swift`).
    ///
    /// The configuration goes to the render on its standard input (`--config -`), never through a file: a file
    /// would hold the whole configuration for anyone to read, and be left behind if the window quit first.
    ///
    /// - Returns: the render's process, or nil when it could not start (the banner says why).
    @discardableResult
    package func exportImages(of page: GalleryPage, to folder: String) -> Process? {
        let configuration = ConfigurationFile.export(state.configuration)
        let process = Process()
        // The window program draws, even when this process is another program holding the window (the self-check's).
        process.executableURL = GalleryResources.windowProgram ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        // A scene is drawn from its file in the window's scheme; the cards from the configuration, handed over below.
        let scene: String? = if case .scene(let origin) = page { SceneLibrary.path(of: origin) } else { nil }
        process.arguments = if let scene {
            ["render", scene, "--platform", "all", "--scheme", state.configuration.colorScheme.rawValue, "--output", folder]
        } else {
            ["render", "--config", "-", "--page", page.id, "--output", folder, "--sheet"]
        }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            banner.showError(tr("Could not export images: \(error.localizedDescription)"))
            return nil
        }
        // Written away from the main loop, which a full pipe must never hold up; closing the pipe is the end of
        // the configuration. A render that stops before reading it all makes the write fail (EPIPE: this program
        // ignores SIGPIPE), and its own error is what the banner shows.
        Self.write(scene == nil ? configuration : Data(), to: input.fileHandleForWriting)
        banner.showInfo(tr("Drawing the images of \(translated: page.title) into \(Quoting.path(folder))…"))
        // The drawing takes a few seconds; the window stays responsive and looks in now and then.
        MainLoop.every(100) { [weak self] in
            guard !process.isRunning else { return true }
            let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let failed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if process.terminationStatus == 0 {
                self?.banner.showInfo(said.trimmingCharacters(in: .whitespacesAndNewlines))
            } else {
                // gallery render inherits the window's environment, so its last line is in the same language.
                let line = failed.split(separator: "\n").last.map(String.init) ?? tr("gallery render stopped with status \(process.terminationStatus)")
                let prefix = CommandLineRun.errorPrefix
                self?.banner.showError(tr("Could not export images: \(line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line)"))
            }
            return false
        }
        return process
    }

    /// Writes `data` into `pipe` on a thread of its own, then closes it.
    private nonisolated static func write(_ data: Data, to pipe: FileHandle) {
        Thread.detachNewThread {
            try? pipe.write(contentsOf: data)
            try? pipe.close()
        }
    }

    /// Writes the configuration to `path` atomically; reports the outcome in the banner.
    package func export(to path: String) {
        do {
            try ConfigurationFile.write(state.configuration, toPath: path)
            banner.showInfo(tr("Exported the configuration to \(Quoting.path(path))."))
        } catch {
            banner.showError(tr("Could not export: \(error.text)"))
        }
    }

    /// Reads `path` and replaces the configuration with it (`win.import-file`'s handler); on any problem the
    /// configuration stays as it was.
    package func importConfiguration(from path: String) {
        do {
            let configuration = try ConfigurationFile.load(path: path)
            state.replace(with: configuration)
            banner.showInfo(tr("Imported \(Quoting.path(path))."))
        } catch {
            banner.showError(tr("Could not import \(Quoting.path(path)): \(error.text)"))
        }
    }

    /// A native file chooser (GTK 4.8's GtkFileChooserNative) showing the files `filter` lets through (JSON
    /// configurations unless told otherwise; folders only when choosing a folder), a save suggesting `suggestedName`;
    /// `then` gets the path chosen.
    func choose(title: String, action: GtkFileChooserAction, accept: String,
                filter chosenFilter: (name: String, pattern: String)? = nil, suggestedName: String? = nil,
                then: @escaping (String) -> Void) {
        let dialog = gtk_file_chooser_native_new(title, gallery_window(window), action, accept, tr("_Cancel"))!
        let chooser = gallery_file_chooser(dialog.raw)
        if action != GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, chosenFilter?.name ?? tr("JSON configurations"))
            gtk_file_filter_add_pattern(filter, chosenFilter?.pattern ?? "*.json")
            gtk_file_chooser_add_filter(chooser, filter)
            g_object_unref(filter.raw)
        }
        if action == GTK_FILE_CHOOSER_ACTION_SAVE {
            gtk_file_chooser_set_current_name(chooser, suggestedName ?? "gallery-configuration.json")
        }
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
