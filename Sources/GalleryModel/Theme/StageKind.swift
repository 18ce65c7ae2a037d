/// What a stage's stylesheet depends on: the platform it draws, the design era of the release it draws, and its colour
/// scheme. A stage carries one class for each (``PlatformTheme/stageClasses(release:scheme:contentSize:)``), and the
/// stage rules name them (`.stage.platform-ios.era-liquid-glass.scheme-dark`), so the rules a window's stages need are
/// those of the kinds it shows (``PlatformTheme/stylesheet(for:)-swift.type.method``).
public struct StageKind: Hashable, Sendable {
    /// The platform drawn.
    public let platform: Platform
    /// The design era of the release drawn.
    public let era: DesignEra
    /// The colour scheme drawn.
    public let scheme: ColorScheme

    public init(platform: Platform, era: DesignEra, scheme: ColorScheme) {
        self.platform = platform
        self.era = era
        self.scheme = scheme
    }

    /// The kind of the stage that carries `classes`, or nil when they are not a stage's: "stage" and a platform's,
    /// an era's and a scheme's class.
    public init?(classes: [String]) {
        guard classes.contains("stage"),
              let platform = Platform.allCases.first(where: { classes.contains(PlatformTheme.of($0).cssClass) }),
              let era = DesignEra.allCases.first(where: { classes.contains($0.cssClass) }),
              let scheme = ColorScheme.allCases.first(where: { classes.contains(Self.schemeClass($0)) })
        else { return nil }
        self.init(platform: platform, era: era, scheme: scheme)
    }

    /// Every kind: each platform in each era and each scheme.
    public static let all: Set<StageKind> = Set(Platform.allCases.flatMap { platform in
        DesignEra.allCases.flatMap { era in ColorScheme.allCases.map { StageKind(platform: platform, era: era, scheme: $0) } }
    })

    /// The class a stage in `scheme` carries: "scheme-dark".
    static func schemeClass(_ scheme: ColorScheme) -> String { "scheme-\(scheme.rawValue)" }

    /// The stage's three classes, as a stage rule names them.
    var classes: [String] { [PlatformTheme.of(platform).cssClass, era.cssClass, Self.schemeClass(scheme)] }
}
