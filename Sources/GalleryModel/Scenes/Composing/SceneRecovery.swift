import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A composed scene with unsaved edits, as its recovery file keeps it: what Save would write, the file the scene was
/// opened from or saved as, and the process that wrote it.
public struct SceneDraft: Sendable, Equatable, Codable {
    /// The scene as a SwiftUI file, as Save writes it (``SceneComposer/source``).
    public var source: String
    /// The file the scene was opened from or last saved as; nil for a scene never saved.
    public var file: String?
    /// The scene's view (`ContentView`).
    public var name: String
    /// How many views the scene has, at every depth.
    public var views: Int
    /// The process that kept it: while it runs, the draft is its own, not one to recover.
    public var writer: ProcessIdentity

    /// The draft of `composer`'s scene, saved as or opened from `file`, kept by `writer`.
    public init(of composer: SceneComposer, file: String?, writer: ProcessIdentity) {
        source = composer.source
        self.file = file
        name = composer.scene.name
        views = Self.count(composer.scene.roots)
        self.writer = writer
    }

    private static func count(_ nodes: [SceneNode]) -> Int {
        nodes.reduce(0) { $0 + 1 + count($1.allChildren) }
    }

    /// The file's bytes: JSON with sorted keys.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// A process, told apart from every other one on the machine since it started: its id, when it started (in clock
/// ticks after boot, as `/proc/PID/stat` says) and the boot it started in. An id alone is reused; the three together
/// are not.
public struct ProcessIdentity: Sendable, Hashable, Codable {
    public let pid: Int32
    public let started: UInt64
    public let boot: String

    public init(pid: Int32, started: UInt64, boot: String) {
        self.pid = pid
        self.started = started
        self.boot = boot
    }

    /// This process; nil where `/proc` cannot say.
    public static let current: ProcessIdentity? = {
        let pid = getpid()
        guard let started = startTime(of: pid), let boot = currentBoot else { return nil }
        return ProcessIdentity(pid: pid, started: started, boot: boot)
    }()

    /// Whether the process is still running: the same boot, and a process of its id that started when it did.
    public var isRunning: Bool {
        boot == Self.currentBoot && Self.startTime(of: pid) == started
    }

    /// The machine's boot, as the kernel names it.
    private static let currentBoot: String? = {
        guard let bytes = try? BoundedRead.bytes(atPath: "/proc/sys/kernel/random/boot_id", limit: 64) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }()

    /// When the process `pid` started, in clock ticks after boot (the 22nd field of `/proc/PID/stat`); nil when there is no
    /// such process.
    static func startTime(of pid: Int32) -> UInt64? {
        guard pid > 0, let bytes = try? BoundedRead.bytes(atPath: "/proc/\(pid)/stat", limit: 4096) else { return nil }
        // The command's name, in parentheses, may hold spaces and parentheses: the fields are counted after the last ")".
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        // After the name come the state (field 3) and the rest: the start time is field 22.
        guard fields.count > 19 else { return nil }
        return UInt64(String(decoding: fields[19], as: UTF8.self))
    }
}

/// What the window offers at start: a draft another run left, to recover or discard.
public struct RecoveryOffer: Sendable, Equatable {
    /// The recovery file that holds it.
    public let path: String
    /// The scene as it was kept.
    public let draft: SceneDraft

    /// What the window says of it, in one sentence: which scene, how many views, and that its run ended before it was
    /// saved.
    public var message: LocalizedText {
        let views = draft.views == 1 ? say("1 view") : say("\(draft.views) views")
        if let file = draft.file {
            return say("The gallery ended while the composer had unsaved edits to \(Quoting.path(file)) (\(views)).")
        }
        return say("The gallery ended while the composer had an unsaved scene, \(draft.name) (\(views)).")
    }
}

/// The composer's recovery files, beside the state file: while the composed scene has unsaved edits, each window keeps
/// it in a file of its own (`scene-recovery-TOKEN.json`, `0600`, written atomically), so that a kill, a crash or a
/// logout loses none of it; the next start offers it back (``offer()``).
///
/// A file is the draft of one process (``ProcessIdentity``): it is offered only once that process has ended, so a
/// second window on the same state folder never offers the first one's scene while the first still runs. Of the drafts
/// whose process has ended the newest is offered; the others wait for the next start.
public struct SceneRecovery: Sendable {
    /// The start of every recovery file's name.
    public static let prefix = "scene-recovery-"
    /// The end of every recovery file's name.
    public static let suffix = ".json"

