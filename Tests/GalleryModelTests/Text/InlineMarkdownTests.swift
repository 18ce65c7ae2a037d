import GalleryModel
import Testing

/// The inline Markdown subset Text styles.
@Suite("Inline Markdown")
struct InlineMarkdownTests {
    typealias Run = InlineMarkdown.Run

    @Test("Strong, emphasis, strikethrough, code and links", arguments: [
        ("**Thank You!** Please", [Run("Thank You!", strong: true), Run(" Please")]),
        ("_Hamlet_ by William", [Run("Hamlet", emphasized: true), Run(" by William")]),
        ("__bold__ and *it*", [Run("bold", strong: true), Run(" and "), Run("it", emphasized: true)]),
        ("~~old~~ new", [Run("old", strikethrough: true), Run(" new")]),
        ("run `ls -l` now", [Run("run "), Run("ls -l", code: true), Run(" now")]),
        ("visit [our site](http://example.com).", [Run("visit "), Run("our site", link: "http://example.com"), Run(".")]),
        ("**bold *both* bold**", [Run("bold ", strong: true), Run("both", strong: true, emphasized: true), Run(" bold", strong: true)]),
        ("[**strong link**](u)", [Run("strong link", strong: true, link: "u")]),
    ])
    func styled(source: String, runs: [Run]) {
        #expect(InlineMarkdown.parse(source) == runs)
    }

    @Test("Unmatched markers, escapes and block syntax stay plain", arguments: [
        ("2 * 3 = 6", "2 * 3 = 6"),
        ("a ** b", "a ** b"),
        ("\\*not emphasis\\*", "*not emphasis*"),
        ("# Heading", "# Heading"),
        ("[no link]", "[no link]"),
        ("`unclosed", "`unclosed"),
    ])
    func plain(source: String, text: String) {
        let runs = InlineMarkdown.parse(source)
        #expect(runs.map(\.text).joined() == text)
        #expect(runs.allSatisfy { !$0.strong && !$0.emphasized && !$0.code && $0.link == nil })
    }
}
