import Foundation
import GalleryCommandLine
import GalleryTranslation
import MCP

/// Answers tool calls, one at a time: each runs the command line's own command on kept streams
/// (`CommandLineRun.answer`), or for `render` the window program, and returns what it printed.
actor ToolCalls {
    /// Answers `call`.
    ///
    /// - Returns: the command's standard output as a text item, and its standard error's lines as a second one
    ///   when it wrote any; when the command fails, an error result (`isError`) whose one text item is the
    ///   command's one-line message.
    /// - Throws: `MCPError.invalidParams` for an unknown tool or arguments the tool does not take.
    func answer(_ call: CallTool.Parameters) async throws(MCPError) -> CallTool.Result {
        guard let tool = GalleryTool(rawValue: call.name) else {
            let tools = GalleryTool.allCases.map(\.rawValue).joined(separator: ", ")
            throw MCPError.invalidParams("no tool is named '\(call.name)'; the tools are \(tools)")
        }
        let request = try CommandRequest(tool, arguments: call.arguments ?? [:])
        if tool == .render { return await Rendering.answer(request) }
        let answer = CommandLineRun.answer(request.arguments, standardInput: request.standardInput ?? [])
        // `check` exits with 1 when it finds an error: its findings are its answer.
        let findings = tool == .check && answer.status == 1 && !answer.output.isEmpty
        guard answer.status == 0 || findings else { return Self.failure(answer.notes) }
        var content: [Tool.Content] = [.text(text: answer.output, annotations: nil, _meta: nil)]
        if !answer.notes.isEmpty { content.append(.text(text: answer.notes.joined(separator: "\n"), annotations: nil, _meta: nil)) }
        return CallTool.Result(content: content, isError: false)
    }

    /// An error result holding the command's last line on standard error, its one-line message.
    static func failure(_ notes: [String]) -> CallTool.Result {
        CallTool.Result(content: [.text(text: notes.last ?? CommandLineRun.errorPrefix + tr("failed"), annotations: nil, _meta: nil)], isError: true)
    }
}
