/// A period of a platform's look. Apple redraws its controls every few years; the
/// stage draws a control as the emulated release shows it, so each platform's
/// theme knows the eras of its look and which release opened each.
public enum DesignEra: String, CaseIterable, Codable, Sendable {
    /// The look SwiftUI drew from its first release until the 2025 releases: opaque
    /// grouped backgrounds, rounded-rectangle bordered buttons, a tab bar edge to edge.
    case classic
    /// The 2025 redesign ("Liquid Glass"): controls on a translucent material that blurs
    /// what lies behind it, with a bright specular rim; capsule buttons; a floating tab bar;
    /// toolbar items grouped on shared platters
    /// (https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass,
    /// https://developer.apple.com/design/human-interface-guidelines/materials).
    case liquidGlass

    /// The CSS class a stage of this era carries: "era-classic", "era-liquid-glass".
    public var cssClass: String {
        switch self {
        case .classic: "era-classic"
        case .liquidGlass: "era-liquid-glass"
        }
    }

    /// The era's name as the window and the command line print it.
    public var title: String {
        switch self {
        case .classic: "before Liquid Glass"
        case .liquidGlass: "Liquid Glass"
        }
    }
}

/// The release of a platform that opened a design era.
public struct DesignEraStart: Sendable, Equatable {
    /// The era that begins.
    public let era: DesignEra
    /// The first release drawn in it.
    public let since: OSVersion
    /// Where the change is described.
    public let source: String
}

extension PlatformTheme {
    /// Where Apple describes the 2025 redesign, for every platform it reached.
    static let liquidGlassSource = "https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass"

    /// The eras of `platform`'s look, oldest first; the first starts with the platform's first SwiftUI release.
    /// Every platform took Liquid Glass in its 26 release (iOS, iPadOS, macOS, tvOS, watchOS and visionOS 26,
    /// https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass). visionOS drew its
    /// windows in glass from its first release (https://developer.apple.com/design/human-interface-guidelines/materials,
    /// visionOS), so it has one era.
    public static func eras(of platform: Platform) -> [DesignEraStart] {
        let first = platform.majorReleases[0]
        switch platform {
        case .visionOS:
            return [DesignEraStart(era: .liquidGlass, since: first, source: "https://developer.apple.com/design/human-interface-guidelines/materials")]
        case .iOS, .iPadOS, .macOS, .tvOS, .watchOS:
            return [
                DesignEraStart(era: .classic, since: first, source: "https://developer.apple.com/documentation/swiftui"),
                DesignEraStart(era: .liquidGlass, since: "26", source: liquidGlassSource),
            ]
        }
    }

    /// The era in which this platform draws `release`.
    public func era(at release: OSVersion) -> DesignEra {
        Self.eras(of: platform).last { $0.since <= release }?.era ?? .classic
    }
}

extension PlatformTheme {
    /// The room on each side of a title in a bordered button on Vision Pro.
    static let visionTitleButtonPadding = 20

    /// The room on each side of a title in a bordered button on Apple Watch.
    static let watchTitleButtonPadding = 4

    /// How tall iPhone and iPad draw a bordered or prominent button and a segmented control, outer edge to outer edge,
    /// and the size of a segment's title; nil on the other platforms (the Mac's are its control sizes,
    /// ``controlBoxHeight(_:in:)``). Apple's pages print no heights: these are the gallery's reading of UIKit's
    /// defaults, a button of the medium size 34 points tall with its title in the body size, a segmented control 32
    /// points tall with its titles in 13 points (https://developer.apple.com/design/human-interface-guidelines/segmented-controls,
    /// https://developer.apple.com/design/human-interface-guidelines/buttons). The iPad's button is two points lower.
    public var touchControlHeights: (button: Int, segmented: Int, segmentTitleSize: Int)? {
        switch platform {
        case .iOS, .iPadOS: (button: controlHeight, segmented: 32, segmentTitleSize: 13)
        case .macOS, .tvOS, .watchOS, .visionOS: nil
        }
    }

