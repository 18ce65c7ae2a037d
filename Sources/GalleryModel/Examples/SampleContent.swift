/// The sample data every example shows: titles, choices, rows. One place, so
/// plans, example state and tests agree on it.
public enum SampleContent {
    /// An item with a title and an SF Symbol.
    public struct Item: Sendable, Equatable {
        /// The visible title.
        public let title: String
        /// The SF Symbol name, drawn with its freedesktop counterpart.
        public let symbol: String

        public init(_ title: String, symbol: String) {
            self.title = title
            self.symbol = symbol
        }

        /// The freedesktop icon drawn for the symbol, or nil for an item without one (a scene's `Button("Done")`).
        var icon: String? {
            symbol.isEmpty ? nil : SymbolCatalog.iconName(for: symbol)
        }
    }

    /// The name of the function a button titled `title` calls in the example code:
    /// "Open Project" → `openProject`, "Rename…" → `rename`.
    static func actionName(_ title: String) -> String {
        let words = title.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "action" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    // MARK: Placements

    /// The title of the screen whose toolbar holds the example in the toolbar placement.
    public static let toolbarTitle = "Inbox"
    /// The menu that holds the example in the menu placement.
    public static let menuPlacement = Item("Options", symbol: "ellipsis.circle")

    // MARK: Controls

    /// The button's title and symbol.
    public static let button = Item("Refresh", symbol: "arrow.clockwise")
    /// The button of the double-click style, which opens something.
    public static let doubleClickButton = Item("Open Project", symbol: "folder")
    /// The toggle's title and symbol.
    public static let toggle = Item("Enhance Sound", symbol: "speaker.wave.2")
    /// The picker's label.
    public static let pickerLabel = "Forecast"
    /// The picker's choices.
    public static let pickerChoices: [Item] = [
        Item("Sunny", symbol: "sun.max"),
        Item("Cloudy", symbol: "cloud"),
        Item("Rain", symbol: "cloud.rain"),
        Item("Snow", symbol: "snowflake"),
    ]
    /// The palette picker's label and options when it is tinted (`paletteSelectionEffect(.custom)` and
    /// `.symbolVariant(.fill)`, after the reference document's palettes and flags): each option with its tint.
    public static let tintedPaletteLabel = "Palettes"
    /// The tinted palette's options, as many as the forecast's choices.
    public static let tintedPalettes: [(title: String, tint: NamedColor)] = [
        ("Ember", .red), ("Sunset", .orange), ("Meadow", .green), ("Dusk", .purple),
    ]
    /// The date picker's label.
    public static let datePickerLabel = "Departure"
    /// The date the date pickers start on.
    public static let initialDate = "2026-11-21T09:30"
    /// The menu's label and symbol.
    public static let menu = Item("Actions", symbol: "ellipsis.circle")
    /// The menu's commands (the last group is a nested menu).
    public static let menuCommands: [Item] = [
        Item("Duplicate", symbol: "plus.square.on.square"),
        Item("Rename…", symbol: "pencil"),
    ]
    /// The nested menu's title and its commands.
    public static let nestedMenu = (title: "Move To", commands: ["Documents", "Desktop", "Downloads"])
    /// The menu's destructive command.
    public static let menuDestructive = Item("Delete", symbol: "trash")

    // MARK: Indicators

    /// The gauge's label.
    public static let gaugeLabel = "Battery"
    /// The gauge's range.
    public static let gaugeRange: ClosedRange<Double> = 0...100
    /// The gauge's starting value.
    public static let gaugeValue = 62.0
    /// The progress view's label.
    public static let progressLabel = "Downloading"
    /// The progress view's starting fraction.
    public static let progressValue = 0.4
    /// The indeterminate progress view's label: a task whose length nobody knows yet.
    public static let indeterminateProgressLabel = "Connecting"

    // MARK: Text

    /// The label's title and symbol.
    public static let label = Item("Favorites", symbol: "star.fill")
    /// A field of the text field example: its label, its prompt if any, and whether it hides what is typed.
    public struct TextFieldItem: Sendable, Equatable {
        public let label: String
        public let prompt: String?
        public let isSecure: Bool

        public init(label: String, prompt: String?, isSecure: Bool) {
            self.label = label
            self.prompt = prompt
            self.isSecure = isSecure
        }
    }
    /// The text field example: a field with a prompt. SecureField, which takes the same styles, has a page of its own
    /// (``SecureFieldViewContent``).
    public static let textFields = [
        TextFieldItem(label: "Email", prompt: "name@example.com", isSecure: false),
    ]
    /// The text field example in a toolbar: a search field.
    public static let searchField = "Search"
    /// The text editor's starting text.
    public static let editorText = """
        Meeting notes
        - Ship the gallery beta on Friday.
        - Ask design about the watchOS colours.
        """

    // MARK: Collections

    /// The list's section title.
    public static let listSection = "Device"
    /// The list's section footer.
    public static let listFooter = "Values update once a day."
    /// The list's rows: a title and a value.
    public static let listRows: [(title: String, value: String)] = [
        ("Name", "Gallery Phone"),
        ("Software", "26.1"),
        ("Storage", "128 GB"),
        ("Battery", "82%"),
    ]
    /// The folders of the Button page's list example.
    public static let folders = ["Documents", "Music", "Pictures"]
    /// What the table lists, for assistive technologies.
    public static let tableName = "People"
    /// The table's columns: the title and the property of `Person` each shows.
    public static let tableColumns: [(title: String, property: String)] = [
        ("Given Name", "givenName"), ("Family Name", "familyName"), ("E-Mail Address", "email"),
    ]
    /// The table's rows, one value per column.
    public static let tableRows: [[String]] = [
        ["Ada", "Lovelace", "ada@example.com"],
        ["Alan", "Turing", "alan@example.com"],
        ["Grace", "Hopper", "grace@example.com"],
        ["Katherine", "Johnson", "katherine@example.com"],
    ]
    /// The disclosure group's label, its toggles, nested group and nested text.
    public static let disclosure = (
        title: "Advanced", toggles: ["Verbose Logging", "Beta Features"],
        nestedTitle: "Experimental", nestedText: "Nothing to try yet."
    )
    /// The title of the split view's sidebar column.
    public static let splitSidebarTitle = "Mailboxes"
    /// The messages the split view's content column lists.
    public static let splitMessages = ["Welcome aboard", "Weekly update"]
    /// What the split view's detail says about the chosen mailbox (`{value}` is its title).
    public static let splitDetailTemplate = "Showing {value}"
    /// The split view's sidebar items.
    public static let splitSidebar: [Item] = [
        Item("Inbox", symbol: "tray"),
        Item("Drafts", symbol: "doc"),
        Item("Sent", symbol: "paperplane"),
    ]
    /// The tab view's tabs.
    public static let tabs: [Item] = [
        Item("Home", symbol: "house"),
        Item("Search", symbol: "magnifyingglass"),
        Item("Settings", symbol: "gear"),
    ]
    /// The pages of the paging tab view styles: a title on a system colour dark enough for white text.
    public static let pages: [(title: String, color: NamedColor)] = [("Page 1", .blue), ("Page 2", .indigo), ("Page 3", .purple)]
    /// The control group's buttons.
    public static let controlGroupItems: [Item] = [
        Item("Cut", symbol: "scissors"),
        Item("Copy", symbol: "doc.on.doc"),
        Item("Paste", symbol: "doc.on.clipboard"),
    ]
    /// The control group's label.
    public static let controlGroupLabel = Item("Edit", symbol: "pencil")
    /// The palette control group's colour tags, each a toggle tinted its colour (reference/view-styles.zh.md, the
    /// palette control group style: red, orange, yellow, green, blue and purple).
    public static let colorTags: [NamedColor] = [.red, .orange, .yellow, .green, .blue, .purple]
    /// The palette control group's stateless buttons: the document's emotes.
    public static let emotes: [Item] = [
        Item("Smile", symbol: "face.smiling"),
        Item("Wink", symbol: "face.smiling.fill"),
        Item("Frown", symbol: "face.dashed"),
    ]
}
