import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// Long use: many mixed switches through the window's actions change no example value, the widgets still show the
/// values set before them (after a switch to an older release and back), and resident memory stays level once GTK's
/// caches are full.
///
/// Memory grows while GTK's caches fill (glyphs, icons and styles) as each page is first drawn on each platform in each
/// placement, and then levels off. So the warm-up draws every page on every swept platform in every placement once;
/// growth after it is what a leak would show.
@MainActor
enum LongUseFeature: WindowCheck {
    nonisolated static let name = "longUse"

    static func run(_ check: WindowDriver) throws {
        let start = ResidentMemory.kibibytes()
        for platform in check.depth.sweptPlatforms {
            check.send(.choosePlatform(platform))
            for placement in Placement.allCases {
                check.send(.choosePlacement(placement))
                for page in GalleryPage.all { check.send(.openPage(page)) }
            }
        }
        let warm = ResidentMemory.kibibytes()
        check.send(.openPage(.family(.toggle)))
        for (key, value) in edits { check.window.send(.setExample(key, value)) }
        check.waitForFrame()
        let before = check.state.configuration
        var switches = SwitchSequence(seed: 0x5EED, platforms: check.depth.sweptPlatforms)
        for _ in 1...check.depth.longUseSwitches { check.send(switches.next()) }
        let end = ResidentMemory.kibibytes()
        let after = check.state.configuration
        let changed = ExampleCatalog.slots.map(\.key).filter { after.example($0) != before.example($0) }
        check.expect(changed.isEmpty, "values changed by switching: \(changed)")
        // Once every page has been drawn everywhere, switching keeps nothing: under 2 MiB per 100.
        check.expect(warm > 0 && end - warm < 2 * 1024 * check.depth.longUseSwitches / 100,
                     "resident memory grew from \(warm / 1024) to \(end / 1024) MiB over \(check.depth.longUseSwitches) switches (\(start / 1024) at the start)")
        check.send(.choosePlacement(.standard))
        for platform in check.depth.sweptPlatforms {
            check.send(.choosePlatform(platform))
            // Back and forth to an older release: the cards it leaves alone are kept, the others built again.
            let older = platform.releases.first { $0 != platform.newestRelease }
            for page in [StyleFamily.tabView, .picker, .toggle] {
                check.send(.openPage(.family(page)))
                if let older { check.send(.chooseRelease(older), .chooseRelease(platform.newestRelease)) }
                try judge(page, on: platform, check)
            }
        }
    }

    /// The values set before the switches: every tab view on its second tab, every picker on its third choice, every
    /// toggle off.
    static var edits: [(ExampleKey, ExampleValue)] {
        StyleCatalog.family(.tabView).styles.map { (ExampleKey(declared: "tabView.\($0.name).selection")!, .int(1)) }
            + StyleCatalog.family(.picker).styles.map { (ExampleKey(declared: "picker.\($0.name).selection")!, .int(2)) }
            + StyleCatalog.family(.toggle).styles.map { (ExampleKey(declared: "toggle.\($0.name).isOn")!, .bool(false)) }
    }

    /// Whether the widgets of `family`'s page on `platform` show the values set before the switches.
    private static func judge(_ family: StyleFamily, on platform: Platform, _ check: WindowDriver) throws {
        let all = try check.pageTree().all
        switch family {
        case .tabView:
            // Every tab view shows its second page ("page1"; a drop-down's own stack is not one), and a tab bar's second tab is on.
            let shown = all.compactMap { $0.visibleChild.flatMap { $0.hasPrefix("page") ? $0 : nil } }
            check.expect(!shown.isEmpty && shown.allSatisfy { $0 == "page1" }, "\(platform.rawValue) tab views show \(shown)")
            let bars = all.filter { $0.classes.contains { $0.hasPrefix("tab-items-") } }
            check.expect(!bars.isEmpty && bars.allSatisfy { $0.children.map(\.active) == SampleContent.tabs.indices.map { $0 == 1 } },
                         "\(platform.rawValue) tab bars show \(bars.map { $0.children.map(\.active) })")
        case .picker:
            // Every menu picker's button shows the third choice.
            let faces: Set<String> = ["picker-menu-tinted", "popup-button", "picker-platter"]
            let pickers = all.filter { $0.type == "GtkMenuButton" && !faces.isDisjoint(with: $0.classes) }
            let third = SampleContent.pickerChoices[2].title
            check.expect(!pickers.isEmpty && pickers.allSatisfy { $0.all.contains { $0.text == third } },
                         "\(platform.rawValue) menu pickers show \(pickers.map { $0.all.compactMap(\.text) })")
        default:
            let toggles = all.filter { ["GtkSwitch", "GtkCheckButton", "GtkToggleButton"].contains($0.type) }
            check.expect(toggles.count >= 4 && toggles.allSatisfy { $0.active == false }, "\(platform.rawValue) toggles show \(toggles.map(\.active))")
        }
    }
}

/// A repeatable mix of platform, placement and page switches, as a person exploring the gallery makes them.
struct SwitchSequence {
    private var random: SplitMix64
    /// The platforms it switches among.
    private let platforms: [Platform]

    init(seed: UInt64, platforms: [Platform]) {
        random = SplitMix64(seed: seed)
        self.platforms = platforms
    }

    /// The next switch: half of them platforms, a quarter placements, a quarter pages.
    mutating func next() -> WindowAction {
        let roll = random.next()
        switch roll % 4 {
        case 0: return .choosePlacement(pick(Placement.allCases))
        case 1: return .openPage(pick(GalleryPage.all))
        default: return .choosePlatform(pick(platforms))
        }
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int(random.next() % UInt64(elements.count))]
    }
}

/// The process's resident memory, from /proc.
enum ResidentMemory {
    /// Resident set size in KiB (0 where /proc is missing).
    static func kibibytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }
}
