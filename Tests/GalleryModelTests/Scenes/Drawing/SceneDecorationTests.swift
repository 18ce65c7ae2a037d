@testable import GalleryModel
import Testing

/// What modifiers without views of their own do to a scene's drawing: `.font(_:)`, which sets the words of the view it is
/// written on, and of every view inside it, in the platform's text style; the colour, custom font and line spacing of a
/// TextEditor's text.
@Suite("Scene decorations")
struct SceneDecorationTests {
    static func plan(_ roots: [SceneNode], on platform: Platform = .iOS) -> WidgetPlan {
        ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: roots), in: Context(platform: platform))).drawn
    }

    static func text(_ words: String, _ modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))], modifiers: modifiers)
    }

    @Test("A Text with .font(.headline) is drawn in the headline style; one without keeps the stage's body text")
    func textStyle() throws {
        let widget = Self.plan([SceneNode(.layout(.vStack), children: [Self.text("Title", [SceneModifier(.font(.headline))]), Self.text("Body")])])
        let title = try #require(widget.allPlans.first { $0.string(.text) == "Title" })
        let body = try #require(widget.allPlans.first { $0.string(.text) == "Body" })
        #expect(title.cssClasses.contains(SceneDecoration.fontClass(.headline)))
        #expect(!body.cssClasses.contains { $0.hasPrefix("scene-font-") })
    }

    @Test("A font set on a stack is set on the stack's own widget, so every view inside takes it, as SwiftUI's environment passes it down")
    func inherited() throws {
        let widget = Self.plan([SceneNode(.layout(.vStack), children: [Self.text("One"), Self.text("Two")], modifiers: [SceneModifier(.font(.largeTitle))])])
        let stack = try #require(widget.allPlans.first { plan in plan.children.contains { $0.string(.text) == "One" } })
        #expect(stack.cssClasses.contains(SceneDecoration.fontClass(.largeTitle)))
    }

    @Test("The older .foregroundColor(_:) colours a Text as .foregroundStyle(_:) does, and .secondary dims it")
    func foregroundColor() throws {
        let widget = Self.plan([SceneNode(.layout(.vStack), children: [
            Self.text("Red", [SceneModifier(.other(name: "foregroundColor", source: ".foregroundColor(.red)"))]),
            Self.text("Blue", [SceneModifier(.other(name: "foregroundColor", source: ".foregroundColor(Color.blue)"))]),
            Self.text("Quiet", [SceneModifier(.other(name: "foregroundColor", source: ".foregroundColor(.secondary)"))]),
        ])])
        #expect(try #require(widget.allPlans.first { $0.string(.text) == "Red" }).cssClasses.contains(SceneDecoration.foregroundClass(.red)))
        #expect(try #require(widget.allPlans.first { $0.string(.text) == "Blue" }).cssClasses.contains(SceneDecoration.foregroundClass(.blue)))
        #expect(try #require(widget.allPlans.first { $0.string(.text) == "Quiet" }).cssClasses.contains("dim-label"))
    }

    @Test("The stage's own colours as a foreground: .tint is the accent, .secondary the dimmed label colour, set on a stack for all inside; each scheme's stylesheet colours them")
    func stageForegrounds() throws {
        let widget = Self.plan([SceneNode(.layout(.hStack), children: [Self.text("California"), Self.text("4.8", [SceneModifier(.foregroundStyle(.accentColor))])],
                                          modifiers: [SceneModifier(.foregroundStyle(.secondary))])])
        let stack = try #require(widget.allPlans.first { plan in plan.children.contains { $0.string(.text) == "California" } })
        #expect(stack.cssClasses.contains(SceneDecoration.foregroundClass(.secondary)))
        let rating = try #require(widget.allPlans.first { $0.string(.text) == "4.8" })
        #expect(rating.cssClasses.contains(SceneDecoration.foregroundClass(.accentColor)))
        let css = PlatformTheme.stylesheet(for: [.iOS])
        for color in SceneDecoration.stageForegrounds {
            #expect(css.contains(".scheme-light .\(SceneDecoration.foregroundClass(color))") && css.contains(".scheme-dark .\(SceneDecoration.foregroundClass(color))"),
                    "\(color)")
        }
        #expect(!SceneDecoration.drawsForeground(.clear))
    }

    @Test(".lineLimit(1) keeps a Text's words on one line, ending in an ellipsis, on the Watch's screen too; a larger limit leaves them wrapping",
          arguments: [Platform.iOS, .watchOS])
    func oneLine(platform: Platform) throws {
        let limited = Self.text("Random Access Memories", [SceneModifier(.other(name: "lineLimit", source: ".lineLimit(1)"))])
        let words = try #require(Self.plan([limited], on: platform).first(.label))
        #expect(words.bool(.truncates) == true && words.bool(.wraps) == false)
        let two = Self.text("Random Access Memories", [SceneModifier(.other(name: "lineLimit", source: ".lineLimit(2)"))])
        #expect(try #require(Self.plan([two], on: platform).first(.label)).bool(.truncates) == nil)
    }

    @Test("An Image in .symbolRenderingMode(.multicolor) is drawn in its symbol's own colour (a yellow sun); without it, or for a symbol of no such colour, in the foreground")
    func multicolorSymbols() throws {
        let image = { (symbol: String, multicolor: Bool) -> SceneNode in
            SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string(symbol))],
                      modifiers: multicolor ? [SceneModifier(.other(name: "symbolRenderingMode", source: ".symbolRenderingMode(.multicolor)"))] : [])
        }
        let classes = { (node: SceneNode) throws -> [String] in try #require(Self.plan([node]).first(.image)).cssClasses }
        #expect(try classes(image("sun.max.fill", true)).contains(SceneDecoration.foregroundClass(.yellow)))
        #expect(try classes(image("heart.fill", true)).contains(SceneDecoration.foregroundClass(.red)))
        #expect(try !classes(image("sun.max.fill", false)).contains { $0.hasPrefix("scene-foreground-") })
        #expect(try !classes(image("paperplane", true)).contains { $0.hasPrefix("scene-foreground-") })
    }

    @Test("A foreground style on a stack colours the borderless buttons and links inside it, over the accent they take otherwise")
    func foregroundReachesButtons() {
        let css = PlatformTheme.stylesheet(for: [.iOS])
        let primary = ".\(SceneDecoration.foregroundClass(.primary))"
        #expect(css.contains("\(primary) button.borderless-button") && css.contains("\(primary) .link-button"))
        let red = ".\(SceneDecoration.foregroundClass(.red))"
        #expect(css.contains("\(red) button.borderless-button"), "a system colour reaches them too")
        #expect(css.contains("\(red).\(SceneDrawing.tintedLabelIcon) > image"), "a Label's symbol in a list takes it over the accent")
        // Apple TV and the Watch draw a list's button row in the label colour; a foreground style the code writes wins,
        // its rule coming after the row's.
        for platform in [Platform.tvOS, .watchOS] {
            let sheet = PlatformTheme.stylesheet(for: [platform])
            let orange = ".\(SceneDecoration.foregroundClass(.orange)).list-row-button"
            let rowRule = sheet.range(of: ".list-row-button, ")
            let colouredRule = sheet.range(of: orange)
            #expect(rowRule != nil && colouredRule != nil && rowRule!.lowerBound < colouredRule!.lowerBound, "\(platform)")
        }
    }

    @Test("A button whose label is a symbol alone sets it at the size of the symbol's own font: a text style's, or a size of its own",
          arguments: [(SceneModifier(.font(.title)), 28), (SceneModifier(.other(name: "font", source: ".font(.system(size: 44))")), 44)])
    func symbolButtonTakesItsFont(font: SceneModifier, pixels: Int) throws {
        let image = SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("play.fill"))], modifiers: [font])
        let button = SceneNode(.styled(.button), slots: [SceneSlot(label: "label", children: [image])])
        let drawn = try #require(Self.plan([button]).first(.button))
        #expect(drawn.int(.iconSize) == pixels)
        // Without a font the symbol keeps the stage's size.
        let plain = SceneNode(.styled(.button), slots: [SceneSlot(label: "label", children: [SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("play.fill"))])])])
        #expect(try #require(Self.plan([plain]).first(.button)).int(.iconSize) == nil)
    }

    @Test("A TextEditor's .foregroundColor, .font(.custom(_:size:)) and .lineSpacing(_:) set its text view's colour, font and line spacing")
    func textEditorText() throws {
        let modifiers = [
            ("foregroundColor", ".foregroundColor(Color.gray)"), ("font", #".font(.custom("HelveticaNeue", size: 13))"#), ("lineSpacing", ".lineSpacing(5)"),
        ].map { SceneModifier(.other(name: $0.0, source: $0.1)) }
        let editor = SceneNode(.styled(.textEditor), arguments: [SceneArgument("text", .binding("fullText"))], modifiers: modifiers)
        let view = try #require(Self.plan([editor]).first(.textView))
        #expect(view.string(.foregroundColor) == NamedColor.gray.hex)
        #expect(view.string(.fontFamily) == "HelveticaNeue" && view.double(.fontSize) == 13)
        #expect(view.double(.lineSpacing) == 5)
    }

    @Test("A named font with a size is drawn by name, a system font at its size; a font the gallery cannot read leaves the view as it is",
          arguments: [#".font(.custom("Menlo", fixedSize: 11))"#, #".font(.custom(name, size: 11))"#, ".font(.system(size: 11))"])
    func sizedFontSpellings(source: String) {
        let decoration = SceneDecoration(.other(name: "font", source: source))
        guard !source.contains("(name,") else {
            #expect(decoration == nil)
            return
        }
        guard case .sizedFont(let font)? = decoration else {
            Issue.record("\(source) was not read as a sized font")
            return
        }
        #expect(font.size == 11)
        #expect((font.family == "Menlo") == source.contains("Menlo"), "\(source)")
    }

    @Test("Each platform's stylesheet sizes and weights every text style as that platform's typography table gives it")
    func stylesheet() {
        let css = PlatformTheme.stylesheet
        for platform in Platform.allCases {
            for font in SceneFont.allCases {
                let metrics = TextStyleMetrics.stageMetrics(of: font.textStyle, on: platform)
                let rule = ".stage.\(PlatformTheme.of(platform).cssClass) .\(SceneDecoration.fontClass(font)) { font-size: \(metrics.size)px; font-weight: \(metrics.weight.numericWeight); }"
                #expect(css.contains(rule), "\(platform.rawValue) \(font.rawValue)")
                let symbols = "image.\(SceneDecoration.fontClass(font)), .stage.\(PlatformTheme.of(platform).cssClass) .\(SceneDecoration.fontClass(font)) image { -gtk-icon-size: \(metrics.size)px; }"
                #expect(css.contains(symbols), "\(platform.rawValue) \(font.rawValue): a symbol in the style")
            }
        }
        // HIG Typography, Specifications (iOS, iPadOS: Dynamic Type sizes, Large): Headline is 17 points, semibold.
        #expect(TextStyleMetrics.metrics(of: SceneFont.headline.textStyle, on: .iOS).size == 17)
        #expect(TextStyleMetrics.metrics(of: SceneFont.headline.textStyle, on: .iOS).weight == .semibold)
    }

    @Test("A Text of a computed value shows the expression, dimmed and slanted, where its words would be; a literal is drawn as written")
    func runtimeWords() throws {
        let widget = Self.plan([SceneNode(.layout(.vStack), children: [
            SceneNode(.plain(.text), arguments: [SceneArgument(nil, .expression("order.customerName"))]),
            SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Ada"))]),
        ])])
        let computed = try #require(widget.allPlans.first { $0.string(.text) == "order.customerName" })
        #expect(computed.cssClasses.contains("dim-label") && computed.cssClasses.contains("scene-runtime-words"))
        // The stand-in keeps one line and is cut short rather than squeeze the real words beside it, even on a watch's
        // screen, where every other line of words wraps; real words wrap.
        let onWatch = try #require(widget.fittingScreen(of: .watchOS).allPlans.first { $0.string(.text) == "order.customerName" })
        #expect(onWatch.bool(.truncates) == true && onWatch.bool(.wraps) == false)
        let literal = try #require(widget.allPlans.first { $0.string(.text) == "Ada" })
        #expect(!literal.cssClasses.contains("scene-runtime-words"))
        #expect(literal.bool(.truncates) != true && literal.bool(.wraps) == true)
    }

    @Test("A control or Label whose title is computed shows the expression as its title, never a labelled string such as its symbol's name")
    func computedTitles() throws {
        let computed = SceneArgument(nil, .expression("city.name"))
        let widget = Self.plan([SceneNode(.styled(.list), children: [
            SceneNode(.styled(.label), arguments: [computed, SceneArgument("systemImage", .string("building.2"))]),
            SceneNode(.styled(.button), arguments: [SceneArgument(nil, .expression("order.title")), SceneArgument("action", .expression("send"))]),
            SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .expression("setting.name")), SceneArgument("isOn", .binding("on"))]),
        ])], on: .macOS)
        let words = Set(widget.allPlans.compactMap { $0.string(.text) ?? $0.string(.label) })
        #expect(words.isSuperset(of: ["city.name", "order.title", "setting.name"]), "\(words)")
        #expect(!words.contains("building.2"))
        // The outline's title is a literal's words only.
        #expect(SceneNode(.styled(.label), arguments: [computed, SceneArgument("systemImage", .string("building.2"))]).title == nil)
        // Where the first argument is data or a name, it is no title.
        for node in [SceneNode(.styled(.list), arguments: [SceneArgument(nil, .expression("cities"))]),
                     SceneNode(.styled(.progressView), arguments: [SceneArgument(nil, .expression("progress"))]),
                     SceneNode(.plain(.image), arguments: [SceneArgument(nil, .expression("city.photo"))])] {
            #expect(node.computedTitleSource == nil, "\(node.kind)")
        }
    }

    @Test("Words computed as the app runs show their expression: a string interpolating values without its quotes, a single interpolation as its expression")
    func runtimeWordsShown() {
        #expect(SceneDrawing.runtimeWords("item.name") == "item.name")
        #expect(SceneDrawing.runtimeWords(#""\(movies.count)""#) == "movies.count")
        #expect(SceneDrawing.runtimeWords(#""\(count) movies""#) == #"\(count) movies"#)
        #expect(SceneDrawing.runtimeWords(#""\(a) and \(b)""#) == #"\(a) and \(b)"#)
        #expect(SceneDrawing.runtimeWords(String(repeating: "x", count: 50)) == String(repeating: "x", count: 39) + "…")
    }

    @Test("A system font written with a text style is drawn at that style's size and weight", arguments: [
        (".font(.system(.title3, design: .rounded))", SceneFont.title3), (".font(Font.system(.largeTitle, weight: .bold))", .largeTitle),
    ])
    func systemFontWithTextStyle(source: String, style: SceneFont) {
        #expect(SceneDecoration(.other(name: "font", source: source)) == .font(style))
        #expect(SceneDecoration(.other(name: "font", source: ".font(.system(.notAStyle))")) == nil)
    }

    @Test("One reader for every font written in .font(…), Font. before it or not: a sized system font, a custom one, a text style")
    func fontsWrittenEitherWay() throws {
        for prefix in ["", "Font"] {
            guard case .sizedFont(let system)? = SceneDecoration.font(written: prefix + ".system(size: 34, weight: .bold)") else {
                Issue.record("\(prefix).system(size:weight:) is not a sized font"); continue
            }
            #expect(system.size == 34 && system.weight == .bold)
            guard case .sizedFont(let custom)? = SceneDecoration.font(written: prefix + ".custom(\"Georgia\", size: 20)") else {
                Issue.record("\(prefix).custom(_:size:) is not a sized font"); continue
            }
            #expect(custom.size == 20 && custom.family == "Georgia")
            #expect(SceneDecoration.font(written: prefix + ".system(.title3)") == .font(.title3))
        }
        #expect(SceneDecoration.font(written: ".system(size: big)") == nil)
        #expect(SceneDecoration.font(written: "myFont") == nil)
    }

    @Test("A text style with its weight or slant chained on it is drawn in the style, at that weight and slant: .largeTitle.bold(), .title2.weight(.semibold), .body.italic()")
    func chainedFonts() throws {
        let written = { (font: String) in SceneModifier(.other(name: "font", source: ".font(\(font))")) }
        let widget = Self.plan([SceneNode(.layout(.vStack), children: [
            Self.text("Bridge", [written(".largeTitle.bold()")]), Self.text("City", [written("Font.title2.weight(.semibold)")]),
            Self.text("Note", [written(".body.italic()")]), Self.text("Plain", [written(".largeTitle.leading(.tight)")]),
        ])])
        let word = { (text: String) in widget.allPlans.first { $0.string(.text) == text } }
        let bridge = try #require(word("Bridge")), city = try #require(word("City")), note = try #require(word("Note"))
        #expect(bridge.cssClasses.contains(SceneDecoration.fontClass(.largeTitle)) && bridge.int(.fontWeight) == FontWeight.bold.numericWeight)
        #expect(city.cssClasses.contains(SceneDecoration.fontClass(.title2)) && city.int(.fontWeight) == FontWeight.semibold.numericWeight)
        #expect(note.cssClasses.contains("scene-italic"))
        #expect(try #require(word("Plain")).cssClasses.allSatisfy { !$0.hasPrefix("scene-font-") }, "a chain the gallery cannot read leaves the words as they are")
    }

    @Test("A symbol under a font of a size of its own is drawn at that size, as SF Symbols match their font; a symbol already sized keeps its size")
    func sizedSymbols() throws {
        let photo = SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("photo"))],
                              modifiers: [SceneModifier(.other(name: "font", source: ".font(.system(size: 48))"))])
        let image = try #require(Self.plan([photo]).first(.image))
        #expect(image.int(.iconSize) == 48)
    }

    @Test("A shape filled with a translucent colour is drawn in the colour at that opacity")
    func translucentFill() throws {
        let shape = SceneNode(.plain(.roundedRectangle), modifiers: [SceneModifier(.other(name: "fill", source: ".fill(Color.gray.opacity(0.3))"))])
        let drawn = try #require(Self.plan([shape]).first(.shape))
        #expect(drawn.double(.opacity) == 0.3 && drawn.cssClasses.contains(SceneDecoration.foregroundClass(.gray)))
        let solid = SceneNode(.plain(.roundedRectangle), modifiers: [SceneModifier(.other(name: "fill", source: ".fill(.red)"))])
        #expect(try #require(Self.plan([solid]).first(.shape)).double(.opacity) == nil)
    }

    @Test(".bold(), .fontWeight(_:) and .italic() set the words under them, a weight nearer a Text winning")
    func weightAndItalic() throws {
        let widget = Self.plan([SceneNode(.layout(.vStack), children: [
            Self.text("Light", [SceneModifier(.other(name: "fontWeight", source: ".fontWeight(.light)"))]),
            Self.text("Plain"),
            Self.text("Slanted", [SceneModifier(.other(name: "italic", source: ".italic()"))]),
        ], modifiers: [SceneModifier(.other(name: "bold", source: ".bold()"))])])
        #expect(try #require(widget.allPlans.first { $0.string(.text) == "Light" }).int(.fontWeight) == 300)
        #expect(try #require(widget.allPlans.first { $0.string(.text) == "Plain" }).int(.fontWeight) == 700)
        #expect(widget.allPlans.contains { $0.cssClasses.contains("scene-italic") && $0.allPlans.contains { $0.string(.text) == "Slanted" } })
        #expect(SceneDecoration(.other(name: "bold", source: ".bold(false)")) == nil)
        #expect(SceneDecoration(.other(name: "bold", source: ".bold(isOn)")) == nil)
    }

    @Test("A view with .opacity(0.4) is drawn at 40 %, .opacity twice multiplies, .hidden() keeps its room at none, and a computed opacity leaves it as drawn")
    func opacity() throws {
        let modifier = { (name: String, source: String) in SceneModifier(.other(name: name, source: source)) }
        let widget = Self.plan([SceneNode(.layout(.vStack), children: [
            Self.text("Dim", [modifier("opacity", ".opacity(0.4)")]),
            Self.text("Quarter", [modifier("opacity", ".opacity(0.5)"), modifier("opacity", ".opacity(0.5)")]),
            Self.text("Hidden", [modifier("hidden", ".hidden()")]),
            Self.text("Computed", [modifier("opacity", ".opacity(isLoading ? 1 : 0)")]),
        ])])
        let opacity = { (words: String) in widget.allPlans.first { $0.string(.text) == words }?.double(.opacity) }
        #expect(opacity("Dim") == 0.4)
        #expect(opacity("Quarter") == 0.25)
        #expect(opacity("Hidden") == 0)
        #expect(opacity("Computed") == nil)
    }

    @Test("Padding is drawn on the edges its Edge.Set names, the system's 16 points when no amount is written; one edge alone is not drawn",
          arguments: [
              (".padding()", SceneDecoration.padding(horizontal: 16, vertical: 16)),
              (".padding(12)", .padding(horizontal: 12, vertical: 12)),
              (".padding(.horizontal)", .padding(horizontal: 16, vertical: 0)),
              (".padding([.vertical], 8)", .padding(horizontal: 0, vertical: 8)),
              (".padding([.vertical, .horizontal], 4)", .padding(horizontal: 4, vertical: 4)),
              (".padding(.all, 6)", .padding(horizontal: 6, vertical: 6)),
              (".padding(.leading, 8)", nil),
          ] as [(String, SceneDecoration?)])
    func padding(source: String, drawn: SceneDecoration?) {
        #expect(SceneDecoration(.other(name: "padding", source: source)) == drawn, "\(source)")
    }
}
