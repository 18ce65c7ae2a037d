import CGtk
import GalleryModel

/// The window's one store: the ``WindowModel`` value, changed only by sending a ``WindowAction`` through the model's
/// reducer. Every widget that a person can change sends its action here; nothing else changes the window.
///
/// An action is reduced at once, so whatever reads the state next (an action's state, a save, a test) sees the
/// change. Its effects and the drawing wait for the main loop to be idle (``MainLoop/whenIdle(_:)``: after the GTK
/// signal that sent the action has returned, before the next frame is laid out and painted), so no widget is
/// rebuilt, or taken down, inside its own signal. Then, once per turn of the main loop: the effects run (those that
/// answer at once send their actions, which are reduced in the same turn), every view draws what changed between
/// the value last drawn and this one, and the effects that move the keyboard focus run last, on what was drawn.
@MainActor
package final class WindowStore {
    /// The window's state now.
    package private(set) var state: WindowModel
    /// What the views last drew.
    private var drawn: WindowModel
    private var effects: [WindowEffect] = []
    private var flushScheduled = false
    /// Runs the effects that do not move the focus; set by the window's ``EffectRunner``.
    var runEffect: (@MainActor (WindowEffect) -> Void)?
    /// Moves the focus, after the views have drawn; set by the window.
    var focus: (@MainActor (WindowArea) -> Void)?
    private var views: [(owner: ObjectIdentifier, draw: @MainActor (_ old: WindowModel, _ new: WindowModel) -> Void)] = []
    /// How many times the views drew a change: once per turn of the main loop, however many actions came in it.
    package private(set) var draws = 0

    package init(_ state: WindowModel) {
        self.state = state
        drawn = state
    }

    /// Reduces `action` now; its effects and the drawing follow once the main loop is idle.
    package func send(_ action: WindowAction) {
        let (next, effects) = WindowModel.reduce(state, action)
        state = next
        self.effects += effects
        scheduleFlush()
    }

    /// Calls `draw` with the value last drawn and the value now, once per turn of the main loop in which the state
    /// changed, until `owner` stops (a window taken down).
    func draw(by owner: AnyObject, _ draw: @escaping @MainActor (_ old: WindowModel, _ new: WindowModel) -> Void) {
        views.append((ObjectIdentifier(owner), draw))
    }

    /// Stops calling what `owner` asked to be called.
    func stopDrawing(by owner: AnyObject) {
        views.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// Runs the pending effects and draws now rather than from the main loop: for a caller outside any GTK signal that
    /// reads the widgets right after sending (a test, as a person would after the frame).
    package func flushNow() {
        guard flushScheduled else { return }
        flush()
    }

    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        MainLoop.whenIdle { [weak self] in self?.flushNow() }
    }

    /// Runs the effects (their answers are reduced at once, their effects run in turn), then draws once, then moves
    /// the focus. A view that stops drawing during the draw (a window replaced by one in another language) is not
    /// called after it stopped; what views send while they draw is drawn at the next turn.
    private func flush() {
        flushScheduled = false
        var focusing: [WindowArea] = []
        while !effects.isEmpty {
            let effect = effects.removeFirst()
            if case .focus(let area) = effect { focusing.append(area) } else { runEffect?(effect) }
        }
        let old = drawn
        drawn = state
        if old != drawn {
            draws += 1
            for view in views where views.contains(where: { $0.owner == view.owner }) {
                view.draw(old, drawn)
            }
        }
        for area in focusing { focus?(area) }
    }
}
