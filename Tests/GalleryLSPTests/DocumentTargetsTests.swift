import Foundation
import GalleryModel
import Testing
@testable import GalleryLSP

/// Where a document's deployment targets come from: the client's options first, else the project that builds the file,
/// else none (said in one diagnostic).
@Suite("Document targets")
struct DocumentTargetsTests {
    /// A package naming iOS 15 and macOS 12, with one source file; removed after the test.
    private static func package() throws -> (folder: URL, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-lsp-targets-\(UUID().uuidString)")
        let sources = folder.appendingPathComponent("Sources/Kit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Kit", platforms: [.iOS(.v15), .macOS("12.0")], targets: [.target(name: "Kit")])
            """.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let file = sources.appendingPathComponent("More.swift")
        try Data("import SwiftUI\n".utf8).write(to: file)
        return (folder, file.path)
    }

    @Test("Without options, a file's targets are those of the package that builds it, with its defines")
    func fromTheProject() throws {
        let (folder, file) = try Self.package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let targets = DocumentTargets.of(file, options: ServerOptions(defines: ["DEBUG"]))
        #expect(targets.targets.contains(DeploymentTarget(platform: .iOS, release: "15")), "\(targets)")
        #expect(targets.targets.contains(DeploymentTarget(platform: .macOS, release: "12")), "\(targets)")
        #expect(targets.conditions.contains("DEBUG"))
    }

    @Test("The client's targets win for every file; a file no project builds, or a buffer that is no file, has none")
    func optionsAndUnknown() throws {
        let (folder, file) = try Self.package()
        defer { try? FileManager.default.removeItem(at: folder) }
        let given = [DeploymentTarget(platform: .watchOS, release: "10")]
        #expect(DocumentTargets.of(file, options: ServerOptions(targets: given)) == .known(given, conditions: []))
        #expect(DocumentTargets.of(nil, options: ServerOptions()) == .unknown)
        let stray = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-lsp-stray-\(UUID().uuidString).swift")
        try Data("let x = 1\n".utf8).write(to: stray)
        defer { try? FileManager.default.removeItem(at: stray) }
        #expect(DocumentTargets.of(stray.path, options: ServerOptions()) == .unknown)
    }
}
