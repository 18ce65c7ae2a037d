import Foundation
import GalleryModel
import GalleryPrivateDisplay
import GalleryWindowChecks
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The window remembers how it was left: the real app under a private Xvfb, driven with real
/// keys (xdotool) and restarted with the window test host's launch record, which records how the window
/// started. Every run keeps its state in a folder of the test's own, never a person's.
@Suite("Remembered window state")
struct RememberedWindowTests {
    /// A folder for one test: the window test host records into it, and the state lives below it in
    /// `state/`, where the host keeps it and where the test points `XDG_STATE_HOME`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-remembered-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        var stateHome: URL { url.appendingPathComponent("state") }
        var stateFile: URL { stateHome.appendingPathComponent("swiftui-style-gallery/state.json") }
        var setAside: URL { stateHome.appendingPathComponent("swiftui-style-gallery/state.json.bad") }

        /// Writes `data` as the state file, creating its folder.
        func writeState(_ data: Data) throws {
            try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: stateFile)
        }

        /// The state file as the gallery reads it.
        func state() throws -> RememberedState {
            try RememberedState.decode(Data(contentsOf: stateFile))
        }

        /// What the launch record saw, the scenario having found nothing wrong.
        func launch() throws -> LaunchRecord {
            expectNoFailures()
            return try LaunchRecord.read(in: url.path)
        }

        /// Records as issues what the scenario found wrong.
        func expectNoFailures() {
            let result = try? CheckResult.read(in: url.path)
            #expect(result?.failures.isEmpty == true, "\(result?.failures.map(\.message) ?? ["no result"])")
        }

        /// The whole window's widget tree as it started.
        func window() throws -> WidgetNode {
            let data = try Data(contentsOf: url.appendingPathComponent("launch-window.json"))
            return WidgetNode(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
        }

        func remove() {
            try? FileManager.default.removeItem(at: url)
        }

        /// The gallery's state folder, where the state file and the composer's recovery files are.
        var stateFolder: URL { stateFile.deletingLastPathComponent() }

        /// The recovery files' names, sorted.
        func recoveryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: stateFolder.path)) ?? [])
                .filter { $0.hasPrefix(SceneRecovery.prefix) && $0.hasSuffix(SceneRecovery.suffix) }.sorted()
        }

        /// What the recovery scenarios recorded, the scenario having found nothing wrong.
        func recovery() throws -> RecoveryRecord {
            expectNoFailures()
            return try RecoveryRecord.read(in: url.path)
        }
    }

    /// The environment of a window on `display`, as the window tests' runs have it: GTK criticals abort, no session bus.
    private static func environment(_ display: PrivateDisplay) -> [String: String] {
        display.windowEnvironment
    }

    private static func startDisplay() throws -> PrivateDisplay {
        switch PrivateDisplay.start() {
        case .success(let display): return display
        case .failure(let failure):
            Issue.record(Comment(rawValue: failure.description))
            throw failure
        }
    }

    /// Opens the window with the launch record: it records how the window started, then quits.
    private static func launch(_ folder: Folder, on display: PrivateDisplay, _ arguments: [String] = []) throws -> GalleryProcess.Output {
        try GalleryProcess.run(["launchRecord", folder.url.path] + arguments, environment: environment(display),
                               removing: ["WAYLAND_DISPLAY"], timeout: 120, program: WindowCheckRun.program)
    }

    /// Runs xdotool on `display` and returns what it printed; one that has not finished after `seconds`
    /// (a window that never shows) is ended and fails the test.
    @discardableResult
    private static func xdotool(_ arguments: [String], on display: PrivateDisplay, seconds: TimeInterval = 60) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        process.environment = ["DISPLAY": display.name]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Issue.record("xdotool \(arguments.joined(separator: " ")) did not finish within \(Int(seconds)) s")
        }
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "xdotool \(arguments.joined(separator: " ")) failed")
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Waits until the state file holds a state for which `condition` is true, and returns it.
    private static func waitForState(_ folder: Folder, seconds: TimeInterval = 60,
                                     until condition: (RememberedState) -> Bool) throws -> RememberedState {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let state = try? folder.state(), condition(state) { return state }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let last = (try? String(contentsOf: folder.stateFile, encoding: .utf8)) ?? "no file"
        Issue.record("the state file did not reach the expected state within \(Int(seconds)) s: \(last)")
        throw CocoaError(.fileReadNoSuchFile)
    }

    /// The id of the window `app` shows, once it shows one.
    private static func window(of app: GalleryProcess.Running, on display: PrivateDisplay) throws -> String {
        try #require(try xdotool(["search", "--sync", "--onlyvisible", "--pid", String(app.process.processIdentifier)],
                                 on: display).split(separator: "\n").first.map(String.init))
    }

    /// Presses `keys` in `window`, as a person would after clicking it.
    private static func press(_ keys: [String], in window: String, on display: PrivateDisplay) throws {
        try xdotool(["windowfocus", "--sync", window], on: display)
        try xdotool(["key", "--clearmodifiers"] + keys, on: display)
    }

    @Test("Platform, page, scheme, inspector and size chosen with keys are saved a few seconds later and at quit, and come back at the next start")
    func comesBack() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }

        let app = try GalleryProcess.start([], environment: Self.environment(display).merging(["XDG_STATE_HOME": folder.stateHome.path]) { $1 },
                                           removing: ["WAYLAND_DISPLAY"])
        let window = try #require(try Self.xdotool(["search", "--sync", "--onlyvisible", "--pid", String(app.process.processIdentifier)],
                                                    on: display).split(separator: "\n").first.map(String.init))
        try Self.xdotool(["windowfocus", "--sync", window], on: display)
        try Self.xdotool(["windowsize", window, "1100", "700"], on: display)
        // As a person would: macOS (Ctrl+3), dark (Ctrl+D), no inspector (F9), then the Picker page from the sidebar.
        let picker = try #require(GalleryPage.all.firstIndex(of: .family(.picker)))
        try Self.xdotool(["key", "--clearmodifiers", "ctrl+3", "ctrl+d", "F9", "ctrl+f", "Tab", "Home"]
                         + Array(repeating: "Down", count: picker) + ["Return"], on: display)
        // Saved on its own, a few seconds after the last change.
        let settled = try Self.waitForState(folder) { state in
            state.configuration.platform == .macOS && state.window.page == .family(.picker) && state.window.width == 1100
                && state.configuration.colorScheme == .dark && !state.window.inspectorVisible
        }
        #expect(settled.window.height == 700)
        // A change just before Ctrl+Q is saved by the quit.
        try Self.xdotool(["key", "--clearmodifiers", "ctrl+2", "ctrl+q"], on: display)
        let first = app.wait(timeout: 60)
        #expect(first.exited && first.status == 0, "\(first.stderr)")
        #expect(first.stderr.isEmpty)
        let quit = try folder.state()
        #expect(quit.configuration.platform == .iPadOS)
        #expect(quit.window == WindowState(page: .family(.picker), width: 1100, height: 700, maximized: false, inspectorVisible: false))
        #expect(!FileManager.default.fileExists(atPath: folder.setAside.path))

        let second = try Self.launch(folder, on: display)
        #expect(second.exited && second.status == 0, "\(second.stderr)")
        #expect(second.stderr.isEmpty)
        let launch = try folder.launch()
        #expect(launch.platform == .iPadOS)
        #expect(launch.page == "picker")
        #expect(launch.colorScheme == .dark)
        #expect(launch.inspectorVisible == false)
        #expect(launch.width == 1100)
        #expect(launch.height == 700)
        // What the window shows: the header's platform, the sidebar's current page, the page's cards.
        let tree = try folder.window()
        #expect(tree.all.first { $0.name == "platform-selector" }?.selected == Platform.allCases.firstIndex(of: .iPadOS))
        #expect(tree.all.first { $0.name == "sidebar:picker" }?.classes.contains("current") == true)
        #expect(tree.card("picker.automatic") != nil)
        #expect(tree.card("button.automatic") == nil)
    }

    @Test("Options override the remembered state for the run; the window keeps its remembered size")
    func optionsOverride() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        var configuration = Configuration(platform: .macOS, colorScheme: .dark)
        try configuration.setExample(ExampleKey(declared: "toggle.switch.isOn")!, to: .bool(false))
        let window = WindowState(page: .family(.toggle), width: 1000, height: 700, maximized: true, inspectorVisible: false)
        try folder.writeState(RememberedState(configuration: configuration, window: window).encoded())

        let restored = try Self.launch(folder, on: display)
        #expect(restored.status == 0 && restored.stderr.isEmpty, "\(restored.stderr)")
        let plain = try folder.launch()
        #expect(plain.platform == .macOS)
        #expect(plain.page == "toggle")
        // Without a window manager GTK takes the request to maximise as done.
        #expect(plain.maximized == true)

        let overridden = try Self.launch(folder, on: display, ["--platform", "tvOS", "--os-version", "17", "--page", "picker"])
        #expect(overridden.status == 0 && overridden.stderr.isEmpty, "\(overridden.stderr)")
        let launch = try folder.launch()
        #expect(launch.platform == .tvOS)
        #expect(launch.osVersion == "17")
        #expect(launch.page == "picker")
        #expect(launch.colorScheme == .dark, "what no option names stays remembered")
        #expect(launch.width == 1000 && launch.height == 700)
        #expect(launch.inspectorVisible == false)
        // What the window showed at quit is remembered.
        #expect(try folder.state().configuration.platform == .tvOS)
        #expect(try folder.state().configuration.example(ExampleKey(declared: "toggle.switch.isOn")!) == .bool(false))

        let other = folder.url.appendingPathComponent("watch.json")
        try ConfigurationFile.export(Configuration(platform: .watchOS)).write(to: other)
        let configured = try Self.launch(folder, on: display, ["--config", other.path])
        #expect(configured.status == 0 && configured.stderr.isEmpty, "\(configured.stderr)")
        let fromFile = try folder.launch()
        #expect(fromFile.platform == .watchOS)
        #expect(fromFile.colorScheme == .light, "a configuration file replaces the remembered configuration")
        #expect(fromFile.page == "picker", "the window stays as remembered")
    }

    @Test("A corrupt state file is said in one line, moved to state.json.bad, and the window opens with the defaults")
    func corruptFile() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        let garbage = Data("garbage \u{1B}[31m\n{\"window\": ".utf8)
        try folder.writeState(garbage)
        try folder.writeState(Data("an older bad file".utf8))
        try FileManager.default.moveItem(at: folder.stateFile, to: folder.setAside)
        try folder.writeState(garbage)

        let output = try Self.launch(folder, on: display)
        #expect(output.exited && output.status == 0, "\(output.stderr)")
        let path = folder.stateFile.path
        #expect(output.stderr == "gallery: cannot restore the window from '\(path)': line 1, column 1: not valid JSON: unexpected character 'g' "
                + "where a value was expected; moved it to '\(path).bad' and started with the defaults\n")
        let launch = try folder.launch()
        #expect(launch.platform == .iOS)
        #expect(launch.page == "button")
        #expect(launch.width == 1280)
        #expect(try Data(contentsOf: folder.setAside) == garbage)
        #expect(try folder.state() == RememberedState(), "the quit saves a good file in its place")
    }

    @Test("A remembered scene whose file became hostile: the window opens on the default page, says why in one line, and does not remember the scene")
    func hostileRememberedScene() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        // Once drawn here, the file was saved as brackets a parser would take minutes over.
        let scene = folder.url.appendingPathComponent("Hostile.swift")
        try Data(("let x = " + String(repeating: "[(", count: 20) + "1" + String(repeating: ")]", count: 20) + "\n").utf8).write(to: scene)
        var state = RememberedState()
        state.window.page = .scene(.file(scene.path))
        try folder.writeState(state.encoded())

        let output = try Self.launch(folder, on: display)
        #expect(output.exited && output.status == 0, "\(output.stderr)")
        let launch = try folder.launch()
        #expect(launch.page == WindowState().page.id)
        let banner = try #require(launch.banner)
        #expect(banner.hasPrefix(scene.path + ":1:") && banner.contains(": error: square brackets"), "\(banner)")
        #expect(try folder.state().window.page == WindowState().page, "the scene, never drawn, is not remembered")
    }

    @Test("A state that cannot be saved is said once, and the window still opens and quits")
    func unwritable() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        // A file where the state's folder should be: no one can save there, not even the superuser.
        try Data("in the way".utf8).write(to: folder.stateHome)

        let output = try Self.launch(folder, on: display, ["--platform", "macOS"])
        #expect(output.exited && output.status == 0, "\(output.stderr)")
        #expect(output.stderr == "gallery: cannot save the window's state: cannot write '\(folder.stateFile.path)': its folder "
                + "'\(folder.stateFile.deletingLastPathComponent().path)' cannot be created: a part of the path is not a folder\n")
        #expect(try folder.launch().platform == .macOS)
    }

    @Test("Two windows on one state folder, each changed in its own way and quit in turn: the file keeps both changes")
    func twoWindows() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        let environment = Self.environment(display).merging(["XDG_STATE_HOME": folder.stateHome.path]) { $1 }
        let first = try GalleryProcess.start([], environment: environment, removing: ["WAYLAND_DISPLAY"])
        let second = try GalleryProcess.start([], environment: environment, removing: ["WAYLAND_DISPLAY"])
        let firstWindow = try Self.window(of: first, on: display)
        let secondWindow = try Self.window(of: second, on: display)
        // The first shows macOS (Ctrl+3), the second turns dark (Ctrl+D).
        try Self.press(["ctrl+3"], in: firstWindow, on: display)
        try Self.press(["ctrl+d"], in: secondWindow, on: display)
        // The first quits, saving macOS; the second quits last, and keeps it beside its own change.
        try Self.press(["ctrl+q"], in: firstWindow, on: display)
        let firstEnd = first.wait(timeout: 60)
        #expect(firstEnd.exited && firstEnd.status == 0 && firstEnd.stderr.isEmpty, "\(firstEnd.stderr)")
        try Self.press(["ctrl+q"], in: secondWindow, on: display)
        let secondEnd = second.wait(timeout: 60)
        #expect(secondEnd.exited && secondEnd.status == 0 && secondEnd.stderr.isEmpty, "\(secondEnd.stderr)")
        let saved = try folder.state()
        #expect(saved.configuration.platform == .macOS, "the window that quit first kept its change")
        #expect(saved.configuration.colorScheme == .dark, "the window that quit last kept its change")
    }

    /// Opens the window with the held scenario, waits until it has switched to watchOS and painted it,
    /// and ends it with `end` within the two seconds before it would save the change itself. Returns how the
    /// window ended. When the machine was too busy to end it within those two seconds (the file held watchOS
    /// already), the run does not count and is tried again, three times at most.
    private static func endWhileHeld(_ folder: Folder, on display: () throws -> PrivateDisplay,
                                     _ end: (GalleryProcess.Running, PrivateDisplay) -> Void) throws -> GalleryProcess.Output {
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: folder.url)
            try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
            let screen = try display()
            let app = try GalleryProcess.start(["held", folder.url.path], environment: environment(screen),
                                               removing: ["WAYLAND_DISPLAY"], program: WindowCheckRun.program)
            let held = folder.url.appendingPathComponent("held").path
            let deadline = Date().addingTimeInterval(120)
            while !FileManager.default.fileExists(atPath: held) && Date() < deadline {
                usleep(5_000)
            }
            let early = (try? folder.state())?.configuration.platform == Platform.watchOS
            if !FileManager.default.fileExists(atPath: held) {
                Issue.record("the window did not show watchOS within 120 s")
            } else if !early {
                end(app, screen)
                return app.wait(timeout: 60)
            }
            // Saved before it could be ended, or never changed: end it and try again.
            app.process.terminate()
            _ = app.wait(timeout: 60)
            if !FileManager.default.fileExists(atPath: held) { break }
        }
        Issue.record("the window could not be ended within two seconds of its change")
        throw CocoaError(.fileReadUnknown)
    }

    @Test("Ended by SIGTERM, SIGINT or SIGHUP, the window first saves a change it has not saved yet, and quits normally")
    func signalsSave() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let folder = try Folder()
            defer { folder.remove() }
            let output = try Self.endWhileHeld(folder, on: { display }) { app, _ in
                kill(app.process.processIdentifier, signal)
            }
            #expect(output.exited && output.status == 0, "signal \(signal): \(output.stderr)")
            #expect(output.stderr.isEmpty, "signal \(signal): \(output.stderr)")
            #expect(try folder.state().configuration.platform == .watchOS, "signal \(signal)")
        }
    }

    @Test("A key pressed just before SIGTERM takes effect, and is saved")
    func keyBeforeSignal() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        let app = try GalleryProcess.start([], environment: Self.environment(display).merging(["XDG_STATE_HOME": folder.stateHome.path]) { $1 },
                                           removing: ["WAYLAND_DISPLAY"])
        // tvOS (Ctrl+4), and the signal as soon as the X server has taken the key.
        try Self.press(["ctrl+4"], in: try Self.window(of: app, on: display), on: display)
        kill(app.process.processIdentifier, SIGTERM)
        let end = app.wait(timeout: 60)
        #expect(end.exited && end.status == 0 && end.stderr.isEmpty, "\(end.stderr)")
        #expect(try folder.state().configuration.platform == .tvOS)
    }

    @Test("When its X server goes away, the window saves a change it has not saved yet before GTK ends it")
    func displayLossSaves() throws {
        let folder = try Folder()
        defer { folder.remove() }
        var displays: [PrivateDisplay] = []
        defer { for display in displays { display.stop() } }
        let output = try Self.endWhileHeld(folder, on: {
            let display = try Self.startDisplay()
            displays.append(display)
            return display
        }) { _, display in
            display.stop()
        }
        // GTK's own handler ends the process, as it always has, once the state is saved.
        #expect(output.exited && output.status == 1, "\(output.stderr)")
        #expect(!output.stderr.contains("gallery:"), "\(output.stderr)")
        #expect(try folder.state().configuration.platform == .watchOS)
    }

    @Test("Without XDG_STATE_HOME the state goes under $HOME, not under the home the password database names")
    func homeIsHonoured() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        let home = folder.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let app = try GalleryProcess.start([], environment: Self.environment(display).merging(["HOME": home.path]) { $1 },
                                           removing: ["WAYLAND_DISPLAY", "XDG_STATE_HOME"])
        try Self.press(["ctrl+3", "ctrl+q"], in: try Self.window(of: app, on: display), on: display)
        let end = app.wait(timeout: 60)
        #expect(end.exited && end.status == 0 && end.stderr.isEmpty, "\(end.stderr)")
        let file = home.appendingPathComponent(".local/state/swiftui-style-gallery/state.json")
        #expect(try RememberedState.decode(Data(contentsOf: file)).configuration.platform == .macOS)
    }

    @Test("A pipe in place of the state file, held open by a writer that never writes, is set aside unopened; the window opens")
    func pipeIsSetAside() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(folder.stateFile.path, 0o600) == 0)
        let writer = open(folder.stateFile.path, O_RDWR | O_CLOEXEC)
        #expect(writer >= 0)
        defer { close(writer) }

        let output = try GalleryProcess.run(["launchRecord", folder.url.path], environment: Self.environment(display),
                                            removing: ["WAYLAND_DISPLAY"], timeout: 60, program: WindowCheckRun.program)
        #expect(output.exited && output.status == 0, "\(output.stderr)")
        let path = folder.stateFile.path
        #expect(output.stderr == "gallery: cannot restore the window from '\(path)': it is not a regular file (a device, a pipe or a socket); "
                + "moved it to '\(path).bad' and started with the defaults\n")
        #expect(try folder.launch().platform == .iOS)
        var status = stat()
        #expect(lstat(folder.setAside.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is set aside")
        #expect(try folder.state() == RememberedState(), "the quit saves a file in its place")
    }

    // MARK: The composer's unsaved scene

    /// The permission bits of `url`.
    private static func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    /// Runs the scenario named `scenario` on `display`, to its end.
    private static func scenario(_ scenario: String, _ folder: Folder, on display: PrivateDisplay) throws -> GalleryProcess.Output {
        try GalleryProcess.run([scenario, folder.url.path], environment: environment(display),
                               removing: ["WAYLAND_DISPLAY"], timeout: 180, program: WindowCheckRun.program)
    }

    /// Starts the composeHeld scenario with the umask 0 (so that only the gallery's own choice makes its files
    /// private), and waits until it has composed a Toggle titled "Kept safe" and kept it in a recovery file.
    private static func composeHeld(_ folder: Folder, on display: PrivateDisplay) throws -> GalleryProcess.Running {
        let app = try GalleryProcess.start(["-c", "umask 0 && exec \"$0\" \"$@\"", WindowCheckRun.program.path, "composeHeld", folder.url.path],
                                           environment: environment(display), removing: ["WAYLAND_DISPLAY"],
                                           program: URL(fileURLWithPath: "/bin/sh"))
        let composed = folder.url.appendingPathComponent("composed").path
        let deadline = Date().addingTimeInterval(180)
        while !FileManager.default.fileExists(atPath: composed) && Date() < deadline && app.process.isRunning {
            usleep(20_000)
        }
        if !FileManager.default.fileExists(atPath: composed) {
            app.process.terminate()
            let output = app.wait(timeout: 60)
            Issue.record("the window did not compose and keep a scene within 180 s: \(output.stderr)")
            throw CocoaError(.fileReadUnknown)
        }
        return app
    }

    /// What the window offers for the scene composeHeld keeps.
    static let keptOffer = "The gallery ended while the composer had an unsaved scene, ContentView (1 view)."

    @Test("A composed scene with unsaved edits is kept (0600 whatever the umask) and offered back after SIGTERM, SIGKILL or the X server going away; Recover brings it back unsaved, and saving it removes its file",
          arguments: ["SIGTERM", "SIGKILL", "display lost"])
    func unsavedSceneRecovered(ending: String) throws {
        let folder = try Folder()
        defer { folder.remove() }
        var displays: [PrivateDisplay] = []
        defer { for display in displays { display.stop() } }
        displays.append(try Self.startDisplay())
        let app = try Self.composeHeld(folder, on: displays[0])
        let kept = folder.recoveryFiles()
        try #require(kept.count == 1, "\(kept)")
        switch ending {
        case "SIGTERM": kill(app.process.processIdentifier, SIGTERM)
        case "SIGKILL": kill(app.process.processIdentifier, SIGKILL)
        default: displays[0].stop()
        }
        let end = app.wait(timeout: 60)
        switch ending {
        case "SIGTERM":
            #expect(end.exited && end.status == 0 && end.stderr.isEmpty, "\(end.stderr)")
            #expect(try Self.mode(folder.stateFile) == 0o600, "the state file holds typed text: the user's alone, whatever the umask")
        case "SIGKILL": #expect(!end.exited && end.status == SIGKILL)
        default: #expect(end.exited && end.status == 1, "GTK ends the process once the display has gone: \(end.stderr)")
        }
        // The scene stays kept, for this user alone, in the file it was kept in.
        #expect(folder.recoveryFiles() == kept)
        let file = folder.stateFolder.appendingPathComponent(kept[0])
        #expect(try Self.mode(file) == 0o600)
        let draft = try JSONDecoder().decode(SceneDraft.self, from: Data(contentsOf: file))
        #expect(draft.source.contains("Toggle(\"Kept safe\""), "\(draft.source)")

        displays.append(try Self.startDisplay())
        let next = try Self.scenario("recovery", folder, on: displays[1])
        #expect(next.exited && next.status == 0 && next.stderr.isEmpty, "\(next.stderr)")
        let recovery = try folder.recovery()
        #expect(recovery.offered == Self.keptOffer)
        #expect(recovery.focusOnRecover == true)
        #expect(recovery.filesAtStart == kept)
        #expect(recovery.pageAfterRecover == GalleryPage.composer.id)
        #expect(recovery.sourceAfterRecover == draft.source)
        #expect(recovery.editedAfterRecover == true)
        #expect(recovery.titleAfterRecover == "New Scene (edited)")
        #expect(recovery.offerAfterAnswer == nil)
        // The run that recovered it keeps it from then on, in a file of its own; saving it takes that file away.
        #expect(recovery.filesAfterRecover?.count == 1 && recovery.filesAfterRecover != kept, "\(recovery.filesAfterRecover ?? [])")
        #expect(recovery.filesAfterSave == [])
        #expect(recovery.savedFile == draft.source)
        #expect(folder.recoveryFiles().isEmpty)
    }

    /// Keeps `composer` as a recovery file of the run `writer`, named with `token`, last written at `modified`.
    private static func leave(_ composer: SceneComposer, file: String? = nil, by writer: ProcessIdentity, token: String,
                              in folder: Folder, modified: Date = Date()) throws {
        let recovery = SceneRecovery(folder: folder.stateFolder.path, identity: writer, token: token)
        try recovery.keep(composer, file: file)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: recovery.path)
    }

    /// A composer holding a Toggle titled `title`, unsaved.
    private static func composer(_ title: String) throws -> SceneComposer {
        var composer = SceneComposer()
        try composer.apply(.insert(SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(title)), SceneArgument("isOn", .binding("isOn"))]),
                                   state: [SceneState(name: "isOn", value: .bool(true))]))
        return composer
    }

    /// A run that has ended: an id above the kernel's largest.
    private static let endedRun = ProcessIdentity(pid: 4_194_305, started: 1, boot: "gone")

    @Test("Discard It removes the offered scene's file and offers the next one an ended run left; at the next start nothing is offered")
    func unsavedSceneDiscarded() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        try Self.leave(try Self.composer("Older"), file: "/home/ann/Row.swift", by: Self.endedRun, token: "older", in: folder,
                       modified: Date().addingTimeInterval(-60))
        try Self.leave(try Self.composer("Newer"), by: Self.endedRun, token: "newer", in: folder)
        let first = try Self.scenario("recoveryDiscard", folder, on: display)
        #expect(first.exited && first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        var recovery = try folder.recovery()
        #expect(recovery.offered == Self.keptOffer, "the newest first")
        #expect(recovery.offerAfterAnswer == "The gallery ended while the composer had unsaved edits to '/home/ann/Row.swift' (1 view).")
        #expect(recovery.filesAfterDiscard == ["scene-recovery-older.json"])
        #expect(recovery.composerEmptyAfterDiscard == true)

        let second = try Self.scenario("recoveryDiscard", folder, on: display)
        #expect(second.exited && second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        recovery = try folder.recovery()
        #expect(recovery.offered?.contains("Row.swift") == true)
        #expect(recovery.offerAfterAnswer == nil)
        #expect(recovery.filesAfterDiscard == [])

        let third = try Self.scenario("recovery", folder, on: display)
        #expect(third.exited && third.status == 0 && third.stderr.isEmpty, "\(third.stderr)")
        #expect(try folder.recovery().offered == nil)
    }

    @Test("A scene another window still running keeps is not offered to a second window on the same state folder")
    func runningWindowsSceneNotOffered() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        // The test runner stands for the running window.
        try Self.leave(try Self.composer("Still open"), by: try #require(ProcessIdentity.current), token: "running", in: folder)
        let output = try Self.scenario("recovery", folder, on: display)
        #expect(output.exited && output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        #expect(try folder.recovery().offered == nil)
        #expect(folder.recoveryFiles() == ["scene-recovery-running.json"])
    }

    @Test("Quitting with unsaved composer edits asks; answered Discard, the gallery quits and leaves no recovery file")
    func questionAnsweredLeavesNothing() throws {
        let display = try Self.startDisplay()
        defer { display.stop() }
        let folder = try Folder()
        defer { folder.remove() }
        let output = try Self.scenario("quitDiscarding", folder, on: display)
        #expect(output.exited && output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        let recovery = try folder.recovery()
        #expect(recovery.filesWhileEdited?.count == 1, "the scene was kept while it was unsaved")
        #expect(recovery.quitAsked == true)
        #expect(folder.recoveryFiles().isEmpty)
    }

    @Test("Commands other than the window never read or write the state, nor does the window without a display")
    func commandsLeaveStateAlone() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let garbage = Data("not a state".utf8)
        try folder.writeState(garbage)
        let environment = ["XDG_STATE_HOME": folder.stateHome.path]
        for arguments in [["export"], ["list"], ["resolve", "toggle"], ["code", "toggle"], ["plan", "toggle"]] {
            let output = try GalleryProcess.run(arguments, environment: environment)
            #expect(output.status == 0 && output.stderr.isEmpty, "\(arguments): \(output.stderr)")
        }
        let windowless = try GalleryProcess.run([], environment: environment, removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(windowless.status == 1 && windowless.stderr.hasPrefix("Error: no display"))
        #expect(try Data(contentsOf: folder.stateFile) == garbage)
        #expect(!FileManager.default.fileExists(atPath: folder.setAside.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.stateFile.deletingLastPathComponent().path) == ["state.json"])
    }
}
