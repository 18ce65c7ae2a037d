import Foundation
import GalleryModel
import GallerySceneReader
import GalleryStyleCheck

// gallery-scene-benchmark SCENES_FOLDER [RUNS]: for scripts/benchmark only, never installed. Reads, resolves and
// plans a view file of at least 1,000 lines made of the shipped scenes (`BenchmarkFile`), and checks it as `gallery
// check` would (what an editor asks on each keystroke), RUNS times (21 unless given) after one warm-up run, and
// prints the median and the 95th percentile of each stage and of the whole.
//
// gallery-scene-benchmark --write-project SCENES_FOLDER FOLDER: writes the project `scripts/benchmark` checks with
// `gallery check` (`BenchmarkProject`) into FOLDER, and prints how many files and lines it wrote.
//
// gallery-scene-benchmark --matrix [RUNS]: resolves the whole matrix (`ResolutionMatrix`) RUNS times (21 unless given),
// timing nothing: what `valgrind --tool=callgrind` counts the instructions of (the first run fills the tables, each
// further one reads them), where wall-clock time is too noisy to compare.
//
// gallery-scene-benchmark --index-project SCENES_FOLDER FOLDER [RUNS]: writes that project into FOLDER as a Swift
// package, indexes it for scenes and reads a view again within the index (`BenchmarkIndex`), RUNS times (7 unless
// given) after a warm-up run.

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--matrix" {
    let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 21
    var made = (resolutions: 0, available: 0)
    for _ in 0..<runs {
        made = ResolutionMatrix.resolveAll()
    }
    print("\(made.resolutions) resolutions, \(made.available) available, resolved \(runs) times")
    exit(0)
}
if arguments.first == "--index-project" {
    guard (3...4).contains(arguments.count) else {
        FileHandle.standardError.write(Data("usage: gallery-scene-benchmark --index-project SCENES_FOLDER FOLDER [RUNS]\n".utf8))
        exit(2)
    }
    let parts = Array(arguments)
    exit(BenchmarkIndex.run(scenes: parts[1], folder: parts[2], runs: parts.count > 3 ? Int(parts[3]) ?? 7 : 7))
}
if arguments.first == "--write-project" {
    guard arguments.count == 3 else {
        FileHandle.standardError.write(Data("usage: gallery-scene-benchmark --write-project SCENES_FOLDER FOLDER\n".utf8))
        exit(2)
    }
    let parts = Array(arguments)
    switch BenchmarkProject.write(into: parts[2], fromScenesIn: parts[1]) {
    case .success(let lines): print("\(BenchmarkProject.files) files, \(lines) lines")
    case .failure(let error):
        FileHandle.standardError.write(Data("gallery-scene-benchmark: \(error.message)\n".utf8))
        exit(1)
    }
    exit(0)
}
guard let folder = arguments.first, arguments.count <= 2 else {
    FileHandle.standardError.write(Data("usage: gallery-scene-benchmark SCENES_FOLDER [RUNS]\n".utf8))
    exit(2)
}
let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 21
let text: String
switch BenchmarkFile.text(fromScenesIn: folder) {
case .success(let made): text = made
case .failure(let error):
    FileHandle.standardError.write(Data("gallery-scene-benchmark: \(error.message)\n".utf8))
    exit(1)
}
let context = Context(platform: .iOS)
let clock = ContinuousClock()
/// Milliseconds of each stage, one entry per run.
var read: [Double] = [], resolve: [Double] = [], plan: [Double] = [], whole: [Double] = [], check: [Double] = []
/// What an editor's project asks of the file: an iOS and a macOS target.
let targets = [DeploymentTarget(platform: .iOS, release: "15"), DeploymentTarget(platform: .macOS, release: "12")]
var controls = 0, widgets = 0
/// `duration` in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}
/// How many widgets `plan` holds, itself included.
func count(_ plan: WidgetPlan) -> Int {
    1 + plan.children.map(count).reduce(0, +)
}
for run in 0...runs {
    let start = clock.now
    guard let scene = try? SceneReader.read(source: text, fileName: "SceneBenchmark.swift", views: .shown).scene(named: nil) else {
        FileHandle.standardError.write(Data("gallery-scene-benchmark: the benchmark file holds no view\n".utf8))
        exit(1)
    }
    let afterRead = clock.now
    let resolved = SceneResolver.resolve(scene, in: context)
    let afterResolve = clock.now
    let drawn = ScenePlanner.plan(resolved)
    let end = clock.now
    _ = StyleCheck.check([StyleCheck.Input(name: "SceneBenchmark.swift", source: .text(text), targets: targets, conditions: [])])
    let afterCheck = clock.now
    guard run > 0 else { continue }  // The warm-up run fills the catalog's and the parser's lazy state.
    controls = resolved.allNodes.filter { $0.control != nil }.count
    widgets = count(drawn.widget)
    read.append(milliseconds(afterRead - start))
    resolve.append(milliseconds(afterResolve - afterRead))
    plan.append(milliseconds(end - afterResolve))
    whole.append(milliseconds(end - start))
    check.append(milliseconds(afterCheck - end))
}
/// The value below which `fraction` of `values` lie (nearest rank).
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
}
let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
print("a \(lines)-line view file (\(controls) controls, \(widgets) widgets) on iOS, ms over \(runs) runs")
for (name, values, target) in [("read (SwiftSyntax)", read, ""), ("resolve", resolve, ""), ("plan", plan, ""),
                               ("read + resolve + plan", whole, "   target <= 20"),
                               ("check (iOS 15, macOS 12)", check, "   target <= 50")] {
    print("  " + name.padding(toLength: 24, withPad: " ", startingAt: 0)
        + String(format: "%8.2f p50%8.2f p95", percentile(values, 0.5), percentile(values, 0.95)) + target)
}
