import GalleryModel

/// What the discovery keeps of an Xcode project: the project with its targets, and the products of local packages
/// its targets use (their platforms decide the packages' targets').
struct XcodeProjectContents {
    let project: SwiftProject
    /// The local packages the project refers to (`XCLocalSwiftPackageReference`, or a package folder added to the
    /// navigator), normalised roots.
    let localPackages: [String]
    let productUses: [ProductUse]

    /// A package product an Xcode target links.
    struct ProductUse {
        /// The product's name.
        let product: String
        /// The package's root when the dependency names a local package; nil when it names none (a package folder in
        /// the navigator): then any of ``XcodeProjectContents/localPackages`` providing the product.
        let package: String?
        /// The platforms the target builds the product for.
        let platforms: Set<Platform>
        /// Where the dependency is written, for problems.
        let line: Int
        let column: Int
    }
}

/// Reads an Xcode project (`NAME.xcodeproj/project.pbxproj`): its targets, the `.swift` files each compiles, the
/// platforms and releases each builds for and its compilation conditions, and the package products it links.
///
/// - Targets are the `PBXProject`'s `targets` that are `PBXNativeTarget`s (aggregate and legacy targets compile
///   nothing); `productType` gives the role.
/// - Files: the `PBXSourcesBuildPhase`s' `PBXBuildFile`s' `fileRef`s placed by ``XcodeFileTree``, and Xcode 16's
///   synchronized folders (``XcodeSynchronizedGroups``); a build file's `platformFilters` (or `platformFilter`)
///   builds it for some platforms only (``ProjectTarget/filePlatforms``).
/// - Settings: each `XCBuildConfiguration` of the target layered over the project's configuration of the same name
///   (the project's default configuration when it has none of that name), each over its
///   `baseConfigurationReference` `.xcconfig` (``XcodeBuildSettings``, ``XCConfigReader``). Platforms and releases
///   come from every configuration (``XcodePlatforms``): a file must compile in each, so each platform takes its
///   lowest release, and the Release configuration's source is said when it ties. Compilation conditions come from
///   the Release configuration: the one named `Release`, else the list's `defaultConfigurationName`, else the last.
/// - Package products: `packageProductDependencies` (`XCSwiftPackageProductDependency`): a product of an
///   `XCLocalSwiftPackageReference`'s package, or with no package named, of a package folder the project holds;
///   products of remote packages are not in the tree and are left alone. A `PBXBuildFile` linking the product with
///   platform filters builds it for those platforms only.
enum XcodeProjectReader {
    /// The project `xcodeproj` (a normalised path to a `.xcodeproj` folder); nil, with a problem, when its
    /// `project.pbxproj` cannot be read or is not a project.
    static func read(_ xcodeproj: String, state: SearchState) -> XcodeProjectContents? {
        let pbxproj = ProjectPath.join(xcodeproj, "project.pbxproj")
        let document: PropertyList
        do {
            let bytes = try ProjectFiles.bytes(atPath: pbxproj, limit: ProjectLimits.maximumProjectFileBytes)
            do {
                document = try PropertyListParser.parse(bytes)
            } catch {
                state.report(pbxproj, line: error.line, column: error.column, say("this project file does not parse: \(error.message)"))
                return nil
            }
        } catch {
            state.report(pbxproj, line: error.line, column: error.column, say("this project file could not be read: \(error.message)"))
            return nil
        }
        guard let root = document.dictionary, let objectTable = root.dictionary("objects"),
              let rootID = root.string("rootObject") else {
            state.report(pbxproj, say("this project file has no objects or rootObject: it is not an Xcode project"))
            return nil
        }
        let objects = objectTable.entries.compactMapValues(\.dictionary)
        guard let project = objects[rootID], project.string("isa") == "PBXProject" else {
            state.report(pbxproj, say("this project file's rootObject is not a PBXProject"))
            return nil
        }
        let reader = Reader(xcodeproj: xcodeproj, pbxproj: pbxproj, objects: objects, project: project, state: state)
        return reader.contents()
    }

