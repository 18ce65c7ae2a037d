import Foundation

/// Reading and writing configurations as JSON files.
///
/// Export is pretty-printed with sorted keys, so exporting, importing and
/// exporting again gives the same bytes. Import refuses anything it cannot
/// fully check, with one line naming the problem and, where known, its line.
public enum ConfigurationFile {
    /// The largest file import reads: 1 MiB.
    public static let maximumSize = 1 << 20

    /// The configuration as JSON text, ending with a newline.
    public static func export(_ configuration: Configuration) -> Data {
        json(configuration)
    }

    /// A configuration, or a document that holds one, as pretty-printed JSON with sorted keys, ending with a newline.
    static func json(_ document: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // JSONEncoder fails only on a non-finite number, and none of the document's types throws while encoding.
        // Validation never lets a non-finite number in; were one to slip past it, it is written as a string
        // (which import refuses in one line) rather than failing here.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard var data = try? encoder.encode(document) else {
            // Unreachable (see above): nothing from outside reaches this encoder unvalidated.
            preconditionFailure("JSONEncoder refused a configuration whose every value was validated")
        }
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a configuration from the file, pipe or device at `path`, or from standard input for `-`.
    ///
    /// At most ``maximumSize`` bytes are read, whatever size the system reports for the file.
    /// - Throws: ``ConfigurationError`` naming what is wrong, without the path.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try BoundedRead.bytes(atPath: path, limit: maximumSize)
        } catch {
            throw ConfigurationError(error.text)
        }
        return try decode(Data(bytes))
    }

    /// Reads a configuration from JSON bytes.
    ///
    /// - Throws: ``ConfigurationError`` naming what is wrong.
    public static func decode(_ data: Data) throws(ConfigurationError) -> Configuration {
        try decode(Configuration.self, from: data)
    }

    /// Reads a document that holds a configuration (the configuration itself, or the state file's) from JSON bytes,
    /// with every check import makes: size, text, JSON syntax, and the document's own strict decoding.
    ///
    /// - Throws: ``ConfigurationError`` naming what is wrong and, where known, its line.
    static func decode<Document: Decodable>(_ type: Document.Type, from data: Data) throws(ConfigurationError) -> Document {
        guard data.count <= maximumSize else { throw ConfigurationError(tooLarge: data.count) }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard !bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw ConfigurationError(say("the file is empty"))
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw ConfigurationError(say("the file is not text: it holds binary data (a zero byte at offset \(nul))"))
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw ConfigurationError(say("the file is not UTF-8 text (is it binary?)"))
        }

        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            throw ConfigurationError(say("not valid JSON: \(error.text)"), line: error.line, column: error.column)
        }
        guard case .object = document.root.value else {
            throw ConfigurationError(say("the file must hold one JSON object ({ ... }) at the top"), line: document.root.line)
        }

        do {
            return try JSONDecoder().decode(Document.self, from: Data(bytes))
        } catch let problem as FieldProblem {
            throw ConfigurationError(problem, in: document)
        } catch let error as DecodingError {
            throw ConfigurationError(error, in: document)
        } catch {
            throw ConfigurationError(say("cannot read the configuration: \(String(describing: error))"))
        }
    }

    /// Writes the configuration to `path` atomically.
    ///
    /// - Throws: ``FileFailure`` when the file cannot be written; nothing is left behind then.
    public static func write(_ configuration: Configuration, toPath path: String) throws(FileFailure) {
        try AtomicFile.write(export(configuration), toPath: path)
    }
}
