/// A property value in a plan: free text, numbers and lists, or one value of a closed set
/// (an orientation, an alignment, a date format...). A closed set is an enum, so a misspelt
/// value does not compile and the interpreter switches over it exhaustively; `--json` writes
/// each as its raw value.
public enum PlanValue: Sendable, Equatable {
    /// Free text: words a widget shows, icon names, templates, colours.
    case string(String)
    /// The gallery's own words built from a message and SwiftUI's names ("Shown by .sheet on List"), said in the reader's
    /// language when drawn (``WidgetPlan/sayingGalleryWords(_:)`` turns it into `string`); read as English elsewhere.
    case localized(LocalizedText)
    /// A whole number: sizes, spacing, positions, counts.
    case int(Int)
    /// A number: the ends of a range.
    case double(Double)
    /// A switch of the widget's: whether it expands, wraps, shows its indicator...
    case bool(Bool)
    /// Free texts: the items of a drop-down or wheel, the cells of a table row.
    case strings([String])
    /// Which way a box, separator, split view or paged stack runs.
    case orientation(Orientation)
    /// Where a widget sits in room it does not fill (`halign`, `valign`).
    case alignment(Alignment)
    /// How a ring gauge is drawn.
    case ringStyle(RingStyle)
    /// The part of a date that a wheel or spin button edits.
    case dateComponent(ExampleDate.Component)
    /// How a label or field writes its bound date.
    case dateFormat(ExampleDate.Format)
    /// How a paged stack moves from page to page.
    case transition(Transition)
    /// What shows whether a disclosure is expanded.
    case indicator(DisclosureIndicator)
    /// What makes a button trigger.
    case activation(Activation)
    /// The accent colour `.tint(_:)` puts in force.
    case tint(SceneColor)
    /// The size `.controlSize(_:)` puts in force.
    case controlSize(ControlSize)
    /// An image asset the gallery ships.
    case asset(ImageAsset)
    /// How a picture fills its room.
    case contentMode(ImageContentMode)
    /// Whether a picture keeps its colours.
    case renderingMode(ImageRenderingMode)
    /// A shape's outline.
    case outline(SceneShapeOutline)
    /// What a chart plots: its marks over sample values.
    case chart(SceneChartPlot)
    /// Whose open menu a menu button or a context menu opens (``MenuPanelStyle``).
    case menuPanel(MenuPanelStyle)

    /// Which way children are laid out.
    public enum Orientation: String, Sendable {
        case horizontal, vertical
    }

    /// Where a widget sits along one axis of the room it is given.
    public enum Alignment: String, Sendable {
        /// Stretched over the whole room.
        case fill
        case start, center, end
    }

    /// The two rings a circular gauge is drawn as.
    public enum RingStyle: String, Sendable {
        /// A ring with a gap at the bottom and a marker at the value.
        case open
        /// A whole ring filled up to the value (the capacity styles).
        case closed
    }

    /// How a paged stack moves between pages.
    public enum Transition: String, Sendable {
        /// The pages slide along the stack's orientation.
        case slide
        /// One page fades into the next.
        case crossfade
        /// The next page replaces the last at once.
        case immediate = "none"
    }

    /// What shows whether a disclosure group is expanded.
    public enum DisclosureIndicator: String, Sendable {
        /// A small grey chevron before the title that turns down when open (the Mac's disclosure triangle).
        case leadingChevron
        /// A tinted chevron at the trailing edge of the title row that turns down when open.
        case trailingChevron
        /// MyDisclosureStyle's "show" or "hide" at the trailing edge of the title row.
        case showHideText
    }

    /// What makes a button run its action.
    public enum Activation: String, Sendable {
        /// A click, as for any button (a plan without `activation` means this).
        case click
        /// A double click only: the documents' `DoubleClickButtonStyle`.
        case doubleClick
    }
}
