import Foundation
import GalleryModel
import GallerySwiftProject

/// What the client configured in `initializationOptions`: the deployment targets every document is checked against
/// (`"targets": ["iOS=17", "macOS=14"]`, as `gallery check --target` takes them) and the compilation conditions set for
/// `#if` (`"defines": ["DEBUG"]`, as `--define`).
struct ServerOptions: Sendable, Equatable {
    /// The targets, each platform once, in the order given; nil when none were given.
    var targets: [DeploymentTarget]?
    var defines: Set<String> = []

    init(targets: [DeploymentTarget]? = nil, defines: Set<String> = []) {
        self.targets = targets
        self.defines = defines
    }

    /// The options in `value` (the `initializationOptions` of `initialize`; nil or null when there are none).
    ///
    /// - Throws: `invalidParams` naming what is wrong: options that are not an object, targets or defines that are not
    ///   lists of strings, a target that is not `PLATFORM=RELEASE` of a known platform, a platform given twice, a
    ///   define that is not a condition's name.
    init(_ value: JSONValue?) throws(ResponseError) {
        guard let value, !value.isNull else { return }
        guard value.object != nil else {
            throw .invalidParams(say("initializationOptions is an object such as {\"targets\": [\"iOS=17\"]}, not \(value.typeName)"))
        }
        if let given = value["targets"], !given.isNull {
            let texts = given.array?.compactMap(\.string) ?? []
            guard let items = given.array, texts.count == items.count else {
                throw .invalidParams(say("initializationOptions.targets is a list of strings such as [\"iOS=17\", \"macOS=14\"], not \(given.typeName)"))
            }
            targets = try Self.targets(texts)
        }
        if let given = value["defines"], !given.isNull {
            let names = given.array?.compactMap(\.string) ?? []
            guard let items = given.array, names.count == items.count else {
                throw .invalidParams(say("initializationOptions.defines is a list of condition names such as [\"DEBUG\"], not \(given.typeName)"))
            }
            for name in names where !Self.isIdentifier(name) {
                throw .invalidParams(say("initializationOptions.defines: \(Quoting.quoted(name)) is not a condition name such as DEBUG"))
            }
            defines = Set(names)
        }
    }

    /// The targets `texts` name, as `gallery check --target` reads them; a release newer than any the gallery knows is
    /// read as the newest it knows, as `check` does.
    static func targets(_ texts: [String]) throws(ResponseError) -> [DeploymentTarget] {
        var result: [DeploymentTarget] = []
        let platforms = Platform.allCases.map(\.rawValue).joined(separator: ", ")
        for text in texts {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == parts[0].lowercased() }) else {
                throw .invalidParams(say("initializationOptions.targets: \(Quoting.quoted(text)) is not PLATFORM=RELEASE, such as iOS=17; platforms: \(platforms)"))
            }
            guard let release = OSVersion(parts[1]) else {
                throw .invalidParams(say("initializationOptions.targets: \(Quoting.quoted(parts[1])) is not a release number such as 17 or 14.2"))
            }
            if result.contains(where: { $0.platform == platform }) {
                throw .invalidParams(say("initializationOptions.targets names \(platform.rawValue) twice; give one release per platform"))
            }
            result.append(DeploymentTarget(platform: platform, release: min(release, platform.newestRelease)))
        }
        return result
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }
}

/// The deployment targets and compilation conditions a document is checked against, and where they came from.
enum DocumentTargets: Sendable, Equatable {
    /// The targets (at least one) and the `-D` conditions.
    case known([DeploymentTarget], conditions: Set<String>)
    /// Nothing says what the file is built for.
    case unknown

    /// The targets of the document at `path` (nil for a document that is not a file, such as an unsaved buffer), from
    /// the first source that has them:
    ///
    /// 1. what the client configured (`initializationOptions.targets` and `.defines`), for every document;
    /// 2. the targets of the projects that build the file (``ProjectDiscovery``, as `gallery check` finds them without
    ///    `--target`): per platform the oldest release any of them builds it for, and the conditions of all of them
    ///    with the configured defines (a file two targets build with different conditions is checked once, with both
    ///    sets: an editor's hint, where `check` checks each build);
    /// 3. none: ``unknown``, which the server says in one diagnostic at the top of the document, with how to give them.
    static func of(_ path: String?, options: ServerOptions) -> DocumentTargets {
        if let targets = options.targets, !targets.isEmpty {
            return .known(targets, conditions: options.defines)
        }
        guard let path else { return .unknown }
        var releases: [Platform: OSVersion] = [:]
        var conditions = options.defines
        for build in ProjectSearches.shared.search(around: path).builds(of: path) {
            for (platform, release) in build.deployment { releases[platform] = min(release, releases[platform] ?? release) }
            conditions.formUnion(build.target.conditions)
        }
        guard !releases.isEmpty else { return .unknown }
        let targets = Platform.allCases.compactMap { platform in releases[platform].map { DeploymentTarget(platform: platform, release: $0) } }
        return .known(targets, conditions: conditions)
    }

    /// The targets, or none.
    var targets: [DeploymentTarget] {
        if case .known(let targets, _) = self { targets } else { [] }
    }

    var conditions: Set<String> {
        if case .known(_, let conditions) = self { conditions } else { [] }
    }

    /// What the server says at the top of a document whose targets are unknown.
    static let unknownMessage = say(
        "The deployment targets of this file are unknown, so its styles are not checked against any: give them to gallery lsp as initializationOptions, such as {\"targets\": [\"iOS=17\", \"macOS=14\"]} (the README's Editors section shows where for each editor)")
}

/// The projects around the documents, searched once per folder and kept a few seconds: a check runs on every pause in
/// typing, and a project's files change far less often than that.
final class ProjectSearches: @unchecked Sendable {
    static let shared = ProjectSearches()

    /// How long a search is kept.
    static let freshFor: TimeInterval = 10

    private let lock = NSLock()
    private var searches: [String: (search: ProjectSearch, at: Date)] = [:]

    /// What ``ProjectDiscovery`` finds around the file at `path` (its folder's projects and the package or Xcode
    /// project above it).
    func search(around path: String) -> ProjectSearch {
        let folder = (path as NSString).deletingLastPathComponent
        lock.lock()
        if let kept = searches[folder], Date().timeIntervalSince(kept.at) < Self.freshFor {
            lock.unlock()
            return kept.search
        }
        lock.unlock()
        let found = ProjectDiscovery.search([path])
        lock.lock()
        searches[folder] = (found, Date())
        lock.unlock()
        return found
    }
}
