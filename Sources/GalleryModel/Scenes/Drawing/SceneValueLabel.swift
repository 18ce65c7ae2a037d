/// A view that labels a value (a Gauge's or a ProgressView's current-value, minimum and maximum labels), as its
/// drawing shows it.
enum SceneValueLabel: Equatable {
    /// Words that do not change: `Text("0")`.
    case words(String)
    /// Words that show the value: `Text("\(Int(level))%")` of `Gauge(value: level)` is `"{value}%"`,
    /// `Text("\(Int(progress * 100))%")` of `ProgressView(value: progress)` is `"{percent}"` (``BoundText``'s templates).
    case template(String)
    /// An SF Symbol: `Image(systemName: "tortoise")`.
    case symbol(String)

    /// The label `view` is, where the view shows the value named `value`: a Text of a literal, a Text whose
    /// interpolations are only that value (whole, as an `Int`, or as a percentage), an Image of a symbol; any other
    /// Text stands for its expression, as a Text of words the app computes does.
    init?(_ view: SceneNode, showing value: String?) {
        switch view.kind {
        case .plain(.image):
            guard let symbol = view.labelSymbol else { return nil }
            self = .symbol(symbol)
        case .plain(.text):
            if let title = view.title {
                self = .words(title)
                return
            }
            guard let source = view.computedTitleSource else { return nil }
            if let value, let template = Self.template(source, showing: value) {
                self = .template(template)
            } else {
                self = .words(SceneDrawing.runtimeWords(source))
            }
        default:
            guard let title = view.labelTitle else { return nil }
            self = .words(title)
        }
    }

    /// The words of a string literal `source` whose interpolations all show `value`: `\(value)` and
    /// `\(Int(value))` replaced by `{value}`, `\(Int(value * 100))%` by `{percent}`; nil for any other source.
    static func template(_ source: String, showing value: String) -> String? {
        guard source.count >= 2, source.hasPrefix("\""), source.hasSuffix("\""), !source.hasPrefix("\"\"\"") else { return nil }
        var words = String(source.dropFirst().dropLast())
        words = words.replacingOccurrences(of: "\\(Int(\(value) * 100))%", with: "{percent}")
        for written in ["\\(Int(\(value)))", "\\(\(value))"] {
            words = words.replacingOccurrences(of: written, with: "{value}")
        }
        // Any other interpolation, or an escape, is words the app computes otherwise.
        guard words.contains("{value}") || words.contains("{percent}"), !words.contains("\\") else { return nil }
        return words
    }

    /// The text drawn for it (a ring's centre or ends): its words or template; nil for a symbol, which has none.
    var text: String? {
        switch self {
        case .words(let words), .template(let words): words
        case .symbol: nil
        }
    }

    /// Its widget: its words, its words showing the value `value` binds, or its symbol.
    func widget(showing value: StateBinding, classes: [String]) -> WidgetPlan {
        switch self {
        case .words(let words): Build.text(words, classes: classes)
        case .template(let template): Build.boundText(value, [.template: .string(template)], classes: classes)
        case .symbol(let symbol): Build.icon(symbol, classes: classes)
        }
    }
}
