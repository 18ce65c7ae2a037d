import ArgumentParser
import GalleryModel
import GalleryTranslation

/// `gallery`: the SwiftUI style gallery. Without a subcommand it opens the window.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Browse SwiftUI's view styles, platform by platform, as real GTK widgets.",
        discussion: """
            Names are SwiftUI's (datePicker, roundedBorder, macOS) and are matched without regard to case.
            The list, resolve, code, plan, export, changes, scene and check commands need no display; render draws on a private X server;
            mcp serves the same answers to editors and agents; lsp serves check's diagnostics to editors as you type.
            """,
        version: GalleryProject.version,
        subcommands: [OpenCommand.self, ListCommand.self, ResolveCommand.self, CodeCommand.self, PlanCommand.self, ExportCommand.self,
                      ChangesCommand.self, SceneCommand.self, CheckCommand.self, RenderCommand.self, ServerCommand.self,
                      LanguageServerCommand.self, MessagesCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}

/// A failure the command line reports as one line and a non-zero exit, in the language the process speaks.
public struct GalleryError: Error, CustomStringConvertible {
    /// What went wrong.
    public let text: LocalizedText

    /// A failure the command line itself finds: `GalleryError(say("give --page or --family, not both"))`.
    public init(_ text: LocalizedText) {
        self.text = text
    }

    /// A failure the model explains.
    public init(_ error: some MessageError) {
        text = error.text
    }

    /// The message in the language spoken now.
    public var description: String {
        tr(text)
    }
}

/// A usage mistake a command finds once its arguments are parsed (a view page given with a card's options): one
/// line, which names the command's help, and exit status 2.
struct UsageMistake: Error, CustomStringConvertible {
    /// What was wrong with the command line.
    let text: LocalizedText

    /// The message in the language spoken now.
    var description: String {
        tr(text)
    }
}

/// Parses a SwiftUI name given on the command line, turning an unknown one into a one-line error.
public func parseName<Name: NamedValue>(_ name: String, as type: Name.Type) throws -> Name {
    do {
        return try Name.named(name)
    } catch {
        throw GalleryError(error)
    }
}

/// The release `text` names for `platform` ("17" finds 17.0), or nil for no text (the newest release).
///
/// - Throws: ``GalleryError`` naming the releases the gallery knows for the platform.
public func parseRelease(_ text: String?, for platform: Platform) throws -> OSVersion? {
    guard let text else { return nil }
    guard let version = OSVersion(text), let known = platform.release(version) else {
        throw GalleryError(UnknownNameError(kind: say("\(platform.rawValue) release"), kindPlural: say("\(platform.rawValue) releases"), name: text,
                                            validNames: platform.releases.map(\.description)))
    }
    return known
}

/// The style named `name` in `family`, and the value `argument` gives its parameter (nil: the default).
///
/// - Throws: ``GalleryError`` for an unknown style, an argument to a style without a parameter, or a value
///   the parameter does not have (naming the values it has).
func parseStyle(_ name: String, in family: StyleFamily, argument: String?) throws -> (style: StyleDescriptor, argument: String?) {
    let style: StyleDescriptor
    do {
        style = try StyleCatalog.style(named: name, in: family)
    } catch {
        throw GalleryError(error)
    }
    guard let argument else { return (style, nil) }
    guard let parameter = style.parameter else {
        throw GalleryError(say("the \(style.name) \(family.rawValue) style takes no parameter, so --argument \(Quoting.quoted(argument)) does not apply"))
    }
    guard parameter.choice(argument) != nil else {
        throw GalleryError(parameter.unknownValue(argument))
    }
    return (style, argument)
}
