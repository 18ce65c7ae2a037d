import Foundation
import GalleryModel
@testable import GalleryLSP
import Testing

/// The JSON the server reads and writes, and the protocol's message types, held to the specification's own examples
/// (LSP 3.17: "Base Protocol", "Text Documents", "Position", "Range", "Diagnostic", "Response Message").
@Suite("JSON and the protocol's message types")
struct MessageTypesTests {
    static func json(_ text: String) throws(JSONValue.SyntaxError) -> JSONValue {
        try JSONValue(parsing: Array(text.utf8))
    }

    @Test("JSON: every kind of value, escapes, surrogate pairs, and the same bytes written back")
    func jsonValues() throws {
        let value = try Self.json(#"{"a": [1, -2, 3.5, 1e3, true, false, null], "s": "q\"\\\/\b\f\n\r\t\u00e9\ud801\udc37", "e": {}}"#)
        #expect(value["a"] == [1, -2, .number(3.5), .number(1000), true, false, nil])
        #expect(value["s"] == .string("q\"\\/\u{8}\u{C}\n\r\té𐐷"))
        #expect(value["e"] == .object([:]))
        // Written back compactly, members in key order, and read again the same.
        let written = String(decoding: value.serialized, as: UTF8.self)
        #expect(written == #"{"a":[1,-2,3.5,1000.0,true,false,null],"e":{},"s":"q\"\\/\u0008\u000c\n\r\té𐐷"}"#)
        #expect(try Self.json(written) == value)
        // A surrogate without its other half is U+FFFD, as a UTF-16 decoder reads it.
        #expect(try Self.json(#""\ud800x""#) == "\u{FFFD}x")
    }

    @Test("JSON that is not: one error naming the byte, never a crash")
    func badJSON() {
        let cases: [(text: String, reason: String)] = [
            ("", "a value was expected but the text ends"),
            ("{\"a\" 1}", "':' was expected after a member's name but found '1'"),
            ("[1,]", "a value was expected but found ']'"),
            ("\"abc", "a string is not closed"),
            ("01", "text after the end of the JSON value"),
            ("\"\u{1}\"", "a string holds the control character 0x01 unescaped"),
            ("[1] [2]", "text after the end of the JSON value"),
            ("1e999", "the number 1e999 is too large"),
            (String(repeating: "[", count: 100) + String(repeating: "]", count: 100), "objects and arrays nest deeper than 64"),
        ]
        for (text, reason) in cases {
            #expect(throws: JSONValue.SyntaxError.self, "\(text)") { try Self.json(text) }
            do { _ = try Self.json(text) } catch { #expect(error.reason.english == reason, "\(text)") }
        }
        // Bytes that are not UTF-8 inside a string.
        #expect(throws: JSONValue.SyntaxError.self) { try JSONValue(parsing: [0x22, 0xFF, 0x22]) }
    }

    @Test("Requests, notifications and responses told apart as JSON-RPC 2.0 says; what is none of them is invalid")
    func incomingMessages() throws {
        // The specification's RequestMessage: an id (integer | string), a method and params (array | object).
        #expect(IncomingMessage(try Self.json(#"{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}}"#))
            == .request(id: .number(1), method: "textDocument/hover", params: .object([:])))
        #expect(IncomingMessage(try Self.json(#"{"jsonrpc": "2.0", "id": "a", "method": "shutdown"}"#))
            == .request(id: .string("a"), method: "shutdown", params: nil))
        #expect(IncomingMessage(try Self.json(#"{"jsonrpc": "2.0", "method": "initialized", "params": {}}"#))
            == .notification(method: "initialized", params: .object([:])))
        #expect(IncomingMessage(try Self.json(#"{"jsonrpc": "2.0", "id": 7, "result": null}"#)) == .response(id: .number(7)))
        let invalid: [(String, String)] = [
            (#"[{"jsonrpc": "2.0", "method": "exit"}]"#, "a batch of messages (a JSON array) is not part of the protocol"),
            (#""exit""#, "a message is a JSON object, not a string"),
            (#"{"id": 1, "method": "shutdown"}"#, "a message's \"jsonrpc\" member must be \"2.0\""),
            (#"{"jsonrpc": "2.0", "id": 1.5, "method": "shutdown"}"#, "a request's id is a number or a string, not a number"),
            (#"{"jsonrpc": "2.0", "id": 1, "method": 3}"#, "a message's \"method\" is a string, not a number"),
            (#"{"jsonrpc": "2.0", "id": 1, "method": "x", "params": 3}"#, "the \"params\" of x are an object or an array, not a number"),
            (#"{"jsonrpc": "2.0", "id": 1}"#, "a message has neither a \"method\" nor a \"result\""),
        ]
        for (text, reason) in invalid {
            guard case .invalid(_, let said) = IncomingMessage(try Self.json(text)) else {
                Issue.record("\(text) is not invalid")
                continue
            }
            #expect(said.english == reason)
        }
    }

    @Test("The error codes are the specification's numbers, and an error answer has its id or null")
    func errorCodes() {
        #expect(ErrorCode.parseError.rawValue == -32700)
        #expect(ErrorCode.invalidRequest.rawValue == -32600)
        #expect(ErrorCode.methodNotFound.rawValue == -32601)
        #expect(ErrorCode.invalidParams.rawValue == -32602)
        #expect(ErrorCode.internalError.rawValue == -32603)
        #expect(ErrorCode.serverNotInitialized.rawValue == -32002)
        #expect(ErrorCode.requestCancelled.rawValue == -32800)
        #expect(ErrorCode.requestFailed.rawValue == -32803)
        let error = OutgoingMessage.error(nil, ResponseError(.parseError, "bad"))
        #expect(String(decoding: error.serialized, as: UTF8.self) == #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
        let result = OutgoingMessage.result(.string("r1"), .null)
        #expect(String(decoding: result.serialized, as: UTF8.self) == #"{"id":"r1","jsonrpc":"2.0","result":null}"#)
    }

    @Test("Position and Range as the specification writes them: a line ending included by ending at the next line's start")
    func positionAndRange() throws {
        let range = try #require(TextRange(try Self.json(#"{"start": {"line": 5, "character": 23}, "end": {"line": 6, "character": 0}}"#)))
        #expect(range == TextRange(start: Position(line: 5, character: 23), end: Position(line: 6, character: 0)))
        #expect(range.json == ["start": ["line": 5, "character": 23], "end": ["line": 6, "character": 0]])
        #expect(Position(try Self.json(#"{"line": -1, "character": 0}"#)) == nil)
        #expect(Position(try Self.json(#"{"line": 1}"#)) == nil)
        // Including the line ending: the end at the next line's start takes the "\r\n" too.
        var document = TextDocument(text: "a\r\nb\r\nc")
        document.replace(TextRange(start: Position(line: 0, character: 1), end: Position(line: 1, character: 0)), with: "", in: .utf16)
        #expect(document.text == "ab\r\nc")
    }

    @Test("A diagnostic has the specification's members: range, severity 1–4, code, source and message")
    func diagnostic() {
        let diagnostic = DocumentCheck.diagnostic(range: TextRange(start: Position(line: 2, character: 4), end: Position(line: 2, character: 9)),
                                                  severity: 1, code: "availability", message: "'.buttonStyle(.glass)' is only available in iOS 26.0 or newer")
        #expect(diagnostic == [
            "range": ["start": ["line": 2, "character": 4], "end": ["line": 2, "character": 9]],
            "severity": 1, "code": "availability", "source": "gallery",
            "message": "'.buttonStyle(.glass)' is only available in iOS 26.0 or newer",
        ])
    }

    @Test("Document URIs: file URIs to paths with escapes decoded (the specification's c%23-projects), others have none")
    func documentURIs() {
        #expect(DocumentURI.path("file:///users/me/c%23-projects/") == "/users/me/c#-projects/")
        #expect(DocumentURI.path("file:///home/me/My%20App/Gr%C3%B6%C3%9Fe.swift") == "/home/me/My App/Größe.swift")
        #expect(DocumentURI.path("file://localhost/etc/x.swift") == "/etc/x.swift")
        #expect(DocumentURI.path("FILE:///a.swift") == "/a.swift")
        #expect(DocumentURI.path("untitled:Untitled-1") == nil)
        #expect(DocumentURI.path("file://server/share/a.swift") == nil)
        #expect(DocumentURI.path("file:///a%2") == nil)
        #expect(DocumentURI.path("file:///a%00b") == nil)
        // A byte that is not UTF-8 keeps its byte, as the gallery's paths do.
        #expect(DocumentURI.path("file:///a%FF.swift").map(SystemPath.bytes) == Array("/a".utf8) + [0xFF] + Array(".swift".utf8))
    }

    @Test("initializationOptions: targets as gallery check takes them, defines; what is wrong said in one message")
    func initializationOptions() throws {
        let options = try ServerOptions(try Self.json(#"{"targets": ["iOS=17", "macos=14.2"], "defines": ["DEBUG"]}"#))
        #expect(options.targets == [DeploymentTarget(platform: .iOS, release: "17"), DeploymentTarget(platform: .macOS, release: "14.2")])
        #expect(options.defines == ["DEBUG"])
        #expect(try ServerOptions(nil).targets == nil)
        #expect(try ServerOptions(.null).targets == nil)
        let wrong: [(String, String)] = [
            (#""iOS=17""#, "initializationOptions is an object such as {\"targets\": [\"iOS=17\"]}, not a string"),
            (#"{"targets": "iOS=17"}"#, "initializationOptions.targets is a list of strings such as [\"iOS=17\", \"macOS=14\"], not a string"),
            (#"{"targets": ["iOS"]}"#, "initializationOptions.targets: 'iOS' is not PLATFORM=RELEASE, such as iOS=17; platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS"),
            (#"{"targets": ["iOS=x"]}"#, "initializationOptions.targets: 'x' is not a release number such as 17 or 14.2"),
            (#"{"targets": ["iOS=17", "iOS=18"]}"#, "initializationOptions.targets names iOS twice; give one release per platform"),
            (#"{"defines": ["NOT A NAME"]}"#, "initializationOptions.defines: 'NOT A NAME' is not a condition name such as DEBUG"),
        ]
        for (text, message) in wrong {
            #expect(throws: ResponseError(.invalidParams, .verbatim(message)), "\(text)") {
                do { _ = try ServerOptions(try Self.json(text)) } catch let error as ResponseError {
                    throw ResponseError(error.code, .verbatim(error.message.english))
                }
            }
        }
    }
}
