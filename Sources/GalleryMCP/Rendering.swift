#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryResources
import GalleryTranslation
import MCP
import Synchronization

/// The `render` tool: `gallery render` run by the window program, as the command line runs it, under a render child
/// (``RenderChild``) that owns its temporary folder and hands the PNG files back, returned as image content.
enum Rendering {
    /// How long a render may take before it is stopped: drawing every card of a family on every platform takes
    /// well under a minute on a busy machine.
    static let timeLimit: Duration = .seconds(300)

    /// What the window program drew for `request`: a text item naming each file, then the image; or an error result
    /// holding every line the render wrote on standard error.
    static func answer(_ request: CommandRequest) async -> CallTool.Result {
        guard let program = GalleryResources.windowProgram, let server = serverProgram else {
            return ToolCalls.failure([CommandLineRun.errorPrefix + tr(say("cannot render: the gallery's files are not beside the server"))])
        }
        let arguments = [server, RenderChild.mode, String(getpid()), program.path] + request.arguments
        // On the main thread: the child's death signal follows the thread that starts it (see RenderChild).
        let started = await MainActor.run { RunningRender.start(arguments, input: request.standardInput) }
        let render: RunningRender
        switch started {
        case .success(let running): render = running
        case .failure(let error):
            return ToolCalls.failure([CommandLineRun.errorPrefix + tr(say("cannot render: \(error.reason)"))])
        }
        let timer = Task {
            try await Task.sleep(for: timeLimit)
            render.stop(timedOut: true)
        }
        let ending = await withTaskCancellationHandler {
            await render.ending()
        } onCancel: {
            render.stop(timedOut: false)
        }
        timer.cancel()

        let notes = String(decoding: ending.error, as: UTF8.self).split(separator: "\n").map(String.init)
        guard ending.exited, ending.code == 0 else {
            let stopped = ending.timedOut
                ? [CommandLineRun.errorPrefix + tr(say("the render took longer than \(Int(timeLimit.components.seconds)) s and was stopped"))]
                : []
            return ToolCalls.failure(notes + stopped)
        }
        guard let images = try? JSONDecoder().decode([RenderedImage].self, from: Data(ending.output)) else {
            return ToolCalls.failure(notes + [CommandLineRun.errorPrefix + tr(say("cannot render: the render child's answer did not read"))])
        }
        var content: [Tool.Content] = []
        for image in images {
            content.append(.text(text: image.name, annotations: nil, _meta: nil))
            content.append(.image(data: image.png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
        }
        return CallTool.Result(content: content, isError: false)
    }

    /// This program's own path, which the render child is started as.
    private static let serverProgram: String? = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
}

/// A render child that has been started: its pid, the pipes to it, and how it ended.
final class RunningRender: Sendable {
    /// How the child ended, and what it wrote.
    struct Ending: Sendable {
        /// Whether it exited (rather than being ended by a signal), and its exit status or the signal's number.
        let exited: Bool
        let code: Int32
        /// Its standard output (the images' JSON) and standard error (the render's lines).
        let output: [UInt8]
        let error: [UInt8]
        /// Whether it was stopped for taking longer than ``Rendering/timeLimit``.
        let timedOut: Bool
    }

    private let pid: pid_t
    private let outputEnd: Int32
    private let errorEnd: Int32
    /// Whether the child has been reaped (its pid may name another process then), and whether it timed out.
    private let state = Mutex((reaped: false, timedOut: false))

    private init(pid: pid_t, outputEnd: Int32, errorEnd: Int32) {
        self.pid = pid
        self.outputEnd = outputEnd
        self.errorEnd = errorEnd
    }

    /// Starts `arguments` (the render child) with `input` on its standard input, from the main thread.
    @MainActor
    static func start(_ arguments: [String], input: [UInt8]?) -> Result<RunningRender, SystemError> {
        var opened: [Int32] = []
        func close(_ descriptors: [Int32]) { for descriptor in descriptors { _ = Glibc.close(descriptor) } }
        do throws(SystemError) {
            let inputPipe = try input.map { _ throws(SystemError) in try ChildProcess.pipe().get() }
            if let inputPipe { opened += [inputPipe.read, inputPipe.write] }
            let outputPipe = try ChildProcess.pipe().get()
            opened += [outputPipe.read, outputPipe.write]
            let errorPipe = try ChildProcess.pipe().get()
            opened += [errorPipe.read, errorPipe.write]
            // In a group of its own: a client that stops the server's group (as the MCP Python client does) reaches the
            // server, whose death the child sees and acts on; the child then stops its render and removes its folder
            // in that order, not killed in the middle of it by a signal to the whole group.
            let streams = ChildProcess.Streams(input: inputPipe?.read, output: outputPipe.write, error: errorPipe.write)
            let pid = try ChildProcess.spawn(arguments, streams: streams, ownGroup: true).get()
            // The child's ends are the child's alone: the pipes end when it does.
            close([outputPipe.write, errorPipe.write] + (inputPipe.map { [$0.read] } ?? []))
            if let inputPipe, let input {
                // Written on a thread of its own: a render that does not read its input must not hold up the answer.
                let writer = Thread {
                    RenderChild.writeAll(input, to: inputPipe.write)
                    _ = Glibc.close(inputPipe.write)
                }
                writer.start()
            }
            return .success(RunningRender(pid: pid, outputEnd: outputPipe.read, errorEnd: errorPipe.read))
        } catch {
            close(opened)
            return .failure(error)
        }
    }

    /// Asks the child to stop (SIGTERM): it stops the render, removes its folder and ends. Nothing once it has ended.
    func stop(timedOut: Bool) {
        state.withLock { state in
            guard !state.reaped else { return }
            if timedOut { state.timedOut = true }
            kill(pid, SIGTERM)
        }
    }

    /// Waits, on a thread of its own, until the child has ended and closed its output.
    func ending() async -> Ending {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: self.collect()) }
            thread.start()
        }
    }

    /// Reads both pipes to their end, then reaps the child.
    private func collect() -> Ending {
        var streams = [pollfd(fd: outputEnd, events: Int16(POLLIN), revents: 0), pollfd(fd: errorEnd, events: Int16(POLLIN), revents: 0)]
        var read: [[UInt8]] = [[], []]
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while streams.contains(where: { $0.fd >= 0 }) {
            if poll(&streams, nfds_t(streams.count), -1) < 0 && errno != EINTR { break }
            for index in streams.indices where streams[index].fd >= 0 && streams[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(streams[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    read[index] += chunk[0..<count]
                } else if count == 0 || errno != EINTR {
                    _ = Glibc.close(streams[index].fd)
                    streams[index].fd = -1
                }
            }
        }
        // Ended, but not reaped until the state says so: until then ``stop(timedOut:)`` cannot reach another process.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        let timedOut = state.withLock { state in
            state.reaped = true
            return state.timedOut
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return Ending(exited: signal == 0, code: signal == 0 ? (status >> 8) & 0xFF : signal, output: read[0], error: read[1], timedOut: timedOut)
    }
}
