/// A screen's search field, which `.searchable(text:prompt:)` adds
/// (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)): where each platform
/// puts it, and the field itself.
enum SearchFieldPlacement: Equatable {
    /// Under the navigation title, across the screen: iPhone and iPad before the 26 releases, Vision Pro, Apple TV and
    /// Apple Watch (https://developer.apple.com/design/human-interface-guidelines/search-fields).
    case underTitle
    /// At the bottom of the screen on a glass capsule: iPhone from the 26 releases
    /// (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass, search).
    case bottom
    /// At the trailing end of the window's toolbar: the Mac (the same HIG page, macOS), and iPad from the 26 releases,
    /// whose toolbar puts it in the trailing navigation bar
    /// (https://developer.apple.com/documentation/swiftui/searchfieldplacement/toolbar: "In iPadOS, the search field
    /// appears in the trailing navigation bar").
    case toolbarTrailing

    static func of(_ platform: Platform, era: DesignEra) -> SearchFieldPlacement {
        switch platform {
        case .macOS: .toolbarTrailing
        case .iOS: era == .liquidGlass ? .bottom : .underTitle
        case .iPadOS: era == .liquidGlass ? .toolbarTrailing : .underTitle
        case .tvOS, .watchOS, .visionOS: .underTitle
        }
    }

    /// The prompt of the `.searchable` modifier among `modifiers` ("Search" where it gives none), or nil without one.
    static func prompt(in modifiers: [SceneModifier]) -> String? {
        modifiers.lazy.compactMap { modifier -> String? in
            if case .searchable(let prompt, _) = modifier.kind { return prompt ?? "Search" }
            return nil
        }.first
    }

    /// The class of the field.
    static let cssClass = "search-field"

    /// The field: a magnifying glass before the prompt, in a rounded fill, a capsule on glass at the bottom.
    func field(_ prompt: String) -> WidgetPlan {
        let entry = WidgetPlan(.entry, [.placeholder: .string(prompt), .hexpand: .bool(true)], classes: ["plain-field"], accessibleName: prompt)
        return Build.hstack(spacing: 6, classes: [Self.cssClass] + (self == .bottom ? ["glass-bar", "search-field-bottom"] : []),
                            [Build.icon("magnifyingglass", classes: ["dim-label"]).decorative(), entry])
            .with(.hexpand, .bool(self != .toolbarTrailing))
    }
}
