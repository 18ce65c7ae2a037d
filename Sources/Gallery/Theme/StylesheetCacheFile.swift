import Foundation
import GalleryModel
#if canImport(Glibc)
import Glibc
#endif

/// Reads the stages' rules from the user's cache when this build wrote them there before, else generates them and
/// writes them there for the next start (``StylesheetCache``). Generating the first page's rules took about a tenth of
/// the time to the first window; reading them back takes a fraction of a millisecond. A cache that cannot be read or
/// written only costs that time: the rules are generated as before, and nothing is said.
enum StylesheetCacheFile {
    /// The rules of the stages of `kinds`, read from `folder` (the user's cache folder unless told) or generated.
    static func rules(for kinds: Set<StageKind>, in folder: String? = defaultFolder) -> String {
        guard let folder, let build = currentBuild else { return PlatformTheme.stylesheet(forStages: kinds) }
        let path = folder + "/" + StylesheetCache.fileName(kinds: kinds, build: build)
        if let data = FileManager.default.contents(atPath: path), !data.isEmpty {
            return String(decoding: data, as: UTF8.self)
        }
        let rules = PlatformTheme.stylesheet(forStages: kinds)
        store(rules, at: path, in: folder, keeping: StylesheetCache.buildPrefix(build))
        return rules
    }

    /// The user's cache folder for the rules.
    static var defaultFolder: String? {
        StylesheetCache.folder(environment: ["XDG_CACHE_HOME", "HOME"].reduce(into: [:]) { $0[$1] = SystemPath.environment($1) })
    }

    /// This build: the running program file's size and modification time; nil where they cannot be read.
    static let currentBuild: String? = {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return nil }
        return "\(status.st_size)|\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }()

    /// Writes `rules` whole or not at all (a temporary file renamed into place), after removing the files of other
    /// builds, which no start reads again.
    private static func store(_ rules: String, at path: String, in folder: String, keeping prefix: String) {
        let files = FileManager.default
        try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in (try? files.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".css") && !name.hasPrefix(prefix) {
            try? files.removeItem(atPath: folder + "/" + name)
        }
        try? Data(rules.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
