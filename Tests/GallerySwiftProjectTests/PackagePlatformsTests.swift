import GalleryModel
import Testing
@testable import GallerySwiftProject

/// A local package an app uses: its targets are built for the app targets' platforms, through the package's own
/// dependencies and their conditions, at the package's releases.
@Suite("Package platforms")
struct PackagePlatformsTests {
    private static let base = Fixtures.path("AppWithPackage")

    /// What the search of the whole app finds, and the checks each way of searching must pass.
    private func expectAppPlatforms(_ search: ProjectSearch) throws {
        let kit = try #require(search.target("Kit", of: "Kit"))
        // The iPhone and iPad app and the watch app use Kit; the package names iOS (at 16) and macOS, not watchOS.
        #expect(kit.deployment == [.iOS: "16", .iPadOS: "16", .watchOS: "4"])
        #expect(kit.deploymentSource == [.iOS: "Package.swift:7:9", .iPadOS: "Package.swift:7:9", .watchOS: "SwiftPM's default"])
        // Core, through Kit's "Core".
        #expect(search.target("Core", of: "Kit")?.deployment == kit.deployment)
        // Utility, through .product(…, condition: .when(platforms: [.iOS])): never built for the watch.
        let utility = try #require(search.target("Utility", of: "Utility"))
        #expect(utility.deployment == [.iOS: "12", .iPadOS: "12"])
        #expect(utility.deploymentSource[.iOS] == "SwiftPM's default")
        // No app uses Unused nor the tests: they are built for what the package names.
        #expect(search.target("Unused", of: "Kit")?.deployment == [.iOS: "16", .iPadOS: "16", .macOS: "13"])
        #expect(search.target("KitTests", of: "Kit")?.deployment == [.iOS: "16", .iPadOS: "16", .macOS: "13"])
    }

    @Test("Searching the app's folder: the package targets take the app targets' platforms")
    func wholeApp() throws {
        let search = ProjectDiscovery.search([Self.base])
        #expect(search.projects.map(\.name) == ["App", "Kit", "Utility"])
        #expect(search.target("App", of: "App")?.deployment == [.iOS: "17", .iPadOS: "17"])
        #expect(search.target("WatchApp", of: "App")?.deployment == [.watchOS: "10"])
        try expectAppPlatforms(search)
        #expect(search.problemLines(under: Self.base) == [
            "App.xcodeproj/project.pbxproj:58:30: the local package this names declares no product Missing",
        ])
    }

    @Test("Searching only the Xcode project reads the packages it uses, wherever they are")
    func projectOnly() throws {
        try expectAppPlatforms(ProjectDiscovery.search([ProjectPath.join(Self.base, "App.xcodeproj")]))
    }

    @Test("Searching one file of the package finds the package, then the app above it that uses it")
    func oneFile() throws {
        let file = ProjectPath.join(Self.base, "Packages/Kit/Sources/Core/Core.swift")
        let search = ProjectDiscovery.search([file])
        try expectAppPlatforms(search)
        #expect(search.targets(building: file).map { "\($0.project.name)/\($0.target.name)" } == ["Kit/Core"])
    }

    @Test("Searching the package alone: no app is known, so it is built for the platforms it names")
    func packageAlone() throws {
        let search = ProjectDiscovery.search([ProjectPath.join(Self.base, "Packages/Kit/Package.swift")])
        #expect(search.projects.map(\.name) == ["Kit", "Utility"])
        #expect(search.target("Kit", of: "Kit")?.deployment == [.iOS: "16", .iPadOS: "16", .macOS: "13"])
        #expect(search.target("Utility", of: "Utility")?.deployment == [:])
        #expect(search.problemLines(under: Self.base) == [
            "Packages/Utility/Package.swift: this package names no platforms, and no Xcode project found uses Utility: the platforms to check them for are not known",
        ])
    }
}
