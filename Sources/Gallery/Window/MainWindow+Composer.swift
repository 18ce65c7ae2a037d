import CGtk
import Foundation
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// The window's composer: its `win.composer-*` actions (the only road to an edit: the page's buttons, knobs, menus and
/// shortcuts and the self-check all ask them), which are enabled only when their edit can be made; and the questions
/// that keep unsaved edits from being lost (closing, quitting, a new scene, opening a file) or an editor's save from
/// being dropped.
extension MainWindow {
    /// The composer's page when it is shown (not its variants).
    package var composerPage: ComposerPageView? {
        pageView as? ComposerPageView
    }

    /// The composer's scene.
    package var composer: ComposerDocument {
        scenes.composer
    }

    /// The composer's page.
    func composerView() -> PageView {
        ComposerPageView(document: composer, state: state) { [unowned self] in
            self.refreshInspector()
            self.enableComposerActions()
        }
    }

    /// Shows the composer's chosen view in the inspector, or the scene with none chosen; the code is what Save writes.
    func refreshComposerInspector() {
        showScene(named: composerPage?.title ?? translated(GalleryPage.composer.title), code: composer.composer.source,
                  chosen: composerPage?.inspection)
    }

    /// The edits without a parameter, by action name, each made on the chosen view.
    private static let pathEdits: [(name: String, edit: (ScenePath) -> SceneEdit)] = [
        ("composer-move-up", SceneEdit.moveUp), ("composer-move-down", SceneEdit.moveDown),
        ("composer-move-in", SceneEdit.moveIn), ("composer-move-out", SceneEdit.moveOut),
        ("composer-duplicate", SceneEdit.duplicate), ("composer-delete", SceneEdit.delete),
    ]

