import GalleryModel
import Testing

/// Every family card whose reference document gives its sample's values shows those values and prints them in its
/// code. The values are copied here from the documents, section by section, so the test reads them from the
/// documents' side and never from `SampleContent`.
@Suite("Document sample values")
struct DocumentSampleValueTests {
    /// One card and what its document writes: the section (a heading of ``DocumentCoverage``), the code the card
    /// must print, and the words it must show or carry.
    struct Row: CustomTestStringConvertible, Sendable {
        let document: DocumentCoverage.Document
        let section: String
        let family: StyleFamily
        let style: String
        var platform: Platform = .iOS
        var placement: Placement = .standard
        let code: [String]
        let words: [String]

        var testDescription: String { "\(family.rawValue).\(style): \(section)" }
    }

    static let rows: [Row] = [
        Row(document: .viewStyles, section: "View styles › Styling buttons › `buttonStyle(_:)`", family: .button, style: "bordered",
            code: [#"Button("Sign In", action: signIn)"#], words: ["Sign In"]),
        Row(document: .viewStyles, section: "View styles › Styling buttons › `buttonStyle(_:)` › `role`", family: .button,
            style: "MyButtonStyle",
            code: ["""
                VStack(spacing: 20) {
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) {}
                    Button("Continue") {}
                }
                """], words: ["Cancel", "Delete", "Continue"]),
        Row(document: .viewStyles, section: "View styles › Styling pickers › `pickerStyle(_:)` › `inline`", family: .picker, style: "inline",
            code: [#"Picker("选择", selection: $selection)"#, #"Text("Apple").tag(0)"#, #"Text("Banana").tag(1)"#, #"Text("Orange").tag(2)"#],
            words: ["选择", "Apple", "Banana", "Orange"]),
        Row(document: .viewStyles, section: "View styles › Styling pickers › `pickerStyle(_:)` › `palette`", family: .picker, style: "palette",
            placement: .menu,
            code: [#"Picker("Palette", selection: $selection)"#, #"Label("Thumbs up", systemImage: "hand.thumbsup")"#,
                   #"Label("Thumbs down", systemImage: "hand.thumbsdown")"#, #"Label("Like", systemImage: "heart")"#,
                   #"Label("Question mark", systemImage: "questionmark")"#, ".tag(Reaction.thumbsup)", ".tag(Reaction.questionMark)"],
            words: ["Palette", "Thumbs up", "Thumbs down", "Like", "Question mark"]),
        Row(document: .viewStyles, section: "View styles › Styling menus › `menuStyle(_:)` › `automatic`", family: .menu, style: "automatic",
            code: [#"Menu("Edit") {"#, #"Menu("Arrange")"#, #"Button("Bring to Front", action: moveSelectionToFront)"#,
                   #"Button("Send to Back", action: moveSelectionToBack)"#],
            words: ["Edit", "Arrange", "Bring to Front", "Send to Back", "Delete"]),
        Row(document: .viewStyles, section: "View styles › Styling toggles › `toggleStyle(_:)` › `switch`", family: .toggle, style: "switch",
            code: [#"Toggle("Enhance Sound", isOn: $isEnhanced)"#], words: ["Enhance Sound"]),
        Row(document: .viewStyles, section: "View styles › Styling toggles › `toggleStyle(_:)` › `button`", family: .toggle, style: "button",
            code: ["Toggle(isOn: $isFlagged)", #"Label("Flag", systemImage: "flag.fill")"#], words: ["Flag"]),
        Row(document: .viewStyles, section: "View styles › Styling toggles › `toggleStyle(_:)` › `checkbox`", family: .toggle, style: "checkbox",
            platform: .macOS,
            code: [#"Toggle("Close windows when quitting an app", isOn: $doesClose)"#], words: ["Close windows when quitting an app"]),
        Row(document: .viewStyles, section: "View styles › Styling indicators › `gaugeStyle(_:)` › `accessoryLinearCapacity`", family: .gauge,
            style: "accessoryLinearCapacity",
            code: ["Gauge(value: batteryLevel, in: 0...100)", #"Text("Num")"#], words: ["Num"]),
        Row(document: .viewStyles, section: "View styles › Styling views that display text › `labelStyle(_:)` › `titleAndIcon`", family: .label,
            style: "titleAndIcon", code: [#"Label("Lightning", systemImage: "bolt.fill")"#], words: ["Lightning"]),
        Row(document: .labelStyleComposition, section: "SwiftUI: Label › 可访问的Label", family: .label, style: "AccessibleLabelStyle",
            code: [#"Label("Title", systemImage: "moon.circle.fill")"#], words: ["Title"]),
        Row(document: .viewStyles, section: "View styles › Styling views that display text › `textFieldStyle(_:)` › `automatic`",
            family: .textField, style: "automatic", code: [#"TextField("请输入", text: $text)"#], words: ["请输入"]),
        Row(document: .textLabelTextFieldButton, section: "TextEditor › 概览", family: .textEditor, style: "automatic",
            code: ["TextEditor(text: $fullText)", ".foregroundColor(Color.gray)", #".font(.custom("HelveticaNeue", size: 13))"#,
                   ".lineSpacing(5)"], words: ["HelveticaNeue"]),
        Row(document: .viewStyles, section: "View styles › Styling collection views › `listStyle(_:)` › `grouped`", family: .list, style: "grouped",
            code: ["""
                        Toggle("开关", isOn: .constant(true))
                        LabeledContent("信息", value: "5")
                        LabeledContent("备注", value: "iOS")
                        LabeledContent("设置", value: "空")
                """],
            words: ["开关", "信息", "5", "备注", "iOS", "设置", "空"]),
        Row(document: .viewStyles, section: "View styles › Styling collection views › `tableStyle(_:)` › `inset`", family: .table, style: "inset",
            platform: .macOS,
            code: [#"TableColumn("E-Mail Address", value: \.emailAddress)"#,
                   #"Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com")"#,
                   #"Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com")"#,
                   #"Person(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com")"#,
                   #"Person(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com")"#],
            words: ["Juan", "Chavez", "juanchavez@icloud.com", "Gita", "Kumar"]),
        Row(document: .viewStyles, section: "View styles › Styling collection views › `disclosureGroupStyle(_:)`", family: .disclosureGroup,
            style: "automatic",
            code: [#"DisclosureGroup("Items", isExpanded: $topExpanded)"#, #"Toggle("Toggle 1", isOn: $toggleStates.oneIsOn)"#,
                   #"Toggle("Toggle 2", isOn: $toggleStates.twoIsOn)"#, #"DisclosureGroup("Sub-items""#, #"Text("Sub-item 1")"#],
            words: ["Items", "Toggle 1", "Toggle 2", "Sub-items", "Sub-item 1"]),
        Row(document: .viewStyles, section: "View styles › Styling navigation views › `tabViewStyle(_:)` › `automatic`", family: .tabView,
            style: "automatic",
            code: [#"Tab("首页", systemImage: "1.circle""#, #"Tab("设置", systemImage: "gear""#], words: ["首页", "设置"]),
        Row(document: .viewStyles, section: "View styles › Styling navigation views › `navigationSplitViewStyle(_:)` › `balanced`",
            family: .navigationSplitView, style: "balanced", platform: .macOS,
            code: ["""
                NavigationSplitView {
                    Text("Sidebar")
                } content: {
                    Text("Content")
                } detail: {
                    Text("Detail")
                }
                .navigationSplitViewStyle(.balanced)
                """], words: ["Sidebar", "Content", "Detail"]),
        Row(document: .viewStyles, section: "View styles › Styling navigation views › `tabViewStyle(_:)` › `page`", family: .tabView,
            style: "page", code: ["TabView {\n    Color.blue\n    Color.yellow\n}\n.tabViewStyle(.page)"], words: []),
        Row(document: .viewStyles, section: "View styles › Styling navigation views › `tabViewStyle(_:)` › `verticalPage`",
            family: .tabView, style: "verticalPage", platform: .watchOS,
            code: ["TabView {\n    Color.blue\n    Color.yellow\n    Color.white\n}\n.tabViewStyle(.verticalPage)"], words: []),
        Row(document: .viewStyles, section: "View styles › Styling groups › `controlGroupStyle(_:)` › `automatic`", family: .controlGroup,
            style: "automatic",
            code: [#"Button("1", systemImage: "1.circle") {}"#, #"Button("2", systemImage: "2.circle") {}"#,
                   #"Button("3", systemImage: "3.circle") {}"#, #"Label("菜单", systemImage: "checkmark")"#],
            words: ["1", "2", "3", "菜单"]),
    ]

    private static func card(_ row: Row) throws -> ExamplePlan {
        Planner.plan(try StyleResolver.resolve(row.family, style: row.style, platform: row.platform, placement: row.placement))
    }

    @Test("Each section cited is one of the document's", arguments: rows)
    func sectionExists(row: Row) {
        #expect(DocumentCoverage.entries.contains { $0.document == row.document && $0.heading == row.section })
    }

    @Test("The card prints the document's values", arguments: rows)
    func codeHasTheDocumentsValues(row: Row) throws {
        let code = try Self.card(row).code
        for fragment in row.code {
            #expect(code.contains(fragment), "\(row.testDescription) lacks \(fragment) in\n\(code)")
        }
    }

    @Test("The card shows the document's values", arguments: rows)
    func cardShowsTheDocumentsValues(row: Row) throws {
        let words = PlanWords(try Self.card(row).widget)
        for word in row.words {
            #expect(words.shown.contains(word) || words.carried.contains(word), "\(row.testDescription) does not show \(word)")
        }
    }

    @Test("MyButtonStyle's roles stand 20 points apart, in the document's order, each counting its own presses")
    func roleStack() throws {
        let widget = try Self.card(Self.rows[1]).widget
        let stack = try #require(widget.allPlans.first { $0.kind == .box && $0.children.count == 3 })
        #expect(stack.int(.spacing) == 20)
        #expect(stack.children.map { $0.string(.label) } == ["Cancel", "Delete", "Continue"])
        // Each button counts its own presses, as each of three Buttons in a scene does.
        let keys = stack.children.compactMap { $0.binding?.key }
        #expect(keys.count == 3 && Set(keys).count == 3)
        #expect(keys.allSatisfy { ExampleCatalog.slotsByKey[$0] != nil })
    }

    @Test("The TextEditor's text is the document's, grey in HelveticaNeue 13 with 5 points between its lines")
    func textEditorOverview() throws {
        let row = try #require(Self.rows.first { $0.family == .textEditor })
        let editor = try #require(try Self.card(row).widget.first(.textView))
        #expect(editor.double(.lineSpacing) == 5)
        #expect(editor.string(.fontFamily) == "HelveticaNeue" && editor.double(.fontSize) == 13)
        #expect(editor.string(.foregroundColor) == "#8e8e93", "Apple's system grey")
        let key = try #require(editor.binding?.key)
        #expect(ExampleCatalog.defaultState[key] == .string("This is some editable text..."))
    }

    @Test("The disclosure group's first toggle starts off and its second on, as the document's ToggleStates")
    func disclosureToggles() throws {
        let row = try #require(Self.rows.first { $0.family == .disclosureGroup })
        let widget = try Self.card(row).widget
        let toggles = widget.allPlans.filter { [.switchControl, .checkButton, .toggleButton].contains($0.kind) && $0.binding != nil }
        let values = toggles.compactMap { $0.binding.flatMap { ExampleCatalog.defaultState[$0.key] } }
        #expect(values == [.bool(false), .bool(true)])
    }

    @Test("The paging styles' pages are the document's colours, without words, under the page dots",
          arguments: [("page", Platform.iOS, ["#007aff", "#ffcc00"]), ("verticalPage", .watchOS, ["#007aff", "#ffcc00", "#ffffff"])])
    func pagingColours(style: String, platform: Platform, fills: [String]) throws {
        let row = try #require(Self.rows.first { $0.family == .tabView && $0.style == style })
        let stack = try #require(try Self.card(row).widget.first(.pagedStack))
        #expect(stack.children.map { $0.string(.color) } == fills)
        #expect(stack.children.allSatisfy { $0.string(.text) == nil }, "the document's pages carry no words")
        #expect(stack.bool(.showsIndicator) == true)
    }

    @Test("The list's toggle is held on by its constant binding, as the document writes it")
    func listToggle() throws {
        let row = try #require(Self.rows.first { $0.family == .list })
        let toggle = try #require(try Self.card(row).widget.first(.switchControl))
        #expect(toggle.binding?.key.constant == .bool(true))
    }
}
