/// A platform and the oldest release an app is deployed to, as `gallery check --target iOS=17` names it or a
/// project's settings give it (`IPHONEOS_DEPLOYMENT_TARGET`, `platforms: [.iOS(.v17)]`). Any release number is one:
/// availability compares versions, whether or not the gallery knows the release.
public struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    /// The platform.
    public let platform: Platform
    /// The oldest release the app runs on.
    public let release: OSVersion

    public init(platform: Platform, release: OSVersion) {
        self.platform = platform
        self.release = release
    }

    /// "iOS 17".
    public var description: String { "\(platform.rawValue) \(release)" }
}
