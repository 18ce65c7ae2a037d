/// `ButtonRole`, and how each built-in button style and the document's role-aware
/// custom style draw a role.
public enum ButtonRole: String, CaseIterable, Sendable {
    /// No role.
    case none
    /// `.cancel`.
    case cancel
    /// `.destructive`.
    case destructive

    /// The roles in the order reference/view-styles.zh.md stacks them under `MyButtonStyle` ("role"): cancel,
    /// destructive, none.
    public static let documentOrder: [ButtonRole] = [.cancel, .destructive, .none]

    /// The title the examples give a button of this role.
    public var sampleTitle: String {
        switch self {
        case .none: "Continue"
        case .cancel: "Cancel"
        case .destructive: "Delete"
        }
    }

    /// The classes `MyButtonStyle` gives the role: every label in title2, cancel bold,
    /// destructive red (reference/view-styles.zh.md, `role`).
    public var myButtonStyleClasses: [String] {
        switch self {
        case .none: ["title2"]
        case .cancel: ["title2", "role-cancel"]
        case .destructive: ["title2", "destructive-text"]
        }
    }
}
