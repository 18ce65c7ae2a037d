import GalleryModel

/// Which `.swift` files a package target compiles, as SwiftPM's `PackageBuilder` finds them
/// (swiftlang/swift-package-manager, `Sources/PackageLoading/PackageBuilder.swift`):
///
/// - its folder is `path:` (relative to the package root) when given; otherwise `NAME` inside the package's
///   predefined folder: the first of `Sources`, `Source`, `src` and `srcs` that exists (`predefinedSourceDirectories`);
///   for a test target the first of `Tests`, `Sources`, `Source`, `src` and `srcs` (`predefinedTestDirectories`);
///   for a plugin `Plugins`;
/// - every `.swift` file under it, hidden files and folders left out, minus the files and folders `exclude:` lists;
/// - with `sources:`, only the files and folders it lists;
/// - a target whose folder is the package root leaves out the manifests there (`Package.swift`,
///   `Package@swift-6.0.swift`), as SwiftPM does.
enum PackageTargetSources {
    static let predefinedSourceFolders = ["Sources", "Source", "src", "srcs"]
    static let predefinedTestFolders = ["Tests", "Sources", "Source", "src", "srcs"]
    static let predefinedPluginFolders = ["Plugins"]

    /// What the manifest says of a target's files.
    struct Layout {
        let name: String
        let kind: PackageManifest.Target.Kind
        /// `path:`, relative to the package root.
        let path: String?
        let exclude: [String]
        let sources: [String]?
    }

    /// The target's folder (normalised), or nil (with a problem at `spot` of `manifest`) when it is not on disk.
    static func folder(of layout: Layout, root: String, manifest: String, spot: ManifestSpot, state: SearchState) -> String? {
        let folder: String
        if let path = layout.path {
            folder = ProjectPath.join(root, path)
        } else {
            let candidates = switch layout.kind {
            case .test: predefinedTestFolders
            case .plugin: predefinedPluginFolders
            case .regular, .executable, .macro: predefinedSourceFolders
            }
            let predefined = candidates.first { ProjectFiles.isFolder(ProjectPath.join(root, $0)) } ?? candidates[0]
            folder = ProjectPath.join(ProjectPath.join(root, predefined), layout.name)
        }
        guard ProjectFiles.isFolder(folder) else {
            let shown = ProjectPath.relative(ProjectPath.lexical(folder), to: root) ?? folder
            state.report(manifest, line: spot.line, column: spot.column,
                         say("the folder of target \(layout.name), \(shown), is not on disk: the target's files are not known"))
            return nil
        }
        return ProjectPath.normalised(folder)
    }

    /// The `.swift` files of the target whose folder is `folder`, normalised, in the walk's order.
    static func files(of layout: Layout, in folder: String, root: String, state: SearchState) -> [String] {
        let excluded = Set(layout.exclude.map(trimmed))
        let listed = layout.sources.map { Set($0.map(trimmed)) }
        // Whether `relative` is one of `paths` or lies inside one of them.
        func isUnder(_ relative: String, _ paths: Set<String>) -> Bool {
            if paths.contains(relative) || paths.contains("") { return true }
            var prefix = relative
            while let slash = prefix.lastIndex(of: "/") {
                prefix = String(prefix[..<slash])
                if paths.contains(prefix) { return true }
            }
            return false
        }
        var files: [String] = []
        FolderWalk.walk(folder, state: state, folder: { _, relative in
            ProjectPath.lastComponent(relative).hasPrefix(".") || excluded.contains(relative) ? .skip : .enter
        }, file: { path, relative in
            let name = ProjectPath.lastComponent(relative)
            guard name.hasSuffix(".swift"), !name.hasPrefix("."), !isUnder(relative, excluded) else { return }
            if let listed, !isUnder(relative, listed) { return }
            if folder == root, relative == name, name == "Package.swift" || (name.hasPrefix("Package@swift-")) { return }
            files.append(ProjectPath.normalised(path))
        })
        return files
    }

    /// `./Views/` → `Views`: a listed path as the walk's relative paths are written.
    private static func trimmed(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        while parts.first == "." { parts.removeFirst() }
        return parts.joined(separator: "/")
    }
}
