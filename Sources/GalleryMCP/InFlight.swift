import MCP
import Synchronization

/// The requests being answered: each runs in a task of its own, so that a long one (a render) never holds up the
/// others, nor `ping`. At the end of input the server waits for all of them (``drain()``) before it exits, so every
/// request it read is answered; `notifications/cancelled` cancels one (``cancel(_:)``).
final class InFlight: Sendable {
    private struct State {
        var next = 0
        var running: [Int: (id: ID, task: Task<Void, Never>)] = [:]
    }

    private let state = Mutex(State())

    /// Runs `work`, the answer to the request `id`, in a task of its own.
    func start(_ id: ID, _ work: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            let key = state.next
            state.next += 1
            // The task removes itself when done; it waits for this lock to be released first.
            state.running[key] = (id, Task { [self] in
                await work()
                self.state.withLock { _ = $0.running.removeValue(forKey: key) }
            })
        }
    }

    /// Cancels the request `id` (the client no longer wants its answer).
    func cancel(_ id: ID) {
        let tasks = state.withLock { state in state.running.values.filter { $0.id == id }.map(\.task) }
        for task in tasks { task.cancel() }
    }

    /// Waits until every request started, including those started meanwhile, has been answered.
    func drain() async {
        while true {
            let tasks = state.withLock { state in state.running.values.map(\.task) }
            if tasks.isEmpty { return }
            for task in tasks { await task.value }
        }
    }
}
