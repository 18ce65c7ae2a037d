import CGtk
import GalleryModel

/// Connects the widgets of one built page to the example state.
///
/// Each bound widget registers an updater that shows a value; user edits go to
/// the ``AppState`` (``AppState/setExample(_:to:)``), whose change comes back through
/// ``refresh(_:)`` to every widget bound to the same key at the state's dispatch, after
/// the edit's signal. Updaters block the widget's own handlers, so showing a value
/// never comes back as an edit. Once the page that built the
/// widgets closes them, they neither show values nor make edits: widgets being
/// torn down report changes (a list losing its selection, a stack its pages)
/// that no person made.
///
/// A scene's stages keep their values in the scene's own ``SceneExampleState`` instead of the configuration: a
/// scene's slots are the file's, not the catalog's.
@MainActor
final class ExampleBindings {
    /// Where the values are kept.
    private enum Store {
        case configuration(AppState)
        case scene(SceneExampleState)
    }

    private let store: Store
    private var updaters: [String: [(ExampleValue) -> Void]] = [:]
    private var isClosed = false

    init(state: AppState) {
        store = .configuration(state)
    }

    /// Bindings of a scene's stage, to the scene's example state.
    init(scene: SceneExampleState) {
        store = .scene(scene)
        scene.listen(self)
    }

    /// The current value of `key`.
    func value(_ key: String) -> ExampleValue? {
        switch store {
        case .configuration(let state): state.configuration.example(key)
        case .scene(let scene): scene.value(key)
        }
    }

    /// The current value of `key` as a date.
    func date(_ key: String) -> ExampleDate {
        value(key)?.stringValue.flatMap(ExampleDate.init) ?? ExampleDate(SampleContent.initialDate)!
    }

    /// Shows the current value with `updater` now and after every change of `key`. The bindings
    /// keep `updater`, so it must not capture them strongly.
    func register(_ key: String, _ updater: @escaping (ExampleValue) -> Void) {
        updaters[key, default: []].append(updater)
        if let current = value(key) { updater(current) }
    }

    /// Records an edit made in the window; an edit the slot refuses (text over its limit) is undone
    /// in the widgets, which show the value kept at the state's dispatch, once the widget's own signal is over.
    func edit(_ key: String, _ value: ExampleValue) {
        guard !isClosed else { return }
        switch store {
        case .configuration(let state): state.setExample(key, to: value)
        case .scene(let scene): scene.set(key, to: value)
        }
    }

    /// Records that a button or menu item bound with `binding` was activated:
    /// a counter goes up by one (up to its slot's limit), a record takes its text.
    func activate(_ binding: StateBinding) {
        guard let current = value(binding.key), let next = ExampleCatalog.activated(binding, current: current) else { return }
        edit(binding.key, next)
    }

    /// Stops the widgets built with these bindings from showing values or making edits,
    /// before their page takes them down.
    func close() {
        isClosed = true
        updaters = [:]
    }

    /// Shows the new value of `key` in every widget bound to it.
    func refresh(_ key: String) {
        guard let current = value(key) else { return }
        for updater in updaters[key] ?? [] { updater(current) }
    }
}
