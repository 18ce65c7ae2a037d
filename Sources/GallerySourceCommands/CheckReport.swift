import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryStyleCheck
import GallerySwiftProject
import GalleryTranslation

/// What `gallery check` found: the targets given, every file checked with the targets it was checked for, its
/// diagnostics and what was not read in it, and the counts. It is `check --format json`'s document; keys and
/// `message` are English whatever the language spoken, as scripts read them, and `localizedMessage` is the message
/// the text lines say. A file with an empty `diagnostics` and an empty `notRead` was read whole and found clean.
struct CheckReport: Encodable {
    /// A deployment target: `{"platform": "iOS", "osVersion": "17.0"}`.
    struct Target: Encodable {
        let platform: String
        let osVersion: String

        init(_ target: DeploymentTarget) {
            platform = target.platform.rawValue
            osVersion = target.release.description
        }
    }

    /// One file (or a folder that could not be listed): the targets it was checked for (empty when it was not), its
    /// diagnostics in the order of the text lines, and what was not read.
    struct File: Encodable {
        /// The path as given or found (`<stdin>` for standard input).
        let file: String
        /// Whether it is a file read (a folder that could not be listed is not, and is not counted as one).
        let isFile: Bool
        let targets: [Target]
        let diagnostics: [Diagnostic]
        let notRead: [Region]

        /// A file checked for `builds`.
        init(_ check: FileCheck, builds: [StyleCheck.Input.Build]) {
            file = check.file
            isFile = true
            var targets: [DeploymentTarget] = []
            for target in builds.flatMap(\.targets) where !targets.contains(target) { targets.append(target) }
            self.targets = targets.map(Target.init)
            diagnostics = check.unreadable.map { [Diagnostic($0)] } ?? check.findings.map { Diagnostic(file: check.file, $0) }
            notRead = check.notRead.map { Region(file: check.file, $0) }
        }

        /// A file that cannot be read as Swift source.
        init(unreadable error: SceneFileError) {
            file = error.fileName
            isFile = true
            targets = []
            diagnostics = [Diagnostic(error)]
            notRead = []
        }

        /// A folder that cannot be listed or entered.
        init(folder: String, problem: LocalizedText) {
            file = folder
            isFile = false
            targets = []
            diagnostics = [Diagnostic(path: folder, problem: problem)]
            notRead = []
        }

        /// A file read but not checked, and why: a note at its start.
        init(notChecked name: String, _ reason: LocalizedText) {
            file = name
            isFile = true
            targets = []
            diagnostics = []
            notRead = [Region(file: name, NotRead(at: SceneLocation(line: 1, column: 1), reason))]
        }

        /// What a project's manifest could not be read in, as a file of its own.
        init(manifest path: String, problems: [ProjectProblem]) {
            file = path
            isFile = false
            targets = []
            diagnostics = []
            notRead = problems.map { Region(file: path, NotRead(at: SceneLocation(line: max($0.line, 1), column: max($0.column, 1)), $0.message)) }
        }

        private enum CodingKeys: String, CodingKey {
            case file, targets, diagnostics, notRead
        }
    }

    /// A project found, with its targets: what each file was checked for, without `--target`.
    struct Project: Encodable {
        struct ProjectTargetEntry: Encodable {
            /// A platform the project lists that the target does not build for, because a file imports a framework
            /// the platform lacks, outside any `#if`.
            struct NotBuilt: Encodable {
                let platform: String
                let file: String
                let line: Int
                let module: String
            }

            let name: String
            let files: Int
            let targets: [Target]
            let notBuiltFor: [NotBuilt]
        }

        let manifest: String
        let kind: String
        let targets: [ProjectTargetEntry]
    }

    /// One diagnostic. `line` and `column` are null only for a folder that could not be listed; `rule` (availability,
    /// deprecation, unknownStyle or source) is null there too.
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
        init(file: String, _ finding: CheckFinding) {
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
            rule = "source"
            text = tr(error.text) + " [source]"
        }

