/// A button whose content is a Label: what a Button, a Menu's button and a Toggle drawn as a button show, in the look
/// the automatic Label style takes where the button sits.
extension DrawingContext {
    /// A button (or toggle button, menu button) whose content is a Label showing `item`, drawn in the automatic label
    /// look of the context: icon only in toolbars, title only in Mac menus.
    func labelledButton(_ kind: WidgetKind, _ item: SampleContent.Item, binding: StateBinding?, classes: [String] = []) -> WidgetPlan {
        let look = automatic(LabelFamily.self)
        var properties: [PlanProperty: PlanValue] = [:]
        // A label that is an image alone (`Button { } label: { Image(systemName: "star") }`) is no Label: no label style
        // erases its symbol, and screen readers name it by the symbol, as VoiceOver reads an SF Symbol's name.
        let symbolOnly = item.title.isEmpty && item.icon != nil
        let icon = look == .titleOnly && !symbolOnly ? nil : item.icon
        if let icon { properties[.iconName] = .string(icon) }
        // A symbol alone keeps the size its own `.font(…)` gives it (`Image(systemName: "play.fill").font(.title)`).
        if symbolOnly, let size = sceneNode?.labelImage.flatMap({ symbolSize($0) }) { properties[.iconSize] = .int(size) }
        // Without an icon even an icon-only label shows its title (a toolbar's `Button("Done")`).
        if !symbolOnly, look != .iconOnly || icon == nil { properties[.label] = .string(item.title) }
        let name = symbolOnly ? item.symbol.replacingOccurrences(of: ".", with: " ") : item.title
        // A face of words alone is a wide capsule where the platform draws it so (Apple TV), not a circle round a short word.
        let titleOnly = properties[.label] != nil && properties[.iconName] == nil && platform.widensTitleButtons
        return WidgetPlan(kind, properties, classes: classes + (titleOnly ? [WidgetPlan.titleButtonClass] : []), binding: binding,
                          accessibleName: name)
    }

    /// The size, in the stage's pixels, the font written nearest `image` sets its symbol at, as SF Symbols take the size
    /// of their font (https://developer.apple.com/design/human-interface-guidelines/sf-symbols): a text style's size on
    /// the platform, or a size of its own (`.system(size: 44)`); nil where it writes none.
    private func symbolSize(_ image: SceneNode) -> Int? {
        for modifier in image.modifiers {
            switch SceneDecoration(modifier.kind) {
            case .font(let font)?, .styledFont(let font, _, _)?:
                return Int(TextStyleMetrics.stageMetrics(of: font.textStyle, on: platform).size.rounded())
            case .sizedFont(let font)?:
                return Int(font.size.rounded())
            default:
                continue
            }
        }
        return nil
    }
}

extension WidgetPlan {
    /// The class of a button whose face is its title alone, on a platform that widens such buttons
    /// (``Platform/widensTitleButtons``; the stylesheet's ``PlatformTheme/titleButtonMinimumWidth``).
    public static let titleButtonClass = "title-button"
}

extension Platform {
    /// Whether a button showing only its title is drawn wide, with generous padding either side of its words: Apple TV,
    /// whose text buttons are broad capsules read from across a room
    /// (https://developer.apple.com/design/human-interface-guidelines/buttons, tvOS), where a short word ("Edit") in a
    /// capsule as tall as a TV's control would otherwise make a circle.
    public var widensTitleButtons: Bool { self == .tvOS }
}
