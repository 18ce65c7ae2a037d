import Foundation
import GalleryModel
import Testing
@testable import GallerySceneReader

/// A project's titles shown as the app shows them (`Fixtures/Lantern`): each literal SwiftUI takes as a
/// `LocalizedStringKey` is looked up in the app's string tables, the stage showing the table's words while the key
/// stays in the code and the inspector; `Text(verbatim:)`, a `String` value and a key the tables lack are shown as
/// written; a catalogue that cannot be read is one warning naming it (`Fixtures/BrokenStrings`).
@Suite("A project's titles shown from its string tables")
struct StringTableReadingTests {
    static let lantern = ReaderSupport.fixture("Lantern")
    static let settings = lantern + "/Sources/Lantern/LampSettings.swift"

    static func scene(languages: [String] = []) throws -> Scene {
        try SceneProject.open(lantern).read(file: settings, views: .named("LampSettings"), options: SceneReadingOptions(languages: languages))
            .scene(named: "LampSettings")
    }

    /// The words the stage shows for `scene` on iOS, in order: texts, labels, placeholders and a picker's choices.
    static func stageWords(_ scene: Scene) -> [String] {
        let widget = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS))).drawn
        return widget.allPlans.flatMap { plan in
            [plan.string(.text), plan.string(.label), plan.string(.placeholder)].compactMap { $0 } + (plan.strings(.items) ?? [])
        }
    }

    @Test("The project's catalogue and its language folders' .strings and .stringsdict are its tables")
    func tables() throws {
        let project = try SceneProject.open(Self.lantern)
        #expect(Set(project.strings.tables.map(\.name)) == ["Localizable", "Lamp"])
        let lamp = try #require(project.strings.tables.first { $0.name == "Lamp" })
        #expect(lamp.entries["lamp.brightness"]?["zh-Hans"] == .text("亮度"))
        #expect(lamp.entries["lamp.quote"]?["en"] == .text("Say \"on\""))
    }

    @Test("Titles of Section, Toggle, Picker, Text, TextField, its prompt, Button, Label, an alert and the navigation title show the table's words; so does String(localized:)")
    func titles() throws {
        let words = Self.stageWords(try Self.scene())
        for shown in ["Light", "Glow at Dusk", "Warmth", "Candle", "Reset Lamp", "Share Settings", "Desk Lamp", "Reset the lamp?", "Dim Slowly"] {
            #expect(words.contains(shown), "\(shown) is not on the stage: \(words)")
        }
        for key in ["lamp.section.light", "lamp.glow", "lamp.warmth", "lamp.reset", "lamp.share", "lamp.name.prompt", "lamp.reset.confirm", "lamp.dim"] {
            #expect(!words.contains(key), "\(key) is shown raw")
        }
        let form = try #require(try Self.scene().roots.first)
        let title = form.modifiers.lazy.compactMap { modifier -> (String, SceneLocalizedString?)? in
            if case .navigationTitle(let words, let localized) = modifier.kind { (words, localized) } else { nil }
        }.first
        #expect(title?.0 == "Lamp")
        #expect(title?.1?.key == "lamp.title")
        #expect(SceneSource.view(form).contains(".navigationTitle(\"lamp.title\")"))
    }

    @Test("Text(verbatim:), a String value and a key no table holds are shown as written")
    func verbatim() throws {
        let words = Self.stageWords(try Self.scene())
        #expect(words.contains("lamp.warmth.candle"))
        #expect(words.contains("lamp.model"))
        #expect(words.contains("lamp.unknown.key"))
        #expect(!words.contains("Model"))
    }

    @Test("A view's LocalizedStringKey property or a function's LocalizedStringKey parameter given a literal is looked up; a String one is not")
    func properties() throws {
        let words = Self.stageWords(try Self.scene())
        #expect(words.contains("Sleep Timer"))
        #expect(words.contains("lamp.row.timer"))
        #expect(words.contains("Ceiling Fan"))
        #expect(words.contains("lamp.row.fan"))
    }

    @Test("An interpolated literal is looked up by its format key, its plural chosen by the number; another table is named by tableName:")
    func interpolationAndTables() throws {
        let words = Self.stageWords(try Self.scene())
        #expect(words.contains("3 bulbs"))
        #expect(words.contains("Brightness"))
        #expect(words.contains("3 spare bulbs in the drawer"))
    }

    @Test("The gallery's language is shown where the tables hold it, else the development language")
    func language() throws {
        let words = Self.stageWords(try Self.scene(languages: ["zh-Hans"]))
        #expect(words.contains("灯光"))
        #expect(words.contains("黄昏时亮起"))
        #expect(words.contains("3 个灯泡"))
        #expect(words.contains("亮度"))
        #expect(words.contains("Warmth"))
    }

    @Test("The code and the inspector keep the key: the scene prints back as written, the title names its table")
    func keyKept() throws {
        let scene = try Self.scene()
        let printed = scene.roots.map(SceneSource.view).joined(separator: "\n")
        #expect(printed.contains("Toggle(\"lamp.glow\""))
        #expect(printed.contains("prompt: Text(\"lamp.name.prompt\")"))
        #expect(printed.contains("Text(\"\\(bulbs) bulbs\")"))
        #expect(!printed.contains("Glow at Dusk"))
        let toggle = try #require(ReaderSupport.allNodes(scene.roots).first { $0.kind == .styled(.toggle) })
        #expect(toggle.title == "Glow at Dusk")
        #expect(toggle.titleLocalization?.origin.english == "“lamp.glow” in Localizable.xcstrings (en)")
        // The outline names the toggle by its words; the inspector adds the key and its table.
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let row = try #require(SceneOutline(resolved).rows.first { $0.label.hasPrefix("Toggle") })
        #expect(row.label == "Toggle “Glow at Dusk”")
        let inspection = SceneInspection(try #require(resolved.node(at: row.path)), in: resolved, fileName: "LampSettings.swift")
        #expect(inspection.localization?.english == "“lamp.glow” in Localizable.xcstrings (en)")
        let text = try #require(SceneOutline(resolved).rows.first { $0.label == "Text “lamp.unknown.key”" })
        #expect(SceneInspection(try #require(resolved.node(at: text.path)), in: resolved, fileName: nil).localization == nil)
    }

    @Test("A catalogue cut short is one warning naming it, and its keys are shown as written")
    func brokenCatalogue() throws {
        let folder = ReaderSupport.fixture("BrokenStrings")
        let scene = try SceneProject.open(folder).read(file: folder + "/Sources/Broken/Welcome.swift", views: .named("Welcome")).scene(named: "Welcome")
        let warnings = scene.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location.file?.hasSuffix("Broken/Localizable.xcstrings") == true)
        #expect(warnings.first?.message.english.hasPrefix("not read as a string table: it is not a JSON object") == true)
        #expect(Self.stageWords(scene).contains("welcome.title"))
    }
}
