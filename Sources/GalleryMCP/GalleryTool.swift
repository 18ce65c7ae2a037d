import GalleryModel
import MCP

/// The server's tools. Each is a command of the command line: its arguments are the command's options, named as
/// the options are (in camel case), and its answer is what the command prints.
enum GalleryTool: String, CaseIterable, Sendable {
    case listStyles = "list_styles"
    case resolve
    case code
    case scene
    case check
    case render

    /// The command line's command.
    var command: String {
        switch self {
        case .listStyles: "list"
        case .resolve, .code, .scene, .check, .render: rawValue
        }
    }

    /// What the tool takes and returns, for the agent that calls it.
    var description: String {
        switch self {
        case .listStyles:
            """
            Lists every SwiftUI style family the gallery knows (button, toggle, picker, ...) with each style, the \
            platforms that have it, its parameter's values and deprecations: exactly what `gallery list` prints. \
            Returns one text item; with json true, a JSON array of families, each with view, modifier, availability \
            and styles (name, origin, platforms, availability, deprecated (releases), deprecatedInFutureRelease \
            (platforms), replacement, parameter, source, summary, code).
            """
        case .resolve:
            """
            Resolves a style of a family (automatic by default) on a platform, release and placement: what SwiftUI \
            draws there and why. Exactly what `gallery resolve FAMILY` prints: the first text item is the resolved \
            style's SwiftUI name (with json true, a JSON object with the reason chain in English and localized, the \
            sources, availability, deprecation (deprecated, deprecatedInFutureRelease) and effective placement); a second text item, when present, holds \
            the notes the command writes on standard error (unavailable, deprecated, Apple's page disagreeing). With \
            stack (label only), composes label styles and says the visible parts. A bad name is an error result \
            whose text is the command's one-line message.
            """
        case .code:
            """
            Returns the SwiftUI code of a style's example card, as the window's inspector shows it and `gallery code \
            FAMILY` prints it: one text item of Swift source. A bad name is an error result whose text is the \
            command's one-line message.
            """
        case .scene:
            """
            Reads SwiftUI source (source: the text of a .swift file; or file: the path of a .swift file inside a folder \
            the client shared, its roots or else the server's working folder), resolves every \
            control's style on a platform and release from the modifiers and containers around it, and returns \
            exactly what `gallery scene` prints: one text item, the view tree one line per view (each control with \
            its requested and resolved style, availability, where its style was set and the last reason), then the \
            reader's diagnostics as FILE:LINE:COLUMN: severity: message; with json true, a JSON object of nodes and \
            diagnostics. Source given as text is named <stdin>, as `gallery scene -` names standard input. A file \
            that cannot be read, or has no view, is an error result holding the one FILE:LINE:COLUMN: error: line; a path \
            outside the shared folders, or not a Swift file, is an error result naming the rule.
            """
        case .check:
            """
            Checks every SwiftUI style and view used in Swift source or a project folder, as the compiler checks \
            availability (#if per platform, if #available and @available raising the release, the project's own \
            styles known), against deployment targets: those given (targets, such as ["iOS=17", "macOS=14"]), or \
            without them those of the Swift packages and Xcode projects that build each file. Returns exactly what \
            `gallery check` prints: a text item of FILE:LINE:COLUMN: error|warning|note: message lines (a note for \
            each region not read; with format json, one JSON document: targets, projects, files with their targets, \
            diagnostics {file, line, column, severity, message, localizedMessage, rule} and notRead regions, and the \
            counts), and a text item with the summary ("1 error, 0 warnings, 2 regions not read in 12 files"). \
            Findings are the answer, not an error; a bad target, or source without targets, is an error result with \
            the command's one-line message. Give source \
            (Swift text, named <stdin>) or paths (.swift files and folders of them inside the folders the client \
            shared: its roots, or else the server's working folder; anything else is an error result naming the rule).
            """
        case .render:
            """
            Draws a card (family with style, or page) or the view of SwiftUI source (source, or file: a .swift file \
            inside a folder the client shared) with the \
            gallery's real GTK widgets on a private X server, as `gallery render` does, and returns each PNG as image \
            content (image/png, base64), each after a text item naming its file (toggle-switch-iOS-light.png, \
            SignInRow-iOS-light.png). Without style, every style of the family is drawn; platform all (the command \
            line's default) draws each platform: pass one platform for one image. Takes a few seconds. A bad option \
            or unreadable source is an error result with the command's one-line message.
            """
        }
    }

