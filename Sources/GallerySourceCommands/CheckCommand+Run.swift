import ArgumentParser
import GalleryCommandLine
import GalleryModel
import GallerySceneReader
import GalleryStyleCheck
import GalleryTranslation

/// `gallery check`'s work, run by the reading program: its options are parsed by the command line (`CheckCommand`).
extension CheckCommand {
    /// Checks every file the paths name for the targets that build it, printing what it finds to `io`.
    ///
    /// - Throws: `ExitCode(1)` when any error was found, after the summary; ``GalleryError`` or `ValidationError` for
    ///   what keeps the check from starting.
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
}
