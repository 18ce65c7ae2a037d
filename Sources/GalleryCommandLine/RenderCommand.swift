import ArgumentParser
import Foundation
import GalleryModel

/// `gallery render`: each card as a PNG, drawn with the window's own widgets on a private X server. The window
/// program draws them (`RenderCommand.draw()`).
public struct RenderCommand: WindowCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw cards, or a SwiftUI file's view, into PNG files (one per card and platform), without a visible window.",
        discussion: """
            Files are named after what they show: toggle-switch-iOS-light.png, or for a SwiftUI file the view, platform \
            and scheme, SignInRow-iOS-light.png (gallery render SignInRow.swift --output DIR). The drawing happens on a \
            private X server (Xvfb), started and stopped by the command, whether or not a display is set.
            """
    )

    @Argument(help: "A SwiftUI file (.swift), or - for standard input, whose view to draw as a scene, instead of the gallery's cards.")
    public var file: String?

    @Option(help: "With a file: the view to draw, a View struct's name or a preview's title (the first #Preview by default).")
    public var view: String?

    @Option(help: "The page to draw: a family (toggle, picker...) or text, labelView, buttonView, image (every page by default).")
    public var page: String?

    @Option(help: "The family to draw (the same as --page with a family's name).")
    public var family: String?

    @Option(help: "Only this style of the page's family.")
    public var style: String?

    @Option(help: "A platform, or all (the default).")
    public var platform = "all"

    @Option(help: "The release of the platform, such as 17 (with one --platform; the others take the release of the same year).")
    public var osVersion: String?

    @Option(help: "Where the examples sit: standard, form, list, toolbar or menu (the configuration's by default).")
    public var placement: String?

    @Option(help: "light or dark (the configuration's by default).")
    public var scheme: String?

    @Option(help: "Draw with this configuration's chosen styles, parameters and example values.")
    public var config: String?

    @Option(help: "The width of each card, in pixels (200 to 1200).")
    public var size = 360

    @Flag(help: "Also write a contact sheet per page: every card on every platform in one captioned grid.")
    public var sheet = false

    @Flag(help: "Draw only each example's stage, without the card's title, badges and notes.")
    public var stageOnly = false

    @Option(help: ArgumentHelp("With a file: draw branch N (from 1) of the conditional at [FILE:]LINE[:COLUMN] instead of its default, as gallery scene lists them; repeatable.",
                               valueName: "place=N"))
    public var branch: [String] = []

    @Option(help: ArgumentHelp("With a file: a compilation condition #if sees as set, besides the target's; repeatable.", valueName: "NAME"))
    public var define: [String] = []

    @Option(help: "The folder to write into (created if missing; its parent must exist).")
    public var output: String

    public init() {}

    /// The cards the options ask for and the configuration they are drawn with, once every option is
    /// checked and the output folder is ready.
    ///
    /// - Throws: ``GalleryError`` for a bad option or a folder that cannot be written into.
    public func request() throws -> (jobs: [RenderJob], configuration: Configuration) {
        let request = try jobs()
        try checkSize()
        try Self.prepare(folder: output)
        return request
    }

    /// - Throws: ``GalleryError`` when `--size` is out of range.
    package func checkSize() throws {
        guard (200...1200).contains(size) else {
            throw GalleryError(say("--size \(size) is out of range: a card is drawn 200 to 1200 pixels wide"))
        }
    }

    /// The jobs the options ask for, and the configuration they are drawn with.
    private func jobs() throws -> (jobs: [RenderJob], configuration: Configuration) {
        if page != nil, family != nil { throw GalleryError(say("give --page or --family, not both")) }
        var pages: [GalleryPage] = []
        if let name = page ?? family {
            do {
                pages = [family != nil ? .family(try StyleFamily.named(name)) : try GalleryPage.named(name)]
            } catch {
                throw GalleryError(error)
            }
        }
        if style != nil, !pages.contains(where: { if case .family = $0 { true } else { false } }) {
            throw GalleryError(say("--style needs --page or --family naming a style family"))
        }
        let platforms = platform.lowercased() == "all" ? Platform.allCases : [try parseName(platform, as: Platform.self)]
        if osVersion != nil, platforms.count > 1 { throw GalleryError(say("--os-version needs one --platform")) }
        var configuration = Configuration()
        if let config {
            do {
                configuration = try ConfigurationFile.load(path: config)
            } catch {
                throw GalleryError(say("cannot import \(Quoting.path(config)): \(error.text)"))
            }
        }
        // One platform: it, in the release asked for; every platform: each in the release of the same year as the configuration's.
        var base = configuration.context
        if platforms.count == 1 {
            base.platform = platforms[0]
            base.release = try parseRelease(osVersion, for: platforms[0])
                ?? (platforms[0] == configuration.platform ? configuration.release : platforms[0].newestRelease)
        }
        if let placement { base.placement = try parseName(placement, as: Placement.self) }
        if let scheme { base.colorScheme = try parseName(scheme, as: ColorScheme.self) }
        configuration = configuration.with(base)
        do {
            return (try RenderJobs.jobs(pages: pages, style: style, platforms: platforms, base: base), configuration)
        } catch {
            throw GalleryError(error)
        }
    }

    /// Makes sure `folder` is a folder this user may write into, creating it if its parent exists.
    public static func prepare(folder: String) throws {
        guard !folder.isEmpty else { throw GalleryError(say("cannot write into '': the path is empty")) }
        var status = stat()
        if SystemPath.withCString(folder, { stat($0, &status) }) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw GalleryError(say("cannot write into \(Quoting.path(folder)): it is not a folder")) }
        } else if SystemPath.withCString(folder, { mkdir($0, 0o755) }) != 0 {
            let reason = errno == ENOENT || errno == ENOTDIR ? say("its parent folder does not exist") : AtomicFile.reason(errno)
            throw GalleryError(say("cannot create \(Quoting.path(folder)): \(reason)"))
        }
        guard SystemPath.withCString(folder, { access($0, W_OK | X_OK) }) == 0 else {
            throw GalleryError(say("cannot write into \(Quoting.path(folder)): \(AtomicFile.reason(errno))"))
        }
    }
}
