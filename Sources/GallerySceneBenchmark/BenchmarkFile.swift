import GalleryModel
import GallerySceneReader

/// The view file the benchmark reads: one view whose body stacks the shipped scenes' bodies, repeated until the
/// file has at least ``minimumLines`` lines, written by ``SceneSource``.
enum BenchmarkFile {
    /// How long the file is at least: the benchmark's target is for a 1,000-line view file.
    static let minimumLines = 1_000

    /// The file's text, made from the shipped scene files in `folder`, or the error of the first that does not read.
    static func text(fromScenesIn folder: String) -> Result<String, SceneFileError> {
        var scenes: [Scene] = []
        for example in SceneExamples.all {
            do {
                scenes.append(try SceneReader.readFile(atPath: folder + "/" + example.fileName, views: SceneFile.Choice(example.viewName)).scene(named: example.viewName))
            } catch {
                return .failure(error)
            }
        }
        var state: [SceneState] = []
        for scene in scenes {
            state += scene.state.filter { new in !state.contains { $0.name == new.name } }
        }
        var roots: [SceneNode] = []
        var text = ""
        while text.split(separator: "\n", omittingEmptySubsequences: false).count < minimumLines {
            roots += scenes.flatMap(\.roots)
            text = SceneSource.print(Scene(name: "SceneBenchmark", roots: [SceneNode(.layout(.vStack), children: roots)], state: state))
        }
        return .success(text)
    }
}
