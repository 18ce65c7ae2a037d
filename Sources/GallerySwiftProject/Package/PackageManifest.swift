import GalleryModel

/// What the discovery keeps of a `Package.swift`: enough to list each target's files and, once the Xcode projects
/// using the package are known, the platforms each target is built for.
struct PackageManifest {
    /// The `Package.swift` path and the package's root folder, both normalised.
    let manifest: String
    let root: String
    /// The package's `name:` (the folder's name when it cannot be read).
    let name: String
    /// The releases its `platforms:` names, each with where it is written (`.iOS` names iOS and iPadOS).
    let platforms: [Platform: (release: OSVersion, spot: ManifestSpot)]
    /// The targets each product holds, by product name.
    let products: [String: [String]]
    /// The packages it depends on.
    let dependencies: [Dependency]
    /// Its targets that compile Swift, in the manifest's order.
    let targets: [Target]

    /// A package this one depends on.
    struct Dependency {
        /// Its identity as SwiftPM derives it: the last component of its path or URL (without `.git`), lowercased.
        let identity: String
        /// The `name:` written with it, for manifests that still name their dependencies.
        let name: String?
        /// The normalised root of a local package (`.package(path:)`); nil for a package from a URL or a registry.
        let root: String?

        /// Whether `.product(name:, package:)` means this dependency: its identity or written name, in any case.
        func isNamed(_ package: String) -> Bool {
            package.lowercased() == identity || package.lowercased() == name?.lowercased()
        }
    }

    /// A target of the package.
    struct Target {
        /// What kind of target, as the manifest's call names it.
        enum Kind: Equatable {
            case regular, executable, test, macro, plugin
        }

        let name: String
        let kind: Kind
        /// Its `.swift` files, normalised and on disk.
        let files: [String]
        /// Its `.define`s (and `-D` in `unsafeFlags`) that hold in a release build.
        let conditions: Set<String>
        /// What it depends on.
        let dependencies: [TargetDependency]
    }

    /// One dependency of a target, with the platforms its `condition: .when(platforms:)` limits it to (nil: all).
    enum TargetDependency {
        /// `.target(name:)`: a target of the same package.
        case target(String, platforms: Set<Platform>?)
        /// `.product(name:, package:)`: a product of a package it depends on.
        case product(String, package: String, platforms: Set<Platform>?)
        /// `"Name"` or `.byName(name:)`: a target of the same package, or else a product of that name of a package
        /// it depends on.
        case byName(String, platforms: Set<Platform>?)
    }
}
