import ArgumentParser
import Foundation
import GalleryModel
import GalleryTranslation

/// `gallery scene`: a SwiftUI view as a tree, each control with the style the environment around it resolves to on a
/// platform and release, and why; read with its project's declarations, and resolved where the app uses it.
package struct SceneCommand: SourceCommand {
    package static let configuration = CommandConfiguration(
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
    package var file: String

    @Option(help: "The view to resolve: a view's name or a preview's title (the first #Preview by default; for a folder, the app's root scene).")
    package var view: String?

    @Option(help: "The emulated platform: iOS, iPadOS, macOS, tvOS, watchOS or visionOS.")
    package var platform = "iOS"

    @Option(help: "The release of the platform, such as 17 or 10.15 (the newest the gallery knows by default).")
    package var osVersion: String?

    @Option(help: ArgumentHelp("Draw branch N (from 1) of the conditional at [FILE:]LINE[:COLUMN] instead of its default; repeatable.",
                               valueName: "place=N"))
    package var branch: [String] = []

    @Option(help: ArgumentHelp("A compilation condition #if sees as set, besides the target's; repeatable.", valueName: "NAME"))
    package var define: [String] = []

    @Option(help: "Of the places the app uses the view, resolve it at place N (from 1; the first by default).")
    package var callSite: Int?

    @Flag(help: "Read the file alone, without its project, and resolve the view on its own.")
    package var alone = false

    @Flag(help: "Print JSON instead of the tree.")
    package var json = false

    package init() {}
}
