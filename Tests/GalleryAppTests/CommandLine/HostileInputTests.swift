import Foundation
import GalleryModel
import Testing

/// The gallery under attack, as someone who wants to break it would try: links planted by another
/// user in a shared folder, paths that are not UTF-8, a crafted translation, a flood of arguments.
/// The security tests run the real `gallery` as root and as the unprivileged user `nobody`.
@Suite("Hostile input")
struct HostileInputTests {
    /// A folder for one test that every user may enter, with a sticky folder inside it that every
    /// user may write to, as `/tmp` is.
    struct SharedFolder {
        let url = URL(fileURLWithPath: "/tmp").appendingPathComponent("gallery-hostile-\(UUID().uuidString)")
        var shared: URL { url.appendingPathComponent("shared") }

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            #expect(chmod(url.path, 0o755) == 0)
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
            #expect(chmod(shared.path, 0o1777) == 0)
        }

        /// A file holding "precious", owned by `owner`, that an attacker would like overwritten.
        func victim(_ name: String, owner: String = "root") throws -> URL {
            let file = url.appendingPathComponent(name)
            try Data("precious\n".utf8).write(to: file)
            let id = try #require(getpwnam(owner)).pointee
            #expect(chown(file.path, id.pw_uid, id.pw_gid) == 0)
            return file
        }

        /// Plants a symbolic link at `name` in the shared folder leading to `target`, as the user `uid`.
        func plant(_ name: String, to target: URL, as uid: String) throws {
            let planted = try HostileInputTests.run(["/usr/bin/setpriv", "--reuid=\(uid)", "--regid=\(HostileInputTests.group(of: uid))", "--clear-groups",
                                                     "/bin/ln", "-s", target.path, shared.appendingPathComponent(name).path])
            try #require(planted.status == 0, "\(planted.stderr)")
        }

        func remove() {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Runs `arguments` (a program and its arguments) as they are, reading what it prints.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 120) throws -> GalleryProcess.Output {
        try GalleryProcess.run(Array(arguments.dropFirst()), environment: environment, timeout: timeout,
                               program: URL(fileURLWithPath: arguments[0]))
    }

    /// `gallery` run as `user` (root runs it directly, anyone else through setpriv).
    static func gallery(_ arguments: [String], as user: String, timeout: TimeInterval = 60) throws -> GalleryProcess.Output {
        if user == "root" { return try GalleryProcess.run(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: timeout) }
        GalleryProcess.reachableByOtherUsers
        return try run(["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(group(of: user))", "--clear-groups",
                        GalleryProcess.executable.path] + arguments, timeout: timeout)
    }

    /// The group a user's processes run in here: Debian's `nobody` is in `nogroup`.
    static func group(of user: String) -> String {
        user == "nobody" ? "nogroup" : user
    }

    static let protectedLink = "a symbolic link on the way is in a folder shared by everyone (sticky, like /tmp) and belongs to another user; it is not followed"
    static var isRoot: Bool { geteuid() == 0 }

