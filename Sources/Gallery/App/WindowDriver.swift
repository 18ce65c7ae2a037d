/// What drives the window from inside the program, as the self-check does (`gallery-self-check`): made for the
/// first window, started once that window has painted its first frame, and handed the window built again when
/// a language is chosen in the main menu.
@MainActor
package protocol WindowDriver: AnyObject {
    /// The window driven; the new one after a language is chosen.
    var window: MainWindow { get set }
    /// Starts driving, once the window's first frame is painted.
    func start()
}

/// Makes the driver of the first window shown.
package typealias WindowDriverMaker = @MainActor @Sendable (MainWindow) -> any WindowDriver
