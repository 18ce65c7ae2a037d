/// One assignment of a build setting: `IPHONEOS_DEPLOYMENT_TARGET = 17.0` in a configuration's `buildSettings` or a
/// line of an `.xcconfig`, perhaps conditional (`MACOSX_DEPLOYMENT_TARGET[sdk=macosx*] = 14.0`).
struct SettingAssignment {
    /// The setting's name, without its condition.
    let key: String
    /// The conditions in brackets (`sdk=macosx*`, `arch=arm64`, `config=Debug`), each as written; empty for a plain
    /// assignment.
    let conditions: [String]
    /// The value as written, a list's items joined by spaces.
    let value: String
    /// Where it was written, for messages: `"App.xcodeproj (Release)"`, `"Shared.xcconfig:12"`.
    let origin: String
}

/// The build settings of one configuration of one target, as Xcode layers them, lowest first: the project's
/// `.xcconfig`, the project's configuration, the target's `.xcconfig`, the target's configuration (each `.xcconfig`
/// with what it `#include`s before its own lines). A later assignment of a setting overrides an earlier one;
/// `$(inherited)` in it stands for the value below it, and `$(OTHER)` or `${OTHER}` for the value of another
/// setting. A setting no layer sets is empty, as in Xcode; ``Value/undefined`` lists the names met that were not
/// set anywhere, so the reader can say that a value was worked out without them.
struct XcodeBuildSettings {
    /// Every assignment, lowest first.
    let assignments: [SettingAssignment]
    /// Settings Xcode sets itself that a value may name: `TARGET_NAME`, `PROJECT_NAME`, `SRCROOT`…
    let builtIn: [String: String]

    /// A setting's value worked out.
    struct Value: Equatable {
        let text: String
        /// Where the assignment that decided it was written.
        let origin: String
        /// Settings it named that nothing sets (Xcode reads them as empty).
        let undefined: [String]
    }

    /// The value of the plain (unconditional) `key`; nil when no layer sets it.
    func value(of key: String) -> Value? {
        guard let index = assignments.lastIndex(where: { $0.key == key && $0.conditions.isEmpty }) else {
            return builtIn[key].map { Value(text: $0, origin: "Xcode", undefined: []) }
        }
        var expansion = Expansion()
        let text = expand(assignments[index].value, key: key, below: index, depth: 0, expansion: &expansion)
        return Value(text: text, origin: assignments[index].origin, undefined: expansion.undefined)
    }

    /// The values of `key` written with a condition (`KEY[sdk=macosx*]`) whose `sdk=` condition (if any) matches
    /// `sdk`, each worked out with `$(inherited)` standing for the plain value below it.
    func conditionalValues(of key: String, sdk: String) -> [Value] {
        assignments.indices.compactMap { index -> Value? in
            let assignment = assignments[index]
            guard assignment.key == key, !assignment.conditions.isEmpty,
                  assignment.conditions.allSatisfy({ Self.holds($0, sdk: sdk) }) else { return nil }
            var expansion = Expansion()
            let text = expand(assignment.value, key: key, below: index, depth: 0, expansion: &expansion)
            return Value(text: text, origin: assignment.origin, undefined: expansion.undefined)
        }
    }

    /// Whether there is an assignment of `key` with a condition.
    func hasConditionalAssignment(of key: String) -> Bool {
        assignments.contains { $0.key == key && !$0.conditions.isEmpty }
    }

    /// Whether a bracketed condition holds for `sdk`: `sdk=iphone*` by its pattern (a `*` matches any ending), any
    /// other condition (`arch=`, `config=`, `variant=`) as if it held, since a file must compile under each.
    private static func holds(_ condition: String, sdk: String) -> Bool {
        guard condition.hasPrefix("sdk=") else { return true }
        let pattern = condition.dropFirst(4)
        if pattern.hasSuffix("*") { return sdk.hasPrefix(pattern.dropLast()) }
        return sdk == pattern
    }

    /// What working out one value met: the names nothing sets, and how many references it followed.
    struct Expansion {
        var undefined: [String] = []
        var steps = 0
    }

    /// `text` with `$(NAME)` and `${NAME}` replaced, `$(inherited)` by the plain value of `key` below `index`.
    private func expand(_ text: String, key: String, below index: Int, depth: Int, expansion: inout Expansion) -> String {
        guard text.contains("$") else { return text }
        guard depth < ProjectLimits.maximumSettingExpansionDepth, expansion.steps < ProjectLimits.maximumSettingExpansionSteps else {
            expansion.undefined.append(text)
            return ""
        }
        expansion.steps += 1
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{",
                  let close = Self.matchingClose(in: rest, from: afterDollar) else {
                result += "$"
                rest = rest[afterDollar...]
                continue
            }
            // The name may itself hold references: `$(FLAGS_$(CONFIGURATION))`.
            let inner = String(rest[rest.index(after: afterDollar)..<close])
            let name = expand(inner, key: key, below: index, depth: depth + 1, expansion: &expansion)
            result += lookUp(name, key: key, below: index, depth: depth + 1, expansion: &expansion)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The value a reference names.
    private func lookUp(_ reference: String, key: String, below index: Int, depth: Int, expansion: inout Expansion) -> String {
        // `$(NAME:lower)` and other operators: the name is read, the operator left out but said.
        let name = reference.split(separator: ":", maxSplits: 1).first.map(String.init) ?? reference
        if name != reference { expansion.undefined.append(reference) }
        if name == "inherited" {
            guard let lower = assignments[..<index].lastIndex(where: { $0.key == key && $0.conditions.isEmpty }) else { return "" }
            return expand(assignments[lower].value, key: key, below: lower, depth: depth, expansion: &expansion)
        }
        if let found = assignments.lastIndex(where: { $0.key == name && $0.conditions.isEmpty }) {
            return expand(assignments[found].value, key: name, below: found, depth: depth, expansion: &expansion)
        }
        if let value = builtIn[name] { return value }
        expansion.undefined.append(name)
        return ""
    }

    /// The index of the `)` or `}` closing the bracket at `open`, counting nested brackets.
    private static func matchingClose(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        let opening = text[open]
        let closing: Character = opening == "(" ? ")" : "}"
        var level = 0
        var index = open
        while index < text.endIndex {
            if text[index] == opening { level += 1 }
            if text[index] == closing {
                level -= 1
                if level == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The compilation conditions `-D` defines in a list of compiler flags: `-DFOO`, `-D FOO`.
    static func definedConditions(inFlags flags: [String]) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            if flag == "-D", index + 1 < flags.count {
                names.insert(flags[index + 1])
                index += 2
                continue
            }
            if flag.hasPrefix("-D"), flag.count > 2 { names.insert(String(flag.dropFirst(2))) }
            index += 1
        }
        return names
    }

    /// A setting's value split into its words, as Xcode splits a list: at spaces, a quoted word kept whole.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var started = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                started = true
            } else if character == " " || character == "\t" {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        return words
    }
}