    /// The role a `productType` stands for.
    static func role(ofProductType type: String) -> ProjectTarget.Role {
        let kind = type.hasPrefix("com.apple.product-type.") ? String(type.dropFirst("com.apple.product-type.".count)) : type
        if kind.hasPrefix("bundle.unit-test") || kind.hasPrefix("bundle.ui-testing") || kind.hasPrefix("bundle.ocunit-test") { return .test }
        if kind.contains("extension") { return .appExtension }
        if kind.hasPrefix("application") { return .app }
        if kind.hasPrefix("framework") || kind.hasPrefix("library") { return .library }
        if kind == "tool" { return .executable }
        return .other
    }

    /// One project being read.
    private struct Reader {
        let xcodeproj: String
        let pbxproj: String
        let objects: [String: PropertyListDictionary]
        let project: PropertyListDictionary
        let state: SearchState
        let name: String
        /// The folder holding the `.xcodeproj`, and the project's folder sources are relative to.
        let folder: String
        let tree: XcodeFileTree
        let synchronized: XcodeSynchronizedGroups

        init(xcodeproj: String, pbxproj: String, objects: [String: PropertyListDictionary], project: PropertyListDictionary,
             state: SearchState) {
            self.xcodeproj = xcodeproj
            self.pbxproj = pbxproj
            self.objects = objects
            self.project = project
            self.state = state
            let fileName = ProjectPath.lastComponent(xcodeproj)
            name = fileName.hasSuffix(".xcodeproj") ? String(fileName.dropLast(".xcodeproj".count)) : fileName
            folder = ProjectPath.parent(xcodeproj)
            let projectFolder = ProjectPath.normalised(ProjectPath.join(folder, project.string("projectDirPath") ?? ""))
            tree = XcodeFileTree(objects: objects, projectFolder: projectFolder)
            synchronized = XcodeSynchronizedGroups(objects: objects, tree: tree, pbxproj: pbxproj, state: state)
        }

        func report(_ object: PropertyListDictionary?, _ message: LocalizedText) {
            state.report(pbxproj, line: object?.line ?? 0, column: object?.column ?? 0, message)
        }

        func contents() -> XcodeProjectContents {
            let localPackages = self.localPackages()
            let projectConfigurations = configurations(project.string("buildConfigurationList"), owner: say("project \(name)"))
            var targets: [ProjectTarget] = []
            var uses: [XcodeProjectContents.ProductUse] = []
            for id in project.strings("targets") {
                guard let object = objects[id] else {
                    report(project, say("the project lists a target, \(id), that is not in the file"))
                    continue
                }
                switch object.string("isa") {
                case "PBXNativeTarget":
                    let target = self.target(object, id: id, projectConfigurations: projectConfigurations)
                    targets.append(target)
                    uses += productUses(of: object, platforms: Set(target.deployment.keys))
                case "PBXAggregateTarget", "PBXLegacyTarget":
                    continue
                default:
                    report(object, say("target \(object.string("name") ?? id) is a kind of target the reader does not know, \(object.string("isa") ?? "?")"))
                }
            }
            let swiftProject = SwiftProject(kind: .xcodeProject, manifest: xcodeproj, root: folder, name: name, targets: targets)
            return XcodeProjectContents(project: swiftProject, localPackages: localPackages, productUses: uses)
        }

        // MARK: Targets

