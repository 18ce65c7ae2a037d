import Foundation
import Testing
@testable import GalleryModel

/// The composer's recovery files: kept for the user alone beside the state, read back, and offered only once the run
/// that kept them has ended, the newest first; a file that does not read is set aside and said.
@Suite("Scene recovery")
final class SceneRecoveryTests {
    /// A new state folder for each test, removed after it.
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-recovery-\(UUID())").path + "/" + StateFile.folderName
    }

    deinit {
        try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }

    /// A composer holding a VStack with a toggle titled `title`, unsaved.
    private static func composed(_ title: String = "Kept safe") throws -> SceneComposer {
        var composer = SceneComposer()
        try composer.apply(.insert(SceneNode(.layout(.vStack)), state: []))
        try composer.apply(.insert(SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string(title)), SceneArgument("isOn", .binding("isOn"))]),
                                   state: [SceneState(name: "isOn", value: .bool(true))]))
        return composer
    }

    /// A process that has ended: an id above the kernel's largest.
    private static let ended = ProcessIdentity(pid: 4_194_305, started: 1, boot: "gone")

    private func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test("This process is running; an identity of another start time, another boot or no process is not")
    func identities() throws {
        let current = try #require(ProcessIdentity.current)
        #expect(current.pid == getpid())
        #expect(current.isRunning)
        #expect(!ProcessIdentity(pid: current.pid, started: current.started + 1, boot: current.boot).isRunning, "the id reused by a later process")
        #expect(!ProcessIdentity(pid: current.pid, started: current.started, boot: "another boot").isRunning)
        #expect(!Self.ended.isRunning)
    }

    @Test("The scene is kept for the user alone, in a folder made for the user alone, and reads back; remove takes it away")
    func keepsPrivately() throws {
        let recovery = SceneRecovery(folder: folder, token: "mine")
        try recovery.keep(try Self.composed(), file: nil)
        #expect(recovery.path == folder + "/scene-recovery-mine.json")
        #expect(try mode(recovery.path) == 0o600)
        #expect(try mode(folder) == 0o700)
        let draft = try JSONDecoder().decode(SceneDraft.self, from: Data(contentsOf: URL(fileURLWithPath: recovery.path)))
        #expect(draft.source == (try Self.composed()).source)
        #expect(draft.source.contains("Toggle(\"Kept safe\""))
        #expect(draft.name == "ContentView" && draft.views == 2 && draft.file == nil)
        #expect(draft.writer == ProcessIdentity.current)
        recovery.remove()
        #expect(!FileManager.default.fileExists(atPath: recovery.path))
    }

    @Test("In an existing folder anyone may read, and over a file anyone may read, the kept scene is 0600")
    func privateInOpenFolder() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let recovery = SceneRecovery(folder: folder, token: "open")
        try recovery.keep(try Self.composed(), file: "/somewhere/Row.swift")
        #expect(try mode(recovery.path) == 0o600)
        #expect(chmod(recovery.path, 0o644) == 0)
        try recovery.keep(try Self.composed("Again"), file: "/somewhere/Row.swift")
        #expect(try mode(recovery.path) == 0o600)
    }

    /// Writes a draft of `composer` as the process `writer` kept it, in its own file named with `token`.
    private func plant(_ composer: SceneComposer, file: String? = nil, writer: ProcessIdentity, token: String) throws -> String {
        let other = SceneRecovery(folder: folder, identity: writer, token: token)
        try other.keep(composer, file: file)
        return other.path
    }

    @Test("What a run that has ended kept is offered, saying which scene; a running process's scene and this run's own are not")
    func offersEndedRuns() throws {
        let mine = SceneRecovery(folder: folder, token: "mine")
        #expect(mine.offer() == SceneRecovery.Finding())
        try mine.keep(try Self.composed("Mine"), file: nil)
        let running = try #require(ProcessIdentity.current)
        _ = try plant(try Self.composed("Still open"), writer: running, token: "running")
        #expect(mine.offer().offer == nil, "this run's own scene and a running window's are never offered")

        let ended = try plant(try Self.composed(), writer: Self.ended, token: "ended")
        let finding = mine.offer()
        #expect(finding.problems.isEmpty)
        let offer = try #require(finding.offer)
        #expect(offer.path == ended)
        #expect(offer.draft.source.contains("Kept safe"))
        #expect(offer.message.english == "The gallery ended while the composer had an unsaved scene, ContentView (2 views).")
        let saved = try plant(try Self.composed(), file: "/home/ann/Row.swift", writer: Self.ended, token: "ended")
        #expect(saved == ended)
        #expect(mine.offer().offer?.message.english == "The gallery ended while the composer had unsaved edits to '/home/ann/Row.swift' (2 views).")
        mine.remove(try #require(mine.offer().offer))
        #expect(mine.offer().offer == nil)
    }

    @Test("Of the drafts whose runs have ended, the newest is offered; none while every writer runs", arguments: [
        // (the drafts' last writes, which writers run, the one offered)
        ([10, 30, 20], [false, false, false], 1),
        ([10, 30, 20], [false, true, false], 2),
        ([10, 30, 20], [true, true, true], nil),
        ([Int](), [Bool](), nil),
    ] as [([Int], [Bool], Int?)])
    func newestEnded(modified: [Int], running: [Bool], offered: Int?) throws {
        let drafts = try modified.indices.map { index in
            let writer = ProcessIdentity(pid: Int32(100 + index), started: 1, boot: "b")
            return (path: "/state/scene-recovery-\(index).json", draft: SceneDraft(of: try Self.composed(), file: nil, writer: writer), modified: modified[index])
        }
        let chosen = SceneRecovery.choose(among: drafts) { writer in running[Int(writer.pid) - 100] }
        #expect(chosen?.path == offered.map { "/state/scene-recovery-\($0).json" })
    }

    @Test("A recovery file that does not read is moved aside and said in one line; nothing is offered for it")
    func unreadableSetAside() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let broken = folder + "/scene-recovery-broken.json"
        try Data("not a draft".utf8).write(to: URL(fileURLWithPath: broken))
        let finding = SceneRecovery(folder: folder, token: "mine").offer()
        #expect(finding.offer == nil)
        #expect(finding.problems.map(\.english) == ["cannot read the unsaved scene in '\(broken)'; moved it to '\(broken).bad'"])
        #expect(FileManager.default.fileExists(atPath: broken + ".bad"))
        #expect(SceneRecovery(folder: folder, token: "mine").offer() == SceneRecovery.Finding())
    }

    @Test("The recovery folder is the state file's")
    func besideState() {
        #expect(SceneRecovery(besideStateAt: "/home/ann/.local/state/swiftui-style-gallery/state.json").folder
                == "/home/ann/.local/state/swiftui-style-gallery")
    }

    @Test("A recovered scene is unsaved until it is saved, even when it is empty; an editor's save over it is a conflict")
    func recoveredIsUnsaved() throws {
        var composer = SceneComposer.recovered(Scene(name: "ContentView", roots: []))
        #expect(composer.isEdited)
        #expect(!composer.canUndo)
        composer.markSaved()
        #expect(!composer.isEdited)
        var kept = SceneComposer.recovered(try Self.composed().scene)
        #expect(kept.fileChanged(to: Scene(name: "ContentView", roots: [])) == .conflict)
        #expect(kept.scene == (try Self.composed()).scene)
    }
}
