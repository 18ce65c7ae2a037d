import Foundation
import GalleryModel
import GallerySceneReader

/// Indexing a project for scenes (``SceneProject/open(_:preferring:)``: discovery, every file parsed on every core, the
/// declarations indexed), and reading a view again within the index (what an edit or another platform asks): the
/// project `BenchmarkProject` writes, as a Swift package's one target.
enum BenchmarkIndex {
    /// Writes the package into `folder` from the shipped scenes in `scenes`, then indexes it and reads, resolves and
    /// plans its first view `runs` times after a warm-up run; prints the medians and 95th percentiles. The exit status.
    static func run(scenes: String, folder: String, runs: Int) -> Int32 {
        let sources = folder + "/Sources/Screens"
        do {
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
            try Data("""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "Screens", platforms: [.iOS(.v17)], targets: [.target(name: "Screens")])

                """.utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
        } catch {
            FileHandle.standardError.write(Data("gallery-scene-benchmark: \(folder): \(error.localizedDescription)\n".utf8))
            return 1
        }
        let lines: Int
        switch BenchmarkProject.write(into: sources, fromScenesIn: scenes) {
        case .success(let written): lines = written
        case .failure(let error):
            FileHandle.standardError.write(Data("gallery-scene-benchmark: \(error.message)\n".utf8))
            return 1
        }
        let clock = ContinuousClock()
        var index: [Double] = [], reread: [Double] = []
        for run in 0...runs {
            let start = clock.now
            guard let project = try? SceneProject.open(folder),
                  let scene = try? project.read(file: sources + "/Screen0.swift", views: .shown).scene(named: nil) else {
                FileHandle.standardError.write(Data("gallery-scene-benchmark: the project in \(folder) gives no view\n".utf8))
                return 1
            }
            let opened = clock.now
            _ = scene
            guard let again = try? project.read(file: sources + "/Screen1.swift", views: .shown).scene(named: nil) else { return 1 }
            _ = ScenePlanner.plan(SceneResolver.resolve(again, in: Context(platform: .macOS)))
            let end = clock.now
            guard run > 0 else { continue }  // The warm-up run fills the catalog's and the parser's lazy state.
            index.append(milliseconds(opened - start))
            reread.append(milliseconds(end - opened))
        }
        print("a project of \(BenchmarkProject.files) files and \(lines) lines, ms over \(runs) runs")
        for (name, values, target) in [("index (every core)", index, "   target <= 1500"),
                                       ("a view read again + resolve + plan", reread, "")] {
            print("  " + name.padding(toLength: 36, withPad: " ", startingAt: 0)
                + String(format: "%8.2f p50%8.2f p95", percentile(values, 0.5), percentile(values, 0.95)) + target)
        }
        return 0
    }
}
