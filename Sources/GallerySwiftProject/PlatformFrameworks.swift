import GalleryModel

/// The frameworks that exist on some platforms only, and where. `#if canImport(…)` of one of them tells platforms apart
/// (``PlatformBuildConfiguration`` in the scene reader), and a target whose file imports one outside any `#if` does not
/// build for the platforms that lack it (``ImportScan``). Any other module (SwiftUI, Foundation, a package's product) is
/// taken to be importable everywhere, as it is in the project's own build.
///
/// Sources: each framework's page on <https://developer.apple.com/documentation/>, whose availability block lists its
/// platforms (UIKit: iOS, iPadOS, Mac Catalyst, tvOS, visionOS and watchOS 2, where it holds images, colours and fonts;
/// AppKit: macOS; WatchKit: watchOS).
public enum PlatformFrameworks {
    public static let platforms: [String: Set<Platform>] = [
        "UIKit": [.iOS, .iPadOS, .tvOS, .visionOS, .watchOS],
        "AppKit": [.macOS],
        "Cocoa": [.macOS],
        "WatchKit": [.watchOS],
        "ClockKit": [.watchOS],
        "TVUIKit": [.tvOS],
        "CarPlay": [.iOS],
        "ARKit": [.iOS, .iPadOS, .visionOS],
        "ActivityKit": [.iOS, .iPadOS],
        "CoreTelephony": [.iOS, .iPadOS, .macOS],
        "HealthKitUI": [.iOS, .iPadOS, .visionOS],
        "MessageUI": [.iOS, .iPadOS, .visionOS],
        "Vision": [.iOS, .iPadOS, .macOS, .tvOS, .visionOS],
        "AppIntents": [.iOS, .iPadOS, .macOS, .tvOS, .watchOS, .visionOS],
    ]

    /// Whether `module` can be imported on `platform`.
    public static func canImport(_ module: String, on platform: Platform) -> Bool {
        platforms[module].map { $0.contains(platform) } ?? true
    }
}
