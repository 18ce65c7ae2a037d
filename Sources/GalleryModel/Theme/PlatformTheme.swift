/// How the emulated platform looks: accent colour, corner radii, control sizes,
/// type size and backgrounds. The window draws each example on a stage with
/// these values, so switching platform visibly changes the page.
///
/// Colours follow Apple's Human Interface Guidelines (system blue, grouped
/// backgrounds); sizes are scaled for a desktop screen.
public struct PlatformTheme: Sendable {
    /// The platform this theme draws.
    public let platform: Platform
    /// The tint of prominent controls, switches and links.
    public let accent: String
    /// Corner radius of buttons and fields, in pixels.
    public let cornerRadius: Int
    /// Minimum height of buttons and fields, in pixels.
    public let controlHeight: Int
    /// Body text size, in pixels.
    public let fontSize: Int
    /// Stage background in the light and the dark scheme.
    public let background: (light: String, dark: String)
    /// Background of grouped rows and bordered controls.
    public let surface: (light: String, dark: String)
    /// Whether the platform is always dark (watchOS) whatever the scheme.
    public let alwaysDark: Bool

    /// The theme of `platform`.
    public static func of(_ platform: Platform) -> PlatformTheme {
        switch platform {
        case .iOS:
            PlatformTheme(platform: platform, accent: "#007aff", cornerRadius: 10, controlHeight: 34, fontSize: 15,
                          background: ("#f2f2f7", "#000000"), surface: ("#ffffff", "#1c1c1e"), alwaysDark: false)
        case .iPadOS:
            PlatformTheme(platform: platform, accent: "#007aff", cornerRadius: 12, controlHeight: 32, fontSize: 14,
                          background: ("#f2f2f7", "#000000"), surface: ("#ffffff", "#1c1c1e"), alwaysDark: false)
        case .macOS:
            PlatformTheme(platform: platform, accent: "#0a64d6", cornerRadius: 5, controlHeight: 22, fontSize: 13,
                          background: ("#ececec", "#1e1e1e"), surface: ("#ffffff", "#2d2d2d"), alwaysDark: false)
        case .tvOS:
            PlatformTheme(platform: platform, accent: "#0a84ff", cornerRadius: 14, controlHeight: 56, fontSize: 20,
                          background: ("#e5e5ea", "#1c1c1e"), surface: ("#ffffff", "#3a3a3c"), alwaysDark: false)
        case .watchOS:
            PlatformTheme(platform: platform, accent: "#30d158", cornerRadius: 20, controlHeight: 40, fontSize: 15,
                          background: ("#000000", "#000000"), surface: ("#222223", "#222223"), alwaysDark: true)
        case .visionOS:
            PlatformTheme(platform: platform, accent: "#0a84ff", cornerRadius: 22, controlHeight: 40, fontSize: 15,
                          background: ("#8e8e93", "#48484a"), surface: ("#aeaeb2", "#636366"), alwaysDark: false)
        }
    }

    /// The colour of destructive buttons: system red, in its dark-mode shade on always-dark platforms.
    public var destructive: String {
        alwaysDark ? "#ff453a" : NamedColor.red.hex!
    }

    /// The CSS class that marks a stage as this platform's: "platform-ios".
    public var cssClass: String { "platform-" + platform.rawValue.lowercased() }

    /// The CSS classes of a stage drawn as this platform draws, in `scheme`.
    public func stageClasses(scheme: ColorScheme) -> [String] {
        ["stage", cssClass, "scheme-\(scheme.rawValue)"]
    }

    /// Whether text on the stage is light (dark background).
    public func usesLightText(in scheme: ColorScheme) -> Bool {
        alwaysDark || scheme == .dark || platform == .visionOS
    }

    /// The stylesheet of every platform's stage, in both schemes.
    public static var stylesheet: String {
        Platform.allCases.map { of($0).rules }.joined(separator: "\n")
    }

