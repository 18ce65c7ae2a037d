import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// `gallery check`: the styles of SwiftUI files checked against deployment targets, reported as a compiler
/// reports, so a Linux CI job of a SwiftUI app can run it.
struct CheckCommand: ParsableCommand, FindingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the styles of SwiftUI files against deployment targets, as compiler-style diagnostics.",
        discussion: """
            Reads every view of each file (folders are searched for .swift files, in sorted order, skipping .build \
            and hidden folders) and prints FILE:LINE:COLUMN: error: for a view or style a target's platform lacks \
            or lacks in its release, at the style modifier, warning: for a style deprecated by the target's \
            release, naming its replacement, and the reader's errors; then a summary on standard error. Exit \
            status: 0 without errors, 1 with any, 2 for a usage mistake.
            """
    )

    @Argument(help: "The Swift files and folders to check.")
    var paths: [String] = []

    @Option(name: .customLong("target"), help: "A deployment target, PLATFORM=RELEASE such as iOS=17; repeat it for each platform.")
    var targets: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError(tr("give at least one Swift file or folder to check")) }
        _ = try deploymentTargets()
    }

    func run() throws {
        let targets = try deploymentTargets()
        var counts = (errors: 0, warnings: 0, files: 0)
        for entry in SwiftFiles.list(paths) {
            var lines: [String] = []
            switch entry {
            case .unreadableFolder(let folder, let reason):
                lines = ["\(folder): error: \(tr(say("cannot read the folder: \(reason)")))"]
                counts.errors += 1
            case .file(let file):
                counts.files += 1
                do throws(SceneFileError) {
                    for finding in try Self.findings(in: file, for: targets) {
                        let line = SceneFileReading.line(file: file, finding.diagnostic) + " [\(finding.rule.rawValue)]"
                        guard !lines.contains(line) else { continue }
                        lines.append(line)
                        if finding.diagnostic.severity == .error { counts.errors += 1 }
                        if finding.diagnostic.severity == .warning { counts.warnings += 1 }
                    }
                } catch {
                    lines = [tr(error.text) + " [\(SceneCheckFinding.Rule.source.rawValue)]"]
                    counts.errors += 1
                }
            }
            if !lines.isEmpty { try writeLine(lines.map(Quoting.oneLine).joined(separator: "\n")) }
        }
        printError(tr(Self.summary(errors: counts.errors, warnings: counts.warnings, files: counts.files)))
        if counts.errors > 0 { throw ExitCode(1) }
    }

    /// The findings of every view of the file at `path` for each target, and the file's own reading errors (a file
    /// that declares no view, such as a model's, is not one).
    ///
    /// - Throws: ``SceneFileError`` for a file that cannot be read, whose text is the line to print.
    private static func findings(in path: String, for targets: [DeploymentTarget]) throws(SceneFileError) -> [SceneCheckFinding] {
        let file = try SceneReader.readFile(atPath: path)
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
