/// The sample data every example shows: titles, choices, rows. One place, so
/// plans, example state and tests agree on it.
public enum SampleContent {
    /// An item with a title and an SF Symbol.
    public struct Item: Sendable, Equatable {
        /// The visible title.
        public let title: String
        /// The SF Symbol name, drawn with its freedesktop counterpart.
        public let symbol: String
        /// The badge on a tab's item (`.badge(3)`, `.badge("New")`), or nil for none.
        public let badge: String?

        public init(_ title: String, symbol: String, badge: String? = nil) {
            self.title = title
            self.symbol = symbol
            self.badge = badge
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

    /// The button's title, without a symbol: the first button of reference/view-styles.zh.md's
    /// `Button("Sign In", action: signIn)` ("buttonStyle(_:)").
    public static let button = Item("Sign In", symbol: "")
    /// The button of the double-click style, which opens something.
    public static let doubleClickButton = Item("Open Project", symbol: "folder")
    /// The toggle's title and symbol, and the state it binds: reference/view-styles.zh.md's
    /// `Toggle("Enhance Sound", isOn: $isEnhanced)` ("toggleStyle(_:)" › "switch"; the symbol, for the looks that draw a
    /// Label, is the gallery's).
    public static let toggle = (item: Item("Enhance Sound", symbol: "speaker.wave.2"), state: "isEnhanced")
    /// The document's toggle drawn as a button ("button"): `Toggle(isOn: $isFlagged) { Label("Flag", systemImage: "flag.fill") }`.
    public static let flagToggle = (item: Item("Flag", symbol: "flag.fill"), state: "isFlagged")
    /// The document's checkbox ("checkbox"): `Toggle("Close windows when quitting an app", isOn: $doesClose)`.
    public static let checkboxToggle = (item: Item("Close windows when quitting an app", symbol: ""), state: "doesClose")
    /// The picker's label, as reference/view-styles.zh.md titles every picker of "pickerStyle(_:)".
    public static let pickerLabel = "选择"
    /// The picker's choices, the document's three fruits, tagged 0, 1 and 2 (text only: it gives them no symbol).
    public static let pickerChoices: [Item] = [
        Item("Apple", symbol: ""),
        Item("Banana", symbol: ""),
        Item("Orange", symbol: ""),
    ]
    /// The palette picker's label, the menu that holds it and its options, as the document's "palette" section
    /// writes them: `Menu("Reactions") { Picker("Palette", …) { Label("Thumbs up", systemImage: …) … } }`.
    public static let paletteLabel = "Palette"
    /// The palette's reactions.
    public static let reactions: [Item] = [
        Item("Thumbs up", symbol: "hand.thumbsup"),
        Item("Thumbs down", symbol: "hand.thumbsdown"),
        Item("Like", symbol: "heart"),
        Item("Question mark", symbol: "questionmark"),
    ]
    /// The `Reaction` case each reaction is tagged with, as the document spells them.
    public static let reactionTags = ["thumbsup", "thumbsdown", "heart", "questionMark"]
    /// The palette picker's label and options when it is tinted (`paletteSelectionEffect(.custom)` and
    /// `.symbolVariant(.fill)`, after the reference document's palettes and flags): each option with its tint.
    public static let tintedPaletteLabel = "Palettes"
    /// The label of the document's flags, the palette whose effect is a symbol variant.
    public static let flagsLabel = "Flags"
    /// The tinted palette's options, as many as the reactions (the document leaves its `palettes` undefined: these
    /// titles and tints are the gallery's).
    public static let tintedPalettes: [(title: String, tint: NamedColor)] = [
        ("Ember", .red), ("Sunset", .orange), ("Meadow", .green), ("Dusk", .purple),
    ]
    /// The date picker's label.
    public static let datePickerLabel = "Departure"
    /// The date the date pickers start on.
    public static let initialDate = "2026-11-21T09:30"
    /// The menu's label: the document's `Menu("Edit")` (reference/view-styles.zh.md, "menuStyle(_:)" › "automatic"),
    /// titled by words alone.
    public static let menu = Item("Edit", symbol: "")
    /// The menu's commands before its nested menu: the document has none.
    public static let menuCommands: [Item] = []
    /// The nested menu's title and its commands, as the document writes them.
    public static let nestedMenu = (title: "Arrange", commands: ["Bring to Front", "Send to Back"],
                                    actions: ["moveSelectionToFront", "moveSelectionToBack"])
    /// The menu's destructive command.
    public static let menuDestructive = Item("Delete", symbol: "trash")

    // MARK: Indicators

    /// The gauge's label and the name of the value it shows, as every "gaugeStyle(_:)" section of
    /// reference/view-styles.zh.md writes them: `Gauge(value: batteryLevel, in: 0...100) { Text("Num") }`.
    public static let gaugeLabel = "Num"
    /// The name of the gauge's value in its code.
    public static let gaugeValueName = "batteryLevel"
    /// The gauge's range, the document's.
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

    /// The label's title and symbol: reference/view-styles.zh.md's `Label("Lightning", systemImage: "bolt.fill")`
    /// ("labelStyle(_:)" › "titleAndIcon").
    public static let label = Item("Lightning", symbol: "bolt.fill")
    /// The label of reference/label-style-composition.zh.md, which every style it defines is shown on:
    /// `Label("Title", systemImage: "moon.circle.fill")`.
    public static let compositionLabel = Item("Title", symbol: "moon.circle.fill")
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
    /// The text field example: reference/view-styles.zh.md's `TextField("请输入", text: $text)` ("textFieldStyle(_:)"),
    /// its title the placeholder. SecureField, which takes the same styles, has a page of its own
    /// (``SecureFieldViewContent``).
    public static let textFields = [
        TextFieldItem(label: "请输入", prompt: nil, isSecure: false),
    ]
    /// The state the text field example binds, as the document names it.
    public static let textFieldState = "text"
    /// The text field example in a toolbar: a search field.
    public static let searchField = "Search"
    /// The text editor example: reference/text-label-textfield-button.zh.md's overview of TextEditor ("TextEditor ›
    /// 概览"), its starting text bound to `fullText`, drawn grey in a custom font with 5 points between the lines.
    public static let editor = TextEditorSample(
        text: "This is some editable text...", state: "fullText", color: .gray, fontName: "HelveticaNeue", fontSize: 13,
        lineSpacing: 5)

    /// A TextEditor with the modifiers that style its text.
    public struct TextEditorSample: Sendable {
        /// The editor's starting text.
        public let text: String
        /// The name of the `@State` it edits.
        public let state: String
        /// `.foregroundColor(_:)`'s colour.
        public let color: NamedColor
        /// `.font(.custom(_:size:))`'s font name and size in points.
        public let fontName: String
        public let fontSize: Double
        /// `.lineSpacing(_:)`, in points.
        public let lineSpacing: Double
    }

    // MARK: Collections

    /// The list's section title.
    public static let listSection = "Device"
    /// The list's section footer.
    public static let listFooter = "Values update once a day."
    /// The title of the toggle the document's lists start with, `Toggle("开关", isOn: .constant(true))`.
    public static let listToggle = "开关"
    /// The list's rows after the toggle: a title and a value, the LabeledContent rows of reference/view-styles.zh.md's
    /// lists ("listStyle(_:)" › "grouped", "inset", "insetGrouped", "plain"). The header, footer and selection are
    /// the gallery's (the document's lists have none).
    public static let listRows: [(title: String, value: String)] = [
        ("信息", "5"),
        ("备注", "iOS"),
        ("设置", "空"),
    ]
    /// The folders of the Button page's list example.
    public static let folders = ["Documents", "Music", "Pictures"]
    /// What the table lists, for assistive technologies.
    public static let tableName = "People"
    /// The table's columns: the title and the property of `Person` each shows, as reference/view-styles.zh.md
    /// writes them ("tableStyle(_:)" › "inset").
    public static let tableColumns: [(title: String, property: String)] = [
        ("Given Name", "givenName"), ("Family Name", "familyName"), ("E-Mail Address", "emailAddress"),
    ]
    /// The table's rows, one value per column: the document's four people.
    public static let tableRows: [[String]] = [
        ["Juan", "Chavez", "juanchavez@icloud.com"],
        ["Mei", "Chen", "meichen@icloud.com"],
        ["Tom", "Clark", "tomclark@icloud.com"],
        ["Gita", "Kumar", "gitakumar@icloud.com"],
    ]
    /// The disclosure group's label, its toggles, nested group and nested text, as reference/view-styles.zh.md writes
    /// them ("disclosureGroupStyle(_:)").
    public static let disclosure = (
        title: "Items", toggles: ["Toggle 1", "Toggle 2"],
        nestedTitle: "Sub-items", nestedText: "Sub-item 1"
    )
    /// The words of the split view's three columns, as every "navigationSplitViewStyle(_:)" section of
    /// reference/view-styles.zh.md writes them.
    public static let splitColumns = (sidebar: "Sidebar", content: "Content", detail: "Detail")
    /// The tab view's tabs, as reference/view-styles.zh.md writes them ("tabViewStyle(_:)" › "automatic").
    public static let tabs: [Item] = [
        Item("首页", symbol: "1.circle"),
        Item("设置", symbol: "gear"),
    ]
    /// The `AppTab` case each tab is tagged with in the code (the document tags none: the names are the gallery's).
    public static let tabValues = ["home", "settings"]
    /// The pages of the horizontal paging tab view styles, as reference/view-styles.zh.md writes `page` and
    /// `page(indexDisplayMode:)`: `Color.blue`, then `Color.yellow`.
    public static let pages: [SceneColor] = [.blue, .yellow]
    /// The pages of the vertical paging styles, as the document writes `verticalPage` and
    /// `verticalPage(transitionStyle:)`: `Color.white` after the two.
    public static let verticalPages: [SceneColor] = pages + [.white]
    /// The control group's buttons, as every "controlGroupStyle(_:)" section of reference/view-styles.zh.md writes
    /// them: `Button("1", systemImage: "1.circle") {}` and the next two.
    public static let controlGroupItems: [Item] = [
        Item("1", symbol: "1.circle"),
        Item("2", symbol: "2.circle"),
        Item("3", symbol: "3.circle"),
    ]
    /// The control group's label: the document's menu label, `Label("菜单", systemImage: "checkmark")`.
    public static let controlGroupLabel = Item("菜单", symbol: "checkmark")
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
