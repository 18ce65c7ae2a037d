import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// How `gallery check` prints what it finds.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    /// Compiler-style lines, `FILE:LINE:COLUMN: severity: message [rule]`.
    case text
    /// One JSON document (``CheckReport``).
    case json
}

/// What `gallery check` found: the targets, every file checked with its diagnostics, and the counts. It is
/// `check --format json`'s document; keys and `message` are English whatever the language spoken, as scripts read
/// them, and `localizedMessage` is the message the text lines say.
struct CheckReport: Encodable {
    /// A deployment target: `{"platform": "iOS", "osVersion": "17.0"}`.
    struct Target: Encodable {
        let platform: String
        let osVersion: String
    }

    /// One file (or a folder that could not be listed) and its diagnostics, in the order of the text lines.
    struct File: Encodable {
        /// The path as given or found (`<stdin>` for standard input).
        let file: String
        /// Whether it is a file read (a folder that could not be listed is not, and is not counted as one).
        let isFile: Bool
        let diagnostics: [Diagnostic]

        private enum CodingKeys: String, CodingKey {
            case file, diagnostics
        }
    }

    /// One diagnostic. `line` and `column` are null only for a folder that could not be listed; `rule` (availability,
    /// deprecation or source) is null there too.
    struct Diagnostic: Encodable {
        let file: String
        let line: Int?
        let column: Int?
        let severity: SceneDiagnostic.Severity
        let message: String
        let localizedMessage: String
        let rule: String?
        /// The diagnostic's line in the text format.
        let text: String

        /// A finding in `file`.
        init(file: String, _ finding: SceneCheckFinding) {
            self.file = file
            line = finding.diagnostic.location.line
            column = finding.diagnostic.location.column
            severity = finding.diagnostic.severity
            message = SceneFileReading.message(finding.diagnostic, in: .english)
            localizedMessage = SceneFileReading.message(finding.diagnostic, in: .spoken)
            rule = finding.rule.rawValue
            text = SceneFileReading.line(file: file, finding.diagnostic) + " [\(finding.rule.rawValue)]"
        }

        /// A file that cannot be read as Swift source.
        init(_ error: SceneFileError) {
            file = error.fileName
            line = error.location.line
            column = error.location.column
            severity = .error
            message = error.problem.english
            localizedMessage = tr(error.problem)
            rule = SceneCheckFinding.Rule.source.rawValue
            text = tr(error.text) + " [\(SceneCheckFinding.Rule.source.rawValue)]"
        }

        /// A folder that cannot be listed.
        init(folder: String, problem: LocalizedText) {
            file = folder
            line = nil
            column = nil
            severity = .error
            message = problem.english
            localizedMessage = tr(problem)
            rule = nil
            text = "\(folder): error: \(tr(problem))"
        }

        private enum CodingKeys: String, CodingKey {
            case file, line, column, severity, message, localizedMessage, rule
        }

        /// Spelled out so that `line`, `column` and `rule` are written as null rather than left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(severity.rawValue, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(localizedMessage, forKey: .localizedMessage)
            try container.encode(rule, forKey: .rule)
        }
    }

    /// The counts the summary line says.
    struct Summary: Encodable {
        var errors = 0
        var warnings = 0
        var files = 0
    }

    let targets: [Target]
    private(set) var files: [File] = []
    private(set) var summary = Summary()

    init(targets: [DeploymentTarget]) {
        self.targets = targets.map { Target(platform: $0.platform.rawValue, osVersion: $0.release.description) }
    }

    /// Adds what checking one entry found to the files and the counts.
    mutating func add(_ file: File) {
        files.append(file)
        if file.isFile { summary.files += 1 }
        summary.errors += file.diagnostics.count { $0.severity == .error }
        summary.warnings += file.diagnostics.count { $0.severity == .warning }
    }
}
