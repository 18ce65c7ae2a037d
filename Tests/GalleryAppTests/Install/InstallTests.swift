import Foundation
import GalleryModel
import GalleryPrivateDisplay
import GalleryWindowChecks
import Glibc
import Testing

/// `scripts/install` as a packager runs it, on the gallery built for the tests (`--no-build --bin-path`):
/// every file in its XDG place under a temporary prefix, the installed desktop entry and metainfo valid,
/// the installed gallery reading its resources from that prefix and from nowhere else, and `--uninstall`
/// taking away exactly what the install added: never a file through a symbolic link, never a file
/// replaced since the install, and nothing at all when one line of the manifest is wrong.
@Suite("Install into a prefix and uninstall")
struct InstallTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = package.appendingPathComponent("scripts/install")
    static let buildFolder = GalleryProcess.executable.deletingLastPathComponent()
    static let bundleName = "SwiftUIStyleGallery_GalleryResources.resources"
    static let id = GalleryProject.applicationID

    /// What an install from `bin` puts under the prefix: the fixed files, one per translation in `bin/locale`, one
    /// per SF Symbol the gallery draws itself (`SymbolCatalog`), one per shipped scene (`SceneExamples`) and one per image
    /// asset that is not an icon (`ImageAsset`).
    static func expectedFiles(from bin: URL) -> Set<String> {
        let locale = bin.appendingPathComponent("locale")
        let translations = files(in: locale).filter { $0.hasSuffix(".mo") }.map { "share/locale/" + $0 }
        let symbols = files(in: package.appendingPathComponent("Resources/icons/hicolor/scalable/actions"))
            .map { "share/icons/hicolor/scalable/actions/" + $0 }
        let scenes = SceneExamples.all.map { "share/swiftui-style-gallery/scenes/" + $0.fileName }
        let images = ImageAsset.allCases.compactMap { asset in
            if case .image(let file) = asset.location { "share/swiftui-style-gallery/images/" + file } else { nil }
        }
        return Set(translations + symbols + scenes + images).union([
            "bin/gallery", "libexec/swiftui-style-gallery/gallery-window", "libexec/swiftui-style-gallery/gallery-mcp",
            "libexec/swiftui-style-gallery/gallery-reader",
            "share/swiftui-style-gallery/gallery.css",
            "share/applications/\(id).desktop", "share/metainfo/\(id).metainfo.xml",
            "share/icons/hicolor/scalable/apps/\(id).svg", "share/icons/hicolor/symbolic/apps/\(id)-symbolic.svg",
        ])
    }

    static let manifest = "share/swiftui-style-gallery/install-manifest.txt"

    @Test("Every file goes to its XDG place, the manifest lists them, and the installed desktop entry and metainfo validate")
    func installsIntoXDGPlaces() throws {
        try Self.withTemporaryFolder { folder in
            // A prefix that does not exist yet: the install makes it.
            let prefix = folder.appendingPathComponent("prefix")
            let output = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", Self.buildFolder.path])
            #expect(output.status == 0, "\(output.stderr)")
            let expected = Self.expectedFiles(from: Self.buildFolder)
            #expect(Set(Self.files(in: prefix)) == expected.union([Self.manifest]))
            // Each file listed with what it was when installed: its device, inode and checksum.
            let listed = try Self.manifestFiles(in: prefix)
            #expect(Set(listed.map { $0.path }) == expected)
            for file in listed {
                #expect(try Self.identity(of: prefix.appendingPathComponent(file.path)) == file.identity, "\(file.path)")
            }
            #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/gallery").path))

            let entry = prefix.appendingPathComponent("share/applications/\(Self.id).desktop")
            let desktop = try Self.tool("desktop-file-validate", [entry.path])
            #expect(desktop.status == 0 && desktop.stdout.isEmpty && desktop.stderr.isEmpty, "\(desktop.stdout)\(desktop.stderr)")
            // The app grid starts the installed window program by its path, whether or not bin/ is on PATH yet.
            let lines = try String(contentsOf: entry, encoding: .utf8).split(separator: "\n")
            #expect(lines.contains("Exec=\(prefix.path)/libexec/swiftui-style-gallery/gallery-window"), "\(lines.filter { $0.hasPrefix("Exec") })")
            let metainfo = try Self.tool("appstreamcli", ["validate", "--no-net", prefix.appendingPathComponent("share/metainfo/\(Self.id).metainfo.xml").path])
            let problems = metainfo.stdout.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") }
            #expect(metainfo.status == 0 && problems.isEmpty, "\(metainfo.stdout)\(metainfo.stderr)")
        }
    }

    @Test("The installed gallery runs through a symbolic link elsewhere and reads its stylesheet from the prefix, not the build folder or the source tree")
    func readsResourcesFromPrefix() throws {
        try Self.withTemporaryFolder { folder in
            let prefix = folder.appendingPathComponent("prefix")
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", Self.buildFolder.path])
            try #require(install.status == 0, "\(install.stderr)")
            let installed = prefix.appendingPathComponent("bin/gallery")
            let list = try GalleryProcess.run(["list"], program: installed)
            #expect(list.status == 0, "\(list.stderr)")
            #expect(list.stdout.hasPrefix("button (Button, .buttonStyle(_:))\n"))
            #expect(list.stdout == (try GalleryProcess.run(["list"])).stdout)

            // As a link in PATH would: the link's target's prefix is where the resources are.
            let link = folder.appendingPathComponent("path/gallery")
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: installed)
            func render(into name: String) throws -> (output: GalleryProcess.Output, image: Data?) {
                let output = folder.appendingPathComponent(name)
                let run = try GalleryProcess.run(["render", "--family", "toggle", "--style", "switch", "--platform", "iOS", "--output", output.path],
                                                 removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: 120, program: link)
                return (run, try? Data(contentsOf: output.appendingPathComponent("toggle-switch-iOS-light.png")))
            }
            let styled = try render(into: "styled")
            #expect(styled.output.status == 0 && styled.image != nil, "\(styled.output.stderr)")
            #expect(!styled.output.stderr.contains("gallery.css was not found"), "\(styled.output.stderr)")

            // Without the prefix's stylesheet it has none: nothing else it could read is looked for.
            let stylesheet = prefix.appendingPathComponent("share/swiftui-style-gallery/gallery.css")
            let away = folder.appendingPathComponent("gallery.css")
            try FileManager.default.moveItem(at: stylesheet, to: away)
            let bare = try render(into: "bare")
            try FileManager.default.moveItem(at: away, to: stylesheet)
            #expect(bare.output.status == 0 && bare.image != nil, "\(bare.output.stderr)")
            #expect(bare.output.stderr.contains("gallery: warning: gallery.css was not found in "
                                                + "'\(prefix.path)/libexec/swiftui-style-gallery/\(Self.bundleName)' or "), "\(bare.output.stderr)")
            #expect(bare.output.stderr.contains(" or '\(prefix.path)/share/swiftui-style-gallery';"), "\(bare.output.stderr)")
            // And the stylesheet read is the one that draws the card.
            #expect(styled.image != bare.image)
        }
    }

    @Test("The installed gallery's windows find its icons in the prefix's icon theme")
    func iconsFromPrefix() throws {
        try Self.withTemporaryFolder { folder in
            let prefix = folder.appendingPathComponent("prefix")
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", Self.buildFolder.path])
            try #require(install.status == 0, "\(install.stderr)")
            // The window test host beside the installed window program (the install leaves it out: it is for the
            // tests) finds the gallery's files as the window program does.
            let host = prefix.appendingPathComponent("libexec/swiftui-style-gallery/gallery-window-test")
            try GalleryProcess.copyProgram(WindowCheckRun.program, to: host)
            let display: PrivateDisplay
            switch PrivateDisplay.start() {
            case .success(let started): display = started
            case .failure(let failure): Issue.record(Comment(rawValue: failure.description)); return
            }
            defer { display.stop() }
            let check = folder.appendingPathComponent("check")
            let emptyData = folder.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: check, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: emptyData, withIntermediateDirectories: true)
            // The prefix is in no XDG data folder: only the gallery's own search path can lead GTK there. The About
            // feature checks both icons are found, among what the About window shows.
            let output = try GalleryProcess.run(["about", check.path], environment: display.windowEnvironment.merging([
                "XDG_DATA_HOME": emptyData.path, "XDG_DATA_DIRS": "/usr/share",
            ]) { $1 }, removing: ["WAYLAND_DISPLAY"], timeout: 300, program: host)
            #expect(output.status == 0, "\(output.stderr)")
            let result = try CheckResult.read(in: check.path)
            #expect(result.finished && result.failures.isEmpty, "\(result.failures.map(\.message))")
        }
    }

    @Test("Uninstall removes exactly what the installs added, translations and the folders they made included, and leaves everything else")
    func uninstallLeavesTheRest() throws {
        try Self.withTemporaryFolder { folder in
            // A build folder with two translations, as the gettext build lays them out.
            let bin = folder.appendingPathComponent("build")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            for program in ["gallery", "gallery-window", "gallery-mcp", "gallery-reader"] {
                try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent(program), withDestinationURL: Self.buildFolder.appendingPathComponent(program))
            }
            try FileManager.default.copyItem(at: Self.buildFolder.appendingPathComponent(Self.bundleName), to: bin.appendingPathComponent(Self.bundleName))
            for language in ["zh_CN", "de"] {
                try Self.write("a catalogue", to: bin.appendingPathComponent("locale/\(language)/LC_MESSAGES/swiftui-style-gallery.mo"))
            }
            // A prefix other programs use already, with folders the install shares.
            let prefix = folder.appendingPathComponent("prefix")
            for path in ["bin/other", "share/applications/other.desktop", "share/locale/zh_CN/LC_MESSAGES/other.mo", "share/icons/hicolor/index.theme"] {
                try Self.write("another program's", to: prefix.appendingPathComponent(path))
            }
            let before = Self.tree(prefix)

            let first = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path])
            #expect(first.status == 0, "\(first.stderr)")
            #expect(Set(Self.files(in: prefix)).isSuperset(of: Self.expectedFiles(from: bin)))
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/locale/de/LC_MESSAGES/swiftui-style-gallery.mo").path))

            // Installing again without one translation takes away the one left behind, and its folders.
            try FileManager.default.removeItem(at: bin.appendingPathComponent("locale/de"))
            let second = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path])
            #expect(second.status == 0, "\(second.stderr)")
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/locale/de").path))
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/locale/zh_CN/LC_MESSAGES/swiftui-style-gallery.mo").path))

            let uninstall = try Self.install(["--uninstall", "--prefix", prefix.path])
            #expect(uninstall.status == 0, "\(uninstall.stderr)")
            #expect(Self.tree(prefix) == before)
            #expect(try String(contentsOf: prefix.appendingPathComponent("share/locale/zh_CN/LC_MESSAGES/other.mo"), encoding: .utf8) == "another program's")

            let again = try Self.install(["--uninstall", "--prefix", prefix.path])
            #expect(again.status != 0)
            #expect(Self.isOneLine(again.stderr) && again.stderr.hasPrefix("install: nothing to uninstall: no "), "\(again.stderr)")
        }
    }

    @Test("An install that fails halfway says why in one line, and uninstall still removes what it had made")
    func failedInstall() throws {
        try Self.withTemporaryFolder { folder in
            let prefix = folder.appendingPathComponent("prefix")
            // A file where the metainfo's folder goes: the install stops there, after the binary and the desktop entry.
            try Self.write("in the way", to: prefix.appendingPathComponent("share/metainfo"))
            let before = Self.tree(prefix)
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", Self.buildFolder.path])
            #expect(install.status == 1)
            #expect(install.stderr == "install: cannot create '\(prefix.path)/share/metainfo': File exists\n")
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/gallery").path))
            let uninstall = try Self.install(["--uninstall", "--prefix", prefix.path])
            #expect(uninstall.status == 0, "\(uninstall.stderr)")
            #expect(Self.tree(prefix) == before)
        }
    }

    @Test("Bad options, a missing build, a prefix under a file and an unwritable prefix: one line on standard error, a non-zero exit, nothing made")
    func errors() throws {
        try Self.withTemporaryFolder { folder in
            let prefix = folder.appendingPathComponent("prefix")
            let empty = folder.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            try Self.write("a file", to: folder.appendingPathComponent("file"))
            let build = ["--no-build", "--bin-path", Self.buildFolder.path]
            let cases: [(arguments: [String], message: String)] = [
                (["--bogus"], "install: unknown option '--bogus' (see scripts/install --help)"),
                (["--prefix"], "install: --prefix needs a folder (see scripts/install --help)"),
                (["--prefix", prefix.path, "--bin-path", Self.buildFolder.path], "install: --bin-path needs --no-build (a build writes into the release folder)"),
                (["--uninstall", "--no-build", "--prefix", prefix.path], "install: --uninstall takes only --prefix"),
                (["--prefix", prefix.path, "--no-build", "--bin-path", empty.path],
                 "install: no gallery built in '\(empty.path)' (build it first, or drop --no-build)"),
                (["--prefix", folder.appendingPathComponent("file/prefix").path] + build,
                 "install: cannot install into '\(folder.path)/file/prefix': '\(folder.path)/file' is not a folder"),
            ]
            for (arguments, message) in cases {
                let output = try Self.install(arguments)
                #expect(output.status == 1 && output.stderr == message + "\n", "\(arguments): \(output.stderr)")
                #expect(output.stdout.isEmpty)
            }
            #expect(!FileManager.default.fileExists(atPath: prefix.path))

            // A folder this user cannot write to (root can write anywhere, so the script runs as nobody then).
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o555])
            let arguments = ["--prefix", locked.appendingPathComponent("prefix").path] + build
            let output = geteuid() == 0
                ? try Self.tool("runuser", ["-u", "nobody", "--", Self.script.path] + arguments)
                : try Self.install(arguments)
            #expect(output.status == 1 && output.stderr == "install: cannot write to '\(locked.path)' (run with sudo, or choose another --prefix)\n",
                    "\(output.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)

            let help = try Self.install(["--help"])
            #expect(help.status == 0 && help.stdout.contains("--uninstall") && help.stderr.isEmpty)
        }
    }

    // MARK: Prefixes of any spelling

    /// Folder names with each character the Desktop Entry Specification reserves in an Exec value, the `%` of its
    /// field codes, backslash sequences its string values know, and a letter beyond ASCII.
    static let oddNames = [
        "with space", "100%", "%f %u", "it's", "say \"hi\"", "`tick`", "$HOME", "back\\slash", "back\\n\\s",
        "a;b", "a&b", "(paren)", "~tilde", "#hash", "star*", "what?", "a|b<c>", "é", "all ' \" ` $ \\ ; & ( ) ~ # * % é",
    ]

    @Test("A prefix of any spelling: the desktop entry validates, names the installed window program exactly, GLib starts that program from it, and uninstall leaves the prefix as it was",
          arguments: oddNames)
    func oddPrefix(name: String) throws {
        try Self.withTemporaryFolder { folder in
            let bin = try Self.fakeBuild(in: folder)
            let prefix = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
            let before = Self.tree(folder)
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path])
            try #require(install.status == 0 && install.stderr.isEmpty, "\(install.stderr)")

            let entry = prefix.appendingPathComponent("share/applications/\(Self.id).desktop")
            let validate = try Self.tool("desktop-file-validate", [entry.path])
            #expect(validate.status == 0 && validate.stdout.isEmpty && validate.stderr.isEmpty, "\(validate.stdout)\(validate.stderr)")
            // Read back as the specification says, the Exec value is the window program's path, exactly (behind env when
            // the path has a %: GLib looks for the program before it reads %% as %, and would not list the entry).
            let program = prefix.appendingPathComponent("libexec/swiftui-style-gallery/gallery-window").path
            let lines = try String(contentsOf: entry, encoding: .utf8).split(separator: "\n")
            let exec = try #require(lines.first { $0.hasPrefix("Exec=") }).dropFirst(5)
            #expect(Self.execArguments(String(exec)) == (name.contains("%") ? ["/usr/bin/env", program] : [program]), "Exec=\(exec)")
            #expect(!lines.contains { $0.hasPrefix("TryExec=") || ($0.hasPrefix("Icon=") && $0 != "Icon=\(Self.id)") })

            // And the app grid's library starts that program from the entry.
            let launched = folder.appendingPathComponent("launched")
            let launch = try GalleryProcess.run(["launch", entry.path], environment: ["GALLERY_TEST_LAUNCHED": launched.path],
                                                removing: ["DISPLAY", "WAYLAND_DISPLAY"], program: URL(fileURLWithPath: "/usr/bin/gio"))
            #expect(launch.status == 0 && launch.stderr.isEmpty, "\(launch.stderr)")
            if launch.status == 0 {
                #expect(Self.waitForFile(launched, timeout: 30) == program)
            }
            try? FileManager.default.removeItem(at: launched)

            let uninstall = try Self.install(["--uninstall", "--prefix", prefix.path])
            #expect(uninstall.status == 0 && uninstall.stderr.isEmpty, "\(uninstall.stderr)")
            #expect(Self.tree(folder) == before)
        }
    }

    @Test("A prefix a desktop entry cannot name (a control character, bytes that are not UTF-8) is refused in one line before anything is written")
    func unexpressiblePrefix() throws {
        try Self.withTemporaryFolder { folder in
            let bin = try Self.fakeBuild(in: folder)
            let before = Self.tree(folder)
            let message = ": a desktop entry cannot name a folder whose name has a control character (such as a newline) or is not UTF-8\n"
            for name in ["new\nline", "tab\there", "escape\u{1B}[0m", "delete\u{7F}", "trailing newline\n"] {
                let output = try Self.install(["--prefix", folder.appendingPathComponent(name).path, "--no-build", "--bin-path", bin.path])
                #expect(output.status == 1 && Self.isOneLine(output.stderr) && output.stderr.hasPrefix("install: cannot install into $'")
                        && output.stderr.hasSuffix(message), "\(output.stderr)")
            }
            // Bytes that are not UTF-8 cannot be a Swift string: the shell makes the argument.
            let output = try Self.tool("bash", ["-c", "exec \"$0\" --prefix \"$1\"$'\\xff' --no-build --bin-path \"$2\"",
                                                Self.script.path, folder.appendingPathComponent("latin").path, bin.path])
            #expect(output.status == 1 && output.stderr == "install: cannot install into $'\(folder.path)/latin\\377'" + message, "\(output.stderr)")
            #expect(Self.tree(folder) == before)
        }
    }

    // MARK: Uninstall by identity, never through a link

    /// A folder in the prefix that is a link to a folder elsewhere, and a manifest line through it (as the old
    /// manifest format wrote lines, and as the new one does, with the outside file's own identity): uninstall and
    /// reinstall refuse in one line naming that line, remove nothing (the lines before it included), and the file
    /// elsewhere stays.
    @Test("A manifest line through a linked folder is refused in one line, and nothing is removed, in the prefix or elsewhere",
          arguments: Runner.all)
    func linkOutOfThePrefix(runner: Runner) throws {
        try Self.withTemporaryFolder(reachableBy: runner) { folder in
            let bin = try Self.fakeBuild(in: folder)
            let prefix = try Self.emptyPrefix(in: folder, for: runner)
            let elsewhere = folder.appendingPathComponent("elsewhere")
            let precious = elsewhere.appendingPathComponent("precious.txt")
            try Self.write("precious", to: precious)
            try runner.give(elsewhere)
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path], as: runner)
            try #require(install.status == 0, "\(install.stderr)")
            #expect(try Self.owner(of: prefix.appendingPathComponent("bin/gallery")) == runner.user, "the install ran \(runner)")
            try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("share/evil"), withDestinationURL: elsewhere)

            let manifest = prefix.appendingPathComponent(Self.manifest)
            let original = try String(contentsOf: manifest, encoding: .utf8)
            for line in ["file share/evil/precious.txt", "file \(try Self.identity(of: precious)) share/evil/precious.txt"] {
                let number = try Self.insert(line, intoManifestOf: prefix)
                let before = Self.tree(folder)
                for arguments in [["--uninstall", "--prefix", prefix.path], ["--prefix", prefix.path, "--no-build", "--bin-path", bin.path]] {
                    let output = try Self.install(arguments, as: runner)
                    let nothing = arguments[0] == "--uninstall" ? "nothing was removed" : "nothing was installed"
                    #expect(output.status == 1 && output.stderr == "install: line \(number) of '\(manifest.path)' goes through the symbolic link "
                            + "'\(prefix.path)/share/evil': '\(line)'; \(nothing)\n", "\(runner) \(arguments[0]): \(output.stderr)")
                    #expect(try String(contentsOf: precious, encoding: .utf8) == "precious", "\(runner) \(arguments[0])")
                    #expect(Self.tree(folder) == before, "\(runner) \(arguments[0])")
                }
                try Data(original.utf8).write(to: manifest)
            }

            // Without that line (and the link), the install uninstalls as ever.
            try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/evil"))
            let uninstall = try Self.install(["--uninstall", "--prefix", prefix.path], as: runner)
            #expect(uninstall.status == 0 && uninstall.stderr.isEmpty, "\(uninstall.stderr)")
            #expect(Self.tree(prefix).isEmpty)
            #expect(try String(contentsOf: precious, encoding: .utf8) == "precious")
        }
    }

    @Test("An install whose files would go through a linked folder in the prefix refuses in one line and writes nothing",
          arguments: Runner.all)
    func installThroughALink(runner: Runner) throws {
        try Self.withTemporaryFolder(reachableBy: runner) { folder in
            let bin = try Self.fakeBuild(in: folder)
            let prefix = try Self.emptyPrefix(in: folder, for: runner)
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("share/applications"), withDestinationURL: elsewhere)
            try runner.give(prefix)
            try runner.give(elsewhere)
            let before = Self.tree(folder)
            let output = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path], as: runner)
            #expect(output.status == 1 && output.stderr == "install: cannot install into '\(prefix.path)': '\(prefix.path)/share/applications' "
                    + "is a symbolic link, which uninstall would not follow\n", "\(output.stderr)")
            #expect(Self.tree(folder) == before)
        }
    }

    /// A sticky folder writable by everyone, as /tmp is, holding a link a third user planted to a folder of the runner's:
    /// without the kernel's protected_symlinks rule (off on this machine), an install would follow it and write there.
    @Test("An install or uninstall whose prefix goes through a link another user planted in a shared sticky folder refuses in one line and writes nothing; the runner's own link is followed",
          .enabled(if: geteuid() == 0, "planting a link as another user needs root"), arguments: Runner.all)
    func prefixThroughAPlantedLink(runner: Runner) throws {
        try Self.withTemporaryFolder(reachableBy: runner) { folder in
            let bin = try Self.fakeBuild(in: folder)
            let shared = folder.appendingPathComponent("shared")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false)
            #expect(chmod(shared.path, 0o1777) == 0)
            let elsewhere = try Self.emptyPrefix(in: folder, for: runner)
            let planted = shared.appendingPathComponent("planted")
            let plant = try Self.tool("setpriv", ["--reuid=12345", "--regid=12345", "--clear-groups", "/bin/ln", "-s", elsewhere.path, planted.path])
            try #require(plant.status == 0, "\(plant.stderr)")
            let before = Self.tree(folder)
            let message = "'\(planted.path)' is a symbolic link in a folder shared by everyone (sticky, like /tmp) and belongs to another user; it is not followed\n"
            for prefix in [planted, planted.appendingPathComponent("deeper/prefix")] {
                let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path], as: runner)
                #expect(install.status == 1 && install.stderr == "install: cannot install into '\(prefix.path)': " + message, "\(runner): \(install.stderr)")
                #expect(install.stdout.isEmpty)
                #expect(Self.tree(folder) == before, "\(runner) \(prefix.path)")
            }
            let uninstall = try Self.install(["--uninstall", "--prefix", planted.path], as: runner)
            #expect(uninstall.status == 1 && uninstall.stderr == "install: cannot uninstall from '\(planted.path)': " + message, "\(runner): \(uninstall.stderr)")

            // The runner's own link in the same folder is followed, as the kernel follows it, both ways.
            let own = shared.appendingPathComponent("own")
            let link = try Self.tool("setpriv", ["--reuid=\(try runner.user)", "--regid=\(runner == .nobody ? "nogroup" : "0")", "--clear-groups",
                                                 "/bin/ln", "-s", elsewhere.path, own.path])
            try #require(link.status == 0, "\(link.stderr)")
            let followed = try Self.install(["--prefix", own.path, "--no-build", "--bin-path", bin.path], as: runner)
            #expect(followed.status == 0 && followed.stderr.isEmpty, "\(runner): \(followed.stderr)")
            #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("bin/gallery").path))
            let removed = try Self.install(["--uninstall", "--prefix", own.path], as: runner)
            #expect(removed.status == 0 && removed.stderr.isEmpty, "\(runner): \(removed.stderr)")
            #expect(Self.tree(elsewhere).isEmpty)
        }
    }

    @Test("A manifest with one bad line in the middle is refused in one line naming it, and nothing is removed", arguments: Runner.all)
    func badLineRemovesNothing(runner: Runner) throws {
        try Self.withTemporaryFolder(reachableBy: runner) { folder in
            let bin = try Self.fakeBuild(in: folder)
            let prefix = try Self.emptyPrefix(in: folder, for: runner)
            try Self.write("beside the prefix", to: folder.appendingPathComponent("outside.txt"))
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path], as: runner)
            try #require(install.status == 0, "\(install.stderr)")
            let manifest = prefix.appendingPathComponent(Self.manifest)
            let original = try String(contentsOf: manifest, encoding: .utf8)
            let cases: [(line: String, complaint: String)] = [
                ("file ../outside.txt", "names a path outside the prefix"),
                ("file \(folder.path)/outside.txt", "names a path outside the prefix"),
                ("folder share/./locale", "names a path outside the prefix"),
                ("remove everything", "is not one this script writes"),
            ]
            let before = Self.tree(folder)
            for (line, complaint) in cases {
                let number = try Self.insert(line, intoManifestOf: prefix)
                let output = try Self.install(["--uninstall", "--prefix", prefix.path], as: runner)
                #expect(output.status == 1 && output.stderr == "install: line \(number) of '\(manifest.path)' \(complaint): '\(line)'; nothing was removed\n",
                        "\(runner) \(line): \(output.stderr)")
                #expect(Self.tree(folder) == before, "\(runner) \(line)")
                try Data(original.utf8).write(to: manifest)
            }
        }
    }

    /// A file edited in place (same inode, other contents) and one replaced by a copy (same contents, other inode)
    /// are no longer the files installed: uninstall keeps both, names them in one line, and removes the rest. So does a
    /// reinstall with a translation the build no longer has, edited since.
    @Test("Files edited or replaced since the install are kept and named in one line, and the rest is removed", arguments: Runner.all)
    func replacedFilesKept(runner: Runner) throws {
        try Self.withTemporaryFolder(reachableBy: runner) { folder in
            let bin = try Self.fakeBuild(in: folder)
            let prefix = try Self.emptyPrefix(in: folder, for: runner)
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path], as: runner)
            try #require(install.status == 0, "\(install.stderr)")

            let translation = "share/locale/de/LC_MESSAGES/swiftui-style-gallery.mo"
            try Data("my own words".utf8).write(to: prefix.appendingPathComponent(translation))
            try FileManager.default.removeItem(at: bin.appendingPathComponent("locale/de"))
            let reinstall = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path], as: runner)
            #expect(reinstall.status == 0 && reinstall.stderr == "install: kept '\(prefix.path)/\(translation)': it changed since it was installed\n",
                    "\(reinstall.stderr)")
            #expect(try String(contentsOf: prefix.appendingPathComponent(translation), encoding: .utf8) == "my own words")

            let stylesheet = "share/swiftui-style-gallery/gallery.css"
            let edited = try FileHandle(forWritingTo: prefix.appendingPathComponent(stylesheet))
            try edited.seekToEnd()
            try edited.write(contentsOf: Data("\n/* mine */\n".utf8))
            try edited.close()
            let metainfo = "share/metainfo/\(Self.id).metainfo.xml"
            let copy = folder.appendingPathComponent("copy")
            try FileManager.default.copyItem(at: prefix.appendingPathComponent(metainfo), to: copy)
            #expect(rename(copy.path, prefix.appendingPathComponent(metainfo).path) == 0)

            let uninstall = try Self.install(["--uninstall", "--prefix", prefix.path], as: runner)
            #expect(uninstall.status == 0 && uninstall.stdout == "Removed the gallery from \(prefix.path)\n")
            #expect(uninstall.stderr == "install: kept 2 files that changed since they were installed: "
                    + "'\(prefix.path)/\(stylesheet)', '\(prefix.path)/\(metainfo)'\n", "\(uninstall.stderr)")
            #expect(Self.files(in: prefix) == [translation, metainfo, stylesheet].sorted())
            #expect(try String(contentsOf: prefix.appendingPathComponent(stylesheet), encoding: .utf8).hasSuffix("/* mine */\n"))
        }
    }

    @Test("A manifest written before files were recorded with their identity still uninstalls, by path")
    func oldManifest() throws {
        try Self.withTemporaryFolder { folder in
            let bin = try Self.fakeBuild(in: folder)
            let prefix = try Self.emptyPrefix(in: folder, for: .me)
            let install = try Self.install(["--prefix", prefix.path, "--no-build", "--bin-path", bin.path])
            try #require(install.status == 0, "\(install.stderr)")
            let manifest = prefix.appendingPathComponent(Self.manifest)
            let old = try Self.manifestFiles(in: prefix).map { "file \($0.path)" }
            let folders = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("folder ") }
            try Data(((["# Written by scripts/install; 'scripts/install --uninstall --prefix \(prefix.path)' removes these."] + folders.map(String.init) + old)
                .joined(separator: "\n") + "\n").utf8).write(to: manifest)
            let uninstall = try Self.install(["--uninstall", "--prefix", prefix.path])
            #expect(uninstall.status == 0 && uninstall.stderr.isEmpty, "\(uninstall.stderr)")
            #expect(Self.tree(prefix).isEmpty)
        }
    }

    // MARK: Helpers

    /// Who runs the script in the tests of what uninstall may remove: the user running the tests and, when that
    /// is root, also `nobody`, on a prefix nobody owns (as a person installing into their own folders would).
    enum Runner: String, Sendable, CustomTestStringConvertible {
        case me, nobody
        static var all: [Runner] { geteuid() == 0 ? [.me, .nobody] : [.me] }
        var testDescription: String { self == .me ? "as \(String(cString: getpwuid(geteuid()).pointee.pw_name))" : "as nobody" }

        /// The runner's user id.
        var user: uid_t {
            get throws { self == .me ? geteuid() : try #require(getpwnam("nobody")).pointee.pw_uid }
        }

        /// Makes `url` and everything under it this runner's (nothing to do for the user running the tests).
        func give(_ url: URL) throws {
            guard self == .nobody else { return }
            let user = try self.user
            let group = try #require(getgrnam("nogroup")).pointee.gr_gid
            var paths = [url.path]
            let walker = FileManager.default.enumerator(atPath: url.path)
            while let path = walker?.nextObject() as? String { paths.append(url.path + "/" + path) }
            for path in paths { try #require(lchown(path, user, group) == 0, "cannot give \(path) to nobody") }
        }
    }

    /// Runs scripts/install with `arguments` as `runner`.
    static func install(_ arguments: [String], as runner: Runner) throws -> GalleryProcess.Output {
        switch runner {
        case .me: try install(arguments)
        case .nobody: try tool("setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", script.path] + arguments)
        }
    }

    /// A build folder anyone can read, as the install reads one: three small programs (the window program writes the
    /// path it was started by into the file `GALLERY_TEST_LAUNCHED` names), the test build's resource bundle, and a
    /// German translation.
    static func fakeBuild(in folder: URL) throws -> URL {
        let bin = folder.appendingPathComponent("build")
        let programs = [
            "gallery": "#!/bin/sh\nexit 0\n",
            "gallery-mcp": "#!/bin/sh\nexit 0\n",
            "gallery-reader": "#!/bin/sh\nexit 0\n",
            "gallery-window": """
                #!/bin/sh
                [ -n "$GALLERY_TEST_LAUNCHED" ] || exit 0
                printf '%s' "$0" > "$GALLERY_TEST_LAUNCHED.new" && mv -- "$GALLERY_TEST_LAUNCHED.new" "$GALLERY_TEST_LAUNCHED"

                """,
        ]
        for (program, text) in programs {
            try write(text, to: bin.appendingPathComponent(program))
            #expect(chmod(bin.appendingPathComponent(program).path, 0o755) == 0)
        }
        try FileManager.default.copyItem(at: buildFolder.appendingPathComponent(bundleName), to: bin.appendingPathComponent(bundleName))
        try write("a catalogue", to: bin.appendingPathComponent("locale/de/LC_MESSAGES/swiftui-style-gallery.mo"))
        return bin
    }

    /// The arguments of a desktop entry's Exec value read as the Desktop Entry Specification says: first as a string
    /// value (`\s`, `\n`, `\t`, `\r` and `\\` stand for a character), then split at spaces, an argument with a reserved
    /// character quoted whole in double quotes, inside which `\"`, `` \` ``, `\$` and `\\` stand for the character;
    /// then `%%` is a literal `%` (the gallery's entry has no field code). Nil for a value the specification does not allow.
    static func execArguments(_ value: String) -> [String]? {
        var string: [Character] = []
        var characters = value.makeIterator()
        while let character = characters.next() {
            guard character == "\\" else { string.append(character); continue }
            switch characters.next() {
            case "s": string.append(" ")
            case "n": string.append("\n")
            case "t": string.append("\t")
            case "r": string.append("\r")
            case "\\": string.append("\\")
            default: return nil
            }
        }
        let reserved = Set(" \t\n\"'\\><~|&;$*?#()`")
        var arguments: [String] = []
        var index = 0
        while index < string.count {
            if string[index] == " " { index += 1; continue }
            var argument = ""
            if string[index] == "\"" {
                index += 1
                while true {
                    guard index < string.count else { return nil }
                    let character = string[index]
                    index += 1
                    if character == "\"" { break }
                    if character == "\\" {
                        guard index < string.count, "\"`$\\".contains(string[index]) else { return nil }
                        argument.append(string[index])
                        index += 1
                    } else {
                        argument.append(character)
                    }
                }
                guard index == string.count || string[index] == " " else { return nil }
            } else {
                while index < string.count && string[index] != " " {
                    guard !reserved.contains(string[index]) else { return nil }
                    argument.append(string[index])
                    index += 1
                }
            }
            var literal = ""
            var percent = false
            for character in argument {
                if percent {
                    guard character == "%" else { return nil }
                    literal.append("%")
                    percent = false
                } else if character == "%" {
                    percent = true
                } else {
                    literal.append(character)
                }
            }
            guard !percent else { return nil }
            arguments.append(literal)
        }
        return arguments
    }

    /// The contents of `file` once it exists, or nil when it does not within `timeout` seconds.
    static func waitForFile(_ file: URL, timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8) { return text }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    /// The empty folder `prefix` in `folder`, `runner`'s.
    static func emptyPrefix(in folder: URL, for runner: Runner) throws -> URL {
        let prefix = folder.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        try runner.give(prefix)
        return prefix
    }

    /// The file lines of the manifest in `prefix`: each file's path and the identity recorded ("DEVICE INODE SHA256").
    static func manifestFiles(in prefix: URL) throws -> [(path: String, identity: String)] {
        let text = try String(contentsOf: prefix.appendingPathComponent(manifest), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("file ") }.map { line in
            let fields = line.dropFirst(5).split(separator: " ", maxSplits: 3)
            return (fields.count == 4 ? String(fields[3]) : "", fields.prefix(3).joined(separator: " "))
        }
    }

    /// The user id owning `file`.
    static func owner(of file: URL) throws -> uid_t {
        var status = stat()
        try #require(lstat(file.path, &status) == 0, "cannot read \(file.path)")
        return status.st_uid
    }

    /// The identity of `file` as the manifest records it: its device, inode and SHA-256 checksum.
    static func identity(of file: URL) throws -> String {
        var status = stat()
        try #require(lstat(file.path, &status) == 0, "cannot read \(file.path)")
        let checksum = try tool("sha256sum", [file.path])
        return "\(status.st_dev) \(status.st_ino) \(checksum.stdout.prefix(64))"
    }

    /// Puts `line` in the middle of the manifest in `prefix`, after some of its file lines and before others;
    /// returns its line number.
    static func insert(_ line: String, intoManifestOf prefix: URL) throws -> Int {
        let url = prefix.appendingPathComponent(manifest)
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstFile = try #require(lines.firstIndex { $0.hasPrefix("file ") })
        let index = firstFile + 3
        try #require(lines[index...].contains { $0.hasPrefix("file ") })
        lines.insert(line, at: index)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return index + 1
    }

    /// Runs scripts/install with `arguments`.
    static func install(_ arguments: [String]) throws -> GalleryProcess.Output {
        try GalleryProcess.run(arguments, timeout: 300, program: script)
    }

    /// Runs the system tool `name` (from /usr/bin or /usr/sbin) with `arguments`.
    static func tool(_ name: String, _ arguments: [String]) throws -> GalleryProcess.Output {
        let path = try #require(["/usr/bin/", "/usr/sbin/"].map { $0 + name }.first(where: FileManager.default.isExecutableFile(atPath:)),
                                "\(name) is missing: scripts/install-dependencies --test installs it")
        return try GalleryProcess.run(arguments, program: URL(fileURLWithPath: path))
    }

    /// A new folder (its path free of symbolic links, as the gallery reports paths), removed after `body`; for
    /// `nobody`, one in /tmp that nobody can reach.
    static func withTemporaryFolder(reachableBy runner: Runner = .me, _ body: (URL) throws -> Void) throws {
        let temporary = runner == .nobody ? URL(fileURLWithPath: "/tmp") : FileManager.default.temporaryDirectory
        let folder = temporary.resolvingSymlinksInPath().appendingPathComponent("gallery-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Writes `text` to `file`, making its folders.
    static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Every path under `folder`, relative to it, folders ending in "/".
    static func tree(_ folder: URL) -> Set<String> {
        var paths: Set<String> = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = walker?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(folder.path.count + 1))
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            paths.insert(isFolder == true ? relative + "/" : relative)
        }
        return paths
    }

    /// The files under `folder`, relative to it.
    static func files(in folder: URL) -> [String] {
        tree(folder).filter { !$0.hasSuffix("/") }.sorted()
    }

    /// Whether `text` is one line ending in a newline.
    static func isOneLine(_ text: String) -> Bool {
        text.hasSuffix("\n") && !text.dropLast().contains("\n")
    }
}
