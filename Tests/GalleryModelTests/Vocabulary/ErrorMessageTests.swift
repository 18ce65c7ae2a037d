import Foundation
import Testing
@testable import GalleryModel

/// Every family's name, in the registry's order, as an unknown family's message lists them.
private let validFamilyNames = StyleFamily.allCases.map(\.rawValue).joined(separator: ", ")

/// Every message the model gives for a refused configuration, path or value: held to the English it had before
/// the messages became ``LocalizedText``, and said part by part in another language.
@Suite("Error messages")
struct ErrorMessageTests {
    private static func importError(_ data: Data) -> ConfigurationError? {
        do {
            _ = try ConfigurationFile.decode(data)
            return nil
        } catch {
            return error
        }
    }

    @Test("Import names each problem, field and line in the same English", arguments: [
        ("  \n",
         "the file is empty"),
        ("{\u{0}}",
         "the file is not text: it holds binary data (a zero byte at offset 1)"),
        ("[1]",
         "line 1: the file must hold one JSON object ({ ... }) at the top"),
        ("{\"schemaVersion\": 2} x",
         "line 1, column 22: not valid JSON: unexpected text after the end of the JSON value"),
        (String(repeating: "[", count: 70),
         "line 1, column 65: not valid JSON: values are nested more than 64 levels deep"),
        ("{\"a\":",
         "line 1, column 6: not valid JSON: the file ends where a value was expected (is it truncated?)"),
        ("{\"a\": @}",
         "line 1, column 7: not valid JSON: unexpected character '@' where a value was expected"),
        ("{\"a\": \u{1}}",
         "line 1, column 7: not valid JSON: unexpected character byte 0x1 where a value was expected"),
        ("{\"a\" 1}",
         "line 1, column 6: not valid JSON: expected ':' after the field name 'a' but found '1'"),
        ("{\"a\"",
         "line 1, column 5: not valid JSON: the file ends where ':' after the field name 'a' was expected (is it truncated?)"),
        ("{a: 1}",
         "line 1, column 2: not valid JSON: expected a quoted field name but found 'a'"),
        ("{\"a\": 1,\n \"a\": 2}",
         "line 2, column 1: not valid JSON: the field 'a' appears twice in the same object"),
        ("{\"a\": 1 2}",
         "line 1, column 9: not valid JSON: expected ',' or '}' after the value of 'a' but found '2'"),
        ("{\"a\": 1",
         "line 1, column 8: not valid JSON: the file ends inside an object (is it truncated?)"),
        ("{\"a\": 1,",
         "line 1, column 9: not valid JSON: the file ends inside an object (is it truncated?)"),
        ("{\"a\": [1 2]}",
         "line 1, column 10: not valid JSON: expected ',' or ']' in a list but found '2'"),
        ("{\"a\": [1",
         "line 1, column 9: not valid JSON: the file ends inside a list (is it truncated?)"),
        ("{\"a\": tru}",
         "line 1, column 10: not valid JSON: expected 'true'"),
        ("{\"a\": -}",
         "line 1, column 8: not valid JSON: a number needs digits after '-'"),
        ("{\"a\": 01}",
         "line 1, column 9: not valid JSON: numbers may not start with 0"),
        ("{\"a\": 1.}",
         "line 1, column 9: not valid JSON: a number needs digits after '.'"),
        ("{\"a\": 1e}",
         "line 1, column 9: not valid JSON: a number needs digits in its exponent"),
        ("{\"a\": 1e999}",
         "line 1, column 7: not valid JSON: the number '1e999' is too large to read"),
        ("{\"a\": 1e-999}",
         "line 1, column 7: not valid JSON: the number '1e-999' is too small to tell from zero; write 0"),
        ("{\"a\": \"x\u{1}\"}",
         "line 1, column 9: not valid JSON: control character byte 0x1 inside a string"),
        ("{\"a\": \"\\ud800\"}",
         "line 1, column 14: not valid JSON: an unpaired UTF-16 surrogate in a \\u escape"),
        ("{\"a\": \"\\ud800\\u0041\"}",
         "line 1, column 20: not valid JSON: an unpaired UTF-16 surrogate in a \\u escape"),
        ("{\"a\": \"\\udc00\"}",
         "line 1, column 14: not valid JSON: an unpaired UTF-16 surrogate in a \\u escape"),
        ("{\"a\": \"\\q\"}",
         "line 1, column 10: not valid JSON: unknown escape '\\q' in a string"),
        // A newline after the backslash is written escaped, so the message stays one line.
        ("{\"a\": \"\\\n\"}",
         "line 1, column 10: not valid JSON: unknown escape '\\\\n' in a string"),
        ("{\"a\": \"\\u12\"}",
         "line 1, column 12: not valid JSON: a \\u escape needs four hexadecimal digits"),
        ("{\"a\": \"abc",
         "line 1, column 11: not valid JSON: the file ends inside a string (is it truncated?)"),
        ("{\"a\": \"\\",
         "line 1, column 9: not valid JSON: the file ends inside a string (is it truncated?)"),
        ("{}",
         "line 1: missing field 'schemaVersion'"),
        ("{\"schemaVersion\": null}",
         "line 1: schemaVersion: must be a whole number, found null"),
        ("{\"schemaVersion\": \"2\"}",
         "line 1: schemaVersion: must be a number, found a string"),
        ("{\"schemaVersion\": 1.5}",
         "line 1: schemaVersion: must be a whole number from 1 to 999999"),
        ("{\"schemaVersion\": 9}",
         "line 1: schemaVersion: version 9 is newer than this gallery reads (2); update the gallery"),
        ("{\"schemaVersion\": 3}",
         "line 1: schemaVersion: version 3 is newer than this gallery reads (2); update the gallery"),
        ("{\"schemaVersion\": 2, \"colour\": 1}",
         "line 1: colour: unknown field; valid fields here: schemaVersion, platform, osVersion, placement, colorScheme, styles, arguments, examples, text, labelStack, contentSize, window"),
        ("{\"schemaVersion\": 2, \"platform\": \"ios9\"}",
         "line 1: platform: unknown platform 'ios9'; valid platforms: iOS, iPadOS, macOS, tvOS, watchOS, visionOS"),
        ("{\"schemaVersion\": 2, \"platform\": 9}",
         "line 1: platform: must be a string, found the number '9'"),
        ("{\"schemaVersion\": 2, \"platform\": []}",
         "line 1: platform: must be a string, found a list"),
        ("{\"schemaVersion\": 2, \"platform\": {}}",
         "line 1: platform: must be a string, found an object"),
        ("{\"schemaVersion\": 2, \"platform\": true}",
         "line 1: platform: must be a string, found true or false"),
        ("{\"schemaVersion\": 2, \"platform\": \"tvOS\", \"osVersion\": \"12\"}",
         "line 1: osVersion: unknown tvOS release '12'; valid tvOS releases: \(Platform.tvOS.releases.map(\.description).joined(separator: ", "))"),
        ("{\"schemaVersion\": 2, \"osVersion\": \"seventeen\"}",
         "line 1: osVersion: 'seventeen' is not a release number (write it like \"17\" or \"10.15\")"),
        ("{\"schemaVersion\": 2, \"osVersion\": 17}",
         "line 1: osVersion: must be a string, found the number '17'"),
        ("{\"schemaVersion\": 2, \"styles\": {\"slider\": {\"chosen\": \"automatic\"}}}",
         "line 1: styles.slider: unknown family 'slider'; valid families: \(validFamilyNames)"),
        ("{\"schemaVersion\": 2, \"styles\": {\"toggle\": {\"chosen\": \"sparkly\"}}}",
         "line 1: styles.toggle.chosen: unknown toggle style 'sparkly'; valid toggle styles: automatic, switch, checkbox, button"),
        ("{\"schemaVersion\": 2,\n \"styles\": {\n \"toggle\": {}}}",
         "line 3: missing field 'styles.toggle.chosen'"),
        ("{\"schemaVersion\": 2, \"styles\": {\"toggle\": {\"chosen\": \"switch\", \"colour\": 1}}}",
         "line 1: styles.toggle.colour: unknown field; valid fields here: chosen, resolved, available, approximate"),
        ("{\"schemaVersion\": 2, \"styles\": []}",
         "line 1: styles: must be an object, found a list"),
        ("{\"schemaVersion\": 2, \"styles\": {\"toggle\": {\"chosen\": \"switch\", \"available\": \"yes\"}}}",
         "line 1: styles.toggle.available: must be true or false, found a string"),
        ("{\"schemaVersion\": 2, \"arguments\": {\"toggle.switch\": \".x\"}}",
         "line 1: arguments.\"toggle.switch\": no style of this gallery has a parameter with this key (keys look like 'tabView.page(indexDisplayMode:)')"),
        ("{\"schemaVersion\": 2, \"arguments\": {\"tabView.page(indexDisplayMode:)\": \".sometimes\"}}",
         "line 1: arguments.'tabView.page(indexDisplayMode:)': unknown value of indexDisplayMode '.sometimes'; valid values of indexDisplayMode: .always, .automatic, .never"),
        ("{\"schemaVersion\": 2, \"text\": {\"colour\": 1}}",
         "line 1: text.colour: unknown field; valid fields here: content, source, font, systemSize, systemWeight, systemDesign, fontWeight, fontDesign, fontWidth, bold, italic, strikethrough, underline, monospaced, monospacedDigit, kerning, tracking, baselineOffset, lineLimit, truncationMode, frameWidth, textScale, alignment, foreground, typesetting, speech, accessibility"),
        ("{\"schemaVersion\": 2, \"text\": {\"content\": \"\(String(repeating: "x", count: 2001))\"}}",
         "line 1: text.content: is longer than 2000 characters"),
        ("{\"schemaVersion\": 2, \"text\": {\"systemSize\": 500}}",
         "line 1: text.systemSize: must be a number from 6 to 120"),
        ("{\"schemaVersion\": 2, \"text\": {\"lineLimit\": 2.5}}",
         "line 1: text.lineLimit: must be a whole number from 1 to 20"),
        ("{\"schemaVersion\": 2, \"text\": {\"font\": \"huge\"}}",
         "line 1: text.font: unknown font 'huge'; valid fonts: largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, system"),
        ("{\"schemaVersion\": 2, \"text\": {\"underline\": {\"dotted\": true}}}",
         "line 1: text.underline.dotted: unknown field; valid fields here: isActive, pattern, color"),
        ("{\"schemaVersion\": 2, \"text\": {\"underline\": {\"pattern\": \"wavy\"}}}",
         "line 1: text.underline.pattern: unknown line pattern 'wavy'; valid line patterns: solid, dot, dash, dashDot, dashDotDot"),
        ("{\"schemaVersion\": 2, \"labelStack\": [\(Array(repeating: "\"shadow\"", count: 13).joined(separator: ","))]}",
         "line 1: labelStack: holds more than 12 styles"),
        ("{\"schemaVersion\": 2, \"labelStack\": [\"glow\"]}",
         "line 1: labelStack: unknown label style 'glow'; valid label styles: automatic, titleAndIcon, titleOnly, iconOnly, ShadowLabelStyle, ShadowEraseLabelStyle, RedBorderedLabelStyle, ShadowLabelTryStyle, SwapLabelStyle, HStackLabelStyle, MyLabelStyle, AccessibleLabelStyle"),
        ("{\"schemaVersion\": 2, \"labelStack\": \"shadow\"}",
         "line 1: labelStack: must be a list, found a string"),
        ("{\"schemaVersion\": 2, \"contentSize\": \"huge\"}",
         "line 1: contentSize: unknown content size 'huge'; valid content sizes: extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge"),
        ("{\"schemaVersion\": 2, \"examples\": {\"toggle.switch.on\": true}}",
         "line 1: examples.\"toggle.switch.on\": no example of this gallery has this key (keys look like 'toggle.switch.isOn')"),
        ("{\"schemaVersion\": 2, \"examples\": {\"button.automatic.count\": -1}}",
         "line 1: examples.\"button.automatic.count\": must be a whole number from 0 to 999999"),
        ("{\"schemaVersion\": 2, \"examples\": {\"picker.automatic.selection\": 99}}",
         "line 1: examples.\"picker.automatic.selection\": must be a whole number from 0 to 3"),
        ("{\"schemaVersion\": 2, \"examples\": {\"gauge.automatic.value\": 1000.5}}",
         "line 1: examples.\"gauge.automatic.value\": must be a number from 0 to 100"),
        ("{\"schemaVersion\": 2, \"examples\": {\"textField.automatic.text\": \"a\\nb\"}}",
         "line 1: examples.\"textField.automatic.text\": must be a single line"),
        ("{\"schemaVersion\": 2, \"examples\": {\"textField.automatic.text\": \"e\(String(repeating: "\\u0301", count: 20))\"}}",
         "line 1: examples.\"textField.automatic.text\": has a character made of more than 16 code points (a letter with too many marks)"),
        ("{\"schemaVersion\": 2, \"examples\": {\"datePicker.compact.date\": \"2023-02-29T10:00\"}}",
         "line 1: examples.\"datePicker.compact.date\": must be a date written yyyy-MM-ddTHH:mm, such as 2026-11-21T09:30"),
        ("{\"schemaVersion\": 2, \"examples\": {\"controlGroup.automatic.lastAction\": \"Fly\"}}",
         "line 1: examples.\"controlGroup.automatic.lastAction\": must be one of: '', '1', '2', '3', 'Smile', 'Wink', 'Frown'"),
        ("{\"schemaVersion\": 2, \"examples\": {\"toggle.switch.isOn\": 1}}",
         "line 1: examples.\"toggle.switch.isOn\": must be true or false"),
        ("{\"schemaVersion\": 2, \"examples\": {\"button.automatic.count\": \"one\"}}",
         "line 1: examples.\"button.automatic.count\": must be a whole number"),
        ("{\"schemaVersion\": 2, \"examples\": {\"gauge.automatic.value\": false}}",
         "line 1: examples.\"gauge.automatic.value\": must be a number"),
        ("{\"schemaVersion\": 2, \"examples\": {\"datePicker.compact.date\": 3}}",
         "line 1: examples.\"datePicker.compact.date\": must be a string"),
        ("{\"schemaVersion\": 2, \"examples\": {\"toggle.switch.isOn\": null}}",
         "line 1: examples.\"toggle.switch.isOn\": must be true/false, a number or a string"),
        ("{\"schemaVersion\": 2,\n\"examples\": {\n\"toggle.switch.isOn\": {}}}",
         "line 3: examples.\"toggle.switch.isOn\": must be true/false, a number or a string"),
        ("{\"schemaVersion\": 2, \"text\": {\"bold\": \"yes\"}}",
         "line 1: text.bold: must be true or false, found a string"),
        ("{\"schemaVersion\": 2, \"text\": {\"a\\nb\": 1}}",
         "line 1: text.'a\\nb': unknown field; valid fields here: content, source, font, systemSize, systemWeight, systemDesign, fontWeight, fontDesign, fontWidth, bold, italic, strikethrough, underline, monospaced, monospacedDigit, kerning, tracking, baselineOffset, lineLimit, truncationMode, frameWidth, textScale, alignment, foreground, typesetting, speech, accessibility"),
        ("{\"schemaVersion\": 2, \"examples\": {\"a.b\": 1}}",
         "line 1: examples.\"a.b\": no example of this gallery has this key (keys look like 'toggle.switch.isOn')"),
        ("{\"schemaVersion\": 2, \"examples\": {\"button.automatic.count\": 92233720368547759}}",
         "line 1: examples.\"button.automatic.count\": must be a whole number from 0 to 999999"),
    ] as [(String, String)])
    func importMessages(json: String, message: String) throws {
        let error = try #require(Self.importError(Data(json.utf8)))
        #expect(error.description == message)
        // A message to translate, not words said as they are.
        #expect(!error.text.templates.isEmpty)
    }

    @Test("Bytes that are not UTF-8 text are refused in the same English")
    func notText() {
        #expect(Self.importError(Data([0x7B, 0xFF, 0x7D]))?.description == "the file is not UTF-8 text (is it binary?)")
        #expect(Self.importError(Data(repeating: 0x20, count: (1 << 20) + 1))?.description
                == "the file is 1048577 bytes; a configuration may be at most 1 MiB (1048576 bytes)")
    }

    @Test("Paths that cannot be read or written are refused in the same English", arguments: [
        ("/nonexistent/x.json", "no such file"),
        ("/tmp", "it is a folder, not a configuration file"),
        ("/etc/hostname/x", "no such file (a part of the path is not a folder)"),
        (String(repeating: "a", count: 5_000), "the path is too long"),
    ])
    func unreadablePaths(path: String, message: String) {
        do {
            _ = try ConfigurationFile.load(path: path)
            Issue.record("\(path) was read")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Files that cannot be written are refused in the same English", arguments: [
        ("", "cannot write '': the path is empty"),
        ("/tmp", "cannot write '/tmp': it is a folder"),
        ("/dev/null", "cannot write '/dev/null': it is not a regular file (a device, a pipe or a socket)"),
        ("/nonexistent/x.json", "cannot write '/nonexistent/x.json': its folder does not exist"),
        ("/proc/version", "cannot write '/proc/version': the file is read-only"),
    ])
    func unwritablePaths(path: String, message: String) {
        do {
            try AtomicFile.write(Data(), toPath: path)
            Issue.record("\(path) was written")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("A refusal is said in the reader's language part by part: location, field, problem and kinds")
    func translatedParts() throws {
        let catalog = MessageCatalog(translations: [
            "line {0}: {1}": "第 {0} 行：{1}",
            "line {0}, column {1}: {2}": "第 {0} 行第 {1} 列：{2}",
            "{0}: {1}": "{0}：{1}",
            "must be {0}, found {1}": "应为{0}，却是{1}",
            "a string": "字符串",
            "the number {0}": "数字 {0}",
            "must be a number from {0} to {1}": "应为 {0} 到 {1} 之间的数",
            "not valid JSON: {0}": "不是有效的 JSON：{0}",
            "expected {0} but found {1}": "应为{0}，却是{1}",
            "':' after the field name {0}": "字段名 {0} 后的 ':'",
            "unknown {0} {1}; valid {2}: {3}": "未知的{0} {1}；有效的{2}：{3}",
            "platform": "平台",
            "platforms": "平台",
            "cannot write {0}: {1}": "无法写入 {0}：{1}",
            "it is a folder": "这是一个文件夹",
        ])
        func said(_ json: String) throws -> String {
            catalog.localize(try #require(Self.importError(Data(json.utf8))).text)
        }
        // A decoding error of Foundation's, its kinds nested.
        #expect(try said("{\"schemaVersion\": 2, \"platform\": 9}") == "第 1 行：platform：应为字符串，却是数字 '9'")
        // A problem the strict decoder found.
        #expect(try said("{\"schemaVersion\": 2, \"text\": {\"systemSize\": 500}}") == "第 1 行：text.systemSize：应为 6 到 120 之间的数")
        // An unknown name, its kind nested.
        #expect(try said("{\"schemaVersion\": 2, \"platform\": \"ios9\"}")
                == "第 1 行：platform：未知的平台 'ios9'；有效的平台：iOS, iPadOS, macOS, tvOS, watchOS, visionOS")
        // A syntax error.
        #expect(try said("{\"a\" 1}") == "第 1 行第 6 列：不是有效的 JSON：应为字段名 'a' 后的 ':'，却是'1'")
        do {
            try AtomicFile.write(Data(), toPath: "/tmp")
            Issue.record("a folder was written")
        } catch {
            #expect(catalog.localize(error.text) == "无法写入 '/tmp'：这是一个文件夹")
        }
    }
}
