import GalleryModel

/// Finds the Swift packages and Xcode projects a SwiftUI app is made of, which `.swift` files each target compiles,
/// and the platforms and releases each target is built for, so that `gallery check` can check every file against
/// the deployment targets it is really built for.
///
/// ```swift
/// let search = ProjectDiscovery.search(["MyApp"])
/// for (project, target) in search.targets(building: "MyApp/Watch/ContentView.swift") {
///     print(project.name, target.name, target.deployment)   // MyApp  Watch  [watchOS: 10.2]
/// }
/// ```
///
/// Manifests are read, never run: `Package.swift` with SwiftSyntax (``PackageManifestReader``), `project.pbxproj`
/// with a parser of its own (``XcodeProjectReader``). Packages' targets take their platforms from the Xcode targets
/// that use them (``PackagePlatforms``). Everything that could not be read is in ``ProjectSearch/problems``.
///
/// The search runs on the calling thread and recurses only within fixed bounds (``ProjectLimits``): deepest in
/// SwiftParser, given manifests nested at most ``ProjectLimits/maximumManifestNesting`` deep (``ManifestShape``
/// refuses deeper ones before parsing). Within them it fits the 512 KiB stack of a Swift concurrency thread, where
/// its tests run it; the gallery's callers run it on a reading thread all the same.
public enum ProjectDiscovery {
    /// Searches `paths`:
    ///
    /// - a folder is searched through for `Package.swift` files and `.xcodeproj` folders; hidden folders (`.git`,
    ///   `.build`, `.swiftpm`), `DerivedData`, `Pods`, `Carthage` and `node_modules` (build outputs and other
    ///   people's code) and bundles (`.xcodeproj`, `.xcworkspace`, `.xcassets`, `.app`, `.framework`) are not
    ///   entered, links to folders are not followed (a link cannot lead the search out of the tree nor round a
    ///   loop), and no folder is entered twice;
    /// - a `.xcodeproj` folder, a `project.pbxproj` or a `Package.swift` is that project;
    /// - any other file is looked up from: the nearest folder above it holding a `Package.swift` or a `.xcodeproj`
    ///   gives its projects, and when that is a package alone, the nearest folder further up holding a `.xcodeproj`
    ///   too, so that a file of a local package is built for the platforms of the app using it.
    ///
    /// Local packages the projects use by path are read too, wherever they are.
    public static func search(_ paths: [String]) -> ProjectSearch {
        let state = SearchState()
        var pending = Pending()
        for path in paths {
            let normalised = ProjectPath.normalised(path)
            guard let entry = ProjectFiles.entry(normalised, following: true) else {
                state.report(path, say("no such file or folder"))
                continue
            }
            let name = ProjectPath.lastComponent(normalised)
            if entry.kind == .folder {
                if name.hasSuffix(".xcodeproj") {
                    pending.add(.xcode(normalised))
                } else {
                    find(in: normalised, into: &pending, state: state)
                }
            } else if name == "Package.swift" {
                pending.add(packageManifest(in: ProjectPath.parent(normalised)))
            } else if name == "project.pbxproj", ProjectPath.parent(normalised).hasSuffix(".xcodeproj") {
                pending.add(.xcode(ProjectPath.parent(normalised)))
            } else {
                enclosing(normalised, into: &pending, state: state)
            }
        }
        return read(&pending, state: state)
    }

    /// A project to read.
    enum Manifest: Hashable {
        case package(String)
        case xcode(String)
    }

    /// The projects to read, each once, in the order found.
    struct Pending {
        private(set) var order: [Manifest] = []
        private var known: Set<Manifest> = []

        mutating func add(_ manifest: Manifest) {
            if known.insert(manifest).inserted { order.append(manifest) }
        }
    }

    /// Folders the search does not enter: build outputs, other people's code, bundles.
    static func isSkipped(folder name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        if ["DerivedData", "Pods", "Carthage", "node_modules"].contains(name) { return true }
        return [".xcodeproj", ".xcworkspace", ".xcassets", ".app", ".appex", ".framework", ".xcframework", ".dSYM", ".bundle"]
            .contains { name.hasSuffix($0) }
    }

