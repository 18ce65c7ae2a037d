/// What a modifier without views of its own does to the view drawn so far, where the scene draws it: room around it
/// (`.padding`), its outline cut to a shape (`.clipShape(Capsule())`, `.cornerRadius(8)`), its words and symbols in a
/// colour (`.foregroundStyle(.white)`). The modifiers a custom button style decorates `configuration.label` with.
enum SceneDecoration: Equatable {
    /// Room kept clear around the view, in points, along each axis.
    case padding(horizontal: Int, vertical: Int)
    /// The view cut to a capsule (a circle is drawn as one) or to a rectangle with rounded corners.
    case clip(SceneDecoration.Outline)
    /// The view's words and symbols in a colour.
    case foreground(SceneColor)
    /// The view's words, and those of every view inside it, in one of the platform's text styles (`.font(.headline)`):
    /// the font is part of the environment, so the views under it inherit it (https://developer.apple.com/documentation/swiftui/view/font(_:)).
    case font(SceneFont)
    /// The view's words, and those of every view inside that sets no font of its own, in a font of a size of its own:
    /// `.font(.system(size: 34, weight: .bold, design: .rounded))`, `.font(.custom("Georgia", size: 20))`.
    case sizedFont(SceneSizedFont)
    /// The view's words, and those of every view inside it, in a text style with its weight or slant written on it:
    /// `.font(.largeTitle.bold())`, `.font(.title2.weight(.semibold))`, `.font(.body.italic())`
    /// (https://developer.apple.com/documentation/swiftui/font/bold(), /weight(_:), /italic()): the text style, then
    /// the weight and slant, as `.font(.largeTitle).bold()` draws them.
    case styledFont(SceneFont, weight: FontWeight?, italic: Bool)
    /// Room between the lines of the view's words, and of the words inside it, in points (`.lineSpacing(10)`): the
    /// environment passes it down (https://developer.apple.com/documentation/swiftui/view/linespacing(_:)).
    case lineSpacing(Double)
    /// `.lineLimit(1)`: words kept on one line, ending in "…" where the room is narrower
    /// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb).
    case oneLine
    /// The view's words, and those inside it that set no weight of their own, in a weight: `.fontWeight(.semibold)`,
    /// `.bold()` (https://developer.apple.com/documentation/swiftui/view/fontweight(_:),
    /// https://developer.apple.com/documentation/swiftui/view/bold(_:)).
    case weight(FontWeight)
    /// The view's words, and those inside it, slanted: `.italic()` (https://developer.apple.com/documentation/swiftui/view/italic(_:)).
    case italic
    /// The view drawn at a fraction of its opacity, 0 to 1: `.opacity(0.4)` (a translucent colour behind a row), and
    /// `.hidden()`, which keeps the view's room but draws nothing there
    /// (https://developer.apple.com/documentation/swiftui/view/opacity(_:),
    /// https://developer.apple.com/documentation/swiftui/view/hidden()).
    case opacity(Double)

    enum Outline: String, Equatable {
        case capsule, rounded
    }

    /// The padding SwiftUI adds when none is given: "a system-calculated amount"
    /// (https://developer.apple.com/documentation/swiftui/view/padding(_:_:)), 16 points on iPhone.
    static let systemPadding = 16

    /// The decoration `modifier` is, or nil for one that is not (or one the gallery does not draw: padding on one edge).
    init?(_ modifier: SceneModifier.Kind) {
        switch modifier {
        case .foregroundStyle(let color):
            guard Self.drawsForeground(color) else { return nil }
            self = .foreground(color)
        case .font(let font):
            self = .font(font)
        default:
            guard let (name, source) = modifier.written, let decoration = Self.written(name, source) else { return nil }
            self = decoration
        }
    }

