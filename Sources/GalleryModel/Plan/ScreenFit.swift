/// Words that fit the device's screen.
///
/// SwiftUI's Text takes as many lines as it needs in the width it is offered, and a control's title does too
/// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:), "nil, the default, means no limit"); on
/// Apple Watch a row never runs past the screen's edges, its words wrap inside it
/// (https://developer.apple.com/design/human-interface-guidelines/layout, watchOS). GTK's labels and buttons keep
/// their words on one line unless told, so on a watch-sized screen (``PlatformTheme/cardScreenWidth``) one long
/// title would make the whole scene wider than the screen, and the screen would cut it at both edges.
extension WidgetPlan {
    /// The plan as a stage of `platform` in `release` shows it, wherever it stands (a card, a view page's example, a
    /// scene): every menu it opens drawn as that platform and release draw it (``openingMenus(as:)``), its focus
    /// resting where the platform puts it (``placingRestingFocus(on:)``) and its words fitting the platform's screen
    /// (``fittingScreen(of:)``).
    public func onStage(of platform: Platform, release: OSVersion) -> WidgetPlan {
        openingMenus(as: .on(platform, release: release)).placingRestingFocus(on: platform).fittingScreen(of: platform)
    }

    /// The plan with every line of words wrapping, between words and inside a word too long for the line, where
    /// `platform` lays its views out on a screen of its own width; the plan itself elsewhere. Words that wrap by
    /// design stay as they are, and so do words a plan keeps on one line on purpose (``PlanProperty/wraps`` set to
    /// false: a row a swipe slides aside).
    public func fittingScreen(of platform: Platform) -> WidgetPlan {
        guard PlatformTheme.of(platform).cardScreenWidth != nil else { return self }
        return wrappingWords()
    }

    private func wrappingWords() -> WidgetPlan {
        var copy = self
        let holdsWords = kind == .label || ([.button, .toggleButton].contains(kind) && children.isEmpty && string(.label) != nil)
        if holdsWords && bool(.wraps) != false {
            copy.properties[.wraps] = .bool(true)
            copy.properties[.wrapsInsideWords] = .bool(true)
        }
        copy.children = children.map { $0.wrappingWords() }
        return copy
    }
}
