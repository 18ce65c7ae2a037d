import GalleryModel

/// Walks a folder tree without recursion: an explicit stack, each folder entered once (by its device and inode, so
/// a bind mount cannot make it go round), links to folders never followed (a link cannot lead the walk out of the
/// tree nor round in a loop), at most ``ProjectLimits/maximumFolderDepth`` folders deep, and every entry taken from
/// the search's budget. A folder that cannot be listed is a problem, and the walk goes on with the rest.
enum FolderWalk {
    /// What the walk does with a folder it meets.
    enum FolderChoice {
        /// Goes into it.
        case enter
        /// Leaves it out, with what lies inside.
        case skip
    }

    /// Visits the entries under `root` (a normalised folder), folders before what they hold, names in byte order.
    ///
    /// - Parameters:
    ///   - folder: called with each folder's path and its path relative to `root` (never for `root` itself); says
    ///     whether to go in.
    ///   - file: called with each file's path and its relative path; a link to a file counts as a file (the link's
    ///     own path is given), a link to a folder is neither.
    static func walk(_ root: String, state: SearchState, folder: (_ path: String, _ relative: String) -> FolderChoice,
                     file: (_ path: String, _ relative: String) -> Void) {
        guard let rootEntry = ProjectFiles.entry(root, following: true), rootEntry.kind == .folder else {
            state.report(root, say("it is not a folder that can be searched"))
            return
        }
        var entered: Set<[UInt64]> = [[rootEntry.device, rootEntry.inode]]
        var pending: [(path: String, relative: String, depth: Int)] = [(root, "", 0)]
        while let (path, relative, depth) = pending.popLast() {
            let names: [String]
            switch ProjectFiles.names(in: path) {
            case .success(let found): names = found
            case .failure(let failure):
                state.report(path, say("this folder could not be listed: \(failure.message)"))
                continue
            }
            var folders: [(path: String, relative: String, depth: Int)] = []
            for name in names {
                guard state.takeEntry(at: path) else { return }
                let childPath = ProjectPath.join(path, name)
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                guard let entry = ProjectFiles.entry(childPath, following: false) else { continue }
                switch entry.kind {
                case .folder:
                    guard folder(childPath, childRelative) == .enter else { continue }
                    guard depth + 1 < ProjectLimits.maximumFolderDepth else {
                        state.report(childPath, say("this folder lies \(ProjectLimits.maximumFolderDepth) folders deep, the deepest the search goes; what it holds was not read"))
                        continue
                    }
                    if entered.insert([entry.device, entry.inode]).inserted {
                        folders.append((childPath, childRelative, depth + 1))
                    }
                case .file:
                    file(childPath, childRelative)
                case .link:
                    if ProjectFiles.entry(childPath, following: true)?.kind == .file { file(childPath, childRelative) }
                case .other:
                    continue
                }
            }
            // Reversed, so the first name is walked first.
            pending.append(contentsOf: folders.reversed())
        }
    }
}
