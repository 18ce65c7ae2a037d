/// The kinds of widget a plan can ask for. Each maps to one GTK widget (or a
/// small fixed composition) in the interpreter; the names stay GTK-neutral.
public enum WidgetKind: String, Sendable, CaseIterable {
    /// A row or column of children. `linked` in the classes joins them like a segmented control.
    case box
    /// Read-only text.
    case label
    /// A symbolic icon.
    case image
    /// A push button with a title, an icon, or both.
    case button
    /// A button that stays pressed while on.
    case toggleButton
    /// A check box with a title; a radio button when it is one choice of several.
    case checkButton
    /// An on/off sliding switch.
    case switchControl
    /// A button that opens a menu; its child, when it has one, is its face (a menu picker's chosen option and glyph).
    case menuButton
    /// A scrolling column of items with the selected one in a highlighted band.
    case wheel
    /// A month calendar editing the bound date: a title with month arrows, a row of weekday headings (`items`),
    /// and the month's own days; `showsArrow` adds a chevron after the title.
    case calendar
    /// An analog clock face whose hands show the bound date's time.
    case clock
    /// A one-line text field.
    case entry
    /// A one-line text field that hides what is typed.
    case passwordEntry
    /// A horizontal slider for a number.
    case slider
    /// A multi-line text editor.
    case textView
    /// A vertical list of rows.
    case listBox
    /// One row of a list box.
    case listRow
    /// A table with column headers.
    case columnView
    /// One row of a table; its `cells` property holds the column values.
    case tableRow
    /// A title with a disclosure control that shows or hides its first child; a second child,
    /// when present, is the title row drawn instead of GTK's own (its triangle hidden by the `indicator-…` class).
    case expander
    /// Two panes side by side with a draggable divider.
    case paned
    /// Pages shown one at a time, with page dots; a swipe or the arrow keys turn them.
    case pagedStack
    /// A bar filled up to a value, optionally with a marker.
    case levelBar
    /// A progress bar.
    case progressBar
    /// A spinning activity indicator.
    case spinner
    /// A drawn circular gauge (open ring with a marker, or closed ring filled to the value).
    case ring
    /// A thin line between items.
    case separator
    /// A shape of SwiftUI's filled (or stroked) with a colour, or with the foreground colour when it has none: its
    /// `outline` says which (a rectangle, a rounded rectangle, a capsule, a circle or an ellipse).
    case shape
    /// A block of solid colour (the pages of the page-style tab views).
    case colorSwatch
    /// A drawn chart: the marks of its `.chart` plot over sample values, in its `.color`.
    case chart
    /// A scrollable viewport around one child.
    case scroller
    /// Children stacked on top of each other: the first fills, the rest float above it.
    case overlay
    /// Shows its child while the bound Boolean is on, sliding it in; while off it takes no room,
    /// so a split pane holding it gives the space to its other side.
    case revealer
    /// A navigation stack: the first child is the root; activating a row of a list
    /// in it pushes the second child, above which the third child, a button, goes back.
    case navigationStack
    /// A button that opens a popover holding its first child (calendars, choice lists).
    case popoverButton
    /// A picture from the gallery's own image assets (`asset`), in a room of `width` × `height` that it fills as
    /// `contentMode` says; with `renderingMode` `.template` every opaque pixel takes the foreground colour.
    case picture
    /// Cells in columns, row after row (LazyVGrid): as many columns as `columnCount` says, or as many of at least
    /// `minimumColumnWidth` pixels as fit the width it is given.
    case grid
}

