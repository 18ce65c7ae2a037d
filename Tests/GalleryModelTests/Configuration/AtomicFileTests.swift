import Foundation
import Testing
@testable import GalleryModel

/// Writing a configuration: whole or not at all, through links, keeping permissions, and
/// refusing targets that replacing would betray, each with a clear reason.
@Suite("Atomic writes")
final class AtomicFileTests {
    /// A new folder for each test, removed after it.
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-atomic-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func failure(_ path: String) -> String? {
        do {
            try AtomicFile.write(Data("new\n".utf8), toPath: path)
            return nil
        } catch {
            return error.reason.english
        }
    }

    @Test("A write replaces the whole file and leaves no temporary behind")
    func replaces() throws {
        try AtomicFile.write(Data("old\n".utf8), toPath: folder + "/out.json")
        try AtomicFile.write(Data("new\n".utf8), toPath: folder + "/out.json")
        #expect(try contents("out.json") == "new\n")
        #expect(try entries() == ["out.json"])
    }

    @Test("A symbolic link is followed: its target is replaced and the link stays a link")
    func followsLinks() throws {
        try AtomicFile.write(Data("old\n".utf8), toPath: folder + "/real.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "real.json")
        try AtomicFile.write(Data("new\n".utf8), toPath: folder + "/link.json")
        #expect(try contents("real.json") == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == "real.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        #expect(failure(folder + "/a") == "it is a symbolic link that leads round in a loop")
    }

    @Test("The replaced file keeps its permissions")
    func keepsMode() throws {
        let path = folder + "/private.json"
        try AtomicFile.write(Data("old\n".utf8), toPath: path)
        chmod(path, 0o600)
        try AtomicFile.write(Data("new\n".utf8), toPath: path)
        #expect(try Self.status(path).mode == 0o600)
    }

    /// The mode and owner of `path` (not following a link).
    static func status(_ path: String) throws -> (mode: mode_t, owner: uid_t) {
        var status = stat()
        try #require(lstat(path, &status) == 0, "cannot read \(path)")
        return (status.st_mode & 0o7777, status.st_uid)
    }

    /// The process's umask, as the kernel reports it (reading it with umask(2) would change it for every thread).
    static var umask: mode_t {
        get throws {
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
            return try #require(mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
        }
    }

    /// The rule for the new file's permissions, row by row: only the writer's own file passes its mode on, never its
    /// setuid, setgid or sticky bit; another user's file, or none, gives the mode a new file gets (nil: `0666` less
    /// the umask); a file holding typed text is `0600` whatever it replaces.
    // (existing mode, its owner, permissions, expected)
    static let modeRows: [(mode_t?, uid_t?, AtomicFile.Permissions, mode_t?)] = [
        (0o600, 0, .kept, 0o600),
        (0o4755, 0, .kept, 0o755),        // setuid dropped
        (0o7777, 0, .kept, 0o777),        // setuid, setgid and sticky dropped
        (0o4777, 1000, .kept, nil),       // another user's file: a new file's mode
        (0o600, 1000, .kept, nil),
        (nil, nil, .kept, nil),           // no file
        (0o644, 0, .ownerOnly, 0o600),    // typed text: the owner's alone
        (0o4777, 1000, .ownerOnly, 0o600),
        (nil, nil, .ownerOnly, 0o600),
    ]

    @Test("The new file's permissions: the writer's own file's, without setuid, setgid and sticky; never another user's",
          arguments: modeRows)
    func modeRule(existing: mode_t?, owner: uid_t?, permissions: AtomicFile.Permissions, expected: mode_t?) {
        #expect(AtomicFile.mode(replacing: existing, ownedBy: owner, writer: 0, permissions) == expected)
    }

    @Test("A setuid, setgid or sticky bit of the replaced file does not pass to the new one")
    func dropsSpecialBits() throws {
        let path = folder + "/tool.json"
        try AtomicFile.write(Data("old\n".utf8), toPath: path)
        #expect(chmod(path, 0o6755) == 0)
        try AtomicFile.write(Data("new\n".utf8), toPath: path)
        #expect(try Self.status(path).mode == 0o755)
    }

    @Test("A file that holds typed text is 0600 whatever it replaces, and so is a new one")
    func ownerOnly() throws {
        let path = folder + "/typed.json"
        try AtomicFile.write(Data("old\n".utf8), toPath: path)
        #expect(chmod(path, 0o666) == 0)
        try AtomicFile.write(Data("new\n".utf8), toPath: path, permissions: .ownerOnly)
        #expect(try Self.status(path).mode == 0o600)
        try AtomicFile.write(Data("new\n".utf8), toPath: folder + "/fresh.json", permissions: .ownerOnly)
        #expect(try Self.status(folder + "/fresh.json").mode == 0o600)
        #expect(try contents("typed.json") == "new\n")
    }

    @Test("Another user's file in an ordinary folder gives its place to a file with a new file's permissions, not its own",
          .enabled(if: geteuid() == 0, "a file of another user needs root"))
    func othersModeNotKept() throws {
        let path = folder + "/theirs.json"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chown(path, 12_345, 12_345) == 0 && chmod(path, 0o4777) == 0)
        try AtomicFile.write(Data("new\n".utf8), toPath: path)
        let written = try Self.status(path)
        #expect(written.owner == geteuid())
        #expect(written.mode == 0o666 & ~(try Self.umask))
        #expect(try contents("theirs.json") == "new\n")
    }