    /// The decoration a modifier the gallery reads from its source text is, or nil.
    private static func written(_ name: SceneModifierName, _ source: String) -> SceneDecoration? {
        switch name {
        case .foregroundColor:
            // The older spelling of a colour's `.foregroundStyle(_:)`, which most real apps still write
            // (https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:), deprecated in the 2024 releases).
            guard let color = SceneShape.color(in: source), drawsForeground(color) else { return nil }
            return .foreground(color)
        case .font:
            guard let written = arguments(of: source).first else { return nil }
            return font(written: written)
        case .fontWeight:
            guard let written = arguments(of: source).first, written.hasPrefix("."),
                  let weight = FontWeight(rawValue: String(written.dropFirst())) else { return nil }
            return .weight(weight)
        case .bold:
            // `.bold()` or `.bold(true)`; `.bold(false)` or a computed flag leaves the weight alone.
            return ["", "true"].contains(arguments(of: source).first ?? "") ? .weight(.bold) : nil
        case .italic:
            return ["", "true"].contains(arguments(of: source).first ?? "") ? .italic : nil
        case .lineLimit:
            // One line only: a larger limit lets the words wrap, as the gallery's labels already do.
            return arguments(of: source).first == "1" ? .oneLine : nil
        case .lineSpacing:
            guard let points = arguments(of: source).first.flatMap(Double.init), points >= 0 else { return nil }
            return .lineSpacing(points)
        case .padding:
            return padding(source)
        case .clipShape:
            // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
            let shape = arguments(of: source).first ?? ""
            if ["Capsule()", ".capsule", "Circle()", ".circle"].contains(shape) { return .clip(.capsule) }
            if shape.hasPrefix("RoundedRectangle(") || shape.hasPrefix(".rect(cornerRadius") || shape.hasPrefix(".rect(cornerSize") {
                return .clip(.rounded)
            }
            return nil
        case .opacity:
            // A number as written; a computed one (`isLoading ? 1 : 0`) leaves the view as drawn.
            guard let value = arguments(of: source).first.flatMap(Double.init) else { return nil }
            return .opacity(min(max(value, 0), 1))
        case .hidden:
            return arguments(of: source).isEmpty ? .opacity(0) : nil
        case .cornerRadius:
            // https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
            return .clip(.rounded)
        case .accessibilityLabel, .frame, .fill, .stroke, .strokeBorder, .aspectRatio, .badge, .presentationDragIndicator, .presentationDetents, .chartXAxis,
             .chartYAxis, .symbolRenderingMode:
            // `.symbolRenderingMode(.multicolor)` colours the Image it is written on (SceneDrawing+Views), not what is inside.
            return nil
        }
    }

    /// `.padding()`, `.padding(12)`, `.padding(.horizontal)`, `.padding(.vertical, 8)`, `.padding(.all, 4)`; nil for
    /// padding on some edges only, which the gallery does not draw.
    private static func padding(_ source: String) -> SceneDecoration? {
        let arguments = Self.arguments(of: source)
        let amount = { (text: String?) -> Int? in text.map { Double($0).map { Int($0.rounded()) } } ?? systemPadding }
        switch arguments.count {
        case 0:
            return .padding(horizontal: systemPadding, vertical: systemPadding)
        case 1 where Double(arguments[0]) != nil:
            let all = amount(arguments[0]) ?? systemPadding
            return .padding(horizontal: all, vertical: all)
        case 1, 2:
            guard let value = amount(arguments.count == 2 ? arguments[1] : nil) else { return nil }
            guard let edges = PaddedEdges(written: arguments[0]) else { return nil }
            return .padding(horizontal: edges.horizontal ? value : 0, vertical: edges.vertical ? value : 0)
        default:
            return nil
        }
    }

    /// The arguments of a modifier written `.name(a, b)`, each trimmed; none for `.name()`.
    static func arguments(of source: String) -> [String] {
        guard let open = source.firstIndex(of: "("), let close = source.lastIndex(of: ")"), open < close else { return [] }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in source[source.index(after: open)..<close] {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingWhitespace)
                current = ""
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingWhitespace
        return last.isEmpty && arguments.isEmpty ? [] : arguments + [last]
    }

