import Foundation
import GalleryModel
import MCP

/// The server: reads the client's messages from standard input, answers each request on standard output, and keeps
/// its word when the input ends.
///
/// - Reading is linear and bounded (``MessageReader``), on a thread of its own: a long line never stops the answers
///   to earlier requests, and a line over the limit is one `-32600` error, after which the server goes on.
/// - `initialize`, `ping` and `tools/list` are answered at once, in order; each `tools/call` runs in a task of its
///   own (``InFlight``), so that a render does not hold up a ping.
/// - Errors are JSON-RPC's (``RPCError``): `-32700` with a null id for a line that is not JSON, `-32600` for JSON
///   that is not a message, `-32601` for an unknown method, `-32602` for bad params, an unknown tool or an argument
///   the tool does not take. A command's own failure is a tool result with `isError`, not a protocol error.
/// - A client that declares roots is asked for them (``ClientRoots``), and the tools read only Swift files inside
///   them (``SharedFolders``).
/// - When standard input ends, every request already read is answered, and then the server exits.
final class GalleryServer: Sendable {
    private let output = MessageWriter(descriptor: STDOUT_FILENO)
    private let requests: ClientRequests
    private let roots: ClientRoots
    private let calls: ToolCalls
    private let inFlight = InFlight()

    init() {
        requests = ClientRequests(output: output)
        roots = ClientRoots(requests: requests)
        calls = ToolCalls()
    }

    /// Serves until standard input ends and every request read has been answered.
    func serve() async {
        for await item in Self.lines() {
            switch item {
            case .message(let line):
                await receive(line)
            case .tooLong:
                let limit = MessageReader.maximumMessageBytes / (1024 * 1024)
                output.send(OutgoingMessage.Failure(id: nil, error: .invalidRequest("Invalid Request: a message is at most \(limit) MiB; this line was longer and was skipped")))
            }
        }
        requests.endOfInput()
        await inFlight.drain()
    }

    /// Standard input's lines, read on a thread of their own (a blocking read must not hold a thread of the
    /// tasks that answer).
    private static func lines() -> AsyncStream<MessageReader.Item> {
        let (stream, continuation) = AsyncStream.makeStream(of: MessageReader.Item.self)
        let thread = Thread {
            var reader = MessageReader(descriptor: STDIN_FILENO)
            while let item = reader.next() { continuation.yield(item) }
            continuation.finish()
        }
        thread.name = "standard input"
        thread.start()
        return stream
    }

    /// Acts on one line of input.
    private func receive(_ line: [UInt8]) async {
        let message: IncomingMessage
        do throws(IncomingMessage.Refusal) {
            message = try IncomingMessage.parse(line)
        } catch {
            output.send(OutgoingMessage.Failure(id: error.id, error: error.error))
            return
        }
        switch message {
        case .request(let id, let method, let params):
            await answer(id, method, params)
        case .notification(let method, let params):
            await notice(method, params)
        case .response(let id, let result):
            requests.answer(id, with: result.mapError(ClientRequests.Failure.refused))
        }
    }

    /// Answers a request: at once, or in a task of its own for a tool call.
    private func answer(_ id: ID, _ method: String, _ params: [String: Value]) async {
        switch method {
        case Initialize.name:
            let capabilities = params["capabilities"]?.objectValue ?? [:]
            await roots.clientDeclares(roots: capabilities["roots"]?.objectValue != nil)
            let requested = params["protocolVersion"]?.stringValue ?? Version.latest
            output.send(OutgoingMessage.Response(id: id, result: Initialize.Result(
                protocolVersion: Version.supported.contains(requested) ? requested : Version.latest,
                capabilities: Server.Capabilities(tools: .init(listChanged: false)),
                serverInfo: Server.Info(name: "swiftui-style-gallery", version: GalleryProject.version, title: GalleryProject.name)
            )))
        case "ping":
            output.send(OutgoingMessage.Response(id: id, result: [String: Value]()))
        case ListTools.name:
            output.send(OutgoingMessage.Response(id: id, result: ListTools.Result(tools: GalleryTool.allCases.map(\.definition))))
        case CallTool.name:
            let call: ToolCall
            do throws(RPCError) {
                call = try ToolCall(params)
            } catch {
                output.send(OutgoingMessage.Failure(id: id, error: error))
                return
            }
            let (output, calls, roots) = (output, calls, roots)
            inFlight.start(id) {
                let answer = await calls.answer(call, sharedFolders: { await roots.folders() })
                // A cancelled request is not answered (the client said it no longer wants the answer).
                guard !Task.isCancelled else { return }
                output.send(OutgoingMessage.Response(id: id, result: answer))
            }
        default:
            output.send(OutgoingMessage.Failure(id: id, error: .methodNotFound("Method not found: \(method)")))
        }
    }

    /// Acts on a notification; one the server does not know is ignored, as the specification says.
    private func notice(_ method: String, _ params: [String: Value]) async {
        switch method {
        case InitializedNotification.name, RootsListChangedNotification.name:
            await roots.ask()
        case CancelledNotification.name:
            switch params["requestId"] {
            case .string(let text)?: inFlight.cancel(.string(text))
            case .int(let number)?: inFlight.cancel(.number(number))
            default: break
            }
        default:
            break
        }
    }
}
