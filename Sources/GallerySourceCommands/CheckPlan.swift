import GalleryModel
import GalleryStyleCheck
import GallerySwiftProject

/// Which builds each file `gallery check` reads is checked for: the targets of the projects found around the files
/// (``ProjectDiscovery``), each file as the targets that compile it build it, with the release of each platform a
/// `--target` names replaced by the one it gives; a file no project holds, for the `--target`s given.
struct CheckPlan {
    /// The targets given on the command line.
    let given: [DeploymentTarget]
    /// The conditions `--define` sets, on top of each target's own.
    let defines: Set<String>
    /// The projects found around the paths.
    let search: ProjectSearch

    /// What the plan says of one file.
    enum FileBuilds {
        /// The file is checked for these builds.
        case checked([StyleCheck.Input.Build])
        /// A project's folder holds the file but none of its targets compiles it: it is not checked.
        case notBuilt(SwiftProject)
        /// The file is a package's manifest, which the host compiles with PackageDescription: not app code, not checked.
        case manifest
        /// No project holds the file, and no `--target` was given: its targets are unknown.
        case unknown
    }

    init(given: [DeploymentTarget], defines: Set<String>, paths: [String]) {
        self.given = given
        self.defines = defines
        // Standard input has no project.
        search = ProjectDiscovery.search(paths.filter { $0 != SceneFileReading.standardInput })
    }

    /// The builds `path` is checked for.
    func builds(of path: String) -> FileBuilds {
        let alone: FileBuilds = given.isEmpty ? .unknown : .checked([StyleCheck.Input.Build(targets: given, conditions: defines)])
        guard path != SceneFileReading.standardInput else { return alone }
        if search.isManifest(path) { return .manifest }
        var builds: [StyleCheck.Input.Build] = []
        for build in search.builds(of: path) {
            let targets = build.deployment.sorted { $0.key.order < $1.key.order }.map { platform, release in
                DeploymentTarget(platform: platform, release: givenRelease(of: platform) ?? release)
            }
            let made = StyleCheck.Input.Build(targets: targets, conditions: build.target.conditions.union(defines))
            if !targets.isEmpty, !builds.contains(made) { builds.append(made) }
        }
        if !builds.isEmpty { return .checked(builds) }
        return search.project(holding: path).map(FileBuilds.notBuilt) ?? alone
    }
}

extension CheckPlan {
    /// The release a `--target` gives `platform` instead of the project's: its own, or for iPadOS, built from the iOS
    /// SDK at the iOS deployment target, iOS's.
    func givenRelease(of platform: Platform) -> OSVersion? {
        given.first { $0.platform == platform }?.release ?? (platform == .iPadOS ? given.first { $0.platform == .iOS }?.release : nil)
    }
}

extension Platform {
    /// The platform's place in the gallery's order: iOS, iPadOS, macOS, tvOS, watchOS, visionOS.
    var order: Int { Platform.allCases.firstIndex(of: self) ?? 0 }
}
