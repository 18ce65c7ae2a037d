import Foundation

/// The files the running gallery reads besides its code: the stylesheet, the icons, the image assets, the shipped
/// scene files and the translations.
///
/// They are found from where the executable itself is (through `/proc/self/exe`, so a symbolic link to it in
/// `PATH` finds the same files), never from the source tree. Two layouts:
///
/// - a build folder (`swift build`): SwiftPM's resource bundle `SwiftUIStyleGallery_GalleryResources.resources`
///   beside the executable holds the stylesheet, `icons/`, `images/` and `scenes/`; translations are in `locale/` beside it;
/// - an installation (`scripts/install`): `gallery` in `<prefix>/bin`, the window program, the MCP server and the reading program in
///   `<prefix>/libexec/swiftui-style-gallery`, the stylesheet, `images/` and `scenes/` in `<prefix>/share/swiftui-style-gallery`, the
///   icons in `<prefix>/share/icons`, the translations in `<prefix>/share/locale`.
public enum GalleryResources {
    /// The name of the window program, the executable that draws with GTK.
    public static let windowProgramName = "gallery-window"

    /// The name of the Model Context Protocol server, the executable `gallery mcp` becomes.
    public static let serverProgramName = "gallery-mcp"

    /// The name of the reading program, the executable that links SwiftSyntax: `gallery scene`, `gallery check` and
    /// `gallery lsp` (the Language Server Protocol server) become it.
    public static let readerProgramName = "gallery-reader"

    /// The folders the stylesheet is looked for in, in order: the build folder's resource bundle, then the
    /// installation's data folder as seen from `bin/` and from `libexec/swiftui-style-gallery/`.
    public static let dataFolderCandidates: [URL] = [
        executableFolder.appendingPathComponent("SwiftUIStyleGallery_GalleryResources.resources"),
        executableFolder.deletingLastPathComponent().appendingPathComponent("share/swiftui-style-gallery"),
        executableFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/swiftui-style-gallery"),
    ]

    /// Where the window program is: beside `gallery` in a build folder, in `<prefix>/libexec/swiftui-style-gallery`
    /// when installed; nil when neither layout is there.
    public static var windowProgram: URL? {
        program(named: windowProgramName)
    }

    /// Where the Model Context Protocol server is: beside `gallery` in a build folder, in
    /// `<prefix>/libexec/swiftui-style-gallery` when installed; nil when neither layout is there.
    public static var serverProgram: URL? {
        program(named: serverProgramName)
    }

    /// Where the reading program is: beside `gallery` in a build folder, in `<prefix>/libexec/swiftui-style-gallery`
    /// when installed; nil when neither layout is there.
    public static var readerProgram: URL? {
        program(named: readerProgramName)
    }

    /// Where the program `name`, which `gallery` hands commands to, is in the layout the executable is in.
    private static func program(named name: String) -> URL? {
        switch layout {
        case .buildFolder: executableFolder.appendingPathComponent(name)
        case .installed(let prefix): prefix.appendingPathComponent("libexec/swiftui-style-gallery/\(name)")
        case nil: nil
        }
    }

    /// The window's structural stylesheet (cards, badges, stages, emulated controls), or nil when neither
    /// layout is there.
    public static var stylesheet: String? {
        guard let folder = layout?.dataFolder else { return nil }
        return try? String(contentsOf: folder.appendingPathComponent("gallery.css"), encoding: .utf8)
    }

    /// The folder of the shipped scene files (`SceneExamples`), `scenes/` beside the stylesheet; nil when neither
    /// layout is there.
    public static var sceneFolder: URL? {
        layout?.dataFolder.appendingPathComponent("scenes")
    }

    /// The folder of the image assets the Image page shows (`ImageAsset`), `images/` beside the stylesheet; nil when
    /// neither layout is there.
    public static var imageFolder: URL? {
        layout?.dataFolder.appendingPathComponent("images")
    }

    /// A folder to add to the icon theme's search path, laid out as `hicolor/scalable/apps/…`; nil when
    /// neither layout is there.
    public static var iconFolder: URL? {
        switch layout {
        case .buildFolder(let bundle): bundle.appendingPathComponent("icons")
        case .installed(let prefix): prefix.appendingPathComponent("share/icons")
        case nil: nil
        }
    }

    /// The folder of the gettext catalogues, laid out as `<language>/LC_MESSAGES/<domain>.mo` (the folder
    /// `bindtextdomain` takes); nil when neither layout is there. It need not exist: a build without
    /// translations has none.
    public static var localeFolder: URL? {
        switch layout {
        case .buildFolder: executableFolder.appendingPathComponent("locale")
        case .installed(let prefix): prefix.appendingPathComponent("share/locale")
        case nil: nil
        }
    }

    /// The folder the running executable is in, its symbolic links resolved.
    private static let executableFolder: URL = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }()

    /// Which layout the executable is in: the first of ``dataFolderCandidates`` that is a folder.
    private static let layout: Layout? = {
        var isFolder: ObjCBool = false
        let found = dataFolderCandidates.firstIndex { FileManager.default.fileExists(atPath: $0.path, isDirectory: &isFolder) && isFolder.boolValue }
        switch found {
        case 0: return .buildFolder(bundle: dataFolderCandidates[0])
        case 1: return .installed(prefix: executableFolder.deletingLastPathComponent())
        case 2: return .installed(prefix: executableFolder.deletingLastPathComponent().deletingLastPathComponent())
        default: return nil
        }
    }()

    /// Where the executable's resources are.
    private enum Layout {
        /// In a build folder, with SwiftPM's resource bundle beside the executable.
        case buildFolder(bundle: URL)
        /// Installed under a prefix, the executable in its `bin/` or `libexec/swiftui-style-gallery/`.
        case installed(prefix: URL)

        /// The folder that holds the stylesheet.
        var dataFolder: URL {
            switch self {
            case .buildFolder(let bundle): bundle
            case .installed(let prefix): prefix.appendingPathComponent("share/swiftui-style-gallery")
            }
        }
    }
}
