import Foundation
import GalleryModel
import GalleryStyleCheck
import GalleryTranslation

/// `gallery lsp`: the Language Server Protocol's server (3.17) over standard input and output.
///
/// One thread reads messages (``MessageReader``) and keeps the open documents' text; checks run on a queue of their
/// own, 250 ms after the last change to a document (a newer change overtakes a check not yet published), and hovers and
/// code actions on another, so a `$/cancelRequest` is read while they work. Every message is written whole
/// (``MessageWriter``).
final class LanguageServer: @unchecked Sendable {
    /// How long a document stays unchanged before it is checked.
    static let checkDelay: DispatchTimeInterval = .milliseconds(250)

    private enum Phase {
        case waitingForInitialize
        case running
        case shutDown
    }

    /// An open document.
    private struct Open {
        var document: TextDocument
        var version: Int
        /// Its file's path, when its URI is a `file:` one.
        let path: String?
        /// Counts changes: a check publishes only when no change came after the text it checked.
        var generation = 0
    }

    private let writer: MessageWriter
    private let lock = NSLock()
    private var phase = Phase.waitingForInitialize
    private var encoding = PositionEncoding.utf16
    private var options = ServerOptions()
    private var abilities = ClientAbilities()
    private var documents: [String: Open] = [:]
    /// Requests read and not yet answered, and those of them the client cancelled.
    private var pending: Set<RequestID> = []
    private var cancelled: Set<RequestID> = []
    /// Problems with notifications, said once each (a notification cannot be answered).
    private var said: Set<String> = []
    /// The declarations of the open documents' unsaved text, by URI and version.
    private var openDeclarations: [String: (version: Int, declarations: StyleDeclarations)] = [:]
    private let workspace = WorkspaceDeclarations()
    private let checks = DispatchQueue(label: "gallery-lsp.checks")
    private let requests: DispatchQueue
    private let indexing = DispatchQueue(label: "gallery-lsp.index")
    private var watchesFiles = false
    /// Whether a refresh of the workspace's index waits on `indexing`.
    private var refreshQueued = false

    /// What ends the process: the `exit` notification, or the end of standard input; its status.
    private(set) var exitStatus: Int32?

    /// A server writing to `writer`; hovers and code actions are answered on `requests` (a queue of its own unless
    /// given: a test holds it to cancel a request before it runs).
    init(writer: MessageWriter, requests: DispatchQueue = DispatchQueue(label: "gallery-lsp.requests")) {
        self.writer = writer
        self.requests = requests
    }

    /// Reads and answers messages until `exit` or the end of the input; returns the exit status: 0 after `shutdown`, 1
    /// otherwise (LSP 3.17, "Exit Notification").
    func serve(_ reader: MessageReader) -> Int32 {
        while exitStatus == nil, let frame = reader.next() {
            handle(frame)
        }
        if let exitStatus { return exitStatus }
        lock.lock()
        defer { lock.unlock() }
        return phase == .shutDown ? 0 : 1
    }

    /// Handles one frame of the input.
    func handle(_ frame: MessageReader.Frame) {
        switch frame {
        case .refused(let refusal):
            writer.send(OutgoingMessage.error(nil, ResponseError(ErrorCode(rawValue: refusal.code) ?? .parseError, refusal.reason)))
        case .message(let bytes):
            let value: JSONValue
            do throws(JSONValue.SyntaxError) {
                value = try JSONValue(parsing: bytes)
            } catch {
                writer.send(OutgoingMessage.error(nil, ResponseError(.parseError, say("a message is not JSON: \(error.reason) (at byte \(error.offset))"))))
                return
            }
            handle(IncomingMessage(value))
        }
    }

    private func handle(_ message: IncomingMessage) {
        switch message {
        case .invalid(let id, let reason):
            writer.send(OutgoingMessage.error(id, ResponseError(.invalidRequest, reason)))
        case .response:
            // The client's answer to `client/registerCapability`: nothing to do.
            break
        case .request(let id, let method, let params):
            request(id, method, params)
        case .notification(let method, let params):
            notification(method, params)
        }
    }

    // MARK: - Requests

