import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryResources
import GalleryTranslation
import MCP

/// The `render` tool: `gallery render` run by the window program in a child process, as the command line runs it,
/// into a private temporary folder whose PNG files are read back and returned as image content.
enum Rendering {
    /// How long a render may take before it is stopped: drawing every card of a family on every platform takes
    /// well under a minute on a busy machine.
    static let timeLimit: Duration = .seconds(300)

    /// What the window program drew for `request`: a text item naming each file, then the image; or an error result
    /// with the command's one-line message.
    static func answer(_ request: CommandRequest) async -> CallTool.Result {
        guard let program = GalleryResources.windowProgram else {
            return ToolCalls.failure([CommandLineRun.errorPrefix + tr(say("cannot render: the gallery's files are not beside the server"))])
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-mcp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            let images = folder.appendingPathComponent("images")
            let status = try await run(program, request.arguments(adding: "--output=\(images.path)"), input: request.standardInput ?? [], in: folder)
            guard status == 0 else {
                let notes = (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
                return ToolCalls.failure(notes.split(separator: "\n").map(String.init))
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: images.path).filter { $0.hasSuffix(".png") }.sorted()
            var content: [Tool.Content] = []
            for name in names {
                let data = try Data(contentsOf: images.appendingPathComponent(name))
                content.append(.text(text: name, annotations: nil, _meta: nil))
                content.append(.image(data: data.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil))
            }
            return CallTool.Result(content: content, isError: false)
        } catch {
            return ToolCalls.failure([CommandLineRun.errorPrefix + tr(say("cannot render: \(error.localizedDescription)"))])
        }
    }

    /// Runs `program` with `arguments`, `input` on its standard input and its output and error in files of `folder`,
    /// and returns its exit status; stops it after ``timeLimit``.
    private static func run(_ program: URL, _ arguments: [String], input: [UInt8], in folder: URL) async throws -> Int32 {
        let inputFile = folder.appendingPathComponent("stdin")
        try Data(input).write(to: inputFile)
        for stream in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(stream).path, contents: nil)
        }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            let identifier = process.processIdentifier
            Task {
                try? await Task.sleep(for: timeLimit)
                // Still running past the limit: its termination handler answers once it is gone.
                if process.isRunning { kill(identifier, SIGKILL) }
            }
        }
    }
}
