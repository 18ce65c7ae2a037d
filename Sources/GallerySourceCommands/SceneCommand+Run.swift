import ArgumentParser
import Foundation
import GalleryCommandLine
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// `gallery scene`'s work, run by the reading program: its options are parsed by the command line (`SceneCommand`).
extension SceneCommand {
    /// Reads the file or folder, resolves the view where the app uses it and prints the tree (or JSON) to `io`.
    ///
    /// - Throws: ``GalleryError`` for a bad option or a call site the app does not have; `ExitCode(1)` once the
    ///   reader's one line is written, for a file that cannot be read or has no such view.
    func run(io: CommandIO) throws {
        let platform = try parseName(platform, as: Platform.self)
        let context = Context(platform: platform, release: try parseRelease(osVersion, for: platform))
        // Read with its project, the file read is named by its absolute path, as the project names its files.
        let own = alone || file == SceneFileReading.standardInput ? nil : URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.path
        let options = SceneReadingOptions(platform: platform, conditions: Set(define), branches: try SceneBranchOption.choices(branch, inFile: own),
                                          languages: Translation.language.appLanguages)
        let reading = try SceneFileReading.read(file, named: view, alone: alone, options: options, io: io)
        let scene = reading.scene
        let sites = reading.callSites
        if let callSite, !(1...max(1, sites.count)).contains(callSite) || sites.isEmpty {
            throw GalleryError(say("--call-site \(callSite) is not one of the \(sites.count) places the app uses \(scene.name)"))
        }
        let site = sites.isEmpty ? nil : sites[(callSite ?? 1) - 1]
        let resolved = site.map { SceneResolver.resolve(Self.view(scene, usedAt: $0), in: context, usedAt: $0) } ?? SceneResolver.resolve(scene, in: context)
        let usage = SceneUsage(sites: sites, chosen: site, resolutions: sites.map { SceneResolver.resolve(Self.view(scene, usedAt: $0), in: context, usedAt: $0) })
        let name = SceneFileReading.displayName(of: file)
        if json {
            try io.writeLine(try JSONOutput.string(SceneOutput(resolved, file: name, usage: usage)))
        } else {
            let diagnostics = scene.diagnostics.map { SceneFileReading.line(file: name, $0) }
            let lines = SceneTreeText.lines(resolved) + usage.lines + SceneTreeText.conditionalLines(scene.conditionals) + diagnostics
            try io.writeLine(lines.map(Quoting.oneLine).joined(separator: "\n"))
        }
    }

    /// `scene` as the app uses it at `site`: its views with the arguments given there, its own diagnostics and
    /// conditionals.
    static func view(_ scene: Scene, usedAt site: SceneCallSite) -> Scene {
        guard let used = site.view(named: scene.name) else { return scene }
        return Scene(name: scene.name, roots: used.roots, state: scene.state, diagnostics: scene.diagnostics, conditionals: scene.conditionals)
    }
}