/// The names of the properties a plan can set.
public enum PlanProperty: String, Sendable, CaseIterable {
    /// The visible title of a button, check button, expander or menu button.
    case label
    /// A freedesktop icon name.
    case iconName
    /// Icon size in pixels.
    case iconSize
    /// The text of a label or the initial text of a field.
    case text
    /// Placeholder text of an empty field.
    case placeholder
    /// Items of a wheel, or the titles a label bound to a selection shows; column titles of a table.
    case items
    /// The values of one table row, one per column.
    case cells
    /// Which way a box, separator, split view or paged stack runs: `.orientation(.horizontal)` or `.vertical`.
    case orientation
    /// Space between children, in pixels.
    case spacing
    /// The columns of a grid, where it has a fixed number of them.
    case columnCount
    /// The narrowest a grid's column may be, where it fits as many as its width allows.
    case minimumColumnWidth
    /// Lowest value of a range.
    case minimum
    /// Highest value of a range.
    case maximum
    /// Increment of a spin button or slider.
    case step
    /// Divider position of a split view, in pixels from the start.
    case position
    /// Whether a paged stack shows its page dots.
    case showsIndicator
    /// The classes of a paged stack's page dots beside their own, with which the model draws them (the index view
    /// style in force: a background behind the dots).
    case indicatorClasses
    /// `.ringStyle(.open)` (a ring with a gap and a marker) or `.closed` (a capacity ring).
    case ringStyle
    /// Text drawn in the middle of a ring, or beside a bar.
    case centerText
    /// Label at the minimum end of a gauge.
    case minimumLabel
    /// Label at the maximum end of a gauge.
    case maximumLabel
    /// Words in the opening at the bottom of an open ring, between its ends: where a circular gauge without minimum
    /// and maximum labels puts its label.
    case gapLabel
    /// How assistive technologies read a bound value: a template with `{value}` or `{percent}`,
    /// as the view's current-value label would say it.
    case valueText
    /// Whether a level bar draws a marker instead of a filled bar.
    case showsMarker
    /// The part of a date a spin button or wheel edits: `.dateComponent(.year)`, `.month`, `.day`, `.hour`, `.minute`.
    case dateComponent
    /// Visible rows of a wheel.
    case visibleRows
    /// Horizontal alignment: `.alignment(.fill)`, `.start`, `.center`, `.end`.
    case halign
    /// Whether the widget takes spare horizontal space.
    case hexpand
    /// Vertical alignment: `.alignment(.fill)`, `.start`, `.center`, `.end`.
    case valign
    /// Whether the widget takes spare vertical space.
    case vexpand
    /// Requested width in pixels.
    case width
    /// Requested height in pixels.
    case height
    /// Width over height: the widget takes the width it is given and the height this ratio asks of it.
    case aspectRatio
    /// The tallest a scroller grows, as tall as what it scrolls up to here, before it scrolls.
    case maximumHeight
    /// Whether a label, or a button's title, wraps onto several lines.
    case wraps
    /// Whether a wrapping label also breaks inside a word too long for its line (a note quoting code, which must not
    /// widen a watch-sized screen).
    case wrapsInsideWords
    /// Whether a label keeps its words on one line and ends them in "…" where it is given less room than they need.
    case truncates
    /// Whether a label shows its text in capitals, as grouped lists set their section headers.
    case uppercased
    /// A colour as "#rrggbb" (swatches, ring tint, a shape's fill).
    case color
    /// The colour of a text view's text as "#rrggbb" (`.foregroundColor(_:)`).
    case foregroundColor
    /// The font family a text view's or a label's text asks for (`.font(.custom(_:size:))`); where the desktop lacks
    /// it, its sans-serif stands in.
    case fontFamily
    /// The size of a text view's or a label's font, in points (`.font(.custom(_:size:))`), drawn one pixel a point.
    case fontSize
    /// The weight of a label's font, 100 to 900 (`.font(.system(size: 34, weight: .bold))`).
    case fontWeight
    /// Extra space between a text view's or a label's lines, in points (`.lineSpacing(_:)`): added below each line and
    /// between the lines a long one wraps into.
    case lineSpacing
    /// Whether a button's label sits at its leading edge rather than its centre: a list row's button, whose row is the
    /// button and whose title leads it as every row's does.
    case leadsContent
    /// A shape's outline: `.outline(.circle)`.
    case outline
    /// What a chart plots (``SceneChartPlot``).
    case chart
    /// The direction a shape's gradient runs in, in degrees clockwise from straight down (``SceneGradient/angle``): the
    /// shape is filled from its colour to its one child's (a colour's own `.gradient`, with no child, from a lighter
    /// shade of its colour).
    case gradientAngle
    /// Whether a shape is stroked (its outline drawn) rather than filled.
    case strokes
    /// Whether layered children are all measured, so the layers are as large as the largest (a ZStack), not only the first.
    case measuresLayers
    /// Whether a layer of an overlay is drawn under the overlay's first child rather than over it (a view's
    /// `.background { }`), the first child still giving the overlay its size.
    case drawnBelow
    /// A short hover text.
    case tooltip
    /// What assistive technologies read after the widget's name: the subtitle under a control's title.
    case accessibleDescription
    /// Whether a table draws lines between its columns.
    case showsColumnSeparators
    /// Whether a table draws lines between its rows.
    case showsRowSeparators
    /// Label text shown while a bound Boolean is on ("On", "hide").
    case onText
    /// Label text shown while a bound Boolean is off ("Off", "show").
    case offText
    /// Icon name an image shows while a bound Boolean is on.
    case onIcon
    /// Icon name an image shows while a bound Boolean is off.
    case offIcon
    /// Label text around a bound number or date: `{value}` is replaced ("Pressed {value} times").
    case template
    /// Whether a swipe or the arrow keys turn a paged stack's pages (a tab view's content turns only by its tabs).
    case turnsPages
    /// Whether a box gives every child the same size (the segments of a segmented control).
    case homogeneous
    /// Whether a box of two vertical stacks lays their children out row by row, as a grid: each row as tall as its
    /// taller child, the first stack's child level with the second's (the Mac's columns Form: a label beside its control).
    case pairsRows
    /// Whether a row of three keeps its middle child at the row's centre whatever the widths of the two at its ends (a
    /// bar's title between one leading button and none trailing): the ends stand at the row's edges at their own width.
    case centresMiddle
    /// Whether a menu button shows its pull-down arrow beside its title (the Mac's pull-down buttons).
    case showsArrow
    /// Whether a menu button is a pop-up button, whose menu opens over it with the chosen item where the button's
    /// title is (the Mac's pop-up button, ``OpenMenu/popUpOffset(checkedBy:buttonHeight:)``).
    case popsUpOverButton
    /// The template for a bound count of exactly one ("Pressed {value} time"); `template` serves every other count.
    case singularTemplate
    /// Whether bound text is read as a person's name and shown as the `PersonNameComponents` it makes
    /// (``PersonNameText``), as a `TextField` bound through `.name(style:)` fills its value.
    case personName
    /// How a date label or field writes its bound date: `.dateFormat(.date)`, `.time`, `.fieldDateAndTime`...
    case dateFormat
    /// How a paged stack moves between pages: `.transition(.slide)`, `.crossfade` or `.immediate`.
    case transition
    /// How a disclosure control is drawn: `.indicator(.leadingChevron)`, `.trailingChevron`, `.showHideText`.
    case indicator
    /// How a button triggers: `.activation(.click)` (the default) or `.doubleClick`.
    case activation
    /// How many of a table's columns show, from the first (a compact table shows one).
    case visibleColumns
    /// Whether a table shows its column headers.
    case showsHeaders
    /// Whether rows of a list or table alternate their background.
    case alternatesRows
    /// Whether a progress bar without a value keeps a block sliding back and forth along it (an indeterminate bar).
    case pulses
    /// Whose open menu the plan's menu is drawn as: `.menuPanel(MenuPanelStyle.on(.macOS, release: "15"))`
    /// (``WidgetPlan/openingMenus(as:)``, ``OpenMenu``).
    case menuPanel
    /// Whether the widget takes input: false dims it and ignores clicks (`.disabled(true)` in force).
    case sensitive
    /// The accent colour in force on a scene's control: `.tint(.orange)`.
    case tint
    /// The control size in force on a scene's control: `.controlSize(.small)`.
    case controlSize
    /// The image asset a picture shows: `.asset(.landscape)`.
    case asset
    /// How a picture fills its room: `.contentMode(.fit)`, `.fill` (clipped), `.stretch`, `.natural`.
    case contentMode
    /// Whether a picture draws its own colours or only its shape in the foreground colour: `.renderingMode(.template)`.
    case renderingMode
    /// Whether a password entry shows a button that shows and hides its text (GTK's peek icon).
    case showsPeekIcon
    /// Room kept clear at the widget's leading and trailing edges, in pixels: a scene's `.padding(.horizontal, 12)`.
    case horizontalMargin
    /// Room kept clear above and below the widget, in pixels: a scene's `.padding(.vertical, 8)`.
    case verticalMargin
    /// Whether the widget cuts what it holds to its own rounded outline (its `scene-clip-…` class gives the corners): a
    /// scene's `.clipShape(Capsule())`.
    case clips
    /// How opaque the widget is drawn, 0 to 1 (`.opacity(_:)`, `.hidden()`); at 0 it keeps its room, but nothing in it
    /// is seen, reached by a click or the keyboard, or read by a screen reader, as SwiftUI hides a view that is hidden.
    case opacity
}

/// One entry of a menu that a menu button opens.
public indirect enum MenuItemPlan: Sendable, Equatable {
    /// A command. Choosing it updates the binding, if any; a destructive one is drawn in red.
    case action(String, icon: String? = nil, binding: StateBinding? = nil, destructive: Bool = false)
    /// An item with a checkmark shown while the bound Boolean is on.
    case check(String, binding: StateBinding)
    /// One choice of several; checked while the bound selection equals its index.
    case choice(String, binding: StateBinding)
    /// A nested menu.
    case submenu(String, icon: String? = nil, items: [MenuItemPlan])
    /// A group of items between separators; `horizontal` lays them out as a row of icon buttons.
    case section(String?, items: [MenuItemPlan], horizontal: Bool = false)
    /// An option of a palette, in a horizontal section: a choice, a toggle or a button drawn as its symbol.
    case paletteOption(PaletteOption)
}