    /// The rule of Linux's `fs.protected_regular`, row by row: in a sticky folder writable by everyone an existing file
    /// is replaced only when it is the writer's own or the folder owner's; elsewhere always.
    @Test("A file is replaced as the kernel's protected_regular rule allows", arguments: [
        // (folder mode, folder owner, file owner, writer, replaced)
        (mode_t(0o1777), uid_t(0), uid_t(1000), uid_t(0), false),      // another user's file in /tmp, written by root
        (mode_t(0o1777), uid_t(0), uid_t(1000), uid_t(65534), false),  // ... written by a third user
        (mode_t(0o1777), uid_t(0), uid_t(1000), uid_t(1000), true),    // the writer's own file
        (mode_t(0o1777), uid_t(1000), uid_t(1000), uid_t(0), true),    // the folder owner's file: the kernel exempts it
        (mode_t(0o1775), uid_t(0), uid_t(1000), uid_t(0), true),       // sticky, not writable by everyone
        (mode_t(0o0777), uid_t(0), uid_t(1000), uid_t(0), true),       // writable by everyone, not sticky
        (mode_t(0o0755), uid_t(0), uid_t(1000), uid_t(0), true),       // an ordinary folder
    ])
    func protectedRegularRule(folderMode: mode_t, folderOwner: uid_t, fileOwner: uid_t, writer: uid_t, replaced: Bool) {
        #expect(PathWalk.mayReplace(fileOwner: fileOwner, folderMode: folderMode | S_IFDIR, folderOwner: folderOwner, writer: writer) == replaced)
    }

    @Test("A file another user planted in a shared sticky folder is not replaced; one the folder's owner planted is, without its mode",
          .enabled(if: geteuid() == 0, "planting a file as another user needs root"))
    func plantedFilesRefused() throws {
        let (shared, _) = try sharedFolder()
        let planted = shared + "/out.json"
        try Data("planted\n".utf8).write(to: URL(fileURLWithPath: planted))
        #expect(chown(planted, 12_345, 12_345) == 0 && chmod(planted, 0o4777) == 0)
        #expect(failure(planted) == "it belongs to another user and is in a folder shared by everyone (sticky, like /tmp); it is not replaced")
        #expect(try String(contentsOfFile: planted, encoding: .utf8) == "planted\n")
        #expect(try Self.status(planted) == (0o4777, 12_345))

        // The folder's owner planted it: the kernel's rule lets the write replace it, and the new file is the writer's,
        // with a new file's permissions.
        #expect(chown(shared, 12_345, 12_345) == 0)
        try AtomicFile.write(Data("new\n".utf8), toPath: planted)
        let written = try Self.status(planted)
        #expect(written.owner == geteuid())
        #expect(written.mode == 0o666 & ~(try Self.umask))
    }

    @Test("Targets that cannot or must not be replaced are refused with the reason, and left as they were")
    func refusals() throws {
        try AtomicFile.write(Data("old\n".utf8), toPath: folder + "/linked.json")
        link(folder + "/linked.json", folder + "/other-name.json")
        #expect(failure(folder + "/linked.json") == "it has 2 hard links, which would keep the old contents; write to another name")
        #expect(failure(folder) == "it is a folder")
        #expect(failure("/dev/null") == "it is not a regular file (a device, a pipe or a socket)")
        #expect(failure(folder + "/no/such/folder/out.json") == "its folder does not exist")
        #expect(failure("") == "the path is empty")
        try AtomicFile.write(Data("old\n".utf8), toPath: folder + "/locked.json")
        chmod(folder + "/locked.json", 0o444)
        #expect(failure(folder + "/locked.json") == "the file is read-only")
        #expect(try contents("locked.json") == "old\n")
        #expect(try contents("linked.json") == "old\n")
        #expect(try entries().allSatisfy { !$0.hasPrefix(".") })
    }

    @Test("A temporary left by a killed writer is removed by the next write; a live writer's is not")
    func staleTemporaries() throws {
        // A process id that is not running: above the kernel's largest.
        let dead = String(decoding: AtomicFile.temporaryName(for: Array("out.json".utf8), process: 4_194_304 + 1), as: UTF8.self)
        let live = String(decoding: AtomicFile.temporaryName(for: Array("out.json".utf8), process: getppid()), as: UTF8.self)
        #expect(dead == ".out.json.gallery-4194305.tmp")
        #expect(FileManager.default.createFile(atPath: folder + "/" + dead, contents: Data("half".utf8)))
        #expect(FileManager.default.createFile(atPath: folder + "/" + live, contents: Data("busy".utf8)))
        try AtomicFile.write(Data("new\n".utf8), toPath: folder + "/out.json")
        #expect(try entries() == [live, "out.json"])
    }

