import GalleryModel

/// What ``ProjectDiscovery/search(_:)`` found: the projects and everything it could not read.
public struct ProjectSearch: Sendable {
    /// The packages and Xcode projects found, each once, in the order they were found (a package an Xcode project or
    /// another package uses by path comes after it, even when it lies outside the paths searched).
    public let projects: [SwiftProject]
    /// Everything that could not be read or was read with a guess, in the order met, each once.
    public let problems: [ProjectProblem]
    /// The targets building each file, by its normalised path: (project, target) indices.
    private let index: [String: [(project: Int, target: Int)]]

    public init(projects: [SwiftProject], problems: [ProjectProblem]) {
        self.projects = projects
        self.problems = problems
        var index: [String: [(project: Int, target: Int)]] = [:]
        for (projectIndex, project) in projects.enumerated() {
            for (targetIndex, target) in project.targets.enumerated() {
                for file in target.files {
                    index[file, default: []].append((projectIndex, targetIndex))
                }
            }
        }
        self.index = index
    }

    /// The targets that compile `file`, in the order of ``projects`` and of their targets. The path may be relative
    /// (to the working folder) and go through symbolic links: it is normalised as the targets' files are.
    public func targets(building file: String) -> [(project: SwiftProject, target: ProjectTarget)] {
        let path = ProjectPath.normalised(file)
        return (index[path] ?? []).map { (projects[$0.project], projects[$0.project].targets[$0.target]) }
    }

    /// How each target that compiles `file` builds it: the platforms and releases it compiles the file for
    /// (``ProjectTarget/deployment(of:)``) and its compilation conditions.
    public func builds(of file: String) -> [(project: SwiftProject, target: ProjectTarget, deployment: [Platform: OSVersion])] {
        let path = ProjectPath.normalised(file)
        return targets(building: path).map { ($0.project, $0.target, $0.target.deployment(of: path)) }
    }

    /// The problems that are not about one of `paths` itself (a path not on disk, a file no project is above): a
    /// caller that reports each of its paths says those already.
    public func problems(besides paths: [String]) -> [ProjectProblem] {
        let own = Set(paths.map(ProjectPath.normalised))
        return problems.filter { !own.contains(ProjectPath.normalised($0.path)) }
    }

    /// Whether `file` is a package's manifest (`Package.swift`, or a `Package@swift-6.0.swift` beside it): the host
    /// compiles it with PackageDescription, not for the app's platforms.
    public func isManifest(_ file: String) -> Bool {
        let path = ProjectPath.normalised(file)
        let folder = ProjectPath.parent(path)
        let name = String(path.dropFirst(folder.count).drop { $0 == "/" })
        guard name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) else { return false }
        return projects.contains { $0.kind == .package && ProjectPath.parent($0.manifest) == folder }
    }

    /// The project whose folder holds `file`, if any, though none of its targets compiles it.
    public func project(holding file: String) -> SwiftProject? {
        let path = ProjectPath.normalised(file)
        return projects.filter { path.hasPrefix($0.root.hasSuffix("/") ? $0.root : $0.root + "/") }.max { $0.root.count < $1.root.count }
    }
}
