import Foundation
import GalleryModel
import GallerySceneReader

/// The project `scripts/benchmark` checks with `gallery check`: ``files`` Swift files of about ``linesPerFile`` lines
/// each, every one a view of its own made of the shipped scenes' bodies (so every style family and container is in
/// it), named apart so that the files are a project, not one file repeated.
enum BenchmarkProject {
    /// How many files: the target is for 500 files and 50,000 lines.
    static let files = 500
    /// How long each file is at least.
    static let linesPerFile = 100

    /// Writes the project into `folder` from the shipped scene files in `scenes`; the lines written, or the error of
    /// the first scene that does not read or the first file that cannot be written.
    static func write(into folder: String, fromScenesIn scenes: String) -> Result<Int, SceneFileError> {
        var read: [Scene] = []
        for example in SceneExamples.all {
            do {
                read.append(try SceneReader.readFile(atPath: scenes + "/" + example.fileName, views: SceneFile.Choice(example.viewName))
                    .scene(named: example.viewName))
            } catch {
                return .failure(error)
            }
        }
        var lines = 0
        for number in 0..<files {
            var roots: [SceneNode] = []
            var state: [SceneState] = []
            var text = ""
            var next = number
            while text.split(separator: "\n", omittingEmptySubsequences: false).count < linesPerFile {
                let scene = read[next % read.count]
                next += 1
                roots += scene.roots
                state += scene.state.filter { new in !state.contains { $0.name == new.name } }
                text = SceneSource.print(Scene(name: "Screen\(number)", roots: [SceneNode(.layout(.vStack), children: roots)], state: state))
            }
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            let path = folder + "/Screen\(number).swift"
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                return .failure(SceneFileError(fileName: path, problem: .verbatim("cannot be written")))
            }
        }
        return .success(lines)
    }
}
