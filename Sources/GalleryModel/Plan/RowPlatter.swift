/// A control that is a list row's platter itself, and a control that stands on a platter of its own.
///
/// An Apple TV list draws each row on a platter of its own: at rest a translucent grey one, lifted onto the light
/// focus platter with a shadow while focused (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables,
/// tvOS; https://developer.apple.com/design/human-interface-guidelines/focus-and-selection). A control that is a row
/// there is drawn as that platter, not as a second platter inside the row's: a toggle, wide, its title leading and its
/// state trailing (https://developer.apple.com/documentation/swiftui/togglestyle/automatic); a text field, the field
/// itself the row (https://developer.apple.com/design/human-interface-guidelines/text-fields, tvOS); a picker's row,
/// its label leading and its choice trailing (https://developer.apple.com/design/human-interface-guidelines/pickers).
///
/// On Apple Watch a control outside a list stands on a full-width rounded platter of its own (a toggle:
/// https://developer.apple.com/design/human-interface-guidelines/toggles, watchOS; a text field, a platter that opens
/// text input when tapped: https://developer.apple.com/documentation/watchkit/wkinterfacetextfield); in a list or a
/// form the row's own platter holds it.
extension WidgetPlan {
    /// The class of a control drawn as a row platter of its own (the tvOS toggle, text field and picker row).
    public static let rowPlatterClass = "row-platter"

    /// The class of a list row that holds such a control, which draws no platter around it.
    public static let holdsRowPlatterClass = "holds-row-platter"

    /// The class of an Apple Watch text field standing on its own platter (``DrawingContext/standsOnWatchPlatter``).
    public static let watchFieldPlatterClass = "field-platter"

    /// Whether this plan is, or holds, a control drawn as a row platter of its own.
    public var holdsRowPlatter: Bool {
        allPlans.contains { $0.cssClasses.contains(Self.rowPlatterClass) }
    }

    /// This control drawn as its row's platter on `platform` where the platform draws it so (Apple TV,
    /// ``Platform/drawsControlsAsRowPlatters``); the control itself elsewhere. Every control that is its row calls it,
    /// so the list's row (``listRow(holding:)``) and the stylesheet treat them all alike.
    func drawnAsRowPlatter(on platform: Platform) -> WidgetPlan {
        guard platform.drawsControlsAsRowPlatters, !cssClasses.contains(Self.rowPlatterClass) else { return self }
        var copy = self
        copy.cssClasses.append(Self.rowPlatterClass)
        return copy
    }

    /// A list's or a form's row holding `content`: one that draws no platter around a control that is its own.
    static func listRow(holding content: WidgetPlan) -> WidgetPlan {
        WidgetPlan(.listRow, classes: (content.holdsRowPlatter ? [holdsRowPlatterClass] : []) + (content.leadsWithSymbol ? [leadingSymbolRowClass] : [])
                       + (content.cssClasses.contains(clearRowClass) ? [clearRowClass] : []),
                   children: [content])
    }

    /// The class of a row with no background of its own (`.listRowBackground(Color.clear)`), and of a section panel
    /// whose rows all have none: the panel draws nothing behind them.
    public static let clearRowClass = "row-background-clear"

    /// The classes of a section panel holding `rows`: `classes`, and ``clearRowClass`` where every row is clear.
    static func panelClasses(_ classes: [String], rows: [WidgetPlan]) -> [String] {
        !rows.isEmpty && rows.allSatisfy({ $0.cssClasses.contains(clearRowClass) }) ? classes + [clearRowClass] : classes
    }

    /// The class of a list row whose content starts with a symbol (a Label's icon): its separator starts where its
    /// words start, after the symbol, as iPhone's lists inset it (the stage's rule,
    /// https://developer.apple.com/design/human-interface-guidelines/lists-and-tables).
    public static let leadingSymbolRowClass = "row-leading-symbol"

    /// Whether this view starts, at its leading edge, with a symbol: an image, or a row of views whose first does.
    var leadsWithSymbol: Bool {
        if kind == .image { return true }
        guard kind == .box, properties[.orientation] == .orientation(.horizontal), let first = children.first else { return false }
        return first.leadsWithSymbol
    }
}

extension Platform {
    /// Whether the platform draws a control that is a list's row as the row's platter itself: Apple TV.
    public var drawsControlsAsRowPlatters: Bool { self == .tvOS }
}

extension DrawingContext {
    /// Whether a control drawn here stands on a platter of its own: on Apple Watch, outside a list or a form, whose
    /// rows are platters already.
    var standsOnWatchPlatter: Bool { platform == .watchOS && placement == .standard }
}
