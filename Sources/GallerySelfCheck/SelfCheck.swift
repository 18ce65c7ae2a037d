import CGtk
import Foundation
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The GUI test's driver (`gallery-self-check DIR`).
///
/// It uses the window as a person would, through its actions: it visits every
/// page on every platform, writes each page's real widget tree as JSON, saves
/// screenshots on iOS and macOS, checks that every page fits its pane in every
/// placement, photographs the widgets the catalog's look claims are about, checks that example state survives a platform
/// switch, exports, tries a broken import, and quits. `report.json` (a ``SelfCheckReport``) says what it saw.
@MainActor
final class SelfCheck: WindowDriver {
    /// The window it uses; a new one when the check switches language.
    var window: MainWindow
    let folder: String
    private var steps: [() -> Void] = []
    var report = SelfCheckReport()
    /// Whether the check leaves the window open when it is done, for the test to end it (the held part).
    var holdsOpen = false
    /// Platforms whose pages are also photographed.
    static let photographed: [Platform] = [.iOS, .macOS]
    /// How far the check goes: `GALLERY_TEST_DEPTH=long` for every platform in every sweep.
    let depth = SelfCheckDepth.fromEnvironment(ProcessInfo.processInfo.environment)

    init(window: MainWindow, folder: String) {
        self.window = window
        self.folder = folder
    }

    /// The parts of the check, in the order they run. The test runs them all; while working on one,
    /// `GALLERY_SELF_CHECK_PARTS=keyboard,search` runs only those.
    private var parts: [(name: String, run: () -> Void)] {
        [
            ("launch", recordLaunch),
            ("pages", visitEveryPage),
            ("contrast", checkContrast),
            ("fit", {
                for width in self.depth.fitWidths { self.checkPagesFit(width: width) }
                self.checkVariantsFit()
                self.restoreWideWindow()
            }),
            ("keyboard", checkKeyboard),
            ("search", checkSearch),
            ("claims", photographLookClaims),
            ("state", checkStateSurvivesPlatformSwitch),
            ("text", checkTextPageEdits),
            ("files", checkExportAndBrokenImport),
            ("about", checkAbout),
            ("releases", checkReleases),
            ("parameters", checkParameters),
            ("road", checkRoad),
            ("variants", checkVariants),
            ("scenes", checkScenes),
            ("composer", checkComposer),
            ("images", checkImageExport),
            ("tvFocus", checkTVFocus),
            ("extremes", checkExtremeValues),
            ("longUse", checkLongUse),
            // Last: it builds the window again, which a window manager would have to focus anew.
            ("language", checkLanguage),
            ("benchmark", runBenchmark),
            ("imagesQuit", startImageExportAndQuit),
            ("held", holdChanged),
            ("composeHeld", composeAndHold),
            ("recovery", checkRecovery),
            ("recoveryDiscard", discardRecovery),
            ("quitDiscarding", quitDiscarding),
        ]
    }

    /// Parts that run only when named: the benchmark measures, it checks nothing; `imagesQuit` leaves an
    /// export running as the window quits; `held` and `composeHeld` wait to be ended; the other recovery parts answer
    /// an offer a run they follow left.
    private static let namedOnly: Set<String> = ["benchmark", "imagesQuit", "held", "composeHeld", "recovery", "recoveryDiscard",
                                                 "quitDiscarding"]

    /// Starts the check once the window has been shown.
    func start() {
        let only = ProcessInfo.processInfo.environment["GALLERY_SELF_CHECK_PARTS"].map { Set($0.split(separator: ",").map(String.init)) }
        report.depth = depth
        for part in parts where only?.contains(part.name) ?? !Self.namedOnly.contains(part.name) { part.run() }
        step {
            // What the quit then saves as the window's state.
            self.report.end = SelfCheckReport.End(platform: self.window.state.configuration.platform, page: self.window.page.id)
            self.writeReport()
            if !self.holdsOpen { g_application_quit(g_application_get_default()) }
        }
        runNext()
    }

