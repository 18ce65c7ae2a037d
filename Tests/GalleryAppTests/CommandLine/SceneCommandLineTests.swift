import Foundation
import GalleryModel
import GalleryWindowChecks
import Testing

/// The sign-in row of the documents: `.buttonStyle(.bordered)` on the row reaches its Button, its `.button` Menu
/// and its `.button` Toggle.
private let signInRow = """
    import SwiftUI

    struct SignInRow: View {
        @State private var remember = true

        var body: some View {
            HStack {
                Button("Sign In") {}
                Menu("Options") {
                    Button("Forgot Password") {}
                }
                .menuStyle(.button)
                Toggle("Remember Me", isOn: $remember)
                    .toggleStyle(.button)
            }
            .buttonStyle(.bordered)
        }
    }

    #Preview {
        SignInRow()
    }

    """

/// A file for `check`: a `.button` toggle (iOS 15, macOS 12), a menu style deprecated in a future release and a checkbox, which
/// iOS lacks; `Used` is written into `Screen` twice, so its lines are found through two views.
private let checked = """
    import SwiftUI

    struct Used: View {
        @State private var on = false

        var body: some View {
            Toggle("On", isOn: $on)
                .toggleStyle(.button)
        }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                Used()
                Used()
                Menu("More") {
                    Button("Copy") {}
                }
                .menuStyle(.borderlessButton)
            }
        }
    }

    """

/// A folder of scene files written for one test, removed after it.
private struct Folder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder (making its folders) and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Every node of a `scene --json` tree, depth first.
private func flatten(_ nodes: [[String: Any]]) -> [[String: Any]] {
    nodes.flatMap { node in [node] + flatten(node["children"] as? [[String: Any]] ?? []) }
}

