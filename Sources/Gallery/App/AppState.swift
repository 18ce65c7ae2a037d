import GalleryModel

/// The gallery's one configuration and the parts of the window that follow it.
///
/// A change is made at once: the configuration holds the new value as soon as the setter returns, so
/// whatever reads it next (an action's state, a save) sees it. The observers, which rebuild widgets,
/// are not called then: the change is recorded, and every change recorded while the main loop handles
/// one event is given to each observer once, together, from one dispatch run when the main loop is
/// next idle (``MainLoop/whenIdle(_:)``): after the GTK signal that asked for the change has returned,
/// before the next frame is drawn. So no widget is rebuilt, or taken down, inside its own signal.
@MainActor
package final class AppState {
    /// What changed, so observers redo only what they must.
    package enum Change: Hashable {
        /// Platform, release, placement or colour scheme: every resolution may change.
        case context
        /// The chosen style of a family.
        case chosenStyle(StyleFamily)
        /// The value of a style parameter of a family's style.
        case argument(StyleFamily)
        /// One example value (or an edit of it that its slot refused: the widgets show the value kept).
        case example(String)
        /// The Text page's settings.
        case text
        /// The Label page's style stack or text size.
        case labelStack
        /// A whole configuration was imported.
        case everything
        /// What the window shows of the configuration changed (its page, the variants view or what that
        /// shows); the configuration did not.
        case view
    }

    package private(set) var configuration: Configuration
    private var observers: [(owner: ObjectIdentifier, observe: ([Change]) -> Void)] = []
    /// The changes made since the last dispatch, each once, in the order first made.
    private var pending: [Change] = []
    private var dispatchScheduled = false
    /// True while the observers run. Widgets they take down report changes then (a list losing its
    /// selection, a stack its pages) that no person made, so edits are refused meanwhile.
    private var isDispatching = false

    init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Calls `observer` with the changes of each dispatch, until `owner` stops observing.
    package func observe(by owner: AnyObject, _ observer: @escaping ([Change]) -> Void) {
        observers.append((ObjectIdentifier(owner), observer))
    }

    /// Stops calling what `owner` asked to be called (a window that is going away).
    package func stopObserving(by owner: AnyObject) {
        observers.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// Sets the platform (the `win.platform` action's road); a release the new platform lacks gives way to its newest.
    func setPlatform(_ platform: Platform) {
        guard platform != configuration.platform else { return }
        configuration.platform = platform
        record(.context)
    }

    /// Chooses a release of the current platform; one the gallery does not know is ignored.
    func setRelease(_ release: OSVersion) {
        guard release != configuration.release, (try? configuration.chooseRelease(release)) != nil else { return }
        record(.context)
    }

    func setPlacement(_ placement: Placement) {
        guard placement != configuration.placement else { return }
        configuration.placement = placement
        record(.context)
    }

    package func setColorScheme(_ scheme: ColorScheme) {
        guard scheme != configuration.colorScheme else { return }
        configuration.colorScheme = scheme
        record(.context)
    }

    func choose(_ style: StyleDescriptor) {
        guard !isDispatching, configuration.chosenStyle(of: style.family) != style else { return }
        configuration.choose(style)
        record(.chosenStyle(style.family))
    }

    /// Sets the value of `style`'s parameter; a value the parameter does not have is ignored.
    func setArgument(_ choice: String, for style: StyleDescriptor) {
        guard !isDispatching, configuration.argument(for: style) != choice,
              (try? configuration.setArgument(choice, for: style)) != nil else { return }
        record(.argument(style.family))
    }

    /// Stores an example value edited in the window: the one entry for edits of example state inside a card.
    /// A value the slot refuses (text over its limit) leaves the state as it was, and the widgets bound to
    /// `key` show the value kept at the dispatch, once the edit's signal is over.
    package func setExample(_ key: String, to value: ExampleValue) {
        guard !isDispatching, configuration.example(key) != value else { return }
        _ = try? configuration.setExample(key, to: value)
        record(.example(key))
    }

    /// Edits the Text page's settings; an edit that would make them undrawable (a sample over its limit) is ignored.
    package func updateText(_ edit: (inout TextSettings) -> Void) {
        var text = configuration.text
        edit(&text)
        guard !isDispatching, text != configuration.text, text.problem == nil else { return }
        configuration.text = text
        record(.text)
    }

    /// Edits the Label page's stack and text size, through the configuration's stack operations.
    func updateLabelStack(_ edit: (inout Configuration) -> Void) {
        var edited = configuration
        edit(&edited)
        guard !isDispatching, edited != configuration else { return }
        configuration = edited
        record(.labelStack)
    }

    /// Replaces the whole configuration (after a successful import).
    package func replace(with configuration: Configuration) {
        self.configuration = configuration
        record(.everything)
    }

    /// Records that what the window shows of the configuration changed (``Change/view``), so that the window
    /// rebuilds it at the dispatch, with whatever else changed meanwhile.
    func viewChanged() {
        record(.view)
    }

    /// Runs the dispatch now rather than from the main loop: for a caller outside any GTK signal that reads
    /// the widgets right after asking for a change (the self-check, as a person would after the frame).
    package func dispatchPending() {
        guard !isDispatching, !pending.isEmpty else { return }
        dispatch()
    }

    /// Adds `change` to the pending ones, merged with those already there, and makes sure a dispatch comes.
    private func record(_ change: Change) {
        if pending.contains(.everything), change != .view { return }
        if change == .everything { pending.removeAll { $0 != .view } }
        if !pending.contains(change) { pending.append(change) }
        scheduleDispatch()
    }

    private func scheduleDispatch() {
        guard !dispatchScheduled else { return }
        dispatchScheduled = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.dispatchScheduled = false
            self.dispatchPending()
        }
    }

    /// Gives the pending changes to every observer once. An observer that stops observing during the
    /// dispatch (a window replaced by one in another language) is not called after it stopped; changes
    /// the observers make wait for the next dispatch.
    private func dispatch() {
        let changes = pending
        pending = []
        isDispatching = true
        defer {
            isDispatching = false
            if !pending.isEmpty { scheduleDispatch() }
        }
        for observer in observers where observers.contains(where: { $0.owner == observer.owner }) {
            observer.observe(changes)
        }
    }
}
