import ArgumentParser
import GalleryModel

/// The options that pick one card: a family, one of its styles, a platform, a release and a placement. `code` and
/// `plan` also take a view page in the family's place, with the platform, release and placement it is drawn in.
struct CardOptions: ParsableArguments {
    @Argument(help: "The style family: button, toggle, picker, datePicker, ... (code and plan: or a view page, such as text).")
    var family: String

    @Option(help: "The style (automatic by default, or the family's only style where Apple names no automatic one).")
    var style: String?

    @Option(help: "The emulated platform: iOS, iPadOS, macOS, tvOS, watchOS or visionOS.")
    var platform = "iOS"

    @Option(help: "The release of the platform, such as 17 or 10.15 (the newest the gallery knows by default).")
    var osVersion: String?

    @Option(help: "Where the view sits: standard, form, list, toolbar or menu (standard by default).")
    var placement: String?

    @Option(help: "The value of the style's parameter, such as .never for page(indexDisplayMode:) (gallery list names them).")
    var argument: String?

    /// The family, platform, release (nil: the newest) and placement the options name.
    func names() throws -> (family: StyleFamily, platform: Platform, release: OSVersion?, placement: Placement) {
        let family = try parseName(family, as: StyleFamily.self)
        let platform = try parseName(platform, as: Platform.self)
        let placement = try parseName(placement ?? Placement.standard.rawValue, as: Placement.self)
        return (family, platform, try parseRelease(osVersion, for: platform), placement)
    }

    /// How the chosen style resolves on the chosen platform in the chosen placement.
    func resolution() throws -> Resolution {
        let names = try names()
        let chosen = try parseStyle(style ?? StyleCatalog.family(names.family).automatic.name, in: names.family, argument: argument)
        return StyleResolver.resolve(chosen.style, platform: names.platform, release: names.release, argument: chosen.argument,
                                     placement: names.placement)
    }

    /// What `code` and `plan` show: a view page's examples in the configuration the options name, or one card.
    enum Shown {
        /// Every example of a view page, in the window's order.
        case page(ViewPage, [ViewExample])
        /// A family's card.
        case card(ExamplePlan)
    }

    /// The view page's examples when the first argument names a view page, else the family's card.
    ///
    /// - Throws: ``UsageMistake`` for a name that is neither a family nor a view page, or a view page given a
    ///   card's `--style` or `--argument`; ``GalleryError`` for any other bad name.
    func shown() throws -> Shown {
        if (try? StyleFamily.named(family)) != nil {
            return .card(Planner.plan(try resolution()))
        }
        let pages = ViewPage.allCases
        guard let page = pages.first(where: { $0.rawValue.lowercased() == family.lowercased() }) else {
            let names = StyleFamily.allCases.map(\.rawValue) + pages.map(\.rawValue)
            throw UsageMistake(text: say("unknown family or view page \(Quoting.quoted(family)); valid names: \(names.joined(separator: ", "))"))
        }
        let cardOnly = [("--style", style), ("--argument", argument)].compactMap { $0.1 == nil ? nil : $0.0 }
        guard cardOnly.isEmpty else {
            throw UsageMistake(text: say("\(page.rawValue) is a view page, without cards: leave out \(cardOnly.joined(separator: " and "))"))
        }
        var configuration = Configuration(platform: try parseName(platform, as: Platform.self))
        if let release = try parseRelease(osVersion, for: configuration.platform) {
            do { try configuration.chooseRelease(release) } catch { throw GalleryError(error) }
        }
        if let placement { configuration.placement = try parseName(placement, as: Placement.self) }
        return .page(page, page.examples(for: configuration))
    }
}
