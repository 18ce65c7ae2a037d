/// What the composer's palette adds: a view of each family, each plain view and each container, written as the
/// SwiftUI a developer would write, with the `@State` it binds to. The window reads an item's source with the
/// scene reader (``source``), so what it inserts is exactly what reading the saved file gives back.
public struct ScenePaletteItem: Sendable, Hashable {
    /// The kind of view it adds.
    public let kind: SceneViewKind
    /// `@State` declarations without `@State private var`: `isOn = true`.
    public let state: [String]
    /// The view, as source.
    public let body: String

    init(_ kind: SceneViewKind, state: [String] = [], _ body: String) {
        self.kind = kind
        self.state = state
        self.body = body
    }

    /// The palette's name for it: the SwiftUI type, `Toggle`.
    public var title: String { kind.typeName }

    /// A whole view file holding the item, for the scene reader: its state and its view in a `body`.
    public var source: String {
        let state = state.map { "    @State private var \($0)\n" }.joined()
        let body = body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return "struct PaletteItem: View {\n\(state)    var body: some View {\n\(body)\n    }\n}\n"
    }
}

/// The composer's palette: every family's view, the plain views and the containers a scene holds, in the order
/// the palette lists them (controls, then text and images, then containers).
public enum ScenePalette {
    /// Every item, each kind once.
    public static let items: [ScenePaletteItem] = controls + plainViews + containers

    /// The item that adds a view of `kind`, if the palette has one.
    public static func item(for kind: SceneViewKind) -> ScenePaletteItem? {
        items.first { $0.kind == kind }
    }

    /// One view of each style family, as SwiftUI's pages introduce them, but Table: its columns (`TableColumn`) are not
    /// views the scene model knows yet, so a composed Table could not be drawn or read back.
    static let controls: [ScenePaletteItem] = [
        ScenePaletteItem(.styled(.button), #"Button("Button", action: {})"#),
        ScenePaletteItem(.styled(.label), #"Label("Label", systemImage: "star")"#),
        ScenePaletteItem(.styled(.toggle), state: ["isOn = true"], #"Toggle("Toggle", isOn: $isOn)"#),
        ScenePaletteItem(.styled(.picker), state: [#"choice = "One""#], """
            Picker("Picker", selection: $choice) {
                Text("One").tag("One")
                Text("Two").tag("Two")
                Text("Three").tag("Three")
            }
            """),
        ScenePaletteItem(.styled(.menu), """
            Menu("Menu") {
                Button("Copy", action: {})
                Button("Paste", action: {})
            }
            """),
        ScenePaletteItem(.styled(.textField), state: [#"text = """#], #"TextField("Name", text: $text)"#),
        ScenePaletteItem(.styled(.textEditor), state: [#"notes = """#], "TextEditor(text: $notes)"),
        ScenePaletteItem(.styled(.datePicker), state: ["date = Date.now"], #"DatePicker("Date", selection: $date)"#),
        ScenePaletteItem(.styled(.progressView), "ProgressView(value: 0.4)"),
        ScenePaletteItem(.styled(.gauge), """
            Gauge(value: 0.4) {
                Text("Level")
            }
            """),
        ScenePaletteItem(.styled(.labeledContent), #"LabeledContent("Version", value: "1.0")"#),
        ScenePaletteItem(.styled(.controlGroup), """
            ControlGroup {
                Button("Bold", systemImage: "bold", action: {})
                Button("Italic", systemImage: "italic", action: {})
            }
            """),
        ScenePaletteItem(.styled(.disclosureGroup), """
            DisclosureGroup("Details") {
                Text("More")
            }
            """),
        ScenePaletteItem(.styled(.groupBox), """
            GroupBox("Group") {
                Text("Content")
            }
            """),
        ScenePaletteItem(.styled(.form), "Form {}"),
        ScenePaletteItem(.styled(.list), "List {}"),
        ScenePaletteItem(.styled(.tabView), """
            TabView {
                Tab("Home", systemImage: "house") {
                    Text("Home")
                }
            }
            """),
        ScenePaletteItem(.styled(.navigationSplitView), """
            NavigationSplitView {
                List {
                    Text("Inbox")
                }
            } detail: {
                Text("Detail")
            }
            """),
    ]

    /// The views with no style family.
    static let plainViews: [ScenePaletteItem] = [
        ScenePaletteItem(.plain(.text), #"Text("Text")"#),
        ScenePaletteItem(.plain(.image), #"Image(systemName: "star")"#),
        ScenePaletteItem(.plain(.secureField), state: [#"password = """#], #"SecureField("Password", text: $password)"#),
        ScenePaletteItem(.plain(.spacer), "Spacer()"),
        ScenePaletteItem(.plain(.divider), "Divider()"),
        ScenePaletteItem(.plain(.color), "Color.blue"),
    ]

    /// The containers that only arrange what they hold. Toolbar items belong in a `.toolbar`, which the palette does
    /// not add.
    static let containers: [ScenePaletteItem] = [
        ScenePaletteItem(.layout(.vStack), "VStack {}"),
        ScenePaletteItem(.layout(.hStack), "HStack {}"),
        ScenePaletteItem(.layout(.zStack), "ZStack {}"),
        ScenePaletteItem(.layout(.group), "Group {}"),
        ScenePaletteItem(.layout(.scrollView), "ScrollView {}"),
        ScenePaletteItem(.layout(.section), #"Section("Section") {}"#),
        ScenePaletteItem(.layout(.navigationStack), "NavigationStack {}"),
    ]

    /// The containers a view can be wrapped in, each with no views of its own.
    public static let wrappers: [SceneViewKind] = containers.map(\.kind)
        + [.styled(.form), .styled(.list), .styled(.groupBox), .styled(.controlGroup)]
}
