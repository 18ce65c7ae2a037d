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
/// **Xcode.** A target with no deployment setting anywhere is built for the SDK's own default, which depends on the
/// Xcode that builds it (CMake's `CMAKE_OSX_DEPLOYMENT_TARGET` page: "Xcode's default deployed target is used,
/// typically based on the SDK version"). The check cannot know that SDK, so it takes the oldest release Xcode
/// accepts, which reports everything that could fail rather than hiding it. Xcode 15 and 16 accept iOS and tvOS 12,
/// macOS 10.13 and watchOS 4 at the least (their build warning reads "the range of supported deployment target
/// versions is 10.13 to 14.0.99" for macOS, instacart/TrueTime.swift#108; "Xcode 15 supports deployment targets iOS
/// 12 and tvOS 12", socketio/socket.io-client-swift#1467), the same releases as SwiftPM's table; newer Xcodes raise
/// their floor (Xcode 27 refuses macOS below 12 and iOS below 15, ImageOptim/ImageOptim#467, mplpl/mft#12), which
/// only makes this choice report more.
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

    /// The oldest release current Xcodes deploy `platform` to (see above: the same as SwiftPM's).
    static func xcode(_ platform: Platform) -> OSVersion {
        swiftPM(platform)
    }

    /// `release` as SwiftPM builds it: never older than its oldest supported release.
    static func raisedToSwiftPMMinimum(_ release: OSVersion, on platform: Platform) -> OSVersion {
        max(release, swiftPM(platform))
    }

    /// What ``ProjectTarget/deploymentSource`` says of a release from SwiftPM's table.
    static let swiftPMSource = "SwiftPM's default"
    /// What ``ProjectTarget/deploymentSource`` says of a release from Xcode's floor.
    static let xcodeSource = "Xcode's default"
}
