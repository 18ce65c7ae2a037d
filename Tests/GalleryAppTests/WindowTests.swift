import CGtk
import Foundation
import GalleryModel
import GallerySelfCheckReport
import Testing

/// The real window, run under Xvfb by its self-check: every page on every
/// platform, the GTK widgets each style became, state across platform
/// switches, export and import, and screenshots.
@Suite("Gallery window under Xvfb")
struct WindowTests {
    private var run: SelfCheckRun { SelfCheckRun.shared }
    /// How far the self-check went: `scripts/test --long` (and CI) sweeps every platform.
    private var depth: SelfCheckDepth { SelfCheckRun.depth }

    private func requireRun() throws {
        if let failure = run.failure { Issue.record(Comment(rawValue: failure)) }
        try #require(run.failure == nil)
    }

    @Test("The window runs through every page on every platform and exits cleanly, without GTK warnings")
    func cleanRun() throws {
        try requireRun()
        #expect(run.exited && run.status == 0, "gallery ended with \(run.status) (exited: \(run.exited)): \(run.stderr)")
        // A crash the runtime reports may still end in a zero status; its words give it away.
        for marker in ["CRITICAL", "WARNING", "Gtk-", "GLib-", "error", "Program crashed", "Backtrace", "Bail out", "Fatal error", "Trace/breakpoint"] {
            #expect(!run.stderr.contains(marker), "standard error has \(marker): \(run.stderr)")
        }
        let report = try run.report()
        #expect(report.errors.isEmpty)
        #expect(report.depth == depth, "the self-check ran at \(report.depth?.rawValue ?? "no") depth, the tests expect \(depth.rawValue)")
        for platform in Platform.allCases {
            for page in GalleryPage.all {
                let path = run.folder.appendingPathComponent("tree-\(platform.rawValue)-\(page.id).json").path
                #expect(FileManager.default.fileExists(atPath: path), "\(page.id) on \(platform) was not visited")
            }
        }
    }

    @Test("The main menu's language submenu rebuilds the window in Simplified Chinese: no word of its own stays English, and back")
    func language() throws {
        try requireRun()
        let language = try run.report().language
        #expect(language.windowTitle == "SwiftUI 样式图库")
        #expect(language.untranslated == [], "still English: \(language.untranslated ?? [])")
        #expect(language.backTitle == "SwiftUI Style Gallery")
        for page in GalleryPage.all {
            #expect(FileManager.default.fileExists(atPath: run.folder.appendingPathComponent("shot-zh_CN-\(page.id).png").path))
        }
    }