    private func request(_ id: RequestID, _ method: String, _ params: JSONValue?) {
        lock.lock()
        let phase = phase
        lock.unlock()
        switch (phase, method) {
        case (.waitingForInitialize, "initialize"):
            respond(id) { () throws(ResponseError) in try self.initialize(params) }
        case (.waitingForInitialize, _):
            respond(id, error: ResponseError(.serverNotInitialized, say("the server is not initialized yet: \(method) came before initialize")))
        case (.shutDown, _):
            respond(id, error: ResponseError(.invalidRequest, say("the server is shut down: only exit may follow shutdown")))
        case (.running, "initialize"):
            respond(id, error: ResponseError(.invalidRequest, say("initialize was sent twice")))
        case (.running, "shutdown"):
            lock.lock()
            self.phase = .shutDown
            lock.unlock()
            writer.send(OutgoingMessage.result(id, .null))
        case (.running, "textDocument/hover"), (.running, "textDocument/codeAction"):
            lock.lock()
            pending.insert(id)
            lock.unlock()
            requests.async {
                self.respond(id) { () throws(ResponseError) in
                    method == "textDocument/hover" ? try self.hover(params) : try self.codeAction(params)
                }
            }
        case (.running, _):
            respond(id, error: ResponseError(.methodNotFound, say("gallery lsp does not answer \(Quoting.quoted(method))")))
        }
    }

    /// Answers `id` with what `answer` returns or throws, or as cancelled when the client cancelled it meanwhile.
    private func respond(_ id: RequestID, _ answer: () throws(ResponseError) -> JSONValue) {
        if isCancelled(id) { return }
        do throws(ResponseError) {
            let result = try answer()
            if isCancelled(id) { return }
            finish(id)
            writer.send(OutgoingMessage.result(id, result))
        } catch {
            finish(id)
            writer.send(OutgoingMessage.error(id, error))
        }
    }

    private func respond(_ id: RequestID, error: ResponseError) {
        writer.send(OutgoingMessage.error(id, error))
    }

    /// Whether the client cancelled `id`; if so, it is answered so (`RequestCancelled`) and forgotten.
    private func isCancelled(_ id: RequestID) -> Bool {
        lock.lock()
        let cancelled = cancelled.remove(id) != nil
        if cancelled { pending.remove(id) }
        lock.unlock()
        if cancelled { writer.send(OutgoingMessage.error(id, ResponseError(.requestCancelled, say("the request was cancelled")))) }
        return cancelled
    }

    private func finish(_ id: RequestID) {
        lock.lock()
        pending.remove(id)
        lock.unlock()
    }

