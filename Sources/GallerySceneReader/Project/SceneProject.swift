import Foundation
import GalleryModel
import GallerySwiftProject

/// A SwiftUI project read for scenes: every file of one target and of the local packages beside it, parsed once on
/// every core and indexed (``ProjectIndex``), so a view is drawn with whatever the project declares wherever it is
/// written, and a file edited is read again alone (``updating(file:source:)``).
///
/// A file's project is found as `gallery check` finds it (``ProjectDiscovery``: `Package.swift`, `*.xcodeproj`). The
/// target read is the one that compiles the file asked for (for a folder, the app target, else its first program or
/// library), preferring one built for
/// the platform asked; its index holds its own files and the files of the library targets of the packages found,
/// which is what an app target links. A file no project holds is its own index.
public struct SceneProject: Sendable {
    /// The target read, `Project › Target`, or nil for a file read alone.
    public let targetName: String?
    /// The `-D` conditions the target sets.
    public let conditions: Set<String>
    /// The platforms the target builds for, in the gallery's order; nil for a file read alone.
    public let platforms: [Platform]?
    /// The files indexed, in the target's order (its own files first).
    public var files: [String] { index.order }
    /// What could not be read of the projects found.
    public let problems: [ProjectProblem]
    /// The app's string tables its titles are looked up in (``StringTableFiles``), and a warning for each table file
    /// that could not be read.
    public let strings: SceneStringTables
    let stringWarnings: [SceneDiagnostic]
    let index: ProjectIndex

    init(targetName: String?, conditions: Set<String>, platforms: [Platform]? = nil, problems: [ProjectProblem], index: ProjectIndex,
         strings: SceneStringTables = .none, stringWarnings: [SceneDiagnostic] = []) {
        self.strings = strings
        self.stringWarnings = stringWarnings
        self.targetName = targetName
        self.conditions = conditions
        self.platforms = platforms
        self.problems = problems
        self.index = index
    }

