/// Runs an action once things have been quiet for a while: each ``poke()`` starts the wait again,
/// so a burst of changes runs it once, `seconds` after the last.
@MainActor
final class Debounce {
    private let seconds: UInt32
    private let action: @MainActor () -> Void
    /// The GLib source waiting to run the action, if one is.
    private var pending: UInt32?

    init(seconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        self.seconds = seconds
        self.action = action
    }

    /// Something changed: the action runs `seconds` from now, unless poked again before.
    func poke() {
        cancel()
        pending = MainLoop.afterSeconds(seconds) { [weak self] in
            // The source ends as this returns: forget it first, so that cancelling from the action removes nothing.
            self?.pending = nil
            self?.action()
        }
    }

    /// Drops a pending run.
    func cancel() {
        if let pending { MainLoop.cancel(pending) }
        pending = nil
    }
}
