import Testing
@testable import GalleryModel

/// What a message repeats of a person's input is quoted, escaped and shortened, so that it
/// stays one line and no escape sequence reaches the terminal.
@Suite("Quoting input in messages")
struct QuotingTests {
    @Test("Control, formatting and line-breaking characters are escaped", arguments: [
        ("ios", "'ios'"),
        ("i\nos", "'i\\nos'"),
        ("\u{1B}[31mred", "'\\u{1B}[31mred'"),
        ("right\u{202E}left", "'right\\u{202E}left'"),
        ("line\u{2028}break", "'line\\u{2028}break'"),
        ("it's", "'it\\'s'"),
        ("back\\slash", "'back\\\\slash'"),
        ("Ünïcödé 名前", "'Ünïcödé 名前'"),
    ])
    func escapes(text: String, quoted: String) {
        #expect(Quoting.quoted(text) == quoted)
        #expect(!Quoting.quoted(text).contains { $0.isNewline })
    }

    @Test("Long input is cut, and the message says how long it was; paths are kept whole")
    func shortens() {
        let long = String(repeating: "ab", count: 100)
        #expect(Quoting.quoted(long) == "'\(String(long.prefix(60)))'… (200 characters)")
        #expect(Quoting.path("/tmp/" + long) == "'/tmp/\(long)'")
        #expect(Quoting.oneLine("a\nb\u{7}") == "a\\nb\\u{7}")
    }

    @Test("What another's message quotes is cut like input: a parser's 'unexpected code' repeats a few words of the file, not a line")
    func shortensQuotes() {
        let secret = "root:$y$j9T$abcdefghijkl$MNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz:19000:0:99999:7:::"
        #expect(Quoting.shorteningQuotes("unexpected code '\(secret)' in source file")
                == "unexpected code '\(secret.prefix(60))'… (\(secret.count) characters) in source file")
        #expect(Quoting.shorteningQuotes("expected '}' to end struct") == "expected '}' to end struct")
        #expect(Quoting.shorteningQuotes("a 'b' c 'd' e") == "a 'b' c 'd' e")
        #expect(Quoting.shorteningQuotes("open '\(secret)") == "open '\(secret.prefix(60))'… (\(secret.count) characters)")
        #expect(Quoting.shorteningQuotes("no quote") == "no quote")
        let own = "Segment is a shape of the project's: the gallery does not run its path(in:) and fills its frame as a rectangle."
        #expect(Quoting.shorteningQuotes(own) == own)
        #expect(Quoting.shorteningQuotes("the project's view 'Row' and '\(secret)'")
                == "the project's view 'Row' and '\(secret.prefix(60))'… (\(secret.count) characters)")
    }
}
