/// A modifier whose closure holds views SwiftUI shows somewhere of their own: a presentation it opens (`.sheet`,
/// `.popover`, `.navigationDestination`…), a dialog's actions (`.alert`, `.confirmationDialog`), a layer drawn with the
/// view (`.overlay`, `.background`, `.safeAreaInset`), the buttons a swipe reveals (`.swipeActions`) or a tab's label
/// (`.tabItem`). ``SceneModifier/Kind/attached(_:_:)`` holds it with its views; ``SceneResolver`` gives those views
/// the environment SwiftUI gives them.
public struct SceneAttachment: Sendable, Hashable {
    /// Which modifier, by its SwiftUI name.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case sheet, popover, fullScreenCover, navigationDestination, inspector
        case alert, confirmationDialog
        case overlay, background, safeAreaInset
        case swipeActions
        case tabItem
    }

    /// Where SwiftUI shows the views.
    public enum Role: Sendable, Hashable {
        /// A new presentation over or beside the view (a sheet, a popover, a pushed destination, an inspector): a
        /// screen of its own, outside the containers around the view.
        case presentation
        /// The actions of an alert or a confirmation dialog: its buttons.
        case dialog
        /// Drawn with the view itself, in front of it, behind it or at its safe area's edge.
        case layer
        /// The buttons a swipe across a list row reveals.
        case swipeActions
        /// The label a tab view shows for the view's tab.
        case tabItem
    }

    /// Which modifier.
    public var kind: Kind
    /// The modifier's arguments other than its view closures, as written (`isPresented: $showing`, `edge: .leading`):
    /// kept so the scene prints back as written.
    public var arguments: String

    public init(_ kind: Kind, arguments: String = "") {
        self.kind = kind
        self.arguments = arguments
    }

    /// Where SwiftUI shows the modifier's views.
    public var role: Role { kind.role }
}

extension SceneAttachment.Kind {
    /// Where SwiftUI shows the modifier's views.
    public var role: SceneAttachment.Role {
        switch self {
        case .sheet, .popover, .fullScreenCover, .navigationDestination, .inspector: .presentation
        case .alert, .confirmationDialog: .dialog
        case .overlay, .background, .safeAreaInset: .layer
        case .swipeActions: .swipeActions
        case .tabItem: .tabItem
        }
    }
}