    /// The project of `path` (a Swift file, or a project's folder), preferring a target built for `platform`, with every
    /// file of its target and local packages parsed on every core; files that cannot be read are left out. For a folder
    /// and a `view` name, the target read is one whose files declare it (a widget's or a watch app's view is read in its
    /// own target), else the app's.
    ///
    /// - Throws: ``SceneFileError`` when `path` is a file that cannot be read as Swift source, or a folder holding no
    ///   project with an app or library target.
    public static func open(_ path: String, preferring platform: Platform = .iOS, declaring view: String? = nil) throws(SceneFileError) -> SceneProject {
        let search = ProjectDiscovery.search([path])
        var isFolder: ObjCBool = false
        let isFile = !(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        var chosen: (project: SwiftProject, target: ProjectTarget)?
        if isFile {
            let building = search.isManifest(path) ? [] : search.targets(building: path)
            chosen = building.first { $0.target.deployment[platform] != nil } ?? building.first
        } else {
            let candidates = search.projects.flatMap { project in project.targets.map { (project, $0) } }
            let apps = candidates.filter { $0.1.role == .app }
            chosen = apps.first { $0.1.deployment[platform] != nil } ?? apps.first
                ?? candidates.first { $0.1.role == .executable || $0.1.role == .library }
            if let view, let chosenFiles = chosen?.target.files, !chosenFiles.contains(where: { Self.mayDeclare(view, in: $0) }) {
                // Apps first, then the targets built for the platform, then any.
                let ordered = apps + candidates.filter { $0.1.role != .app && $0.1.deployment[platform] != nil } + candidates
                chosen = ordered.first { $0.1.files.contains { Self.mayDeclare(view, in: $0) } } ?? chosen
            }
        }
        guard let chosen else {
            guard isFile else { throw SceneFileError(fileName: path, problem: say("it holds no project with an app or a library the gallery can read")) }
            let file = try SceneFileBytes.source(atPath: path)
            let indexed = ReadingThread.run { IndexedFile(path: path, source: file) }
            return SceneProject(targetName: nil, conditions: [], problems: [], index: ProjectIndex([indexed]))
        }
        var paths = chosen.target.files
        for project in search.projects where project.kind == .package {
            for target in project.targets where target.role == .library { paths += target.files }
        }
        if isFile, !paths.contains(Self.normalised(path)) { paths.insert(Self.normalised(path), at: 0) }
        var seen: Set<String> = []
        paths = paths.filter { seen.insert($0).inserted && !search.isManifest($0) }
        let indexed = ReadingThread.map(paths) { path -> IndexedFile? in
            guard let source = try? SceneFileBytes.source(atPath: path) else { return nil }
            return IndexedFile(path: path, source: source)
        }
        // The target's own tables first, then the apps' (the main bundle, where a key with no bundle is looked up).
        let apps = search.projects.flatMap(\.targets).filter { $0.role == .app && $0 != chosen.target }
        let folders = ([chosen.target] + apps).compactMap { StringTableFiles.folder(holding: $0.files) }
        let tables = StringTableFiles.tables(under: folders)
        return SceneProject(targetName: "\(chosen.project.name) › \(chosen.target.name)", conditions: chosen.target.conditions,
                            platforms: Platform.allCases.filter { chosen.target.deployment[$0] != nil },
                            problems: search.problems, index: ProjectIndex(indexed.compactMap { $0 }),
                            strings: SceneStringTables(tables.tables), stringWarnings: tables.warnings)
    }

    /// Whether the text of the file at `path` may declare the view `name` (a type of that name, or a preview of that
    /// title): a quick look before the target's files are parsed, which the index then confirms.
    private static func mayDeclare(_ name: String, in path: String) -> Bool {
        guard let text = try? SceneFileBytes.source(atPath: path) else { return false }
        if text.contains("#Preview(\"\(name)\"") { return true }
        return ["struct ", "class ", "enum ", "extension "].contains { keyword in
            // The name whole: `struct Row` declares Row, `struct RowModel` does not.
            text.ranges(of: keyword + name).contains { found in
                found.upperBound == text.endIndex || !(text[found.upperBound].isLetter || text[found.upperBound].isNumber || text[found.upperBound] == "_")
            }
        }
    }

    /// The views of the Swift file at `path` read with its project's declarations, on a reading thread: `known`, the
    /// project read for the file before, is brought up to date by reading the file again alone (a save re-reads one
    /// file, not the project); without it the project is found and indexed. `then` gets the file's views and the project
    /// to keep for the next read (nil when the file could not be read).
    public static func readFileInBackground(atPath path: String, knowing known: SceneProject?, views choice: SceneFile.Choice,
                                            options: SceneReadingOptions = SceneReadingOptions(),
                                            then: @escaping @Sendable (Result<SceneFile, SceneFileError>, SceneProject?) -> Void) {
        ReadingThread.start {
            do throws(SceneFileError) {
                let project: SceneProject
                if let known {
                    project = known.updating(file: path, source: try SceneFileBytes.source(atPath: path))
                } else {
                    project = try open(path, preferring: options.platform)
                }
                then(.success(try project.read(file: path, views: choice, options: options)), project)
            } catch {
                then(.failure(error), nil)
            }
        }
    }

    /// The project with `file` read again from `source` (or added): only that file is parsed.
    public func updating(file: String, source: String) -> SceneProject {
        let path = index.files[file] == nil && index.files[Self.normalised(file)] != nil ? Self.normalised(file) : file
        let indexed = ReadingThread.run { IndexedFile(path: path, source: source) }
        return SceneProject(targetName: targetName, conditions: conditions, platforms: platforms, problems: problems, index: index.updating(indexed),
                            strings: strings, stringWarnings: stringWarnings)
    }

    /// The views of `file` (one of the project's, as named by ``files`` or as given to ``open(_:preferring:)``), read
    /// with the project's declarations: those `choice` asks for, the others only named. The target's conditions are set
    /// besides those of `options`.
    /// With `namingEveryFile`, the file's own places name it too, as when the view is read from the project's folder.
    ///
    /// - Throws: ``SceneFileError`` when the file is not one of the project's.
    public func read(file: String, views choice: SceneFile.Choice = .shown, options: SceneReadingOptions = SceneReadingOptions(),
                     namingEveryFile: Bool = false) throws(SceneFileError) -> SceneFile {
        guard let indexed = index.files[file] ?? index.files[Self.normalised(file)] else {
            throw SceneFileError(fileName: file, problem: say("it is not one of the project's files"))
        }
        var options = options
        options.conditions.formUnion(conditions)
        let reading = options
        let read = ReadingThread.run {
            var reader = SceneFileReader(index: index, file: indexed, options: reading)
            reader.namesEveryFile = namingEveryFile
            reader.strings = SceneStringTables(strings.tables, languages: reading.languages)
            return reader.read(choice: choice)
        }
        return warningOfStrings(notingPlatforms(of: read, drawnOn: options.platform))
    }

    /// `file` with a warning on each of its views for each string table file that could not be read.
    private func warningOfStrings(_ file: SceneFile) -> SceneFile {
        guard !stringWarnings.isEmpty, file.refusal == nil else { return file }
        let views = file.views.map { view in
            var warned = view
            warned.diagnostics = stringWarnings + view.diagnostics
            return warned
        }
        return SceneFile(fileName: file.fileName, source: file.source, viewNames: file.viewNames, views: views, diagnostics: file.diagnostics,
                         defaultName: file.defaultName)
    }

    /// `file` with a note on each of its views when the target read does not build for `platform`: the view is drawn
    /// there as if it did, and the note names the platforms the target builds for (a watch app's view drawn on iOS).
    private func notingPlatforms(of file: SceneFile, drawnOn platform: Platform) -> SceneFile {
        guard let platforms, !platforms.isEmpty, !platforms.contains(platform), file.refusal == nil, let targetName else { return file }
        let builds = platforms.map(\.rawValue).joined(separator: ", ")
        let views = file.views.map { view in
            var noted = view
            let drawn = platform.rawValue
            let note = say("\(view.name) belongs to the target \(targetName), which builds for \(builds), not \(drawn): it is drawn on \(drawn) as if it built there.")
            noted.diagnostics.insert(SceneDiagnostic(.note, at: view.roots.first?.location ?? SceneLocation(line: 1, column: 1), note), at: 0)
            return noted
        }
        return SceneFile(fileName: file.fileName, source: file.source, viewNames: file.viewNames, views: views, diagnostics: file.diagnostics,
                         defaultName: file.defaultName)
    }

    /// The name of the `@main` App, or nil when the project has none.
    public var appName: String? {
        index.order.lazy.compactMap { self.index.files[$0]?.declarations.types.first(where: \.isMain)?.name }.first
    }

    /// The app's root scene (``appName``'s), or nil without an app. Every place in it names its file, the app's too,
    /// so a view taken out of it (``SceneCallSite/view(named:)``) says where each of its views is written.
    public func appScene(options: SceneReadingOptions = SceneReadingOptions()) -> Scene? {
        guard let name = appName, let path = file(declaring: nil) else { return nil }
        return try? read(file: path, views: .named(name), options: options, namingEveryFile: true).scene(named: name)
    }

    /// Where the view `name` is used when the app runs: every place of the app's root scene drawn from it, in the order
    /// the walk from the root meets them; none when the app does not use it (or there is no app).
    public func callSites(of name: String, options: SceneReadingOptions = SceneReadingOptions()) -> [SceneCallSite] {
        appScene(options: options)?.callSites(of: name) ?? []
    }

    /// `path` absolute, its links resolved, as the projects name their files.
    static func normalised(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The file declaring the view, App or preview named `name`, or the file of the `@main` App for nil. A view or App
    /// of that name wins over any other type that shares it (a model nested in another type, `ApiModel.CountryDetails`,
    /// beside the view `CountryDetails`).
    public func file(declaring name: String?) -> String? {
        if let name, let drawn = index.types(named: name).first(where: { $0.role == .view || $0.role == .app }),
           let file = index.file(of: drawn.declaration.syntax) {
            return file.path
        }
        for path in index.order {
            guard let file = index.files[path] else { continue }
            if let name {
                if file.declarations.types.contains(where: { $0.name == name || $0.qualifiedName == name })
                    || file.declarations.previews.contains(where: { $0.title == name }) {
                    return path
                }
            } else if file.declarations.types.contains(where: { $0.isMain }) {
                return path
            }
        }
        return nil
    }
}
