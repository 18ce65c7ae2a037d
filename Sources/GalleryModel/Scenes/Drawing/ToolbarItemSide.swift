/// Where in a navigation bar or toolbar an item stands, from its `ToolbarItem(placement:)`: each placement's page says
/// where each platform puts it.
enum ToolbarItemSide: Equatable {
    /// Before the title: at the bar's leading edge.
    case leading
    /// In the title's place, at the bar's centre.
    case principal
    /// After the title: at the bar's trailing edge, where an item without a placement (`.automatic`) goes.
    case trailing
    /// In the bar along the bottom of the screen, under the content.
    case bottom
    /// Under the navigation bar, at the top of the content, scrolling with it: Apple Watch's place for an item without
    /// a corner of its own.
    case underBar

    /// The side `placement` (as written: `.topBarLeading`, `ToolbarItemPlacement.principal`; nil for none) puts an item
    /// on, on `platform`.
    static func of(_ placement: String?, on platform: Platform) -> ToolbarItemSide {
        let name = placement.flatMap { ToolbarItemPlacementName(rawValue: String($0.split(separator: ".").last ?? "")) }
        let mac = platform == .macOS
        if platform == .watchOS {
            switch name {
            // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic: on watchOS only the first
            // item appears, pinned beneath the navigation bar;
            // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction: on watchOS beneath
            // the navigation bar, revealed by scrolling.
            case .automatic?, .primaryAction?: return .underBar
            case nil where placement == nil: return .underBar
            // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing: the top bar's
            // trailing corner, the navigation bar on watchOS; a sheet's confirming action stands there too.
            case .topBarTrailing?, .confirmationAction?: return .trailing
            default: break
            }
        }
        switch name {
        // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading (not on the Mac),
        // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading
        case .topBarLeading?, .navigationBarLeading?: return .leading
        // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation: the leading edge, on the
        // Mac ahead of the inline title.
        case .navigation?: return .leading
        // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction: the leading edge
        // of the navigation bar on iOS, iPadOS, tvOS and watchOS; the trailing edge on the Mac.
        case .cancellationAction?: return mac ? .trailing : .leading
        // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction: the leading edge of a
        // Mac's toolbar, the trailing edge of the navigation bar elsewhere.
        case .primaryAction?: return mac ? .leading : .trailing
        // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal
        case .principal?: return .principal
        // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar: the bottom toolbar on iOS,
        // iPadOS, visionOS and watchOS (from watchOS 10); the Mac has none (the placement does not build there) and
        // tvOS shows one only in a split view's sidebar: there the item stays in the bar.
        case .bottomBar?: return [.macOS, .tvOS].contains(platform) ? .trailing : .bottom
        // `.automatic`, `.topBarTrailing`, `.confirmationAction` and the others the gallery does not place apart.
        case nil, .automatic?, .topBarTrailing?, .confirmationAction?: return .trailing
        }
    }
}

/// The `ToolbarItemPlacement`s the gallery places apart on some platform, by SwiftUI's names (https://developer.apple.com/documentation/swiftui/toolbaritemplacement).
enum ToolbarItemPlacementName: String {
    case automatic, topBarLeading, topBarTrailing, navigationBarLeading, navigation, cancellationAction, confirmationAction, primaryAction
    case principal, bottomBar
}
