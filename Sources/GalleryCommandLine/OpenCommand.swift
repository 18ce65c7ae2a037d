import ArgumentParser
import Foundation
import GalleryModel

/// `gallery` (or `gallery open`): the gallery window. The window program runs it (`OpenCommand.openWindow()`).
public struct OpenCommand: WindowCommand {
    public static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the gallery window (the default command).")

    /// The platform, release, placement and configuration file to start from.
    @OptionGroup public var options: ConfigurationOptions

    /// The page to start on, by name.
    @Option(help: "The page to open: a family (toggle, picker...), text, labelView, buttonView, image, or a scene (scene:SignInRow, scene-file:PATH).")
    public var page: String?

    public init() {}

    /// The page `--page` names, or nil without the option: a family or view page, or a scene (`scene:SignInRow`,
    /// `scene-file:PATH`), which the window reads as it opens.
    ///
    /// - Throws: ``GalleryError`` for a name no page has.
    public func startPage() throws -> GalleryPage? {
        guard let page else { return nil }
        do {
            return try GalleryPage.windowPage(named: page)
        } catch {
            throw GalleryError(error)
        }
    }

    /// Where the window's state is kept: the XDG state home's `swiftui-style-gallery/state.json`, the state
    /// home being `$XDG_STATE_HOME`, else `$HOME/.local/state` (the password database's home only without
    /// `HOME`).
    public var stateLocation: String? {
        // The variables' bytes, kept: a home that is not UTF-8 is still the home.
        let environment = ["XDG_STATE_HOME", "HOME"].reduce(into: [String: String]()) { $0[$1] = SystemPath.environment($1) }
        return StateFile.location(environment: environment, passwordHome: { NSHomeDirectory() })
    }
}