    /// The tool's arguments, in the order they become the command line's words.
    var parameters: [ToolParameter] {
        switch self {
        case .listStyles:
            [Self.json("the catalog as JSON")]
        case .resolve:
            Self.card + [
                ToolParameter(name: "stack", kind: .string(choices: nil), spelling: .option("--stack"),
                              description: "Label only: comma-separated label styles, closest to the Label first (Shadow,iconOnly)."),
                ToolParameter(name: "accessibilitySize", kind: .boolean, spelling: .option("--accessibility-size"),
                              description: "Label only: compose the stack at an accessibility text size."),
                Self.json("the resolution as JSON, with its reasons and sources"),
            ]
        case .code:
            Self.card
        case .scene:
            [
                Self.source, Self.file("The path of a SwiftUI file to read (instead of source)."),
                ToolParameter(name: "view", kind: .string(choices: nil), spelling: .option("--view"),
                              description: "The view to resolve: a View struct's name or a preview's title (the first #Preview by default)."),
                Self.platform(choices: Platform.allCases.map(\.rawValue), default: "iOS"),
                Self.osVersion,
                Self.json("the resolved tree and diagnostics as JSON"),
            ]
        case .check:
            [
                Self.source,
                ToolParameter(name: "paths", kind: .strings, spelling: .path(.swiftFileOrFolder),
                              description: "Swift files and folders to check, instead of source: each inside a folder the client shared (its roots, or the server's working folder), a .swift file or a folder searched for .swift files (a link out of the shared folders is refused)."),
                ToolParameter(name: "targets", kind: .strings, spelling: .option("--target"),
                              description: "Deployment targets, PLATFORM=RELEASE, one per platform: [\"iOS=17\", \"macOS=14.2\"]. Without them, each file is checked for the targets of the projects that build it (source needs them)."),
                ToolParameter(name: "format", kind: .string(choices: ["text", "json"]), spelling: .option("--format"),
                              description: "text (the default): compiler-style lines; json: one JSON document."),
            ]
        case .render:
            [
                Self.source, Self.file("The path of a SwiftUI file whose view to draw (instead of source)."),
                ToolParameter(name: "view", kind: .string(choices: nil), spelling: .option("--view"),
                              description: "With source or file: the view to draw, a View struct's name or a preview's title."),
                ToolParameter(name: "page", kind: .string(choices: nil), spelling: .option("--page"),
                              description: "The page whose cards to draw: a family (toggle, picker...) or text, labelView, buttonView."),
                ToolParameter(name: "family", kind: .string(choices: nil), spelling: .option("--family"),
                              description: "The family whose cards to draw (the same as page with a family's name)."),
                ToolParameter(name: "style", kind: .string(choices: nil), spelling: .option("--style"),
                              description: "Only this style of the family (every style without it)."),
                Self.platform(choices: Platform.allCases.map(\.rawValue) + ["all"], default: "all"),
                Self.osVersion,
                Self.placement(default: "the configuration's, standard"),
                ToolParameter(name: "scheme", kind: .string(choices: ColorScheme.allCases.map(\.rawValue)), spelling: .option("--scheme"),
                              description: "light or dark (light by default)."),
                ToolParameter(name: "size", kind: .integer, spelling: .option("--size"),
                              description: "The width of each card in pixels, 200 to 1200 (360 by default)."),
                ToolParameter(name: "stageOnly", kind: .boolean, spelling: .option("--stage-only"),
                              description: "Draw only each example's stage, without the card's title, badges and notes."),
            ]
        }
    }

