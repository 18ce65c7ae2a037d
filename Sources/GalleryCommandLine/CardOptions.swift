import ArgumentParser
import GalleryModel

/// The options that pick one card: a family, one of its styles, a platform, a release and a placement.
struct CardOptions: ParsableArguments {
    @Argument(help: "The style family: button, toggle, picker, datePicker, ...")
    var family: String

    @Option(help: "The style.")
    var style = "automatic"

    @Option(help: "The emulated platform: iOS, iPadOS, macOS, tvOS, watchOS or visionOS.")
    var platform = "iOS"

    @Option(help: "The release of the platform, such as 17 or 10.15 (the newest the gallery knows by default).")
    var osVersion: String?

    @Option(help: "Where the view sits: standard, form, list, toolbar or menu.")
    var placement = "standard"

    @Option(help: "The value of the style's parameter, such as .never for page(indexDisplayMode:) (gallery list names them).")
    var argument: String?

    /// The family, platform, release (nil: the newest) and placement the options name.
    func names() throws -> (family: StyleFamily, platform: Platform, release: OSVersion?, placement: Placement) {
        let family = try parseName(family, as: StyleFamily.self)
        let platform = try parseName(platform, as: Platform.self)
        let placement = try parseName(placement, as: Placement.self)
        return (family, platform, try parseRelease(osVersion, for: platform), placement)
    }

    /// How the chosen style resolves on the chosen platform in the chosen placement.
    func resolution() throws -> Resolution {
        let names = try names()
        let chosen = try parseStyle(style, in: names.family, argument: argument)
        return StyleResolver.resolve(chosen.style, platform: names.platform, release: names.release, argument: chosen.argument,
                                     placement: names.placement)
    }
}