    /// Visits every page on every platform, recording its widget tree (and screenshots on some platforms).
    private func visitEveryPage() {
        for platform in Platform.allCases {
            step { self.activate("win.platform", platform.rawValue) }
            for page in GalleryPage.all {
                step { self.activate("win.page", page.id) }
                // A page still being laid out after a paint (a clock ticked) has no picture yet: try again next frame.
                step(waitingFor: "screenshots of \(platform.rawValue)-\(page.id)", until: { self.record(page, on: platform) })
            }
        }
    }

    func step(_ body: @escaping () -> Void) {
        steps.append(body)
    }

    /// A step that waits, frame by frame, until `condition` holds (a debounced search, a resize),
    /// then runs `body`; after `seconds` of frames it records `what` as an error and goes on.
    func step(waitingFor what: String, seconds: Int64 = 10, until condition: @escaping () -> Bool, _ body: @escaping () -> Void = {}) {
        var started: gint64?
        func attempt() {
            let now = g_get_monotonic_time()
            if started == nil { started = now }
            if condition() {
                body()
            } else if now - (started ?? now) > seconds * 1_000_000 {
                fail("timed out waiting for \(what)")
            } else {
                steps.insert(attempt, at: 0)
            }
        }
        step(attempt)
    }

    /// Records a failure the test reports.
    func fail(_ message: String) {
        report.errors.append(message)
    }

    /// Runs the steps one by one, each once the window has laid out and painted what the one
    /// before changed, so a busy machine makes the check slower, never wrong.
    private func runNext() {
        guard !steps.isEmpty else { return }
        let next = steps.removeFirst()
        MainLoop.afterNextPaint(window.window) {
            next()
            self.runNext()
        }
    }

    /// Activates the window's action as a key or a menu item would, then lets the window follow at once, as
    /// the main loop does once the key's signal has returned, so that the step may read the widgets next.
    func activate(_ action: String, _ parameter: String? = nil) {
        Actions.activate(window.window, action, parameter)
        window.state.dispatchPending()
    }

    /// Writes the page's widget tree and, on the photographed platforms, its screenshots;
    /// returns false when a screenshot could not be taken yet.
    private func record(_ page: GalleryPage, on platform: Platform) -> Bool {
        let name = "\(platform.rawValue)-\(page.id)"
        guard let root = window.pageRoot else { return true }
        do {
            try WidgetTree.write(root, to: folder + "/tree-\(name).json")
        } catch {
            fail("tree \(name): \(error)")
        }
        guard Self.photographed.contains(platform) else { return true }
        // The window as it looks, and the whole page as far as it scrolls.
        return Screenshot.save(window.window, to: folder + "/shot-\(name).png")
            && Screenshot.save(root, to: folder + "/page-\(name).png")
    }

    /// Measures every visible label of every page on the swept platforms, in the newest release of each of
    /// their design eras, in both schemes, against the background it is drawn on, and lists those below
    /// WCAG AA, with the lowest ratio found.
    private func checkContrast() {
        report.contrast.failures = []
        for scheme in ColorScheme.allCases {
            step { self.window.state.setColorScheme(scheme) }
            for platform in depth.sweptPlatforms {
                step { self.activate("win.platform", platform.rawValue) }
                let theme = PlatformTheme.of(platform)
                let releases = PlatformTheme.eras(of: platform).compactMap { era in
                    platform.releases.first { theme.era(at: $0) == era.era }
                }
                for release in releases {
                    step { self.activate("win.release", release.description) }
                    for page in GalleryPage.all {
                        step { self.activate("win.page", page.id) }
                        step { self.measureContrast(page, platform, release, scheme) }
                    }
                }
            }
        }
        step { self.activate("win.release", self.window.state.configuration.platform.newestRelease.description) }
        step { self.window.state.setColorScheme(.light) }
    }