    /// Finds the manifests under `folder`.
    private static func find(in folder: String, into pending: inout Pending, state: SearchState) {
        var found: [Manifest] = []
        FolderWalk.walk(folder, state: state, folder: { path, relative in
            let name = ProjectPath.lastComponent(relative)
            if name.hasSuffix(".xcodeproj"), !name.hasPrefix(".") {
                if ProjectFiles.isFile(ProjectPath.join(path, "project.pbxproj")) {
                    found.append(.xcode(path))
                } else {
                    state.report(path, say("this .xcodeproj folder holds no project.pbxproj: it is not read"))
                }
            }
            return isSkipped(folder: name) ? .skip : .enter
        }, file: { path, relative in
            if ProjectPath.lastComponent(relative) == "Package.swift" { found.append(packageManifest(in: ProjectPath.parent(path))) }
        })
        for manifest in found { pending.add(manifest) }
    }

    /// Finds the projects enclosing `file`.
    private static func enclosing(_ file: String, into pending: inout Pending, state: SearchState) {
        var folder = ProjectPath.parent(file)
        var foundPackage = false
        for _ in 0..<ProjectLimits.maximumAncestors {
            let manifests = manifests(in: folder, state: state)
            let projects = manifests.filter { if case .xcode = $0 { true } else { false } }
            if !foundPackage {
                for manifest in manifests { pending.add(manifest) }
                if !projects.isEmpty { return }
                foundPackage = !manifests.isEmpty
            } else if !projects.isEmpty {
                for manifest in projects { pending.add(manifest) }
                return
            }
            guard folder != "/" else { break }
            folder = ProjectPath.parent(folder)
        }
        if !foundPackage {
            state.report(file, say("no Package.swift or .xcodeproj was found in the folders above this file: no target is known to build it"))
        }
    }

    /// The `Package.swift` and `.xcodeproj` folders directly in `folder`.
    private static func manifests(in folder: String, state: SearchState) -> [Manifest] {
        var manifests: [Manifest] = []
        if ProjectFiles.isFile(ProjectPath.join(folder, "Package.swift")) {
            manifests.append(packageManifest(in: folder))
        }
        guard case .success(let names) = ProjectFiles.names(in: folder) else { return manifests }
        for name in names where name.hasSuffix(".xcodeproj") && !name.hasPrefix(".") {
            guard state.takeEntry(at: folder) else { break }
            let path = ProjectPath.join(folder, name)
            if ProjectFiles.isFile(ProjectPath.join(path, "project.pbxproj")) { manifests.append(.xcode(path)) }
        }
        return manifests
    }

    /// The package whose root is `folder`, named by its manifest's path: the folder normalised, then
    /// `Package.swift`, so that a package reached by different paths is read once.
    private static func packageManifest(in folder: String) -> Manifest {
        .package(ProjectPath.join(ProjectPath.normalised(folder), "Package.swift"))
    }

    /// Reads the projects found and those they use by path, then works out the packages' platforms.
    private static func read(_ pending: inout Pending, state: SearchState) -> ProjectSearch {
        var packages: [String: PackageManifest] = [:]
        var xcodeProjects: [XcodeProjectContents] = []
        // What each entry of the order became, to keep the projects in the order found.
        var results: [Manifest: Int] = [:]
        var index = 0
        while index < pending.order.count {
            let manifest = pending.order[index]
            index += 1
            guard index <= ProjectLimits.maximumProjects else {
                let path = switch manifest { case .package(let path), .xcode(let path): path }
                state.report(path, say("the search read \(ProjectLimits.maximumProjects) projects, the most it reads; this one and those after it were not read"))
                break
            }
            switch manifest {
            case .package(let path):
                guard let package = PackageManifestReader.read(path, state: state) else { continue }
                packages[package.root] = package
                for root in package.dependencies.compactMap(\.root) {
                    pending.add(packageManifest(in: root))
                }
            case .xcode(let path):
                guard let contents = XcodeProjectReader.read(path, state: state) else { continue }
                results[manifest] = xcodeProjects.count
                xcodeProjects.append(contents)
                for root in contents.localPackages {
                    pending.add(packageManifest(in: root))
                }
            }
        }
        var platforms = PackagePlatforms(packages: packages, state: state)
        platforms.link(xcodeProjects)
        var projects: [SwiftProject] = []
        for manifest in pending.order {
            switch manifest {
            case .package(let path):
                if let package = packages[ProjectPath.parent(path)] { projects.append(platforms.project(package)) }
            case .xcode:
                if let position = results[manifest] { projects.append(xcodeProjects[position].project) }
            }
        }
        // A target whose file imports a framework a platform lacks, outside any `#if`, does not build for it.
        projects = projects.map { project in
            SwiftProject(kind: project.kind, manifest: project.manifest, root: project.root, name: project.name,
                         targets: project.targets.map { $0.narrowedByImports() })
        }
        return ProjectSearch(projects: projects, problems: state.problems)
    }
}
