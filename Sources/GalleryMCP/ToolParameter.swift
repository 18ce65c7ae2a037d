import MCP

/// One argument of a tool: its name (the command line option's, in camel case), the JSON type it takes, how it
/// becomes the command line's words, and what it means.
struct ToolParameter: Sendable {
    /// The JSON type an argument's value has.
    enum Kind: Sendable {
        /// A string; with `choices`, one of them.
        case string(choices: [String]?)
        /// A boolean, a flag on the command line when true.
        case boolean
        /// An integer.
        case integer
        /// An array of strings.
        case strings
    }

    /// Where the value goes on the command line.
    enum Spelling: Sendable {
        /// `--option=VALUE` (a flag `--option` for a boolean), once per element of an array.
        case option(String)
        /// A positional argument, after `--` so that a value beginning with `-` stays a value.
        case positional
        /// A positional argument that names what the command reads: a path that must pass ``SharedFolders``' rule
        /// (inside the client's folders, a Swift file, or for `check` also a folder of them).
        case path(SharedFolders.Reading)
        /// Standard input: the command reads `-` as its file.
        case standardInput
    }

    let name: String
    let kind: Kind
    let spelling: Spelling
    let description: String

    /// The parameter's JSON schema.
    var schema: Value {
        var schema: [String: Value] = ["description": .string(description)]
        switch kind {
        case .string(let choices):
            schema["type"] = "string"
            if let choices { schema["enum"] = .array(choices.map(Value.string)) }
        case .boolean: schema["type"] = "boolean"
        case .integer: schema["type"] = "integer"
        case .strings:
            schema["type"] = "array"
            schema["items"] = ["type": "string"]
        }
        return .object(schema)
    }
}
