import CGtk
import GalleryModel
import GalleryTranslation

/// The window's scene pages: their documents, their page views and what the inspector shows of them.
extension MainWindow {
    /// The document of the scene page shown, or nil on another page.
    package var sceneDocument: SceneDocument? {
        guard case .scene(let origin) = page else { return nil }
        return scenes.openDocument(origin)
    }

    /// The open page when it is a scene's (not its variants).
    package var scenePage: ScenePageView? {
        pageView as? ScenePageView
    }

    /// The page of the scene of `origin`, which the window opened before showing it (a scene that does not read
    /// is never shown).
    func sceneView(_ origin: SceneOrigin) -> PageView {
        guard let document = scenes.openDocument(origin) else { preconditionFailure("the scene \(origin) is shown before it was read") }
        return ScenePageView(document: document, state: state) { [unowned self] in self.refreshInspector() }
    }

    /// Shows the scene's chosen view in the inspector, resolved in the header's context; with none chosen, the
    /// scene's name. The code is the file's own text, as its author wrote it (with its custom styles and actions).
    func refreshSceneInspector(_ document: SceneDocument) {
        showScene(named: translated(document.origin.title), code: document.source, chosen: scenePage?.inspection)
    }

    /// Shows a scene's chosen view (`chosen`, on its page, or else on the variants view's stage of the header's
    /// context) with `code`, or with none chosen the scene `name`d.
    func showScene(named name: String, code: String, chosen: SceneInspection?) {
        if let inspection = chosen ?? (pageView as? VariantsView)?.sceneInspection {
            inspector.show(inspection, code: code)
        } else {
            inspector.show(scene: name, code: code)
        }
    }
}
