/// What the walk of ``SceneResolver`` carries down a scene: per family the style modifiers in force (closest
/// first), the placement the nearest container gives and which container gave it, and the other values the
/// modifiers set.
///
/// A modifier applies to the view it is written on and to every view under it; of several on one view the first
/// written is the closest (View styles: "These modifiers typically propagate throughout a container view";
/// https://developer.apple.com/documentation/swiftui/view-styles; reference/view-styles.zh.md, the opening).
struct SceneEnvironment {
    /// Per family, the style modifiers between a view and the root, the closest first.
    var styles: [StyleFamily: [SceneStyleSetting]] = [:]
    /// The placement `automatic` resolves in here.
    var placement: Placement
    /// The container that set ``placement``, or nil when no container did (the scene's own placement).
    var container: SceneContainer?
    /// The toolbar item holding the view, inside toolbar content.
    var toolbarItem: SceneToolbarItem?
    /// Tint, control size, disabled, font and foreground style.
    var values = SceneEnvironmentValues()
    /// Per family, the style modifiers around a view that do not reach it because the system draws the view its own way
    /// (a swipe action's Button is the row's swipe button, whatever `.buttonStyle` the List sets), the closest first.
    var withheld: [StyleFamily: [SceneStyleSetting]] = [:]
    /// The NavigationSplitView whose sidebar column holds the view, up to the first container inside that column.
    var sidebarColumn: SceneSplitViewColumn?

    /// The environment inside `node` at `path`: its modifiers applied, the last written first, so the first
    /// written, the closest to the view, is the one in force.
    func applying(_ node: SceneNode, at path: ScenePath) -> SceneEnvironment {
        applying(node.modifiers[...], of: node, at: path)
    }

    /// The environment where `node`'s `index`th modifier stands: the modifiers written after it (outside it) applied,
    /// not those before it. An `.overlay { }`'s views are drawn there.
    func applying(_ node: SceneNode, outside index: Int, at path: ScenePath) -> SceneEnvironment {
        applying(node.modifiers[(index + 1)...], of: node, at: path)
    }

    private func applying(_ modifiers: ArraySlice<SceneModifier>, of node: SceneNode, at path: ScenePath) -> SceneEnvironment {
        guard !modifiers.isEmpty else { return self }
        var inner = self
        for modifier in modifiers.reversed() {
            switch modifier.kind {
            case .style(let style, let argument):
                let site = StyleSite(location: modifier.location, view: node.kind, path: path)
                inner.styles[style.family, default: []].insert(SceneStyleSetting(style: style, argument: argument, site: site), at: 0)
            case .projectStyle(let family, let written, let body):
                // The project's style stands nearest: drawn from its code where it was read, else the automatic style
                // stands in for its look.
                let site = StyleSite(location: modifier.location, view: node.kind, path: path)
                let setting = SceneStyleSetting(style: StyleCatalog.family(family).automatic, argument: nil, site: site, projectStyle: written,
                                                styleBody: body)
                inner.styles[family, default: []].insert(setting, at: 0)
            case .tint(let color): inner.values.tint = color
            case .controlSize(let size): inner.values.controlSize = size
            // A disabled ancestor keeps its views disabled whatever a closer `.disabled(false)` says:
            // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
            case .disabled(let disabled): inner.values.isDisabled = inner.values.isDisabled || disabled
            case .font(let font): inner.values.font = font
            case .foregroundStyle(let color): inner.values.foregroundStyle = color
            // A choice on a style's configuration is made when the style is bound to its control, never left standing.
            case .navigationTitle, .toolbar, .contextMenu, .attached, .chosen, .togglesOnTap, .searchable, .other: break
            }
        }
        return inner
    }

    /// The environment a custom style of `family` draws its body in: the style closest in force taken away, so the
    /// control its code builds (`Label(configuration)`) takes the style in force outside it ("useful for custom toggle
    /// styles that only modify the current toggle style": https://developer.apple.com/documentation/swiftui/toggle/init(_:)).
    func outside(_ family: StyleFamily) -> SceneEnvironment {
        var inner = self
        inner.styles[family] = Array((styles[family] ?? []).dropFirst())
        return inner
    }

    /// The environment with `family`'s styles in force withheld: they no longer reach the views inside, which say so.
    func withholding(_ family: StyleFamily) -> SceneEnvironment {
        var inner = self
        inner.withheld[family] = (styles[family] ?? []) + (withheld[family] ?? [])
        inner.styles[family] = nil
        return inner
    }

    /// The environment of the views a container holds: `placement`, set by `container`.
    func inside(_ container: SceneContainer, placement: Placement) -> SceneEnvironment {
        var inner = self
        inner.placement = placement
        inner.container = container
        inner.toolbarItem = nil
        inner.sidebarColumn = nil
        return inner
    }
}

/// The sidebar column of a NavigationSplitView: its first closure
/// (https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:): "The view to show in
/// the leading column"), named by where the split view is written.
struct SceneSplitViewColumn: Equatable {
    let location: SceneLocation

    /// "NavigationSplitView at 39:9".
    var text: LocalizedText {
        SceneSiteText.view(.styled(.navigationSplitView), at: location)
    }
}

