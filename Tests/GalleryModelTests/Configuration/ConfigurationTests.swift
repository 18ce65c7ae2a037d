import Foundation
import GalleryModel
import Testing

/// Every family's name, in the registry's order, as an unknown family's message lists them.
private let validFamilyNames = StyleFamily.allCases.map(\.rawValue).joined(separator: ", ")

/// Export and import of configurations: the JSON form, the round trip, and
/// one clear message for every kind of bad input.
@Suite("Configuration files")
struct ConfigurationTests {
    /// A configuration with non-default values everywhere that matters.
    private func edited() throws -> Configuration {
        var configuration = Configuration(platform: .tvOS, placement: .form, colorScheme: .dark)
        configuration.choose(try StyleCatalog.style(named: "checkbox", in: .toggle))
        let page = try StyleCatalog.style(named: "page(indexDisplayMode:)", in: .tabView)
        configuration.choose(page)
        try configuration.setArgument(".always", for: page)
        try configuration.setArgument("true", for: try StyleCatalog.style(named: "BorderedTableStyle(alternatesRowBackgrounds:)", in: .table))
        try configuration.setExample(ExampleKey(declared: "toggle.switch.isOn")!, to: .bool(false))
        try configuration.setExample(ExampleKey(declared: "picker.segmented.selection")!, to: .int(3))
        try configuration.setExample(ExampleKey(declared: "textField.plain.text")!, to: .string("Ünïcödé \"quoted\" / slash \t tab"))
        try configuration.setExample(ExampleKey(declared: "textEditor.plain.text")!, to: .string("first line\n second line"))
        try configuration.setExample(ExampleKey(declared: "gauge.automatic.value")!, to: .double(12.5))
        try configuration.setExample(ExampleKey(declared: "datePicker.wheel.date")!, to: .string("2024-02-29T23:59"))
        configuration.text.content = "**Bold** move"
        configuration.text.font = .system
        configuration.text.systemWeight = .black
        configuration.text.underline = TextSettings.LineStyle(isActive: true, pattern: .dashDotDot, color: .red)
        configuration.text.tracking = 2.5
        configuration.text.lineLimit = 2
        configuration.replaceLabelStack(with: [.swap, .shadow, .titleOnly])
        configuration.contentSize = .accessibilityLarge
        return configuration
    }

    private func text(_ configuration: Configuration) -> String {
        String(decoding: ConfigurationFile.export(configuration), as: UTF8.self)
    }

    private func importError(_ json: String) -> String? {
        importError(Data(json.utf8))
    }

