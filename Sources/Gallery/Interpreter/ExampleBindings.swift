import CGtk
import GalleryModel

/// Connects the widgets of one built page to the example values of the store's state.
///
/// Each bound widget registers an updater that shows a value; a person's edit is sent to the store
/// (``WindowAction/setExample(_:_:)``, or ``WindowAction/setSceneExample(_:_:_:)`` for a scene's control) unless it
/// is the value the state holds already, so a widget shown a value never sends it back. The store's state comes back
/// through ``refresh(_:)`` to every widget bound to the same key, once the page draws the edit (a refused edit shows
/// the value kept). Once the page that built the widgets closes them, they neither show values nor send edits:
/// widgets being torn down report changes (a list losing its selection, a stack its pages) that no person made.
///
/// A scene's stages bind to the scene's own values (a scene's slots are the file's, not the catalog's): its plan's
/// slots say each key's default and what it accepts.
@MainActor
final class ExampleBindings {
    /// Where the values are kept.
    private enum Owner {
        case configuration
        case scene(SceneOwner, slots: [ExampleKey: ExampleSlot])
    }

    private let store: WindowStore
    private let owner: Owner
    private var updaters: [ExampleKey: [(ExampleValue) -> Void]] = [:]
    private var isClosed = false

    /// Bindings to the configuration's example values.
    init(store: WindowStore) {
        self.store = store
        owner = .configuration
    }

    /// Bindings of a scene's stage to the values of `scene`'s controls, whose slots are `slots`.
    init(store: WindowStore, scene: SceneOwner, slots: [ExampleSlot]) {
        self.store = store
        owner = .scene(scene, slots: Dictionary(slots.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The current value of `key`.
    func value(_ key: ExampleKey) -> ExampleValue? {
        if let constant = key.constant { return constant }
        return switch owner {
        case .configuration: store.state.configuration.example(key)
        case .scene(let scene, let slots): slots[key].map { store.state.controlValues(of: scene).value(of: $0) }
        }
    }

    /// The current value of `key` as a date.
    func date(_ key: ExampleKey) -> ExampleDate {
        value(key)?.stringValue.flatMap(ExampleDate.init) ?? ExampleDate(SampleContent.initialDate)!
    }

    /// Shows the current value with `updater` now and after every change of `key`. The bindings
    /// keep `updater`, so it must not capture them strongly.
    func register(_ key: ExampleKey, _ updater: @escaping (ExampleValue) -> Void) {
        updaters[key, default: []].append(updater)
        if let current = value(key) { updater(current) }
    }

    /// Sends an edit made in the window, unless it is the value kept already (a widget showing the state's value
    /// reports it as its own change).
    func edit(_ key: ExampleKey, _ value: ExampleValue) {
        guard !isClosed, value != self.value(key) else { return }
        // A constant binding keeps its value: the widget is shown it again, as SwiftUI's control springs back.
        if key.constant != nil { return refresh(key) }
        switch owner {
        case .configuration: store.send(.setExample(key, value))
        case .scene(let scene, let slots): if let slot = slots[key] { store.send(.setSceneExample(scene, slot, value)) }
        }
    }

    /// Records that a button or menu item bound with `binding` was activated, as its slot says
    /// (``ExampleSlot/activated(by:from:)``): a counter goes up by one (up to its slot's limit), a record takes its text,
    /// a watch slider's − or + moves its value by a step.
    func activate(_ binding: StateBinding) {
        guard let current = value(binding.key) else { return }
        let next = switch owner {
        case .configuration: ExampleCatalog.activated(binding, current: current)
        case .scene(_, let slots): slots[binding.key]?.activated(by: binding.role, from: current)
        }
        guard let next else { return }
        edit(binding.key, next)
    }

    /// Stops the widgets built with these bindings from showing values or sending edits,
    /// before their page takes them down.
    func close() {
        isClosed = true
        updaters = [:]
    }

    /// Shows the value of `key` the state holds now in every widget bound to it (nothing before the first edit).
    func refresh(_ key: ExampleKey?) {
        guard let key, let current = value(key) else { return }
        for updater in updaters[key] ?? [] { updater(current) }
    }
}
