import Foundation
import GalleryModel
@testable import GallerySwiftProject

/// The fixtures' folder and lookups the tests share.
enum Fixtures {
    /// The normalised path of `relative` inside `Tests/GallerySwiftProjectTests/Fixtures`.
    static func path(_ relative: String) -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
        return ProjectPath.normalised(ProjectPath.join(folder, relative))
    }
}

extension ProjectSearch {
    /// The project named `name`.
    func project(_ name: String) -> SwiftProject? {
        projects.first { $0.name == name }
    }

    /// The target `target` of the project named `project`.
    func target(_ target: String, of project: String) -> ProjectTarget? {
        self.project(project)?.targets.first { $0.name == target }
    }

    /// The problems' English lines, `PATH:LINE:COLUMN: MESSAGE`, with `base` cut from the front of each path.
    func problemLines(under base: String) -> [String] {
        problems.map { problem in
            let path = ProjectPath.relative(problem.path, to: base) ?? problem.path
            return problem.line > 0 ? "\(path):\(problem.line):\(problem.column): \(problem.message.english)" : "\(path): \(problem.message.english)"
        }
    }
}

extension ProjectTarget {
    /// The files relative to `base`, in the target's order.
    func files(under base: String) -> [String] {
        files.map { ProjectPath.relative($0, to: base) ?? $0 }
    }
}

/// A folder of its own under the temporary folder, removed with what it holds when the test is done.
final class TemporaryFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = ProjectPath.normalised(url.path)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `relative`, making its folders.
    @discardableResult
    func write(_ relative: String, _ text: String = "struct Fixture {}\n") throws -> String {
        let file = ProjectPath.join(path, relative)
        try FileManager.default.createDirectory(atPath: ProjectPath.parent(file), withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// Makes a symbolic link at `relative` leading to `destination`.
    func link(_ relative: String, to destination: String) throws {
        let file = ProjectPath.join(path, relative)
        try FileManager.default.createDirectory(atPath: ProjectPath.parent(file), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: destination)
    }
}

