import GalleryModel
import GalleryTranslation

/// A request's id, a number or a string (JSON-RPC 2.0; the protocol's `integer | string`).
enum RequestID: Hashable, Sendable {
    case number(Int)
    case string(String)

    init?(_ value: JSONValue) {
        switch value {
        case .integer(let number): self = .number(number)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .number(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }
}

/// The JSON-RPC and protocol error codes the server answers with (LSP 3.17, "Response Message", `ErrorCodes`).
enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestFailed = -32803
    case requestCancelled = -32800
}

/// A request's failure: its code and one sentence, said in the language the server speaks.
struct ResponseError: Error, Sendable, Equatable {
    let code: ErrorCode
    let message: LocalizedText

    init(_ code: ErrorCode, _ message: LocalizedText) {
        self.code = code
        self.message = message
    }

    /// `params` is missing something or holds a value of the wrong type.
    static func invalidParams(_ message: LocalizedText) -> ResponseError {
        ResponseError(.invalidParams, message)
    }

    var json: JSONValue {
        ["code": .integer(code.rawValue), "message": .string(Quoting.oneLine(tr(message)))]
    }
}

/// One message from the client, as JSON-RPC 2.0 tells them apart.
enum IncomingMessage: Sendable, Equatable {
    /// A request: it is answered, with its id.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A notification: never answered.
    case notification(method: String, params: JSONValue?)
    /// An answer to a request of the server's (`client/registerCapability`).
    case response(id: RequestID?)
    /// Not a JSON-RPC 2.0 message: answered with `invalidRequest`, with its id when it had a usable one.
    case invalid(id: RequestID?, reason: LocalizedText)

    /// What `value`, a message's content, is.
    init(_ value: JSONValue) {
        guard case .object(let members) = value else {
            self = .invalid(id: nil, reason: value.array != nil
                ? say("a batch of messages (a JSON array) is not part of the protocol")
                : say("a message is a JSON object, not \(value.typeName)"))
            return
        }
        let id = members["id"].flatMap(RequestID.init)
        guard members["jsonrpc"] == "2.0" else {
            self = .invalid(id: id, reason: say("a message's \"jsonrpc\" member must be \"2.0\""))
            return
        }
        if let given = members["id"], id == nil, !given.isNull {
            self = .invalid(id: nil, reason: say("a request's id is a number or a string, not \(given.typeName)"))
            return
        }
        guard let method = members["method"] else {
            if members["result"] != nil || members["error"] != nil {
                self = .response(id: id)
            } else {
                self = .invalid(id: id, reason: say("a message has neither a \"method\" nor a \"result\""))
            }
            return
        }
        guard let name = method.string else {
            self = .invalid(id: id, reason: say("a message's \"method\" is a string, not \(method.typeName)"))
            return
        }
        let params = members["params"]
        if let params, params.object == nil, params.array == nil {
            self = .invalid(id: id, reason: say("the \"params\" of \(name) are an object or an array, not \(params.typeName)"))
            return
        }
        if let id {
            self = .request(id: id, method: name, params: params)
        } else {
            self = .notification(method: name, params: params)
        }
    }
}

/// The messages the server sends.
enum OutgoingMessage {
    static func result(_ id: RequestID, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id.json, "result": result]
    }

    /// An error answer; `id` is nil (written as null) when the message had none that could be read.
    static func error(_ id: RequestID?, _ error: ResponseError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func request(_ id: RequestID, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params]
    }
}
