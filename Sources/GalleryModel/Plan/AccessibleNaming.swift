/// How assistive technologies know a widget a plan builds.
///
/// GTK 4.8 reads a widget that has neither an accessible label nor a labelling widget by the
/// name of its type ("GtkDrawingArea", "GtkLevelBar"), unless its role is a structural one (a
/// group, a generic container, a separator). Every plan node is therefore named by the plan,
/// named by the words it shows, structural, or decorative (hidden); `unnamed` is a plan error,
/// which the model's tests look for in every card and page.
public enum AccessibleNaming: Sendable, Equatable {
    /// Read by this name, which the interpreter sets as the widget's accessible label.
    case named(String)
    /// Read by the words it shows: a label's text, a titled button's or expander's title.
    case ownWords
    /// A layout container a screen reader passes through: the interpreter gives it a structural
    /// role (a group), so it has no name and needs none.
    case structural
    /// A picture that only decorates what its neighbours say: hidden from assistive technologies.
    case decorative
    /// None of these: GTK would read it by its type name.
    case unnamed
}

extension WidgetKind {
    /// Whether the interpreter builds the kind as a structural container (a group), which GTK
    /// neither names nor reads by its type name.
    public var isStructural: Bool {
        switch self {
        case .box, .separator, .overlay, .revealer, .paned: true
        default: false
        }
    }

    /// Whether the kind's widget is read by its title (`label`), as GTK labels a button by its text.
    var isReadByTitle: Bool {
        switch self {
        case .button, .toggleButton, .checkButton, .expander, .menuButton, .popoverButton: true
        default: false
        }
    }
}

extension WidgetPlan {
    /// A copy hidden from assistive technologies: it only decorates what its neighbours say.
    public func decorative() -> WidgetPlan {
        var copy = self
        copy.isDecorative = true
        return copy
    }

    /// How assistive technologies know this widget (see ``AccessibleNaming``).
    public var accessibleNaming: AccessibleNaming {
        if isDecorative { return .decorative }
        if let accessibleName, !accessibleName.isEmpty { return .named(accessibleName) }
        if kind.isStructural { return .structural }
        switch kind {
        case .label:
            let words = string(.text) ?? string(.template) ?? string(.onText) ?? string(.offText) ?? ""
            return words.isEmpty && binding == nil ? .unnamed : .ownWords
        case .listRow:
            // A row is read as the words it holds ("Name, Gallery Phone").
            return spokenText.isEmpty ? .unnamed : .named(spokenText)
        case .image:
            // An icon without a name of its own decorates the words beside it (a label's title, a button's name).
            return .decorative
        case .tableRow:
            // A table's row is read as its cells ("Ada, Lovelace, ada@example.com").
            let cells = (strings(.cells) ?? []).joined(separator: ", ")
            return cells.isEmpty ? .unnamed : .named(cells)
        case .scroller:
            // A scroller is read as what it scrolls (a text editor's name).
            let scrolled = children.first?.spokenText ?? ""
            return scrolled.isEmpty ? .unnamed : .named(scrolled)
        case .colorSwatch:
            // A page's swatch is read by the title drawn on it.
            return (string(.text) ?? "").isEmpty ? .unnamed : .named(string(.text)!)
        default:
            return kind.isReadByTitle && !(string(.label) ?? "").isEmpty ? .ownWords : .unnamed
        }
    }

    /// The name the interpreter gives the widget, or nil when it is read otherwise (see ``accessibleNaming``).
    public var accessibleLabel: String? {
        if case .named(let name) = accessibleNaming { name } else { nil }
    }

    /// What a screen reader says for a gauge or progress view showing `value`: its name and the
    /// value as its current-value label writes it ("Battery, 62%").
    public func spokenText(value: ExampleValue) -> String {
        spokenText.isEmpty ? valueWords(value) : "\(spokenText), \(valueWords(value))"
    }

    /// The value a gauge or progress view shows, within its bounds (`minimum`, `maximum`; 0 and 1 unless given).
    public func shownValue(_ value: ExampleValue) -> Double {
        let minimum = double(.minimum) ?? 0
        return min(max(value.doubleValue ?? minimum, minimum), double(.maximum) ?? 1)
    }

    /// The words for the value a gauge or progress view shows, as its current-value label (`valueText`) writes it.
    public func valueWords(_ value: ExampleValue) -> String {
        let number = shownValue(value)
        return string(.valueText).map { BoundText.render($0, value: .double(number)) } ?? BoundText.format(number)
    }
}
