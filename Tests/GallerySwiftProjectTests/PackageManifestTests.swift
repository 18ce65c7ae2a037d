import GalleryModel
import Testing
@testable import GallerySwiftProject

/// `Package.swift` files written by hand, read without running them: platforms, target kinds and folders,
/// constants, `.map`, helper functions, `path:`/`exclude:`/`sources:`, and what cannot be read.
@Suite("Package manifests")
struct PackageManifestTests {
    @Test("A standalone package is built for the platforms it names, each target by its kind")
    func platforms() throws {
        let base = Fixtures.path("PlatformsPackage")
        let search = ProjectDiscovery.search([base])
        let project = try #require(search.project("Platforms"))
        #expect(project.kind == .package)
        #expect(project.manifest == ProjectPath.join(base, "Package.swift"))
        // The binary target compiles no Swift.
        #expect(project.targets.map(\.name) == ["Library", "Tool", "LibraryTests", "Macros", "Plugin"])
        #expect(project.targets.map(\.role) == [.library, .executable, .test, .other, .other])

        let library = try #require(search.target("Library", of: "Platforms"))
        // The hidden file is not a source.
        #expect(library.files(under: base) == ["Sources/Library/Library.swift"])
        // .iOS names iPhone and iPad; .macCatalyst is checked as iPadOS through .iOS.
        #expect(library.deployment == [.iOS: "17", .iPadOS: "17", .macOS: "14.2", .watchOS: "10", .tvOS: "17", .visionOS: "1"])
        #expect(library.deploymentSource[.iOS] == "Package.swift:8:9")
        #expect(library.deploymentSource[.macOS] == "Package.swift:8:21")
        #expect(library.deploymentSource[.visionOS] == "Package.swift:9:9")
        // .define("TRACE") holds in Debug only.
        #expect(library.conditions == ["LIBRARY", "UNSAFE"])

        #expect(search.target("LibraryTests", of: "Platforms")?.files(under: base) == ["Tests/LibraryTests/LibraryTests.swift"])
        #expect(search.target("Tool", of: "Platforms")?.files(under: base) == ["Sources/Tool/main.swift"])
        // A macro and a plugin run on the Mac that builds.
        #expect(search.target("Macros", of: "Platforms")?.deployment == [.macOS: "14.2"])
        #expect(search.target("Plugin", of: "Platforms")?.files(under: base) == ["Plugins/Plugin/Plugin.swift"])
        #expect(search.problems.isEmpty)
    }

    @Test("Releases older than SwiftPM's oldest are raised to it; Source/ is a predefined folder too")
    func oldReleases() throws {
        let base = Fixtures.path("OldPackage")
        let search = ProjectDiscovery.search([ProjectPath.join(base, "Package.swift")])
        let old = try #require(search.target("Old", of: "Old"))
        #expect(old.files(under: base) == ["Source/Old/Old.swift"])
        #expect(old.deployment == [.iOS: "12", .iPadOS: "12", .macOS: "10.15"])
        #expect(old.deploymentSource[.iOS] == "Package.swift:6:17")
    }

