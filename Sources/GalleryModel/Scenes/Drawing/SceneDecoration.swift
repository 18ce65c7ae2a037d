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
    /// A text view's text in a font by name and size, `.font(.custom("HelveticaNeue", size: 13))`
    /// (https://developer.apple.com/documentation/swiftui/font/custom(_:size:)).
    case customFont(name: String, size: Double)
    /// A text view's lines set apart by this many extra points, `.lineSpacing(5)`
    /// (https://developer.apple.com/documentation/swiftui/view/linespacing(_:)).
    case lineSpacing(Double)

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
            guard Self.foregroundHex(color) != nil else { return nil }
            self = .foreground(color)
        case .font(let font):
            self = .font(font)
        case .other("foregroundColor", let source):
            // The older spelling of a colour's `.foregroundStyle(_:)`, which most real apps still write
            // (https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:), deprecated in the 2024 releases).
            guard let color = SceneShape.color(in: source), Self.foregroundHex(color) != nil else { return nil }
            self = .foreground(color)
        case .other("font", let source):
            guard let font = Self.customFont(source) else { return nil }
            self = font
        case .other("lineSpacing", let source):
            guard let only = Self.arguments(of: source).first, let points = Double(only), points >= 0 else { return nil }
            self = .lineSpacing(points)
        case .other("padding", let source):
            guard let padding = Self.padding(source) else { return nil }
            self = padding
        case .other("clipShape", let source):
            // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
            let shape = Self.arguments(of: source).first ?? ""
            if ["Capsule()", ".capsule", "Circle()", ".circle"].contains(shape) {
                self = .clip(.capsule)
            } else if shape.hasPrefix("RoundedRectangle(") || shape.hasPrefix(".rect(cornerRadius") || shape.hasPrefix(".rect(cornerSize") {
                self = .clip(.rounded)
            } else {
                return nil
            }
        case .other("cornerRadius", _):
            // https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
            self = .clip(.rounded)
        default:
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
            switch arguments[0] {
            case ".horizontal", "[.horizontal]": return .padding(horizontal: value, vertical: 0)
            case ".vertical", "[.vertical]": return .padding(horizontal: 0, vertical: value)
            case ".all", "[.horizontal, .vertical]", "[.vertical, .horizontal]": return .padding(horizontal: value, vertical: value)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `.font(.custom("HelveticaNeue", size: 13))` (or `fixedSize:`, which the gallery draws at that size too); nil for
    /// any other font written.
    private static func customFont(_ source: String) -> SceneDecoration? {
        guard let font = Self.arguments(of: source).first, font.hasPrefix(".custom(") || font.hasPrefix("Font.custom(") else { return nil }
        let parts = Self.arguments(of: font)
        guard parts.count == 2, parts[0].count >= 2, parts[0].hasPrefix("\""), parts[0].hasSuffix("\"") else { return nil }
        let name = String(parts[0].dropFirst().dropLast())
        let size = ["size:", "fixedSize:"].lazy.compactMap { label in
            parts[1].hasPrefix(label) ? Double(String(parts[1].dropFirst(label.count)).trimmingWhitespace) : nil
        }.first
        guard let size, size > 0, !name.contains(where: { $0 == "\"" || $0 == "\\" }) else { return nil }
        return .customFont(name: name, size: size)
    }

    /// The arguments of a modifier written `.name(a, b)`, each trimmed; none for `.name()`.
    private static func arguments(of source: String) -> [String] {
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

    /// The colour `color` draws words in, or nil for the hierarchical styles and the accent, which the stage's own
    /// colours draw.
    static func foregroundHex(_ color: SceneColor) -> String? {
        color.fill
    }

    /// The class that draws words in `color` (``PlatformTheme/sceneRules``).
    static func foregroundClass(_ color: SceneColor) -> String {
        "scene-foreground-\(color.rawValue)"
    }

    /// The class that sets words in `font`, sized and weighted as the stage's platform draws that text style
    /// (``PlatformTheme/sceneRules``, from ``TextStyleMetrics``).
    static func fontClass(_ font: SceneFont) -> String {
        "scene-font-\(font.rawValue)"
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
            return Self.textViews(in: copy) { $0.properties[.foregroundColor] = Self.foregroundHex(color).map(PlanValue.string) }
        case .font(let font):
            copy.cssClasses.append(Self.fontClass(font))
            return copy
        case .customFont(let name, let size):
            return Self.textViews(in: copy) {
                $0.properties[.fontFamily] = .string(name)
                $0.properties[.fontSize] = .double(size)
            }
        case .lineSpacing(let points):
            return Self.textViews(in: copy) { $0.properties[.lineSpacing] = .double(points) }
        }
    }

    /// `widget` with every text view in it (a TextEditor's) changed by `change`.
    private static func textViews(in widget: WidgetPlan, _ change: (inout WidgetPlan) -> Void) -> WidgetPlan {
        var copy = widget
        if copy.kind == .textView { change(&copy) }
        copy.children = copy.children.map { textViews(in: $0, change) }
        return copy
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}
