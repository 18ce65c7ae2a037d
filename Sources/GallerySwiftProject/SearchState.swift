import GalleryModel

/// What one search carries from start to end on its one thread: the problems found so far (each kept once) and how
/// much of its budget of folder entries is left.
final class SearchState {
    private(set) var problems: [ProjectProblem] = []
    private var seen: Set<String> = []
    /// Folder entries the walks may still look at (``ProjectLimits/maximumEntries`` to start with).
    private var entriesLeft = ProjectLimits.maximumEntries
    /// Whether running out of entries was reported already.
    private var reportedExhaustion = false

    /// Records a problem, once however often it is met.
    func report(_ path: String, line: Int = 0, column: Int = 0, _ message: LocalizedText) {
        let problem = ProjectProblem(path: path, line: line, column: column, message: message)
        if seen.insert(problem.description).inserted { problems.append(problem) }
    }

    /// Records a failure to read `path`.
    func report(_ path: String, _ failure: ProjectFiles.ReadFailure) {
        report(path, line: failure.line, column: failure.column, failure.message)
    }

    /// Takes one folder entry from the budget; false (and the problem said once, at `path`) when none is left.
    func takeEntry(at path: String) -> Bool {
        if entriesLeft > 0 {
            entriesLeft -= 1
            return true
        }
        if !reportedExhaustion {
            reportedExhaustion = true
            report(path, say("the search looked at \(ProjectLimits.maximumEntries) files and folders, the most it looks at, and stopped here: what lies further was not read"))
        }
        return false
    }
}
