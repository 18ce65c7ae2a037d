import GalleryModel
import GalleryStyleCheck
import GallerySwiftProject

/// Which builds each file `gallery check` reads is checked for: every file for the `--target`s given, or, without
/// them, for the targets of the projects found around the files (``ProjectDiscovery``), each file as the targets that
/// compile it build it.
struct CheckPlan {
    /// The targets given on the command line; empty when they come from the projects.
    let given: [DeploymentTarget]
    /// The conditions `--define` sets, on top of each target's own.
    let defines: Set<String>
    /// The projects found, when the targets come from them.
    let search: ProjectSearch?

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
        search = given.isEmpty ? ProjectDiscovery.search(paths.filter { $0 != SceneFileReading.standardInput }) : nil
    }

    /// The builds `path` is checked for.
    func builds(of path: String) -> FileBuilds {
        guard let search else { return .checked([StyleCheck.Input.Build(targets: given, conditions: defines)]) }
        guard path != SceneFileReading.standardInput else { return .unknown }
        if search.isManifest(path) { return .manifest }
        var builds: [StyleCheck.Input.Build] = []
        for build in search.builds(of: path) {
            let targets = build.deployment.sorted { $0.key.order < $1.key.order }.map { DeploymentTarget(platform: $0.key, release: $0.value) }
            let made = StyleCheck.Input.Build(targets: targets, conditions: build.target.conditions.union(defines))
            if !targets.isEmpty, !builds.contains(made) { builds.append(made) }
        }
        if !builds.isEmpty { return .checked(builds) }
        return search.project(holding: path).map(FileBuilds.notBuilt) ?? .unknown
    }
}

extension Platform {
    /// The platform's place in the gallery's order: iOS, iPadOS, macOS, tvOS, watchOS, visionOS.
    var order: Int { Platform.allCases.firstIndex(of: self) ?? 0 }
}
