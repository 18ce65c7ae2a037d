import GalleryModel
import GallerySceneReader

/// One thing `gallery check` reports, as a compiler would: where, how serious, what, and which of its rules found it.
public struct CheckFinding: Sendable, Hashable {
    /// The rule that found it, named after the bracket that ends its line: `[availability]`.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// A view, style or style parameter value that a platform lacks, or lacks in the release the code runs on.
        case availability
        /// A style Apple deprecated, in a release the code runs on or in a future release.
        case deprecation
        /// A style named by a name neither SwiftUI nor the files checked declare.
        case unknownStyle
    }

    /// Where, how serious and what.
    public let diagnostic: SceneDiagnostic
    /// The rule that found it.
    public let rule: Rule

    public init(_ diagnostic: SceneDiagnostic, rule: Rule) {
        self.diagnostic = diagnostic
        self.rule = rule
    }

    /// `findings` sorted by place (then severity and message), each once.
    public static func unique(_ findings: [CheckFinding]) -> [CheckFinding] {
        var seen = Set<CheckFinding>()
        return findings.filter { seen.insert($0).inserted }.sorted { a, b in
            let (left, right) = (a.diagnostic, b.diagnostic)
            if left.location != right.location { return left.location < right.location }
            if left.severity != right.severity { return left.severity.rawValue < right.severity.rawValue }
            return left.message.english < right.message.english
        }
    }
}

/// A part of a file `gallery check` could not read, so its findings there may be missing: a syntax error, a file
/// past the reader's limits, a style the code computes, a `#if` condition that does not evaluate. Never silent: each
/// is a note with its place, and the summary counts them.
public struct NotRead: Sendable, Hashable {
    public let location: SceneLocation
    public let reason: LocalizedText

    public init(at location: SceneLocation, _ reason: LocalizedText) {
        self.location = location
        self.reason = reason
    }
}

/// What checking one file found.
public struct FileCheck: Sendable, Equatable {
    /// The file, as it was named.
    public let file: String
    /// The findings, in source order.
    public var findings: [CheckFinding]
    /// What was not read, in source order.
    public var notRead: [NotRead]
    /// Why the file could not be read at all (missing, a folder, binary, not UTF-8), in the one line the compiler
    /// would print; nil when it was read.
    public var unreadable: SceneFileError?

    public init(file: String, findings: [CheckFinding], notRead: [NotRead], unreadable: SceneFileError? = nil) {
        self.file = file
        self.findings = findings
        self.notRead = notRead
        self.unreadable = unreadable
    }
}
