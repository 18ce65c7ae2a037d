import Foundation
@testable import GalleryModel
@testable import GalleryWindow
import Testing

/// The stages' rules kept in the cache folder between starts (``StylesheetCacheFile``): generated and written on the
/// first start, read back on the next, and another build's files removed.
@Suite("Stylesheet cache file")
struct StylesheetCacheFileTests {
    @Test("The first start writes the generated rules; the next reads the file; another build's files are removed")
    func readsWhatItWrote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylesheet-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stale = folder + "/0000000000000000-0000000000000000.css"
        try Data("stale".utf8).write(to: URL(fileURLWithPath: stale))
        let kinds: Set<StageKind> = [StageKind(platform: .watchOS, era: .liquidGlass, scheme: .dark)]
        let generated = PlatformTheme.stylesheet(forStages: kinds)
        #expect(StylesheetCacheFile.rules(for: kinds, in: folder) == generated)
        let build = try #require(StylesheetCacheFile.currentBuild)
        let path = folder + "/" + StylesheetCache.fileName(kinds: kinds, build: build)
        #expect(FileManager.default.contents(atPath: path) == Data(generated.utf8))
        #expect(!FileManager.default.fileExists(atPath: stale), "another build's file")
        // The next start reads the file rather than generating the rules.
        try Data("/* kept */".utf8).write(to: URL(fileURLWithPath: path))
        #expect(StylesheetCacheFile.rules(for: kinds, in: folder) == "/* kept */")
    }

    @Test("Without a cache folder the rules are generated")
    func noFolder() {
        let kinds: Set<StageKind> = [StageKind(platform: .iOS, era: .liquidGlass, scheme: .light)]
        #expect(StylesheetCacheFile.rules(for: kinds, in: nil) == PlatformTheme.stylesheet(forStages: kinds))
    }
}