    /// The arguments without which the tool cannot answer.
    var required: [String] {
        switch self {
        case .resolve, .code: ["family"]
        case .listStyles, .scene, .check, .render: []
        }
    }

    /// The MCP description of the tool: its name, what it does, and its arguments' JSON schema.
    var definition: Tool {
        let properties = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.schema) })
        return Tool(
            name: rawValue,
            description: description,
            inputSchema: [
                "type": "object",
                "properties": .object(properties),
                "required": .array(required.map(Value.string)),
                "additionalProperties": false,
            ],
            annotations: .init(title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
        )
    }

    /// The tool's title, which says what it reads: nothing but the gallery's catalog, or Swift source given as text
    /// or in `.swift` files inside the client's folders. None writes anything.
    var title: String {
        switch self {
        case .listStyles: "List the SwiftUI styles (reads only the gallery's catalog)"
        case .resolve: "Resolve a SwiftUI style (reads only the gallery's catalog)"
        case .code: "A style's SwiftUI code (reads only the gallery's catalog)"
        case .scene: "Resolve a SwiftUI view (reads Swift text, or a .swift file inside the client's folders)"
        case .check: "Check SwiftUI against deployment targets (reads Swift text, or .swift files and folders inside the client's folders)"
        case .render: "Draw a card or SwiftUI view as PNG (reads Swift text, or a .swift file inside the client's folders)"
        }
    }

    // The arguments several tools share, as the command line's options say them.

    /// `family`, `style`, `platform`, `osVersion`, `placement` and `argument`: the options that pick one card.
    private static let card: [ToolParameter] = [
        ToolParameter(name: "family", kind: .string(choices: nil), spelling: .positional,
                      description: "The style family: button, toggle, picker, datePicker, ... (list_styles names them)."),
        ToolParameter(name: "style", kind: .string(choices: nil), spelling: .option("--style"),
                      description: "The style (automatic by default), as SwiftUI names it: switch, borderedProminent, ..."),
        platform(choices: Platform.allCases.map(\.rawValue), default: "iOS"),
        osVersion,
        placement(default: "standard"),
        ToolParameter(name: "argument", kind: .string(choices: nil), spelling: .option("--argument"),
                      description: "The value of the style's parameter, such as .never for page(indexDisplayMode:) (list_styles names them)."),
    ]

    private static func platform(choices: [String], default value: String) -> ToolParameter {
        ToolParameter(name: "platform", kind: .string(choices: choices), spelling: .option("--platform"),
                      description: "The emulated platform (\(value) by default).")
    }

    private static let osVersion = ToolParameter(
        name: "osVersion", kind: .string(choices: nil), spelling: .option("--os-version"),
        description: "The release of the platform, such as \"17\" or \"10.15\" (the newest the gallery knows by default).")

    private static func placement(default value: String) -> ToolParameter {
        ToolParameter(name: "placement", kind: .string(choices: Placement.allCases.map(\.rawValue)), spelling: .option("--placement"),
                      description: "Where the view sits (\(value) by default).")
    }

    private static let source = ToolParameter(
        name: "source", kind: .string(choices: nil), spelling: .standardInput,
        description: "SwiftUI source: the text of a .swift file (a View struct, a #Preview, or a bare view expression), at most 1 MiB.")

    private static func file(_ description: String) -> ToolParameter {
        ToolParameter(name: "file", kind: .string(choices: nil), spelling: .path(.swiftFile),
                      description: description + " It must be a .swift file inside a folder the client shared (its roots, or the server's working folder).")
    }

    private static func json(_ what: String) -> ToolParameter {
        ToolParameter(name: "json", kind: .boolean, spelling: .option("--json"), description: "Print \(what) instead of text.")
    }
}