    private func importError(_ data: Data) -> String? {
        do {
            _ = try ConfigurationFile.decode(data)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("Export, import, export is byte-identical")
    func roundTrip() throws {
        let original = try edited()
        let first = ConfigurationFile.export(original)
        let imported = try ConfigurationFile.decode(first)
        #expect(imported == original)
        #expect(ConfigurationFile.export(imported) == first)
        #expect(imported.text == original.text)
        #expect(imported.labelStack == [.swap, .shadow, .titleOnly])
        let defaults = ConfigurationFile.export(Configuration())
        #expect(ConfigurationFile.export(try ConfigurationFile.decode(defaults)) == defaults)
    }

    @Test("A schema 1 file written by the gallery before releases existed imports on the newest release and re-exports as schema 2")
    func schemaOneStillImports() throws {
        let url = TestFiles.fixture("schema1-export.json")
        let imported = try ConfigurationFile.decode(try Data(contentsOf: url))
        #expect(imported.platform == .macOS)
        #expect(imported.placement == .form)
        #expect(imported.colorScheme == .dark)
        #expect(imported.release == Platform.macOS.newestRelease)
        #expect(imported.chosenStyle(of: .toggle).name == "checkbox")
        #expect(imported.chosenStyle(of: .textField).name == "roundedBorder")
        #expect(imported.arguments == Configuration().arguments, "parameters start at their defaults")
        let exported = ConfigurationFile.export(imported)
        let json = try JSONSerialization.jsonObject(with: exported) as! [String: Any]
        #expect(json["schemaVersion"] as? Int == 2)
        #expect(json["osVersion"] as? String == Platform.macOS.newestRelease.description)
        #expect(ConfigurationFile.export(try ConfigurationFile.decode(exported)) == exported)
    }

    @Test("State a card kept before it became the document's sample is read past: a split view's chosen mailbox")
    func retiredExamplesArePassedOver() throws {
        let json = #"{"schemaVersion": 2, "examples": {"navigationSplitView.balanced.selection": 2, "navigationSplitView.balanced.isPushed": true}}"#
        let imported = try ConfigurationFile.decode(Data(json.utf8))
        #expect(imported.example(try #require(ExampleKey(declared: "navigationSplitView.balanced.isPushed"))) == .bool(true))
        #expect(ExampleKey(declared: "navigationSplitView.balanced.selection") == nil, "nothing keeps it")
        #expect(!ExampleKey.isRetired("navigationSplitView.balanced.selections"), "only the keys the gallery kept")
    }

    @Test("The release is kept through export and import, and one the platform lacks is refused")
    func releaseRoundTrip() throws {
        var configuration = Configuration(platform: .tvOS)
        try configuration.chooseRelease("17")
        let exported = ConfigurationFile.export(configuration)
        #expect(try ConfigurationFile.decode(exported).release == "17")
        let bad = Data("{\"schemaVersion\": 2, \"platform\": \"visionOS\",\n\"osVersion\": \"17\"}".utf8)
        #expect(throws: ConfigurationError.self) { try ConfigurationFile.decode(bad) }
    }

    @Test("Export is pretty-printed, with sorted keys and each family's resolved style beside the chosen one")
    func exportShape() throws {
        let json = try JSONSerialization.jsonObject(with: ConfigurationFile.export(try edited())) as! [String: Any]
        #expect(json["schemaVersion"] as? Int == Configuration.currentSchemaVersion)
        #expect(json["platform"] as? String == "tvOS")
        let styles = json["styles"] as! [String: [String: Any]]
        #expect(Set(styles.keys) == Set(StyleFamily.allCases.map(\.rawValue)))
        #expect(styles["toggle"]?["chosen"] as? String == "checkbox")
        #expect(styles["toggle"]?["resolved"] as? String == "checkbox")
        #expect(styles["toggle"]?["available"] as? Bool == false)
        #expect(styles["picker"]?["resolved"] as? String == "navigationLink")
        #expect((styles["picker"]?["approximate"] as? String)?.contains("popover") == true, "navigationLink is approximated")
        #expect(styles["button"]?["approximate"] == nil)
        let text = text(try edited())
        #expect(text.hasPrefix("{\n  \"arguments\" : {\n"))
        let arguments = json["arguments"] as! [String: String]
        #expect(arguments["tabView.page(indexDisplayMode:)"] == ".always")
        #expect(arguments["table.BorderedTableStyle(alternatesRowBackgrounds:)"] == "true")
        #expect(Set(arguments.keys) == Set(StyleCatalog.allStyles.filter { $0.parameter != nil }.map(\.id)),
                "every parameterized style has its value in the file")
        #expect(text.hasSuffix("}\n"))
    }

    @Test("Import accepts names in any case and ignores the derived fields")
    func lenientNames() throws {
        let configuration = try ConfigurationFile.decode(Data("""
            {"schemaVersion": 1, "platform": "MACOS", "placement": "Toolbar",
             "styles": {"Toggle": {"chosen": "SWITCH", "resolved": "anything", "available": false}}}
            """.utf8))
        #expect(configuration.platform == .macOS)
        #expect(configuration.placement == .toolbar)
        #expect(configuration.chosenStyle(of: .toggle).name == "switch")
        #expect(configuration.chosenStyle(of: .picker).name == "automatic")
    }

    @Test("Each bad input gets its own message naming the field and line", arguments: [
        ("truncated", "{\n  \"schemaVersion\": 1,\n  \"platform\": \"iOS\"", "line 3, column 20: not valid JSON: the file ends inside an object (is it truncated?)"),
        ("wrong type", "{\n  \"schemaVersion\": 1,\n  \"platform\": 7\n}", "line 3: platform: must be a string, found the number '7'"),
        ("unknown platform", "{\n  \"schemaVersion\": 1,\n  \"platform\": \"iOS9\"\n}",
         "line 3: platform: unknown platform 'iOS9'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS"),
        ("unknown family", "{\"schemaVersion\": 1,\n \"styles\": {\n  \"slider\": {\"chosen\": \"automatic\"}}}",
         "line 3: styles.slider: unknown family 'slider'; valid families: \(validFamilyNames)"),
        ("unknown style", "{\"schemaVersion\": 1,\n \"styles\": {\n  \"toggle\": {\n   \"chosen\": \"sparkly\"}}}",
         "line 4: styles.toggle.chosen: unknown toggle style 'sparkly'; valid toggle styles: automatic, switch, checkbox, button"),
        ("newer schema", "{\"schemaVersion\": 3}", "line 1: schemaVersion: version 3 is newer than this gallery reads (2); update the gallery"),
        ("missing schema", "{\"platform\": \"iOS\"}", "line 1: missing field 'schemaVersion'"),
        ("fractional schema", "{\"schemaVersion\": 1.5}", "line 1: schemaVersion: must be a whole number from 1 to 999999"),
        ("giant schema", "{\"schemaVersion\": 99999999999999999999999}", "line 1: schemaVersion: must be a whole number from 1 to 999999"),
        ("number too large", "{\"schemaVersion\": 1e400}", "line 1, column 19: not valid JSON: the number '1e400' is too large to read"),
        ("number too small", "{\"schemaVersion\": 1,\n\"text\": {\"kerning\": -1e-400}}",
         "line 2, column 21: not valid JSON: the number '-1e-400' is too small to tell from zero; write 0"),
        ("fractional limit", "{\"schemaVersion\": 1,\n\"text\": {\"lineLimit\": 2.5}}", "line 2: text.lineLimit: must be a whole number from 1 to 20"),
        ("odd field name", "{\"schemaVersion\": 1,\n\"\\u001b[2J\": 1}",
         "line 2: '\\u{1B}[2J': unknown field; valid fields here: schemaVersion, platform, osVersion, placement, colorScheme, styles, arguments, examples, text, labelStack, contentSize, window"),
        ("unknown field", "{\"schemaVersion\": 1,\n\"platfrom\": \"iOS\"}",
         "line 2: platfrom: unknown field; valid fields here: schemaVersion, platform, osVersion, placement, colorScheme, styles, arguments, examples, text, labelStack, contentSize, window"),
        ("unknown example", "{\"schemaVersion\": 1, \"examples\": {\n\"toggle.sparkly.isOn\": true}}",
         "line 2: examples.\"toggle.sparkly.isOn\": no example of this gallery has this key (keys look like 'toggle.switch.isOn')"),
        ("example out of range", "{\"schemaVersion\": 1, \"examples\": {\n\"picker.wheel.selection\": 9}}",
         "line 2: examples.\"picker.wheel.selection\": must be a whole number from 0 to 3"),
        ("example of the wrong type", "{\"schemaVersion\": 1, \"examples\": {\n\"toggle.switch.isOn\": \"yes\"}}",
         "line 2: examples.\"toggle.switch.isOn\": must be true or false"),
        ("not an object", "[1, 2]", "line 1: the file must hold one JSON object ({ ... }) at the top"),
        ("empty", "  \n", "the file is empty"),
        ("trailing garbage", "{\"schemaVersion\": 1} x", "line 1, column 22: not valid JSON: unexpected text after the end of the JSON value"),
        ("unknown font weight", "{\"schemaVersion\": 1,\n\"text\": {\"fontWeight\": \"chunky\"}}",
         "line 2: text.fontWeight: unknown font weight 'chunky'; valid font weights: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"),
        ("font size out of range", "{\"schemaVersion\": 1,\n\"text\": {\n\"systemSize\": 900}}",
         "line 3: text.systemSize: must be a number from 6 to 120"),
        ("unknown text field", "{\"schemaVersion\": 1,\n\"text\": {\"glow\": true}}",
         "line 2: text.glow: unknown field; valid fields here: content, source, font, systemSize, systemWeight, systemDesign, fontWeight, fontDesign, fontWidth, bold, italic, strikethrough, underline, monospaced, monospacedDigit, kerning, tracking, baselineOffset, lineLimit, truncationMode, frameWidth, textScale, alignment, foreground, typesetting, speech, accessibility"),
        ("unknown label style", "{\"schemaVersion\": 1,\n\"labelStack\": [\"Glow\"]}",
         "line 2: labelStack: unknown label style 'Glow'; valid label styles: automatic, titleAndIcon, titleOnly, iconOnly, ShadowLabelStyle, ShadowEraseLabelStyle, RedBorderedLabelStyle, ShadowLabelTryStyle, SwapLabelStyle, HStackLabelStyle, MyLabelStyle, AccessibleLabelStyle"),
        ("unknown argument key", "{\"schemaVersion\": 2, \"arguments\": {\n\"tabView.page\": \".never\"}}",
         "line 2: arguments.\"tabView.page\": no style of this gallery has a parameter with this key (keys look like 'tabView.page(indexDisplayMode:)')"),
        ("unknown argument value", "{\"schemaVersion\": 2, \"arguments\": {\n\"tabView.page(indexDisplayMode:)\": \".sometimes\"}}",
         "line 2: arguments.'tabView.page(indexDisplayMode:)': unknown value of indexDisplayMode '.sometimes'; valid values of indexDisplayMode: .always, .automatic, .never"),
        ("duplicate field", "{\"schemaVersion\": 1,\n\"schemaVersion\": 1}", "line 2, column 1: not valid JSON: the field 'schemaVersion' appears twice in the same object"),
    ])
    func badInput(name: String, json: String, message: String) {
        #expect(importError(json) == message, "\(name)")
    }

    @Test("Binary garbage is refused as not text")
    func binaryGarbage() {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += (0..<200).map { UInt8(($0 * 37) % 256) }
        #expect(importError(Data(bytes)) == "the file is not text: it holds binary data (a zero byte at offset 8)")
        #expect(importError(Data([0x7B, 0xFF, 0xFE, 0x7D])) == "the file is not UTF-8 text (is it binary?)")
    }

    @Test("Files over 1 MiB are refused before they are parsed")
    func tooLarge() throws {
        let big = Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1)
        #expect(importError(big) == "the file is 1048577 bytes; a configuration may be at most 1 MiB (1048576 bytes)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID()).json")
        try big.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try ConfigurationFile.load(path: url.path)
            Issue.record("a large file was accepted")
        } catch {
            #expect(error.description == "it holds more than 1048576 bytes, the most a configuration may have")
        }
    }

    @Test("A failed import leaves the configuration as it was")
    func failedImportChangesNothing() throws {
        var configuration = try edited()
        let before = configuration
        do {
            configuration = try ConfigurationFile.decode(Data("{\"schemaVersion\": 1, \"platform\": \"iOS\", \"placement\": 4}".utf8))
        } catch {}
        #expect(configuration == before)
    }

    @Test("Example values are checked when set")
    func exampleValidation() throws {
        var configuration = Configuration()
        #expect(ExampleKey(declared: "nothing.here") == nil && ExampleKey(declared: "toggle.switch") == nil)
        #expect(throws: SlotError.self) { try configuration.setExample(ExampleKey(declared: "gauge.automatic.value")!, to: .double(101)) }
        #expect(throws: SlotError.self) { try configuration.setExample(ExampleKey(declared: "datePicker.compact.date")!, to: .string("2023-02-29T10:00")) }
        try configuration.setExample(ExampleKey(declared: "gauge.automatic.value")!, to: .int(40))
        #expect(configuration.example(ExampleKey(declared: "gauge.automatic.value")!) == .double(40))
    }
}
