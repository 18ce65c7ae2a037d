import ArgumentParser
import Foundation
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// `gallery scene`: a SwiftUI view as a tree, each control with the style the environment around it resolves to on a
/// platform and release, and why; read with its project's declarations, and resolved where the app uses it.
struct SceneCommand: AnsweringCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Resolve every control of a SwiftUI view on a platform and print the tree.",
        discussion: """
            Reads a SwiftUI file with the declarations of its project (found as `gallery check` finds it), or a \
            project's folder: its app's root scene, or with --view the view of that name. A view the app uses is \
            resolved where it is used. Prints one line per view, indented by nesting: each control with its \
            requested and resolved style, whether the release has it, where the deciding style modifier is written \
            and the last reason; then the conditionals and the branch drawn of each; then what could not be read, \
            as FILE:LINE:COLUMN: severity: message. A file that cannot be read or has no view is one such line on \
            standard error, with exit status 1.
            """
    )

    @Argument(help: "The SwiftUI file (.swift) or project folder to read, or - for standard input (named <stdin> in what is printed).")
    var file: String

    @Option(help: "The view to resolve: a view's name or a preview's title (the first #Preview by default; for a folder, the app's root scene).")
    var view: String?

    @Option(help: "The emulated platform: iOS, iPadOS, macOS, tvOS, watchOS or visionOS.")
    var platform = "iOS"

    @Option(help: "The release of the platform, such as 17 or 10.15 (the newest the gallery knows by default).")
    var osVersion: String?

    @Option(help: ArgumentHelp("Draw branch N (from 1) of the conditional at [FILE:]LINE[:COLUMN] instead of its default; repeatable.",
                               valueName: "place=N"))
    var branch: [String] = []

    @Option(help: ArgumentHelp("A compilation condition #if sees as set, besides the target's; repeatable.", valueName: "NAME"))
    var define: [String] = []

    @Option(help: "Of the places the app uses the view, resolve it at place N (from 1; the first by default).")
    var callSite: Int?

    @Flag(help: "Read the file alone, without its project, and resolve the view on its own.")
    var alone = false

    @Flag(help: "Print JSON instead of the tree.")
    var json = false

    func run(io: CommandIO) throws {
        let platform = try parseName(platform, as: Platform.self)
        let context = Context(platform: platform, release: try parseRelease(osVersion, for: platform))
        // Read with its project, the file read is named by its absolute path, as the project names its files.
        let own = alone || file == SceneFileReading.standardInput ? nil : URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.path
        let options = SceneReadingOptions(platform: platform, conditions: Set(define), branches: try SceneBranchOption.choices(branch, inFile: own))
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