    @Test("Messages quote the path so that odd names cannot break the line")
    func quotedPath() {
        let failure = FileFailure(path: "out\n.json", reason: "permission denied")
        #expect(failure.description == "cannot write 'out\\n.json': permission denied")
    }

    /// The rule of Linux's `fs.protected_symlinks`, row by row: in a sticky folder writable by everyone a link is
    /// followed only when it is the follower's own or the folder owner's; elsewhere always.
    @Test("A link is followed as the kernel's protected_symlinks rule allows", arguments: [
        // (folder mode, folder owner, link owner, follower, followed)
        (mode_t(0o1777), uid_t(0), uid_t(1000), uid_t(0), false),      // another user's link in /tmp, followed by root
        (mode_t(0o1777), uid_t(0), uid_t(1000), uid_t(65534), false),  // ... followed by a third user
        (mode_t(0o1777), uid_t(0), uid_t(1000), uid_t(1000), true),    // the follower's own link
        (mode_t(0o1777), uid_t(1000), uid_t(1000), uid_t(0), true),    // the folder owner's link
        (mode_t(0o1775), uid_t(0), uid_t(1000), uid_t(0), true),       // sticky, not writable by everyone
        (mode_t(0o0777), uid_t(0), uid_t(1000), uid_t(0), true),       // writable by everyone, not sticky
        (mode_t(0o0755), uid_t(0), uid_t(1000), uid_t(0), true),       // an ordinary folder
    ])
    func protectedSymlinkRule(folderMode: mode_t, folderOwner: uid_t, linkOwner: uid_t, follower: uid_t, followed: Bool) {
        #expect(PathWalk.mayFollow(linkOwner: linkOwner, folderMode: folderMode | S_IFDIR, folderOwner: folderOwner, follower: follower) == followed)
    }

    /// A sticky, world-writable folder like /tmp inside the test's folder, and a victim file outside it.
    private func sharedFolder() throws -> (shared: String, victim: String) {
        let shared = folder + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        #expect(chmod(shared, 0o1777) == 0)
        let victim = folder + "/victim.txt"
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim))
        return (shared, victim)
    }

    @Test("A link another user planted in a shared sticky folder is not followed, as the last part or on the way",
          .enabled(if: geteuid() == 0, "planting a link as another user needs root"))
    func plantedLinksRefused() throws {
        let (shared, victim) = try sharedFolder()
        try FileManager.default.createSymbolicLink(atPath: shared + "/out.json", withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: shared + "/sub", withDestinationPath: folder)
        for link in ["out.json", "sub"] { #expect(lchown(shared + "/" + link, 12_345, 12_345) == 0) }
        let refusal = "a symbolic link on the way is in a folder shared by everyone (sticky, like /tmp) and belongs to another user; it is not followed"
        #expect(failure(shared + "/out.json") == refusal)
        #expect(failure(shared + "/sub/victim.txt") == refusal)
        #expect(failure(shared + "/../shared/sub/victim.txt") == refusal)
        #expect(try contents("victim.txt") == "precious\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: shared + "/out.json") == victim)
    }

    @Test("The writer's own link in a shared sticky folder, and any link in an ordinary folder, is followed")
    func ownLinksFollowed() throws {
        let (shared, victim) = try sharedFolder()
        try FileManager.default.createSymbolicLink(atPath: shared + "/mine.json", withDestinationPath: victim)
        try AtomicFile.write(Data("new\n".utf8), toPath: shared + "/mine.json")
        #expect(try contents("victim.txt") == "new\n")
        try FileManager.default.createSymbolicLink(atPath: folder + "/through", withDestinationPath: shared)
        try AtomicFile.write(Data("inside\n".utf8), toPath: folder + "/through/inside.json")
        #expect(try String(contentsOfFile: shared + "/inside.json", encoding: .utf8) == "inside\n")
    }

    @Test("A name that is not UTF-8 is written with exactly its bytes")
    func bytesOfTheName() throws {
        let name: [UInt8] = Array("a".utf8) + [0xFF] + Array("b.json".utf8)
        let path = SystemPath.string(Array(folder.utf8) + [UInt8(ascii: "/")] + name)
        try AtomicFile.write(Data("raw\n".utf8), toPath: path)
        let listed = try #require(opendir(folder))
        defer { closedir(listed) }
        var names: [[UInt8]] = []
        while let entry = readdir(listed) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if entryName.first != UInt8(ascii: ".") { names.append(entryName) }
        }
        #expect(names == [name])
        #expect(FileFailure(path: path, reason: "permission denied").description.hasSuffix("/a\\xFFb.json': permission denied"))
    }
}