    @Test("The self-check starts from the defaults and keeps the state it leaves in its own folder")
    func selfCheckState() throws {
        try requireRun()
        let report = try run.report()
        let launch = try #require(report.launch)
        #expect(launch.platform == .iOS)
        #expect(launch.page == "button")
        #expect(launch.width == 1280 && launch.height == 820)
        let end = try #require(report.end)
        let state = try RememberedState.decode(Data(contentsOf: run.folder.appendingPathComponent("state/swiftui-style-gallery/state.json")))
        #expect(state.configuration.platform == end.platform && state.window.page.id == end.page,
                "the quit saved \(state.configuration.platform) and \(state.window.page.id), not the window as the self-check left it: \(end)")
    }

    @Test("Every page fits its pane at 1280 and 700 px (and 900 with --long) on iOS and macOS (every platform with --long) in every placement")
    func pagesFit() throws {
        try requireRun()
        let overflows = try #require(try run.report().fit.overflows)
        #expect(overflows.isEmpty, "pages cut off at the pane's edge: \(overflows.joined(separator: "; "))")
    }

    @Test("Below 1000 px the inspector folds away; F9 brings it back below the page, which still fits")
    func narrowWindows() throws {
        try requireRun()
        let widths = try run.report().fit.widths
        #expect(widths[1280]?.inspectorShown == true)
        let narrow = depth.fitWidths.filter { $0 < 1000 }
        #expect(!narrow.isEmpty)
        for width in narrow {
            #expect(widths[width]?.inspectorShown == false, "the inspector stays at \(width) px")
            #expect(widths[width]?.inspectorShownAfterF9 == true, "F9 does not bring the inspector back at \(width) px")
            #expect(widths[width]?.pageOverflowWithInspector == 0, "the page overflows beside the inspector at \(width) px")
        }
    }

    @Test("The variants view fits at 1280 × 860 with the inspector open, on every axis: no label cut, every stage within reach, none clipped")
    func variantsFit() throws {
        try requireRun()
        let variants = try #require(try run.report().fit.variants)
        let pages = ["toggle", "picker", "tabView"]
        #expect(variants.measured == pages.flatMap { page in Variants.Axis.allCases.map { "\(page) across \($0.rawValue)" } })
        #expect(variants.inspectorShown == true)
        #expect(variants.windowSize == "1280 × 860")
        #expect(variants.problems.isEmpty, "the variants view cut short: \(variants.problems.joined(separator: "; "))")
    }

    @Test("Search: nothing matching says so, Enter opens the first match and focuses its card, the inspector follows, Escape clears")
    func search() throws {
        try requireRun()
        let search = try run.report().search
        #expect(search.noMatchShown == true)
        #expect(search.noMatchText == SearchText.noMatch("xyzzy").english)
        #expect(search.enterOpened == "toggle")
        #expect(search.cardsShownForCheckbox == ["checkbox"])
        #expect(search.focusAfterEnter == true)
        #expect(search.inspectorAfterEnter == "Toggle · .checkbox")
        #expect(search.searchTextAfterEscape == "")
        #expect(search.viewPageNoMatch == SearchText.pageMessage("checkbox", on: .view(.text))?.english)
    }

    @Test("A card with the keyboard focus is visibly marked")
    func focusedCard() throws {
        try requireRun()
        let focused = try Pixels(run.folder.appendingPathComponent("card-focused.png").path)
        let unfocused = try Pixels(run.folder.appendingPathComponent("card-unfocused.png").path)
        #expect(focused.differingFraction(from: unfocused) > 0.01, "the focused card looks the same as the others")
    }

    @Test("Every label of every page and the inspector reaches WCAG AA on iOS and macOS (every platform with --long) in each design era, light and dark, measured on screen")
    func contrast() throws {
        try requireRun()
        let contrast = try run.report().contrast
        let failures = try #require(contrast.failures)
        #expect(failures.isEmpty, "text below 4.5:1 (3:1 when large): \(failures.joined(separator: "\n"))")
        #expect((contrast.lowest ?? 0) >= 3, "lowest: \(contrast.lowestAt ?? "")")
    }

    @Test("Toggle automatic is a GtkSwitch on iOS and a GtkCheckButton on macOS")
    func toggleWidgets() throws {
        try requireRun()
        let iOS = try #require(try run.tree("iOS", "toggle").card("toggle.automatic"))
        #expect(iOS.first("GtkSwitch") != nil)
        #expect(iOS.first("GtkCheckButton") == nil)
        let mac = try #require(try run.tree("macOS", "toggle").card("toggle.automatic"))
        #expect(mac.first("GtkCheckButton")?.text == "Enhance Sound")
        #expect(mac.first("GtkSwitch") == nil)
        // From tvOS 18 the automatic toggle is the switch style, which Apple TV draws as its wide button.
        let tv = try #require(try run.tree("tvOS", "toggle").card("toggle.automatic"))
        #expect(tv.first("GtkToggleButton")?.classes.contains("tvos-toggle") == true)
        #expect(tv.first("GtkSwitch") == nil)
    }

    @Test("A card's parameter drop-down changes what the card draws and is kept in the configuration")
    func parameterDropDown() throws {
        try requireRun()
        let parameters = try run.report().parameters
        #expect(parameters.pageDotsBefore == false, "page(indexDisplayMode: .never) shows no dots")
        #expect(parameters.pageDotsAfter == true, "page(indexDisplayMode: .always) shows them")
        #expect(parameters.argumentAfter == ".always")
    }

    @Test("A header drop-down's choice goes through its window action: the action and the configuration follow at once, the widgets once, after the signal",
          arguments: [("platform", "macOS"), ("release", Platform.macOS.releases[1].description)])
    func oneRoad(action: String, value: String) throws {
        try requireRun()
        let step = try #require(try run.report().road?[action])
        #expect(step.atOnce.requests == [value], "win.\(action) was not asked for \(value) once")
        #expect(step.atOnce.actionState == value)
        #expect(step.atOnce.configuration == value)
        #expect(step.atOnce.dispatches == [], "the window followed inside the drop-down's signal")
        #expect(step.after.requests == [value], "win.\(action) was asked again as the window followed")
        #expect(step.after.actionState == value)
        #expect(step.after.configuration == value)
        #expect(step.after.dispatches == [["context"]], "the window's observers did not run once, for the context")
        let release = action == "release" ? value : Platform.macOS.newestRelease.description
        #expect(step.after.shown == ["macOS", "macOS \(release)", "standard"])
    }

    @Test("Variants: every platform side by side in both schemes and every text size, readable, dimmed where a style is missing")
    func variants() throws {
        try requireRun()
        let report = try run.report().variants
        let failures = try #require(report.contrastFailures)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Every style of the toggle page, a cell per platform and scheme; the checkbox only on the Mac.
        let toggles = try run.tree("variants", "toggle").all.compactMap(\.name).filter { $0.hasPrefix("variant:") }
        #expect(toggles.count == StyleCatalog.family(.toggle).styles.count * Platform.allCases.count * ColorScheme.allCases.count)
        let checkboxes = try run.tree("variants", "toggle").all.filter { $0.name?.hasPrefix("variant:toggle.checkbox:") == true }
        #expect(checkboxes.filter { $0.classes.contains("dimmed") }.count == (Platform.allCases.count - 1) * 2)
        // The Label page across every text size: a row per size.
        let labels = try run.tree("variants", "labelView").all.compactMap(\.name).filter { $0.hasPrefix("variant:labelView:") }
        #expect(labels.count == ContentSize.allCases.count * Platform.allCases.count)
        // The label family across the text sizes: AccessibleLabelStyle shows its title only at the accessibility sizes.
        let accessible = try run.tree("variants", "label").all.filter { $0.name?.hasPrefix("variant:label.AccessibleLabelStyle:iOS:") == true }
        #expect(accessible.count == ContentSize.allCases.count)
        for cell in accessible {
            let large = ContentSize.allCases.first { cell.name!.hasSuffix(":" + $0.rawValue) }!.isAccessibilityCategory
            #expect(cell.all.contains { $0.type == "GtkImage" } == !large, "\(cell.name!)")
        }
        // Every stage shows the shared selection: each segmented picker and tab bar has its own radio group.
        for page in ["picker", "tabView"] {
            let groups = try run.tree("variants", page).all.filter { $0.classes.contains("segmented") || $0.classes.contains { $0.hasPrefix("tab-items-") } }
            #expect(groups.count >= 6, "\(page): \(groups.count) groups")
            for group in groups where !group.children.isEmpty {
                #expect(group.children.map(\.active).filter { $0 == true }.count == 1, "\(page): \(group.classes) shows \(group.children.map(\.active))")
            }
        }
        // One state: the switch flipped on the first stage is flipped on every stage that shows one.
        let before = try #require(report.switchBefore as Bool?)
        let switches = try run.tree("variants", "shared").all.filter { $0.type == "GtkSwitch" }
        #expect(switches.count >= 4)
        #expect(switches.allSatisfy { $0.active == !before }, "\(switches.map(\.active))")
    }

    @Test("A scene page: its outline names every view, a chosen control's reasons show, and saving the file redraws the stage, stale while it is broken")
    func scenes() throws {
        try requireRun()
        let scenes = try run.report().scenes
        // The sign-in row: an HStack of a Button, a Menu (with its two buttons) and two Toggles, each named with its looks.
        let rows = try #require(scenes.outlineRows)
        #expect(rows.first == "HStack", "\(rows)")
        #expect(rows.contains("Toggle “Remember Me”: button → bordered"), "\(rows)")
        #expect(rows.contains { $0.hasPrefix("Button “Sign In”: automatic → bordered") || $0.hasPrefix("Button “Sign In”: bordered") }, "\(rows)")
        #expect((scenes.stageViews ?? 0) >= 4, "only \(scenes.stageViews ?? 0) views have a widget of their own on the stage")
        // Choosing the toggle: the inspector explains it, and a click in the middle of its widget finds it again.
        #expect(scenes.inspectorTitle == "Toggle “Remember Me”")
        let lines = try #require(scenes.inspectorLines)
        #expect(lines.contains { $0.contains("`.toggleStyle(.button)` on Toggle") }, "\(lines)")
        #expect(lines.contains { $0.contains("`.buttonStyle(.bordered)` on HStack") }, "\(lines)")
        #expect(lines.contains("WHY"))
        #expect(scenes.pathAtChosenWidget == scenes.chosenPath)
        // Open…: listed in the sidebar; a file that is not Swift source is one line in the banner, and the page stays.
        #expect(scenes.sidebarListsFile == true)
        let banner = try #require(scenes.unreadableBanner)
        #expect(banner.contains("NotSwift.swift:1:1: error:"), "\(banner)")
        #expect(!banner.contains("\n"))
        #expect(scenes.pageKeptAfterUnreadable == true)
        // Every save redrawn, the chosen toggle still chosen.
        #expect(scenes.saves == SelfCheckRun.sceneSaves)
        #expect(scenes.stageTitleAfterSaves == "Sign In \(SelfCheckRun.sceneSaves)")
        #expect(scenes.chosenPathAfterSaves == scenes.chosenPath)
        let reload = try #require(try run.report().benchmark?.sceneReload)
        #expect(reload.count == SelfCheckRun.sceneSaves)
        // A broken save keeps the last good stage, marked stale, with diagnostics at their line and column; mending it redraws.
        #expect(scenes.staleNote != nil)
        #expect(scenes.stageKeptWhenBroken == true)
        #expect(scenes.diagnosticsWhenBroken?.isEmpty == false)
        #expect(scenes.mended == true)
        // A large file is read off the main thread; files shaped to crash or hang a reader each end in one line.
        #expect(scenes.answeredWhileReading == true)
        let reasons = try #require(scenes.hostileStaleReasons)
        #expect(Set(reasons.keys) == ["brackets", "nesting", "chain", "fan-out"], "\(reasons)")
        for (name, reason) in reasons {
            #expect(!reason.isEmpty && !reason.contains("\n"), "\(name): \(reason)")
        }
        #expect(reasons["brackets"]?.contains("error: square brackets are nested too deeply") == true, "\(reasons)")
        #expect(reasons["nesting"]?.contains("error: brackets are nested more than") == true, "\(reasons)")
        #expect(reasons["chain"]?.contains("syntax levels deep") == true, "\(reasons)")
    }

    @Test("Export Images draws the page's cards on every platform, and a contact sheet, without a window")
    func imageExport() throws {
        try requireRun()
        let images = try run.report().images
        let banner = try #require(images.banner)
        let styles = StyleCatalog.family(.toggle).styles
        #expect(banner.hasPrefix("Wrote \(styles.count * Platform.allCases.count + 1) images to "), "\(banner)")
        let files = Set(try #require(images.files))
        #expect(files.contains("toggle-sheet-light.png"))
        #expect(files.contains("toggle-checkbox-macOS-light.png"))
    }

    @Test("tvOS focus: the focused button lifts onto the light platter, the others wait on grey, and the arrow keys move it")
    func tvFocus() throws {
        try requireRun()
        let focus = try run.report().tvFocus
        let palette = PlatformTheme.of(.tvOS).light
        func near(_ hex: String?, _ expected: RGBColor) -> Bool {
            guard let hex else { return false }
            let drawn = RGBColor(hex: hex)
            return abs(drawn.red - expected.red) <= 3 && abs(drawn.green - expected.green) <= 3 && abs(drawn.blue - expected.blue) <= 3
        }
        #expect(near(focus.focusedBefore, palette.focusPlatter), "focused: \(focus.focusedBefore ?? "none")")
        #expect(near(focus.unfocusedBefore, palette.unfocusedPlatter), "unfocused: \(focus.unfocusedBefore ?? "none")")
        #expect(focus.moved == true)
        #expect(near(focus.firstAfter, palette.unfocusedPlatter), "after the focus left: \(focus.firstAfter ?? "none")")
    }

    @Test("The release selector re-resolves, re-dims and marks deprecations on the whole page")
    func releaseSelector() throws {
        try requireRun()
        let visits = try #require(try run.report().releaseVisits)
        func visit(_ name: String) throws -> (release: OSVersion, dimmed: Set<String>, deprecated: Set<String>) {
            let visit = try #require(visits[name], "\(name) was not visited")
            return (visit.release, Set(visit.dimmed), Set(visit.deprecated))
        }
        // The switch style came to tvOS 18: dimmed before it, drawn as Apple TV's wide button from it.
        #expect(try visit("tvOS17-toggle").release == "17")
        let tv17 = try #require(try run.tree("tvOS17", "toggle").card("toggle.automatic"))
        #expect(tv17.first("GtkToggleButton")?.classes.contains("tvos-toggle") == true)
        let tv18 = try #require(try run.tree("tvOS18", "toggle").card("toggle.switch"))
        #expect(tv18.first("GtkToggleButton")?.classes.contains("tvos-toggle") == true)
        #expect(try visit("tvOS17-toggle").dimmed.contains("toggle.switch"))
        #expect(try !visit("tvOS18-toggle").dimmed.contains("toggle.switch"))
        // Every button style newer than iOS 14 is dimmed there, and only those.
        let newest = Platform.iOS.newestRelease
        let iOS14 = try visit("iOS14-button")
        let newer = Set(StyleCatalog.family(.button).styles.filter { style in
            style.availability.introduced[.iOS].map { $0 > "14" } ?? true
        }.map(\.id))
        #expect(iOS14.dimmed == newer)
        #expect(try visit("iOS\(newest)-button").dimmed == Set(StyleCatalog.family(.button).styles.filter {
            !$0.availability.isAvailable(on: .iOS)
        }.map(\.id)))
        // A style deprecated in a release carries its badge from that release (squareBorder, macOS 27), not before; one
        // Apple deprecates in a future release (roundedBorder) carries it in every release.
        let mac = try visit("macOS\(Platform.macOS.newestRelease)-textField")
        #expect(mac.deprecated == ["textField.roundedBorder", "textField.squareBorder"])
        #expect(try visit("macOS26-textField").deprecated == ["textField.roundedBorder"])
    }

    @Test("Picker automatic is a pop-up menu button on macOS, a tinted menu button on iOS and linked toggle buttons on tvOS")
    func pickerWidgets() throws {
        try requireRun()
        let mac = try #require(try run.tree("macOS", "picker").card("picker.automatic"))
        #expect(mac.all.contains { $0.type == "GtkMenuButton" && $0.classes.contains("popup-button") })
        let tv = try #require(try run.tree("tvOS", "picker").card("picker.automatic"))
        let segments = try #require(tv.all.first { $0.classes.contains("linked") && $0.classes.contains("segmented") })
        #expect(segments.children.count == SampleContent.pickerChoices.count)
        #expect(segments.children.allSatisfy { $0.type == "GtkToggleButton" })
        #expect(segments.children.filter { $0.active == true }.count == 1)
        // A menu on iOS since iOS 16 (PickerRules), drawn as tinted text with ⌃⌄.
        let iOS = try #require(try run.tree("iOS", "picker").card("picker.automatic"))
        #expect(iOS.all.contains { $0.type == "GtkMenuButton" && $0.classes.contains("picker-menu-tinted") })
        let radio = try #require(try run.tree("macOS", "picker").card("picker.radioGroup"))
        #expect(radio.all.filter { $0.type == "GtkCheckButton" }.count == SampleContent.pickerChoices.count)
    }

    @Test("Each family's styles become the GTK widgets DESIGN.md maps them to", arguments: [
        ("macOS", "datePicker", "datePicker.graphical", "GtkGrid"),
        ("macOS", "datePicker", "datePicker.stepperField", "GtkEntry"),
        ("macOS", "datePicker", "datePicker.field", "GtkEntry"),
        ("iOS", "datePicker", "datePicker.compact", "GtkMenuButton"),
        ("macOS", "menu", "menu.automatic", "GtkMenuButton"),
        ("iOS", "gauge", "gauge.linearCapacity", "GtkLevelBar"),
        ("iOS", "gauge", "gauge.accessoryCircularCapacity", "GtkDrawingArea"),
        ("iOS", "progressView", "progressView.linear", "GtkProgressBar"),
        ("iOS", "progressView", "progressView.circular", "GtkSpinner"),
        ("iOS", "textField", "textField.roundedBorder", "GtkEntry"),
        ("iOS", "textField", "textField.plain", "GtkEntry"),
        ("macOS", "textEditor", "textEditor.plain", "GtkTextView"),
        ("iOS", "list", "list.insetGrouped", "GtkListBox"),
        ("macOS", "table", "table.bordered", "GtkColumnView"),
        ("macOS", "disclosureGroup", "disclosureGroup.automatic", "GtkExpander"),
        ("macOS", "navigationSplitView", "navigationSplitView.balanced", "GtkPaned"),
        ("macOS", "tabView", "tabView.automatic", "GtkStack"),
        ("iOS", "tabView", "tabView.page", "GtkStack"),
        ("macOS", "controlGroup", "controlGroup.menu", "GtkMenuButton"),
        ("macOS", "label", "label.titleAndIcon", "GtkImage"),
    ])
    func familyWidgets(platform: String, page: String, card: String, type: String) throws {
        try requireRun()
        let node = try #require(try run.tree(platform, page).card(card), "no card \(card)")
        #expect(node.first(type) != nil, "\(card) on \(platform) has no \(type)")
    }

    @Test("The Text page's typesetting: Pango shapes the same Han characters with the Chinese and the Japanese font, and breaks Thai between words")
    func typesetting() throws {
        try requireRun()
        let text = try run.tree("macOS", "text")
        func caption(_ name: String) -> String { text.all.first { $0.name == name }?.text ?? "" }
        #expect(caption("typesetting-font-zh-Hans").contains("CJK SC"), "zh-Hans: \(caption("typesetting-font-zh-Hans"))")
        #expect(caption("typesetting-font-ja").contains("CJK JP"), "ja: \(caption("typesetting-font-ja"))")
        let thai = caption("typesetting-thai-lines")
        #expect(thai.hasSuffix("lines, each starting at a word") && !thai.hasPrefix("1 "), "Thai: \(thai)")
        #expect(text.all.contains { $0.name == "text-line-patterns" })
    }

    @Test("The Text, Label and Button pages show their live examples")
    func viewPages() throws {
        try requireRun()
        let text = try run.tree("macOS", "text")
        let sample = try #require(text.all.first { $0.name == "text-sample" })
        #expect(sample.type == "GtkLabel")
        #expect(sample.text == "Brevity is the soul of wit, said Polonius in 1602.")
        #expect(text.all.contains { $0.name == "text-controls" })
        let label = try run.tree("iOS", "labelView")
        #expect(label.all.contains { $0.name == "label-stack-editor" })
        let result = try #require(label.all.first { $0.name == "label-result" })
        #expect(result.classes.contains("effect-shadow"))
        #expect(result.first("GtkImage") != nil)
        #expect(result.first("GtkLabel") == nil, "the default stack shows only the icon")
        #expect(label.all.filter { $0.name?.hasPrefix("document-stack:") == true }.count == LabelViewContent.documentStacks.count)
        let button = try run.tree("iOS", "buttonView")
        let deletes = button.all.filter { $0.type == "GtkButton" && $0.text == nil && $0.all.contains { $0.text == "Delete" } }
        #expect(deletes.count >= 6)
        #expect(button.all.contains { $0.classes.contains("destructive-text") })
        #expect(button.all.contains { $0.classes.contains("double-click-button") })
    }

    @Test("The SecureField page draws GTK password entries, and the Mac's Form its column of labels")
    func secureFieldPage() throws {
        try requireRun()
        let mac = try run.tree("macOS", "secureField")
        let examples = SecureFieldViewContent.examples(for: Configuration(platform: .macOS))
        #expect(mac.all.filter { $0.type == "GtkPasswordEntry" }.count == examples.count)
        let macForm = try #require(mac.all.first { $0.name == "example:In a Form" })
        #expect(macForm.all.contains { $0.type == "GtkLabel" && $0.text == "Password" })
        let iOSForm = try #require(try run.tree("iOS", "secureField").all.first { $0.name == "example:In a Form" })
        #expect(iOSForm.first("GtkPasswordEntry") != nil)
        #expect(!iOSForm.all.contains { $0.type == "GtkLabel" && $0.text == "Password" }, "the iPhone's form draws no label")
    }

    @Test("Styles missing on a platform are shown dimmed with the reason, never hidden")
    func unavailableStylesAreDimmed() throws {
        try requireRun()
        let page = try run.tree("iOS", "toggle")
        let checkbox = try #require(page.card("toggle.checkbox"))
        #expect(checkbox.first("GtkBox")?.classes.contains("dimmed") == true)
        #expect(checkbox.all.contains { $0.classes.contains("card-availability") && ($0.text ?? "").contains("macOS") })
        #expect(try run.tree("iOS", "toggle").card("toggle.switch")?.first("GtkBox")?.classes.contains("dimmed") == false)
    }

    @Test("Editing the Text page's form updates the configuration and redraws the sample; a frame width narrows it")
    func textPageEdits() throws {
        try requireRun()
        let text = try run.report().text
        #expect(text.boldAfterEdit == true)
        #expect(text.sampleAfterEdit == "Edited live")
        #expect(text.sampleWidthInFrame120 == 120, "frame(width: 120) does not set the sample's width")
    }

    @Test("A switched toggle stays switched when the platform changes")
    func stateSurvivesPlatformSwitch() throws {
        try requireRun()
        let state = try run.report().state
        let before = try #require(state.switchBefore as Bool?)
        let after = try #require(state.checkBoxAfter as Bool?)
        #expect(after == !before)
    }

    @Test("Every example and the Text sample at the far end of their ranges are drawn on iOS and macOS (every platform with --long)")
    func extremeValues() throws {
        try requireRun()
        // Nine pages on each swept platform; a page that could not be drawn is a timeout in the errors, a crash ends the run.
        #expect(try run.report().extremesVisited == 9 * depth.sweptPlatforms.count)
    }

    @Test("150 mixed switches (500 with --long) change no example value, the widgets still show the values set before them, and memory stays level")
    func longUse() throws {
        try requireRun()
        let longUse = try run.report().longUse
        #expect(longUse.switches == depth.longUseSwitches)
        // Once every page has been drawn everywhere (GTK's caches filled), switching keeps nothing: under 2 MiB per 100.
        let warm = try #require(longUse.residentKiBAfterWarmUp), end = try #require(longUse.residentKiBAtEnd)
        #expect(warm > 0 && end - warm < 2 * 1024 * depth.longUseSwitches / 100,
                "resident memory grew from \(warm / 1024) to \(end / 1024) MiB over \(depth.longUseSwitches) switches")
        let changed = try #require(longUse.stateChanges)
        #expect(changed.isEmpty, "values changed by switching: \(changed)")
        for platform in depth.sweptPlatforms.map(\.rawValue) {
            let tabs = WidgetNode(try run.json("long-use-\(platform)-tabView.json")).all
            // Every tab view shows its second page ("page1"; a drop-down's own stack is not one), and a tab bar's second tab is on.
            let shownTabs = tabs.compactMap { $0.visibleChild.flatMap { $0.hasPrefix("page") ? $0 : nil } }
            #expect(!shownTabs.isEmpty && shownTabs.allSatisfy { $0 == "page1" }, "\(platform) tab views show \(shownTabs)")
            let bars = tabs.filter { $0.classes.contains { $0.hasPrefix("tab-items-") } }
            #expect(!bars.isEmpty && bars.allSatisfy { $0.children.map(\.active) == [false, true, false] }, "\(platform) tab bars show \(bars.map { $0.children.map(\.active) })")
            // Every menu picker's button shows the third choice.
            let faces: Set<String> = ["picker-menu-tinted", "popup-button", "picker-platter"]
            let pickers = WidgetNode(try run.json("long-use-\(platform)-picker.json")).all
                .filter { $0.type == "GtkMenuButton" && !faces.isDisjoint(with: $0.classes) }
            let third = SampleContent.pickerChoices[2].title
            #expect(!pickers.isEmpty && pickers.allSatisfy { $0.all.contains { $0.text == third } },
                    "\(platform) menu pickers show \(pickers.map { $0.all.compactMap(\.text) })")
            let toggles = WidgetNode(try run.json("long-use-\(platform)-toggle.json")).all
                .filter { ["GtkSwitch", "GtkCheckButton", "GtkToggleButton"].contains($0.type) }
            #expect(toggles.count >= 4 && toggles.allSatisfy { $0.active == false }, "\(platform) toggles show \(toggles.map(\.active))")
        }
    }

    @Test("Export writes the configuration; a broken import is reported and changes nothing")
    func exportAndImport() throws {
        try requireRun()
        let files = try run.report().files
        let exported = try Data(contentsOf: run.folder.appendingPathComponent("export.json"))
        let configuration = try ConfigurationFile.decode(exported)
        #expect(ConfigurationFile.export(configuration) == exported)
        #expect(configuration.platform == .macOS)
        #expect(files.exportBanner?.hasPrefix("Exported the configuration to ") == true)
        let broken = run.folder.appendingPathComponent("broken.json").path
        #expect(files.importBanner
                == "Could not import '\(broken)': line 3: platform: unknown platform 'Android'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS")
        #expect(files.importChangedNothing == true)
    }

    @Test("About shows the app's own icon, its name, version, website, copyright and the MIT licence, and opens with nothing selected")
    func about() throws {
        try requireRun()
        let about = try run.report().about
        #expect(about.name == GalleryProject.name)
        #expect(about.version == GalleryProject.version)
        #expect(about.website == GalleryProject.website)
        #expect(about.copyright == GalleryProject.copyright)
        #expect(about.licenseIsMIT == true)
        #expect(about.logoIconName == GalleryProject.applicationID)
        #expect(about.selectedText == "", "the About window opens with text selected")
        // From the build folder, the icon theme finds both icons in the resource bundle beside the executable.
        #expect(about.appIconFound == true)
        #expect(about.appSymbolicIconFound == true)
        // The logo drawn is the icon's orange tile, not GTK's stand-in for a missing icon.
        let shot = try Pixels(run.folder.appendingPathComponent("about.png").path)
        let tile = (0..<shot.height).contains { y in
            (0..<shot.width).contains { x in
                let color = shot.color(x: x, y: y)
                return color.red > 240 && (110...200).contains(color.green) && color.blue < 120
            }
        }
        #expect(tile, "the About window's photograph has no orange tile")
    }

    @Test("Every border, background and tint a style's description claims is in its photograph", arguments: LookClaim.all)
    func lookClaims(claim: LookClaim) throws {
        try requireRun()
        let photo = try Pixels(run.folder.appendingPathComponent(claim.photographName).path)
        let (width, height) = (photo.width, photo.height)
        let palette = PlatformTheme.of(claim.platform).palette(.light)
        for property in claim.properties {
            switch property {
            case .noBackground:
                // Corners and edges are where a background or border would show; the content sits inside.
                let edges = [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width - 1, height / 2), (width / 2, height - 1)]
                #expect(edges.allSatisfy { photo.alpha(x: $0.0, y: $0.1) == 0 }, "\(claim.styleID) draws a background or border")
            case .background:
                #expect(photo.alpha(x: width - 3, y: height / 2) == 255 && photo.alpha(x: width / 2, y: 2) == 255,
                        "\(claim.styleID) draws no background")
            case .roundedCorners:
                #expect(photo.alpha(x: 0, y: 0) < 200 && photo.alpha(x: width - 1, y: height - 1) < 200, "\(claim.styleID)'s corners are square")
            case .squareCorners:
                #expect(photo.alpha(x: 0, y: 0) == 255 && photo.alpha(x: width - 1, y: height - 1) == 255,
                        "\(claim.styleID)'s corners are rounded")
            case .tintedText, .untintedText:
                let ink = try #require(photo.ink(over: palette.background), "\(claim.styleID) shows no text")
                let tinted = ink.distance(to: palette.accentText) < ink.distance(to: palette.text)
                #expect(tinted == (property == .tintedText), "\(claim.styleID)'s text is \(ink), closer to \(tinted ? "the tint" : "the text colour")")
            case .redFrame:
                let edge = photo.color(x: 0, y: height / 2)
                #expect(edge.red > 180 && edge.green < 90 && edge.blue < 90, "\(claim.styleID)'s edge is \(edge), not red")
            case .separateRows:
                // Down the middle, opaque rows with transparent gaps between them.
                let column = (0..<height).map { photo.alpha(x: width / 2, y: $0) == 0 }
                let gaps = zip(column, column.dropFirst()).filter { !$0.0 && $0.1 }.count
                #expect(gaps >= 2, "\(claim.styleID)'s rows run together")
            }
        }
    }

    @Test("Every page's iOS and macOS screenshots are drawn and differ", arguments: GalleryPage.all.map(\.id))
    func screenshots(page: String) throws {
        try requireRun()
        for prefix in ["shot", "page"] {
            let iOS = try Pixels(run.folder.appendingPathComponent("\(prefix)-iOS-\(page).png").path)
            let mac = try Pixels(run.folder.appendingPathComponent("\(prefix)-macOS-\(page).png").path)
            #expect(iOS.distinctColors > 50, "\(prefix) iOS \(page) looks blank")
            #expect(mac.distinctColors > 50, "\(prefix) macOS \(page) looks blank")
            #expect(iOS.differingFraction(from: mac) > 0.001, "\(prefix) of \(page) looks the same on iOS and macOS")
        }
    }

    @Test("The composer builds a scene through its actions: a Form holding a Toggle, styled on the Form; the buttons follow what can be done; undo and redo walk the edits")
    func composerBuilds() throws {
        try requireRun()
        let composer = try run.report().composer
        let rows = try #require(composer.outlineAfterBuilding)
        #expect(rows.first?.hasPrefix("Form") == true, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("Toggle “Wi-Fi”: button") }, "\(rows)")
        let code = try #require(composer.codeAfterBuilding)
        #expect(code.contains("Form {") && code.contains("Toggle(\"Wi-Fi\", isOn: $isOn)") && code.contains(".toggleStyle(.button)"), "\(code)")
        #expect(composer.undoEnabledAfterEdit == true)
        #expect(composer.moveUpDisabledOnFirst == true)
        #expect(composer.moveInDisabledWithoutNeighbour == true)
        #expect(composer.undoRemovedStyle == true)
        #expect(composer.redoRestoredStyle == true)
    }

    @Test("Saved, the composed scene is a SwiftUI file that reads back identical and opens as the same scene page")
    func composerSaves() throws {
        try requireRun()
        let composer = try run.report().composer
        #expect(composer.readBackIdentical == true)
        #expect(composer.titleAfterSave == "Composed.swift")
        let saved = try #require(composer.savedFileOutline)
        #expect(!saved.isEmpty && saved == composer.composerOutline, "\(saved) against \(composer.composerOutline ?? [])")
    }

    @Test("Unsaved composer edits: closing the window and quitting ask first, and Cancel keeps the window and the edits")
    func composerUnsavedProtection() throws {
        try requireRun()
        let composer = try run.report().composer
        #expect(composer.closeAsked == true)
        #expect(composer.quitAsked == true)
        #expect(composer.editsKeptAfterCancel == true)
    }

    @Test("An editor saving the composer's file: taken in with nothing unsaved; over unsaved edits it asks, and each answer keeps its version")
    func composerEditorConflict() throws {
        try requireRun()
        let composer = try run.report().composer
        #expect(composer.reloadedWithoutAsking == true)
        #expect(composer.conflictAsked == true)
        #expect(composer.keepMineKeptEdits == true)
        #expect(composer.keepMineLeftFile == true)
        #expect(composer.takeFileTookFile == true)
    }
}