    /// The decoration a font written as `.font(…)`'s argument is, `Font.` before it or not, or nil for a font the
    /// gallery cannot draw (a text style alone, `.font(.title)`, is read as ``SceneModifier/Kind/font(_:)``):
    /// - a system font given a text style, `.system(.title3, design: .rounded)` or `Font.system(.largeTitle, weight:
    ///   .bold)` (https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)), is that text style,
    ///   drawn at its size and weight as `.font(.title3)` is;
    /// - a font of a size of its own, `.system(size:…)` or `.custom(_:size:)`, is a ``SceneSizedFont``.
    static func font(written: String) -> SceneDecoration? {
        let call = written.hasPrefix("Font.") ? String(written.dropFirst(4)) : written
        if let sized = SceneSizedFont(call: call) { return .sizedFont(sized) }
        if let styled = styledFont(call) { return styled }
        guard call.hasPrefix(".system("), let first = arguments(of: call).first, first.hasPrefix("."),
              let style = SceneFont(rawValue: String(first.dropFirst())) else { return nil }
        return .font(style)
    }

    /// A text style with `.bold()`, `.weight(.x)` or `.italic()` chained on it (`.largeTitle.bold()`), or nil for any
    /// other font.
    private static func styledFont(_ call: String) -> SceneDecoration? {
        guard call.hasPrefix(".") else { return nil }
        let name = call.dropFirst().prefix { $0.isLetter || $0.isNumber }
        guard let style = SceneFont(rawValue: String(name)) else { return nil }
        var rest = call.dropFirst(1 + name.count)
        guard !rest.isEmpty else { return nil }
        var weight: FontWeight?
        var italic = false
        while !rest.isEmpty {
            if rest.hasPrefix(".bold()") {
                weight = .bold
                rest = rest.dropFirst(".bold()".count)
            } else if rest.hasPrefix(".italic()") {
                italic = true
                rest = rest.dropFirst(".italic()".count)
            } else if rest.hasPrefix(".weight(."), let close = rest.firstIndex(of: ")"),
                      let chosen = FontWeight(rawValue: String(rest[rest.index(rest.startIndex, offsetBy: ".weight(.".count)..<close])) {
                weight = chosen
                rest = rest[rest.index(after: close)...]
            } else {
                return nil
            }
        }
        return .styledFont(style, weight: weight, italic: italic)
    }

    /// The colour `color` draws words in, or nil for the hierarchical styles and the accent, which the stage's own
    /// colours draw.
    static func foregroundHex(_ color: SceneColor) -> String? {
        color.fill
    }

    /// The colours the stage draws a view's words and symbols in: a colour of its own (``foregroundHex(_:)``), or one
    /// of the stage's: the accent (`.tint`, `Color.accentColor`) and the hierarchical label colours (`.primary`,
    /// `.secondary`, `.tertiary`, `.quaternary`), which each scheme sets (``PlatformTheme/sceneRules``). Clear draws none.
    static func drawsForeground(_ color: SceneColor) -> Bool {
        foregroundHex(color) != nil || stageForegrounds.contains(color)
    }

    /// The foreground colours the stage's palette gives, per scheme.
    static let stageForegrounds: [SceneColor] = [.accentColor, .primary, .secondary, .tertiary, .quaternary]

    /// The class that draws words in `color` (``PlatformTheme/sceneRules``).
    static func foregroundClass(_ color: SceneColor) -> String {
        "scene-foreground-\(color.rawValue)"
    }

    /// The class that sets words in `font`, sized and weighted as the stage's platform draws that text style
    /// (``PlatformTheme/sceneRules``, from ``TextStyleMetrics``).
    static func fontClass(_ font: SceneFont) -> String {
        "scene-font-\(font.rawValue)"
    }

    /// The decoration with its points drawn at `scale` pixels each (the stage's: ``TextStyleMetrics/pixelsPerPoint(on:)``):
    /// padding's, a font's size of its own and the room between lines; the others hold no length.
    func scaled(by scale: Double) -> SceneDecoration {
        guard scale != 1 else { return self }
        switch self {
        case .padding(let horizontal, let vertical):
            return .padding(horizontal: Int((Double(horizontal) * scale).rounded()), vertical: Int((Double(vertical) * scale).rounded()))
        case .sizedFont(var font):
            font.size = (font.size * scale).rounded()
            return .sizedFont(font)
        case .lineSpacing(let points):
            return .lineSpacing(points * scale)
        default:
            return self
        }
    }