    private func initialize(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let params, params.object != nil else { throw .invalidParams(say("initialize needs its params, an object")) }
        let options = try ServerOptions(params["initializationOptions"])
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
        let encoding = PositionEncoding.negotiated(offering: offered)
        let abilities = ClientAbilities(params["capabilities"])
        var roots = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) }
        if roots.isEmpty, let root = params["rootUri"]?.string.flatMap(DocumentURI.path) ?? params["rootPath"]?.string { roots = [root] }
        lock.lock()
        self.options = options
        self.encoding = encoding
        self.abilities = abilities
        self.phase = .running
        watchesFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        lock.unlock()
        workspace.setRoots(roots)
        let codeActions: JSONValue = abilities.codeActionLiterals ? ["codeActionKinds": ["quickfix"]] : true
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "codeActionProvider": codeActions,
            ],
            "serverInfo": ["name": "gallery lsp", "version": .string(GalleryProject.version)],
        ]
    }

    private func hover(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let (uri, check, _) = try openDocument(params, in: "textDocument/hover")
        guard let position = Position(params?["position"]) else {
            throw .invalidParams(say("textDocument/hover needs a position {\"line\": …, \"character\": …} for \(Quoting.quoted(uri))"))
        }
        lock.lock()
        let (encoding, abilities) = (self.encoding, self.abilities)
        lock.unlock()
        return EditorFeatures.hover(check, at: position, encoding: encoding, abilities: abilities)
    }

    private func codeAction(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let (uri, check, version) = try openDocument(params, in: "textDocument/codeAction")
        guard let range = TextRange(params?["range"]) else {
            throw .invalidParams(say("textDocument/codeAction needs a range for \(Quoting.quoted(uri))"))
        }
        let only = params?["context"]?["only"]?.array?.compactMap(\.string)
        lock.lock()
        let (encoding, abilities) = (self.encoding, self.abilities)
        lock.unlock()
        return .array(EditorFeatures.codeActions(check, uri: uri, version: version, range: range, only: only, encoding: encoding, abilities: abilities))
    }

    /// The document a request names (`textDocument.uri`), ready to check, and its version.
    private func openDocument(_ params: JSONValue?, in method: String) throws(ResponseError) -> (String, DocumentCheck, Int) {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw .invalidParams(say("\(method) needs textDocument.uri"))
        }
        lock.lock()
        let open = documents[uri]
        lock.unlock()
        guard let open else { throw ResponseError(.invalidParams, say("\(Quoting.quoted(uri)) is not open: \(method) is answered for open documents")) }
        return (uri, documentCheck(uri, open), open.version)
    }

    /// What checking `open` needs: its targets and what the rest of the workspace declares.
    private func documentCheck(_ uri: String, _ open: Open) -> DocumentCheck {
        lock.lock()
        let options = options
        let others = documents.filter { $0.key != uri }
        let openPaths = Set(documents.values.compactMap(\.path))
        lock.unlock()
        var known = workspace.declarations(excluding: openPaths)
        for (otherURI, other) in others {
            known.merge(declarations(of: otherURI, other))
        }
        return DocumentCheck(name: open.path ?? uri, document: open.document, targets: DocumentTargets.of(open.path, options: options), known: known)
    }

    /// What an open document's unsaved text declares, read once per version.
    private func declarations(of uri: String, _ open: Open) -> StyleDeclarations {
        lock.lock()
        let kept = openDeclarations[uri]
        lock.unlock()
        if let kept, kept.version == open.version { return kept.declarations }
        let input = StyleCheck.Input(name: open.path ?? uri, source: .text(open.document.text), targets: [], conditions: [])
        let declarations = StyleCheck.declarations(of: [input]).first ?? StyleDeclarations()
        lock.lock()
        openDeclarations[uri] = (open.version, declarations)
        lock.unlock()
        return declarations
    }

    // MARK: - Notifications

    private func notification(_ method: String, _ params: JSONValue?) {
        lock.lock()
        let phase = phase
        lock.unlock()
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        // Before initialize, and after shutdown, notifications other than exit are dropped.
        guard phase == .running else { return }
        switch method {
        case "initialized": initialized()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": didSave(params)
        case "workspace/didChangeWatchedFiles": refreshWorkspace()
        case "$/cancelRequest": cancel(params)
        default: break
        }
    }

    private func initialized() {
        lock.lock()
        let watch = watchesFiles
        lock.unlock()
        if watch {
            writer.send(OutgoingMessage.request(.string("gallery-lsp-watch-swift-files"), "client/registerCapability", ["registrations": [[
                "id": "gallery-lsp-swift-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/*.swift"]]],
            ]]]))
        }
        refreshWorkspace()
    }

    private func didOpen(_ params: JSONValue?) {
        let item = params?["textDocument"]
        guard let uri = item?["uri"]?.string, let text = item?["text"]?.string else {
            return tell(say("textDocument/didOpen needs textDocument.uri and textDocument.text; the document was not opened"), once: "didOpen")
        }
        lock.lock()
        documents[uri] = Open(document: TextDocument(text: text), version: item?["version"]?.integer ?? 0, path: DocumentURI.path(uri))
        said.remove("unopened " + uri)
        lock.unlock()
        scheduleCheck(uri, after: .milliseconds(0))
    }

    private func didChange(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, let changes = params?["contentChanges"]?.array else {
            return tell(say("textDocument/didChange needs textDocument.uri and contentChanges; the change was not applied"), once: "didChange")
        }
        lock.lock()
        guard var open = documents[uri] else {
            lock.unlock()
            return tell(say("\(Quoting.quoted(uri)) was changed but never opened; its changes are not followed"), once: "unopened " + uri)
        }
        let encoding = encoding
        var problem: LocalizedText?
        for change in changes {
            guard let text = change["text"]?.string else {
                problem = say("a change to \(Quoting.quoted(uri)) has no text; the document may now differ from the editor's")
                continue
            }
            if let given = change["range"], !given.isNull {
                guard let range = TextRange(given) else {
                    problem = say("a change to \(Quoting.quoted(uri)) has a range that is not one; the document may now differ from the editor's")
                    continue
                }
                open.document.replace(range, with: text, in: encoding)
            } else {
                open.document.replace(nil, with: text, in: encoding)
            }
        }
        open.version = params?["textDocument"]?["version"]?.integer ?? open.version + 1
        documents[uri] = open
        lock.unlock()
        if let problem { tell(problem, once: nil) }
        scheduleCheck(uri, after: Self.checkDelay)
    }

    private func didClose(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            return tell(say("textDocument/didClose needs textDocument.uri"), once: "didClose")
        }
        lock.lock()
        defer { lock.unlock() }
        guard documents.removeValue(forKey: uri) != nil else { return }
        openDeclarations[uri] = nil
        // Under the lock: a check finishing now sees the document gone and publishes nothing after this.
        writer.send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    }

    private func didSave(_ params: JSONValue?) {
        guard params?["textDocument"]?["uri"]?.string != nil else {
            return tell(say("textDocument/didSave needs textDocument.uri"), once: "didSave")
        }
        refreshWorkspace()
    }

    /// Reads the workspace's changed files again in the background; when any had changed, checks every open document
    /// with what they declare now. A refresh asked for while one waits is that one.
    private func refreshWorkspace() {
        lock.lock()
        let queued = refreshQueued
        refreshQueued = true
        lock.unlock()
        guard !queued else { return }
        indexing.async {
            self.lock.lock()
            self.refreshQueued = false
            self.lock.unlock()
            guard self.workspace.refresh() else { return }
            self.lock.lock()
            let open = Array(self.documents.keys)
            self.lock.unlock()
            for uri in open { self.scheduleCheck(uri, after: .milliseconds(0)) }
        }
    }

    private func cancel(_ params: JSONValue?) {
        guard let id = params?["id"].flatMap(RequestID.init) else { return }
        lock.lock()
        if pending.contains(id) { cancelled.insert(id) }
        lock.unlock()
    }

    /// Says `message` in the editor (`window/showMessage`, an error): what a notification cannot be answered with. With
    /// a key, said once for it.
    private func tell(_ message: LocalizedText, once key: String?) {
        lock.lock()
        let new = key.map { said.insert($0).inserted } ?? true
        lock.unlock()
        guard new else { return }
        writer.send(OutgoingMessage.notification("window/showMessage", ["type": 1, "message": .string(Quoting.oneLine(tr(message)))]))
    }

    // MARK: - Checks

    /// Checks `uri` after `delay` unless it changes meanwhile.
    private func scheduleCheck(_ uri: String, after delay: DispatchTimeInterval) {
        lock.lock()
        guard var open = documents[uri] else {
            lock.unlock()
            return
        }
        open.generation += 1
        documents[uri] = open
        let generation = open.generation
        lock.unlock()
        checks.asyncAfter(deadline: .now() + delay) { self.check(uri, generation: generation) }
    }

    private func check(_ uri: String, generation: Int) {
        lock.lock()
        guard let open = documents[uri], open.generation == generation else {
            lock.unlock()
            return
        }
        let encoding = encoding
        lock.unlock()
        let check = documentCheck(uri, open)
        // An index older than its age is read again meanwhile; what changed checks the documents again.
        if workspace.isStale { refreshWorkspace() }
        let result = check.run()
        let sites = SourceSites.read(check.document.text, targets: [])
        let diagnostics = check.diagnostics(result, sites: sites, encoding: encoding)
        lock.lock()
        defer { lock.unlock() }
        // A change, a close or shutdown meanwhile: this check is of text the editor no longer has.
        guard phase == .running, documents[uri]?.generation == generation else { return }
        writer.send(OutgoingMessage.notification("textDocument/publishDiagnostics", [
            "uri": .string(uri), "version": .integer(open.version), "diagnostics": .array(diagnostics),
        ]))
    }
}
