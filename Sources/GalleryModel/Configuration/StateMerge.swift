import Foundation

/// How a window's save joins what another window saved in the same state file meanwhile: a three-way
/// merge by key. The base is the window's own state when it last read or saved the file, ours is its
/// state now, theirs is what the file holds now. A key the window changed since the base takes its value
/// (it writes last, and the last write of a key wins); every other key keeps the file's, so another
/// window's change is kept. Objects are merged key by key, at any depth; lists, strings, numbers,
/// Booleans and null are single values.
enum StateMerge {
    /// A JSON value as the merge compares it: an object's members by key (their order means nothing), a
    /// number as written.
    indirect enum Value: Equatable {
        case object([String: Value])
        case array([Value])
        case string(String)
        case number(String)
        case bool(Bool)
        case null

        /// The value of a JSON text; nil when it is not one.
        init?(json data: Data) {
            var bytes = [UInt8](data)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            guard let document = try? JSONDocument(bytes: bytes) else { return nil }
            self.init(document.root)
        }

        private init(_ node: JSONDocument.Node) {
            switch node.value {
            case .object(let members):
                self = .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, Value($0.node)) }))
            case .array(let items): self = .array(items.map(Value.init))
            case .string(let text): self = .string(text)
            case .number(let literal): self = .number(literal)
            case .bool(let truth): self = .bool(truth)
            case .null: self = .null
            }
        }

        /// The value as JSON text, with each object's keys sorted.
        var json: String {
            switch self {
            case .object(let members):
                "{" + members.sorted { $0.key < $1.key }.map { Self.quoted($0.key) + ":" + $0.value.json }.joined(separator: ",") + "}"
            case .array(let items): "[" + items.map(\.json).joined(separator: ",") + "]"
            case .string(let text): Self.quoted(text)
            case .number(let literal): literal
            case .bool(let truth): truth ? "true" : "false"
            case .null: "null"
            }
        }

        /// `text` as a JSON string: quotes, backslashes and control characters escaped.
        private static func quoted(_ text: String) -> String {
            "\"" + Escapes.json.escaping(text) { scalar in
                guard scalar.value < 0x20 else { return String(scalar) }
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } + "\""
        }
    }

    /// The three-way merge of one value; nil for a value that is not there (never there, or removed).
    ///
    /// What ours has not changed since the base is theirs, even when theirs removed it; what ours changed
    /// is ours, even when ours removed it; objects that ours and theirs both hold are merged member by member.
    static func merge(base: Value?, ours: Value?, theirs: Value?) -> Value? {
        if ours == base { return theirs }
        guard case .object(let ourMembers)? = ours, case .object(let theirMembers)? = theirs else { return ours }
        let baseMembers: [String: Value] = if case .object(let members)? = base { members } else { [:] }
        var merged: [String: Value] = [:]
        for key in Set(ourMembers.keys).union(theirMembers.keys).union(baseMembers.keys) {
            merged[key] = merge(base: baseMembers[key], ours: ourMembers[key], theirs: theirMembers[key])
        }
        return .object(merged)
    }
}

extension RememberedState {
    /// What a window saves when the state file holds `theirs`: its own changes since `base` (the state it
    /// last read from the file or saved to it) laid over what the file holds, key by key (``StateMerge``).
    /// When the file holds no JSON, or the merged document is not a state the gallery reads (two
    /// windows' changes that do not go together), the window's state whole.
    public static func merged(base: RememberedState, ours: RememberedState, theirs: Data) -> RememberedState {
        guard ours != base else {
            // Nothing changed here: the file's state stands, if it is one.
            return (try? decode(theirs)) ?? ours
        }
        guard let theirValue = StateMerge.Value(json: theirs),
              let baseValue = StateMerge.Value(json: base.encoded()),
              let ourValue = StateMerge.Value(json: ours.encoded()),
              let merged = StateMerge.merge(base: baseValue, ours: ourValue, theirs: theirValue),
              let state = try? decode(Data(merged.json.utf8))
        else { return ours }
        return state
    }
}
