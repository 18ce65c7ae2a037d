import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// The figures `scripts/benchmark` prints for the window: how long a platform, release and placement switch, a page
/// open and opening the variants view take, split into the model's work (the reducer, and resolving and planning what
/// the page shows), the widgets' (drawing the change) and the time until the frame is painted; resolving the whole
/// matrix; a scene file's save to its painted stage; and resident memory over long use. It measures; it checks nothing.
@MainActor
enum BenchmarkScenario: WindowCheck {
    nonisolated static let name = "benchmark"
    /// Repetitions of each kind of switch.
    static let repetitions = 120

    /// What the benchmark measured, as `benchmark.json`.
    package struct Record: ScenarioRecord {
        package static let fileName = "benchmark"
        package var benchmark = Benchmark()
        package var longUse = LongUse()
    }

    /// Switches, the matrix and a scene's saves, in milliseconds.
    package struct Benchmark: Codable, Sendable {
        package var platform: Switches?
        package var release: Switches?
        package var placement: Switches?
        package var page: Switches?
        package var variants: Switches?
        package var matrix: Matrix?
        package var sceneReload: Reloads?
    }

    /// One kind of switch, timed many times.
    package struct Switches: Codable, Sendable {
        package var model: Spread
        package var widgets: Spread
        package var screen: Spread?
        package var count: Int
    }

    /// A scene file's saves, from the write to the painted stage.
    package struct Reloads: Codable, Sendable {
        package var screen: Spread
        package var count: Int
    }

    /// The median, 95th percentile and largest of a set of times.
    package struct Spread: Codable, Sendable {
        package var p50: Double
        package var p95: Double
        package var max: Double
    }

    /// Resolving every family × style × platform × release × placement as a card: the median of 21 runs.
    package struct Matrix: Codable, Sendable {
        package var milliseconds: Double
        /// How many resolutions one run makes.
        package var resolutions: Int
        /// How many of them are available: read so that each answer is used.
        package var available: Int
    }

    /// Resident memory at the start, once every page has been drawn everywhere, and after the switches.
    package struct LongUse: Codable, Sendable {
        package var residentKiBAtStart = 0
        package var residentKiBAfterWarmUp = 0
        package var residentKiBAtEnd = 0
        package var switches = 0
        package var warmUp = 0
    }

    static func run(_ check: WindowDriver) throws {
        var record = Record()
        let pages = GalleryPage.all
        let platforms = Platform.allCases
        let placements = Placement.allCases
        record.benchmark.platform = measure(check) { index in
            if index % platforms.count == 0 { check.send(.openPage(pages[(index / platforms.count) % pages.count])) }
            return .choosePlatform(platforms[(index + 1) % platforms.count])
        }
        let releases = platforms.flatMap { platform in platform.releases.map { (platform, $0) } }
        record.benchmark.release = measure(check) { index in
            let (platform, release) = releases[index % releases.count]
            if check.state.configuration.platform != platform {
                check.send(.choosePlatform(platform), .openPage(pages[(index / 7) % pages.count]))
            }
            return .chooseRelease(release)
        }
        record.benchmark.placement = measure(check) { index in
            if index % placements.count == 0 { check.send(.openPage(pages[(index / placements.count) % pages.count])) }
            return .choosePlacement(placements[(index + 1) % placements.count])
        }
        record.benchmark.page = measure(check) { index in
            if index % pages.count == 0 { check.send(.choosePlatform(platforms[(index / pages.count) % platforms.count])) }
            return .openPage(pages[(index + 1) % pages.count])
        }
        record.benchmark.variants = measure(check) { index in
            check.send(.showVariants(false), .openPage(pages[index % pages.count]))
            return .showVariants(true)
        }
        check.send(.showVariants(false))
        record.benchmark.matrix = matrix()
        record.benchmark.sceneReload = try sceneReloads(check)
        record.longUse = longUse(check)
        check.record(record)
    }

    /// Times ``repetitions`` switches made by `next` (which may first set the window up, untimed).
    private static func measure(_ check: WindowDriver, next: (Int) -> WindowAction) -> Switches? {
        var model: [Double] = [], widgets: [Double] = [], screen: [Double] = []
        for index in 0..<repetitions {
            let action = next(index)
            let start = Date()
            let modelTime = timeModel(action, from: check.state)
            let switchStart = Date()
            check.window.send(action)
            check.window.drawNow()
            let drawn = Date().timeIntervalSince(switchStart) * 1000
            model.append(modelTime)
            widgets.append(max(0, drawn - modelTime))
            check.waitForFrame()
            screen.append(Date().timeIntervalSince(start) * 1000 - modelTime)
        }
        guard let modelSpread = spread(model), let widgetsSpread = spread(widgets) else { return nil }
        return Switches(model: modelSpread, widgets: widgetsSpread, screen: spread(screen), count: model.count)
    }

