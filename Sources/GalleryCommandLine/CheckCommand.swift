import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// `gallery check`: the styles of SwiftUI files checked against deployment targets, reported as a compiler
/// reports, so a Linux CI job of a SwiftUI app can run it.
struct CheckCommand: AnsweringCommand, FindingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the styles of SwiftUI files against deployment targets, as compiler-style diagnostics.",
        discussion: """
            Reads every view of each file (folders are searched for .swift files, in sorted order, skipping .build \
            and hidden folders, at any depth; a folder that cannot be listed or entered and a file that cannot be \
            opened are each an error naming it) and prints FILE:LINE:COLUMN: error: for a view or style a target's platform lacks \
            or lacks in its release, at the style modifier, warning: for a style deprecated by the target's \
            release, naming its replacement, and the reader's errors; then a summary on standard error. Exit \
            status: 0 without errors, 1 with any, 2 for a usage mistake. With --format json, standard output is one \
            JSON document instead: the targets, every file checked with its diagnostics (file, line, column, \
            severity, message, rule) and the counts.
            """
    )

    @Argument(help: "The Swift files and folders to check; - reads standard input (named <stdin> in what is printed).")
    var paths: [String] = []

    @Option(name: .customLong("target"), help: "A deployment target, PLATFORM=RELEASE such as iOS=17; repeat it for each platform.")
    var targets: [String] = []

    @Option(help: "text: compiler-style lines; json: one JSON document of every file checked and its diagnostics, for editors and CI.")
    var format: CheckFormat = .text

    func validate() throws {
        if paths.isEmpty { throw ValidationError(tr("give at least one Swift file or folder to check")) }
        _ = try deploymentTargets()
    }

    func run(io: CommandIO) throws {
        let targets = try deploymentTargets()
        var report = CheckReport(targets: targets)
        try SwiftFiles.walk(paths) { entry in
            let checked = Self.check(entry, for: targets, io: io)
            report.add(checked)
            if format == .text, !checked.diagnostics.isEmpty {
                try io.writeLine(checked.diagnostics.map { Quoting.oneLine($0.text) }.joined(separator: "\n"))
            }
        }
        if format == .json { try io.writeLine(try JSONOutput.string(report)) }
        io.note(tr(Self.summary(errors: report.summary.errors, warnings: report.summary.warnings, files: report.summary.files)))
        if report.summary.errors > 0 { throw ExitCode(1) }
    }

    /// What checking one file or folder of the list found, each line once.
    private static func check(_ entry: SwiftFiles.Entry, for targets: [DeploymentTarget], io: CommandIO) -> CheckReport.File {
        switch entry {
        case .unreadableFolder(let folder, let reason):
            return CheckReport.File(file: folder, isFile: false,
                                    diagnostics: [CheckReport.Diagnostic(folder: folder, problem: say("cannot read the folder: \(reason)"))])
        case .unreadableFile(let path, let error):
            return CheckReport.File(file: path, isFile: true, diagnostics: [CheckReport.Diagnostic(error)])
        case .file(let path):
            return checked(SceneFileReading.displayName(of: path), for: targets) { () throws(SceneFileError) in
                try SceneFileReading.file(atPath: path, io: io)
            }
        case .found(let path, let bytes):
            return checked(path, for: targets) { () throws(SceneFileError) in try SceneReader.read(bytes: bytes, fileName: path) }
        }
    }

    /// The file named `name` checked: the findings of what `read` gives, each line once, or the one line saying why it
    /// cannot be read.
    private static func checked(_ name: String, for targets: [DeploymentTarget],
                                _ read: () throws(SceneFileError) -> SceneFile) -> CheckReport.File {
        var diagnostics: [CheckReport.Diagnostic] = []
        do throws(SceneFileError) {
            for finding in findings(in: try read(), for: targets) {
                let diagnostic = CheckReport.Diagnostic(file: name, finding)
                if !diagnostics.contains(where: { $0.text == diagnostic.text }) { diagnostics.append(diagnostic) }
            }
        } catch {
            diagnostics = [CheckReport.Diagnostic(error)]
        }
        return CheckReport.File(file: name, isFile: true, diagnostics: diagnostics)
    }

    /// The findings of every view of `file` for each target, and the file's own reading errors (a file that declares no
    /// view, such as a model's, is not one).
    private static func findings(in file: SceneFile, for targets: [DeploymentTarget]) -> [SceneCheckFinding] {
        var findings = file.diagnostics.filter { $0.severity == .error && $0 != SceneFile.declaresNoView }.map { SceneCheckFinding($0, rule: .source) }
        for target in targets {
            for view in file.views { findings += SceneCheck.findings(in: view, for: target) }
        }
        return SceneCheck.unique(findings)
    }

    /// "2 errors, 1 warning in 3 files".
    static func summary(errors: Int, warnings: Int, files: Int) -> LocalizedText {
        let errors = errors == 1 ? say("1 error") : say("\(errors) errors")
        let warnings = warnings == 1 ? say("1 warning") : say("\(warnings) warnings")
        let files = files == 1 ? say("1 file") : say("\(files) files")
        return say("\(errors), \(warnings) in \(files)")
    }

    /// The targets `--target` names, in the order given, each platform once.
    ///
    /// - Throws: `ValidationError` naming what is wrong and what is known: no target, no `=`, an unknown platform
    ///   or release, or a platform given twice.
    private func deploymentTargets() throws -> [DeploymentTarget] {
        if targets.isEmpty { throw ValidationError(tr("give at least one --target, such as --target iOS=17")) }
        var result: [DeploymentTarget] = []
        for text in targets {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else {
                let platforms = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(tr("--target \(Quoting.quoted(text)) is not PLATFORM=RELEASE, such as iOS=17; platforms: \(platforms)"))
            }
            let target: DeploymentTarget
            do {
                let platform = try parseName(parts[0], as: Platform.self)
                // A text given always names a release, or throws.
                target = DeploymentTarget(platform: platform, release: try parseRelease(parts[1], for: platform) ?? platform.newestRelease)
            } catch let error as GalleryError {
                throw ValidationError(tr("--target \(Quoting.quoted(text)): \(error.text)"))
            }
            if result.contains(where: { $0.platform == target.platform }) {
                throw ValidationError(tr("--target names \(target.platform.rawValue) twice; give one release per platform"))
            }
            result.append(target)
        }
        return result
    }
}
