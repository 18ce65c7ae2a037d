import GalleryModel

/// What a page drawing a scene needs of where the scene comes from: a file read (``SceneDocument``) or the composer
/// (``ComposerDocument``). The variants view draws either on every platform.
@MainActor
protocol SceneHolding: AnyObject {
    /// The scene drawn.
    var scene: Scene { get }
    /// The view chosen, ringed on every stage.
    var selection: ScenePath? { get }
    /// The file's name, as the inspector names where a view is written.
    var fileName: String { get }
    /// The values of its controls' bindings.
    var exampleState: SceneExampleState { get }
    /// Tells `owner` after every change of the scene, until ``stopObserving(by:)``.
    func observe(by owner: AnyObject, _ changed: @escaping @MainActor () -> Void)
    func stopObserving(by owner: AnyObject)
}

extension SceneDocument: SceneHolding {}
