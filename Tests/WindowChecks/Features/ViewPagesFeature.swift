import CGtk
import GalleryModel

/// The Text, Label, Button and SecureField pages show their live examples: the Text sample and its form, and Pango's
/// typesetting of Chinese, Japanese and Thai; the Label page's stack editor and its result; the Button page's roles;
/// GTK password entries, and the Mac's Form with its column of labels.
@MainActor
enum ViewPagesFeature: WindowCheck {
    nonisolated static let name = "viewPages"

    static func run(_ check: WindowDriver) throws {
        check.show(.view(.text), on: .macOS)
        let text = try check.pageTree()
        let sample = try check.require(text.named("text-sample"))
        check.expect(sample.type == "GtkLabel" && sample.text == "Brevity is the soul of wit, said Polonius in 1602.", "\(sample)")
        check.expect(text.named("text-controls") != nil)
        // Pango shapes the same Han characters with the Chinese and the Japanese font, and breaks Thai between words.
        func caption(_ name: String) -> String { text.named(name)?.text ?? "" }
        check.expect(caption("typesetting-font-zh-Hans").contains("CJK SC"), "zh-Hans: \(caption("typesetting-font-zh-Hans"))")
        check.expect(caption("typesetting-font-ja").contains("CJK JP"), "ja: \(caption("typesetting-font-ja"))")
        let thai = caption("typesetting-thai-lines")
        check.expect(thai.hasSuffix("lines, each starting at a word") && !thai.hasPrefix("1 "), "Thai: \(thai)")
        check.expect(text.named("text-line-patterns") != nil)

        check.show(.view(.label), on: .iOS)
        let label = try check.pageTree()
        check.expect(label.named("label-stack-editor") != nil)
        let result = try check.require(label.named("label-result"))
        check.expect(result.classes.contains("effect-shadow") && result.first("GtkImage") != nil)
        check.expect(result.first("GtkLabel") == nil, "the default stack shows only the icon")
        check.expect(label.all.filter { $0.name?.hasPrefix("document-stack:") == true }.count == LabelViewContent.documentStacks.count)

        check.show(.view(.button), on: .iOS)
        let button = try check.pageTree()
        let deletes = button.all.filter { $0.type == "GtkButton" && $0.text == nil && $0.all.contains { $0.text == "Delete" } }
        check.expect(deletes.count >= 6, "\(deletes.count) Delete buttons")
        check.expect(button.all.contains { $0.classes.contains("destructive-text") })
        check.expect(button.all.contains { $0.classes.contains("double-click-button") })

        check.show(.view(.secureField), on: .macOS)
        let mac = try check.pageTree()
        let examples = SecureFieldViewContent.examples(for: Configuration(platform: .macOS))
        check.expect(mac.all.filter { $0.type == "GtkPasswordEntry" }.count == examples.count)
        let macForm = try check.require(mac.named("example:In a Form"))
        check.expect(macForm.all.contains { $0.type == "GtkLabel" && $0.text == "Password" })
        check.show(.view(.secureField), on: .iOS)
        let iOSForm = try check.require(try check.pageTree().named("example:In a Form"))
        check.expect(iOSForm.first("GtkPasswordEntry") != nil)
        check.expect(!iOSForm.all.contains { $0.type == "GtkLabel" && $0.text == "Password" }, "the iPhone's form draws no label")
    }
}
