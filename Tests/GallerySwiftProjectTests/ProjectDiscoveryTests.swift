import Foundation
import GalleryModel
import Testing
@testable import GallerySwiftProject

/// How the search walks the paths it is given: what it skips, links, loops, files given by name, and paths that do
/// not exist.
@Suite("Project discovery")
struct ProjectDiscoveryTests {
    private static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "NAME", platforms: [.macOS(.v14)], targets: [.target(name: "NAME")])

        """

    private func package(_ name: String, at folder: String, in temporary: TemporaryFolder) throws {
        try temporary.write(ProjectPath.join(folder, "Package.swift"), Self.manifest.replacingOccurrences(of: "NAME", with: name))
        try temporary.write(ProjectPath.join(folder, "Sources/\(name)/\(name).swift"))
    }

    @Test("Hidden folders, .build, DerivedData, Pods and bundles are not searched")
    func skipped() throws {
        let folder = try TemporaryFolder()
        try package("Found", at: "App/Found", in: folder)
        for skipped in [".git/Hidden", ".build/checkouts/Built", "DerivedData/Derived", "Pods/Pod", "Carthage/Checkouts/Cart",
                        "node_modules/Node", "Thing.xcworkspace/Work", "App/Assets.xcassets/Asset"] {
            try package(ProjectPath.lastComponent(skipped), at: skipped, in: folder)
        }
        let search = ProjectDiscovery.search([folder.path])
        #expect(search.projects.map(\.name) == ["Found"])
        #expect(search.problems.isEmpty)
    }

    @Test("Links to folders are not followed, so a link cannot lead out of the tree nor round a loop; links to files are")
    func links() throws {
        let outside = try TemporaryFolder()
        try package("Outside", at: "Outside", in: outside)
        let folder = try TemporaryFolder()
        try package("Inside", at: "Inside", in: folder)
        try folder.link("Inside/Loop", to: folder.path)
        try folder.link("Inside/Away", to: outside.path)
        try folder.link("Inside/Sources/Inside/Linked.swift", to: ProjectPath.join(outside.path, "Outside/Sources/Outside/Outside.swift"))
        let search = ProjectDiscovery.search([folder.path])
        #expect(search.projects.map(\.name) == ["Inside"])
        let inside = try #require(search.target("Inside", of: "Inside"))
        // The linked file is kept by where it leads, as every path is.
        let outsideFile = ProjectPath.join(outside.path, "Outside/Sources/Outside/Outside.swift")
        #expect(Set(inside.files) == [ProjectPath.join(folder.path, "Inside/Sources/Inside/Inside.swift"), outsideFile])
        #expect(search.targets(building: ProjectPath.join(folder.path, "Inside/Sources/Inside/Linked.swift")).map(\.target.name) == ["Inside"])
        #expect(search.problems.isEmpty)
    }

    @Test("A path through a link finds the same files")
    func pathThroughLink() throws {
        let folder = try TemporaryFolder()
        try package("Real", at: "Real", in: folder)
        try folder.link("Alias", to: ProjectPath.join(folder.path, "Real"))
        let search = ProjectDiscovery.search([ProjectPath.join(folder.path, "Alias")])
        #expect(search.project("Real")?.root == ProjectPath.join(folder.path, "Real"))
        #expect(search.targets(building: ProjectPath.join(folder.path, "Alias/Sources/Real/Real.swift")).map(\.target.name) == ["Real"])
        #expect(search.targets(building: ProjectPath.join(folder.path, "Real/Sources/Real/../Real/Real.swift")).map(\.target.name) == ["Real"])
    }

    @Test("A package found twice, by its folder and by a file in it, is read once")
    func once() throws {
        let folder = try TemporaryFolder()
        try package("Once", at: "Once", in: folder)
        let search = ProjectDiscovery.search([folder.path, ProjectPath.join(folder.path, "Once/Sources/Once/Once.swift"),
                                              ProjectPath.join(folder.path, "Once/Package.swift")])
        #expect(search.projects.map(\.name) == ["Once"])
    }

    @Test("A path that does not exist, and a file with no project above it, are problems")
    func nothingThere() throws {
        let folder = try TemporaryFolder()
        let loose = try folder.write("Loose.swift")
        let missing = ProjectPath.join(folder.path, "Missing")
        let search = ProjectDiscovery.search([missing, loose])
        #expect(search.projects.isEmpty)
        #expect(search.problems.map(\.description) == [
            "\(missing): no such file or folder",
            "\(loose): no Package.swift or .xcodeproj was found in the folders above this file: no target is known to build it",
        ])
    }

    @Test("A .xcodeproj folder without its project file is a problem")
    func emptyProjectFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Empty.xcodeproj/project.xcworkspace/contents.xcworkspacedata", "")
        let search = ProjectDiscovery.search([folder.path])
        #expect(search.problemLines(under: folder.path) == ["Empty.xcodeproj: this .xcodeproj folder holds no project.pbxproj: it is not read"])
    }

    @Test("A very deep tree is searched to the bound, and the rest is said to be left out")
    func deepTree() throws {
        let folder = try TemporaryFolder()
        let deep = (0..<(ProjectLimits.maximumFolderDepth + 2)).map { "d\($0)" }.joined(separator: "/")
        try package("Deep", at: deep, in: folder)
        let search = ProjectDiscovery.search([folder.path])
        #expect(search.projects.isEmpty)
        #expect(search.problems.count == 1)
        #expect(search.problems.first?.message.english.contains("folders deep, the deepest the search goes") == true)
    }
}
