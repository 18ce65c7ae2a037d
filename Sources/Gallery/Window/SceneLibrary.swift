import Foundation
import GalleryModel
import GalleryResources
import GallerySceneReader

/// The scenes the window can show: the shipped examples (`SceneExamples`, in the resources' `scenes/` folder) and
/// the files opened with Open…, each read once and kept while the window lives (``SceneDocument``), and the
/// composer's scene (``ComposerDocument``).
@MainActor
package final class SceneLibrary {
    /// The files opened, in the order they were, which the sidebar lists after the examples.
    private(set) var openedFiles: [String] = []
    private var documents: [SceneOrigin: SceneDocument] = [:]
    /// The composer's scene, kept while the application runs (a window built again in another language keeps it).
    package let composer = ComposerDocument()

    /// The pages of the shipped examples, in the sidebar's order.
    static var examplePages: [GalleryPage] {
        SceneExamples.all.map { .scene(.example($0.viewName)) }
    }

    /// Hands the document of `origin` to `then`: at once when it is open, else once it has been read on a reading
    /// thread (the window keeps answering meanwhile). A file that cannot be read or holds no view gives the one line
    /// saying why, and nothing is kept.
    func open(_ origin: SceneOrigin, then: @escaping @MainActor (Result<SceneDocument, SceneFileError>) -> Void) {
        if let document = documents[origin] { return then(.success(document)) }
        SceneDocument.open(origin, path: Self.path(of: origin)) { [weak self] result in
            if let self, case .success(let document) = result {
                // A second open of the same file while the first was read keeps the first document.
                if let kept = self.documents[origin] {
                    document.close()
                    return then(.success(kept))
                }
                self.documents[origin] = document
                if case .file(let path) = origin, !self.openedFiles.contains(path) { self.openedFiles.append(path) }
            }
            then(result)
        }
    }

    /// The document of `origin` when it is open.
    func openDocument(_ origin: SceneOrigin) -> SceneDocument? {
        documents[origin]
    }

    /// Stops watching every file.
    func close() {
        for document in documents.values { document.close() }
        composer.close()
    }

    /// Where the shipped example named `name` is read from.
    package func examplePath(_ name: String) -> String {
        Self.path(of: .example(name))
    }

    /// Where the scene of `origin` is read from: a shipped example in the resources' `scenes/` folder.
    static func path(of origin: SceneOrigin) -> String {
        switch origin {
        case .file(let path): path
        case .example(let name):
            (GalleryResources.sceneFolder?.appendingPathComponent(name + ".swift").path) ?? name + ".swift"
        }
    }
}
