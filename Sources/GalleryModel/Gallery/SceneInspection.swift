/// What the inspector shows of one view of a resolved scene: where the view is written, the style asked for and
/// where, the look drawn on the platform and release and why, step by step with sources.
public struct SceneInspection: Sendable, Equatable {
    /// `Toggle “Wi-Fi”`.
    public let title: String
    /// Where the view is written: `SignInRow.swift:24:13`.
    public let written: String
    /// Where its title's words come from when the app's string table gave them (the title shows the table's words,
    /// the code the key): `“settings.general” in Localizable.xcstrings (en)`; nil for a title shown as written.
    public let localization: LocalizedText?
    /// For a view showing an SF Symbol the gallery has no drawing for, which one, where a dashed square holds its
    /// place; nil otherwise.
    public let undrawnSymbol: LocalizedText?
    /// For a control, how its style was decided; nil for other views.
    public let control: Control?

    /// How a control's style was decided, as the inspector says it.
    public struct Control: Sendable, Equatable {
        /// The style modifier that chose the style, as written, or `automatic` when none did.
        public let requested: String
        /// Where that modifier is written and on which view:
        /// "SignInRow.swift:31:9 `.buttonStyle(.bordered)` on HStack"; nil when no modifier chose the style.
        public let setAt: LocalizedText?
        /// The look drawn, noting a look SwiftUI gives no name.
        public let resolved: LocalizedText
        /// Looks taken from another family's style in force, each with where that style was set:
        /// "Button bordered, from SignInRow.swift:31:9 `.buttonStyle(.bordered)` on HStack".
        public let composed: [LocalizedText]
        /// The platform, release and the container the control sits in: "iOS 26, form".
        public let context: String
        /// Whether the style exists on the platform in the release.
        public let isAvailable: Bool
        /// What is drawn instead of a style the platform lacks, or nil.
        public let shownInstead: LocalizedText?
        /// "deprecated in macOS 27 — use .bordered", or nil.
        public let deprecation: LocalizedText?
        /// The reason chain, each step with its source.
        public let steps: [Resolution.Step]
        /// The other values in force, as the modifiers that set them write them: `.tint(.orange)`, `.disabled(true)`.
        public let environment: [String]
    }

    /// The inspection of `node` in `scene`, read from the file named `fileName` (nil for a scene without a file).
    public init(_ node: ResolvedSceneNode, in scene: ResolvedScene, fileName: String?) {
        title = SceneOutline.Row.label(of: node.node)
        written = Self.place(node.node.location, in: fileName)
        localization = node.node.titleLocalization?.origin
        undrawnSymbol = node.node.ownSymbol.flatMap { symbol in
            SymbolCatalog.hasStandIn(for: symbol) ? nil : say("\(symbol) has no drawing in the gallery: a dashed square holds its place")
        }
        control = node.control.map { control in
            let resolution = control.resolution
            let resolved = resolution.resolved
            let familyName = resolved.family == resolution.family ? "" : resolved.family.viewName + " "
            return Control(
                requested: control.setAt.flatMap { Self.modifier(at: $0, in: scene.scene) } ?? resolution.requested,
                setAt: control.setAt.map { Self.site($0, in: scene.scene, fileName: fileName) },
                resolved: resolved.isNameable ? .verbatim(familyName + resolved.name)
                    : say("\(familyName + resolved.name) (a context look with no SwiftUI name)"),
                composed: control.composed.map { composed in
                    let look = "\(composed.family.viewName) \(composed.resolved.name)"
                    guard let site = Self.nearestSite(of: composed.family, above: node.path, in: scene.scene) else { return .verbatim(look) }
                    return say("\(look), from \(Self.site(site, in: scene.scene, fileName: fileName))")
                },
                context: "\(resolution.platform.rawValue) \(resolution.release), \(resolution.effectivePlacement.rawValue)",
                isAvailable: resolution.isAvailable,
                shownInstead: resolution.shownInstead,
                deprecation: resolution.deprecationBadge,
                steps: control.steps,
                environment: Self.environment(control.environment))
        }
    }

    /// "SignInRow.swift:31:9", or "31:9" without a file; a place in another file of the project names that file
    /// ("Row.swift:12:5").
    static func place(_ location: SceneLocation, in fileName: String?) -> String {
        // A view with no place in a file yet (composed, not read) is in the file, at no line.
        guard location != .none else { return fileName ?? location.description }
        guard location.file == nil else { return location.description }
        return fileName.map { "\($0):\(location)" } ?? location.description
    }

    /// "SignInRow.swift:31:9 `.buttonStyle(.bordered)` on HStack".
    static func site(_ site: StyleSite, in scene: Scene, fileName: String?) -> LocalizedText {
        let written = modifier(at: site, in: scene) ?? ""
        return say("\(place(site.location, in: fileName)) `\(written)` on \(site.view.typeName)")
    }

    /// The style modifier written at `site`, as Swift writes it: `.buttonStyle(.bordered)`.
    static func modifier(at site: StyleSite, in scene: Scene) -> String? {
        scene.node(at: site.path)?.modifiers.lazy.compactMap { modifier -> String? in
            guard modifier.location == site.location, case .style(let style, let argument) = modifier.kind else { return nil }
            return argument.flatMap { style.modifiers(choosing: $0).first } ?? style.modifier
        }.first
    }

    /// Where the style of `family` in force at `path` was set: the view's own modifier, else the nearest
    /// ancestor's (SwiftUI's environment: the nearest wins), or nil when none sets one.
    static func nearestSite(of family: StyleFamily, above path: ScenePath, in scene: Scene) -> StyleSite? {
        for length in stride(from: path.indices.count, through: 1, by: -1) {
            let ancestor = ScenePath(Array(path.indices.prefix(length)))
            guard let node = scene.node(at: ancestor) else { continue }
            for modifier in node.modifiers {
                if case .style(let style, _) = modifier.kind, style.family == family {
                    return StyleSite(location: modifier.location, view: node.kind, path: ancestor)
                }
            }
        }
        return nil
    }

    /// The environment values in force, as their modifiers write them.
    static func environment(_ values: SceneEnvironmentValues) -> [String] {
        [
            values.tint.map { ".tint(.\($0.rawValue))" },
            values.controlSize.map { ".controlSize(.\($0.rawValue))" },
            values.isDisabled ? ".disabled(true)" : nil,
            values.font.map { ".font(.\($0.rawValue))" },
            values.foregroundStyle.map { ".foregroundStyle(.\($0.rawValue))" },
        ].compactMap { $0 }
    }
}
