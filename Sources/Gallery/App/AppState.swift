import GalleryModel

/// The gallery's one configuration and the parts of the window that follow it.
@MainActor
package final class AppState {
    /// What changed, so observers redo only what they must.
    enum Change {
        /// Platform, release, placement or colour scheme: every resolution may change.
        case context
        /// The chosen style of a family.
        case chosenStyle(StyleFamily)
        /// The value of a style parameter of a family's style.
        case argument(StyleFamily)
        /// One example value.
        case example(String)
        /// The Text page's settings.
        case text
        /// The Label page's style stack or text size.
        case labelStack
        /// A whole configuration was imported.
        case everything
    }

    package private(set) var configuration: Configuration
    private var observers: [(owner: ObjectIdentifier, observe: (Change) -> Void)] = []
    /// True while widgets are being taken down: what they report then (a list losing its
    /// selection, a stack its pages) is not a person's edit.
    private var ignoresEdits = false

    init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Calls `observer` after every change, until `owner` stops observing.
    func observe(by owner: AnyObject, _ observer: @escaping (Change) -> Void) {
        observers.append((ObjectIdentifier(owner), observer))
    }

    /// Stops calling what `owner` asked to be called (a window that is going away).
    func stopObserving(by owner: AnyObject) {
        observers.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    func setPlatform(_ platform: Platform) {
        guard platform != configuration.platform else { return }
        configuration.platform = platform
        notify(.context)
    }

    /// Chooses a release of the current platform; one the gallery does not know is ignored.
    func setRelease(_ release: OSVersion) {
        guard release != configuration.release, (try? configuration.chooseRelease(release)) != nil else { return }
        notify(.context)
    }

    func setPlacement(_ placement: Placement) {
        guard placement != configuration.placement else { return }
        configuration.placement = placement
        notify(.context)
    }

    package func setColorScheme(_ scheme: ColorScheme) {
        guard scheme != configuration.colorScheme else { return }
        configuration.colorScheme = scheme
        notify(.context)
    }

    func choose(_ style: StyleDescriptor) {
        guard !ignoresEdits, configuration.chosenStyle(of: style.family) != style else { return }
        configuration.choose(style)
        notify(.chosenStyle(style.family))
    }

    /// Sets the value of `style`'s parameter; a value the parameter does not have is ignored.
    func setArgument(_ choice: String, for style: StyleDescriptor) {
        guard !ignoresEdits, configuration.argument(for: style) != choice,
              (try? configuration.setArgument(choice, for: style)) != nil else { return }
        notify(.argument(style.family))
    }

    /// Stores an example value edited in the window.
    ///
    /// - Returns: false when the slot refuses the value (text over its limit); the state is unchanged then.
    @discardableResult
    package func setExample(_ key: String, to value: ExampleValue) -> Bool {
        guard !ignoresEdits, configuration.example(key) != value else { return true }
        guard (try? configuration.setExample(key, to: value)) != nil else { return false }
        notify(.example(key))
        return true
    }

    /// Edits the Text page's settings; an edit that would make them undrawable (a sample over its limit) is ignored.
    package func updateText(_ edit: (inout TextSettings) -> Void) {
        var text = configuration.text
        edit(&text)
        guard !ignoresEdits, text != configuration.text, text.problem == nil else { return }
        configuration.text = text
        notify(.text)
    }

    /// Edits the Label page's stack and text size, through the configuration's stack operations.
    func updateLabelStack(_ edit: (inout Configuration) -> Void) {
        var edited = configuration
        edit(&edited)
        guard !ignoresEdits, edited != configuration else { return }
        configuration = edited
        notify(.labelStack)
    }

    /// Runs `teardown`, which takes widgets down, ignoring the edits they report meanwhile.
    func ignoringEdits(_ teardown: () -> Void) {
        let outer = ignoresEdits
        ignoresEdits = true
        defer { ignoresEdits = outer }
        teardown()
    }

    /// Replaces the whole configuration (after a successful import).
    package func replace(with configuration: Configuration) {
        self.configuration = configuration
        notify(.everything)
    }

    private func notify(_ change: Change) {
        for observer in observers { observer.observe(change) }
    }
}