    private func measureContrast(_ page: GalleryPage, _ platform: Platform, _ release: OSVersion, _ scheme: ColorScheme) {
        guard let root = window.pageRoot else { return }
        var failures = report.contrast.failures ?? []
        for reading in ContrastCheck.readings(of: root) + ContrastCheck.readings(of: window.inspector.root) {
            let ratio = reading.measurement.ratio
            let place = "\(page.id) on \(platform.rawValue) \(release), \(scheme.rawValue)"
            if !reading.passes {
                failures.append("\(place): \"\(reading.text.prefix(40))\" \(reading.measurement.text) on \(reading.measurement.background) is "
                                + "\(String(format: "%.2f", ratio)):1, needs \(reading.required):1")
            }
            if ratio < report.contrast.lowest ?? .infinity {
                report.contrast.lowest = ratio
                report.contrast.lowestAt = "\(place): \"\(reading.text.prefix(40))\""
            }
        }
        report.contrast.failures = failures
    }

    /// Resizes the window to `width` and opens every page in every placement on every platform,
    /// listing those wider than their pane, which the window would cut off at its edge.
    private func checkPagesFit(width: Int) {
        let height: Int32 = width < 1000 ? 600 : 820
        step { gtk_window_set_default_size(gallery_window(self.window.window), Int32(width), height) }
        step(waitingFor: "the window to be \(width) px wide", until: { self.window.layout == WindowLayout(width: width) }) {
            self.report.fit.widths[width, default: SelfCheckReport.Fit.Width()].contentWidth = self.window.contentWidth
            self.report.fit.widths[width, default: SelfCheckReport.Fit.Width()].inspectorShown = gtk_widget_get_visible(self.window.inspector.root) != 0
        }
        for platform in depth.sweptPlatforms {
            for placement in Placement.allCases {
                step {
                    self.activate("win.platform", platform.rawValue)
                    self.activate("win.placement", placement.rawValue)
                    var overflows = self.report.fit.overflows ?? []
                    for page in GalleryPage.all {
                        self.activate("win.page", page.id)
                        let overflow = self.window.pageOverflow
                        if overflow > 0 {
                            overflows.append("\(page.id) on \(platform.rawValue) in \(placement.rawValue) at \(width) px: \(overflow) px too wide"
                                             + " (\(self.window.pageOverflowCulprit))")
                        }
                    }
                    self.report.fit.overflows = overflows
                }
            }
        }
        step { self.activate("win.placement", Placement.standard.rawValue) }
        if width < 1000 {
            // F9 brings the folded inspector back, below the page.
            step { self.activate("win.inspector") }
            step {
                self.report.fit.widths[width, default: SelfCheckReport.Fit.Width()].inspectorShownAfterF9 =
                    gtk_widget_get_visible(self.window.inspector.root) != 0
                self.report.fit.widths[width, default: SelfCheckReport.Fit.Width()].pageOverflowWithInspector = self.window.pageOverflow
                self.activate("win.inspector")
            }
        }
    }

    private func restoreWideWindow() {
        step { gtk_window_set_default_size(gallery_window(self.window.window), 1280, 820) }
        step(waitingFor: "the window to be wide again", until: { !self.window.layout.isNarrow })
    }

    /// Photographs, alone, the widget each of the catalog's look claims is about, on the claim's platform,
    /// so the test can read whether it has the border, background or tint its description promises.
    private func photographLookClaims() {
        for claim in LookClaim.all {
            let family = String(claim.styleID.prefix { $0 != "." })
            step {
                self.activate("win.platform", claim.platform.rawValue)
                self.activate("win.release", claim.release.description)
                self.activate("win.page", family)
            }
            step {
                guard let root = self.window.pageRoot,
                      let card = WidgetTree.find(named: "card:\(claim.styleID)", in: root),
                      let widget = WidgetTree.find(in: card, where: { Widget($0).classes.contains(claim.widgetClass) }),
                      Screenshot.save(widget, to: self.folder + "/" + claim.photographName)
                else {
                    self.fail("\(claim.photographName) not taken")
                    return
                }
            }
        }
        step { self.activate("win.release", self.window.state.configuration.platform.newestRelease.description) }
    }

