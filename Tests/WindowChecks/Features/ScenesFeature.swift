import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// A scene page: the sign-in row's outline names every view with its looks, choosing its `.button` toggle shows in the
/// inspector where the style was set and why, and a click in the middle of its widget finds it again; a file opened
/// is listed in the sidebar, and a file that is not Swift is one line in the banner while the page stays; a project's
/// titles show its string catalogue's words, the inspector naming the key.
@MainActor
enum ScenesFeature: WindowCheck {
    nonisolated static let name = "scenes"
    static let example = "SignInRow"

    static func run(_ check: WindowDriver) throws {
        let origin = SceneOrigin.example(example)
        check.send(.choosePlatform(.iOS))
        check.show(.scene(origin))
        let document = try check.require(check.state.scenes[origin])
        let resolved = SceneResolver.resolve(document.scene, in: Context(platform: .iOS))
        let rows = SceneOutline(resolved).rows
        // The row names the outline gives a screen reader, from the window's own outline.
        let names = rows.compactMap { row in check.widget(named: "outline:\(row.path)").map { _ in row.accessibleName.english } }
        check.expect(names.count == rows.count, "the outline shows \(names.count) of \(rows.count) views")
        check.expect(names.first == "HStack", "\(names)")
        check.expect(names.contains("Toggle “Remember Me”: button → bordered"), "\(names)")
        check.expect(names.contains { $0.hasPrefix("Button “Sign In”: automatic → bordered") || $0.hasPrefix("Button “Sign In”: bordered") }, "\(names)")
        check.expect((check.window.sceneStageViews ?? 0) >= 4, "only \(check.window.sceneStageViews ?? 0) views have a widget of their own")

        // Choosing the toggle: the inspector explains it, and a click in the middle of its widget finds it again.
        let toggle = try check.require(rows.first { $0.label.hasPrefix("Toggle") }, "no toggle in the scene")
        check.send(.chooseSceneNode(toggle.path))
        check.expect(check.state.scenes[origin]?.selection == toggle.path)
        check.expect(check.window.inspectorTitle == "Toggle “Remember Me”", check.window.inspectorTitle)
        let lines = WindowDriver.texts(in: check.window.inspector)
        check.expect(lines.contains { $0.contains("`.toggleStyle(.button)` on Toggle") }, "\(lines)")
        check.expect(lines.contains { $0.contains("`.buttonStyle(.bordered)` on HStack") }, "\(lines)")
        check.expect(lines.contains("WHY"))
        check.expect(check.window.sceneView(atCentreOf: toggle.path) == toggle.path)
        check.photograph(check.window.toplevel, as: "shot-scene-\(example)")

        // Open…: a copy is listed in the sidebar; a file that is not Swift source is one line in the banner, and the page stays.
        let copy = check.folder + "/\(example).swift"
        try Data(document.source.utf8).write(to: URL(fileURLWithPath: copy))
        check.send(.openSceneFile(copy))
        check.wait(for: "the copy's scene") { check.state.page == .scene(.file(copy)) }
        check.waitForFrame()
        check.expect(check.widget(named: "sidebar:" + GalleryPage.scene(.file(copy)).id) != nil, "the sidebar does not list the file")
        let binary = check.folder + "/NotSwift.swift"
        try Data([0, 1, 2, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: binary))
        check.send(.openSceneFile(binary))
        check.wait(for: "the banner about the file that is not Swift") { check.state.banner?.text.english.contains("NotSwift.swift") == true }
        let banner = check.state.banner?.text.english ?? ""
        check.expect(banner.contains("NotSwift.swift:1:1: error:") && !banner.contains("\n"), banner)
        check.expect(check.state.page == .scene(.file(copy)), "the page changed")

        try branches(check)
        try watchScreen(check)
        try deviceScreens(check)
        try proportionedShape(check)
        try watchButtonRow(check)
        try rowEdges(check)
        try wordsBesideButton(check)
        try checkStyle(check)
        try stringTables(check)
        try tapStyle(check)
    }

