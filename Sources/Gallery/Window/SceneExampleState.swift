import GalleryModel

/// The example state of one scene's controls: the values their widgets show and edit, from the slots of the
/// scene's plan (a `@State`'s initial value where the scene declares one, else the family's default). It lives as
/// long as the scene's page, across platform switches and reloads of the file, so a toggle flipped stays flipped;
/// every stage of the scene (the page's, the variants view's) shows the same values.
@MainActor
final class SceneExampleState {
    private var slots: [String: ExampleSlot] = [:]
    private var values: [String: ExampleValue] = [:]
    /// The bindings of the stages built on this state, told of every change.
    private var listeners: [WeakBindings] = []

    /// Takes the slots of a new plan: a slot it already has keeps its value, a new one starts at its default.
    func adopt(_ newSlots: [ExampleSlot]) {
        slots = Dictionary(newSlots.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        values = Dictionary(uniqueKeysWithValues: slots.values.map { slot in
            (slot.key, values[slot.key].flatMap { try? slot.validate($0).get() } ?? slot.defaultValue)
        })
    }

    /// The value of `key`, or nil for a key of no slot.
    func value(_ key: String) -> ExampleValue? {
        values[key]
    }

    /// Keeps `value` for `key` if its slot accepts it; every stage shows the value kept once the signal that
    /// edited it has returned.
    func set(_ key: String, to value: ExampleValue) {
        guard let slot = slots[key], values[key] != value else { return }
        if let accepted = try? slot.validate(value).get() { values[key] = accepted }
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.listeners.removeAll { $0.bindings == nil }
            for listener in self.listeners { listener.bindings?.refresh(key) }
        }
    }

    /// Tells `bindings` of every change from now on, for as long as they exist.
    func listen(_ bindings: ExampleBindings) {
        listeners.removeAll { $0.bindings == nil }
        listeners.append(WeakBindings(bindings: bindings))
    }

    private struct WeakBindings {
        weak var bindings: ExampleBindings?
    }
}