    /// Flips the automatic toggle on iOS (a switch), moves to macOS, and reads the check box there.
    private func checkStateSurvivesPlatformSwitch() {
        step { self.activate("win.platform", "iOS") }
        step { self.activate("win.page", "toggle") }
        step {
            guard let root = self.window.pageRoot,
                  let card = WidgetTree.find(named: "card:toggle.automatic", in: root),
                  let control = WidgetTree.find(type: "GtkSwitch", in: card)
            else { return }
            let before = gtk_switch_get_active(gallery_switch(control)) != 0
            self.report.state.switchBefore = before
            // What a click does: flip the switch; its handler records the edit.
            gtk_switch_set_active(gallery_switch(control), before ? 0 : 1)
        }
        step { self.activate("win.platform", "macOS") }
        step {
            guard let root = self.window.pageRoot,
                  let card = WidgetTree.find(named: "card:toggle.automatic", in: root),
                  let check = WidgetTree.find(type: "GtkCheckButton", in: card)
            else { return }
            self.report.state.checkBoxAfter = gtk_check_button_get_active(gallery_check_button(check)) != 0
        }
    }

    /// Edits the Text page's form as a person would: turns on bold() and types a new sample;
    /// then narrows the sample with frame(width: 120).
    private func checkTextPageEdits() {
        step { self.activate("win.page", "text") }
        step {
            guard let root = self.window.pageRoot,
                  let form = WidgetTree.find(named: "text-controls", in: root),
                  let entry = WidgetTree.find(type: "GtkEntry", in: form),
                  let bold = WidgetTree.find(in: form, where: { Self.isCheckButton($0, labelled: "bold()") })
            else { return }
            gtk_check_button_set_active(gallery_check_button(bold), 1)
            gtk_editable_set_text(gallery_editable(entry), "Edited **live**")
        }
        step {
            guard let root = self.window.pageRoot,
                  let sample = WidgetTree.find(named: "text-sample", in: root)
            else { return }
            self.report.text.boldAfterEdit = self.window.state.configuration.text.bold
            self.report.text.sampleAfterEdit = String(cString: gtk_label_get_text(gallery_label(sample)))
            self.window.state.updateText {
                $0.content = "A sample far too long for one line in a frame of 120 pixels"
                $0.frameWidth = 120
            }
        }
        step {
            guard let root = self.window.pageRoot,
                  let sample = WidgetTree.find(named: "text-sample", in: root)
            else { return }
            self.report.text.sampleWidthInFrame120 = Int(gtk_widget_get_width(sample))
        }
    }

    private static func isCheckButton(_ widget: UnsafeMutablePointer<GtkWidget>, labelled title: String) -> Bool {
        guard Widget(widget).typeName == "GtkCheckButton", let label = gtk_check_button_get_label(gallery_check_button(widget)) else {
            return false
        }
        return String(cString: label) == title
    }

    /// Exports through the window's code path, then imports a broken file and checks nothing changed.
    private func checkExportAndBrokenImport() {
        step {
            let exported = self.folder + "/export.json"
            self.window.files.export(to: exported)
            self.report.files.exportBanner = self.window.banner.message ?? ""
            let broken = self.folder + "/broken.json"
            try? Data("{\n  \"schemaVersion\": 1,\n  \"platform\": \"Android\"\n}\n".utf8).write(to: URL(fileURLWithPath: broken))
            let before = ConfigurationFile.export(self.window.state.configuration)
            self.activate("win.import-file", broken)
            self.report.files.importBanner = self.window.banner.message ?? ""
            self.report.files.importChangedNothing = ConfigurationFile.export(self.window.state.configuration) == before
        }
    }

    /// Writes the report as `report.json`.
    func writeReport() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(report) else { return }
        try? data.write(to: URL(fileURLWithPath: folder + "/report.json"))
    }
}
