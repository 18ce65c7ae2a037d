/// The samples the Text documents themselves show, with their words and numbers: the Hamlet lines of Apple's
/// Text overview (https://developer.apple.com/documentation/swiftui/text; reference/text-label-textfield-button.zh.md,
/// "概览"), a String variable against the localized key made from it ("本地化字符串"), and the attributed strings of
/// reference/displaying-text.zh.md ("AttributedString": a bold run from `stronglyEmphasized` and a noun agreeing with
/// its number through `inflect: true`).
extension TextViewContent {
    /// What the overview's samples show together.
    public static let overviewCaption: LocalizedText = say("A text style, an explicit serif system font, Markdown in an attributed string, and a frame 100 points wide that wraps a long line or, limited to one line, cuts it with an ellipsis.")
    /// What the localization samples show.
    public static let localizingCaption: LocalizedText = say("A String variable is shown as it is; wrapped in LocalizedStringKey it is looked up in the app's strings first. The gallery has no translation of \"pencil\", so the key shows, as in an app without one.")
    /// What the strongly emphasized sample shows.
    public static let emphasisCaption: LocalizedText = say("SwiftUI draws the stronglyEmphasized intent bold and adds the modifiers' red and size to it.")
    /// What the inflection samples show.
    public static let inflectionCaption: LocalizedText = say("Inside ^[ ](inflect: true) the noun agrees with the number before it: one pencil, three pencils.")
    /// Why the inflection is approximate.
    public static let inflectionApproximation: LocalizedText = say("The gallery applies English's regular plural endings; Foundation's grammar engine also knows irregular nouns and other languages.")

    /// The width of the overview's frames, in points, as the documents give it.
    public static let overviewFrameWidth = 100

    /// The overview's five samples: a title, a serif byline, a Markdown byline, a wrapped line and a truncated one.
    public static func overview(on platform: Platform) -> [RenderedExample] {
        var title = TextSettings()
        title.content = "Hamlet"
        title.font = .title

        var byline = TextSettings()
        byline.content = "by William Shakespeare"
        byline.font = .system
        byline.systemSize = 12
        byline.systemWeight = .light
        byline.systemDesign = .serif
        byline.italic = true

        var markdown = byline
        markdown.content = "_Hamlet_ by William Shakespeare"
        markdown.source = .attributedString
        markdown.italic = false

        var wrapped = TextSettings()
        wrapped.content = "To be, or not to be, that is the question:"
        wrapped.frameWidth = overviewFrameWidth

        var truncated = TextSettings()
        truncated.content = fittingSample
        truncated.frameWidth = overviewFrameWidth
        truncated.lineLimit = 1

        return [("font(.title)", title), ("font(.system(size:weight:design:))", byline), ("AttributedString(markdown:)", markdown),
                ("frame(width: 100)", wrapped), ("frame(width: 100) · lineLimit(1)", truncated)].map { heading, settings in
            RenderedExample(title: heading, caption: overviewCaption, text: TextRenderer.render(settings, on: platform),
                            code: TextCode.code(for: settings))
        }
    }

    /// The variable shown as it is, then looked up as a localized key; both read "pencil" where no translation exists.
    public static func localizing(on platform: Platform) -> [RenderedExample] {
        let cases: [(String, TextSource, String)] = [
            ("Text(_:) with a String", .verbatim, "Text(toolName)"),
            ("Text(LocalizedStringKey(_:))", .localizedKey, "Text(LocalizedStringKey(toolName))"),
        ]
        return cases.map { heading, source, call in
            var settings = TextSettings()
            settings.content = "pencil"
            settings.source = source
            return RenderedExample(title: heading, caption: localizingCaption, text: TextRenderer.render(settings, on: platform),
                                   code: "let toolName = \"pencil\"\n\n" + call)
        }
    }

    /// "Some text" strongly emphasized, under red and the large title: bold, red and large at once.
    public static func emphasis(on platform: Platform) -> RenderedExample {
        var settings = TextSettings()
        settings.content = "**Some text**"
        settings.source = .attributedString
        settings.font = .largeTitle
        settings.foreground = .red
        return RenderedExample(
            title: "inlinePresentationIntent = .stronglyEmphasized", caption: emphasisCaption,
            text: TextRenderer.render(settings, on: platform),
            code: """
                var emphasized: AttributedString {
                    var words = AttributedString("Some text")
                    words.inlinePresentationIntent = .stronglyEmphasized
                    return words
                }

                Text(emphasized)
                    .font(.largeTitle)
                    .foregroundColor(.red)
                """, on: platform)
    }

    /// The counts the inflection samples show.
    public static let inflectionCounts = [1, 3]

    /// `^[\(count) pencil](inflect: true)` for each of ``inflectionCounts``: the noun follows its number.
    public static func inflection(on platform: Platform) -> [RenderedExample] {
        inflectionCounts.map { count in
            var settings = TextSettings()
            settings.content = "You have " + EnglishInflection.agree("\(count) pencil") + "."
            settings.source = .verbatim
            settings.font = .title2
            return RenderedExample(
                title: "count = \(count)", caption: inflectionCaption, text: TextRenderer.render(settings, on: platform),
                code: "let count = \(count)\n\nText(\"You have ^[\\(count) pencil](inflect: true).\")\n    .font(.title2)")
        }
    }

    /// Every sample of the documents, in the window's order, as the command line prints them.
    static func documentExamples(on platform: Platform) -> [ViewExample] {
        let inflected = inflection(on: platform).map { example in
            ViewExample(title: example.title, caption: example.caption, plan: Build.text(example.text.text), code: example.code,
                        approximation: inflectionApproximation.english)
        }
        return (overview(on: platform) + localizing(on: platform) + [emphasis(on: platform)]).map(\.example) + inflected
    }
}
