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
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
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
        let dead = AtomicFile.temporaryName(for: "out.json", process: 4_194_304 + 1)
        let live = AtomicFile.temporaryName(for: "out.json", process: getppid())
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
}