/// The pixels of a PNG, read with GDK.
struct Pixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(_ path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        buffer.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        self.width = width
        self.height = height
        bytes = buffer
    }

    /// The opacity of the pixel at (`x`, `y`), 0 where nothing was drawn.
    func alpha(x: Int, y: Int) -> UInt8 {
        bytes[(y * width + x) * 4 + 3]
    }

    /// The colour of the pixel at (`x`, `y`), as drawn over white (GDK's bytes are premultiplied BGRA).
    func color(x: Int, y: Int) -> RGBColor {
        let offset = (y * width + x) * 4
        let uncovered = 255 - Int(bytes[offset + 3])
        return RGBColor(red: Int(bytes[offset + 2]) + uncovered, green: Int(bytes[offset + 1]) + uncovered, blue: Int(bytes[offset]) + uncovered)
    }

    /// The opaque pixel that stands out most from `background`: the colour of the text, if any.
    func ink(over background: RGBColor) -> RGBColor? {
        var best: (contrast: Double, color: RGBColor)?
        for y in 0..<height {
            for x in 0..<width where alpha(x: x, y: y) == 255 {
                let pixel = color(x: x, y: y)
                let contrast = RGBColor.contrast(pixel, background)
                if contrast > best?.contrast ?? 1.5 { best = (contrast, pixel) }
            }
        }
        return best?.color
    }

    /// How many different colours the image uses.
    var distinctColors: Int {
        var colors = Set<UInt32>()
        for index in stride(from: 0, to: bytes.count, by: 4) {
            colors.insert(UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]))
            if colors.count > 5_000 { break }
        }
        return colors.count
    }

    /// The share of pixels that differ from `other` (over the area both cover; size differences count fully).
    func differingFraction(from other: Pixels) -> Double {
        let total = max(width * height, other.width * other.height)
        let commonWidth = min(width, other.width)
        let commonHeight = min(height, other.height)
        var same = 0
        for y in 0..<commonHeight {
            for x in 0..<commonWidth {
                let a = (y * width + x) * 4
                let b = (y * other.width + x) * 4
                if bytes[a] == other.bytes[b], bytes[a + 1] == other.bytes[b + 1], bytes[a + 2] == other.bytes[b + 2] { same += 1 }
            }
        }
        return Double(total - same) / Double(total)
    }
}

extension RGBColor {
    /// How far apart two colours are in RGB: 0 for the same colour.
    func distance(to other: RGBColor) -> Double {
        let red = Double(self.red - other.red)
        let green = Double(self.green - other.green)
        let blue = Double(self.blue - other.blue)
        return (red * red + green * green + blue * blue).squareRoot()
    }
}

extension LookClaim: CustomTestStringConvertible {
    public var testDescription: String { "\(styleID) on \(platform.rawValue)" }
}