    /// The rules that shape controls differently in each of this platform's eras (their colours and material are
    /// ``glassRules``): bordered and prominent buttons' corners and height, the switch's and the slider's proportions, and the
    /// segmented control's capsules in the Liquid Glass era.
    var eraRules: String {
        let stage = ".stage.\(cssClass)"
        var css: [String] = []
        for start in Self.eras(of: platform) {
            let era = start.era
            let scope = "\(stage).\(era.cssClass)"
            func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
            let buttons = ["button.bordered-button:not(.flat)", "button.suggested-action:not(.flat)", "button.destructive-action:not(.flat)",
                           "menubutton.bordered-button > button"]
            css.append("\(selectors(buttons)) { border-radius: \(buttonRadius(in: era))px; min-height: \(buttonHeight(in: era))px; }")
            // Vision Pro's buttons are broad capsules around their titles: a short title ("Edit") in a circle reads as an
            // icon button (https://developer.apple.com/design/human-interface-guidelines/buttons, visionOS; the
            // padding is the gallery's reading of Apple's visionOS design resources).
            if platform == .visionOS {
                css.append("\(selectors(buttons)) { padding-left: \(Self.visionTitleButtonPadding)px; padding-right: \(Self.visionTitleButtonPadding)px; }")
            }
            // Apple Watch's buttons keep their titles close to the capsule's ends, so that three share a 198-point
            // row with whole words (the gallery's reading of watchOS's buttons; Apple's pages print no padding).
            if platform == .watchOS {
                css.append("\(selectors(buttons)) { padding-left: \(Self.watchTitleButtonPadding)px; padding-right: \(Self.watchTitleButtonPadding)px; }")
            }
            // iPhone and iPad: a button's and a segmented control's outer edges at their heights (``touchControlHeights``),
            // the title centred between them, whatever GTK's theme pads them with; a segment's title in the smaller
            // size UIKit sets it in.
            if let heights = touchControlHeights {
                css.append("\(selectors(buttons + ["button.glass-button"])) { min-height: \(heights.button - 2)px; padding-top: 0; padding-bottom: 0; }")
                // The track's inset around its segments: the base stylesheet's 2 pixels, 3 around Liquid Glass's capsules.
                let inset = era == .liquidGlass ? 3 : 2
                css.append("\(selectors([".linked.segmented"])) { min-height: \(heights.segmented - 2 * inset)px; }")
                css.append("\(selectors([".linked.segmented > button"]))"
                           + " { min-height: \(heights.segmented - 2 * inset - 2)px; padding-top: 0; padding-bottom: 0; font-size: \(heights.segmentTitleSize)px; }")
            }
            if let metrics = switchMetrics(in: era) {
                css.append("\(selectors(["switch"])) { min-width: \(metrics.width)px; min-height: \(metrics.height)px; border-radius: 999px; }")
                // The knob is white in both schemes, lifted by a soft shadow.
                css.append("\(selectors(["switch > slider", "switch:checked > slider"]))"
                           + " { min-width: \(metrics.knobWidth)px; min-height: \(metrics.knobHeight)px;"
                           + " margin: \(metrics.verticalInset)px \(metrics.horizontalInset)px; border-radius: 999px; border: none;"
                           + " background-color: #ffffff; background-image: none; box-shadow: 0 1px 3px alpha(black, 0.3); }")
            }
            if let slider = sliderMetrics(in: era) {
                css.append(Self.sliderRules(slider, selectors: selectors))
            }
            if era == .liquidGlass {
                // The segmented control's track and its selected thumb are capsules, with no dividers between segments
                // ("Controls", https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass).
                css.append("\(selectors([".linked.segmented"])) { border-radius: 999px; padding: 3px; }")
                css.append("\(selectors([".linked.segmented > button", ".linked.segmented > button + button"]))"
                           + " { border-radius: 999px; background-image: none; }")
            }
        }
        return css.joined(separator: "\n")
    }
}

extension PlatformTheme {
    /// Whether a grouped list's and a form's section headers are set in capitals in `era`. iPhone and iPad did so until
    /// the 26 releases, which keep the header's own case, as Settings shows "General" where iOS 18 showed "GENERAL" (the
    /// gallery's reading of the 26 releases' lists, "Lists and tables",
    /// https://developer.apple.com/design/human-interface-guidelines/lists-and-tables; the same change in a shipping
    /// app: https://github.com/brave/brave-core/pull/38907). The Mac never does; the other platforms keep capitals.
    public func setsSectionHeadersInCapitals(in era: DesignEra) -> Bool {
        switch platform {
        case .macOS: false
        case .iOS, .iPadOS: era == .classic
        case .tvOS, .watchOS, .visionOS: true
        }
    }
}