    /// Adds the composer's actions to the window.
    func addComposerActions() {
        var actions: [String: OpaquePointer] = [:]
        for (name, edit) in Self.pathEdits {
            actions[name] = Actions.add(to: window, name) { [unowned self] _ in
                guard let path = self.composer.selection else { return }
                self.composer.apply(edit(path))
            }
        }
        func string(_ parameter: OpaquePointer?) -> String {
            parameter.map { String(cString: g_variant_get_string($0, nil)) } ?? ""
        }
        actions["composer-undo"] = Actions.add(to: window, "composer-undo") { [unowned self] _ in self.composer.undo() }
        actions["composer-redo"] = Actions.add(to: window, "composer-redo") { [unowned self] _ in self.composer.redo() }
        Actions.add(to: window, "composer-insert", parameterType: "s") { [unowned self] parameter in
            guard let item = ScenePalette.items.first(where: { $0.title == string(parameter) }) else { return }
            self.composer.insert(item)
        }
        actions["composer-wrap"] = Actions.add(to: window, "composer-wrap", parameterType: "s") { [unowned self] parameter in
            guard let path = self.composer.selection,
                  let kind = ScenePalette.wrappers.first(where: { $0.typeName == string(parameter) }) else { return }
            self.composer.apply(.wrap(path, in: kind))
        }
        actions["composer-title"] = Actions.add(to: window, "composer-title", parameterType: "s") { [unowned self] parameter in
            guard let path = self.composer.selection else { return }
            self.composer.apply(.setTitle(path, string(parameter)))
        }
        actions["composer-style"] = Actions.add(to: window, "composer-style", parameterType: "(ss)") { [unowned self] parameter in
            guard let parameter, let path = self.composer.selection else { return }
            let names = Actions.strings(of: parameter)
            guard let family = StyleFamily(rawValue: names[0]) else { return }
            let style = StyleCatalog.family(family).styles.first { $0.name == names[1] }
            self.composer.apply(style.map { .setStyle(path, $0, argument: nil) } ?? .removeStyle(path, of: family))
        }
        actions["composer-tint"] = Actions.add(to: window, "composer-tint", parameterType: "s") { [unowned self] parameter in
            guard let path = self.composer.selection else { return }
            self.composer.apply(.setTint(path, SceneColor(rawValue: string(parameter))))
        }
        actions["composer-control-size"] = Actions.add(to: window, "composer-control-size", parameterType: "s") { [unowned self] parameter in
            guard let path = self.composer.selection else { return }
            self.composer.apply(.setControlSize(path, ControlSize(rawValue: string(parameter))))
        }
        actions["composer-disabled"] = Actions.add(to: window, "composer-disabled", parameterType: "s") { [unowned self] parameter in
            guard let path = self.composer.selection else { return }
            self.composer.apply(.setDisabled(path, string(parameter) == "true"))
        }
        Actions.add(to: window, "composer-new") { [unowned self] _ in
            self.askToKeepEdits(before: tr("starting a new scene")) {
                self.composer.startNew()
                self.banner.hide()
                WindowIntent.page(.composer).ask(from: self.window)
            }
        }
        Actions.add(to: window, "composer-open") { [unowned self] _ in
            self.askToKeepEdits(before: tr("opening another file")) {
                self.files.choose(title: tr("Open a SwiftUI View to Compose"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Open"),
                                  filter: (tr("Swift source files"), "*.swift")) { path in
                    Actions.activate(self.window, "win.composer-open-file", path)
                }
            }
        }
        Actions.add(to: window, "composer-open-file", parameterType: "s") { [unowned self] parameter in
            do throws(SceneFileError) {
                try self.composer.open(string(parameter))
                self.banner.hide()
                WindowIntent.page(.composer).ask(from: self.window)
                // The file chooser had the focus: it goes to the scene's outline.
                MainLoop.whenIdle { [weak self] in self?.composerPage?.focusChosenView() }
            } catch {
                self.banner.showError(tr(error.text))
            }
        }
        actions["composer-save"] = Actions.add(to: window, "composer-save") { [unowned self] _ in self.saveComposer {} }
        Actions.add(to: window, "composer-save-as") { [unowned self] _ in self.chooseComposerFile {} }
        Actions.add(to: window, "composer-save-file", parameterType: "s") { [unowned self] parameter in
            self.saveComposer(to: string(parameter)) {}
        }
        Actions.add(to: window, "composer-recover") { [unowned self] _ in self.recoverScene() }
        Actions.add(to: window, "composer-discard-recovered") { [unowned self] _ in
            guard let recovery = self.recovery, let offer = recovery.offer else { return }
            recovery.discard(offer)
        }
        composerActions = actions
        composer.onConflict = { [weak self] in self?.askAboutConflict() }
        enableComposerActions()
    }

    /// Enables each edit's action when its edit can be made now: a chosen view that can move up, an edit to undo. A
    /// button in the page that had the focus and is now disabled hands it to the chosen view's row in the outline.
    func enableComposerActions() {
        let page = composerPage
        let focusWasInPage = page.map { focusIsInside($0.root) } ?? false
        defer { if focusWasInPage, let page, !focusIsInside(page.root) { page.focusChosenView() } }
        let composer = composer.composer
        let path = composer.selection
        func enable(_ name: String, _ on: Bool) {
            if let action = composerActions[name] { g_simple_action_set_enabled(action, on ? 1 : 0) }
        }
        for (name, edit) in Self.pathEdits { enable(name, path.map { composer.allows(edit($0)) } ?? false) }
        for name in ["composer-wrap", "composer-title", "composer-style", "composer-tint", "composer-control-size", "composer-disabled"] {
            enable(name, path != nil)
        }
        enable("composer-undo", composer.canUndo)
        enable("composer-redo", composer.canRedo)
        enable("composer-save", composer.isEdited || self.composer.path == nil)
    }

    /// Saves to the composer's file, or asks where first when it has none; `then` runs once it is saved.
    private func saveComposer(then: @escaping @MainActor () -> Void) {
        if let path = composer.path { saveComposer(to: path, then: then) } else { chooseComposerFile(then: then) }
    }

    /// Asks where to save the scene (GtkFileChooserNative), then saves there; `then` runs once it is saved.
    private func chooseComposerFile(then: @escaping @MainActor () -> Void) {
        files.choose(title: tr("Save the Scene"), action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Save"),
                     filter: (tr("Swift source files"), "*.swift"), suggestedName: composer.fileName) { [unowned self] path in
            self.saveComposer(to: path, then: then)
        }
    }

    /// Writes the scene to `path` atomically; says the outcome in the banner; `then` runs only when it was saved.
    private func saveComposer(to path: String, then: @escaping @MainActor () -> Void) {
        do {
            try composer.save(to: path)
            banner.showInfo(tr("Saved the scene to \(Quoting.path(path))."))
            then()
        } catch {
            banner.showError(tr("Could not save the scene: \(error.text)"))
        }
    }

    /// Runs `next` at once when the composer has nothing unsaved; otherwise asks first: Save (then `next`, once
    /// saved), Discard (then `next`), or Cancel (nothing). `doing` says what would lose the edits.
    func askToKeepEdits(before doing: String, then next: @escaping @MainActor () -> Void) {
        guard composer.composer.isEdited else { return next() }
        composerQuestion = ComposerQuestion(
            over: window, heading: tr("Save the composed scene?"),
            body: tr("The scene in the composer has edits that are not saved. They are lost by \(doing) unless you save them."),
            answers: [.cancel, .discard, .save], focused: .save, cancel: .cancel) { [unowned self] answer in
                self.composerQuestion = nil
                switch answer.id {
                case ComposerQuestion.Answer.save.id: self.saveComposer(then: next)
                case ComposerQuestion.Answer.discard.id: next()
                default: break
                }
            }
    }

    /// An editor saved the composer's file over unsaved edits: asks which version to keep; neither is lost (keeping
    /// the edits leaves the file as the editor wrote it, and the scene unsaved).
    private func askAboutConflict() {
        composerQuestion = ComposerQuestion(
            over: window, heading: tr("The file changed on disk"),
            body: tr("\(Quoting.path(composer.path ?? "")) was saved by another program while the composer has unsaved edits. Keep your edits (the file stays as it is until you save), or take the file’s version?"),
            answers: [.takeFile, .keepMine], focused: .keepMine, cancel: .keepMine) { [unowned self] answer in
                self.composerQuestion = nil
                if answer.id == ComposerQuestion.Answer.takeFile.id { self.composer.takeFile() } else { self.composer.keepEdits() }
            }
    }

    /// Shows what `recovery` offers back (a scene an earlier run left unsaved) in the recovery bar, now and whenever the
    /// offer changes, with the keyboard focus on Recover the Unsaved Scene when it first shows.
    func offerRecovery(from recovery: RecoveryKeeper) {
        self.recovery = recovery
        recovery.onOfferChanged = { [weak self] in self?.showRecoveryOffer(focusing: false) }
        showRecoveryOffer(focusing: true)
    }

    private func showRecoveryOffer(focusing: Bool) {
        let offer = recovery?.offer
        let hadFocus = focusIsInside(recoveryBar.root)
        recoveryBar.show(offer.map { tr($0.message) })
        if offer != nil, focusing || hadFocus {
            recoveryBar.focus()
        } else if offer == nil, hadFocus {
            pageView?.focusContent()
        }
    }

    /// Recover the Unsaved Scene: the offered scene becomes the composer's, unsaved, and the composer's page shows it;
    /// unsaved edits in the composer now are asked about first. A kept scene that no longer reads is said in the banner,
    /// and its file stays.
    private func recoverScene() {
        guard let recovery, let offer = recovery.offer else { return }
        askToKeepEdits(before: tr("recovering the unsaved scene")) { [unowned self] in
            let draft = offer.draft
            let name = draft.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? draft.name + ".swift"
            do throws(SceneFileError) {
                let scene = try SceneReader.read(source: draft.source, fileName: name).scene(named: nil)
                self.composer.recover(scene, file: draft.file)
                recovery.recovered(offer)
                self.banner.hide()
                WindowIntent.page(.composer).ask(from: self.window)
                MainLoop.whenIdle { [weak self] in self?.composerPage?.focusChosenView() }
            } catch {
                self.banner.showError(tr(error.text))
            }
        }
    }

    /// Asks about unsaved edits before the window closes (its close button, Ctrl+W, or Quit): returns true to stop the
    /// close; the question's Save or Discard closes it afterwards.
    func closeRequested() -> Bool {
        guard composer.composer.isEdited, !closeConfirmed else { return false }
        askToKeepEdits(before: tr("closing the window")) { [unowned self] in
            self.closeConfirmed = true
            self.composer.letEditsGo()
            gtk_window_close(gallery_window(self.window))
        }
        return true
    }
}
