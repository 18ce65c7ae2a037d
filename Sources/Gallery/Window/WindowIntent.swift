import CGtk
import GalleryModel

/// A change a person can ask of the window, its value typed. Each kind is one of the window's actions
/// (`win.platform`, `win.style`…): the header's drop-downs, the cards (choosing one, a parameter's value),
/// the variants view's drop-downs and the import's file chooser ask by activating it (``ask(from:)``);
/// keys, menus and the self-check activate it by name; ``MainWindow`` makes the change in the action's
/// handler, the one place where it is made. Whether an action keeps a state (the value shown) is the
/// window's to say: a style chosen or a parameter's value, one of many per page, and a file imported are
/// kept in the configuration only.
@MainActor
enum WindowIntent {
    case platform(Platform)
    case release(OSVersion)
    case placement(Placement)
    case page(GalleryPage)
    /// Choosing a family's style (selecting its card).
    case style(StyleDescriptor)
    /// A value of a style's parameter (its card's drop-down).
    case argument(String, of: StyleDescriptor)
    case variantsScope(VariantsView.Scope)
    case variantsAxis(Variants.Axis)
    /// Importing the configuration file at a path (chosen in `win.import`'s file chooser).
    case importFile(String)
    /// Opening the SwiftUI file at a path as a scene page (chosen in `win.open-scene`'s file chooser).
    case openSceneFile(String)
    /// Choosing a view of the open scene (its outline's row, or its control on the stage).
    case sceneNode(ScenePath)

    /// An intent's kind: the action's name, and the GVariant type of its parameter.
    enum Kind: String, CaseIterable {
        case platform, release, placement, page, style
        case argument = "style-argument"
        case variantsScope = "variants-scope"
        case variantsAxis = "variants-axis"
        case importFile = "import-file"
        case openSceneFile = "open-scene-file"
        case sceneNode = "scene-node"

        /// `s` for a name or a path; a style is `(ss)`, its family and name, and a parameter's value `(sss)`.
        var parameterType: String {
            switch self {
            case .style: "(ss)"
            case .argument: "(sss)"
            case .platform, .release, .placement, .page, .variantsScope, .variantsAxis, .importFile, .openSceneFile, .sceneNode: "s"
            }
        }
    }

    var kind: Kind {
        switch self {
        case .platform: .platform
        case .release: .release
        case .placement: .placement
        case .page: .page
        case .style: .style
        case .argument: .argument
        case .variantsScope: .variantsScope
        case .variantsAxis: .variantsAxis
        case .importFile: .importFile
        case .openSceneFile: .openSceneFile
        case .sceneNode: .sceneNode
        }
    }

    /// The action's parameter: a new, floating GVariant.
    var parameter: OpaquePointer {
        switch self {
        case .platform(let platform): g_variant_new_string(platform.rawValue)
        case .release(let release): g_variant_new_string(release.description)
        case .placement(let placement): g_variant_new_string(placement.rawValue)
        case .page(let page): g_variant_new_string(page.id)
        case .style(let style): Actions.tuple([style.family.rawValue, style.name])
        case .argument(let choice, let style): Actions.tuple([style.family.rawValue, style.name, choice])
        case .variantsScope(let scope): g_variant_new_string(scope.rawValue)
        case .variantsAxis(let axis): g_variant_new_string(axis.rawValue)
        case .importFile(let path): g_variant_new_string(path)
        case .openSceneFile(let path): g_variant_new_string(path)
        case .sceneNode(let path): g_variant_new_string(path.description)
        }
    }

    /// The intent an activation of `kind`'s action with `parameter` asks for; nil for a value the gallery does not know.
    init?(_ kind: Kind, parameter: OpaquePointer) {
        let strings = kind.parameterType == "s" ? [String(cString: g_variant_get_string(parameter, nil))] : Actions.strings(of: parameter)
        func style() -> StyleDescriptor? {
            StyleFamily(rawValue: strings[0]).flatMap { try? StyleCatalog.style(named: strings[1], in: $0) }
        }
        let intent: WindowIntent? = switch kind {
        case .platform: (try? Platform.named(strings[0])).map(WindowIntent.platform)
        case .release: OSVersion(strings[0]).map(WindowIntent.release)
        case .placement: (try? Placement.named(strings[0])).map(WindowIntent.placement)
        case .page: (try? GalleryPage.windowPage(named: strings[0])).map(WindowIntent.page)
        case .style: style().map(WindowIntent.style)
        case .argument: style().map { WindowIntent.argument(strings[2], of: $0) }
        case .variantsScope: VariantsView.Scope(rawValue: strings[0]).map(WindowIntent.variantsScope)
        case .variantsAxis: Variants.Axis(rawValue: strings[0]).map(WindowIntent.variantsAxis)
        case .importFile: .importFile(strings[0])
        case .openSceneFile: .openSceneFile(strings[0])
        case .sceneNode: ScenePath(parsing: strings[0]).map(WindowIntent.sceneNode)
        }
        guard let intent else { return nil }
        self = intent
    }

    /// Asks for the change by activating its action from `widget`, a widget inside the window; the window
    /// makes it, and its observers follow once the signal `widget` is in has returned. Outside a window
    /// (a card drawn by `gallery render`) nothing happens.
    func ask(from widget: UnsafeMutablePointer<GtkWidget>) {
        Actions.activate(widget, "win." + kind.rawValue, variant: parameter)
    }
}
