import GalleryModel

/// Reads an `.xcconfig` file's assignments, as Xcode does:
///
/// ```
/// // Shared settings
/// #include "Base.xcconfig"
/// #include? "Local.xcconfig"        // optional: no problem when missing
/// IPHONEOS_DEPLOYMENT_TARGET = 16.0
/// SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) STAGING
/// MACOSX_DEPLOYMENT_TARGET[sdk=macosx*] = 13.0;
/// ```
///
/// An included file's assignments come where the `#include` stands (so lines after it override it); `//` begins a
/// comment anywhere on a line (Xcode reads `https://` so too); a trailing `;` is dropped. Includes are followed at
/// most ``ProjectLimits/maximumIncludeDepth`` deep and never round a loop; a missing file, a loop or a line that is
/// not an assignment is a problem at its place, and the rest is read.
enum XCConfigReader {
    /// The assignments of the file at `path` (normalised) and of what it includes, in order.
    static func assignments(of path: String, state: SearchState) -> [SettingAssignment] {
        var assignments: [SettingAssignment] = []
        read(path, chain: [], into: &assignments, state: state)
        return assignments
    }

    private static func read(_ path: String, chain: [String], into assignments: inout [SettingAssignment], state: SearchState) {
        let text: String
        do {
            text = try ProjectFiles.text(atPath: path, limit: ProjectLimits.maximumConfigurationFileBytes)
        } catch {
            state.report(path, line: error.line, column: error.column, say("this configuration file could not be read: \(error.message)"))
            return
        }
        let chain = chain + [path]
        let name = ProjectPath.lastComponent(path)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if let comment = commentStart(in: line) { line = line[..<comment] }
            line = trimmed(line)
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                include(line, from: path, line: lineNumber, chain: chain, into: &assignments, state: state)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                state.report(path, line: lineNumber, column: 1, say("this line is neither a setting (NAME = value) nor an #include"))
                continue
            }
            var left = trimmed(line[..<equals])
            var value = trimmed(line[line.index(after: equals)...])
            if value.hasSuffix(";") { value = trimmed(value.dropLast()) }
            var conditions: [String] = []
            while left.hasSuffix("]"), let open = left.lastIndex(of: "[") {
                conditions.insert(String(left[left.index(after: open)..<left.index(before: left.endIndex)]), at: 0)
                left = trimmed(left[..<open])
            }
            guard !left.isEmpty, left.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                state.report(path, line: lineNumber, column: 1, say("this line's setting name is not one Xcode accepts"))
                continue
            }
            assignments.append(SettingAssignment(key: String(left), conditions: conditions, value: String(value), origin: "\(name):\(lineNumber)"))
        }
    }

    /// Follows `#include "file"` or `#include? "file"` (relative to the including file's folder).
    private static func include(_ line: Substring, from path: String, line lineNumber: Int, chain: [String],
                                into assignments: inout [SettingAssignment], state: SearchState) {
        let optional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else {
            state.report(path, line: lineNumber, column: 1, say("this #include names no file in quotes"))
            return
        }
        let named = String(line[line.index(after: open)..<close])
        if named.hasPrefix("<") {
            if !optional {
                state.report(path, line: lineNumber, column: 1, say("this #include names a file inside Xcode (\(named)), which is not read"))
            }
            return
        }
        let included = ProjectPath.join(ProjectPath.parent(path), named)
        guard ProjectFiles.isFile(included) else {
            if !optional { state.report(path, line: lineNumber, column: 1, say("the file this #include names, \(named), is not on disk")) }
            return
        }
        let normalised = ProjectPath.normalised(included)
        guard !chain.contains(normalised) else {
            state.report(path, line: lineNumber, column: 1, say("this #include leads round in a loop back to \(ProjectPath.lastComponent(normalised)); it is not followed again"))
            return
        }
        guard chain.count < ProjectLimits.maximumIncludeDepth else {
            state.report(path, line: lineNumber, column: 1, say("this #include lies \(ProjectLimits.maximumIncludeDepth) files deep, the deepest followed"))
            return
        }
        read(normalised, chain: chain, into: &assignments, state: state)
    }

    /// Where a `//` comment begins on the line.
    private static func commentStart(in line: Substring) -> Substring.Index? {
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if line[index] == "/", next < line.endIndex, line[next] == "/" { return index }
            index = next
        }
        return nil
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
