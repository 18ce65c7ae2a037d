import Foundation
@testable import GalleryModel
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every page's name, in the sidebar's order, as an unknown page's message lists them.
private let validPageNames = GalleryPage.all.map(\.id).joined(separator: ", ")

/// The state file: the remembered window's JSON (the export's, with a `window` member), where
/// the file lives, moving an unreadable file aside, saving whole, once, and quietly, and merging
/// by key with what another window saved.
@Suite("Remembered state")
final class RememberedStateTests {
    /// A new folder for each test, removed after it.
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-state-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A state with non-default values in the configuration and the window.
    private func edited() throws -> RememberedState {
        var configuration = Configuration(platform: .tvOS, placement: .form, colorScheme: .dark)
        try configuration.chooseRelease("17")
        configuration.choose(try StyleCatalog.style(named: "checkbox", in: .toggle))
        try configuration.setExample(ExampleKey(declared: "toggle.switch.isOn")!, to: .bool(false))
        try configuration.setExample(ExampleKey(declared: "textField.plain.text")!, to: .string("Ünïcödé \"quoted\" / slash"))
        try configuration.setExample(ExampleKey(declared: "textEditor.plain.text")!, to: .string("first line\n second line"))
        let window = WindowState(page: .family(.picker), width: 1000, height: 700, maximized: true, inspectorVisible: false)
        return RememberedState(configuration: configuration, window: window)
    }