    /// This platform's rules. A stage carries `stage`, the platform class and `scheme-light` or
    /// `scheme-dark`. Order matters: the platform's bezels come before the accent and role colours,
    /// whose selectors are as specific, so a prominent or destructive button keeps its colour.
    var rules: String {
        let stage = ".stage.\(cssClass)"
        var css = """
            \(stage) { font-size: \(fontSize)px; border-radius: \(cornerRadius + 4)px; }
            \(stage) button, \(stage) menubutton > button, \(stage) dropdown > button, \(stage) spinbutton,
            \(stage) entry:not(.square-border) { min-height: \(controlHeight)px; border-radius: \(cornerRadius)px; }
            \(stage) entry.square-border { min-height: \(controlHeight)px; }
            """
        for scheme in ColorScheme.allCases {
            let dark = alwaysDark || scheme == .dark
            let background = dark ? self.background.dark : self.background.light
            let surface = dark ? self.surface.dark : self.surface.light
            let text = usesLightText(in: scheme) ? "#ffffff" : "#1c1c1e"
            let scoped = "\(stage).scheme-\(scheme.rawValue)"
            css += "\n\(scoped) { background-color: \(background); color: \(text); }"
            // Styles that draw no background of their own (plain fields, sidebar lists) keep their look.
            css += "\n\(scoped) .boxed-list, \(scoped) .list-style:not(.list-sidebar), \(scoped) entry:not(.plain-field),"
            css += " \(scoped) textview text { background-color: \(surface); color: \(text); }"
            // A segmented control raises the chosen segment: white by day, grey by night (Apple's systemGray2).
            css += "\n\(scoped) .linked.segmented > button.toggle:checked { background-color: \(dark ? "#636366" : "#ffffff");"
            css += " color: \(text); }"
        }
        switch platform {
        case .tvOS:
            css += "\n\(stage) button { padding: 8px 28px; font-weight: 600; }"
        case .watchOS:
            css += "\n\(stage) button:not(.flat), \(stage) menubutton > button { background-color: \(surface.dark);"
            css += " background-image: none; color: #ffffff; border-color: transparent; border-radius: \(cornerRadius)px; }"
        case .visionOS:
            css += "\n\(stage) button:not(.flat), \(stage) menubutton > button { background-color: alpha(white, 0.22);"
            css += " background-image: none; color: #ffffff; border-color: alpha(white, 0.3); }"
        case .iOS, .iPadOS:
            css += "\n\(stage) switch { min-width: 46px; }"
        case .macOS:
            break
        }
        css += """

            \(stage) button.suggested-action:not(.flat), \(stage) switch:checked, \(stage) checkbutton check:checked,
            \(stage) checkbutton radio:checked, \(stage) button.toggle:checked:not(.flat):not(.segment):not(.tvos-toggle),
            \(stage) levelbar block.filled, \(stage) progressbar progress, \(stage) scale highlight,
            \(stage) button.date-pill:checked:not(.flat) {
              background-color: \(accent); background-image: none; color: #ffffff; border-color: \(accent); }
            \(stage) .borderless-button, \(stage) .link-button, \(stage) .tinted-popup, \(stage) .list-row-button,
            \(stage) menubutton.borderless-button > button, \(stage) menubutton.list-row-button > button, \(stage) .show-hide-state, \(stage) calendar > grid > label.day-number:selected { color: \(accent); }
            \(stage) calendar > grid > label.day-number:selected { background-color: alpha(\(accent), 0.18); }
            \(stage) button.bordered-button:not(.flat) { background-color: alpha(\(accent), 0.14); background-image: none;
              color: \(accent); border-color: transparent; box-shadow: none; }
            \(stage) .destructive-text, \(stage) .destructive-text label { color: \(destructive); }
            \(stage) button.bordered-button.destructive-text:not(.flat) { background-color: alpha(\(destructive), 0.14); }
            \(stage) button.destructive-action:not(.flat) { background-color: \(destructive); color: #ffffff;
              border-color: \(destructive); }
            """
        switch platform {
        case .macOS:
            // The Mac's bordered button is a white push button, not a tinted platter.
            css += "\n\(stage) button.bordered-button:not(.flat) { background-color: #ffffff; color: #1c1c1e;"
            css += " border: 1px solid #c8c8c8; box-shadow: 0 1px 1px alpha(black, 0.08); }"
        case .tvOS:
            // tvOS lifts the focused control onto a white platter.
            css += "\n\(stage) button:focus:not(.flat), \(stage) button:hover:not(.flat) { background-color: #ffffff;"
            css += " color: #1c1c1e; box-shadow: 0 8px 18px alpha(black, 0.35); }"
        default:
            break
        }
        return css
    }
}
