import Foundation
import GalleryModel
import Testing

/// The command line in Simplified Chinese: people read Chinese, programs read the same bytes as in English.
@Suite("Command line in Chinese")
struct TranslationCommandLineTests {
    private static let chinese = ["LANG": "zh_CN.UTF-8"]
    private static let c = ["LANG": "C.UTF-8"]

    private func containsChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    @Test("export and list --json are byte-identical under LANG=C and LANG=zh_CN.UTF-8 (and LANGUAGE=zh_CN)",
          arguments: [["export"], ["list", "--json"], ["export", "--platform", "tvOS", "--os-version", "17"], ["code", "toggle"]])
    func machineOutputIgnoresLanguage(arguments: [String]) throws {
        let english = try GalleryProcess.run(arguments, environment: Self.c)
        let chinese = try GalleryProcess.run(arguments, environment: Self.chinese)
        let preferred = try GalleryProcess.run(arguments, environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN"])
        #expect(english.status == 0 && !english.stdout.isEmpty)
        #expect(chinese.stdout == english.stdout)
        #expect(preferred.stdout == english.stdout)
    }

    @Test("resolve's note is said in Chinese under LANG=zh_CN.UTF-8, its answer stays SwiftUI's name")
    func resolveNote() throws {
        let arguments = ["resolve", "toggle", "--style", "checkbox", "--platform", "iOS"]
        let english = try GalleryProcess.run(arguments, environment: Self.c)
        let chinese = try GalleryProcess.run(arguments, environment: Self.chinese)
        #expect(english.stdout == "checkbox\n" && chinese.stdout == "checkbox\n")
        #expect(english.stderr.hasPrefix("note: The checkbox toggle style is not available on iOS; it exists on macOS."))
        #expect(containsChinese(chinese.stderr), "\(chinese.stderr)")
        for name in ["checkbox", "iOS", "macOS"] { #expect(chinese.stderr.contains(name)) }
        #expect(chinese.stderr.split(separator: "\n").count == english.stderr.split(separator: "\n").count)
    }

    @Test("An unknown name is reported in Chinese, in one line, naming what was typed")
    func errorInChinese() throws {
        let output = try GalleryProcess.run(["resolve", "toggle", "--platform", "iOS9"], environment: Self.chinese)
        #expect(output.status == 1)
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(containsChinese(output.stderr) && output.stderr.contains("'iOS9'"), "\(output.stderr)")
    }

    @Test("The compiled catalog beside the binary holds every translation of po/zh_CN.po")
    func compiledCatalog() throws {
        let folder = GalleryProcess.executable.deletingLastPathComponent()
        let file = folder.appendingPathComponent("locale/zh_CN/LC_MESSAGES/\(MessageCatalog.domain).mo")
        let catalog = try MessageCatalog(mo: try Data(contentsOf: file))
        #expect(catalog.count > 600)
        #expect(catalog.translation(of: "Copy Code") != nil)
    }

    @Test("The translation template is up to date with the source and every language translates all of it")
    func templateIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/update-translations").path, "--check",
                             "--gallery", GalleryProcess.executable.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
    }
}
