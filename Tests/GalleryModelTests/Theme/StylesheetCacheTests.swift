@testable import GalleryModel
import Testing

/// Where the window keeps the stages' rules between starts, and how a file is named for a set of stage kinds and a
/// build.
@Suite("Stylesheet cache")
struct StylesheetCacheTests {
    private let iOSLight: Set<StageKind> = [StageKind(platform: .iOS, era: .liquidGlass, scheme: .light)]

    @Test("The folder is under XDG_CACHE_HOME when absolute, else under the home's .cache; nil without an absolute path")
    func folder() {
        #expect(StylesheetCache.folder(environment: ["XDG_CACHE_HOME": "/tmp/cache", "HOME": "/home/ada"]) == "/tmp/cache/swiftui-style-gallery/stylesheets")
        #expect(StylesheetCache.folder(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/ada/"]) == "/home/ada/.cache/swiftui-style-gallery/stylesheets")
        #expect(StylesheetCache.folder(environment: ["HOME": "relative"]) == nil)
        #expect(StylesheetCache.folder(environment: [:]) == nil)
    }

    @Test("A file's name is the same for the same kinds and build, in any order, and differs with either")
    func names() {
        let both: Set<StageKind> = iOSLight.union([StageKind(platform: .macOS, era: .liquidGlass, scheme: .dark)])
        let name = StylesheetCache.fileName(kinds: both, build: "123|456.7")
        #expect(name == StylesheetCache.fileName(kinds: Set(both.reversed()), build: "123|456.7"))
        #expect(name.hasPrefix(StylesheetCache.buildPrefix("123|456.7")) && name.hasSuffix(".css") && name.count == 16 + 1 + 16 + 4)
        #expect(name != StylesheetCache.fileName(kinds: iOSLight, build: "123|456.7"))
        #expect(!StylesheetCache.fileName(kinds: both, build: "123|456.8").hasPrefix(StylesheetCache.buildPrefix("123|456.7")))
        // FNV-1a's published value for "a" (0xaf63dc4c8601ec8c): the hash is the same in every process.
        #expect(StylesheetCache.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    }
}
