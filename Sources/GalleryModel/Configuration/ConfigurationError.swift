/// Why a configuration was refused: one line that names the field and, where
/// the reader knows it, the line of the file.
public struct ConfigurationError: MessageError, Equatable, Sendable {
    /// What is wrong, without the location.
    public let message: LocalizedText
    /// The 1-based line of the file, when known.
    public let line: Int?
    /// The 1-based column, for JSON syntax errors.
    public let column: Int?

    /// `message` about the file, at `line` and `column` when they are known.
    public init(_ message: LocalizedText, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(tooLarge size: Int) {
        self.init(say("the file is \(size) bytes; a configuration may be at most 1 MiB (\(ConfigurationFile.maximumSize) bytes)"))
    }

    /// "line 4: platform: unknown platform 'ios9'; ...", to be said in the reader's language.
    public var text: LocalizedText {
        switch (line, column) {
        case let (line?, column?): say("line \(line), column \(column): \(message)")
        case let (line?, nil): say("line \(line): \(message)")
        default: message
        }
    }

    /// A message for a decoding failure, located through the parsed document.
    init(_ error: DecodingError, in document: JSONDocument) {
        switch error {
        case .typeMismatch(let type, let context):
            let found = Self.found(at: context.codingPath, in: document)
            self.init(at: context.codingPath, say("must be \(Self.kind(of: type)), found \(found)"), in: document)
        case .valueNotFound(let type, let context):
            self.init(at: context.codingPath, say("must be \(Self.kind(of: type)), found null"), in: document)
        case .keyNotFound(let key, let context):
            let field = Self.describe(context.codingPath + [key])
            self.init(say("missing field '\(field)'"), line: document.line(at: Self.components(context.codingPath)))
        case .dataCorrupted(let context):
            // Only Foundation's own checks end here (the gallery's throw ``FieldProblem``): its words are English.
            self.init(at: context.codingPath, .verbatim(context.debugDescription), in: document)
        @unknown default:
            self.init(at: [], .verbatim("\(error)"), in: document)
        }
    }

    /// A message for a field the strict decoder refused, located through the parsed document.
    init(_ problem: FieldProblem, in document: JSONDocument) {
        self.init(at: problem.codingPath, problem.text, in: document)
    }

    /// `message` about the value at `path`, prefixed with the field's name and located on its line.
    private init(at path: [any CodingKey], _ message: LocalizedText, in document: JSONDocument) {
        let field = Self.describe(path)
        self.init(field.isEmpty ? message : say("\(field): \(message)"), line: document.line(at: Self.components(path)))
    }

    private static func components(_ path: [any CodingKey]) -> [JSONDocument.PathComponent] {
        path.map { key in key.intValue.map(JSONDocument.PathComponent.index) ?? .key(key.stringValue) }
    }

    /// `styles.toggle.chosen`, quoting keys that contain dots.
    private static func describe(_ path: [any CodingKey]) -> String {
        path.map { key in
            if let index = key.intValue { return "[\(index)]" }
            let name = key.stringValue
            // A key a file made up may hold anything: only plain names are shown bare.
            guard name.count <= Quoting.maximumShown, !name.isEmpty,
                  name.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || "._()".unicodeScalars.contains($0) })
            else { return Quoting.quoted(name) }
            return name.contains(".") ? "\"\(name)\"" : name
        }
        .joined(separator: ".")
    }

    private static func kind(of type: Any.Type) -> LocalizedText {
        switch type {
        case is String.Type: say("a string")
        case is Int.Type: say("a whole number")
        case is Double.Type: say("a number")
        case is Bool.Type: say("true or false")
        case is [Any].Type: say("a list")
        default: say("an object")
        }
    }

    private static func found(at path: [any CodingKey], in document: JSONDocument) -> LocalizedText {
        guard let node = node(at: path, in: document) else { return say("something else") }
        switch node.value {
        case .object: return say("an object")
        case .array: return say("a list")
        case .string: return say("a string")
        case .number(let literal): return say("the number \(Quoting.quoted(literal))")
        case .bool: return say("true or false")
        case .null: return .verbatim("null")
        }
    }

    /// The value of the document at `path`, if there is one.
    private static func node(at path: [any CodingKey], in document: JSONDocument) -> JSONDocument.Node? {
        var node = document.root
        for component in components(path) {
            switch (node.value, component) {
            case (.object(let members), .key(let key)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                node = member.node
            case (.array(let items), .index(let index)) where items.indices.contains(index):
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }
}