        /// A folder, or a path, that cannot be read or entered.
        init(path: String, problem: LocalizedText) {
            file = path
            line = nil
            column = nil
            severity = .error
            message = problem.english
            localizedMessage = tr(problem)
            rule = nil
            text = "\(Quoting.oneLine(path)): error: \(tr(problem))"
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

    /// A region not read: where, and why.
    struct Region: Encodable {
        let line: Int
        let column: Int
        let message: String
        let localizedMessage: String
        /// The region's note in the text format.
        let text: String

        /// A region of `file`: its reason repeats no more of the file than the start of the code it is about
        /// (``Quoting/shorteningQuotes(_:)``), as every diagnostic the commands print.
        init(file: String, _ region: NotRead) {
            line = region.location.line
            column = region.location.column
            message = Quoting.shorteningQuotes(region.reason.english)
            localizedMessage = Quoting.shorteningQuotes(tr(region.reason))
            text = "\(file):\(line):\(column): note: " + Quoting.shorteningQuotes(tr(say("not read: \(region.reason)")))
        }

        private enum CodingKeys: String, CodingKey {
            case line, column, message, localizedMessage
        }
    }

    /// The counts the summary line says.
    struct Summary: Encodable {
        var errors = 0
        var warnings = 0
        var notRead = 0
        var files = 0
    }

    /// The targets `--target` gave, every file checked for them; empty when each file's come from its project.
    let targets: [Target]
    /// The projects found, whose targets each file was checked for; empty with `--target`.
    private(set) var projects: [Project] = []
    private(set) var files: [File] = []
    private(set) var summary = Summary()

    private enum CodingKeys: String, CodingKey {
        case targets, projects, files, summary
    }

    init(targets: [DeploymentTarget]) {
        self.targets = targets.map(Target.init)
    }

    /// Adds the projects `search` found, and what could not be read in their manifests, which it returns (a file each);
    /// a problem about one of `paths` itself is left to that path's own entry.
    @discardableResult
    mutating func add(projects search: ProjectSearch, besides paths: [String]) -> [File] {
        projects = search.projects.map { project in
            Project(manifest: project.manifest, kind: project.kind == .package ? "package" : "xcodeProject", targets: project.targets.map { target in
                Project.ProjectTargetEntry(name: target.name, files: target.files.count, targets: target.deployment
                    .sorted { $0.key.order < $1.key.order }.map { Target(DeploymentTarget(platform: $0.key, release: $0.value)) },
                    notBuiltFor: target.unbuildable.sorted { $0.key.order < $1.key.order }.map { platform, found in
                        Project.ProjectTargetEntry.NotBuilt(platform: platform.rawValue, file: Self.shown(found.path, in: project.root),
                                                           line: found.line, module: found.module)
                    })
            })
        }
        let manifests = Dictionary(grouping: search.problems(besides: paths), by: \.path).sorted { $0.key < $1.key }.map { File(manifest: $0.key, problems: $0.value) }
        for file in manifests { add(file) }
        return manifests
    }

    /// `path` as it is named in a project's line: from the project's folder.
    private static func shown(_ path: String, in root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// One line per project found, for the text format's standard error: its targets and what each is built for.
    var projectLines: [String] {
        projects.map { project in
            let targets = project.targets.map { target in
                let built = target.targets.map { "\($0.platform) \($0.osVersion)" }.joined(separator: ", ")
                let notBuilt = target.notBuiltFor.map { tr(say("not \($0.platform): \($0.file):\($0.line) imports \($0.module)")) }
                return "\(target.name) (" + ([built].filter { !$0.isEmpty } + notBuilt).joined(separator: "; ") + ")"
            }
            return tr(say("note: \(project.manifest): \(targets.joined(separator: "; "))"))
        }
    }

    /// Adds what checking one entry found to the files and the counts.
    mutating func add(_ file: File) {
        files.append(file)
        if file.isFile { summary.files += 1 }
        summary.errors += file.diagnostics.count { $0.severity == .error }
        summary.warnings += file.diagnostics.count { $0.severity == .warning }
        summary.notRead += file.notRead.count
    }

    /// "2 errors, 0 warnings, 3 regions not read in 424 files" (the regions only when there are any).
    var summaryLine: LocalizedText {
        let errors = summary.errors == 1 ? say("1 error") : say("\(summary.errors) errors")
        let warnings = summary.warnings == 1 ? say("1 warning") : say("\(summary.warnings) warnings")
        let files = summary.files == 1 ? say("1 file") : say("\(summary.files) files")
        switch summary.notRead {
        case 0: return say("\(errors), \(warnings) in \(files)")
        case 1: return say("\(errors), \(warnings), 1 region not read in \(files)")
        default: return say("\(errors), \(warnings), \(summary.notRead) regions not read in \(files)")
        }
    }
}
