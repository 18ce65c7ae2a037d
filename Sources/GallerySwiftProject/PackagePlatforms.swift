import GalleryModel

/// Which platforms each package target is built for, and at which releases.
///
/// **The rule.** A package target is built for the platforms of the Xcode targets (among the projects found) that
/// link a product holding it, directly or through other package targets: a target's dependencies (`.target`,
/// `.product` of a local package, a plain name) are built for the platforms it is built for, narrowed by a
/// dependency's `condition: .when(platforms:)` and by the platform filters of the Xcode build file linking the
/// product. A target no Xcode target reaches (a standalone package, a package's tests) is built for the platforms its
/// package's `platforms:` names (`.iOS` naming iOS and iPadOS). A macro or plugin runs on the Mac that builds, so it
/// is built for macOS. Nothing is ever built for all six platforms by default: a target with no platform from either
/// rule has none, and its package says so as a problem.
///
/// **The releases.** On each platform the release its package's `platforms:` names, raised to SwiftPM's oldest (as
/// SwiftPM raises it); a platform the package does not name takes SwiftPM's default (``DefaultDeploymentTargets``).
/// An Xcode target's own, newer deployment target does not change the package's: SwiftPM builds a package for its own
/// platforms and Xcode only refuses to link a package that needs a newer release than the app.
struct PackagePlatforms {
    /// The packages read, by root.
    private let packages: [String: PackageManifest]
    /// The platforms each package target is built for through Xcode targets, by package root and target name.
    private(set) var consumers: [String: [String: Set<Platform>]] = [:]
    private let state: SearchState

    init(packages: [String: PackageManifest], state: SearchState) {
        self.packages = packages
        self.state = state
    }

    /// Follows every local package product the Xcode projects link, through the packages' target dependencies.
    mutating func link(_ projects: [XcodeProjectContents]) {
        var work: [(root: String, target: String, platforms: Set<Platform>)] = []
        for contents in projects {
            let pbxproj = ProjectPath.join(contents.project.manifest, "project.pbxproj")
            for use in contents.productUses {
                let candidates = use.package.map { [$0] } ?? contents.localPackages
                let packages = self.packages
                guard let (root, targets) = candidates.lazy.compactMap({ root in
                    packages[root]?.products[use.product].map { (root, $0) }
                }).first else {
                    // A local package that could not be read is a problem of its own already.
                    guard candidates.allSatisfy({ packages[$0] != nil }) else { continue }
                    state.report(pbxproj, line: use.line, column: use.column, use.package == nil
                        ? say("no local package of this project declares product \(use.product): the platforms its targets are built for are not known")
                        : say("the local package this names declares no product \(use.product)"))
                    continue
                }
                work += targets.map { (root, $0, use.platforms) }
            }
        }
        while let (root, name, platforms) = work.popLast() {
            let known = consumers[root]?[name] ?? []
            let added = platforms.subtracting(known)
            guard !added.isEmpty, let package = packages[root] else { continue }
            guard let target = package.targets.first(where: { $0.name == name }) else {
                state.report(package.manifest, say("a product of this package holds target \(name), which the manifest does not declare (or which the reader could not read)"))
                continue
            }
            consumers[root, default: [:]][name] = known.union(added)
            for dependency in target.dependencies {
                switch dependency {
                case .target(let other, let only):
                    work.append((root, other, Self.narrowed(added, to: only)))
                case .byName(let other, let only):
                    if package.targets.contains(where: { $0.name == other }) {
                        work.append((root, other, Self.narrowed(added, to: only)))
                    } else {
                        for dependencyRoot in package.dependencies.compactMap(\.root) {
                            for product in packages[dependencyRoot]?.products[other] ?? [] {
                                work.append((dependencyRoot, product, Self.narrowed(added, to: only)))
                            }
                        }
                    }
                case .product(let product, let packageName, let only):
                    guard let dependencyRoot = package.dependencies.first(where: { $0.isNamed(packageName) })?.root,
                          let dependencyPackage = packages[dependencyRoot] else { continue }
                    guard let targets = dependencyPackage.products[product] else {
                        state.report(package.manifest, say("target \(name) uses product \(product) of package \(packageName), which declares no such product"))
                        continue
                    }
                    work += targets.map { (dependencyRoot, $0, Self.narrowed(added, to: only)) }
                }
            }
        }
    }

    /// `platforms` narrowed to a dependency's condition's platforms, when it has one.
    private static func narrowed(_ platforms: Set<Platform>, to condition: Set<Platform>?) -> Set<Platform> {
        condition.map { platforms.intersection($0) } ?? platforms
    }

    /// The package as a project, each target with its platforms and releases.
    func project(_ package: PackageManifest) -> SwiftProject {
        var withoutPlatforms: [String] = []
        let targets = package.targets.map { target -> ProjectTarget in
            let platforms: Set<Platform>
            switch target.kind {
            case .macro, .plugin: platforms = [.macOS]
            case .regular, .executable, .test: platforms = consumers[package.root]?[target.name] ?? Set(package.platforms.keys)
            }
            if platforms.isEmpty { withoutPlatforms.append(target.name) }
            var deployment: [Platform: OSVersion] = [:]
            var sources: [Platform: String] = [:]
            for platform in platforms {
                if let declared = package.platforms[platform] {
                    deployment[platform] = DefaultDeploymentTargets.raisedToSwiftPMMinimum(declared.release, on: platform)
                    sources[platform] = "\(ProjectPath.lastComponent(package.manifest)):\(declared.spot.line):\(declared.spot.column)"
                } else {
                    deployment[platform] = DefaultDeploymentTargets.swiftPM(platform)
                    sources[platform] = DefaultDeploymentTargets.swiftPMSource
                }
            }
            let role: ProjectTarget.Role = switch target.kind {
            case .regular: .library
            case .executable: .executable
            case .test: .test
            case .macro, .plugin: .other
            }
            return ProjectTarget(name: target.name, role: role, files: target.files, deployment: deployment,
                                 conditions: target.conditions, deploymentSource: sources)
        }
        if !withoutPlatforms.isEmpty {
            state.report(package.manifest, say("this package names no platforms, and no Xcode project found uses \(withoutPlatforms.joined(separator: ", ")): the platforms to check them for are not known"))
        }
        return SwiftProject(kind: .package, manifest: package.manifest, root: package.root, name: package.name, targets: targets)
    }
}
