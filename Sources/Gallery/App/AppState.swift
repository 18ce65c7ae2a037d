import GalleryModel

/// The gallery's one configuration and the parts of the window that follow it.
@MainActor
final class AppState {
    /// What changed, so observers redo only what they must.
    enum Change {
        /// Platform, placement or colour scheme: every resolution may change.
        case context
        /// The chosen style of a family.
        case chosenStyle(StyleFamily)
        /// One example value.
        case example(String)
        /// The Text page's settings.
        case text
        /// The Label page's style stack or text size.
        case labelStack
        /// A whole configuration was imported.
        case everything
    }

    private(set) var configuration: Configuration
    private var observers: [(Change) -> Void] = []

    init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Calls `observer` after every change.
    func observe(_ observer: @escaping (Change) -> Void) {
        observers.append(observer)
    }

    func setPlatform(_ platform: Platform) {
        guard platform != configuration.platform else { return }
        configuration.platform = platform
        notify(.context)
    }

    func setPlacement(_ placement: Placement) {
        guard placement != configuration.placement else { return }
        configuration.placement = placement
        notify(.context)
    }

    func setColorScheme(_ scheme: ColorScheme) {
        guard scheme != configuration.colorScheme else { return }
        configuration.colorScheme = scheme
        notify(.context)
    }

    func choose(_ style: StyleDescriptor) {
        guard configuration.chosenStyle(of: style.family) != style else { return }
        configuration.choose(style)
        notify(.chosenStyle(style.family))
    }

    /// Stores an example value edited in the window; values the slot refuses are ignored.
    func setExample(_ key: String, to value: ExampleValue) {
        guard configuration.example(key) != value, (try? configuration.setExample(key, to: value)) != nil else { return }
        notify(.example(key))
    }

    /// Edits the Text page's settings.
    func updateText(_ edit: (inout TextSettings) -> Void) {
        var text = configuration.text
        edit(&text)
        guard text != configuration.text else { return }
        configuration.text = text
        notify(.text)
    }

    /// Edits the Label page's stack and text size, through the configuration's stack operations.
    func updateLabelStack(_ edit: (inout Configuration) -> Void) {
        var edited = configuration
        edit(&edited)
        guard edited != configuration else { return }
        configuration = edited
        notify(.labelStack)
    }

    /// Replaces the whole configuration (after a successful import).
    func replace(with configuration: Configuration) {
        self.configuration = configuration
        notify(.everything)
    }

    private func notify(_ change: Change) {
        for observer in observers { observer(change) }
    }
}
