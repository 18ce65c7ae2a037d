@testable import GalleryModel
@testable import GallerySceneReader
import Testing

/// `Fixtures/SubtitledLabels.swift`, read and drawn: a control whose label is a title over a subtitle (a VStack of two
/// Texts, or the two Texts alone, as Whisky's settings write them) shows both lines where its title goes, the subtitle
/// smaller and secondary, on every platform; the control is named by its title.
@Suite("Labels with a title and a subtitle")
struct SubtitledLabelTests {
    private static let subtitles = [
        "Lets programs use wider vector instructions", "How finely frames are drawn", "Shared with the system",
        "Records the frames the GPU draws", "Puts every option back as it came", "Options most people never change",
    ]

    private func plan(_ view: String, on platform: Platform) throws -> WidgetPlan {
        let scene = try SceneReader.readFile(atPath: ReaderSupport.fixture("SubtitledLabels.swift")).scene(named: view)
        return ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform))).drawn
    }

    @Test("In a form, every control's subtitle is drawn once, smaller and secondary, under its title", arguments: [Platform.iOS, .macOS, .watchOS, .visionOS])
    func formRows(platform: Platform) throws {
        let widget = try plan("SubtitledSettings", on: platform)
        for subtitle in Self.subtitles {
            let lines = widget.allPlans.filter { $0.string(.text) == subtitle }
            try #require(lines.count == 1, "\(subtitle) on \(platform)")
            #expect(lines[0].cssClasses.contains("dim-label") && lines[0].cssClasses.contains("scene-font-subheadline"), "\(subtitle)")
        }
        for title in ["Advertise AVX", "Quality", "Memory", "Metal trace", "Reset settings", "Advanced"] {
            #expect(widget.allPlans.filter { $0.string(.text) == title }.count == 1, "\(title) on \(platform)")
        }
    }

    @Test("The toggle's switch or check box is named by the title alone, and described by the subtitle", arguments: [Platform.iOS, .macOS, .watchOS])
    func toggleName(platform: Platform) throws {
        for view in ["SubtitledSettings", "SubtitledToggle"] {
            let widget = try plan(view, on: platform)
            let toggle = try #require(widget.allPlans.first { [.switchControl, .checkButton].contains($0.kind) })
            #expect(toggle.accessibleName == "Advertise AVX")
            #expect(toggle.string(.accessibleDescription) == "Lets programs use wider vector instructions")
        }
    }

    @Test("On the Mac, a form's check box holds its title and subtitle after the box")
    func macCheckBox() throws {
        let widget = try plan("SubtitledSettings", on: .macOS)
        let box = try #require(widget.allPlans.first { $0.kind == .checkButton && $0.accessibleName == "Advertise AVX" })
        #expect(box.string(.label) == nil)
        #expect(box.allPlans.contains { $0.string(.text) == "Advertise AVX" })
        #expect(box.allPlans.contains { $0.string(.text) == "Lets programs use wider vector instructions" })
    }

    @Test("A free-standing toggle shows its subtitle beside the switch", arguments: [Platform.iOS, .macOS, .watchOS])
    func freeToggle(platform: Platform) throws {
        let widget = try plan("SubtitledToggle", on: platform)
        let subtitle = try #require(widget.allPlans.first { $0.string(.text) == "Lets programs use wider vector instructions" })
        #expect(subtitle.cssClasses.contains("dim-label"))
        #expect(widget.allPlans.filter { $0.string(.text) == "Advertise AVX" }.count == 1)
    }
}
