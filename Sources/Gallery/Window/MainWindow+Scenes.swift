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
    /// scene's name and code.
    func refreshSceneInspector(_ document: SceneDocument) {
        let stage = scenePage?.stage
        let code = stage?.plan.code ?? ""
        if let inspection = scenePage?.inspection {
            inspector.show(inspection, code: code)
        } else if let variants = pageView as? VariantsView, let inspection = variants.sceneInspection {
            inspector.show(inspection, code: variants.sceneCode)
        } else {
            inspector.show(scene: translated(document.origin.title), code: code.isEmpty ? (pageView as? VariantsView)?.sceneCode ?? "" : code)
        }
    }
}
