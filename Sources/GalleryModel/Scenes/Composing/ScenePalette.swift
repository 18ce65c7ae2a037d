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

    /// One view of each style family that has one (its family's ``FamilyDefinition/paletteItem``), in the registry's order.
    static let controls: [ScenePaletteItem] = FamilyRegistry.definitions.compactMap(\.paletteItem)

    /// The views with no style family.
    static let plainViews: [ScenePaletteItem] = [
        ScenePaletteItem(.plain(.text), #"Text("Text")"#),
        ScenePaletteItem(.plain(.image), #"Image(systemName: "star")"#),
        ScenePaletteItem(.plain(.secureField), state: [#"password = """#], #"SecureField("Password", text: $password)"#),
        ScenePaletteItem(.plain(.spacer), "Spacer()"),
        ScenePaletteItem(.plain(.divider), "Divider()"),
        ScenePaletteItem(.plain(.color), "Color.blue"),
        ScenePaletteItem(.plain(.rectangle), "Rectangle()"),
        ScenePaletteItem(.plain(.roundedRectangle), "RoundedRectangle(cornerRadius: 8)"),
        ScenePaletteItem(.plain(.unevenRoundedRectangle), "UnevenRoundedRectangle(topLeadingRadius: 8)"),
        ScenePaletteItem(.plain(.circle), "Circle()"),
        ScenePaletteItem(.plain(.capsule), "Capsule()"),
        ScenePaletteItem(.plain(.ellipse), "Ellipse()"),
        ScenePaletteItem(.plain(.containerRelativeShape), "ContainerRelativeShape()"),
        ScenePaletteItem(.plain(.linearGradient), "LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)"),
        ScenePaletteItem(.plain(.radialGradient), "RadialGradient(colors: [.orange, .red], center: .center, startRadius: 0, endRadius: 80)"),
        ScenePaletteItem(.plain(.angularGradient), "AngularGradient(colors: [.green, .blue, .green], center: .center)"),
        ScenePaletteItem(.plain(.ellipticalGradient), "EllipticalGradient(colors: [.yellow, .orange])"),
        ScenePaletteItem(.plain(.navigationLink), #"NavigationLink("Details") { Text("Details") }"#),
        ScenePaletteItem(.plain(.link), #"Link("Website", destination: URL(string: "https://www.apple.com")!)"#),
        ScenePaletteItem(.plain(.shareLink), #"ShareLink(item: "https://www.apple.com")"#),
        ScenePaletteItem(.plain(.editButton), "EditButton()"),
        ScenePaletteItem(.plain(.contentUnavailableView), #"ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))"#),
        ScenePaletteItem(.plain(.colorPicker), state: ["color = Color.blue"], #"ColorPicker("Colour", selection: $color)"#),
        ScenePaletteItem(.plain(.slider), state: ["volume = 0.5"], "Slider(value: $volume)"),
        ScenePaletteItem(.plain(.stepper), state: ["count = 1"], #"Stepper("Count", value: $count, in: 0...10)"#),
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

    /// The containers a view can be wrapped in, each with no views of its own: the layouts, and the families whose
    /// container says it wraps a view as it stands.
    public static let wrappers: [SceneViewKind] = containers.map(\.kind)
        + FamilyRegistry.definitions.filter { $0.container?.wraps == true }.map { .styled($0.family) }
}
