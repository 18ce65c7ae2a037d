import GalleryModel

/// The platforms an Xcode target's configuration builds for, each with its deployment target, from its build
/// settings:
///
/// - the SDKs: `SUPPORTED_PLATFORMS` when set (`"iphoneos iphonesimulator macosx xros xrsimulator"` for a
///   multiplatform target), otherwise `SDKROOT` (`iphoneos`, `macosx`, `appletvos`, `watchos`, `xros`; `auto`
///   needs `SUPPORTED_PLATFORMS`); a simulator counts as its device's SDK, DriverKit as nothing the gallery knows;
/// - the iOS SDK builds for iPhone, iPad or both as `TARGETED_DEVICE_FAMILY` says (`1` iPhone: `.iOS`, `2` iPad:
///   `.iPadOS`, `"1,2"` both at the same release; Xcode's default is `1`); the other families (`3` TV, `4` watch,
///   `7` Vision) come with their own SDKs, so they are read from the SDKs;
/// - `SUPPORTS_MACCATALYST = YES` with the iOS SDK adds a Mac Catalyst build, checked as iPadOS at the iOS release:
///   Mac Catalyst is not one of the gallery's platforms, and SwiftUI's API on it follows iPadOS's (Apple gives
///   Mac Catalyst the iOS releases in its availability), so it is checked where it is closest;
/// - each SDK's release: `IPHONEOS_DEPLOYMENT_TARGET`, `MACOSX_DEPLOYMENT_TARGET`, `TVOS_DEPLOYMENT_TARGET`,
///   `WATCHOS_DEPLOYMENT_TARGET`, `XROS_DEPLOYMENT_TARGET`, the lowest of the plain setting and its variants for the
///   SDK (`MACOSX_DEPLOYMENT_TARGET[sdk=macosx*]`); when nothing sets it, Xcode's default
///   (``DefaultDeploymentTargets``); when it names a setting nothing sets (`$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)`,
///   which Xcode computes itself) or does not read as a release, Xcode's default with a problem.
enum XcodePlatforms {
    /// An SDK Xcode builds with.
    enum SDK: String, CaseIterable {
        case iphoneos, macosx, appletvos, watchos, xros

        /// The setting holding its deployment target.
        var deploymentSetting: String {
            switch self {
            case .iphoneos: "IPHONEOS_DEPLOYMENT_TARGET"
            case .macosx: "MACOSX_DEPLOYMENT_TARGET"
            case .appletvos: "TVOS_DEPLOYMENT_TARGET"
            case .watchos: "WATCHOS_DEPLOYMENT_TARGET"
            case .xros: "XROS_DEPLOYMENT_TARGET"
            }
        }

        /// The SDK a name of `SDKROOT` or `SUPPORTED_PLATFORMS` stands for (`iphonesimulator` → `.iphoneos`,
        /// `macosx14.2` → `.macosx`, a path to `iPhoneOS17.0.sdk` → `.iphoneos`); nil for one the gallery does not
        /// know. `driverkit` is known and stands for nothing.
        static func named(_ name: String) -> SDK?? {
            let lowered = ProjectPath.lastComponent(name).lowercased()
            let prefixes: [(String, SDK?)] = [
                ("iphoneos", .iphoneos), ("iphonesimulator", .iphoneos), ("macosx", .macosx), ("appletvos", .appletvos),
                ("appletvsimulator", .appletvos), ("watchos", .watchos), ("watchsimulator", .watchos), ("xros", .xros),
                ("xrsimulator", .xros), ("driverkit", nil),
            ]
            for (prefix, sdk) in prefixes where lowered.hasPrefix(prefix) { return .some(sdk) }
            return nil
        }
    }

    /// A release and where it came from.
    struct Release: Equatable {
        let release: OSVersion
        let source: String
    }

    /// Where problems with a configuration are said: the `project.pbxproj` and the configuration object's place.
    struct Place {
        let path: String
        let line: Int
        let column: Int
        /// `"Release"`.
        let configuration: String
        /// The target's name, for messages.
        let target: String
    }

    /// The platforms `settings` build for and their releases.
    static func releases(of settings: XcodeBuildSettings, at place: Place, state: SearchState) -> [Platform: Release] {
        var releases: [Platform: Release] = [:]
        for sdk in sdks(of: settings, at: place, state: state) {
            let release = deploymentTarget(of: sdk, in: settings, at: place, state: state)
            for platform in platforms(of: sdk, settings: settings) {
                releases[platform] = release
            }
            if sdk == .iphoneos, settings.value(of: "SUPPORTS_MACCATALYST")?.text.uppercased() == "YES", releases[.iPadOS] == nil {
                releases[.iPadOS] = Release(release: release.release, source: release.source + " (Mac Catalyst)")
            }
        }
        return releases
    }

