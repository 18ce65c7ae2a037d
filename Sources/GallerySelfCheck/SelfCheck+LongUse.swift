import CGtk
import Foundation
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's long-use part: many mixed switches through the window's actions,
/// the memory they cost, and whether the example state and the widgets that show it
/// come through them intact.
///
/// Memory grows while GTK's caches fill (glyphs, icons and styles, GL textures) as each page is first
/// drawn on each platform in each placement, and then levels off. So the warm-up draws every page on every swept
/// platform (the ones the switches visit) in every placement once; growth after it is what a leak would show.
extension SelfCheck {
    /// Draws every page on every swept platform in every placement, then sets example values that differ from
    /// the defaults (a second tab, a third choice, a switched-off toggle...), makes the depth's number of seeded
    /// platform, placement and page switches among them, and records resident memory at the start, after the warm-up
    /// and at the end, the example values that changed, and the widget trees of the pages whose selections
    /// the test reads (after a switch to an older release and back).
    func checkLongUse() {
        step { self.report.longUse.residentKiBAtStart = ResidentMemory.kibibytes() }
        var warmUp = 0
        func warm(_ action: String, _ parameter: String) {
            step { self.activate(action, parameter) }
            warmUp += 1
        }
        for platform in depth.sweptPlatforms {
            warm("win.platform", platform.rawValue)
            for placement in Placement.allCases {
                warm("win.placement", placement.rawValue)
                for page in GalleryPage.all { warm("win.page", page.id) }
            }
        }
        let edits = Self.longUseEdits
        var before: Configuration?
        step {
            self.report.longUse.residentKiBAfterWarmUp = ResidentMemory.kibibytes()
            self.activate("win.page", "toggle")
            for (key, value) in edits { self.window.state.setExample(key, to: value) }
            before = self.window.state.configuration
        }
        var switches = SwitchSequence(seed: 0x5EED, platforms: depth.sweptPlatforms)
        for _ in 1...depth.longUseSwitches {
            let next = switches.next()
            step { self.activate(next.action, next.parameter) }
        }
        step {
            self.report.longUse.residentKiBAtEnd = ResidentMemory.kibibytes()
            self.report.longUse.switches = self.depth.longUseSwitches
            self.report.longUse.warmUp = warmUp
            let after = self.window.state.configuration
            self.report.longUse.stateChanges = ExampleCatalog.slots.map(\.key).filter { after.example($0) != before?.example($0) }
            self.activate("win.placement", Placement.standard.rawValue)
        }
        for platform in depth.sweptPlatforms {
            step { self.activate("win.platform", platform.rawValue) }
            // Back and forth to an older release: the cards it leaves alone are kept, the others built again.
            let older = platform.releases.first { $0 != platform.newestRelease }
            for page in ["tabView", "picker", "toggle"] {
                step { self.activate("win.page", page) }
                if let older {
                    step { self.activate("win.release", older.description) }
                    step { self.activate("win.release", platform.newestRelease.description) }
                }
                step {
                    guard let root = self.window.pageRoot else { return }
                    try? WidgetTree.write(root, to: self.folder + "/long-use-\(platform.rawValue)-\(page).json")
                }
            }
        }
    }

    /// The values set before the switches: every tab view on its second tab, every picker on its
    /// third choice, every toggle off.
    static var longUseEdits: [(String, ExampleValue)] {
        StyleCatalog.family(.tabView).styles.map { (ExampleCatalog.key(.tabView, $0.name, "selection"), .int(1)) }
            + StyleCatalog.family(.picker).styles.map { (ExampleCatalog.key(.picker, $0.name, "selection"), .int(2)) }
            + StyleCatalog.family(.toggle).styles.map { (ExampleCatalog.key(.toggle, $0.name, "isOn"), .bool(false)) }
    }
}

/// A repeatable mix of platform, placement and page switches, as a person exploring the gallery makes them.
struct SwitchSequence {
    /// One switch: the window action and its parameter.
    struct Switch {
        let action: String
        let parameter: String
    }

    private var random: SplitMix64
    /// The platforms it switches among.
    private let platforms: [Platform]

    init(seed: UInt64, platforms: [Platform]) {
        random = SplitMix64(seed: seed)
        self.platforms = platforms
    }

    /// The next switch: half of them platforms, a quarter placements, a quarter pages.
    mutating func next() -> Switch {
        let roll = random.next()
        switch roll % 4 {
        case 0: return Switch(action: "win.placement", parameter: pick(Placement.allCases).rawValue)
        case 1: return Switch(action: "win.page", parameter: pick(GalleryPage.all).id)
        default: return Switch(action: "win.platform", parameter: pick(platforms).rawValue)
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