        private func target(_ object: PropertyListDictionary, id: String,
                            projectConfigurations: (all: [Configuration], defaultName: String?)) -> ProjectTarget {
            let targetName = object.string("name") ?? "?"
            let (deployment, conditions) = settings(of: object, named: targetName, projectConfigurations: projectConfigurations)
            var files: [String] = []
            var seen: Set<String> = []
            var filePlatforms: [String: Set<Platform>] = [:]
            func add(_ path: String, filters: [String]?) {
                guard seen.insert(path).inserted else { return }
                files.append(path)
                if let filters, !filters.isEmpty {
                    var platforms: Set<Platform> = []
                    for filter in filters {
                        guard let named = XcodePlatforms.platforms(ofFilter: filter) else {
                            report(object, say("target \(targetName) filters a file by a platform the reader does not know, \(filter)"))
                            continue
                        }
                        platforms.formUnion(named)
                    }
                    filePlatforms[path] = platforms
                }
            }
            for phaseID in object.strings("buildPhases") {
                guard let phase = objects[phaseID], phase.string("isa") == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase.strings("files") {
                    guard let buildFile = objects[buildFileID] else {
                        report(phase, say("target \(targetName)'s sources list a build file, \(buildFileID), that is not in the file"))
                        continue
                    }
                    guard let referenceID = buildFile.string("fileRef"), let reference = objects[referenceID] else {
                        if buildFile.string("productRef") == nil {
                            report(buildFile, say("a source of target \(targetName) names no file that is in the project"))
                        }
                        continue
                    }
                    guard let path = swiftFile(reference, id: referenceID, target: targetName) else { continue }
                    add(path, filters: buildFile.string("platformFilter").map { [$0] } ?? buildFile["platformFilters"]?.array?.compactMap(\.string))
                }
            }
            let members = synchronized.members(of: id, listing: object.strings("fileSystemSynchronizedGroups"))
            for path in members.files { add(path, filters: members.filters[path]) }
            return ProjectTarget(name: targetName, role: XcodeProjectReader.role(ofProductType: object.string("productType") ?? ""),
                                 files: files, deployment: deployment.mapValues(\.release), conditions: conditions,
                                 deploymentSource: deployment.mapValues(\.source), filePlatforms: filePlatforms)
        }

        /// The normalised path of a Swift file reference that is on disk; nil for another kind of file, or (with a
        /// problem) a Swift file that cannot be placed or is missing.
        private func swiftFile(_ reference: PropertyListDictionary, id: String, target: String) -> String? {
            let named = reference.string("path") ?? reference.string("name") ?? ""
            guard named.hasSuffix(".swift") else { return nil }
            switch tree.path(of: id) {
            case .success(let path):
                guard ProjectFiles.isFile(path) else {
                    report(reference, say("target \(target) compiles \(named), which is not on disk (looked for \(path))"))
                    return nil
                }
                return ProjectPath.normalised(path)
            case .failure(.buildFolder):
                return nil
            case .failure(.broken(let why)):
                report(reference, say("the place of \(named), which target \(target) compiles, cannot be worked out: \(why)"))
                return nil
            }
        }

        // MARK: Settings

        /// A configuration: its name, object and `.xcconfig` assignments.
        struct Configuration {
            let name: String
            let object: PropertyListDictionary
            let assignments: [SettingAssignment]
        }

        /// The configurations of an `XCConfigurationList`, and the name of its default one.
        private func configurations(_ listID: String?, owner: LocalizedText) -> (all: [Configuration], defaultName: String?) {
            guard let listID, let list = objects[listID] else {
                report(project, say("\(owner) has no build configuration list: its settings are not known"))
                return ([], nil)
            }
            var configurations: [Configuration] = []
            for id in list.strings("buildConfigurations") {
                guard let object = objects[id] else {
                    report(list, say("\(owner)'s configurations list one, \(id), that is not in the file"))
                    continue
                }
                let configurationName = object.string("name") ?? "?"
                var assignments = baseConfiguration(of: object, owner: owner, configuration: configurationName)
                for (key, value) in (object.dictionary("buildSettings")?.entries ?? [:]).sorted(by: { $0.key < $1.key }) {
                    let text = value.string ?? value.array?.compactMap(\.string).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ") ?? ""
                    var key = Substring(key)
                    var conditions: [String] = []
                    while key.hasSuffix("]"), let open = key.lastIndex(of: "[") {
                        conditions.insert(String(key[key.index(after: open)..<key.index(before: key.endIndex)]), at: 0)
                        key = key[..<open]
                    }
                    assignments.append(SettingAssignment(key: String(key), conditions: conditions, value: text, origin: "\(name).xcodeproj"))
                }
                configurations.append(Configuration(name: configurationName, object: object, assignments: assignments))
            }
            return (configurations, list.string("defaultConfigurationName"))
        }

