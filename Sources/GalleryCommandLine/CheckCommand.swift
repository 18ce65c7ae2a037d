import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryStyleCheck
import GalleryTranslation

/// `gallery check`: every SwiftUI style and view a project's Swift files use, checked against the deployment targets
/// each file is built for, reported as a compiler reports, so a Linux CI job of a SwiftUI app can run it.
struct CheckCommand: AnsweringCommand, FindingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the SwiftUI styles and views of Swift files against deployment targets, as compiler-style diagnostics.",
        discussion: """
            Finds the Swift packages and Xcode projects around the paths and checks each file for the platforms \
            and deployment targets of the targets that compile it (a --target gives its platform's release instead; \
            a file no project holds is checked for the --targets given). \
            Reads every .swift file given (folders are searched at any depth, in sorted order, skipping .build and \
            hidden folders; a folder that cannot be listed or entered and a file that cannot be opened are each an \
            error naming it) and checks every style modifier and family view it uses, wherever it stands, as the compiler \
            would for each target: #if evaluated for the platform, if #available and @available raising the \
            release. Prints FILE:LINE:COLUMN: error: for what a target lacks, warning: for a deprecated style or a \
            style nobody declares, note: for a region not read; then a summary on standard error. Exit status: 0 \
            without errors, 1 with any, 2 for a usage mistake. With --format json, standard output is one JSON \
            document instead: every file with its targets, diagnostics and regions not read, and the counts.
            """
    )

    @Argument(help: "The Swift files and folders to check; - reads standard input (named <stdin> in what is printed).")
    var paths: [String] = []

    @Option(name: .customLong("target"), help: "A deployment target, PLATFORM=RELEASE such as iOS=17 or macOS=14.2; repeat it for each platform. Each file is checked for the platforms of the project targets that build it (Package.swift, *.xcodeproj), a platform named here at the release given; a file no project holds, for the targets given here.")
    var targets: [String] = []

    @Option(name: .customLong("define"), help: "A compilation condition set for #if, such as DEBUG; repeat it for each.")
    var defines: [String] = []

    @Option(help: "text: compiler-style lines; json: one JSON document of every file checked and its diagnostics, for editors and CI.")
    var format: CheckFormat = .text

    func validate() throws {
        if paths.isEmpty { throw ValidationError(tr("give at least one Swift file or folder to check")) }
        _ = try deploymentTargets()
        for name in defines where !Self.isIdentifier(name) {
            throw ValidationError(tr("--define \(Quoting.quoted(name)) is not a condition name such as DEBUG"))
        }
    }

    func run(io: CommandIO) throws {
        let given = try deploymentTargets()
        for target in given where target.release > target.platform.newestRelease {
            io.note(tr(say("note: \(target.platform.rawValue) \(target.release) is newer than any release the gallery knows; it is checked as \(target.platform.rawValue) \(target.platform.newestRelease)")))
        }
        let plan = CheckPlan(given: given.map { DeploymentTarget(platform: $0.platform, release: min($0.release, $0.platform.newestRelease)) },
                             defines: Set(defines), paths: paths)
        var report = CheckReport(targets: plan.given)
        // Every file is read first (folders through their descriptors, at any depth), then checked on every core.
        var inputs: [StyleCheck.Input] = []
        var entries: [(entry: SwiftFiles.Entry, builds: CheckPlan.FileBuilds?)] = []
        try SwiftFiles.walk(paths) { entry in
            let source: StyleCheck.Input.Source
            switch entry {
            case .file(let path): source = try self.source(of: path, io: io)
            case .found(_, let bytes): source = .bytes(bytes)
            case .unreadableFile, .unreadableFolder:
                entries.append((entry, nil))
                return
            }
            let builds = plan.builds(of: entry.path)
            if case .manifest = builds { return }
            entries.append((entry, builds))
            if case .checked(let made) = builds { inputs.append(StyleCheck.Input(name: entry.name, source: source, builds: made)) }
        }
        // Not one file has targets: the command line lacks them.
        if plan.given.isEmpty, let first = entries.first(where: { if case .unknown = $0.builds { true } else { false } }),
           !entries.contains(where: { if case .checked = $0.builds { true } else { false } }) {
            throw ValidationError(tr("\(Quoting.path(first.entry.name)) is in no Swift package or Xcode project, so its targets are unknown: give --target, such as --target iOS=17"))
        }
        // What the manifests could not be read in: notes of their own, before the files' lines.
        for file in report.add(projects: plan.search, besides: entries.map(\.entry.path)) where format == .text {
            try io.writeLine(file.notRead.map { Quoting.oneLine($0.text) }.joined(separator: "\n"))
        }
        var checks = StyleCheck.check(inputs).makeIterator()
        for (entry, builds) in entries {
            let file: CheckReport.File
            switch (entry, builds) {
            case (.unreadableFolder(let folder, let reason), _):
                file = CheckReport.File(folder: folder, problem: say("cannot read the folder: \(reason)"))
            case (.unreadableFile(_, let error), _):
                file = CheckReport.File(unreadable: error)
            case (_, .checked(let made)?):
                guard let check = checks.next() else { continue }
                file = CheckReport.File(check, builds: made)
            case (_, .notBuilt(let project)?):
                file = CheckReport.File(notChecked: entry.name, say("no target of \(project.name) compiles this file, so it is not checked"))
            case (_, .unknown?), (_, .manifest?), (_, nil):
                file = CheckReport.File(notChecked: entry.name, say("no project holds this file, so its targets are unknown and it is not checked"))
            }
            report.add(file)
            if format == .text {
                let lines = file.diagnostics.map(\.text) + file.notRead.map(\.text)
                if !lines.isEmpty { try io.writeLine(lines.map(Quoting.oneLine).joined(separator: "\n")) }
            }
        }
        if format == .text {
            for line in report.projectLines { io.note(Quoting.oneLine(line)) }
        }
        if format == .json { try io.writeLine(try JSONOutput.string(report)) }
        io.note(tr(report.summaryLine))
        if report.summary.errors > 0 { throw ExitCode(1) }
    }

    /// Where the text of `path` comes from: the file, or standard input for `-`.
    private func source(of path: String, io: CommandIO) throws -> StyleCheck.Input.Source {
        guard path == SceneFileReading.standardInput else { return .file(path) }
        do throws(StandardInputFailure) {
            return .bytes(try io.standardInput(limit: SceneReadingLimits.maximumFileBytes))
        } catch {
            io.note(tr(SceneFileError(fileName: SceneFileReading.displayName(of: path), problem: .verbatim(error.reason)).text))
            throw ExitCode(1)
        }
    }

    /// Whether `name` can be a compilation condition: a Swift identifier.
    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    /// The targets `--target` names, in the order given, each platform once. Any release number is a release.
    ///
    /// - Throws: `ValidationError` naming what is wrong and what is known: no `=`, an unknown platform, a release that
    ///   is not a number, or a platform given twice.
    private func deploymentTargets() throws -> [DeploymentTarget] {
        var result: [DeploymentTarget] = []
        for text in targets {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else {
                let platforms = Platform.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(tr("--target \(Quoting.quoted(text)) is not PLATFORM=RELEASE, such as iOS=17; platforms: \(platforms)"))
            }
            let platform: Platform
            do {
                platform = try parseName(parts[0], as: Platform.self)
            } catch let error as GalleryError {
                throw ValidationError(tr("--target \(Quoting.quoted(text)): \(error.text)"))
            }
            guard let release = OSVersion(parts[1]) else {
                throw ValidationError(tr("--target \(Quoting.quoted(text)): \(Quoting.quoted(parts[1])) is not a release number such as 17 or 14.2"))
            }
            if result.contains(where: { $0.platform == platform }) {
                throw ValidationError(tr("--target names \(platform.rawValue) twice; give one release per platform"))
            }
            result.append(DeploymentTarget(platform: platform, release: release))
        }
        return result
    }
}