    /// A file of a project with a string catalogue: the stage and the outline show the catalogue's words, the code keeps
    /// the key, and the inspector says where the words come from.
    private static func stringTables(_ check: WindowDriver) throws {
        let project = check.folder + "/Lamp"
        try FileManager.default.createDirectory(atPath: project + "/Sources/Lamp", withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Lamp", defaultLocalization: "en", targets: [.executableTarget(name: "Lamp")])

            """.utf8).write(to: URL(fileURLWithPath: project + "/Package.swift"))
        try Data(#"{ "sourceLanguage" : "en", "strings" : { "lamp.glow" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Glow at Dusk" } } } } }, "version" : "1.0" }"#.utf8)
            .write(to: URL(fileURLWithPath: project + "/Sources/Lamp/Localizable.xcstrings"))
        let file = project + "/Sources/Lamp/LampView.swift"
        try Data("""
            import SwiftUI

            struct LampView: View {
                @State private var glow = true

                var body: some View {
                    Toggle("lamp.glow", isOn: $glow)
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let origin = SceneOrigin.file(file)
        check.send(.openSceneFile(file))
        check.wait(for: "the lamp's scene") { check.state.page == .scene(origin) && check.state.scenes[origin] != nil }
        check.waitForFrame()
        let document = try check.require(check.state.scenes[origin])
        let resolved = SceneResolver.resolve(document.scene, in: Context(platform: check.state.configuration.platform))
        let toggle = try check.require(SceneOutline(resolved).rows.first { $0.label.hasPrefix("Toggle") }, "no toggle in the lamp's scene")
        check.expect(toggle.label == "Toggle “Glow at Dusk”", toggle.label)
        check.send(.chooseSceneNode(toggle.path))
        check.expect(check.window.inspectorTitle == "Toggle “Glow at Dusk”", check.window.inspectorTitle)
        let lines = WindowDriver.texts(in: check.window.inspector)
        check.expect(lines.contains("“lamp.glow” in Localizable.xcstrings (en)"), "\(lines)")
        check.expect(lines.contains { $0.contains("Toggle(\"lamp.glow\", isOn: $glow)") }, "the code does not keep the key: \(lines)")
        check.photograph(check.window.toplevel, as: "shot-scene-string-tables")
    }

    /// The stage's holder once `file` is open on `platform` and drawn.
    private static func stage(showing file: String, on platform: Platform, _ check: WindowDriver) throws -> UnsafeMutablePointer<GtkWidget> {
        check.send(.choosePlatform(platform), .openSceneFile(file))
        check.wait(for: "\(file) on \(platform)") { check.state.page == .scene(.file(file)) && check.state.configuration.platform == platform }
        check.waitForFrame()
        return try check.require(check.widget(named: "scene-stage"), "no stage holder")
    }

    /// The stage's labels by their words.
    private static func stageLabels(in holder: UnsafeMutablePointer<GtkWidget>) -> [String: UnsafeMutablePointer<GtkWidget>] {
        var labels: [String: UnsafeMutablePointer<GtkWidget>] = [:]
        WidgetTree.visit(holder) { widget in
            guard Widget(widget).typeName == "GtkLabel" else { return }
            labels[String(cString: gtk_label_get_text(gallery_label(widget)))] = widget
        }
        return labels
    }

    /// A Text beside a Button in an HStack keeps its words on one line where the stage has room for them, as SwiftUI
    /// offers a Text its ideal width: GTK measured the words for the 44-point button's height and wrapped them onto two.
    private static func wordsBesideButton(_ check: WindowDriver) throws {
        let file = check.folder + "/WordsBesideButton.swift"
        try Data("""
            import SwiftUI

            struct FilteredRow: View {
                var body: some View {
                    HStack {
                        Text("Filtered by: spoilers")
                        Button("Show anyway") {}
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        for platform in [Platform.iOS, .macOS] {
            let holder = try stage(showing: file, on: platform, check)
            let labels = stageLabels(in: holder)
            let words = try check.require(labels["Filtered by: spoilers"], "no words on \(platform)")
            check.photograph(holder, as: "shot-scene-words-beside-button-\(platform)")
            let lines = pango_layout_get_line_count(gtk_label_get_layout(gallery_label(words)))
            check.expect(lines == 1, "on \(platform) “Filtered by: spoilers” is laid out on \(lines) lines beside the button: it wrapped")
        }
    }

    /// In a Form, a Button's row is the row itself: its title starts where a Toggle's row title starts, on iPhone and on
    /// the Watch, and on the Watch a short title stays on one line in its tall row.
    private static func rowEdges(_ check: WindowDriver) throws {
        let file = check.folder + "/RowEdges.swift"
        try Data("""
            import SwiftUI

            struct RowEdges: View {
                @State private var isOn = true
                var body: some View {
                    Form {
                        Toggle("Alerts", isOn: $isOn)
                        Button("Show Less") { isOn.toggle() }
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        for platform in [Platform.iOS, .watchOS] {
            let holder = try stage(showing: file, on: platform, check)
            let labels = stageLabels(in: holder)
            let toggle = try check.require(labels["Alerts"], "no toggle title on \(platform)")
            let button = try check.require(labels["Show Less"], "no button title on \(platform)")
            var toggleBounds = graphene_rect_t(), buttonBounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(toggle, holder, &toggleBounds) != 0, gtk_widget_compute_bounds(button, holder, &buttonBounds) != 0 else {
                return check.fail("the rows' titles are not on the stage on \(platform)")
            }
            check.expect(abs(toggleBounds.origin.x - buttonBounds.origin.x) <= 1,
                         "on \(platform) the button row's title starts at \(buttonBounds.origin.x), the toggle row's at \(toggleBounds.origin.x)")
            check.expect(buttonBounds.size.height < 1.5 * toggleBounds.size.height,
                         "on \(platform) “Show Less” is \(buttonBounds.size.height) px tall, “Alerts” \(toggleBounds.size.height)")
        }
    }

    /// A row of four words wider than a watch leaves the Watch's stage its screen's width, the row running off it, and
    /// the words under the row still drawn below it.
    private static func watchScreen(_ check: WindowDriver) throws {
        let file = check.folder + "/WideRow.swift"
        try Data("""
            import SwiftUI

            struct WideRow: View {
                var body: some View {
                    VStack {
                        HStack {
                            Text("Heart rate")
                            Text("Resting average")
                            Text("Walking average")
                            Text("Recovery")
                        }
                        Text("Today")
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        check.send(.choosePlatform(.watchOS), .openSceneFile(file))
        check.wait(for: "the wide row's scene") { check.state.page == .scene(.file(file)) }
        check.waitForFrame()
        let holder = try check.require(check.widget(named: "scene-stage"), "no stage holder")
        let screen = try check.require(check.widget(withClass: "device-screen", in: holder), "the Watch's stage has no screen")
        let stage = try check.require(gtk_widget_get_first_child(holder))
        let width = try check.require(PlatformTheme.of(.watchOS).cardScreenWidth)
        check.expect(Int(gtk_widget_get_width(screen)) == width, "the Watch's screen is \(gtk_widget_get_width(screen)) px wide, not \(width)")
        check.expect(Int(gtk_widget_get_width(stage)) <= width + 2 * 12 + 2, "the Watch's stage grew to \(gtk_widget_get_width(stage)) px")
        // "Today" is drawn inside the screen, under the row.
        var today: UnsafeMutablePointer<GtkWidget>?
        WidgetTree.visit(screen) { widget in
            if Widget(widget).typeName == "GtkLabel", String(cString: gtk_label_get_text(gallery_label(widget))) == "Today" { today = widget }
        }
        var bounds = graphene_rect_t()
        let label = try check.require(today, "no “Today” on the Watch's stage")
        check.expect(gtk_widget_compute_bounds(label, screen, &bounds) != 0
                     && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(screen)) && bounds.origin.y > 0,
                     "“Today” is not inside the screen: \(bounds.origin.y) + \(bounds.size.height) in \(gtk_widget_get_height(screen))")
        check.photograph(check.window.toplevel, as: "shot-scene-watch-wide-row")
        check.send(.choosePlatform(.iOS))
    }

    /// An iPad's and a television's scenes are laid out on their own screens, not a phone's: an iPad 834 points wide,
    /// Apple TV 16:9, its views inside the television's safe area; where the page is narrower the screen is drawn smaller
    /// to fit, keeping its shape.
    private static func deviceScreens(_ check: WindowDriver) throws {
        let file = check.folder + "/ShortForm.swift"
        try Data("""
            import SwiftUI

            struct ShortForm: View {
                @State private var on = true
                var body: some View {
                    Form {
                        Toggle("Notifications", isOn: $on)
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        for platform in [Platform.iPadOS, .tvOS] {
            let holder = try stage(showing: file, on: platform, check)
            let device = try check.require(PlatformTheme.of(platform).deviceScreen)
            let screen = try check.require(check.widget(withClass: "device-screen", in: holder), "\(platform)'s stage has no screen")
            let content = try check.require(gtk_widget_get_first_child(screen))
            // Inside the screen's safe area, where it has one (a television's, 80 points from each side).
            let width = device.width - 2 * device.safeArea.horizontal
            check.expect(Int(gtk_widget_get_width(content)) == width,
                         "\(platform)'s scene is laid out \(gtk_widget_get_width(content)) px wide, not its screen's \(width) inside its safe area")
            // The screen is drawn whole, however short the scene: as wide as the page at most, in the device's shape.
            let drawn = (width: Double(gtk_widget_get_width(screen)), height: Double(gtk_widget_get_height(screen)))
            check.expect(drawn.width <= Double(gtk_widget_get_width(holder)) + 1,
                         "\(platform)'s screen is drawn \(drawn.width) px wide on a \(gtk_widget_get_width(holder)) px page")
            let expected = Double(device.width) / Double(device.height)
            check.expect(abs(drawn.width / drawn.height - expected) < 0.02, "\(platform)'s screen is drawn \(drawn.width) × \(drawn.height), not its shape")
            // iPad's status bar shows the time over the view, which starts under it; a television shows none.
            let clock = stageLabels(in: screen)["9:41"]
            check.expect((clock != nil) == (platform == .iPadOS), "\(platform)'s screen \(clock == nil ? "has no" : "has a") status bar")
            var bounds = graphene_rect_t()
            let top = Double(platform == .iPadOS ? 24 : device.safeArea.vertical) * drawn.width / Double(device.width)
            check.expect(gtk_widget_compute_bounds(content, screen, &bounds) != 0 && abs(Double(bounds.origin.y) - top) < 1,
                         "\(platform)'s scene starts \(bounds.origin.y) px down its screen, not \(top)")
            check.photograph(check.window.toplevel, as: "shot-scene-\(platform.rawValue)-screen")
        }
        check.send(.choosePlatform(.iOS))
    }

    /// A shape in proportion (`.aspectRatio(2, contentMode: .fit)`) is as wide as the row and half as tall, where a
    /// shape without a frame was a 44-point strip whatever its width.
    private static func proportionedShape(_ check: WindowDriver) throws {
        let file = check.folder + "/Poster.swift"
        try Data("""
            import SwiftUI

            struct Poster: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.orange)
                        .aspectRatio(2, contentMode: .fit)
                        .padding()
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let holder = try stage(showing: file, on: .iOS, check)
        var shape: UnsafeMutablePointer<GtkWidget>?
        WidgetTree.visit(holder) { widget in if Widget(widget).typeName == "GtkDrawingArea", shape == nil { shape = widget } }
        let poster = try check.require(shape, "no shape on the stage")
        let (width, height) = (gtk_widget_get_width(poster), gtk_widget_get_height(poster))
        check.expect(width > 300 && abs(Int(height) - Int(width) / 2) <= 1, "the 2:1 shape is drawn \(width) × \(height)")
        check.send(.choosePlatform(.iOS))
    }

    /// Three bordered buttons share a row of the Watch's screen with their words whole, each on one line: the
    /// buttons keep their titles close to their ends, and a word too long for its line would break without a hyphen.
    /// A stepper's label keeps its word whole between the − and +.
    private static func watchButtonRow(_ check: WindowDriver) throws {
        let file = check.folder + "/WatchButtons.swift"
        try Data("""
            import SwiftUI

            struct WatchButtons: View {
                var body: some View {
                    HStack {
                        Button("Play") {}
                        Button("Add") {}
                        Button("Share") {}
                    }
                    .buttonStyle(.bordered)
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let holder = try stage(showing: file, on: .watchOS, check)
        let labels = stageLabels(in: holder)
        for title in ["Play", "Add", "Share"] {
            let label = try check.require(labels[title], "no “\(title)” on the Watch")
            let layout = gtk_label_get_layout(gallery_label(label))
            let lines = pango_layout_get_line_count(layout)
            check.expect(lines == 1, "“\(title)” is broken onto \(lines) lines in the Watch's row of three buttons")
            check.expect(gtk_label_get_attributes(gallery_label(label)).map { Self.insertsHyphens($0) } != true,
                         "“\(title)” would break with a hyphen")
        }
        check.photograph(holder, as: "shot-scene-watch-buttons")
        // A stepper's label keeps a word such as "Reminders" whole between its − and +.
        let stepperFile = check.folder + "/WatchStepper.swift"
        try Data("""
            import SwiftUI
            struct WatchStepper: View {
                @State private var count = 3
                var body: some View { List { Stepper("Reminders", value: $count) } }
            }

            """.utf8).write(to: URL(fileURLWithPath: stepperFile))
        let stepper = try check.require(stageLabels(in: try stage(showing: stepperFile, on: .watchOS, check))["Reminders"], "no stepper label on the Watch")
        let stepperLines = pango_layout_get_line_count(gtk_label_get_layout(gallery_label(stepper)))
        check.expect(stepperLines == 1, "“Reminders” is broken onto \(stepperLines) lines between the Watch stepper's − and +")
        check.send(.choosePlatform(.iOS))
    }

    /// Whether `attributes` leave Pango's hyphens on where a word breaks (they are on unless an attribute turns them off).
    private static func insertsHyphens(_ attributes: OpaquePointer) -> Bool {
        var inserts = true
        let iterator = pango_attr_list_get_iterator(attributes)
        if let found = pango_attr_iterator_get(iterator, PANGO_ATTR_INSERT_HYPHENS) {
            inserts = found.withMemoryRebound(to: PangoAttrInt.self, capacity: 1) { $0.pointee.value != 0 }
        }
        pango_attr_iterator_destroy(iterator)
        return inserts
    }

    /// A file's conditionals are listed with their branches: choosing another reads the file again drawing it, and
    /// another platform draws its own `#if` clause, the choice kept.
    private static func branches(_ check: WindowDriver) throws {
        let file = check.folder + "/Branches.swift"
        try Data("""
            import SwiftUI

            struct Branches: View {
                @State private var isOn = true
                var body: some View {
                    VStack {
                        #if os(macOS)
                        Text("Drawn for the Mac")
                        #else
                        Text("Drawn for everything else")
                        #endif
                        if isOn {
                            Toggle("Notifications", isOn: $isOn)
                        } else {
                            Text("Notifications are off")
                        }
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let origin = SceneOrigin.file(file)
        check.send(.openSceneFile(file))
        check.wait(for: "the branches' scene") { check.state.page == .scene(origin) }
        check.waitForFrame()
        let stageWords = { WindowDriver.texts(in: check.widget(named: "scene-stage") ?? check.window.toplevel) }
        check.expect(stageWords().contains("Drawn for everything else") && stageWords().contains("Notifications"), "\(stageWords())")
        let branch = try check.require(check.widget(named: "conditional:12:13"), "no drop-down for the if")
        gtk_drop_down_set_selected(gallery_drop_down(branch), 1)
        check.wait(for: "the else drawn") { stageWords().contains("Notifications are off") }
        check.expect(check.state.scenes[origin]?.branches.choices.values.contains(1) == true)
        check.send(.choosePlatform(.macOS))
        check.wait(for: "the Mac's clause drawn") { stageWords().contains("Drawn for the Mac") }
        check.expect(stageWords().contains("Notifications are off"), "the branch chosen was not kept: \(stageWords())")
        check.send(.choosePlatform(.iOS))
    }

    /// A Toggle drawn by the project's style, whose code shows a checked square when it is on and an empty one when
    /// not, beside the Toggle itself: switching it draws the other square, and the keyboard focus stays on it rather
    /// than going back to the Button before it.
    private static func checkStyle(_ check: WindowDriver) throws {
        let file = check.folder + "/Checks.swift"
        try Data("""
            import SwiftUI

            struct CheckStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        if configuration.isOn {
                            Image(systemName: "checkmark.square")
                        } else {
                            Image(systemName: "square")
                        }
                        Toggle(configuration)
                    }
                }
            }

            struct Checks: View {
                @State private var wifi = false
                var body: some View {
                    VStack {
                        Button("Reset") { wifi = false }
                        Toggle("Wi-Fi", isOn: $wifi)
                            .toggleStyle(CheckStyle())
                    }
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let origin = SceneOrigin.file(file)
        check.send(.choosePlatform(.iOS), .openSceneFile(file))
        check.wait(for: "the check style's scene") { check.state.page == .scene(origin) }
        check.waitForFrame()
        let stage = { check.widget(named: "scene-stage") ?? check.window.toplevel }
        let icons = {
            var names: [String] = []
            WidgetTree.visit(stage()) { widget in
                if Widget(widget).typeName == "GtkImage", let name = gtk_image_get_icon_name(gallery_image(widget)) {
                    names.append(String(cString: name))
                }
            }
            return names
        }
        let square = SymbolCatalog.iconName(for: "square"), checked = SymbolCatalog.iconName(for: "checkmark.square")
        check.expect(icons().contains(square) && !icons().contains(checked), "\(icons())")
        let control = try check.require(WidgetTree.find(in: stage()) { Widget($0).typeName == "GtkSwitch" }, "no switch on the stage")
        Widget(control).grabFocus()
        gtk_switch_set_active(gallery_switch(control), 1)
        check.wait(for: "the checked square drawn") { icons().contains(checked) }
        check.expect(!icons().contains(square), "\(icons())")
        // The keyboard focus stays on the Toggle drawn anew.
        check.waitForFrame()
        check.expect(check.focus.map { Widget($0).typeName } == "GtkSwitch" && check.focusIsInside(stage()),
                     "the focus moved to \(check.focus.map { Widget($0).typeName } ?? "nothing")")
        check.photograph(stage(), as: "shot-scene-check-style-on")
    }

    /// A Toggle drawn by the project's style, whose only interactive part is `.onTapGesture { configuration.isOn.toggle() }`
    /// on its symbol: the symbol takes the keyboard focus, and activating it (Space or Return) flips the toggle, which
    /// draws its checked square.
    private static func tapStyle(_ check: WindowDriver) throws {
        let file = check.folder + "/Taps.swift"
        try Data("""
            import SwiftUI

            struct TapCheck: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                            .onTapGesture { configuration.isOn.toggle() }
                        configuration.label
                    }
                }
            }

            struct Taps: View {
                @State private var subscribed = false
                var body: some View {
                    Toggle("Subscribe", isOn: $subscribed)
                        .toggleStyle(TapCheck())
                }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let origin = SceneOrigin.file(file)
        check.send(.openSceneFile(file))
        check.wait(for: "the tap style's scene") { check.state.page == .scene(origin) }
        check.waitForFrame()
        let stage = { check.widget(named: "scene-stage") ?? check.window.toplevel }
        let icons = {
            var names: [String] = []
            WidgetTree.visit(stage()) { widget in
                if Widget(widget).typeName == "GtkImage", let name = gtk_image_get_icon_name(gallery_image(widget)) {
                    names.append(String(cString: name))
                }
            }
            return names
        }
        let square = SymbolCatalog.iconName(for: "square"), checked = SymbolCatalog.iconName(for: "checkmark.square.fill")
        check.expect(icons().contains(square) && !icons().contains(checked), "\(icons())")
        let target = try check.require(WidgetTree.find(in: stage()) { Widget($0).classes.contains(StyleTapTarget.cssClass) },
                                       "no tap target on the stage")
        check.expect(gtk_widget_get_focusable(target) != 0, "the tapped symbol cannot take the keyboard focus")
        Widget(target).grabFocus()
        _ = gtk_widget_activate(target)
        check.wait(for: "the checked square drawn") { icons().contains(checked) }
        check.expect(!icons().contains(square), "\(icons())")
        check.photograph(stage(), as: "shot-scene-tap-style-on")
    }
}
