import Foundation
import ArgumentParser
import GalleryCommandLine
import GalleryModel
import GallerySceneReader
import GalleryTranslation

/// `gallery render FILE`: the file's view read for each platform drawn. The window program draws what this reads.
extension RenderCommand {
    /// The view the file names, read for each platform asked for (its `#if os` as that platform's compiler sees it),
    /// with the image it is drawn into, once every option is checked and the output folder is ready; nil without a file
    /// (the cards are drawn).
    ///
    /// - Throws: ``GalleryError`` for a bad option, an option that applies only to cards, or a folder that
    ///   cannot be written into; after writing the reader's one line on standard error, exit status 1 for a file
    ///   that cannot be read or has no such view.
    public func sceneRequest() throws -> [(scene: Scene, job: SceneRenderJob)]? {
        guard let file else {
            let fileOptions = [("--view", view != nil), ("--branch", !branch.isEmpty), ("--define", !define.isEmpty)]
            if let option = fileOptions.first(where: \.1)?.0 { throw GalleryError(say("\(option) applies to a SwiftUI file; give the file too")) }
            return nil
        }
        let cardOptions = [("--page", page != nil), ("--family", family != nil), ("--style", style != nil), ("--config", config != nil),
                           ("--sheet", sheet)]
        if let option = cardOptions.first(where: \.1)?.0 { throw GalleryError(say("\(option) applies to cards, not to a SwiftUI file")) }
        let platforms = platform.lowercased() == "all" ? Platform.allCases : [try parseName(platform, as: Platform.self)]
        if osVersion != nil, platforms.count > 1 { throw GalleryError(say("--os-version needs one --platform")) }
        var base = Context(platform: platforms[0], release: try parseRelease(osVersion, for: platforms[0]))
        if let placement { base.placement = try parseName(placement, as: Placement.self) }
        if let scheme { base.colorScheme = try parseName(scheme, as: ColorScheme.self) }
        try checkSize()
        // Standard input is read once, and its bytes again for each platform.
        var input: [UInt8]?
        if file == SceneFileReading.standardInput {
            do throws(SceneFileError) {
                input = try SceneFileReading.standardInputBytes(io: .standardStreams)
            } catch {
                printError(tr(error.text))
                throw ExitCode(1)
            }
        }
        // A place without a file is in the file drawn, named by its absolute path as its project names it.
        let own = file == SceneFileReading.standardInput ? nil : URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.path
        let branches = try SceneBranchOption.choices(branch, inFile: own)
        let request = try platforms.map { platform in
            let options = SceneReadingOptions(platform: platform, conditions: Set(define), branches: branches,
                                              languages: Translation.language.appLanguages)
            let scene = try input.map { try SceneFileReading.scene(inStandardInput: $0, named: view, options: options, io: .standardStreams) }
                ?? SceneFileReading.scene(in: file, named: view, options: options, io: .standardStreams)
            guard let job = SceneRenderJob.jobs(view: scene.name, platforms: [platform], base: base).first else {
                preconditionFailure("one job is made for each platform")
            }
            return (scene, job)
        }
        try Self.prepare(folder: output)
        return request
    }
}