    /// `widget` decorated.
    func applied(to widget: WidgetPlan) -> WidgetPlan {
        var copy = widget
        switch self {
        case .padding(let horizontal, let vertical):
            // Padding twice adds up: `.padding(.horizontal, 12).padding(.vertical, 6)` keeps both.
            copy.properties[.horizontalMargin] = .int((widget.int(.horizontalMargin) ?? 0) + horizontal)
            copy.properties[.verticalMargin] = .int((widget.int(.verticalMargin) ?? 0) + vertical)
            return copy
        case .clip(let outline):
            copy.cssClasses.append("scene-clip-\(outline.rawValue)")
            copy.properties[.clips] = .bool(true)
            return copy
        case .foreground(let color):
            copy.cssClasses.append(Self.foregroundClass(color))
            // A text view colours its text with a tag over it, which the class does not reach.
            return Self.settingWords(of: copy, stoppingAt: { _ in false }) { words in
                if words.kind == .textView { words.properties[.foregroundColor] = Self.foregroundHex(color).map(PlanValue.string) }
            }
        case .font(let font):
            copy.cssClasses.append(Self.fontClass(font))
            return copy
        case .styledFont(let font, let weight, let italic):
            var styled = SceneDecoration.font(font).applied(to: widget)
            if let weight { styled = SceneDecoration.weight(weight).applied(to: styled) }
            return italic ? SceneDecoration.italic.applied(to: styled) : styled
        case .sizedFont(let font):
            // A font written nearer a Text wins: words that already have a font, or stand under a text style, keep it.
            // A symbol takes the font's size too, as SF Symbols match the text they are set in
            // (https://developer.apple.com/design/human-interface-guidelines/sf-symbols): `Image(systemName: "photo")
            // .font(.system(size: 48))` is a 48-point symbol.
            let stops = { (plan: WidgetPlan) in plan.cssClasses.contains { $0.hasPrefix("scene-font-") } }
            let sized = Self.settingSymbols(of: widget, stoppingAt: stops) { image in
                if image.properties[.iconSize] == nil { image.properties[.iconSize] = .int(Int(font.size.rounded())) }
            }
            return Self.settingWords(of: sized, stoppingAt: stops) { words in
                guard words.properties[.fontSize] == nil else { return }
                words.properties[.fontSize] = .double(font.size)
                words.properties[.fontFamily] = .string(font.family)
                if let weight = font.weight { words.properties[.fontWeight] = .int(weight.numericWeight) }
            }
        case .oneLine:
            return Self.settingWords(of: widget, stoppingAt: { _ in false }) { words in
                words.properties[.wraps] = .bool(false)
                words.properties[.wrapsInsideWords] = nil
                words.properties[.truncates] = .bool(true)
            }
        case .lineSpacing(let points):
            return Self.settingWords(of: widget, stoppingAt: { _ in false }) { words in
                if words.properties[.lineSpacing] == nil { words.properties[.lineSpacing] = .double(points) }
            }
        case .weight(let weight):
            // A weight written nearer a Text wins; a text style's own weight gives way to it, as in SwiftUI.
            return Self.settingWords(of: widget, stoppingAt: { _ in false }) { words in
                if words.properties[.fontWeight] == nil { words.properties[.fontWeight] = .int(weight.numericWeight) }
            }
        case .italic:
            copy.cssClasses.append("scene-italic")
            return copy
        case .opacity(let fraction):
            // Opacity twice multiplies: `.opacity(0.5).opacity(0.5)` draws at a quarter.
            copy.properties[.opacity] = .double((widget.double(.opacity) ?? 1) * fraction)
            return copy
        }
    }