    /// The state folder the files are in.
    public let folder: String
    /// This process's own file in it.
    public let path: String
    /// This process.
    public let identity: ProcessIdentity?

    /// The recovery files in `folder`; this process's is named with `token` (a new one for each run).
    public init(folder: String, identity: ProcessIdentity? = .current, token: String = UUID().uuidString.lowercased()) {
        self.folder = folder
        self.identity = identity
        path = (folder.hasSuffix("/") ? folder : folder + "/") + Self.prefix + token + Self.suffix
    }

    /// The recovery files beside the state file at `statePath`.
    public init(besideStateAt statePath: String) {
        let folder = statePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        self.init(folder: folder.isEmpty ? "/" : folder)
    }

    /// Keeps `composer`'s scene (saved as or opened from `file`) in this process's file, atomically and for this user
    /// alone (`0600`, whatever the umask or the folder), creating the folder (`0700`) if it is missing.
    ///
    /// - Throws: ``FileFailure`` naming the file and the reason.
    public func keep(_ composer: SceneComposer, file: String?) throws(FileFailure) {
        guard let identity else { throw FileFailure(path: path, reason: say("this system does not say which process is running")) }
        try StateFile.createFolders(of: path)
        try AtomicFile.write(SceneDraft(of: composer, file: file, writer: identity).encoded(), toPath: path, permissions: .ownerOnly)
    }

    /// Removes this process's file: the scene has nothing unsaved any more, or the person said to let it go.
    public func remove() {
        Self.remove(path)
    }

    /// Removes the file of an offer once it is recovered (this process keeps the scene from now on) or discarded.
    public func remove(_ offer: RecoveryOffer) {
        Self.remove(offer.path)
    }

    private static func remove(_ path: String) {
        _ = SystemPath.withCString(path) { unlink($0) }
    }

    /// What reading the folder found: the draft to offer, if any, and a line for each file that could not be read
    /// (moved aside to `NAME.bad`).
    public struct Finding: Sendable, Equatable {
        public var offer: RecoveryOffer?
        public var problems: [LocalizedText] = []
    }

    /// The draft to offer: the newest one whose process has ended. A file that does not read is moved aside and said.
    public func offer() -> Finding {
        var finding = Finding()
        var drafts: [(path: String, draft: SceneDraft, modified: Int)] = []
        for name in Self.names(in: folder) {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            guard path != self.path else { continue }
            var status = stat()
            guard SystemPath.withCString(path, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            do {
                let bytes = try BoundedRead.bytes(atPath: path, limit: ConfigurationFile.maximumSize)
                let draft = try JSONDecoder().decode(SceneDraft.self, from: Data(bytes))
                drafts.append((path, draft, status.st_mtim.tv_sec))
            } catch {
                let aside = path + ".bad"
                let moved = SystemPath.withCString(path, { from in SystemPath.withCString(aside) { rename(from, $0) } }) == 0
                finding.problems.append(moved
                    ? say("cannot read the unsaved scene in \(Quoting.path(path)); moved it to \(Quoting.path(aside))")
                    : say("cannot read the unsaved scene in \(Quoting.path(path))"))
            }
        }
        finding.offer = Self.choose(among: drafts, isRunning: { $0.isRunning })
        return finding
    }

    /// Of `drafts` (their files, drafts and when each was last written), the one to offer: the newest whose process is
    /// not running (`isRunning`); nil when every draft belongs to a running process, or there is none.
    static func choose(among drafts: [(path: String, draft: SceneDraft, modified: Int)],
                       isRunning: (ProcessIdentity) -> Bool) -> RecoveryOffer? {
        drafts.filter { !isRunning($0.draft.writer) }
            .max { ($0.modified, $0.path) < ($1.modified, $1.path) }
            .map { RecoveryOffer(path: $0.path, draft: $0.draft) }
    }

    /// The recovery files' names in `folder`, in byte order.
    private static func names(in folder: String) -> [String] {
        guard let directory = SystemPath.withCString(folder, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = SystemPath.string(SystemPath.entryName(entry))
            if name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count { names.append(name) }
        }
        return names.sorted()
    }
}
