import GalleryModel

/// Xcode 16's folders kept in step with the disk (`PBXFileSystemSynchronizedRootGroup`): every file under the
/// folder belongs to each target listing the group in its `fileSystemSynchronizedGroups`, with exceptions written as
/// `PBXFileSystemSynchronizedBuildFileExceptionSet`s in the group's `exceptions`, each for one target:
///
/// - for a target that lists the group, its `membershipExceptions` (paths relative to the folder, a folder standing
///   for what it holds) are left out of the target;
/// - for a target that does not list the group, its `membershipExceptions` are the group's files the target does
///   compile (how a file of the app's folder is shared with a widget);
/// - `platformFiltersByRelativePath` (`{ "Mac/Menu.swift" = (macos, ); }`) builds a file for some platforms only.
///
/// Folders listed in the group's `explicitFolders` are resources taken whole, not searched for sources; hidden files
/// and folders are not part of the group.
struct XcodeSynchronizedGroups {
    /// One group's `.swift` files and exceptions.
    private struct Group {
        /// The files' paths relative to the folder, and their normalised paths.
        let files: [(relative: String, path: String)]
        let exceptions: [ExceptionSet]
    }

    /// One exception set of a group.
    private struct ExceptionSet {
        let target: String
        let membership: [String]
        let platformFilters: [String: [String]]
    }

    private var groups: [String: Group] = [:]

    /// Reads every synchronized group of `objects`, listing each folder's `.swift` files.
    init(objects: [String: PropertyListDictionary], tree: XcodeFileTree, pbxproj: String, state: SearchState) {
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) where object.string("isa") == "PBXFileSystemSynchronizedRootGroup" {
            let exceptions = object.strings("exceptions").compactMap { setID -> ExceptionSet? in
                guard let set = objects[setID], set.string("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let target = set.string("target") else { return nil }
                var filters: [String: [String]] = [:]
                for (path, value) in set.dictionary("platformFiltersByRelativePath")?.entries ?? [:] {
                    filters[path] = value.array?.compactMap(\.string) ?? []
                }
                return ExceptionSet(target: target, membership: set.strings("membershipExceptions"), platformFilters: filters)
            }
            var files: [(relative: String, path: String)] = []
            switch tree.path(of: id) {
            case .success(let path):
                if ProjectFiles.isFolder(path) {
                    let normalised = ProjectPath.normalised(path)
                    let explicit = Set(object.strings("explicitFolders"))
                    FolderWalk.walk(normalised, state: state, folder: { _, relative in
                        ProjectPath.lastComponent(relative).hasPrefix(".") || explicit.contains(relative) ? .skip : .enter
                    }, file: { path, relative in
                        let name = ProjectPath.lastComponent(relative)
                        if name.hasSuffix(".swift"), !name.hasPrefix(".") { files.append((relative, ProjectPath.normalised(path))) }
                    })
                } else {
                    state.report(pbxproj, line: object.line, column: object.column,
                                 say("the folder of synchronized group \(object.string("path") ?? id) is not on disk: its files are not known"))
                }
            case .failure(.buildFolder):
                break
            case .failure(.broken(let why)):
                state.report(pbxproj, line: object.line, column: object.column,
                             say("the folder of synchronized group \(object.string("path") ?? id) cannot be worked out: \(why)"))
            }
            groups[id] = Group(files: files, exceptions: exceptions)
        }
    }

    /// The files the synchronized groups give target `target`, which lists `listed` groups, with the platforms of the
    /// files it builds for some platforms only (by Xcode's filter names).
    func members(of target: String, listing listed: [String]) -> (files: [String], filters: [String: [String]]) {
        var files: [String] = []
        var filters: [String: [String]] = [:]
        // The groups the target lists, in its order, then the others whose exceptions may add files to it.
        var ordered: [String] = []
        for id in listed where groups[id] != nil && !ordered.contains(id) { ordered.append(id) }
        ordered += groups.keys.filter { !listed.contains($0) }.sorted()
        for id in ordered {
            guard let group = groups[id] else { continue }
            let sets = group.exceptions.filter { $0.target == target }
            let exceptions = sets.flatMap(\.membership)
            let chosen: [(relative: String, path: String)]
            if listed.contains(id) {
                chosen = group.files.filter { !Self.isUnder($0.relative, exceptions) }
            } else {
                chosen = group.files.filter { Self.isUnder($0.relative, exceptions) }
            }
            for file in chosen {
                files.append(file.path)
                for set in sets {
                    if let filter = set.platformFilters[file.relative] { filters[file.path] = filter }
                }
            }
        }
        return (files, filters)
    }

    /// Whether `relative` is one of `paths` or inside one of them.
    private static func isUnder(_ relative: String, _ paths: [String]) -> Bool {
        paths.contains { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