    /// `widget` with `change` made to every image in it, except under a widget `stops` holds.
    private static func settingSymbols(of widget: WidgetPlan, stoppingAt stops: (WidgetPlan) -> Bool,
                                       _ change: (inout WidgetPlan) -> Void) -> WidgetPlan {
        var copy = widget
        if copy.kind == .image { change(&copy) }
        copy.children = copy.children.map { child in stops(child) ? child : settingSymbols(of: child, stoppingAt: stops, change) }
        return copy
    }

    /// `widget` with `change` made to every label and text view in it, except under a widget `stops` holds.
    private static func settingWords(of widget: WidgetPlan, stoppingAt stops: (WidgetPlan) -> Bool,
                                     _ change: (inout WidgetPlan) -> Void) -> WidgetPlan {
        var copy = widget
        if [.label, .textView].contains(copy.kind) { change(&copy) }
        copy.children = copy.children.map { child in stops(child) ? child : settingWords(of: child, stoppingAt: stops, change) }
        return copy
    }
}

/// A font written with a size of its own rather than a text style: `.system(size: 34, weight: .bold, design: .rounded)`
/// (https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)) or `.custom("Georgia", size: 20)`
/// (https://developer.apple.com/documentation/swiftui/font/custom(_:size:)). Its size is in points, drawn one pixel a
/// point; a design is drawn in the family for it at that size (``FontDesign/family(at:)``: the stage typeface's text or
/// display cut), as the Text page draws it; a custom family the desktop lacks falls back to its sans-serif.
struct SceneSizedFont: Equatable {
    /// Its size, in the stage's pixels once ``SceneDecoration/scaled(by:)`` has drawn its points at the stage's scale.
    var size: Double
    let weight: FontWeight?
    /// The family GTK is asked for.
    let family: String

    /// The font `call` writes (`.font(…)`'s argument without `Font.`: ``SceneDecoration/font(written:)`` reads it), or
    /// nil for a text style or a font the gallery cannot size.
    init?(call: String) {
        let arguments = SceneDecoration.arguments(of: call)
        let labelled = { (label: String) in
            arguments.first { $0.hasPrefix(label + ":") }.map { String($0.dropFirst(label.count + 1)).filter { !$0.isWhitespace } }
        }
        if call.hasPrefix(".system(") {
            guard let size = labelled("size").flatMap(Double.init) else { return nil }
            self.size = size
            weight = labelled("weight").flatMap { FontWeight(rawValue: String($0.drop { $0 == "." })) }
            family = (labelled("design").flatMap { FontDesign(rawValue: String($0.drop { $0 == "." })) } ?? .default).family(at: size)
        } else if call.hasPrefix(".custom("), let name = arguments.first, name.hasPrefix("\""), name.hasSuffix("\""), name.count > 1 {
            guard let size = (labelled("size") ?? labelled("fixedSize")).flatMap(Double.init) else { return nil }
            self.size = size
            weight = nil
            family = String(name.dropFirst().dropLast())
        } else {
            return nil
        }
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}

/// The edges `.padding(_:_:)` pads, as its `Edge.Set` argument is written: `.horizontal`, `[.vertical]`, `.all`,
/// `[.horizontal, .vertical]`; nil for a set the gallery does not draw (one edge alone)
/// (https://developer.apple.com/documentation/swiftui/edge/set).
struct PaddedEdges: Equatable {
    let horizontal: Bool
    let vertical: Bool

    /// The members of `Edge.Set` the gallery draws padding for.
    private enum Member: String {
        case horizontal, vertical, all
    }

    init?(written: String) {
        let listed = written.hasPrefix("[") && written.hasSuffix("]") ? String(written.dropFirst().dropLast()) : written
        let members = listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var horizontal = false, vertical = false
        for member in members {
            guard member.hasPrefix("."), let known = Member(rawValue: String(member.dropFirst())) else { return nil }
            switch known {
            case .horizontal: horizontal = true
            case .vertical: vertical = true
            case .all: (horizontal, vertical) = (true, true)
            }
        }
        guard horizontal || vertical else { return nil }
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
