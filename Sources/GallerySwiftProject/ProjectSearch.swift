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
}
