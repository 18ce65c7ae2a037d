import Foundation
import MCP

/// A JSON-RPC 2.0 error, as the specification numbers them: what the server answers a message it cannot take.
struct RPCError: Error, Equatable {
    /// The specification's error codes (JSON-RPC 2.0, section 5.1).
    enum Code: Int, Sendable {
        /// The line is not JSON. Answered with a null id: the id cannot be read.
        case parseError = -32700
        /// The JSON is not a request, a notification or a response (or a line is over the size limit).
        case invalidRequest = -32600
        /// The server has no such method.
        case methodNotFound = -32601
        /// The method's parameters are wrong: not an object, a value of the wrong type, an unknown tool, an argument
        /// the tool does not take.
        case invalidParams = -32602
        /// The server failed to answer.
        case internalError = -32603
    }

    let code: Code
    let message: String

    static func parseError(_ message: String) -> RPCError { RPCError(code: .parseError, message: message) }
    static func invalidRequest(_ message: String) -> RPCError { RPCError(code: .invalidRequest, message: message) }
    static func methodNotFound(_ message: String) -> RPCError { RPCError(code: .methodNotFound, message: message) }
    static func invalidParams(_ message: String) -> RPCError { RPCError(code: .invalidParams, message: message) }
    static func internalError(_ message: String) -> RPCError { RPCError(code: .internalError, message: message) }
}

/// One message the client sent, sorted by what JSON-RPC makes of it.
enum IncomingMessage: Equatable {
    /// A request: it is answered with its `id`.
    case request(id: ID, method: String, params: [String: Value])
    /// A notification: no answer.
    case notification(method: String, params: [String: Value])
    /// The client's answer to a request the server sent (`roots/list`): its result, or its error.
    case response(id: ID, result: Result<Value, RPCError>)

    /// What `line` holds.
    ///
    /// - Throws: ``RPCError`` with the id to answer it with: `parseError` (id null) for a line that is not JSON;
    ///   `invalidRequest` for JSON that is not a message (id null unless the message had a usable one);
    ///   `invalidParams` for a request whose `params` is not an object.
    static func parse(_ line: [UInt8]) throws(Refusal) -> IncomingMessage {
        let json: Value
        do {
            json = try JSONDecoder().decode(PlainJSON.self, from: Data(line)).value
        } catch {
            throw Refusal(id: nil, error: .parseError("Parse error: the line is not JSON (or nests deeper than 512 levels)"))
        }
        guard case .object(let members) = json else {
            let what = if case .array = json { "a batch (an array) of messages, which MCP does not use" } else { "not a JSON object" }
            throw Refusal(id: nil, error: .invalidRequest("Invalid Request: the message is \(what)"))
        }
        // An id, when present, must be a string or an integer (MCP: never null).
        let id: ID?
        switch members["id"] {
        case nil: id = nil
        case .string(let text)?: id = .string(text)
        case .int(let number)?: id = .number(number)
        case let other?:
            throw Refusal(id: nil, error: .invalidRequest("Invalid Request: the id is \(other.jsonKind), not a string or an integer"))
        }
        guard members["jsonrpc"] == .string("2.0") else {
            throw Refusal(id: id, error: .invalidRequest("Invalid Request: jsonrpc must be \"2.0\""))
        }
        if let method = members["method"] {
            guard case .string(let name) = method else {
                throw Refusal(id: id, error: .invalidRequest("Invalid Request: the method is \(method.jsonKind), not a string"))
            }
            let params: [String: Value]
            switch members["params"] {
            case nil, .null?: params = [:]
            case .object(let object)?: params = object
            case let other?:
                guard let id else { return .notification(method: name, params: [:]) }
                throw Refusal(id: id, error: .invalidParams("Invalid params: \(name)'s params are \(other.jsonKind), not an object"))
            }
            guard let id else { return .notification(method: name, params: params) }
            return .request(id: id, method: name, params: params)
        }
        guard let id else { throw Refusal(id: nil, error: .invalidRequest("Invalid Request: no method, and no id")) }
        if let result = members["result"] { return .response(id: id, result: .success(result)) }
        if case .object(let error)? = members["error"] {
            let code = error["code"]?.intValue.flatMap(RPCError.Code.init(rawValue:)) ?? .internalError
            return .response(id: id, result: .failure(RPCError(code: code, message: error["message"]?.stringValue ?? "")))
        }
        throw Refusal(id: id, error: .invalidRequest("Invalid Request: no method, result or error"))
    }

    /// A message refused, and the id its error answer carries (null when the message had none the server can read).
    struct Refusal: Error, Equatable {
        let id: ID?
        let error: RPCError
    }
}

/// JSON read into the SDK's `Value` exactly as written: unlike `Value`'s own decoding, a string is always a
/// string (`Value` reads a string that begins `data:` as binary data).
struct PlainJSON: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            value = .int(int)
        } else if let double = try? container.decode(Double.self) {
            value = .double(double)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let array = try? container.decode([PlainJSON].self) {
            value = .array(array.map(\.value))
        } else {
            value = .object(try container.decode([String: PlainJSON].self).mapValues(\.value))
        }
    }
}

extension Value {
    /// "a string", "an array"...: the JSON type in a message.
    var jsonKind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string, .data: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The messages the server writes, each encoded as one line of JSON.
enum OutgoingMessage {
    /// A request's answer: `{"jsonrpc":"2.0","id":…,"result":…}`.
    struct Response<Result: Encodable>: Encodable {
        let id: ID
        let result: Result

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        }
    }

    /// An error answer: `{"jsonrpc":"2.0","id":…|null,"error":{"code":…,"message":…}}`.
    struct Failure: Encodable {
        /// nil when the id could not be read, written as null as the specification says.
        let id: ID?
        let error: RPCError

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
            var body = container.nestedContainer(keyedBy: Key.self, forKey: .error)
            try body.encode(error.code.rawValue, forKey: .code)
            try body.encode(error.message, forKey: .message)
        }
    }

    /// A request the server sends the client (`roots/list`).
    struct Request: Encodable {
        let id: ID
        let method: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(method, forKey: .method)
        }
    }

    private enum Key: String, CodingKey {
        case jsonrpc, id, result, error, code, message, method
    }
}