    private func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func decodeError(_ json: String) -> String? {
        do {
            _ = try RememberedState.decode(Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: The document

    @Test("A state survives writing and reading, byte for byte")
    func roundTrip() throws {
        let state = try edited()
        let encoded = state.encoded()
        let decoded = try RememberedState.decode(encoded)
        #expect(decoded == state)
        #expect(decoded.window.page == .family(.picker))
        #expect(decoded.configuration.release == "17")
        #expect(decoded.encoded() == encoded)
        #expect(try RememberedState.decode(RememberedState().encoded()) == RememberedState())
    }

    @Test("The state file is the export with a window member; a configuration reader takes it too")
    func exportWithWindow() throws {
        let state = try edited()
        var json = try object(state.encoded())
        let window = try #require(json.removeValue(forKey: "window") as? [String: Any])
        #expect(window["page"] as? String == "picker")
        #expect(window["width"] as? Int == 1000)
        #expect(window["height"] as? Int == 700)
        #expect(window["maximized"] as? Bool == true)
        #expect(window["inspectorVisible"] as? Bool == false)
        #expect(Set(window.keys) == ["page", "width", "height", "maximized", "inspectorVisible"])
        let export = try object(ConfigurationFile.export(state.configuration))
        #expect(NSDictionary(dictionary: json).isEqual(to: export), "the rest is not the export")
        #expect(String(decoding: state.encoded(), as: UTF8.self).hasSuffix("\n}\n"))
        // `gallery open --config state.json` and Import read the configuration and leave the window.
        #expect(try ConfigurationFile.decode(state.encoded()) == state.configuration)
    }

    @Test("An exported configuration is a state with the window at its defaults")
    func exportIsAState() throws {
        let state = try edited()
        let read = try RememberedState.decode(ConfigurationFile.export(state.configuration))
        #expect(read.configuration == state.configuration)
        #expect(read.window == WindowState())
    }

    @Test("A window size outside what GTK can show is brought within it")
    func sizesClamp() {
        let tiny = WindowState(width: 3, height: -40)
        #expect(tiny.width == WindowState.sizes.lowerBound && tiny.height == WindowState.sizes.lowerBound)
        let huge = WindowState(width: 1 << 40, height: 99_999)
        #expect(huge.width == WindowState.sizes.upperBound && huge.height == WindowState.sizes.upperBound)
    }

    @Test("A bad window member is refused with the field and line, by the state's reader and by import", arguments: [
        ("not an object", "{\"schemaVersion\": 2,\n\"window\": 4}", "line 2: window: must be an object, found the number '4'"),
        ("wrong type", "{\"schemaVersion\": 2, \"window\": {\n\"width\": \"wide\"}}", "line 2: window.width: must be a number, found a string"),
        ("fraction", "{\"schemaVersion\": 2, \"window\": {\n\"height\": 700.5}}", "line 2: window.height: must be a whole number from 200 to 16384"),
        ("too small", "{\"schemaVersion\": 2, \"window\": {\n\"width\": 20}}", "line 2: window.width: must be a whole number from 200 to 16384"),
        ("not a Boolean", "{\"schemaVersion\": 2, \"window\": {\n\"maximized\": \"yes\"}}",
         "line 2: window.maximized: must be true or false, found a string"),
        ("unknown page", "{\"schemaVersion\": 2, \"window\": {\n\"page\": \"stepper\"}}",
         "line 2: window.page: unknown page 'stepper'; valid pages: \(validPageNames)"),
        ("unknown field", "{\"schemaVersion\": 2, \"window\": {\n\"x\": 4}}",
         "line 2: window.x: unknown field; valid fields here: page, width, height, maximized, inspectorVisible"),
    ])
    func badWindow(name: String, json: String, message: String) {
        #expect(decodeError(json) == message, "\(name)")
        var importMessage: String?
        do {
            _ = try ConfigurationFile.decode(Data(json.utf8))
        } catch {
            importMessage = error.description
        }
        #expect(importMessage == message, "import of \(name)")
    }

    @Test("Corrupt text and wrong types elsewhere are refused as an import refuses them")
    func badConfiguration() {
        #expect(decodeError("{\"schemaVersion\": 2,\n\"platform\": 7}") == "line 2: platform: must be a string, found the number '7'")
        #expect(decodeError("{\"schemaVersion\": 2, \"window\": {") == "line 1, column 33: not valid JSON: the file ends inside an object (is it truncated?)")
        #expect(decodeError("garbage") == "line 1, column 1: not valid JSON: unexpected character 'g' where a value was expected")
        #expect(decodeError("") == "the file is empty")
    }

    // MARK: Where it lives

    @Test("The file is $XDG_STATE_HOME/swiftui-style-gallery/state.json, else under ~/.local/state")
    func location() {
        #expect(StateFile.location(stateHome: "/var/state", home: "/home/ann") == "/var/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(stateHome: "/var/state/", home: nil) == "/var/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(stateHome: nil, home: "/home/ann") == "/home/ann/.local/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(stateHome: "", home: "/home/ann/") == "/home/ann/.local/state/swiftui-style-gallery/state.json")
        // The XDG specification ignores a relative path.
        #expect(StateFile.location(stateHome: "state", home: "/home/ann") == "/home/ann/.local/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(stateHome: nil, home: "ann") == nil)
        #expect(StateFile.location(stateHome: nil, home: nil) == nil)
    }

    @Test("Without XDG_STATE_HOME the home is $HOME when it is an absolute path; the password database's only without it")
    func homeFromEnvironment() {
        var asked = 0
        let database: () -> String? = { asked += 1; return "/home/real" }
        #expect(StateFile.location(environment: ["HOME": "/elsewhere"], passwordHome: database)
                == "/elsewhere/.local/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(environment: ["HOME": "/elsewhere", "XDG_STATE_HOME": ""], passwordHome: database)
                == "/elsewhere/.local/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(environment: ["HOME": "/elsewhere", "XDG_STATE_HOME": "/var/state"], passwordHome: database)
                == "/var/state/swiftui-style-gallery/state.json")
        #expect(asked == 0, "the password database is not asked when HOME says where home is")
        #expect(StateFile.location(environment: [:], passwordHome: database) == "/home/real/.local/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(environment: ["HOME": ""], passwordHome: database) == "/home/real/.local/state/swiftui-style-gallery/state.json")
        #expect(StateFile.location(environment: ["HOME": "relative"], passwordHome: database) == "/home/real/.local/state/swiftui-style-gallery/state.json")
        #expect(asked == 3)
        #expect(StateFile.location(environment: ["HOME": "relative"], passwordHome: { nil }) == nil)
    }

    // MARK: Reading and writing

    private var statePath: String { folder + "/swiftui-style-gallery/state.json" }

    @Test("No file is nothing to restore, and reading creates nothing")
    func missing() throws {
        var file = StateFile(path: statePath)
        #expect(file.restore() == .none)
        try Data().write(to: URL(fileURLWithPath: folder + "/plain"))
        var underFile = StateFile(path: folder + "/plain/state.json")
        #expect(underFile.restore() == .none, "a path through a file cannot hold a state either")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["plain"])
    }

    @Test("Saving creates the folder (the user's alone), writes the state whole, and restoring reads it back")
    func saveAndRestore() throws {
        let state = try edited()
        var file = StateFile(path: statePath)
        #expect(file.save(state) == nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/swiftui-style-gallery")
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        #expect(try Data(contentsOf: URL(fileURLWithPath: statePath)) == state.encoded())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/swiftui-style-gallery") == ["state.json"])
        var again = StateFile(path: statePath)
        #expect(again.restore() == .restored(state))
    }

    @Test("The state file holds typed text: it is 0600 in an existing folder anyone may read, and replaces a 0644 file as 0600")
    func stateIsPrivate() throws {
        let stateFolder = folder + "/swiftui-style-gallery"
        try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        let state = try edited()
        var file = StateFile(path: statePath)
        #expect(file.save(state) == nil)
        func mode() throws -> Int? { try FileManager.default.attributesOfItem(atPath: statePath)[.posixPermissions] as? Int }
        #expect(try mode() == 0o600)
        #expect(chmod(statePath, 0o644) == 0)
        #expect(file.save(RememberedState(configuration: state.configuration, window: WindowState())) == nil)
        #expect(try mode() == 0o600)
    }

    /// The file's inode: a new one for every atomic write.
    private func inode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    @Test("A state the file already holds is not written again")
    func unchangedIsNotWritten() throws {
        var state = try edited()
        var file = StateFile(path: statePath)
        #expect(file.save(state) == nil)
        let first = try inode(statePath)
        #expect(file.save(state) == nil)
        #expect(try inode(statePath) == first)
        var restarted = StateFile(path: statePath)
        guard case .restored = restarted.restore() else { Issue.record("not restored"); return }
        #expect(restarted.save(state) == nil)
        #expect(try inode(statePath) == first, "reading the state and saving it unchanged writes nothing")
        state.window.page = .view(.text)
        #expect(restarted.save(state) == nil)
        #expect(try inode(statePath) != first)
        #expect(try RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: statePath))).window.page == .view(.text))
    }

    @Test("A corrupt file is moved aside to state.json.bad, replacing an older one, and said in one line")
    func corruptIsSetAside() throws {
        var file = StateFile(path: statePath)
        #expect(file.save(RememberedState()) == nil)
        let garbage = Data("{\"schemaVersion\": 2, \u{1B}[31m\nnot json".utf8)
        try garbage.write(to: URL(fileURLWithPath: statePath))
        try Data("an older bad file".utf8).write(to: URL(fileURLWithPath: statePath + ".bad"))
        var restarted = StateFile(path: statePath)
        let restoration = restarted.restore()
        let line = "cannot restore the window from '\(statePath)': line 1, column 22: not valid JSON: expected a quoted field name but found byte 0x1B; "
            + "moved it to '\(statePath).bad' and started with the defaults"
        #expect(restoration.refusal == line)
        #expect(!line.contains("\n"))
        #expect(!FileManager.default.fileExists(atPath: statePath))
        #expect(try Data(contentsOf: URL(fileURLWithPath: statePath + ".bad")) == garbage)
        #expect(restarted.save(RememberedState()) == nil, "the next save writes a new file")
        #expect(try RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: statePath))) == RememberedState())
    }

    @Test("What the file holds and its path are quoted and escaped, so the line stays one line")
    func oddInputStaysOneLine() throws {
        let odd = folder + "/odd\nfolder\u{1B}[2J"
        try FileManager.default.createDirectory(atPath: odd, withIntermediateDirectories: true)
        try Data("{\"schemaVersion\": 2, \"platform\": \"And\\u001b[31mroid\\n\"}".utf8).write(to: URL(fileURLWithPath: odd + "/state.json"))
        var file = StateFile(path: odd + "/state.json")
        let shown = folder + "/odd\\nfolder\\u{1B}[2J/state.json"
        #expect(file.restore().refusal == ("cannot restore the window from '\(shown)': line 1: platform: unknown platform 'And\\u{1B}[31mroid\\n'; "
                                           + "valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS; moved it to '\(shown).bad' and started with the defaults"))
    }

