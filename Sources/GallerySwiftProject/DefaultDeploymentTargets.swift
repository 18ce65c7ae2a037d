import GalleryModel

/// The releases a target is built for when its manifest names none.
///
/// **SwiftPM.** Apple's `SupportedPlatform` page says that by default SwiftPM assigns the oldest deployment target
/// the installed SDK supports (<https://developer.apple.com/documentation/packagedescription/supportedplatform>).
/// SwiftPM writes those releases down as each platform's `oldestSupportedVersion` in
/// `Sources/PackageModel/Platform.swift` of swiftlang/swift-package-manager (read at commits 020c1721 and d7be8fce):
/// macOS 10.13, Mac Catalyst 13.0, iOS 12.0, tvOS 12.0, watchOS 4.0, visionOS 1.0. The same file's
/// `SupportedPlatforms.getDerived` also raises a declared release older than these to them, which
/// ``raisedToSwiftPMMinimum(_:on:)`` does too.
///
/// **Xcode.** A target with no deployment setting anywhere is built for the SDK's own default deployment target,
/// which is the SDK's release: Xcode's project templates write `IPHONEOS_DEPLOYMENT_TARGET = latest_iphoneos`
/// (Xcode's iOS Base template, as documented in mihaelamj/XcodeTemplateKit's `iOS Base.md`), and each SDK's
/// `SDKSettings.json` names its `DefaultDeploymentTarget` (the field indygreg/apple-platform-rs's `apple-sdk` crate
/// reads); CMake's `CMAKE_OSX_DEPLOYMENT_TARGET` page says the same ("Xcode's default deployed target is used,
/// typically based on the SDK version"). The check cannot know which Xcode builds the project, so it takes the newest
/// release the gallery knows, the SDK of the newest Xcode. The oldest release Xcode accepts would be wrong the other
/// way: a visionOS target without `XROS_DEPLOYMENT_TARGET` would be checked at visionOS 1, where no build runs.
///
/// iPadOS is built from the iOS SDK and takes iOS's release everywhere.
enum DefaultDeploymentTargets {
    /// SwiftPM's `oldestSupportedVersion` of `platform`.
    static func swiftPM(_ platform: Platform) -> OSVersion {
        switch platform {
        case .iOS, .iPadOS: "12"
        case .macOS: "10.13"
        case .tvOS: "12"
        case .watchOS: "4"
        case .visionOS: "1"
        }
    }

    /// The release Xcode builds `platform` for when nothing sets it: the SDK's own, the newest the gallery knows.
    static func xcode(_ platform: Platform) -> OSVersion {
        platform.newestRelease
    }

    /// `release` as SwiftPM builds it: never older than its oldest supported release.
    static func raisedToSwiftPMMinimum(_ release: OSVersion, on platform: Platform) -> OSVersion {
        max(release, swiftPM(platform))
    }

    /// What ``ProjectTarget/deploymentSource`` says of a release from SwiftPM's table.
    static let swiftPMSource = "SwiftPM's default"
    /// What ``ProjectTarget/deploymentSource`` says of a release from the SDK's default.
    static let xcodeSource = "Xcode's default (the SDK's release)"
}
