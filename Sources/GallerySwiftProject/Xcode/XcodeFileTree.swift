import GalleryModel

/// Where the files and groups of a `project.pbxproj` are on disk.
///
/// A file reference (`PBXFileReference`) or group (`PBXGroup`, `PBXVariantGroup`, `XCVersionGroup`,
/// `PBXFileSystemSynchronizedRootGroup`) has a `path` and a `sourceTree` saying what the path is relative to:
///
/// - `<group>`: the folder of the group holding it (a group with no `path`, only a `name`, is a folder of the
///   navigator alone and adds nothing); the main group and anything outside every group: the project's folder;
/// - `SOURCE_ROOT`: the project's folder (the folder holding the `.xcodeproj`, moved by the project's
///   `projectDirPath` when it has one);
/// - `<absolute>`: the path alone;
/// - `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` and other build folders: not in the source tree (products,
///   system frameworks), so no path.
///
/// `name` is only what the navigator shows. A file's path is worked out by going up its groups, at most
/// ``ProjectLimits/maximumGroupDepth`` of them, never round a loop.
struct XcodeFileTree {
    private let objects: [String: PropertyListDictionary]
    /// The group holding each file or group.
    private let parents: [String: String]
    /// The project's folder, normalised.
    let projectFolder: String

    init(objects: [String: PropertyListDictionary], projectFolder: String) {
        self.objects = objects
        self.projectFolder = projectFolder
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object.strings("children") where parents[child] == nil { parents[child] = id }
        }
        self.parents = parents
    }

    /// Why a path could not be worked out.
    enum Unplaced: Error, Equatable {
        /// It lies in a build folder (`BUILT_PRODUCTS_DIR`, `SDKROOT`…): not a source file.
        case buildFolder
        /// Its groups go round in a loop or deeper than the bound, or a group it names is missing.
        case broken(LocalizedText)
    }

    /// The absolute path (worked out by text, not yet normalised) of the file or group `id`.
    func path(of id: String) -> Result<String, Unplaced> {
        var components: [String] = []
        var current = id
        var visited: Set<String> = []
        while true {
            guard visited.insert(current).inserted, visited.count <= ProjectLimits.maximumGroupDepth else {
                return .failure(.broken(say("its groups go round in a loop or lie more than \(ProjectLimits.maximumGroupDepth) deep")))
            }
            guard let object = objects[current] else {
                return .failure(.broken(say("a group on its way, \(current), is not in the project")))
            }
            let path = object.string("path") ?? ""
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                if !path.isEmpty { components.insert(path, at: 0) }
                guard let parent = parents[current] else {
                    return .success(ProjectPath.lexical(components.reduce(projectFolder) { ProjectPath.join($0, $1) }))
                }
                current = parent
            case "SOURCE_ROOT":
                components.insert(path, at: 0)
                return .success(ProjectPath.lexical(components.reduce(projectFolder) { ProjectPath.join($0, $1) }))
            case "<absolute>":
                components.insert(path, at: 0)
                return .success(ProjectPath.lexical(components.reduce("/") { ProjectPath.join($0, $1) }))
            default:
                return .failure(.buildFolder)
            }
        }
    }
}
