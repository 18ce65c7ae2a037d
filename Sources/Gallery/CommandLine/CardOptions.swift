import ArgumentParser
import GalleryModel

/// The options that pick one card: a family, one of its styles, a platform and a placement.
struct CardOptions: ParsableArguments {
    @Argument(help: "The style family: button, toggle, picker, datePicker, ...")
    var family: String

    @Option(help: "The style (automatic by default).")
    var style = "automatic"

    @Option(help: "The emulated platform: iOS, iPadOS, macOS, tvOS, watchOS or visionOS.")
    var platform = "iOS"

    @Option(help: "Where the view sits: standard, form, list, toolbar or menu.")
    var placement = "standard"

    /// How the chosen style resolves on the chosen platform in the chosen placement.
    func resolution() throws -> Resolution {
        let family = try parseName(family, as: StyleFamily.self)
        let platform = try parseName(platform, as: Platform.self)
        let placement = try parseName(placement, as: Placement.self)
        do {
            return try StyleResolver.resolve(family, style: style, platform: platform, placement: placement)
        } catch {
            throw GalleryError(error.description)
        }
    }
}
