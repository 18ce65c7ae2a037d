import Foundation

/// Where Apple's colours, drawn as Apple draws them, miss what WCAG AA asks of text: a stage's own pair (Apple's
/// blue on white is 4.0:1) or a colour an example's code writes. The gallery shows Apple's colours and says where
/// they fall short, on the example and in `gallery plan`, instead of darkening them; its own window keeps AA
/// (``WindowPalette``).
public struct ContrastFinding: Sendable, Equatable {
    /// What the text is.
    public enum Subject: Sendable, Equatable {
        /// One of the stage's own pairs.
        case stage(StageTextRole)
        /// Text in a colour the example's code writes (`.foregroundStyle(.blue)`).
        case writtenColor
    }

    public let platform: Platform
    public let scheme: ColorScheme
    public let subject: Subject
    public let text: RGBColor
    public let background: RGBColor
    /// What WCAG AA asks of text this size: 4.5:1, or 3:1 when large (``TextContrast/required(pixelSize:bold:)``).
    public let required: Double

    /// The measured ratio, under ``required``.
    public var ratio: Double { RGBColor.contrast(text, background) }

    /// Which text, on what, and how far it reads: "tinted text on the stage, #007aff on #f2f2f7, 3.61:1".
    public var summary: LocalizedText {
        let title: LocalizedText = switch subject {
        case .stage(let role): role.title
        case .writtenColor: say("text in the colour its code writes")
        }
        return say("\(title), Apple's \(text.hex) on \(background.hex), \(String(format: "%.2f", ratio)):1")
    }

    /// The line that heads `findings` listed one per line under an example (the Button page's grid): how many of
    /// Apple's pairs on the stage miss WCAG AA, without the colours, which the lines beneath it give
    /// (``summary``); nil when there are none.
    public static func headline(_ findings: [ContrastFinding]) -> LocalizedText? {
        guard let first = findings.first else { return nil }
        let stage = "\(first.platform.rawValue) \(first.scheme.rawValue)"
        return findings.count == 1
            ? say("One of Apple's colours on the \(stage) stage misses WCAG AA for text; the gallery draws it as it is:")
            : say("\(findings.count) of Apple's colour pairs on the \(stage) stage miss WCAG AA for text; the gallery draws them as they are:")
    }

    /// `findings` in one paragraph per stage and requirement, as an example's caption and `gallery plan` say them;
    /// nil when there are none.
    public static func report(_ findings: [ContrastFinding]) -> LocalizedText? {
        var groups: [(platform: Platform, scheme: ColorScheme, required: Double, findings: [ContrastFinding])] = []
        for finding in findings {
            if let index = groups.firstIndex(where: { $0.platform == finding.platform && $0.scheme == finding.scheme && $0.required == finding.required }) {
                groups[index].findings.append(finding)
            } else {
                groups.append((finding.platform, finding.scheme, finding.required, [finding]))
            }
        }
        guard !groups.isEmpty else { return nil }
        return LocalizedText.joined(groups.map { group in
            let list = LocalizedText.joined(group.findings.map(\.summary), separator: "; ")
            let asked = String(format: "%.1f", group.required)
            return say("On the \(group.platform.rawValue) \(group.scheme.rawValue) stage, Apple's colours miss the \(asked):1 WCAG AA asks of text this size: \(list). The gallery draws Apple's colours as they are and says so.")
        }, separator: " ")
    }
}

extension ContrastFinding: Encodable {
    /// `gallery plan --json`: the stage, which text ("tintedTextOnStage", or "writtenColor"), its colours and ratios.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform.rawValue, forKey: .platform)
        try container.encode(scheme.rawValue, forKey: .scheme)
        switch subject {
        case .stage(let role): try container.encode(role.rawValue, forKey: .text)
        case .writtenColor: try container.encode("writtenColor", forKey: .text)
        }
        try container.encode(text.hex, forKey: .color)
        try container.encode(background.hex, forKey: .background)
        try container.encode((ratio * 100).rounded() / 100, forKey: .ratio)
        try container.encode(required, forKey: .required)
    }

    private enum CodingKeys: String, CodingKey { case platform, scheme, text, color, background, ratio, required }
}

extension PlatformTheme {
    /// The pairs of Apple's colours on this platform's stage in `scheme` and `era` that miss 4.5:1, in the palette's order.
    public func contrastFindings(_ scheme: ColorScheme, era: DesignEra) -> [ContrastFinding] {
        palette(scheme, era: era).textPairs.filter { $0.isApples && $0.ratio < 4.5 }.map { pair in
            ContrastFinding(platform: platform, scheme: scheme, subject: .stage(pair.role), text: pair.text,
                            background: pair.background, required: 4.5)
        }
    }

    /// The findings of the pairs in `roles` on the stage `configuration` draws: its platform, its release's era, its scheme.
    public static func contrastFindings(of roles: [StageTextRole], for configuration: Configuration) -> [ContrastFinding] {
        let theme = of(configuration.platform)
        return theme.contrastFindings(configuration.colorScheme, era: theme.era(at: configuration.release)).filter {
            if case .stage(let role) = $0.subject { roles.contains(role) } else { false }
        }
    }
}
