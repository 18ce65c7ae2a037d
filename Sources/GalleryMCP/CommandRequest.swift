import MCP

/// A tool call as the command line it stands for: the command's words and what its standard input holds.
struct CommandRequest: Equatable, Sendable {
    /// The command (`scene`).
    let command: String
    /// The options, as `--option=VALUE` and flags.
    let options: [String]
    /// The positional arguments that are not paths (a family's name).
    let positionals: [String]
    /// The files and folders the command reads (`file`, `paths`): each must pass ``SharedFolders``' rule first.
    let paths: [String]
    /// What the paths may be.
    let reading: SharedFolders.Reading
    /// Standard input: the `source` argument's text, which the command reads as the file `-`.
    let standardInput: [UInt8]?

    /// The words after `gallery`: the command, its options, then `--` and the positional arguments, so that a value
    /// beginning with `-` is never read as an option.
    var arguments: [String] {
        let rest = positionals + paths + (standardInput == nil ? [] : ["-"])
        return [command] + options + (rest.isEmpty ? [] : ["--"] + rest)
    }

    /// The same request reading `paths` instead (the paths it was given, resolved).
    func reading(_ paths: [String]) -> CommandRequest {
        CommandRequest(command: command, options: options, positionals: positionals, paths: paths, reading: reading,
                       standardInput: standardInput)
    }

    private init(command: String, options: [String], positionals: [String], paths: [String], reading: SharedFolders.Reading,
                 standardInput: [UInt8]?) {
        self.command = command
        self.options = options
        self.positionals = positionals
        self.paths = paths
        self.reading = reading
        self.standardInput = standardInput
    }

    /// The command line `arguments` ask of `tool`.
    ///
    /// - Throws: ``RPCError/invalidParams(_:)`` for an argument the tool does not take, a value of the wrong JSON
    ///   type, a missing required argument, or source given together with a file.
    init(_ tool: GalleryTool, arguments given: [String: Value]) throws(RPCError) {
        let parameters = tool.parameters
        if let unknown = given.keys.sorted().first(where: { name in !parameters.contains { $0.name == name } }) {
            let known = parameters.map(\.name).joined(separator: ", ")
            throw RPCError.invalidParams("\(tool.rawValue) takes no argument '\(unknown)'; it takes \(known)")
        }
        if let missing = tool.required.first(where: { given[$0] == nil }) {
            throw RPCError.invalidParams("\(tool.rawValue) needs the argument '\(missing)'")
        }
        var options: [String] = []
        var positionals: [String] = []
        var paths: [String] = []
        var reading = SharedFolders.Reading.swiftFile
        var input: [UInt8]?
        for parameter in parameters {
            guard let value = given[parameter.name], !value.isNull else { continue }
            let words = try Self.words(of: value, for: parameter, in: tool)
            switch parameter.spelling {
            case .option(let option):
                if case .boolean = parameter.kind {
                    if value.boolValue == true { options.append(option) }
                } else {
                    options += words.map { "\(option)=\($0)" }
                }
            case .positional:
                positionals += words
            case .path(let kind):
                paths += words
                reading = kind
            case .standardInput:
                input = Array(words.joined().utf8)
            }
        }
        if input != nil && !paths.isEmpty {
            let other = tool == .check ? "paths" : "file"
            throw RPCError.invalidParams("\(tool.rawValue) takes source or \(other), not both")
        }
        self.init(command: tool.command, options: options, positionals: positionals, paths: paths, reading: reading, standardInput: input)
    }

    /// The command line's words for `value`: one for a string, integer or boolean, one per element of an array.
    private static func words(of value: Value, for parameter: ToolParameter, in tool: GalleryTool) throws(RPCError) -> [String] {
        let word: [String]?
        switch parameter.kind {
        case .string: word = value.stringValue.map { [$0] }
        case .boolean: word = value.boolValue.map { [String($0)] }
        case .integer: word = value.intValue.map { [String($0)] }
        case .strings:
            let items = value.arrayValue ?? []
            let strings = items.compactMap(\.stringValue)
            word = value.arrayValue != nil && strings.count == items.count ? strings : nil
        }
        guard let word else {
            throw RPCError.invalidParams("\(tool.rawValue)'s argument '\(parameter.name)' takes \(parameter.kind.jsonName)")
        }
        return word
    }
}

extension ToolParameter.Kind {
    /// "a string", "a boolean"...: the JSON type in a message.
    var jsonName: String {
        switch self {
        case .string: "a string"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .strings: "an array of strings"
        }
    }
}
