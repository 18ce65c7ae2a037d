import ArgumentParser
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// `gallery scene`: a SwiftUI file's view as a tree, each control with the style the environment around it
/// resolves to on a platform and release, and why.
struct SceneCommand: AnsweringCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Resolve every control of a SwiftUI view file on a platform and print the tree.",
        discussion: """
            Prints one line per view, indented by nesting: each control with its requested and resolved style, \
            whether the release has it, where the deciding style modifier is written and the last reason; then \
            what could not be read, as FILE:LINE:COLUMN: severity: message. A file that cannot be read or has no \
            view is one such line on standard error, with exit status 1.
            """
    )

    @Argument(help: "The SwiftUI file (.swift) to read, or - for standard input (named <stdin> in what is printed).")
    var file: String

    @Option(help: "The view to resolve: a View struct's name or a preview's title (the first #Preview by default).")
    var view: String?

    @Option(help: "The emulated platform: iOS, iPadOS, macOS, tvOS, watchOS or visionOS.")
    var platform = "iOS"

    @Option(help: "The release of the platform, such as 17 or 10.15 (the newest the gallery knows by default).")
    var osVersion: String?

    @Flag(help: "Print JSON instead of the tree.")
    var json = false

    func run(io: CommandIO) throws {
        let platform = try parseName(platform, as: Platform.self)
        let context = Context(platform: platform, release: try parseRelease(osVersion, for: platform))
        let scene = try SceneFileReading.scene(in: file, named: view, io: io)
        let resolved = SceneResolver.resolve(scene, in: context)
        let name = SceneFileReading.displayName(of: file)
        if json {
            try io.writeLine(try JSONOutput.string(SceneOutput(resolved, file: name)))
        } else {
            let diagnostics = scene.diagnostics.map { SceneFileReading.line(file: name, $0) }
            try io.writeLine((SceneTreeText.lines(resolved) + diagnostics).map(Quoting.oneLine).joined(separator: "\n"))
        }
    }
}