    @Test("A file of the wrong types, or one that cannot be read, is set aside too", arguments: [
        ("{\"schemaVersion\": 2,\n\"window\": {\"maximized\": 1}}", "line 2: window.maximized: must be true or false, found the number '1'"),
        ("{\"schemaVersion\": 2,\n\"platform\": \"Android\"}", "line 2: platform: unknown platform 'Android'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS"),
        ("", "the file is empty"),
    ])
    func wrongTypesAreSetAside(json: String, problem: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/swiftui-style-gallery", withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: statePath))
        var file = StateFile(path: statePath)
        #expect(file.restore().refusal == ("cannot restore the window from '\(statePath)': \(problem); moved it to '\(statePath).bad' and started with the defaults"))
        #expect(FileManager.default.fileExists(atPath: statePath + ".bad"))
    }

    @Test("A pipe that a writer holds open and never writes to is moved aside unopened, and said in one line")
    func pipeIsSetAside() throws {
        try FileManager.default.createDirectory(atPath: folder + "/swiftui-style-gallery", withIntermediateDirectories: true)
        #expect(mkfifo(statePath, 0o600) == 0)
        // An idle writer: a reader that opened the pipe would wait for its first byte forever.
        let writer = open(statePath, O_RDWR | O_CLOEXEC)
        #expect(writer >= 0)
        let restored = Mutable<StateFile.Restoration?>(nil)
        let done = DispatchSemaphore(value: 0)
        let path = statePath
        Thread.detachNewThread {
            var file = StateFile(path: path)
            restored.value = file.restore()
            done.signal()
        }
        let finished = done.wait(timeout: .now() + 10) == .success
        // Ending the writer lets a reader that waits on the pipe go on, so the test ends either way.
        close(writer)
        if !finished { done.wait() }
        #expect(finished, "reading the state waited on the pipe")
        #expect(restored.value?.refusal == ("cannot restore the window from '\(statePath)': it is not a regular file (a device, a pipe or a socket); "
                                            + "moved it to '\(statePath).bad' and started with the defaults"))
        var status = stat()
        #expect(lstat(statePath + ".bad", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe was moved aside")
        #expect(lstat(statePath, &status) != 0)
        var file = StateFile(path: statePath)
        #expect(file.save(RememberedState()) == nil, "the next save writes a file in its place")
    }

    @Test("A folder where the file should be cannot be read, and is moved aside")
    func folderInstead() throws {
        try FileManager.default.createDirectory(atPath: statePath, withIntermediateDirectories: true)
        var file = StateFile(path: statePath)
        #expect(file.restore().refusal == ("cannot restore the window from '\(statePath)': it is a folder, not a configuration file; "
                                           + "moved it to '\(statePath).bad' and started with the defaults"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: statePath + ".bad", isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("A failed save is said once, not at every save; after a success a new failure is said again")
    func failureSaidOnce() throws {
        // A file where the gallery's folder should be: no save can succeed, even for the superuser.
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: folder + "/swiftui-style-gallery"))
        var file = StateFile(path: statePath)
        var state = try edited()
        let said = file.save(state)
        let line = try #require(said)
        #expect(line.english == "cannot save the window's state: cannot write '\(statePath)': a part of the path is not a folder")
        state.window.page = .view(.text)
        #expect(file.save(state) == nil, "the same failure again is not said again")
        state.window.page = .view(.label)
        #expect(file.save(state) == nil)
        try FileManager.default.removeItem(atPath: folder + "/swiftui-style-gallery")
        #expect(file.save(state) == nil)
        #expect(try RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: statePath))) == state, "nothing was lost")
        try FileManager.default.removeItem(atPath: folder + "/swiftui-style-gallery")
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: folder + "/swiftui-style-gallery"))
        state.window.page = .view(.button)
        #expect(file.save(state) == line)
    }

    // MARK: Two windows on one file

    /// Merges JSON texts as a save merges the state file.
    private func merge(base: String, ours: String, theirs: String) throws -> String? {
        let values = try [base, ours, theirs].map { try #require(StateMerge.Value(json: Data($0.utf8)), "\($0)") }
        return StateMerge.merge(base: values[0], ours: values[1], theirs: values[2])?.json
    }

    @Test("The merge: keys this window changed take its value, keys it left keep the file's, removals count as changes; objects merge at every depth, lists are whole")
    func mergeByKey() throws {
        let base = #"{"a": 1, "b": {"c": true, "d": "x", "e": [1, 2], "f": {"g": null}}, "gone": "here", "kept": "here", "list": [1]}"#
        // Ours changed a, removed gone, and changed the list inside b.
        let ours = #"{"a": 2, "b": {"c": true, "d": "x", "e": [1, 2, 4], "f": {"g": null}}, "kept": "here", "list": [1]}"#
        // Theirs changed b.c and b.f.g, added new, removed kept, and changed the top list.
        let theirs = #"{"a": 1, "b": {"c": false, "d": "x", "e": [1, 2], "f": {"g": 7}}, "gone": "here", "list": [1, 5], "new": "\u0001\"q\"\\"}"#
        #expect(try merge(base: base, ours: ours, theirs: theirs)
                == #"{"a":2,"b":{"c":false,"d":"x","e":[1,2,4],"f":{"g":7}},"list":[1,5],"new":"\u0001\"q\"\\"}"#)
        // Unchanged here: the file's, whole, whatever it holds.
        #expect(try merge(base: base, ours: base, theirs: theirs) == (try merge(base: theirs, ours: theirs, theirs: theirs)))
        // A key both changed: this window saves now, so its value is the later one and wins.
        #expect(try merge(base: #"{"a": 1, "b": 1}"#, ours: #"{"a": 2, "b": 1}"#, theirs: #"{"a": 3, "b": 3}"#) == #"{"a":2,"b":3}"#)
        // A key ours removed and theirs changed: the removal is the later change.
        #expect(try merge(base: #"{"a": 1}"#, ours: #"{}"#, theirs: #"{"a": 3}"#) == "{}")
        // An object ours changed where theirs holds something else: ours whole.
        #expect(try merge(base: #"{"a": {"b": 1}}"#, ours: #"{"a": {"b": 2}}"#, theirs: #"{"a": [1]}"#) == #"{"a":{"b":2}}"#)
    }

    @Test("Two windows on one file: each save keeps the other's changes, a window that saves again does not undo them, and the later writer of a key wins")
    func twoWindows() throws {
        var first = StateFile(path: statePath)
        var second = StateFile(path: statePath)
        #expect(first.restore() == .none && second.restore() == .none)
        var one = RememberedState()
        var two = RememberedState()
        one.configuration.platform = .macOS
        #expect(first.save(one) == nil)
        two.window.page = .view(.text)
        two.configuration.colorScheme = .dark
        #expect(second.save(two) == nil)
        var saved = try RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: statePath)))
        #expect(saved.configuration.platform == .macOS, "the first window's change is kept")
        #expect(saved.window.page == .view(.text) && saved.configuration.colorScheme == .dark)

        // A window that saves again, unchanged, neither writes nor takes back the other's change.
        let written = try inode(statePath)
        #expect(first.save(one) == nil)
        #expect(try inode(statePath) == written)
        #expect(second.save(two) == nil)
        #expect(try inode(statePath) == written)

        // The same key changed by both: the later save wins, and the earlier window's next save keeps it.
        one.configuration.placement = .form
        #expect(first.save(one) == nil)
        two.configuration.placement = .list
        two.window.inspectorVisible = false
        #expect(second.save(two) == nil)
        #expect(first.save(one) == nil)
        saved = try RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: statePath)))
        #expect(saved.configuration.placement == .list)
        #expect(saved.configuration.platform == .macOS && saved.window.page == .view(.text) && !saved.window.inspectorVisible)

        // A window started after both reads all of it, and its own change joins them.
        var third = StateFile(path: statePath)
        guard case .restored(var three) = third.restore() else { Issue.record("not restored"); return }
        #expect(three == saved)
        three.window.page = .view(.label)
        #expect(third.save(three) == nil)
        #expect(first.save(one) == nil)
        #expect(try RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: statePath))).window.page == .view(.label))
    }

    @Test("A merge that is not a state the gallery reads saves this window's state whole", arguments: [
        // Each side valid, not together: the other window's watchOS with this window's iOS 17.
        #"{"schemaVersion": 2, "platform": "watchOS"}"#,
        // The file's own value for a key this window left is refused.
        #"{"schemaVersion": 2, "platform": "Android"}"#,
        // No JSON at all.
        "garbage",
    ])
    func invalidMergeIsOurs(theirs: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/swiftui-style-gallery", withIntermediateDirectories: true)
        var ours = RememberedState()
        try ours.configuration.chooseRelease("17")
        #expect(RememberedState.merged(base: RememberedState(), ours: ours, theirs: Data(theirs.utf8)) == ours)
        var file = StateFile(path: statePath)
        try Data(theirs.utf8).write(to: URL(fileURLWithPath: statePath))
        #expect(file.save(ours) == nil)
        #expect(try RememberedState.decode(Data(contentsOf: URL(fileURLWithPath: statePath))) == ours)
    }

    @Test("A folder that cannot be created is named")
    func folderCannotBeCreated() throws {
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: folder + "/home"))
        var file = StateFile(path: folder + "/home/.local/state/swiftui-style-gallery/state.json")
        #expect(file.save(RememberedState())?.english == "cannot save the window's state: cannot write '\(folder)/home/.local/state/swiftui-style-gallery/state.json': "
                + "its folder '\(folder)/home/.local' cannot be created: a part of the path is not a folder")
    }
}

/// A value two threads of a test share, the second reading it only after the first has signalled.
private final class Mutable<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension StateFile.Restoration {
    /// The line a refusal says, in English; nil for any other restoration.
    var refusal: String? {
        guard case .refused(let line) = self else { return nil }
        return line.english
    }
}