        /// The assignments of a configuration's `.xcconfig`: `baseConfigurationReference`, or Xcode 16's
        /// `baseConfigurationReferenceAnchor` (a synchronized folder) with `baseConfigurationReferenceRelativePath`.
        private func baseConfiguration(of configuration: PropertyListDictionary, owner: LocalizedText, configuration name: String) -> [SettingAssignment] {
            var path: String?
            if let referenceID = configuration.string("baseConfigurationReference") {
                switch tree.path(of: referenceID) {
                case .success(let found): path = found
                case .failure(.buildFolder): path = nil
                case .failure(.broken(let why)):
                    report(configuration, say("the .xcconfig of \(owner) (\(name)) cannot be placed: \(why)"))
                }
            } else if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
                      let relative = configuration.string("baseConfigurationReferenceRelativePath"),
                      case .success(let folder) = tree.path(of: anchor) {
                path = ProjectPath.join(folder, relative)
            }
            guard let path else { return [] }
            guard ProjectFiles.isFile(path) else {
                report(configuration, say("the .xcconfig of \(owner) (\(name)), \(ProjectPath.lastComponent(path)), is not on disk: its settings are not known"))
                return []
            }
            return XCConfigReader.assignments(of: ProjectPath.normalised(path), state: state)
        }

        /// A target's platforms and releases (lowest over its configurations) and the Release configuration's
        /// compilation conditions.
        private func settings(of target: PropertyListDictionary, named targetName: String,
                              projectConfigurations: (all: [Configuration], defaultName: String?))
            -> (deployment: [Platform: XcodePlatforms.Release], conditions: Set<String>) {
            let targetConfigurations = configurations(target.string("buildConfigurationList"), owner: say("target \(targetName)"))
            let all = targetConfigurations.all
            let releaseIndex = all.firstIndex { $0.name == "Release" }
                ?? all.firstIndex { $0.name == targetConfigurations.defaultName }
                ?? (all.isEmpty ? nil : all.count - 1)
            // The Release configuration first, so that it is the source said when another ties with it.
            let ordered = (releaseIndex.map { [$0] } ?? []) + all.indices.filter { $0 != releaseIndex }
            var deployment: [Platform: XcodePlatforms.Release] = [:]
            var conditions: Set<String> = []
            for index in ordered {
                let configuration = all[index]
                let projectConfiguration = projectConfigurations.all.first { $0.name == configuration.name }
                    ?? projectConfigurations.all.first { $0.name == projectConfigurations.defaultName }
                let settings = XcodeBuildSettings(
                    assignments: (projectConfiguration?.assignments ?? []) + configuration.assignments,
                    builtIn: ["TARGET_NAME": targetName, "PROJECT_NAME": name, "CONFIGURATION": configuration.name,
                              "SRCROOT": tree.projectFolder, "PROJECT_DIR": tree.projectFolder, "SOURCE_ROOT": tree.projectFolder])
                let place = XcodePlatforms.Place(path: pbxproj, line: configuration.object.line, column: configuration.object.column,
                                                 configuration: configuration.name, target: targetName)
                for (platform, found) in XcodePlatforms.releases(of: settings, at: place, state: state) {
                    if let known = deployment[platform], known.release <= found.release { continue }
                    deployment[platform] = found
                }
                if index == releaseIndex {
                    conditions = self.conditions(in: settings, at: place)
                }
            }
            return (deployment, conditions)
        }

        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in `OTHER_SWIFT_FLAGS`.
        private func conditions(in settings: XcodeBuildSettings, at place: XcodePlatforms.Place) -> Set<String> {
            var names: Set<String> = []
            for key in ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"] {
                guard let value = settings.value(of: key) else { continue }
                if !value.undefined.isEmpty {
                    state.report(pbxproj, line: place.line, column: place.column,
                                 say("\(key) of target \(place.target) (\(place.configuration)) names \(value.undefined.joined(separator: ", ")), which the project does not set; read as empty, as Xcode does"))
                }
                if settings.hasConditionalAssignment(of: key) {
                    state.report(pbxproj, line: place.line, column: place.column,
                                 say("\(key) of target \(place.target) (\(place.configuration)) also has values for some SDKs or architectures only, which are not read"))
                }
                let words = XcodeBuildSettings.words(value.text)
                if key == "OTHER_SWIFT_FLAGS" {
                    names.formUnion(XcodeBuildSettings.definedConditions(inFlags: words))
                } else {
                    names.formUnion(words.filter { !$0.isEmpty })
                }
            }
            return names
        }