    @Test("Constants, .map, helper functions, appends to the package; path:, exclude: and sources:; what cannot be read is said where it is")
    func constants() throws {
        let base = Fixtures.path("ConstantsPackage")
        let search = ProjectDiscovery.search([base])
        let project = try #require(search.project("Constants"))
        #expect(project.targets.map(\.name) == ["Cards", "Lists", "Core", "Tool", "CoreTests", "Flaky"])

        let cards = try #require(search.target("Cards", of: "Constants"))
        #expect(cards.files(under: base) == ["Features/Cards/Cards.swift"])
        #expect(cards.conditions == ["SHARED", "FEATURE_Cards"])
        #expect(cards.deployment == [.iOS: "16", .iPadOS: "16", .macOS: "13"])
        #expect(cards.deploymentSource[.macOS] == "Package.swift:5:51")
        #expect(search.target("Lists", of: "Constants")?.conditions == ["SHARED", "FEATURE_Lists"])

        // path: "Code", exclude: ["Legacy"], sources: ["Views", "./Model.swift"].
        let core = try #require(search.target("Core", of: "Constants"))
        #expect(core.files(under: base) == ["Code/Model.swift", "Code/Views/CardView.swift"])

        let tool = try #require(search.target("Tool", of: "Constants"))
        #expect(tool.role == .executable)
        #expect(tool.files(under: base) == ["Sources/Tool/main.swift"])
        #expect(search.target("CoreTests", of: "Constants")?.role == .test)

        // Its settings are chosen when the manifest runs: the target is still read, without them.
        let flaky = try #require(search.target("Flaky", of: "Constants"))
        #expect(flaky.files(under: base) == ["Sources/Flaky/Flaky.swift"])
        #expect(flaky.conditions.isEmpty)
        #expect(search.problemLines(under: base) == [
            "Package.swift:30:1: this statement is not read: the manifest changes values here when it runs",
            "Package.swift:27:43: the Swift settings of target Flaky is not read: this value is chosen when the manifest runs",
        ])
    }

    @Test("A package naming no platforms that no Xcode project uses has none, and says so")
    func noPlatforms() throws {
        let base = Fixtures.path("LoosePackage")
        let search = ProjectDiscovery.search([base])
        let loose = try #require(search.target("Loose", of: "Loose"))
        #expect(loose.files(under: base) == ["Sources/Loose/Loose.swift"])
        #expect(loose.deployment.isEmpty)
        #expect(search.problemLines(under: base) == [
            "Package.swift: this package names no platforms, and no Xcode project found uses Loose: the platforms to check them for are not known",
        ])
    }

    @Test("Manifests that cannot be read are problems at their place", arguments: [
        ("let package = Package(name: \"A\", targets: [.target(name: \"A\"]",
         "Package.swift:1:61: this manifest has a syntax error here; what could be parsed was read"),
        ("let x = 1\n", "Package.swift: this manifest has no let package = Package(…) the reader can follow"),
        ("let package = Package(name: \"A\", platforms: [.iOS(.seventeen)])\n",
         "Package.swift:1:51: this release is not one the reader can read (write it like .v17, .v10_15 or \"14.2\")"),
        ("let package = Package(name: \"A\", targets: names.map { .target(name: $0) })\n",
         "Package.swift:1:43: the package's targets is not read: names is not a constant this manifest declares before using it"),
        ("let package = Package(name: \"A\", targets: [.target(name: \"A\", path: \"Nowhere\")])\n",
         "Package.swift:1:44: the folder of target A, Nowhere, is not on disk: the target's files are not known"),
    ])
    func unreadable(manifest: String, problem: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", manifest)
        let search = ProjectDiscovery.search([folder.path])
        #expect(search.problemLines(under: folder.path).first == problem)
    }

    @Test("Hostile manifests stay within the bounds: deep nesting, maps of maps, arrays doubling")
    func hostile() throws {
        let deep = "let deep = " + String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000) + "\n"
        let letters = "[\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", \"h\", \"i\", \"j\"]"
        let grid = "let n = \(letters)\nlet grid = n.map { a in n.map { b in n.map { c in n.map { d in n.map { e in n.map { f in a } } } } } }\n"
        let lookahead = "let squares = " + String(repeating: "[(", count: 30) + String(repeating: ")]", count: 30) + "\n"
        let doubling = "let c0 = [\"x\"]\n" + (1..<500).map { "let c\($0) = c\($0 - 1) + c\($0 - 1)" }.joined(separator: "\n") + "\n"
        for (index, (manifest, bound)) in [(deep, "nested more than 64 deep"), (lookahead, "too deeply inside one another"), (grid, "steps to work out"), (doubling, "elements, the most read")].enumerated() {
            let folder = try TemporaryFolder()
            let name = bound.split(separator: " ").first.map(String.init) ?? ""
            try folder.write("Package.swift", manifest + """
                let package = Package(name: "Hostile", platforms: [.iOS(.v17)], targets: [.target(name: "A", path: ".")] + \(["deep", "squares", "grid", "c499"][index]))
                """)
            // On the test runner's own thread: the bounds hold on a 512 KiB stack.
            let search = ProjectDiscovery.search([folder.path])
            #expect(search.problems.contains { $0.message.english.contains(bound) }, "\(name): \(search.problems)")
        }
    }
}
