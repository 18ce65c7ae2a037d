/// Why a configuration was refused: one line that names the field and, where
/// the reader knows it, the line of the file.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, without the location.
    public let message: String
    /// The 1-based line of the file, when known.
    public let line: Int?
    /// The 1-based column, for JSON syntax errors.
    public let column: Int?

    public init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(tooLarge size: Int) {
        self.init("the file is \(size) bytes; a configuration may be at most 1 MiB (\(ConfigurationFile.maximumSize) bytes)")
    }

    /// "line 4: platform: unknown platform 'ios9'; ...".
    public var description: String {
        switch (line, column) {
        case let (line?, column?): "line \(line), column \(column): \(message)"
        case let (line?, nil): "line \(line): \(message)"
        default: message
        }
    }

    /// A message for a decoding failure, located through the parsed document.
    init(_ error: DecodingError, in document: JSONDocument) {
        let path: [any CodingKey]
        let message: String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message = "must be \(Self.kind(of: type)), found \(Self.found(at: path, in: document))"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = "must be \(Self.kind(of: type)), found null"
        case .keyNotFound(let key, let context):
            path = context.codingPath
            let field = Self.describe(path + [key])
            self.init("missing field '\(field)'", line: document.line(at: Self.components(path)))
            return
        case .dataCorrupted(let context):
            path = context.codingPath
            message = context.debugDescription
        @unknown default:
            path = []
            message = "\(error)"
        }
        let field = Self.describe(path)
        self.init(field.isEmpty ? message : "\(field): \(message)", line: document.line(at: Self.components(path)))
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

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    private static func found(at path: [any CodingKey], in document: JSONDocument) -> String {
        guard let node = node(at: path, in: document) else { return "something else" }
        switch node.value {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number(let literal): return "the number \(Quoting.quoted(literal))"
        case .bool: return "true or false"
        case .null: return "null"
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