        // MARK: Packages

        /// The local packages the project refers to: `XCLocalSwiftPackageReference`s, and folders holding a
        /// `Package.swift` that the navigator shows (how Xcode adds a local package by dragging its folder in).
        private func localPackages() -> [String] {
            var roots: [String] = []
            for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
                switch object.string("isa") {
                case "XCLocalSwiftPackageReference":
                    guard let relative = object.string("relativePath") else {
                        report(object, say("a local package reference has no relativePath"))
                        continue
                    }
                    let root = ProjectPath.join(folder, relative)
                    guard ProjectFiles.isFile(ProjectPath.join(root, "Package.swift")) else {
                        report(object, say("the local package \(relative) has no Package.swift on disk"))
                        continue
                    }
                    let normalised = ProjectPath.normalised(root)
                    if !roots.contains(normalised) { roots.append(normalised) }
                case "PBXFileReference":
                    let type = object.string("lastKnownFileType") ?? object.string("explicitFileType") ?? ""
                    guard type == "wrapper" || type == "folder", case .success(let path) = tree.path(of: id),
                          ProjectFiles.isFile(ProjectPath.join(path, "Package.swift")) else { continue }
                    let normalised = ProjectPath.normalised(path)
                    if !roots.contains(normalised) { roots.append(normalised) }
                default:
                    continue
                }
            }
            return roots
        }

        /// The local package products `target` links, built for `platforms` (narrowed by a linking build file's
        /// platform filters).
        private func productUses(of target: PropertyListDictionary, platforms: Set<Platform>) -> [XcodeProjectContents.ProductUse] {
            // Platform filters of the build files linking each product.
            var filters: [String: Set<Platform>] = [:]
            for phaseID in target.strings("buildPhases") {
                guard let phase = objects[phaseID], phase.string("isa") == "PBXFrameworksBuildPhase" else { continue }
                for buildFileID in phase.strings("files") {
                    guard let buildFile = objects[buildFileID], let product = buildFile.string("productRef") else { continue }
                    let names = buildFile.string("platformFilter").map { [$0] } ?? buildFile["platformFilters"]?.array?.compactMap(\.string) ?? []
                    guard !names.isEmpty else { continue }
                    filters[product] = names.reduce(into: Set<Platform>()) { $0.formUnion(XcodePlatforms.platforms(ofFilter: $1) ?? []) }
                }
            }
            var uses: [XcodeProjectContents.ProductUse] = []
            for id in target.strings("packageProductDependencies") {
                guard let dependency = objects[id], var product = dependency.string("productName") else {
                    report(target, say("target \(target.string("name") ?? "?") links a package product, \(id), that is not in the file"))
                    continue
                }
                if product.hasPrefix("plugin:") { continue }
                if product.hasPrefix("macro:") { product = String(product.dropFirst("macro:".count)) }
                var packageRoot: String?
                if let packageID = dependency.string("package") {
                    guard let package = objects[packageID] else {
                        report(dependency, say("package product \(product) names a package, \(packageID), that is not in the file"))
                        continue
                    }
                    guard package.string("isa") == "XCLocalSwiftPackageReference" else { continue }
                    guard let relative = package.string("relativePath") else { continue }
                    let root = ProjectPath.join(folder, relative)
                    guard ProjectFiles.isFile(ProjectPath.join(root, "Package.swift")) else { continue }
                    packageRoot = ProjectPath.normalised(root)
                }
                uses.append(.init(product: product, package: packageRoot, platforms: filters[id].map { platforms.intersection($0) } ?? platforms,
                                  line: dependency.line, column: dependency.column))
            }
            return uses
        }
    }
}
