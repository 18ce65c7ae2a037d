/// What `gallery render FILE.swift` draws: the file's view as a scene, one image per platform, each named after
/// the view, the platform and the scheme (`SignInRow-iOS-light.png`), as the cards' images are named.
public struct SceneRenderJob: Sendable, Equatable {
    /// What the scene is drawn for.
    public let context: Context
    /// The image's file name.
    public let fileName: String

    /// The tallest a scene's stage is drawn in an image, in pixels: a view of thousands of rows is drawn down to
    /// here, with a note, where the whole would be larger than an X window or a texture may be.
    public static let maximumStageHeight: Int32 = 8_000

    /// The jobs for the view named `view` on `platforms`, each in `base` moved to it (the release of the same year
    /// as `base`'s, its scheme and text size).
    public static func jobs(view: String, platforms: [Platform], base: Context) -> [SceneRenderJob] {
        platforms.map { platform in
            let context = base.on(platform)
            return SceneRenderJob(context: context, fileName: fileName(view: view, context: context))
        }
    }

    /// "SignInRow-iOS-light.png": the view's name with its punctuation turned into single dashes ("scene" when
    /// nothing is left of it), the platform and the scheme.
    public static func fileName(view: String, context: Context) -> String {
        let name = RenderJobs.dashed(view)
        return [name.isEmpty ? "scene" : name, context.platform.rawValue, context.colorScheme.rawValue].joined(separator: "-") + ".png"
    }
}
