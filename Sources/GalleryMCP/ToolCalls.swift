import Foundation
import GalleryCommandLine
import GalleryModel
import GallerySourceCommands
import GalleryTranslation
import MCP

/// A `tools/call` request's parameters, checked: the tool it names and the command line its arguments stand for.
struct ToolCall: Sendable {
    let tool: GalleryTool
    let request: CommandRequest

    /// The call `params` ask for.
    ///
    /// - Throws: ``RPCError/invalidParams(_:)`` when `name` is not a string naming a tool, `arguments` is not an
    ///   object, or the arguments are not the tool's (see ``CommandRequest``).
    init(_ params: [String: Value]) throws(RPCError) {
        guard let name = params["name"]?.stringValue else {
            throw .invalidParams("Invalid params: tools/call needs name, a string naming the tool")
        }
        guard let tool = GalleryTool(rawValue: name) else {
            let tools = GalleryTool.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidParams("Invalid params: no tool is named '\(Quoting.oneLine(name))'; the tools are \(tools)")
        }
        let arguments: [String: Value]
        switch params["arguments"] {
        case nil, .null?: arguments = [:]
        case .object(let object)?: arguments = object
        case let other?: throw .invalidParams("Invalid params: \(name)'s arguments are \(other.jsonKind), not an object")
        }
        self.tool = tool
        request = try CommandRequest(tool, arguments: arguments)
    }
}

/// Answers tool calls: each runs the command line's own command on kept streams (`CommandLineRun.answer`), one at a
/// time, or for `render` the window program in a child process, and returns what it printed.
actor ToolCalls {
    /// The folders the client shares, when a call reads a path: asked only then.
    typealias SharedFoldersSource = @Sendable () async -> Result<SharedFolders, ClientRequests.Failure>

    /// Answers `call`.
    ///
    /// - Returns: the command's standard output as a text item, and its standard error's lines as a second one
    ///   when it wrote any; when the command fails, or a path breaks ``SharedFolders``' rule, an error result
    ///   (`isError`) whose text is every line the command wrote on standard error (its one-line message).
    func answer(_ call: ToolCall, sharedFolders: SharedFoldersSource) async -> CallTool.Result {
        var request = call.request
        if !request.paths.isEmpty {
            switch await Self.admit(request, sharedFolders) {
            case .success(let admitted): request = admitted
            case .failure(let refusal): return Self.failure([CommandLineRun.errorPrefix + tr(refusal.text)])
            }
        }
        if call.tool == .render { return await Rendering.answer(request) }
        let answer = CommandLineRun.answer(request.arguments, standardInput: request.standardInput ?? [], source: SourceCommands.run)
        // `check` exits with 1 when it finds an error: its findings are its answer.
        let findings = call.tool == .check && answer.status == 1 && !answer.output.isEmpty
        guard answer.status == 0 || findings else { return Self.failure(answer.notes) }
        var content: [Tool.Content] = [.text(text: answer.output, annotations: nil, _meta: nil)]
        if !answer.notes.isEmpty { content.append(.text(text: answer.notes.joined(separator: "\n"), annotations: nil, _meta: nil)) }
        return CallTool.Result(content: content, isError: false)
    }

    /// `request` reading its paths resolved, once each has passed the rule; or why one did not.
    private static func admit(_ request: CommandRequest, _ sharedFolders: SharedFoldersSource) async -> Result<CommandRequest, Refusal> {
        let folders: SharedFolders
        switch await sharedFolders() {
        case .success(let shared): folders = shared
        case .failure(let failure): return .failure(Refusal(text: failure.text))
        }
        do throws(PathRefusal) {
            return .success(request.reading(try request.paths.map { path throws(PathRefusal) in try folders.admit(path, as: request.reading) }))
        } catch {
            return .failure(Refusal(text: error.text))
        }
    }

    /// Why a call's paths are not read.
    private struct Refusal: Error {
        let text: LocalizedText
    }

    /// An error result holding every line the command wrote on standard error (its one-line message, and any
    /// line before it), so that nothing it said is lost.
    static func failure(_ notes: [String]) -> CallTool.Result {
        let text = notes.isEmpty ? CommandLineRun.errorPrefix + tr("failed") : notes.joined(separator: "\n")
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: true)
    }
}

extension ClientRequests.Failure: MessageError {
    /// Why the client's folders are not known, so a path cannot be read.
    var text: LocalizedText {
        switch self {
        case .refused(let error):
            say("the client did not say which folders it shares (roots/list answered \(error.code.rawValue): \(Quoting.quoted(error.message))); give the Swift text as source")
        case .gone:
            say("the client closed its input before saying which folders it shares")
        case .noAnswer:
            say("the client did not answer roots/list, so no folder it shares is known; give the Swift text as source")
        }
    }
}
