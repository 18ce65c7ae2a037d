import Foundation
import GalleryModel
import GalleryWindowChecks
import GalleryPrivateDisplay
import Testing

/// The window as a keyboard and screen-reader user meets it: real key presses on a
/// private X server, and the accessibility tree read over AT-SPI by
/// Tests/Tools/accessibility-tree.py.
@Suite("Keyboard and screen readers")
struct AccessibilityTests {
    /// What the walk wrote (JSON), made once for all tests.
    static let walk: Result<Data, AccessibilityWalkFailure> = AccessibilityWalk.run(on: platforms)
    /// The platforms the walk reads every page on: iOS and macOS, every platform with `scripts/test --long`.
    static let platforms = TestDepth.fromEnvironment(ProcessInfo.processInfo.environment).sweptPlatforms

    private func report() throws -> [String: Any] {
        switch Self.walk {
        case .success(let data):
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        case .failure(let failure):
            Issue.record(Comment(rawValue: failure.description))
            throw failure
        }
    }

    @Test("Every page on iOS and macOS (every platform with --long) was read")
    func everyPageWasRead() throws {
        let pages = try #require(try report()["pages"] as? [String])
        // The pages of the sidebar: every family and view page, the composer, and every shipped scene.
        #expect(pages.count == (GalleryPage.all.count + 1 + SceneExamples.all.count) * Self.platforms.count, "read \(pages.count) pages")
    }

    @Test("No node is named after its GTK type, no control a screen reader meets is nameless, on any page of the platforms read")
    func everyNodeIsNamed() throws {
        let findings = try #require(try report()["findings"] as? [String])
        #expect(findings.isEmpty, "\(findings.count) found: \(findings.prefix(20).joined(separator: "\n"))")
        #expect((try report()["interactive"] as? Int ?? 0) > 150 * Self.platforms.count, "the walk met too few controls to mean anything")
    }

    @Test("Gauges and progress views say their name and value, and offer their value within its bounds")
    func gaugesReadTheirValue() throws {
        let report = try report()
        // The walk holds each gauge's value to its bounds and its name to saying a value (findings, above).
        let names = try #require(report["gaugeNames"] as? [String])
        let gauges = names.filter { $0.hasPrefix("Gauges on ") }
        // Every gauge style's card draws one, on each platform read.
        #expect(gauges.count >= Self.platforms.count * 4, "\(gauges.count) gauges: \(gauges.prefix(8))")
        #expect(gauges.allSatisfy { $0.contains(": \(SampleContent.gaugeLabel), ") && $0.hasSuffix("%") }, "\(gauges.prefix(8))")
        // Level and progress bars also offer the value itself (GTK 4.8 gives a drawn meter no such interface).
        #expect((report["gaugeValues"] as? Int ?? 0) >= Self.platforms.count * 2)
    }

    @Test("On the Image page a decorative image is absent from the tree and every other image is read by its label")
    func imagesAreReadByTheirLabels() throws {
        let read = try #require(try report()["imagePageImages"] as? [String: [String]])
        for platform in Self.platforms {
            // What the model names: every picture and symbol that is neither decorative nor unnamed, in page order.
            let named = ImageViewContent.examples(for: Configuration(platform: platform)).flatMap { Self.images(in: $0.plan) }
            #expect(read[platform.rawValue] == named, "on \(platform.rawValue): \(read[platform.rawValue] ?? [])")
            #expect(named.contains(ImageViewContent.landscapeLabel))
        }
    }

    /// The names of the images in `plan` that assistive technologies meet, in order.
    private static func images(in plan: WidgetPlan) -> [String] {
        let own = [WidgetKind.picture, .image].contains(plan.kind) ? [plan.accessibleLabel].compactMap { $0 } : []
        return own + plan.children.flatMap(images(in:))
    }

    @Test("Every card's platform badges tell a screen reader what their tooltips say")
    func badgesAreDescribed() throws {
        // Every family page, 2 to 12 cards each, six badges per card, on each platform read: thousands.
        let described = try #require(try report()["describedBadges"] as? Int)
        #expect(described >= StyleFamily.allCases.count * 2 * 6 * Self.platforms.count, "\(described) badges carry a description")
    }

    @Test("Two Tabs lead from the sidebar to the first example's control; Tab opens no page and never stops on text")
    func tab() throws {
        let report = try report()
        let tabs = try #require(report["tabsFromSidebarToFirstControl"] as? Int, "Tab never reached the first example")
        #expect(tabs <= 2)
        #expect(report["pageAfterTabs"] as? String == "Toggles", "Tab changed the page")
        let roles = try #require(report["rolesFocusedByTab"] as? [String])
        #expect(!roles.contains("label"), "Tab stopped on text: \(roles)")
    }

    @Test("The SecureField page's fields are password text named by their label; Return shows what onSubmit saw")
    func secureField() throws {
        let report = try report()
        let names = try #require(report["passwordFieldNames"] as? [String])
        #expect(names.count == SecureFieldViewContent.examples(for: Configuration()).count)
        #expect(names.allSatisfy { $0 == "Password" }, "\(names)")
        // The walk typed "hunter2" and pressed Return.
        #expect(report["submitted"] as? String == "onSubmit saw 7 characters")
    }

    @Test("F6 goes from the sidebar to the page to the inspector and round; Shift+F6 goes back")
    func f6() throws {
        #expect(try report()["areasVisitedByF6"] as? [String] == ["sidebar", "page", "inspector", "sidebar", "inspector"])
    }