/// `gallery scene`, `gallery check` and `gallery render FILE.swift`, run as a user runs them.
@Suite("Scene command line")
struct SceneCommandLineTests {
    @Test("scene PROJECT: the app's root scene, views of other files at their files, a view where the app uses it, branches")
    func sceneProject() throws {
        let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GallerySceneReaderTests/Fixtures/Shop").path
        let app = try GalleryProcess.run(["scene", shop, "--platform", "macOS"])
        #expect(app.status == 0, "\(app.stderr)")
        let lines = app.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ShopApp on macOS") == true)
        #expect(lines.contains { $0.contains("Toggle \"Wi-Fi\" ContentView.swift:12:21") })
        #expect(lines.contains { $0.contains("Text \"Network\" Card.swift:15:13") })
        // The macOS clause of the #if in Button("Order")'s chain.
        #expect(lines.contains { $0.contains("Button \"Order\"") && $0.contains("link → ") })
        #expect(lines.contains { $0.contains("ContentView.swift:20:21 #if: 1. #if os(iOS)  2. #else (drawn)") })
        let row = try GalleryProcess.run(["scene", shop + "/Sources/Shop/OrderRow.swift", "--json"])
        #expect(row.status == 0, "\(row.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(row.stdout.utf8)) as? [String: Any])
        let usedAt = try #require(json["usedAt"] as? [String: Any])
        #expect((usedAt["file"] as? String)?.hasSuffix("ContentView.swift") == true && usedAt["line"] as? Int == 38)
        let nodes = flatten(try #require(json["nodes"] as? [[String: Any]]))
        let reorder = try #require(nodes.first { $0["title"] as? String == "Reorder Cappuccino" })
        #expect((reorder["file"] as? String)?.hasSuffix("OrderRow.swift") == true)
        #expect((reorder["setAt"] as? [String: Any])?["line"] as? Int == 26)
        let offline = try GalleryProcess.run(["scene", shop + "/Sources/Shop/ContentView.swift", "--view", "ContentView", "--branch", "39=2"])
        #expect(offline.stdout.contains("Text \"Offline\"") && !offline.stdout.contains("Text \"Online\""))
        #expect(offline.stdout.contains("39:13 if: 1. if wifi  2. else (drawn)"))
        let alone = try GalleryProcess.run(["scene", shop + "/Sources/Shop/ContentView.swift", "--view", "ContentView", "--alone"])
        #expect(alone.stdout.contains("Card \"Network\" 11:17"))
        let bad = try GalleryProcess.run(["scene", shop, "--branch", "x=1"])
        #expect(bad.status != 0 && bad.stderr.contains("--branch"))
    }

    @Test("scene --json: the file, view, platform and release, and every node with exactly the documented keys")
    func sceneJSON() throws {
        let folder = try Folder()
        let file = try folder.write(signInRow, to: "SignInRow.swift")
        let output = try GalleryProcess.run(["scene", file, "--platform", "iOS", "--os-version", "17", "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["file", "view", "platform", "osVersion", "nodes", "usedAt", "callSites", "callSitesDisagree", "conditionals",
                                   "diagnostics"])
        #expect(json["usedAt"] is NSNull && (json["callSites"] as? [Any])?.isEmpty == true && json["callSitesDisagree"] as? Bool == false)
        #expect((json["conditionals"] as? [Any])?.isEmpty == true)
        #expect(json["file"] as? String == file)
        #expect(json["view"] as? String != nil)
        #expect(json["platform"] as? String == "iOS")
        #expect(json["osVersion"] as? String == "17")
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
        let nodes = flatten(try #require(json["nodes"] as? [[String: Any]]))
        let keys: Set = ["kind", "title", "family", "requested", "resolved", "available", "line", "column", "setAt", "reasons", "children"]
        for node in nodes { #expect(Set(node.keys) == keys, "\(node)") }
        let stack = try #require(nodes.first { $0["kind"] as? String == "HStack" })
        #expect(stack["line"] as? Int == 7 && stack["column"] as? Int == 9)
        #expect(stack["family"] is NSNull && stack["requested"] is NSNull && stack["available"] is NSNull && stack["setAt"] is NSNull)
        #expect((stack["reasons"] as? [Any])?.isEmpty == true)

        func control(_ kind: String, _ title: String) throws -> [String: Any] {
            try #require(nodes.first { $0["kind"] as? String == kind && $0["title"] as? String == title }, "\(kind) \(title)")
        }
        let button = try control("Button", "Sign In")
        #expect(button["family"] as? String == "button")
        #expect(button["requested"] as? String == "bordered")
        #expect(button["resolved"] as? String == "bordered")
        #expect(button["available"] as? Bool == true)
        #expect(button["line"] as? Int == 8 && button["column"] as? Int == 13)
        #expect(button["setAt"] as? [String: Int] == ["line": 16, "column": 9])
        #expect((button["reasons"] as? [String])?.isEmpty == false)
        let menu = try control("Menu", "Options")
        #expect(menu["family"] as? String == "menu")
        #expect(menu["requested"] as? String == "button" && menu["resolved"] as? String == "button")
        #expect(menu["setAt"] as? [String: Int] == ["line": 12, "column": 13])
        let toggle = try control("Toggle", "Remember Me")
        #expect(toggle["family"] as? String == "toggle")
        #expect(toggle["requested"] as? String == "button" && toggle["resolved"] as? String == "button")
        #expect(toggle["available"] as? Bool == true)
        #expect(toggle["line"] as? Int == 13 && toggle["column"] as? Int == 13)
        #expect(toggle["setAt"] as? [String: Int] == ["line": 14, "column": 17])
        // Toggles have had the button style since iOS 15, so iOS 14 lacks it.
        let older = try GalleryProcess.run(["scene", file, "--platform", "iOS", "--os-version", "14", "--json"])
        let olderNodes = flatten(try #require(try JSONSerialization.jsonObject(with: Data(older.stdout.utf8)) as? [String: Any])?["nodes"]
                                 as? [[String: Any]] ?? [])
        #expect(olderNodes.first { $0["kind"] as? String == "Toggle" }?["available"] as? Bool == false)
    }

    @Test("scene prints the tree, one indented line per view, each control with its styles, availability and where they were set")
    func sceneText() throws {
        let folder = try Folder()
        let file = try folder.write(signInRow, to: "SignInRow.swift")
        let output = try GalleryProcess.run(["scene", file, "--platform", "macOS"])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(" on macOS \(Platform.macOS.newestRelease)") == true)
        let toggle = try #require(lines.first { $0.contains("Toggle \"Remember Me\" 13:13") })
        #expect(toggle.hasPrefix("  "))
        #expect(toggle.contains("button → button"))
        #expect(toggle.contains("; available; set at 14:17 on Toggle — "))
        let button = try #require(lines.first { $0.contains("Button \"Sign In\" 8:13") })
        #expect(button.contains("bordered → bordered; available; set at 16:9 on HStack — "))
        #expect(lines.contains { $0.hasSuffix("HStack 7:9") })
    }

    @Test("scene prints what could not be read after the tree, as FILE:LINE:COLUMN: severity: message")
    func sceneDiagnostics() throws {
        let folder = try Folder()
        let file = try folder.write("""
            import SwiftUI

            struct Row: View {
                var body: some View {
                    VStack {
                        Mystery()
                        Text("Hi")
                    }
                }
            }

            """, to: "Row.swift")
        let output = try GalleryProcess.run(["scene", file])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\n\(file):6:13: "), "\(output.stdout)")
        let json = try GalleryProcess.run(["scene", file, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(Set(first.keys) == ["line", "column", "severity", "message"])
        #expect(first["line"] as? Int == 6 && first["column"] as? Int == 13)
    }

    @Test("A file that cannot be read, a folder, a binary file, a file without a view or an unknown --view: one line, exit 1")
    func sceneFailures() throws {
        let folder = try Folder()
        let row = try folder.write(signInRow, to: "SignInRow.swift")
        let empty = try folder.write("import SwiftUI\n\nlet answer = 42\n", to: "Empty.swift")
        let binary = folder.url.appendingPathComponent("Binary.swift").path
        try Data([0xFF, 0xD8, 0x00, 0x01, 0xC3, 0x28, 0x00, 0x7F] + Array(repeating: 0, count: 64)).write(to: URL(fileURLWithPath: binary))
        let missing = folder.url.appendingPathComponent("Missing.swift").path
        let cases: [([String], String)] = [
            (["scene", missing], missing), (["scene", folder.url.path], folder.url.path), (["scene", binary], binary),
            (["scene", empty], empty), (["scene", row, "--view", "Nothing"], row),
            (["scene", empty, "--json"], empty), (["render", empty, "--output", folder.url.appendingPathComponent("out").path], empty),
        ]
        for (arguments, file) in cases {
            let output = try GalleryProcess.run(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY"])
            #expect(output.status == 1, "\(arguments)")
            #expect(output.stdout.isEmpty, "\(arguments)")
            let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty, "\(arguments): \(output.stderr)")
            #expect(output.stderr.hasPrefix(file + ":"), "\(arguments): \(output.stderr)")
            #expect(output.stderr.contains(": error: "), "\(arguments): \(output.stderr)")
        }
    }

    @Test("render FILE.swift draws the view on every platform into one PNG each, named after the view, platform and scheme")
    func renderScene() throws {
        let folder = try Folder()
        let file = try folder.write(signInRow, to: "SignInRow.swift")
        let images = folder.url.appendingPathComponent("images")
        let output = try GalleryProcess.run(["render", file, "--view", "SignInRow", "--platform", "all", "--scheme", "dark", "--output", images.path],
                                            removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: 300)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Wrote \(Platform.allCases.count) images to "), "\(output.stdout)")
        let names = Platform.allCases.map { "SignInRow-\($0.rawValue)-dark.png" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).sorted() == names.sorted())
        for name in names {
            let image = try Pixels(images.appendingPathComponent(name).path)
            // Each platform's device: up to Apple TV's 1324-pixel screen across and the iPad's 1194 down, with the card around it.
            #expect((200...1500).contains(image.width), "\(name) is \(image.width) px wide")
            #expect((40...1500).contains(image.height), "\(name) is \(image.height) px high")
            #expect(image.distinctColors(upTo: 3) >= 3, "\(name) is blank")
        }
        let cards = try GalleryProcess.run(["render", file, "--page", "toggle", "--output", images.path], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(cards.status == 1)
        #expect(cards.stderr == "Error: --page applies to cards, not to a SwiftUI file\n")
    }

    @Test("Each platform's image is its own size, however large the one before it: a Mac's TabView after an iPad's is the Mac's window, as drawn alone")
    func renderSizesEachImage() throws {
        let folder = try Folder()
        let file = try folder.write("""
            import SwiftUI

            struct Tabs: View {
                var body: some View {
                    TabView {
                        Text("One").tabItem { Label("Home", systemImage: "house") }
                        Text("Two").tabItem { Label("Profile", systemImage: "person") }
                    }
                }
            }

            """, to: "Tabs.swift")
        func size(_ platforms: String, _ folderName: String) throws -> (width: Int, height: Int) {
            let images = folder.url.appendingPathComponent(folderName).path
            let output = try GalleryProcess.run(["render", file, "--platform", platforms, "--output", images], removing: ["DISPLAY", "WAYLAND_DISPLAY"],
                                                timeout: 300)
            #expect(output.status == 0, "\(output.stderr)")
            let image = try Pixels(images + "/Tabs-macOS-light.png")
            return (image.width, image.height)
        }
        let alone = try size("macOS", "alone"), afterOthers = try size("all", "all")
        #expect(alone == afterOthers, "the Mac's image is \(afterOthers) after the iPad's and the iPhone's, \(alone) alone")
    }

    @Test("What a view presents is drawn under the iPhone's screen, no wider than it: a long caption wraps instead of widening the stage")
    func presentationsUnderTheScreen() throws {
        let folder = try Folder()
        func width(_ modifiers: String, _ name: String) throws -> Int {
            let file = try folder.write("""
                import SwiftUI

                struct \(name): View {
                    @State private var confirmingTheRemovalOfEverySingleDownload = false
                    var body: some View {
                        Text("No Downloads")\(modifiers)
                    }
                }

                """, to: "\(name).swift")
            let images = folder.url.appendingPathComponent("images").path
            let output = try GalleryProcess.run(["render", file, "--platform", "iOS", "--output", images], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
            #expect(output.status == 0, "\(output.stderr)")
            return try Pixels(images + "/\(name)-iOS-light.png").width
        }
        let alone = try width("", "Alone")
        let presenting = try width("""

                        .confirmationDialog("Remove every download from this device and from iCloud?",
                                            isPresented: $confirmingTheRemovalOfEverySingleDownload) {
                            Button("Remove All", role: .destructive) { }
                        }
            """, "Presenting")
        #expect(presenting == alone, "the stage is \(presenting) px wide with the dialog's panel, \(alone) without")
    }

    @Test("A horizontal ScrollView of cards wider than the iPhone scrolls inside its screen: the image is as wide as a Text's")
    func horizontalShelfKeepsTheScreen() throws {
        let folder = try Folder()
        func width(_ body: String, _ name: String) throws -> Int {
            let file = try folder.write("import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n\(body)\n    }\n}\n", to: "\(name).swift")
            let images = folder.url.appendingPathComponent("images").path
            let output = try GalleryProcess.run(["render", file, "--platform", "iOS", "--output", images], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
            #expect(output.status == 0, "\(output.stderr)")
            return try Pixels(images + "/\(name)-iOS-light.png").width
        }
        let cards = (1...8).map { "                RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 220, height: 124) // \($0)" }
        let shelf = try width("        ScrollView(.horizontal) {\n            HStack {\n" + cards.joined(separator: "\n") + "\n            }\n        }", "Shelf")
        let alone = try width("        Text(\"Up Next\")", "Words")
        #expect(shelf == alone, "the stage is \(shelf) px wide with the shelf, \(alone) with a Text")
    }

    @Test("render FILE --branch draws the branch chosen, as gallery scene does; --branch and --define need a file")
    func renderBranch() throws {
        let folder = try Folder()
        let rows = (0..<40).map { "                Text(\"Row \($0)\")" }.joined(separator: "\n")
        let file = try folder.write("import SwiftUI\n\nstruct Branches: View {\n    var isShort = false\n\n    var body: some View {\n"
                                    + "        if isShort {\n            Text(\"Short\")\n        } else {\n            VStack {\n\(rows)\n            }\n        }\n    }\n}\n",
                                    to: "Branches.swift")
        func height(_ extra: [String]) throws -> Int {
            let images = folder.url.appendingPathComponent("images-\(extra.count)").path
            let output = try GalleryProcess.run(["render", file, "--platform", "iOS", "--output", images] + extra, removing: ["DISPLAY", "WAYLAND_DISPLAY"])
            #expect(output.status == 0, "\(output.stderr)")
            return try Pixels(images + "/Branches-iOS-light.png").height
        }
        // `isShort` starts false, so the branch that holds, the second, is drawn by default: forty rows, more than the
        // phone's screen. Choosing the first draws the short one, on the screen's own height.
        let drawn = try height([]), first = try height(["--branch", "7=1"])
        #expect(drawn > first + 100, "the default image is \(drawn) px high, the first branch's \(first)")
        let bad = try GalleryProcess.run(["render", file, "--branch", "seven", "--output", folder.url.path + "/bad"], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(bad.status != 0 && bad.stderr == "Error: --branch 'seven' is not [FILE:]LINE[:COLUMN]=N, N counted from 1\n", "\(bad.stderr)")
        for option in [["--branch", "7=2"], ["--define", "DEBUG"]] {
            let cards = try GalleryProcess.run(["render", "--page", "toggle", "--output", folder.url.path + "/cards"] + option,
                                               removing: ["DISPLAY", "WAYLAND_DISPLAY"])
            #expect(cards.status != 0 && cards.stderr == "Error: \(option[0]) applies to a SwiftUI file; give the file too\n", "\(cards.stderr)")
        }
    }

    @Test("render of a view thousands of rows tall draws its top 8,000 pixels and says so, rather than failing on the X server")
    func renderTallScene() throws {
        let folder = try Folder()
        let rows = (0..<3_000).map { "            Toggle(\"Row \($0)\", isOn: $on)" }.joined(separator: "\n")
        let file = try folder.write("import SwiftUI\n\nstruct Tall: View {\n    @State private var on = true\n\n    var body: some View {\n        VStack {\n"
                                    + rows + "\n        }\n    }\n}\n", to: "Tall.swift")
        let images = folder.url.appendingPathComponent("images")
        let output = try GalleryProcess.run(["render", file, "--platform", "iOS", "--output", images.path],
                                            removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: 300)
        #expect(output.status == 0, "\(output.stderr)")
        let image = try Pixels(images.appendingPathComponent("Tall-iOS-light.png").path)
        #expect((Int(SceneRenderJob.maximumStageHeight)...Int(SceneRenderJob.maximumStageHeight) + 600).contains(image.height), "\(image.height) px high")
    }

    @Test("A ScrollView scrolls inside the device's screen, short or long, where a Group of the same rows grows past it")
    func renderScrollView() throws {
        let folder = try Folder()
        func screen(_ container: String, rows: Int) throws -> Int {
            let name = "\(container == "ScrollView" ? "Scrolled" : "Stacked")\(rows)"
            let texts = (0..<rows).map { "                Text(\"Row \($0)\")" }.joined(separator: "\n")
            let file = try folder.write("import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n        ZStack {\n"
                                        + "            \(container) {\n                VStack {\n\(texts)\n                }\n            }\n        }\n    }\n}\n",
                                        to: "\(name).swift")
            let images = folder.url.appendingPathComponent("images").path
            let output = try GalleryProcess.run(["render", file, "--platform", "iOS", "--output", images], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
            #expect(output.status == 0, "\(output.stderr)")
            return try Pixels(images + "/\(name)-iOS-light.png").height
        }
        // Twelve rows fit the phone's screen: both images are the screen.
        let scrolled = try screen("ScrollView", rows: 12), stacked = try screen("Group", rows: 12)
        #expect(abs(scrolled - stacked) <= 4, "the ScrollView's image is \(scrolled) px high, the Group's \(stacked)")
        let phone = try #require(PlatformTheme.of(.iOS).deviceScreen).height
        #expect((phone...phone + 150).contains(scrolled), "the screen's image is \(scrolled) px high, the screen \(phone)")
        // A hundred rows do not: the scroller stays the screen's height, where the Group grows with them.
        let long = try screen("ScrollView", rows: 100), longStacked = try screen("Group", rows: 100)
        #expect(abs(long - scrolled) <= 4 && longStacked > 1_500, "\(long) px high; the Group \(longStacked)")
    }

    @Test("check: an unavailable style is an error at its modifier, a deprecated one a warning naming its replacement, each line once")
    func checkFindings() throws {
        let folder = try Folder()
        let file = try folder.write(checked, to: "Screen.swift")
        let mac = Platform.macOS.newestRelease
        let output = try GalleryProcess.run(["check", file, "--target", "iOS=14", "--target", "macOS=\(mac)"])
        #expect(output.status == 1)
        #expect(output.stdout == """
            \(file):8:13: error: '.toggleStyle(.button)' is only available in iOS 15.0 or newer [availability]
            \(file):20:13: warning: '.menuStyle(.borderlessButton)' will be deprecated in a future version of iOS: use .menuStyle(.button) with .buttonStyle(.borderless) [deprecation]
            \(file):20:13: warning: '.menuStyle(.borderlessButton)' will be deprecated in a future version of macOS: use .menuStyle(.button) with .buttonStyle(.borderless) [deprecation]

            """)
        #expect(output.stderr == "1 error, 2 warnings in 1 file\n")

        // No error; the style deprecated in a future release is a warning in every release, the oldest and the newest.
        let clean = try GalleryProcess.run(["check", file, "--target", "iOS=15"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "\(file):20:13: warning: '.menuStyle(.borderlessButton)' will be deprecated in a future version of iOS: use .menuStyle(.button) with .buttonStyle(.borderless) [deprecation]\n")
        #expect(clean.stderr == "0 errors, 1 warning in 1 file\n")

        let warned = try GalleryProcess.run(["check", file, "--target", "iOS=\(Platform.iOS.newestRelease)"])
        #expect(warned.status == 0)
        #expect(warned.stdout == clean.stdout)

        let tv = try GalleryProcess.run(["check", file, "--target", "tvOS=18"])
        #expect(tv.status == 1)
        #expect(tv.stdout.hasPrefix("\(file):8:13: error: '.toggleStyle(.button)' is unavailable in tvOS [availability]\n"))
    }

    @Test("check without --target checks each file for the targets that build it: a package's platforms, an Xcode project's iOS and watch targets")
    func checkProjects() throws {
        let folder = try Folder()
        // A package naming iOS 15 and macOS 12: `.menuStyle(.button)` needs iOS 16 and macOS 13.
        try folder.write("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                platforms: [.iOS(.v15), .macOS("12.0")],
                targets: [.target(name: "Kit"), .testTarget(name: "KitTests")]
            )
            """, to: "Kit/Package.swift")
        let kit = try folder.write("import SwiftUI\n\nstruct More: View {\n    var body: some View {\n        Menu(\"More\") { Text(\"A\") }.menuStyle(.button)\n    }\n}\n",
                                   to: "Kit/Sources/Kit/More.swift")
        // An Xcode project with an iPhone app and a watch app: each file checked for its own target only.
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GallerySwiftProjectTests/Fixtures/WatchApp")
        let app = folder.url.appendingPathComponent("WatchApp")
        try FileManager.default.copyItem(at: fixture, to: app)
        let phone = try folder.write("import SwiftUI\n\nstruct RowView: View {\n    var body: some View { Toggle(\"On\", isOn: .constant(true)).toggleStyle(.checkbox) }\n}\n",
                                     to: "WatchApp/Phone/Views/RowView.swift")
        let watch = try folder.write("import SwiftUI\n\n@main\nstruct WatchApp: App {\n    var body: some Scene { WindowGroup { List { Text(\"W\") }.listStyle(.carousel) } }\n}\n",
                                     to: "WatchApp/Watch/WatchApp.swift")
        let stray = try folder.write("let x = 1\n", to: "Stray.swift")

        let output = try GalleryProcess.run(["check", folder.url.path])
        #expect(output.status == 1, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(kit):5:35: error: '.menuStyle(.button)' is only available in iOS 16.0 or newer [availability]"), "\(lines)")
        #expect(lines.contains("\(kit):5:35: error: '.menuStyle(.button)' is only available in macOS 13.0 or newer [availability]"), "\(lines)")
        #expect(lines.contains("\(phone):4:62: error: '.toggleStyle(.checkbox)' is unavailable in iOS [availability]"), "\(lines)")
        // The watch target compiles the carousel list, and nothing checks it for iOS.
        #expect(!lines.contains { $0.hasPrefix(watch) }, "\(lines)")
        #expect(lines.contains("\(stray):1:1: note: not read: no project holds this file, so its targets are unknown and it is not checked"), "\(lines)")
        #expect(output.stderr.contains("note: ") && output.stderr.contains("WatchApp.xcodeproj"), "\(output.stderr)")
        // What a manifest could not be read in is a note at its place, and counted (a test target with no folder of its
        // own is looked for in the first predefined folder that exists, as SwiftPM looks: Sources/).
        #expect(lines.contains { $0.hasSuffix("Kit/Package.swift:7:37: note: not read: the folder of target KitTests, Sources/KitTests, is not on disk: the target's files are not known") }, "\(lines)")
        #expect(output.stderr.hasSuffix("3 errors, 0 warnings, 3 regions not read in 6 files\n"), "\(output.stderr)")

        // A file outside any project needs --target, said in one line.
        let alone = try GalleryProcess.run(["check", stray])
        #expect(alone.status == 2)
        #expect(alone.stderr == "Error: '\(stray)' is in no Swift package or Xcode project, so its targets are unknown: give --target, such as --target iOS=17 (see 'gallery check --help')\n")
        // A --target gives its platform's release instead of the project's; the project's other platforms stay.
        let given = try GalleryProcess.run(["check", kit, "--target", "iOS=16"])
        #expect(given.status == 1 && given.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
                    == ["\(kit):5:35: error: '.menuStyle(.button)' is only available in macOS 13.0 or newer [availability]"],
                "\(given.stdout)\(given.stderr)")
        #expect(try GalleryProcess.run(["check", kit, "--target", "iOS=16", "--target", "macOS=13"]).status == 0)
        // The watch app's files stay the watch's: a --target of iOS does not make them iOS code.
        let watchOnly = try GalleryProcess.run(["check", watch, "--target", "iOS=13"])
        #expect(watchOnly.status == 0 && !watchOnly.stdout.contains(watch), "\(watchOnly.stdout)")
    }

    @Test("check does not check a target for a platform it cannot build for (a file imports UIKit outside #if), and says so on the project's line")
    func checkImportsRuleOutPlatforms() throws {
        let folder = try Folder()
        try folder.write("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Phone", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "Phone")])
            """, to: "Phone/Package.swift")
        try folder.write("import UIKit\n", to: "Phone/Sources/Phone/AppDelegate.swift")
        // `.listStyle(.insetGrouped)` is unavailable on macOS: an error only if the Mac build were checked.
        let list = try folder.write("import SwiftUI\n\nstruct Rows: View {\n    var body: some View { List { Text(\"A\") }.listStyle(.insetGrouped) }\n}\n",
                                    to: "Phone/Sources/Phone/Rows.swift")
        let output = try GalleryProcess.run(["check", folder.url.path])
        #expect(output.status == 0 && output.stdout.isEmpty, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("Phone (iOS 17, iPadOS 17; not macOS: Sources/Phone/AppDelegate.swift:1 imports UIKit)"), "\(output.stderr)")
        // Given as a --target, macOS is still not a platform this file is built for.
        let mac = try GalleryProcess.run(["check", list, "--target", "macOS=15"])
        #expect(mac.status == 0, "\(mac.stdout)")
    }

    @Test("check --format json: every file with its diagnostics (file, line, column, severity, message, rule), the targets and the counts; exit codes as text")
    func checkJSON() throws {
        let folder = try Folder()
        let file = try folder.write(checked, to: "Screen.swift")
        // The same file with the menu's default style: nothing to say at iOS 15.
        let clean = try folder.write(checked.replacingOccurrences(of: ".menuStyle(.borderlessButton)", with: ".menuStyle(.automatic)"),
                                     to: "Clean/Clean.swift")
        let missing = folder.url.appendingPathComponent("Missing.swift").path
        let mac = Platform.macOS.newestRelease
        let output = try GalleryProcess.run(["check", file, missing, "--target", "iOS=14", "--target", "macOS=\(mac)", "--format", "json"])
        #expect(output.status == 1)
        #expect(output.stderr == "2 errors, 2 warnings in 2 files\n")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["targets", "projects", "files", "summary"])
        #expect((document["projects"] as? [Any])?.isEmpty == true, "no project holds these files")
        let targets = document["targets"] as? [[String: String]]
        #expect(targets == [["platform": "iOS", "osVersion": "14"], ["platform": "macOS", "osVersion": mac.description]])
        #expect(document["summary"] as? [String: Int] == ["errors": 2, "warnings": 2, "notRead": 0, "files": 2])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["file"] as? String } == [file, missing])
        let diagnostics = try #require(files[0]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 3)
        let first = diagnostics[0]
        #expect(Set(first.keys) == ["file", "line", "column", "severity", "message", "localizedMessage", "rule"])
        #expect(first["file"] as? String == file && first["line"] as? Int == 8 && first["column"] as? Int == 13)
        #expect(first["severity"] as? String == "error" && first["rule"] as? String == "availability")
        #expect(first["message"] as? String == "'.toggleStyle(.button)' is only available in iOS 15.0 or newer")
        #expect(Set(files[0].keys) == ["file", "targets", "diagnostics", "notRead"])
        #expect((files[0]["notRead"] as? [Any])?.isEmpty == true)
        #expect(diagnostics.contains { $0["severity"] as? String == "warning" && $0["rule"] as? String == "deprecation" && $0["line"] as? Int == 20 })
        // The text lines say the same findings.
        let text = try GalleryProcess.run(["check", file, missing, "--target", "iOS=14", "--target", "macOS=\(mac)"])
        #expect(text.stdout.split(separator: "\n").count == 4)
        let unreadable = try #require((files[1]["diagnostics"] as? [[String: Any]])?.first)
        #expect(unreadable["line"] as? Int == 1 && unreadable["rule"] as? String == "source" && unreadable["message"] as? String == "No such file or directory")

        // Nothing found: every file listed with no diagnostics, exit 0.
        let none = try GalleryProcess.run(["check", clean, "--target", "iOS=15", "--format", "json"])
        #expect(none.status == 0)
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(none.stdout.utf8)) as? [String: Any])
        #expect(((empty["files"] as? [[String: Any]])?.first?["diagnostics"] as? [Any])?.isEmpty == true)
        let usage = try GalleryProcess.run(["check", clean, "--target", "iOS=15", "--format", "xml"])
        #expect(usage.status == 2 && usage.stdout.isEmpty)
    }

    @Test("scene - and check - read standard input, named <stdin>")
    func standardInput() throws {
        let folder = try Folder()
        let file = try folder.write(checked, to: "Screen.swift")
        func run(_ arguments: [String]) throws -> GalleryProcess.Output {
            try GalleryProcess.run(["-c", "file=$1; shift; exec \"$@\" < \"$file\"", "sh", file, GalleryProcess.executable.path] + arguments,
                                   program: URL(fileURLWithPath: "/bin/sh"))
        }
        let check = try run(["check", "-", "--target", "iOS=14"])
        #expect(check.status == 1)
        let named = try GalleryProcess.run(["check", file, "--target", "iOS=14"])
        #expect(check.stdout == named.stdout.replacingOccurrences(of: file, with: "<stdin>"))
        let scene = try run(["scene", "-", "--view", "Screen"])
        #expect(scene.status == 0)
        let sceneOfFile = try GalleryProcess.run(["scene", file, "--view", "Screen"])
        #expect(scene.stdout == sceneOfFile.stdout)
        let nothing = try GalleryProcess.run(["-c", "exec \"$0\" scene - < /dev/null", GalleryProcess.executable.path], program: URL(fileURLWithPath: "/bin/sh"))
        #expect(nothing.status == 1 && nothing.stderr.hasPrefix("<stdin>:1:1: error: "), "\(nothing.stderr)")
    }

    @Test("check reads folders recursively in sorted order, skipping .build and hidden folders, and counts the files")
    func checkFolders() throws {
        let folder = try Folder()
        let b = try folder.write(checked, to: "b/Screen.swift")
        let a = try folder.write(checked, to: "a/Screen.swift")
        try folder.write(checked, to: ".build/checkouts/Screen.swift")
        try folder.write(checked, to: ".hidden/Screen.swift")
        try folder.write("not swift", to: "a/notes.txt")
        let output = try GalleryProcess.run(["check", folder.url.path, "--target", "iOS=14"])
        #expect(output.status == 1)
        let files = output.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        // Each file's error and its warning (the menu style deprecated in a future release warns at every target).
        #expect(files == [a, a, b, b])
        #expect(output.stderr == "2 errors, 2 warnings in 2 files\n")
        // A file that cannot be read is an error line of its own, and the others are still checked.
        let missing = folder.url.appendingPathComponent("Missing.swift").path
        let both = try GalleryProcess.run(["check", missing, a, "--target", "iOS=14"])
        #expect(both.status == 1)
        #expect(both.stdout.hasPrefix(missing + ":"))
        #expect(both.stdout.contains("\n\(a):8:13: error: "))
    }

    @Test("check reads a .swift file deeper than PATH_MAX in a folder, as any other, and names it by its whole path")
    func checkDeepFiles() throws {
        let folder = try Folder()
        // Removed by rm, which walks as deep as it must; the folder's own removal stops at PATH_MAX.
        defer { _ = try? GalleryProcess.run(["-rf", folder.url.path], program: URL(fileURLWithPath: "/bin/rm")) }
        let name = String(repeating: "d", count: 200)
        let levels = 25
        // Made one name at a time from the folder before: no path longer than PATH_MAX is ever given to the system.
        var parent = open(folder.url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(parent >= 0)
        for _ in 0..<levels {
            try #require(mkdirat(parent, name, 0o755) == 0)
            let next = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            close(parent)
            try #require(next >= 0)
            parent = next
        }
        let deepFile = openat(parent, "Deep.swift", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        close(parent)
        try #require(deepFile >= 0)
        let bytes = Array(checked.utf8)
        #expect(bytes.withUnsafeBytes { write(deepFile, $0.baseAddress, $0.count) } == bytes.count)
        close(deepFile)
        let deep = folder.url.path + String(repeating: "/" + name, count: levels) + "/Deep.swift"
        #expect(deep.utf8.count > Int(PATH_MAX))
        let shallow = try folder.write(checked, to: "Screen.swift")
        let output = try GalleryProcess.run(["check", folder.url.path, "--target", "iOS=14"])
        #expect(output.status == 1)
        let files = output.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        #expect(files == [shallow, shallow, deep, deep])
        #expect(output.stdout.contains("\n\(deep):8:13: error: "), "\(output.stdout.suffix(300))")
        #expect(output.stderr == "2 errors, 2 warnings in 2 files\n")
    }

    /// Root reads every folder and file: the folders and files here are closed to `nobody`, who runs the check.
    @Test("check never skips in silence: a folder it cannot list or enter and a file it cannot open are each an error naming the path, as nobody",
          .enabled(if: geteuid() == 0, "closing files to another user needs root"))
    func checkUnreadable() throws {
        let folder = try Folder()
        let a = try folder.write(checked, to: "a/Screen.swift")
        try folder.write(checked, to: "locked/Hidden.swift")
        try folder.write(checked, to: "noentry/sub/Inner.swift")
        try folder.write(checked, to: "noentry/Listed.swift")
        let secret = try folder.write(checked, to: "secret.swift")
        let locked = folder.url.appendingPathComponent("locked").path
        let noEntry = folder.url.appendingPathComponent("noentry").path
        #expect(chmod(locked, 0o000) == 0 && chmod(noEntry, 0o444) == 0 && chmod(secret, 0o000) == 0)
        GalleryProcess.reachableByOtherUsers
        // Given by name, each still says so: the folder and the file.
        let output = try GalleryProcess.run(["--reuid=nobody", "--regid=nogroup", "--clear-groups", GalleryProcess.executable.path,
                                             "check", folder.url.path, locked, "--target", "iOS=14"],
                                            program: URL(fileURLWithPath: "/usr/bin/setpriv"))
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(a):8:13: error: ") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("\(a):20:13: warning: ") == true, "\(lines)")
        #expect(Array(lines.dropFirst(2)) == [
            "\(locked): error: cannot read the folder: permission denied",
            "\(noEntry): error: cannot read the folder: permission denied",
            "\(secret):1:1: error: Permission denied [source]",
            "\(locked): error: cannot read the folder: permission denied",
        ], "\(output.stdout)")
        #expect(output.stderr == "5 errors, 1 warning in 2 files\n", "\(output.stderr)")
    }

    @Test("check: a bad --target is one line naming what is known, exit 2", arguments: [
        (["--target", "iOS17"], "Error: --target 'iOS17' is not PLATFORM=RELEASE, such as iOS=17; platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")) (see 'gallery check --help')\n"),
        (["--target", "Android=14"], "Error: --target 'Android=14': unknown platform 'Android'; valid platforms: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")) (see 'gallery check --help')\n"),
        (["--target", "iOS=twelve"], "Error: --target 'iOS=twelve': 'twelve' is not a release number such as 17 or 14.2 (see 'gallery check --help')\n"),
        ([], "Error: 'Anything.swift' is in no Swift package or Xcode project, so its targets are unknown: give --target, such as --target iOS=17 (see 'gallery check --help')\n"),
        (["--target", "iOS=17", "--bogus"], "Error: Unknown option '--bogus' (see 'gallery check --help')\n"),
    ] as [([String], String)])
    func checkUsage(arguments: [String], message: String) throws {
        let output = try GalleryProcess.run(["check", "Anything.swift"] + arguments)
        #expect(output.status == 2)
        #expect(output.stderr == message)
        #expect(output.stdout.isEmpty)
    }
}