    @Test("Export does not write through a link another user planted in a shared sticky folder, run as root or as nobody",
          .enabled(if: isRoot, "planting links as other users needs root"), arguments: ["root", "nobody"])
    func exportRefusesPlantedLinks(user: String) throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        let victim = try folder.victim("victim.json", owner: user)
        // The attacker is a third user, neither the victim nor the folder's owner.
        try folder.plant("out.json", to: victim, as: "12345")
        let output = folder.shared.appendingPathComponent("out.json")
        let refused = try Self.gallery(["export", "--output", output.path], as: user)
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: cannot write '\(output.path)': \(Self.protectedLink)\n")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")

        // A folder on the way planted as a link is refused the same way.
        try folder.plant("folder", to: folder.url, as: "12345")
        let through = folder.shared.appendingPathComponent("folder/victim.json")
        let refusedThrough = try Self.gallery(["export", "--output", through.path], as: user)
        #expect(refusedThrough.status == 1 && refusedThrough.stderr.contains(Self.protectedLink), "\(refusedThrough.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")

        // The user's own link in the same folder is followed, as the kernel would follow it, to a file in a folder
        // of the user's own (the new file is made beside the one it replaces).
        let own = folder.url.appendingPathComponent("own")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: false)
        let id = try #require(getpwnam(user)).pointee
        #expect(chown(own.path, id.pw_uid, id.pw_gid) == 0)
        let mine = try folder.victim("own/mine.json", owner: user)
        try folder.plant("mine.json", to: mine, as: user)
        let followed = try Self.gallery(["export", "--output", folder.shared.appendingPathComponent("mine.json").path], as: user)
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8).hasPrefix("{"))
    }

    static let protectedFile = "it belongs to another user and is in a folder shared by everyone (sticky, like /tmp); it is not replaced"

    /// The mode and owner of `url` (not following a link).
    static func status(_ url: URL) throws -> (mode: mode_t, owner: uid_t) {
        var status = stat()
        try #require(lstat(url.path, &status) == 0, "cannot read \(url.path)")
        return (status.st_mode & 0o7777, status.st_uid)
    }

    /// The umask the tests' processes inherit, as the kernel reports it.
    static var umask: mode_t {
        get throws {
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
            return try #require(mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
        }
    }

    /// Plants the file `url` holding "planted", setuid and writable by everyone (`chmod 4777`), as the user `uid`.
    static func plantFile(_ url: URL, as uid: String) throws {
        let planted = try run(["/usr/bin/setpriv", "--reuid=\(uid)", "--regid=\(group(of: uid))", "--clear-groups",
                               "/bin/sh", "-c", "printf 'planted\\n' > \"$0\" && chmod 4777 \"$0\"", url.path])
        try #require(planted.status == 0, "\(planted.stderr)")
    }

    @Test("Export does not replace a setuid, world-writable file another user planted in a shared sticky folder, run as root or as nobody",
          .enabled(if: isRoot, "planting files as other users needs root"), arguments: ["root", "nobody"])
    func exportRefusesPlantedFiles(user: String) throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        // The attacker is a third user, neither the writer nor the folder's owner (root, as /tmp's).
        let planted = folder.shared.appendingPathComponent("out.json")
        try Self.plantFile(planted, as: "12345")
        let refused = try Self.gallery(["export", "--output", planted.path], as: user)
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: cannot write '\(planted.path)': \(Self.protectedFile)\n", "\(refused.stderr)")
        #expect(try String(contentsOf: planted, encoding: .utf8) == "planted\n")
        #expect(try Self.status(planted) == (0o4777, 12_345))
    }

    /// The kernel's rule exempts the folder's owner: in a sticky folder the planter owns, the planter's file may be
    /// replaced (the planter could replace anything there anyway). The superuser's write then makes a file of its own
    /// with a new file's permissions, never the planter's setuid, world-writable mode; nobody may not replace another
    /// user's file in a sticky folder at all, and is refused by the system.
    @Test("In a sticky folder the planter owns, the new file never takes the planted file's setuid, world-writable mode",
          .enabled(if: isRoot, "planting files as other users needs root"), arguments: ["root", "nobody"])
    func exportOverPlanterOwnedFolder(user: String) throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        let own = folder.url.appendingPathComponent("planters")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: false)
        #expect(chown(own.path, 12_345, 12_345) == 0 && chmod(own.path, 0o1777) == 0)
        let planted = own.appendingPathComponent("out.json")
        try Self.plantFile(planted, as: "12345")
        let output = try Self.gallery(["export", "--output", planted.path], as: user)
        if user == "root" {
            #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
            let written = try Self.status(planted)
            #expect(written.owner == 0)
            #expect(written.mode == 0o666 & ~(try Self.umask), "mode \(String(written.mode, radix: 8))")
            #expect(try String(contentsOf: planted, encoding: .utf8).hasPrefix("{"))
        } else {
            #expect(output.status == 1 && output.stderr == "Error: cannot write '\(planted.path)': permission denied\n", "\(output.stderr)")
            #expect(try String(contentsOf: planted, encoding: .utf8) == "planted\n")
            #expect(try Self.status(planted) == (0o4777, 12_345))
        }
    }

    @Test("Render does not write an image through a link another user planted in a shared output folder",
          .enabled(if: isRoot, "planting links as other users needs root"))
    func renderRefusesPlantedLinks() throws {
        let folder = try SharedFolder()
        defer { folder.remove() }
        let victim = try folder.victim("victim.png")
        try folder.plant("toggle-switch-iOS-light.png", to: victim, as: "12345")
        let render = try GalleryProcess.run(["render", "--family", "toggle", "--style", "switch", "--platform", "iOS", "--output", folder.shared.path],
                                            removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: 120)
        #expect(render.status == 1)
        let image = folder.shared.appendingPathComponent("toggle-switch-iOS-light.png").path
        #expect(render.stderr == "Error: cannot write '\(image)': \(Self.protectedLink)\n")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
    }

    /// The names in `folder` (a path as ``SystemPath`` keeps it), as bytes.
    static func names(in folder: String) throws -> [[UInt8]] {
        let listing = try #require(SystemPath.withCString(folder) { opendir($0) })
        defer { closedir(listing) }
        var names: [[UInt8]] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name.first != UInt8(ascii: ".") { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test("Paths that are not UTF-8 keep their bytes: export writes that name, --config reads it, render writes into it, messages show \\xFF")
    func pathsAreBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shell makes the bytes: Foundation would turn an argument into UTF-8.
        func shell(_ script: String, timeout: TimeInterval = 60) throws -> GalleryProcess.Output {
            try Self.run(["/bin/sh", "-c", script, GalleryProcess.executable.path], environment: ["F": folder.path], timeout: timeout)
        }
        let export = try shell(#""$0" export --platform macOS --output "$F/$(printf 'a\377b.json')""#)
        #expect(export.status == 0 && export.stderr.isEmpty, "\(export.stderr)")
        #expect(try Self.names(in: folder.path) == [Array("a".utf8) + [0xFF] + Array("b.json".utf8)])

        let read = try shell(#""$0" export --config "$F/$(printf 'a\377b.json')""#)
        #expect(read.status == 0 && read.stdout.contains("\"platform\" : \"macOS\""), "\(read.stderr)")
        let missing = try shell(#""$0" export --config "$F/$(printf 'c\377d.json')""#)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("'\(folder.path)/c\\xFFd.json'"), "\(missing.stderr)")

        let render = try shell(#""$0" render --family toggle --style switch --platform iOS --output "$F/$(printf 'd\377ir')""#, timeout: 120)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("d\\xFFir"), "\(render.stdout)")
        let renderFolder = SystemPath.string(Array(folder.path.utf8) + Array("/d".utf8) + [0xFF] + Array("ir".utf8))
        #expect(try Self.names(in: renderFolder) == [Array("toggle-switch-iOS-light.png".utf8)])
    }

    @Test("A translation cannot put a newline or an escape sequence into an error line: the whole line is escaped")
    func craftedTranslation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-crafted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A gallery whose catalog someone crafted: the launcher, an empty resource bundle (what makes a build
        // folder) and a Simplified Chinese catalog whose error prefix and note hold a newline and escapes.
        let messages = folder.appendingPathComponent("locale/zh_CN/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("SwiftUIStyleGallery_GalleryResources.resources"),
                                                withIntermediateDirectories: true)
        let gallery = folder.appendingPathComponent("gallery")
        try GalleryProcess.copyProgram(GalleryProcess.executable, to: gallery)
        let po = folder.appendingPathComponent("crafted.po")
        try Data(#"""
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\n"

        msgid "Error: "
        msgstr "\033[2J\033[31mE\nrror: "

        msgid "note: {0}"
        msgstr "\033]0;owned\007note\n: {0}"

        """#.utf8).write(to: po)
        let compiled = try Self.run(["/usr/bin/msgfmt", "-o", messages.appendingPathComponent("swiftui-style-gallery.mo").path, po.path])
        try #require(compiled.status == 0, "\(compiled.stderr)")

        let chinese = ["LANG": "zh_CN.UTF-8"]
        let error = try GalleryProcess.run(["resolve", "nothing"], environment: chinese, program: gallery)
        #expect(error.status == 1)
        #expect(error.stderr.hasPrefix("\\u{1B}[2J\\u{1B}[31mE\\nrror: "), "\(error.stderr)")
        let note = try GalleryProcess.run(["resolve", "toggle", "--style", "checkbox", "--platform", "iOS"], environment: chinese, program: gallery)
        #expect(note.status == 0)
        #expect(note.stderr.hasPrefix("\\u{1B}]0;owned\\u{7}note\\n: "), "\(note.stderr)")
        for output in [error.stderr, note.stderr] {
            #expect(output.filter { $0 == "\n" }.count == 1 && output.hasSuffix("\n"), "\(output)")
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(output)")
        }
    }

    @Test("A flood of arguments is refused in one line at once; the most a command takes still parses")
    func argumentFlood() throws {
        let flood = ["resolve", "toggle"] + Array(repeating: ["--platform", "iOS"], count: 25_000).flatMap { $0 }
        let refused = try GalleryProcess.run(flood, timeout: 30)
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: 50002 arguments are too many; a gallery command takes at most 256\n")
        let most = ["resolve", "toggle"] + Array(repeating: ["--platform", "macOS"], count: 127).flatMap { $0 }
        let parsed = try GalleryProcess.run(most, timeout: 30)
        #expect(parsed.status == 0 && parsed.stdout == "checkbox\n", "\(parsed.stderr)")
    }
}