    @Test("The Text sample's accessibilityHeading, accessibilityLabel and accessibilityTextContentType reach AT-SPI")
    func textSampleReads() throws {
        var configuration = Configuration()
        configuration.text.content = "APPL"
        configuration.text.accessibility = TextAccessibility(heading: .h2, label: "Apple's ticker", textContentType: .sourceCode)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-text-\(UUID().uuidString).json")
        try ConfigurationFile.export(configuration).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let label = try #require(configuration.text.accessibility.label)
        let data = try AccessibilityWalk.runScript("text-sample-accessibility.py") { output in
            [GalleryProcess.executable.path, file.path, label, output]
        }.get()
        let sample = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // The label replaces the words ("APPL") as the name a screen reader reads.
        #expect(sample["name"] as? String == label)
        #expect(sample["role"] as? String == "heading")
        // GTK 4.8 exports no level attribute (later releases do, from the same property): the description says it.
        #expect((sample["attributes"] as? [String: String])?["level"] ?? "2" == "2")
        #expect(sample["description"] as? String == "Level 2. Text content type: sourceCode.")
    }

    @Test("The offer of an unsaved scene is an alert a screen reader names, its answers named by their words, reached by the focus at start, Tab and F6; Return recovers")
    func recoveryOfferReads() throws {
        var composer = SceneComposer()
        try composer.apply(.insert(SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Kept safe")), SceneArgument("isOn", .binding("isOn"))]),
                                   state: [SceneState(name: "isOn", value: .bool(true))]))
        // A run that has ended: an id above the kernel's largest.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-draft-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recovery = SceneRecovery(folder: folder.path, identity: ProcessIdentity(pid: 4_194_305, started: 1, boot: "gone"), token: "left")
        try recovery.keep(composer, file: nil)
        let data = try AccessibilityWalk.runScript("recovery-accessibility.py") { output in
            [GalleryProcess.executable.path, recovery.path, output]
        }.get()
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["role"] as? String == "alert")
        let controls = try #require(report["controls"] as? [[String: String]])
        #expect(controls.contains(["role": "label", "name": "The gallery ended while the composer had an unsaved scene, ContentView (1 view)."]), "\(controls)")
        #expect(controls.contains(["role": "push button", "name": "Recover the Unsaved Scene"]), "\(controls)")
        #expect(controls.contains(["role": "push button", "name": "Discard It"]), "\(controls)")
        #expect(!controls.contains { ($0["name"] ?? "").hasPrefix("Gtk") || ($0["role"] == "push button" && ($0["name"] ?? "").isEmpty) })
        #expect(report["focusAtStart"] as? String == "Recover the Unsaved Scene")
        #expect(report["focusAfterTab"] as? String == "Discard It")
        #expect(report["focusAfterShiftTab"] as? String == "Recover the Unsaved Scene")
        #expect(report["focusAfterF6"] as? String == "Recover the Unsaved Scene")
        #expect(report["pageAfterReturn"] as? String == "New Scene (edited)")
        #expect(report["offerInTreeAfterReturn"] as? Bool == false)
    }
}

/// Why the walk could not be made.
struct AccessibilityWalkFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs Tests/Tools/accessibility-tree.py against the built gallery on a private display
/// (the script starts its own D-Bus session and accessibility bus).
enum AccessibilityWalk {
    static func run(on platforms: [Platform]) -> Result<Data, AccessibilityWalkFailure> {
        runScript("accessibility-tree.py") { output in [GalleryProcess.executable.path, output] + platforms.map(\.rawValue) }
    }

    /// Runs the script `name` of Tests/Tools with the arguments made for the path of the JSON it writes; that JSON.
    static func runScript(_ name: String, arguments: (String) -> [String]) -> Result<Data, AccessibilityWalkFailure> {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = package.appendingPathComponent("Tests/Tools/\(name)").path
        for tool in ["/usr/bin/dbus-run-session", "/usr/bin/xdotool", "/usr/libexec/at-spi-bus-launcher"]
            where !FileManager.default.isExecutableFile(atPath: tool) {
            return .failure(AccessibilityWalkFailure(description: "\(tool) is missing; scripts/test installs it"))
        }
        let display: PrivateDisplay
        switch PrivateDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure): return .failure(AccessibilityWalkFailure(description: failure.description))
        }
        defer { display.stop() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-accessibility-\(UUID().uuidString).json")
        let log = output.appendingPathExtension("log")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: log)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + arguments(output.path)
        var environment = GalleryProcess.englishEnvironment
        environment["DISPLAY"] = display.name
        environment["GDK_BACKEND"] = "x11"
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        // A file, not a pipe: a helper that outlives the walk must not keep the test waiting.
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let errors = try? FileHandle(forWritingTo: log) else {
            return .failure(AccessibilityWalkFailure(description: "could not create \(log.path)"))
        }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(AccessibilityWalkFailure(description: "could not run python3: \(error)"))
        }
        process.waitUntilExit()
        try? errors.close()
        let messages = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: output) else {
            let last = messages.split(separator: "\n").suffix(8).joined(separator: "\n")
            return .failure(AccessibilityWalkFailure(description: "the walk failed (\(process.terminationStatus)): \(last.isEmpty ? "no message" : last)"))
        }
        return .success(data)
    }
}
