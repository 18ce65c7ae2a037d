import Foundation
import Testing
@testable import GalleryModel

/// Import under seeded mutation: whatever bytes a file holds, import either refuses them with
/// one line or accepts a configuration that exports to the same bytes every time after.
///
/// The fuzzing goes to its depth with the long tests (`scripts/test --long`, CI: 2,500 cases); the quick loop and
/// `scripts/test` try 250 cases. `GALLERY_FUZZ_CASES` sets the number of cases.
@Suite("Import fuzzing")
struct ImportFuzzTests {
    /// How many mutated files the test tries.
    static let cases = ProcessInfo.processInfo.environment["GALLERY_FUZZ_CASES"].flatMap(Int.init)
        ?? (ProcessInfo.processInfo.environment["GALLERY_TEST_DEPTH"] == "long" ? 2_500 : 250)

    /// A valid export with every kind of field set away from its default.
    private static let seedFile: [UInt8] = {
        var configuration = Configuration(platform: .watchOS, placement: .list, colorScheme: .dark)
        try? configuration.setExample(ExampleKey(declared: "button.automatic.count")!, to: .int(12))
        try? configuration.setExample(ExampleKey(declared: "textEditor.plain.text")!, to: .string("two\nlines"))
        try? configuration.setExample(ExampleKey(declared: "gauge.automatic.value")!, to: .double(33.5))
        configuration.text.content = "**Bold** and *soft*"
        configuration.text.lineLimit = 3
        configuration.text.tracking = 1.5
        return Array(ConfigurationFile.export(configuration))
    }()

    /// Values that are wrong in some way for almost any field.
    private static let oddValues = [
        "[]", "{}", "\"\"", "null", "true", "-1", "0", "1.5", "1e308", "-1e308", "92233720368547759", "1e400", "1e-400",
        "\"\\u0000\"", "\"\\ud800\"", "\"\u{202E}\"", "[[[[[[[[[[]]]]]]]]]]", "\"" + String(repeating: "x", count: 3_000) + "\"",
    ]

    /// One mutation of `bytes`, chosen and placed by `random`.
    private static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let position = Int(random.next() % UInt64(max(bytes.count, 1)))
        switch random.next() % 10 {
        case 0:  // Flip a bit.
            bytes[position] ^= UInt8(1 << (random.next() % 8))
        case 1:  // Cut the file short.
            bytes.removeSubrange(position...)
        case 2:  // Drop a stretch.
            bytes.removeSubrange(position..<min(bytes.count, position + Int(random.next() % 40)))
        case 3:  // Repeat a stretch (often a key, making a duplicate).
            let end = min(bytes.count, position + Int(random.next() % 60))
            bytes.insert(contentsOf: bytes[position..<end], at: end)
        case 4:  // Replace a value with an odd one.
            if let colon = bytes[position...].firstIndex(of: UInt8(ascii: ":")) {
                let start = colon + 1
                let end = bytes[start...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\n") } ?? bytes.count
                let value = oddValues[Int(random.next() % UInt64(oddValues.count))]
                bytes.replaceSubrange(start..<end, with: Array(" \(value)".utf8))
            }
        case 5:  // Nest deeply.
            let depth = Int(random.next() % 200)
            bytes.insert(contentsOf: Array(String(repeating: "[", count: depth).utf8) + Array(String(repeating: "]", count: depth).utf8), at: position)
        case 6:  // Bytes that are not UTF-8, or a NUL.
            bytes.insert([0xFF, 0xC3, 0x00, 0xED][Int(random.next() % 4)], at: position)
        case 7:  // A huge number in place of a digit.
            if let digit = bytes[position...].firstIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                bytes.insert(contentsOf: Array("99999999999999999999".utf8), at: digit)
            }
        case 8:  // An unknown or oddly written key.
            if let quote = bytes[position...].firstIndex(of: UInt8(ascii: "\"")) {
                bytes.insert(contentsOf: Array("\\u001b[2J".utf8), at: quote + 1)
            }
        default:  // Two mutations.
            bytes = mutate(mutate(bytes, &random), &random)
        }
        return bytes
    }

    @Test("Mutated files are refused in one line or accepted and re-exported identically")
    func mutatedFiles() {
        var random = SplitMix64(seed: 0xF0221)
        var accepted = 0
        var refused = 0
        for index in 0..<Self.cases {
            let bytes = Self.mutate(Self.seedFile, &random)
            do {
                let configuration = try ConfigurationFile.decode(Data(bytes))
                let exported = ConfigurationFile.export(configuration)
                let again = try ConfigurationFile.decode(exported)
                #expect(ConfigurationFile.export(again) == exported, "case \(index): export is not stable")
                accepted += 1
            } catch {
                let message = error.description
                #expect(!message.isEmpty && !message.contains(where: \.isNewline) && message.count < 600,
                        "case \(index): \(message.prefix(200))")
                refused += 1
            }
        }
        // Both outcomes occur, so the mutations reach past the syntax into the fields: at least one case in fifty is
        // accepted (the share moves a little as the configuration gains example state, as the TextField page's did).
        #expect(accepted >= Self.cases / 50)
        #expect(refused > Self.cases / 2)
    }
}
