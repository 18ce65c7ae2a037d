import CGtk
import Foundation
import GalleryModel
import GalleryWindowChecks
import Testing

/// `gallery render`: PNGs drawn with the window's widgets on a private X server, without a
/// display. The images of a few pages on every platform are checked against what the model
/// says of them (written under .build/, never into git).
@Suite("Rendering to PNG")
struct RenderTests {
    static let pages: [StyleFamily] = [.toggle, .picker, .button, .tabView, .textField]
    static let width = 320

    /// Where the renders go: under .build/, beside the binary.
    static let folder = GalleryProcess.executable.deletingLastPathComponent().appendingPathComponent("render-check")

    /// Each page's stages on every platform, rendered once for the suite with DISPLAY unset.
    static let renders: [StyleFamily: GalleryProcess.Output] = {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var outputs: [StyleFamily: GalleryProcess.Output] = [:]
        for family in pages {
            outputs[family] = try? GalleryProcess.run(
                ["render", "--page", family.rawValue, "--stage-only", "--size", String(width), "--output", folder.appendingPathComponent(family.rawValue).path],
                removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: 300)
        }
        return outputs
    }()

    @Test("Every style of a page gets one image per platform, each drawn (not blank) at a sensible size", arguments: pages)
    func imagesAreDrawn(family: StyleFamily) throws {
        let output = try #require(Self.renders[family])
        #expect(output.status == 0, "\(output.stderr)")
        let styles = StyleCatalog.family(family).styles
        #expect(output.stdout.hasPrefix("Wrote \(styles.count * Platform.allCases.count) images to "))
        for style in styles {
            for platform in Platform.allCases {
                let name = RenderJobs.fileName(page: .family(family), style: style, context: Context(platform: platform))
                let image = try Pixels(Self.folder.appendingPathComponent(family.rawValue).appendingPathComponent(name).path)
                // The size asked for is the card's width; a card whose example needs more room (a wide picker) grows.
                #expect((40...Self.width * 2).contains(image.width), "\(name) is \(image.width) px wide")
                #expect((20...1200).contains(image.height), "\(name) is \(image.height) px high")
                #expect(image.distinctColors(upTo: 3) >= 3, "\(name) is blank")
            }
        }
    }

    @Test("On one platform, two styles whose plans draw differently are drawn differently", arguments: pages)
    func looksDiffer(family: StyleFamily) throws {
        _ = try #require(Self.renders[family])
        for platform in Platform.allCases {
            let cards = StyleCatalog.family(family).styles.map { style in
                let resolution = StyleResolver.resolve(style, platform: platform)
                return (style: style, resolution: resolution, drawn: Self.shown(Planner.plan(resolution).widget.appearance))
            }
            for (index, first) in cards.enumerated() {
                // Styles Apple draws alike (PopUpButtonPickerStyle() and the Mac's menu picker) have equal plans.
                for second in cards[(index + 1)...] where first.drawn != second.drawn {
                    let images = try [first.style, second.style].map { style in
                        try Pixels(Self.folder.appendingPathComponent(family.rawValue)
                            .appendingPathComponent(RenderJobs.fileName(page: .family(family), style: style, context: Context(platform: platform))).path)
                    }
                    #expect(images[0].bytes != images[1].bytes,
                            "\(first.style.id) (\(first.resolution.resolved.name)) and \(second.style.id) (\(second.resolution.resolved.name)) look the same on \(platform)")
                }
            }
        }
    }

    /// What a card shows of `plan`: on Apple TV the control the focus rests on lifts onto the light focus platter,
    /// whatever glass or field border it is made of (``WidgetPlan/placingRestingFocus(on:)``), so its kind of glass, and
    /// a text field's border, are seen only once the focus moves on. A still of paged views shows no page turning (how it turns, `verticalPage(transitionStyle:)`
    /// against `verticalPage`), and without page dots only its first page, not which way the others lie (a watch's
    /// `page(indexDisplayMode: .never)` against its `carousel`).
    static func shown(_ plan: WidgetPlan) -> WidgetPlan {
        var copy = plan
        if copy.hasRestingFocus {
            copy.cssClasses.removeAll { ["glass-clear", "glass-tinted", "flat", "plain-field", "rounded-border", "capsule-border", "square-border"].contains($0) }
        }
        if copy.kind == .pagedStack {
            copy.properties[.transition] = nil
            if copy.bool(.showsIndicator) != true {
                copy.properties[.orientation] = nil
                copy.children = Array(copy.children.prefix(1))
            }
        }
        copy.children = copy.children.map(shown)
        return copy
    }

    @Test("A contact sheet holds every card of the page on every platform, with captions")
    func sheet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-sheet-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try GalleryProcess.run(["render", "--page", "toggle", "--platform", "all", "--sheet", "--scheme", "dark",
                                             "--output", folder.path], removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: 300)
        #expect(output.status == 0, "\(output.stderr)")
        let sheet = try Pixels(folder.appendingPathComponent("toggle-sheet-dark.png").path)
        #expect(sheet.width > 360 * Platform.allCases.count)
        #expect(sheet.height > 100 * StyleCatalog.family(.toggle).styles.count)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("toggle-switch-iOS-dark.png").path))
    }

    @Test("A render starts no D-Bus session bus where none runs, even with dbus-launch installed (it would outlive the render)")
    func noSessionBus() throws {
        // A dbus-launch first in PATH that leaves a mark when run: GLib autolaunches the bus through it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-no-bus-\(UUID().uuidString)")
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mark = folder.appendingPathComponent("dbus-launch-ran")
        let launcher = bin.appendingPathComponent("dbus-launch")
        try Data("#!/bin/sh\ntouch '\(mark.path)'\nexit 1\n".utf8).write(to: launcher)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let output = try GalleryProcess.run(["render", "--page", "toggle", "--style", "switch", "--platform", "iOS",
                                             "--output", folder.appendingPathComponent("images").path],
                                            environment: ["PATH": path],
                                            removing: ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"], timeout: 300)
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: mark.path), "the render ran dbus-launch to start a session bus")
    }

    @Test("Bad names and folders are one line and exit 1, and nothing is written", arguments: [
        (["render", "--page", "toggel", "--output", "/tmp"], "Error: unknown page 'toggel'; valid pages: "),
        (["render", "--page", "toggle", "--style", "sparkly", "--output", "/tmp"], "Error: unknown toggle style 'sparkly'; valid toggle styles: "),
        (["render", "--style", "switch", "--output", "/tmp"], "Error: --style needs --page or --family naming a style family"),
        (["render", "--page", "toggle", "--output", "/proc/no-such-folder/out"], "Error: cannot create '/proc/no-such-folder/out': its parent folder does not exist"),
        (["render", "--page", "toggle", "--output", "/etc/hostname"], "Error: cannot write into '/etc/hostname': it is not a folder"),
        (["render", "--page", "toggle", "--size", "20", "--output", "/tmp"], "Error: --size 20 is out of range"),
        (["render", "--page", "toggle", "--platform", "all", "--os-version", "17", "--output", "/tmp"], "Error: --os-version needs one --platform"),
    ])
    func badArguments(arguments: [String], message: String) throws {
        let output = try GalleryProcess.run(arguments, removing: ["DISPLAY"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
        #expect(output.stdout.isEmpty)
    }
}

extension Pixels {
    /// How many different colours the image holds, counting no further than `limit`.
    func distinctColors(upTo limit: Int) -> Int {
        var seen: Set<UInt32> = []
        var index = 0
        while index < bytes.count, seen.count < limit {
            seen.insert(UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3]))
            index += 4 * 7
        }
        return seen.count
    }
}
