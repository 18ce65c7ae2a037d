import Foundation
import GalleryModel
import Testing
@testable import GallerySwiftProject

/// A report of what the discovery finds in real projects, run by hand: `GALLERY_PROJECT_REPORT=PATH[:PATH…] swift
/// test --skip-build --filter ProjectReportTests` prints every project, target, file count, platform and release, and
/// every problem. Without the variable it checks nothing.
@Suite("Project report")
struct ProjectReportTests {
    static let paths = ProcessInfo.processInfo.environment["GALLERY_PROJECT_REPORT"].map { $0.split(separator: ":").map(String.init) }

    @Test("Prints what the discovery finds", .enabled(if: paths != nil))
    func report() {
        let search = ProjectDiscovery.search(Self.paths ?? [])
        var lines: [String] = []
        for project in search.projects {
            lines.append("\(project.kind == .package ? "package" : "xcode") \(project.name)  \(project.manifest)")
            for target in project.targets {
                let platforms = target.deployment.sorted { $0.key.rawValue < $1.key.rawValue }
                    .map { "\($0.key.rawValue) \($0.value) [\(target.deploymentSource[$0.key] ?? "?")]" }.joined(separator: ", ")
                lines.append("  \(target.name) (\(target.role)) \(target.files.count) files; \(platforms); conditions \(target.conditions.sorted())")
                for (file, only) in target.filePlatforms.sorted(by: { $0.key < $1.key }) {
                    lines.append("    only \(only.map(\.rawValue).sorted()): \(file)")
                }
                if ProcessInfo.processInfo.environment["GALLERY_PROJECT_REPORT_FILES"] != nil {
                    for file in target.files { lines.append("    \(file)") }
                }
            }
        }
        lines.append("files no target builds:")
        for root in Self.paths ?? [] {
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || ProjectDiscovery.isSkipped(folder: name) { enumerator?.skipDescendants() }
                guard name.hasSuffix(".swift"), !name.hasPrefix("Package") else { continue }
                let path = (root as NSString).appendingPathComponent(relative)
                if search.targets(building: path).isEmpty { lines.append("  \(path)") }
            }
        }
        lines.append("problems:")
        for problem in search.problems { lines.append("  \(problem)") }
        print(lines.joined(separator: "\n"))
    }
}
