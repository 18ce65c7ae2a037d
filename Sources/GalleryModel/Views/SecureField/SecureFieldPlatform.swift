/// How a Form lays out a SecureField's label and prompt on a platform.
///
/// Apple's SecureField page (https://developer.apple.com/documentation/swiftui/securefield, "Guide the user with a
/// prompt") shows the Mac's form putting the label at the field's leading edge with the prompt as its placeholder,
/// and the iPhone's form showing the prompt as the placeholder without the label; without a prompt the Mac keeps the
/// label and leaves the field empty, and the iPhone shows the label as the placeholder.
public enum SecureFieldFormLayout: String, Sendable, CaseIterable {
    /// The label in the form's trailing-aligned column of labels, the field beside it with the prompt inside.
    case labelColumn
    /// A grouped row holding only the field: the prompt is its placeholder, or the label when there is no prompt;
    /// the label is not drawn, and only assistive technologies say it.
    case promptInRow

    /// The layout on `platform`. Each case is the form style the platform's automatic Form takes (the Form family's
    /// rows), with the SecureField page's placement of label and prompt in it.
    public static func of(_ platform: Platform) -> SecureFieldFormLayout {
        switch platform {
        // Aligned columns on the Mac (https://developer.apple.com/documentation/swiftui/form,
        // https://developer.apple.com/documentation/swiftui/formstyle/columns); the label in its column, the prompt
        // in the field (https://developer.apple.com/documentation/swiftui/securefield).
        case .macOS: .labelColumn
        // A grouped list on iPhone and iPad (https://developer.apple.com/documentation/swiftui/form); the prompt in the
        // row and no label (https://developer.apple.com/documentation/swiftui/securefield, the iOS screenshots).
        case .iOS, .iPadOS: .promptInRow
        // Apple TV, Apple Watch and Vision Pro show a form as a grouped list too (the gallery's reading, as
        // FormRules says: https://developer.apple.com/documentation/swiftui/formstyle/grouped), so a field there is a
        // row as on the iPhone. On the watch the row opens the system's text input when tapped
        // (https://developer.apple.com/documentation/watchkit/wkinterfacetextfield).
        case .tvOS, .watchOS, .visionOS: .promptInRow
        }
    }

    /// The words drawn inside the field: the prompt, else the label where the label is not drawn beside it.
    public func placeholder(label: String, prompt: String?) -> String? {
        switch self {
        case .labelColumn: prompt
        case .promptInRow: prompt ?? label
        }
    }
}

/// One thing a SecureField does to keep its text private, with the page that says so.
public enum SecureFieldBehaviour: String, Sendable, CaseIterable {
    /// A dot for each character typed.
    case dots
    /// Nothing can be cut or copied out of it.
    case noCopy
    /// The dots are left out of screenshots.
    case hiddenInScreenshots
    /// A sign shows while Caps Lock is on.
    case capsLockIndicator
    /// No button shows the text: an app that wants one swaps in a TextField.
    case noRevealButton

    /// What the field does, in a sentence.
    public var sentence: LocalizedText {
        switch self {
        case .dots: say("Shows a dot for each character, never the character itself.")
        case .noCopy: say("Refuses to cut or copy its text, so the secret never reaches the clipboard.")
        case .hiddenInScreenshots: say("Leaves even the dots out of screenshots.")
        case .capsLockIndicator: say("Shows a sign while Caps Lock is on, since nobody can see the letters come out in capitals.")
        case .noRevealButton: say("Has no button that shows the text; an app that wants one swaps in a TextField (the last example).")
        }
    }

    /// Where Apple says so: the SecureField page's list of what the field does (dots, screenshots in iOS, no cut or
    /// copy, Caps Lock), which names no control that reveals the text on any platform.
    public var source: String {
        "https://developer.apple.com/documentation/swiftui/securefield"
    }

    /// What the field does on `platform`.
    public static func on(_ platform: Platform) -> [SecureFieldBehaviour] {
        allCases.filter { behaviour in
            switch behaviour {
            case .dots, .noCopy, .noRevealButton: true
            // Apple's page says "in iOS"; iPadOS is the same system (the gallery's reading).
            case .hiddenInScreenshots: platform == .iOS || platform == .iPadOS
            // Only where a hardware keyboard with a Caps Lock key is used (the gallery's reading: the watch has none).
            case .capsLockIndicator: platform != .watchOS
            }
        }
    }
}