    /// Milliseconds the model takes for `action`: the reducer, and resolving and planning what the page then shows.
    private static func timeModel(_ action: WindowAction, from state: WindowModel) -> Double {
        let start = Date()
        let next = WindowModel.reduce(state, action).0
        let configuration = next.configuration
        // The variants view draws every platform in both schemes; a switch redraws the one context.
        let contexts = next.variants.shown ? Platform.allCases.flatMap { platform in
            ColorScheme.allCases.map { scheme in
                var context = configuration.context.on(platform)
                context.colorScheme = scheme
                return context
            }
        } : [configuration.context]
        var work = 0
        switch next.page {
        case .family(let family):
            let styles = next.variants.shown ? [configuration.chosenStyle(of: family)] : StyleCatalog.family(family).styles
            for style in styles {
                for context in contexts {
                    work += Planner.plan(StyleResolver.resolve(style, in: context, argument: configuration.argument(for: style))).code.count
                }
            }
        case .view(let page):
            work += page.examples(for: configuration).count
        case .scene, .composer:
            break
        }
        precondition(work >= 0)
        return Date().timeIntervalSince(start) * 1000
    }

    /// Resolving every family × style × platform × release × placement as the window resolves a card
    /// (``ResolutionMatrix``, read from the families' tables): the median of 21 runs after one that fills the tables,
    /// and the count.
    private static func matrix() -> Matrix {
        var times: [Double] = []
        var made = ResolutionMatrix.resolveAll()
        for _ in 0..<21 {
            let start = Date()
            made = ResolutionMatrix.resolveAll()
            times.append(Date().timeIntervalSince(start) * 1000)
        }
        return Matrix(milliseconds: times.sorted()[times.count / 2], resolutions: made.resolutions, available: made.available)
    }

    /// Twenty saves of a copy of the sign-in row, each timed from the write to the painted stage that shows it.
    private static func sceneReloads(_ check: WindowDriver) throws -> Reloads? {
        check.show(.scene(.example(ScenesFeature.example)), on: .iOS)
        let source = try check.require(check.state.scenes[.example(ScenesFeature.example)]?.source)
        let copy = check.folder + "/\(ScenesFeature.example).swift"
        try Data(source.utf8).write(to: URL(fileURLWithPath: copy))
        check.send(.openSceneFile(copy))
        check.wait(for: "the copy's scene") { check.state.page == .scene(.file(copy)) }
        var times: [Double] = []
        for save in 1...SceneReloadFeature.saves {
            let title = "Sign In \(save)"
            let before = check.state.scenes[.file(copy)]?.revision ?? 0
            let start = Date()
            try Data(source.replacingOccurrences(of: "Button(\"Sign In\"", with: "Button(\"\(title)\"").utf8)
                .write(to: URL(fileURLWithPath: copy), options: save.isMultiple(of: 2) ? .atomic : [])
            check.wait(for: "save \(save)") { (check.state.scenes[.file(copy)]?.revision ?? 0) > before }
            check.waitForFrame()
            times.append(Date().timeIntervalSince(start) * 1000)
        }
        return spread(times).map { Reloads(screen: $0, count: times.count) }
    }

    /// Resident memory over long use: every page on every platform in every placement, then 500 mixed switches.
    private static func longUse(_ check: WindowDriver) -> LongUse {
        var longUse = LongUse(residentKiBAtStart: ResidentMemory.kibibytes())
        for platform in Platform.allCases {
            for placement in Placement.allCases {
                for page in GalleryPage.all {
                    check.send(.choosePlatform(platform), .choosePlacement(placement), .openPage(page))
                    longUse.warmUp += 1
                }
            }
        }
        longUse.residentKiBAfterWarmUp = ResidentMemory.kibibytes()
        var switches = SwitchSequence(seed: 0x5EED, platforms: Platform.allCases)
        for _ in 0..<500 { check.send(switches.next()) }
        longUse.switches = 500
        longUse.residentKiBAtEnd = ResidentMemory.kibibytes()
        return longUse
    }

    /// p50, p95 and max of `values`; nil when there are none.
    static func spread(_ values: [Double]) -> Spread? {
        let sorted = values.sorted()
        guard let largest = sorted.last else { return nil }
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)] }
        return Spread(p50: percentile(0.5), p95: percentile(0.95), max: largest)
    }
}
