import Foundation
import GalleryPrivateDisplay
import GallerySelfCheckReport
import Testing

/// One run of the real window under a private Xvfb, driven by its self-check
/// (`gallery-self-check`): it visits every page on every platform and records widget
/// trees, screenshots and a report into a folder. The tests read that folder.
struct SelfCheckRun: Sendable {
    /// Where the run recorded.
    let folder: URL
    /// The exit status of `gallery-self-check`.
    let status: Int32
    /// Whether `gallery-self-check` exited by itself, not by a signal.
    var exited = true
    /// Everything `gallery-self-check` printed on standard error.
    let stderr: String
    /// Why the run could not happen, if it could not.
    let failure: String?

    /// The run, made once for all window tests.
    static let shared = SelfCheckRun.make()
    /// How many times the self-check's scenes part saves its scene file (`SelfCheck.sceneSaves`).
    static let sceneSaves = 20
    /// How far the run goes; the self-check reads the same variable from the environment it inherits.
    static let depth = SelfCheckDepth.fromEnvironment(ProcessInfo.processInfo.environment)

    private static func make() -> SelfCheckRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-self-check-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let display: PrivateDisplay
        switch PrivateDisplay.start() {
        case .success(let started): display = started
        case .failure(let failure): return SelfCheckRun(folder: folder, status: -1, stderr: "", failure: failure.description)
        }
        defer { display.stop() }
        // Without a window manager nothing gives the window the keyboard; xdotool does, as soon as it
        // shows, so that focus looks as it does on a desktop.
        let focuser = Process()
        focuser.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        focuser.arguments = ["search", "--sync", "--onlyvisible", "--name", "SwiftUI Style Gallery", "windowfocus"]
        focuser.environment = ["DISPLAY": display.name]
        focuser.standardOutput = FileHandle.nullDevice
        focuser.standardError = FileHandle.nullDevice
        try? focuser.run()
        defer {
            if focuser.isRunning { kill(focuser.processIdentifier, SIGKILL) }
            focuser.waitUntilExit()
        }
        do {
            let output = try GalleryProcess.run([folder.path], environment: display.windowEnvironment, removing: ["WAYLAND_DISPLAY"], timeout: depth == .long ? 1800 : 900, program: GalleryProcess.selfCheckProgram)
            return SelfCheckRun(folder: folder, status: output.status, exited: output.exited, stderr: output.stderr, failure: nil)
        } catch {
            return SelfCheckRun(folder: folder, status: -1, stderr: "", failure: "could not run gallery-self-check: \(error)")
        }
    }

    /// What the self-check reported.
    func report() throws -> SelfCheckReport {
        try SelfCheckReport.read(in: folder)
    }

    /// The JSON object in `name`.
    func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The widget tree recorded for `page` on `platform`.
    func tree(_ platform: String, _ page: String) throws -> WidgetNode {
        WidgetNode(try json("tree-\(platform)-\(page).json"))
    }
}

/// A widget of a recorded tree.
struct WidgetNode {
    let type: String
    let classes: [String]
    let name: String?
    let text: String?
    let active: Bool?
    /// A drop-down's selected position.
    let selected: Int?
    /// A stack's visible child.
    let visibleChild: String?
    let children: [WidgetNode]

    init(_ json: [String: Any]) {
        type = json["type"] as? String ?? ""
        classes = json["classes"] as? [String] ?? []
        name = json["name"] as? String
        text = json["text"] as? String
        active = json["active"] as? Bool
        selected = json["selected"] as? Int
        visibleChild = json["visibleChild"] as? String
        children = (json["children"] as? [[String: Any]] ?? []).map(WidgetNode.init)
    }

    /// This widget and all below it.
    var all: [WidgetNode] { [self] + children.flatMap(\.all) }

    /// The card of the style `id` ("toggle.automatic").
    func card(_ id: String) -> WidgetNode? {
        all.first { $0.name == "card:\(id)" }
    }

    /// The first widget of GObject type `type` below this one.
    func first(_ type: String) -> WidgetNode? {
        all.first { $0.type == type }
    }
}

extension SelfCheckReport {
    /// The report the self-check wrote into `folder`.
    static func read(in folder: URL) throws -> SelfCheckReport {
        try JSONDecoder().decode(SelfCheckReport.self, from: Data(contentsOf: folder.appendingPathComponent("report.json")))
    }
}
