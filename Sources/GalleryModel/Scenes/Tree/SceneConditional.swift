/// A place where the source chooses between views: an `if`/`else`, a `switch`, a `?:` or a `#if`. A scene draws one
/// branch of each (the first, or for `#if` the one the platform compiles) and lists them all, so another can be
/// chosen (``SceneBranchChoices``) and the scene read again.
public struct SceneConditional: Sendable, Hashable {
    /// How the source writes the choice.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `if` (with its `else if`s and `else`), `if let`, `if case`.
        case `if`
        /// `switch`, a branch per case.
        case `switch`
        /// `condition ? a : b`.
        case ternary
        /// `#if` (with its `#elseif`s and `#else`), evaluated for the platform drawn.
        case compilation
    }

    /// Where the `if`, `switch`, `?:` condition or `#if` begins.
    public let location: SceneLocation
    public let kind: Kind
    /// Each branch as the source introduces it, shortened to one line: `if isOn`, `else`, `case .compact:`,
    /// `#if os(iOS)`. A choice with no branch for the other case (an `if` without `else`, a `#if` without `#else`)
    /// ends with an empty branch, ``emptyBranch``, which draws nothing.
    public let branches: [String]
    /// The branch drawn, an index into ``branches``.
    public let chosen: Int
    /// For `#if`, the branch the platform compiles (nil when none does and there is no empty branch); nil for the others.
    public let compiled: Int?

    public init(location: SceneLocation, kind: Kind, branches: [String], chosen: Int, compiled: Int? = nil) {
        self.location = location
        self.kind = kind
        self.branches = branches
        self.chosen = chosen
        self.compiled = compiled
    }

    /// The label of the branch that draws nothing.
    public static let emptyBranch = "(nothing)"

    /// The choice as the source spells it: `if`, `switch`, `?:` or `#if`.
    public var written: String {
        switch kind {
        case .if: "if"
        case .switch: "switch"
        case .ternary: "?:"
        case .compilation: "#if"
        }
    }

    /// Whether branch `index` is the one the platform compiles of a `#if`, where another is drawn: the outline marks it.
    public func isCompiledButNotDrawn(_ index: Int) -> Bool {
        kind == .compilation && index == compiled && index != chosen
    }
}

/// A conditional as people read it, the one wording of the scene page's list of conditionals and of `gallery scene`'s:
/// where it is, how it is written, and its branches, marked where they are drawn or compiled.
extension SceneConditional {
    /// Where it begins: "12:9" in the scene's own file, "Row.swift:12:9" in another, its path named by `name` (its last
    /// component unless said).
    public func place(namingFile name: (String) -> String = SceneLocation.fileName) -> String {
        location.described(namingFile: name)
    }

    /// "Row.swift:12:9 if": its place and how it is written, which heads its row.
    public func heading(namingFile name: (String) -> String = SceneLocation.fileName) -> String {
        "\(place(namingFile: name)) \(written)"
    }

    /// Each branch as a chooser offers it, whose selection shows the branch drawn: its title, and "(compiled)" after
    /// the branch the platform compiles where another is drawn.
    public var choices: [LocalizedText] {
        branches.indices.map { index in
            LocalizedText.joined([.verbatim(branches[index])] + (isCompiledButNotDrawn(index) ? [say("(compiled)")] : []), separator: " ")
        }
    }

    /// Each branch as a list writes it: numbered from 1, "(drawn)" after the branch drawn and "(compiled)" after the
    /// branch the platform compiles where another is drawn.
    public var listedBranches: [LocalizedText] {
        branches.indices.map { index in
            var marks: [LocalizedText] = []
            if index == chosen { marks.append(say("(drawn)")) }
            if isCompiledButNotDrawn(index) { marks.append(say("(compiled)")) }
            return LocalizedText.joined([.verbatim("\(index + 1). \(branches[index])")] + marks, separator: " ")
        }
    }

    /// Its line in a list of conditionals: "Row.swift:12:9 if: 1. if isOn (drawn)  2. else".
    public func line(namingFile name: (String) -> String = SceneLocation.fileName) -> LocalizedText {
        .verbatim(heading(namingFile: name) + ": ") + LocalizedText.joined(listedBranches, separator: "  ")
    }
}

/// Which branch to draw at each conditional a reader meets, by the conditional's place; a conditional not named draws
/// its default (the first branch, or the one the platform compiles). The window keeps one per file, so a choice
/// outlives an edit of the file.
public struct SceneBranchChoices: Sendable, Hashable {
    /// The branch chosen, by place. A place whose column is 0 names every conditional that begins on its line; a place's
    /// file may be a path or a file's name alone (`Row.swift`), and names the scene's own file when nil.
    public var choices: [SceneLocation: Int]

    public init(_ choices: [SceneLocation: Int] = [:]) {
        self.choices = choices
    }

    /// The branch chosen for the conditional at `location`, in the file at `path` (the location's own file, or the
    /// scene's when it has none), or nil for its default.
    public func branch(at location: SceneLocation, inFile path: String) -> Int? {
        let matching = choices.filter { place, _ in
            place.line == location.line && (place.column == 0 || place.column == location.column)
                && (place.file.map { $0 == path || path.hasSuffix("/" + $0) } ?? (location.file == nil))
        }
        // The place with a column is the more precise.
        return matching.max { ($0.key.column, $0.key.file?.count ?? 0) < ($1.key.column, $1.key.file?.count ?? 0) }?.value
    }
}