    /// The SDKs a configuration builds with, each once.
    private static func sdks(of settings: XcodeBuildSettings, at place: Place, state: SearchState) -> [SDK] {
        var names: [String] = []
        if let supported = settings.value(of: "SUPPORTED_PLATFORMS"), !supported.text.isEmpty {
            names = XcodeBuildSettings.words(supported.text)
        } else if let root = settings.value(of: "SDKROOT"), !root.text.isEmpty {
            if root.text == "auto" {
                state.report(place.path, line: place.line, column: place.column,
                             say("target \(place.target) (\(place.configuration)) has SDKROOT = auto and no SUPPORTED_PLATFORMS: the platforms it builds for are not known"))
                return []
            }
            names = [root.text]
        } else {
            state.report(place.path, line: place.line, column: place.column,
                         say("target \(place.target) (\(place.configuration)) sets neither SDKROOT nor SUPPORTED_PLATFORMS: the platforms it builds for are not known"))
            return []
        }
        var sdks: [SDK] = []
        for name in names {
            switch SDK.named(name) {
            case .some(.some(let sdk)): if !sdks.contains(sdk) { sdks.append(sdk) }
            case .some(.none): continue
            case .none:
                state.report(place.path, line: place.line, column: place.column,
                             say("target \(place.target) (\(place.configuration)) builds with an SDK the gallery does not know, \(name); it is left out"))
            }
        }
        return sdks
    }

    /// The gallery's platforms an SDK builds for.
    private static func platforms(of sdk: SDK, settings: XcodeBuildSettings) -> [Platform] {
        switch sdk {
        case .iphoneos:
            let families = Set(settings.value(of: "TARGETED_DEVICE_FAMILY").map {
                $0.text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            } ?? [])
            var platforms: [Platform] = []
            if families.contains("1") { platforms.append(.iOS) }
            if families.contains("2") { platforms.append(.iPadOS) }
            return platforms.isEmpty ? [.iOS] : platforms
        case .macosx: return [.macOS]
        case .appletvos: return [.tvOS]
        case .watchos: return [.watchOS]
        case .xros: return [.visionOS]
        }
    }

    /// The lowest release an SDK's deployment setting gives, or Xcode's default.
    private static func deploymentTarget(of sdk: SDK, in settings: XcodeBuildSettings, at place: Place, state: SearchState) -> Release {
        let key = sdk.deploymentSetting
        let defaultPlatform = platforms(of: sdk, settings: settings)[0]
        let fallback = Release(release: DefaultDeploymentTargets.xcode(defaultPlatform), source: DefaultDeploymentTargets.xcodeSource)
        var candidates: [XcodeBuildSettings.Value] = settings.conditionalValues(of: key, sdk: sdk.rawValue)
        if let plain = settings.value(of: key) { candidates.insert(plain, at: 0) }
        var lowest: Release?
        for candidate in candidates {
            let release: Release
            if candidate.undefined.isEmpty, let version = OSVersion(candidate.text) {
                release = Release(release: version, source: "\(candidate.origin) (\(place.configuration)): \(key)")
            } else {
                let why: LocalizedText = candidate.undefined.isEmpty
                    ? say("\(candidate.text) is not a release")
                    : say("it names \(candidate.undefined.joined(separator: ", ")), which the project does not set (Xcode works some out itself)")
                state.report(place.path, line: place.line, column: place.column,
                             say("\(key) of target \(place.target) (\(place.configuration)) cannot be read: \(why); the SDK's own release, \(fallback.release), is taken"))
                release = fallback
            }
            if lowest == nil || release.release < lowest!.release { lowest = release }
        }
        return lowest ?? fallback
    }

    /// The gallery's platforms an Xcode platform filter names (`platformFilters = (ios, maccatalyst, );`).
    static func platforms(ofFilter filter: String) -> Set<Platform>? {
        switch filter {
        case "ios": [.iOS, .iPadOS]
        case "maccatalyst": [.iPadOS]
        case "macos": [.macOS]
        case "tvos": [.tvOS]
        case "watchos": [.watchOS]
        case "xros", "visionos": [.visionOS]
        case "driverkit": []
        default: nil
        }
    }
}