/// A style modifier in force: the style, its parameter's value as written, and where it was written.
struct SceneStyleSetting {
    let style: StyleDescriptor
    let argument: String?
    let site: StyleSite
    /// A style of the project's own, as written (`BadgeStyle()`); ``style`` is then its family's automatic style, which
    /// stands in for it.
    var projectStyle: String? = nil
    /// The project's style's `makeBody` as the reader read it; nil where it could not be read (the automatic style then
    /// stands in for its look).
    var styleBody: SceneStyleBody? = nil

    /// The modifier as source writes it, with the parameter's value written: `.toggleStyle(.button)`,
    /// `.tabViewStyle(.page(indexDisplayMode: .always))`.
    var modifierText: String {
        if let projectStyle { return ".\(style.family.modifierName)(\(projectStyle))" }
        return style.modifiers(choosing: argument).first ?? style.modifier
    }
}

/// The container that gave a view its placement: a Form, a List, a Menu's content, a `.toolbar { }` or a
/// `.contextMenu { }`, with the view it is (or is written on) and where.
struct SceneContainer {
    /// Which kind of container.
    enum Kind: Equatable {
        case form, list, menu, toolbar, contextMenu
        /// A presentation, a dialog, swipe actions or a tab item the view's modifier holds (a layer is no container).
        case attachment(SceneAttachment.Kind)

        /// The kind of container a view of a family is that gives its content `placement`, or nil where the view does
        /// not set the placement around itself (a toolbar is a modifier's).
        init?(_ placement: Placement) {
            switch placement {
            case .form: self = .form
            case .list: self = .list
            case .menu: self = .menu
            case .standard, .toolbar: return nil
            }
        }
    }

    let kind: Kind
    /// The Form, List or Menu, or the view the `.toolbar` or `.contextMenu` modifier is written on.
    let view: SceneViewKind
    /// Where the container (or the view the modifier is written on) begins.
    let location: SceneLocation

    /// "Menu at 4:5", or "Menu" for a scene built without source.
    var viewText: LocalizedText {
        SceneSiteText.view(view, at: location)
    }

    /// How a reason names the container: "Form at 2:3", "the toolbar of Color at 3:9".
    var text: LocalizedText {
        switch kind {
        case .form, .list, .menu: viewText
        case .toolbar: say("the toolbar of \(viewText)")
        case .contextMenu: say("the context menu of \(viewText)")
        case .attachment(let kind): say("the \(LocalizedText.verbatim("." + kind.rawValue)) of \(viewText)")
        }
    }

    /// Apple's page on what the container does to the views it holds.
    var source: String {
        switch kind {
        // "SwiftUI applies platform-appropriate styling to views contained inside a form."
        case .form: "https://developer.apple.com/documentation/swiftui/form"
        case .list: "https://developer.apple.com/documentation/swiftui/list"
        case .menu, .contextMenu: SceneSources.menus
        case .toolbar: "https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj"
        case .attachment(let kind): SceneSources.attachment(kind)
        }
    }
}

/// A `ToolbarItem` or `ToolbarItemGroup` in toolbar content, with its `placement:` argument as written.
struct SceneToolbarItem {
    let kind: SceneLayout
    let placement: String?
    let location: SceneLocation
}

/// How reasons name a view and where it was written.
enum SceneSiteText {
    /// "HStack at 3:5", or "HStack" for a view built without source (a card's scene).
    static func view(_ view: SceneViewKind, at location: SceneLocation) -> LocalizedText {
        location == .none ? .verbatim(view.typeName) : say("\(LocalizedText.verbatim(view.typeName)) at \(LocalizedText.verbatim(location.description))")
    }
}

/// Apple's pages the scene steps cite more than once.
enum SceneSources {
    /// View styles: style modifiers propagate through the containers they are written on.
    static let viewStyles = "https://developer.apple.com/documentation/swiftui/view-styles; reference/view-styles.zh.md"
    /// Populating SwiftUI menus with adaptive controls: what controls become inside a Menu.
    static let menus = "https://developer.apple.com/documentation/swiftui/populating-swiftui-menus-with-adaptive-controls"
    /// Apple's page on where the views of an attachment's closure are shown.
    static func attachment(_ kind: SceneAttachment.Kind) -> String {
        switch kind {
        // "Present content in a separate view that offers focused interaction" (Modal presentations): sheets, popovers,
        // full-screen covers, inspectors, alerts and confirmation dialogs.
        case .sheet, .popover, .fullScreenCover, .inspector, .alert, .confirmationDialog:
            "https://developer.apple.com/documentation/swiftui/modal-presentations"
        case .navigationDestination: "https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)"
        case .overlay: "https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)"
        case .background: "https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)"
        case .safeAreaInset: "https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)"
        case .swipeActions: "https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)"
        case .tabItem: "https://developer.apple.com/documentation/swiftui/view/tabitem(_:)"
        }
    }
    /// The family's style protocol's `makeBody(configuration:)`: a custom style draws its controls from its code.
    static func styleBody(_ family: StyleFamily) -> String {
        "https://developer.apple.com/documentation/swiftui/\(family.protocolName.lowercased())/makebody(configuration:)"
    }
    /// `buttonStyle(_:)`: Menu and Toggle take the button style through composition.
    static let buttonStyle = "https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1; reference/view-styles.zh.md (buttonStyle)"
}
