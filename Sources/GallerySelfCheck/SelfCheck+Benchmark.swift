import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The benchmark part (`GALLERY_SELF_CHECK_PARTS=benchmark`, run by `scripts/benchmark`): how long
/// a platform, release and placement switch, a page open and opening the variants view take, split into
/// the model's work (resolving and planning), the widgets' (everything else the switch does before
/// returning) and the time until the frame clock's next `after-paint`; and how long resolving the whole
/// matrix takes.
extension SelfCheck {
    /// Repetitions of each kind of switch.
    static let benchmarkRepetitions = 120

    func runBenchmark() {
        var results = SelfCheckReport.Benchmark()
        let pages = GalleryPage.all
        let platforms = Platform.allCases
        let placements = Placement.allCases
        // Platform switches, moving to the next page every six so that every page is measured.
        measure("platform", into: { results.platform = $0 }) { index in
            if index % platforms.count == 0 { self.activate("win.page", pages[(index / platforms.count) % pages.count].id) }
            return ("win.platform", platforms[(index + 1) % platforms.count].rawValue)
        }
        // Release switches: each platform's releases in turn, newest to oldest, on every page.
        let releaseSteps = platforms.flatMap { platform in platform.releases.map { (platform, $0) } }
        measure("release", into: { results.release = $0 }) { index in
            let (platform, release) = releaseSteps[index % releaseSteps.count]
            if self.window.state.configuration.platform != platform {
                self.activate("win.platform", platform.rawValue)
                self.activate("win.page", pages[(index / 7) % pages.count].id)
            }
            return ("win.release", release.description)
        }
        measure("placement", into: { results.placement = $0 }) { index in
            if index % placements.count == 0 { self.activate("win.page", pages[(index / placements.count) % pages.count].id) }
            return ("win.placement", placements[(index + 1) % placements.count].rawValue)
        }
        measure("page", into: { results.page = $0 }) { index in
            if index % pages.count == 0 { self.activate("win.platform", platforms[(index / pages.count) % platforms.count].rawValue) }
            return ("win.page", pages[(index + 1) % pages.count].id)
        }
        // The variants view: opened on each page in turn (closed again, untimed, before the next).
        measure("variants", into: { results.variants = $0 }) { index in
            self.window.showVariants(false)
            self.activate("win.page", pages[index % pages.count].id)
            return ("win.variants", nil)
        }
        step {
            self.window.showVariants(false)
            results.matrix = Self.timeMatrix()
            // The scenes part, which runs before, timed its saves.
            results.sceneReload = self.report.benchmark?.sceneReload
            self.report.benchmark = results
        }
    }

    /// Runs ``benchmarkRepetitions`` switches made by `next` (which may first set up the window,
    /// untimed) and stores the model, widgets and to-screen milliseconds' p50, p95 and max.
    private func measure(_ kind: String, into store: @escaping (SelfCheckReport.Benchmark.Switches) -> Void,
                         next: @escaping (Int) -> (action: String, parameter: String?)) {
        var model: [Double] = []
        var widgets: [Double] = []
        var screen: [Double] = []
        for index in 0..<Self.benchmarkRepetitions {
            step {
                let (action, parameter) = next(index)
                let start = g_get_monotonic_time()
                let modelTime = Self.timeModel(after: action, parameter, from: self.window.state.configuration,
                                               page: self.window.page)
                let switchStart = g_get_monotonic_time()
                self.activate(action, parameter)
                let switchEnd = g_get_monotonic_time()
                model.append(modelTime)
                widgets.append(max(0, Double(switchEnd - switchStart) / 1000 - modelTime))
                Self.onNextPaint(self.window.window) {
                    screen.append(Double(g_get_monotonic_time() - start) / 1000 - modelTime)
                }
            }
        }
        step {
            guard let modelSpread = Self.summary(model), let widgetsSpread = Self.summary(widgets) else {
                return self.fail("no \(kind) switch was timed")
            }
            store(SelfCheckReport.Benchmark.Switches(model: modelSpread, widgets: widgetsSpread, screen: Self.summary(screen),
                                                     count: model.count))
        }
    }

    /// Milliseconds the model takes to resolve and plan what the page shows after the switch.
    private static func timeModel(after action: String, _ parameter: String?, from configuration: Configuration,
                                  page: GalleryPage) -> Double {
        var next = configuration
        var shown = page
        let name = parameter ?? ""
        switch action {
        case "win.platform": next.platform = (try? Platform.named(name)) ?? next.platform
        case "win.release": if let release = OSVersion(name) { try? next.chooseRelease(release) }
        case "win.placement": next.placement = (try? Placement.named(name)) ?? next.placement
        case "win.variants": break
        default: shown = (try? GalleryPage.named(name)) ?? shown
        }
        // The variants view draws every platform in both schemes; a switch redraws the one context.
        let contexts = action != "win.variants" ? [next.context] : Platform.allCases.flatMap { platform in
            ColorScheme.allCases.map { scheme in
                var context = next.context.on(platform)
                context.colorScheme = scheme
                return context
            }
        }
        let start = g_get_monotonic_time()
        var work = 0
        switch shown {
        case .family(let family):
            // The variants view shows the chosen style (its default scope) in every context.
            let styles = action == "win.variants" ? [next.chosenStyle(of: family)] : StyleCatalog.family(family).styles
            for style in styles {
                for context in contexts {
                    work += Planner.plan(StyleResolver.resolve(style, in: context, argument: next.argument(for: style))).code.count
                }
            }
        case .view(let page):
            work += page.examples(for: next).count
        case .scene, .composer:
            // The benchmark switches between the family and view pages; a scene's reload is timed by the scenes part.
            break
        }
        precondition(work >= 0)
        return Double(g_get_monotonic_time() - start) / 1000
    }

    /// Resolving every family × style × platform × release × placement: the median of 21 runs, in milliseconds,
    /// and the count.
    private static func timeMatrix() -> SelfCheckReport.Benchmark.Matrix {
        var times: [Double] = []
        var count = 0
        for _ in 0..<21 {
            count = 0
            let start = g_get_monotonic_time()
            for style in StyleCatalog.allStyles {
                for platform in Platform.allCases {
                    for release in platform.releases {
                        for placement in Placement.allCases {
                            let resolution = StyleResolver.resolve(style, platform: platform, release: release, placement: placement)
                            count += resolution.steps.isEmpty ? 0 : 1
                        }
                    }
                }
            }
            times.append(Double(g_get_monotonic_time() - start) / 1000)
        }
        return SelfCheckReport.Benchmark.Matrix(milliseconds: times.sorted()[times.count / 2], resolutions: count)
    }

    /// p50, p95 and max of `values`; nil when there are none.
    static func summary(_ values: [Double]) -> SelfCheckReport.Benchmark.Spread? {
        let sorted = values.sorted()
        guard let largest = sorted.last else { return nil }
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)] }
        return SelfCheckReport.Benchmark.Spread(p50: percentile(0.5), p95: percentile(0.95), max: largest)
    }

    /// Runs `body` inside the next `after-paint` of `widget`'s frame clock, to time when a change reached the screen.
    private static func onNextPaint(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        let handler = Mutable<UInt>(0)
        handler.value = Signal.connect(clock, "after-paint") {
            g_signal_handler_disconnect(clock.raw, gulong(handler.value))
            body()
        }
    }
}
