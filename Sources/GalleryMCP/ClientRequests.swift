import MCP
import Synchronization

/// The requests the server sends the client (only `roots/list`), each waiting for the client's answer, which
/// comes in among the client's own messages.
final class ClientRequests: Sendable {
    /// Why a request to the client has no answer.
    enum Failure: Error, Equatable {
        /// The client answered with an error.
        case refused(RPCError)
        /// The client closed its output (the server's standard input) first.
        case gone
        /// No answer in ``answerTime``.
        case noAnswer
    }

    /// How long the client has to answer.
    static let answerTime: Duration = .seconds(30)

    private struct State {
        var next = 1
        var waiting: [ID: CheckedContinuation<Result<Value, Failure>, Never>] = [:]
        var ended = false
    }

    private let output: MessageWriter
    private let state = Mutex(State())

    init(output: MessageWriter) {
        self.output = output
    }

    /// Sends `method` and waits for the client's answer.
    func send(_ method: String) async -> Result<Value, Failure> {
        let id: ID = state.withLock { state in
            defer { state.next += 1 }
            return .string("gallery-\(state.next)")
        }
        let timer = Task { [weak self] in
            try await Task.sleep(for: Self.answerTime)
            self?.answer(id, with: .failure(.noAnswer))
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            let ended = state.withLock { state in
                if !state.ended { state.waiting[id] = continuation }
                return state.ended
            }
            if ended {
                continuation.resume(returning: .failure(.gone))
                return
            }
            output.send(OutgoingMessage.Request(id: id, method: method))
        }
    }

    /// Hands the client's answer to the request `id` waits for (an answer to no request is dropped).
    func answer(_ id: ID, with result: Result<Value, Failure>) {
        let waiting = state.withLock { $0.waiting.removeValue(forKey: id) }
        waiting?.resume(returning: result)
    }

    /// The client's input has ended: no answer will come to any request, now or later.
    func endOfInput() {
        let waiting = state.withLock { state in
            state.ended = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume(returning: .failure(.gone)) }
    }
}
