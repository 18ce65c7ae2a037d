import CGtk
import GalleryModel

/// Connects the widgets of one built page to the example state.
///
/// Each bound widget registers an updater that shows a value; user edits go to
/// the ``AppState``, whose change comes back through ``refresh(_:)`` to every
/// widget bound to the same key. Updaters block the widget's own handlers, so
/// showing a value never comes back as an edit.
@MainActor
final class ExampleBindings {
    private let state: AppState
    private var updaters: [String: [(ExampleValue) -> Void]] = [:]

    init(state: AppState) {
        self.state = state
    }

    /// The current value of `key`.
    func value(_ key: String) -> ExampleValue? {
        state.configuration.example(key)
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

    /// Records an edit made in the window.
    func edit(_ key: String, _ value: ExampleValue) {
        state.setExample(key, to: value)
    }

    /// Records that a button or menu item bound with `binding` was activated:
    /// a counter goes up by one, a record takes its text.
    func activate(_ binding: StateBinding) {
        switch binding.role {
        case .count:
            edit(binding.key, .int((value(binding.key)?.intValue ?? 0) + 1))
        case .record(let text):
            edit(binding.key, .string(text))
        default:
            break
        }
    }

    /// Shows the new value of `key` in every widget bound to it.
    func refresh(_ key: String) {
        guard let current = value(key) else { return }
        for updater in updaters[key] ?? [] { updater(current) }
    }
}
