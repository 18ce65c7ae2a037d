import GalleryModel
import Testing
@testable import GallerySceneReader

/// The constructs the reader understands: views, arguments, closures, modifiers, expansion and state.
@Suite("Scene reader")
struct SceneReaderTests {
    @Test("A View struct's body: its views, arguments, closures and modifiers in source order")
    func viewStruct() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Settings: View {
                @State private var wifi = true
                @State var volume = 0.5
                var body: some View {
                    Form {
                        Toggle("Wi-Fi", isOn: $wifi)
                            .toggleStyle(.switch)
                            .tint(.orange)
                        Section {
                            Slider(value: $volume)
                            Knob(value: $volume)
                        } header: {
                            Text("Sound \\u{1F50A}")
                        }
                    }
                    .formStyle(.grouped)
                    .padding(.horizontal, 8)
                }
            }
            """)
        #expect(scene.name == "Settings")
        #expect(scene.state == [SceneState(name: "wifi", value: .bool(true), location: SceneLocation(line: 4, column: 24)),
                                SceneState(name: "volume", value: .number(0.5), location: SceneLocation(line: 5, column: 16))])
        let form = try #require(scene.roots.first)
        #expect(scene.roots.count == 1)
        #expect(form.kind == .styled(.form))
        #expect(form.location == SceneLocation(line: 7, column: 9))
        #expect(form.modifiers.map(\.kind) == [
            .style(try StyleCatalog.style(named: "grouped", in: .form), argument: nil),
            .other(name: "padding", source: ".padding(.horizontal, 8)"),
        ])
        #expect(form.modifiers[0].location == SceneLocation(line: 18, column: 9))
        let toggle = form.children[0]
        #expect(toggle.kind == .styled(.toggle))
        #expect(toggle.arguments == [SceneArgument(nil, .string("Wi-Fi")), SceneArgument("isOn", .binding("wifi"))])
        #expect(toggle.title == "Wi-Fi")
        #expect(toggle.modifiers.map(\.kind) == [.style(try StyleCatalog.style(named: "switch", in: .toggle), argument: nil), .tint(.orange)])
        #expect(toggle.modifiers.map(\.location) == [SceneLocation(line: 9, column: 17), SceneLocation(line: 10, column: 17)])
        let section = form.children[1]
        #expect(section.kind == .layout(.section))
        #expect(section.children.map(\.kind) == [.plain(.slider), .unknown("Knob")])
        #expect(section.slots.map(\.label) == ["header"])
        #expect(section.slots[0].children[0].arguments == [SceneArgument(nil, .string("Sound 🔊"))])
        // An unknown view is a placeholder with a warning at its place.
        #expect(ReaderSupport.diagnostics(scene, .warning).map(\.location) == [SceneLocation(line: 13, column: 17)])
        #expect(ReaderSupport.diagnostics(scene, .error).isEmpty)
    }

    @Test("The default view: the first #Preview, expanding the file's views in place with their state")
    func previewExpandsViews() throws {
        let file = try SceneReader.readFile(atPath: ReaderSupport.fixture("SignInRow.swift"))
        #expect(file.views.map(\.name) == ["SignInRow", "Sign in"])
        let scene = try file.scene(named: nil)
        #expect(scene.name == "Sign in")
        #expect(scene.state.map(\.name) == ["remember", "name"])
        let row = try #require(scene.roots.first)
        #expect(row.kind == .layout(.hStack))
        // The struct's own modifier first, then the call site's.
        #expect(row.modifiers.map { if case .other(let name, _) = $0.kind { name } else { "style" } } == ["style", "padding"])
        #expect(row.modifiers.map(\.location) == [SceneLocation(line: 17, column: 9), SceneLocation(line: 23, column: 9)])
        #expect(row.children.map(\.kind) == [.styled(.textField), .styled(.toggle), .styled(.menu)])
        let menu = row.children[2]
        #expect(menu.children.map(\.kind) == [.styled(.button)])
        #expect(try file.scene(named: "SignInRow").roots.first?.children.count == 3)
        #expect(throws: SceneFileError.self) { try file.scene(named: "Missing") }
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("The default view without a preview: a PreviewProvider's, else the top level's, else the view no other uses")
    func defaultView() throws {
        let provider = try ReaderSupport.scene("""
            struct Row: View { var body: some View { Text("Row") } }
            struct Row_Previews: PreviewProvider { static var previews: some View { Row().font(.headline) } }
            """)
        #expect(provider.name == "Row_Previews")
        #expect(provider.roots.map(\.kind) == [.plain(.text)])
        #expect(provider.roots[0].modifiers.map(\.kind) == [.font(.headline)])
        let unused = try ReaderSupport.scene("""
            struct Row: View { var body: some View { Text("Row") } }
            struct Screen: View { var body: some View { List { Row(); Row() } } }
            """)
        #expect(unused.name == "Screen")
        #expect(unused.roots.first?.children.map(\.kind) == [.plain(.text), .plain(.text)])
        let titled = try ReaderSupport.scene("#Preview(\"Dark\") { Text(\"Hi\") }")
        #expect(titled.name == "Dark")
    }

    @Test("A card's code: custom style definitions skipped, top-level views read, custom styles by name")
    func topLevel() throws {
        let scene = try ReaderSupport.scene("""
            struct MyLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.title }
            }

            Label("Favorites", systemImage: "star.fill")
                .labelStyle(MyLabelStyle())
            Divider()
            """)
        #expect(scene.roots.map(\.kind) == [.styled(.label), .plain(.divider)])
        #expect(scene.roots[0].modifiers.map(\.kind) == [.style(try StyleCatalog.style(named: "MyLabelStyle", in: .label), argument: nil)])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("Every spelling the catalog writes reads back as its style and choice")
    func everySpelling() throws {
        for style in StyleCatalog.allStyles {
            for choice in style.parameter.map({ $0.spellings.map { Optional($0) } }) ?? [nil] {
                let code = "\(style.family.viewName)()\n" + style.modifiers(choosing: choice).joined(separator: "\n")
                let scene = try ReaderSupport.scene(code)
                #expect(scene.roots.first?.modifiers.map(\.kind) == [.style(style, argument: choice)], "\(code)")
                #expect(ReaderSupport.diagnostics(scene, .error).isEmpty, "\(code)")
            }
        }
    }

    @Test("Other spellings: types, automatic's Default type, a parameter left out; an unknown style is an error naming the styles")
    func otherSpellings() throws {
        let scene = try ReaderSupport.scene("""
            VStack {
                Toggle("A", isOn: $a).toggleStyle(SwitchToggleStyle())
                Button("B") { }.buttonStyle(DefaultButtonStyle())
                TabView { Text("1") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                TextField("C", text: $c).textFieldStyle(.bordered)
                Toggle("D", isOn: $d).toggleStyle(.sparkly)
            }
            """)
        let children = try #require(scene.roots.first?.children)
        #expect(ReaderSupport.styles(children[0]).map(\.0) == ["switch"])
        #expect(ReaderSupport.styles(children[1]).map(\.0) == ["automatic"])
        #expect(ReaderSupport.styles(children[2]).map(\.0) == ["page(indexDisplayMode:)"])
        #expect(ReaderSupport.styles(children[2]).map(\.1) == [".never"])
        #expect(ReaderSupport.styles(children[3]).map(\.1) == [".automatic"])
        #expect(ReaderSupport.styles(children[4]).isEmpty)
        #expect(children[4].modifiers.map(\.kind) == [.other(name: "toggleStyle", source: ".toggleStyle(.sparkly)")])
        let errors = ReaderSupport.diagnostics(scene, .error)
        #expect(errors.count == 1)
        #expect(errors.first?.location == SceneLocation(line: 6, column: 39))
        #expect(errors.first?.message.english.contains("automatic, switch") == true)
    }

    @Test("Toolbar and context menu contents, navigation title, control size, disabled, foreground style")
    func environmentModifiers() throws {
        let scene = try ReaderSupport.scene("""
            NavigationStack {
                Color.clear
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") { } }
                    }
                    .contextMenu { Button("Copy") { } }
                    .controlSize(.small)
                    .disabled(true)
                    .foregroundStyle(.secondary)
            }
            """)
        let color = try #require(scene.roots.first?.children.first)
        #expect(color.kind == .plain(.color))
        #expect(color.arguments == [SceneArgument(nil, .expression(".clear"))])
        let kinds = color.modifiers.map(\.kind)
        #expect(kinds.first == .navigationTitle("Inbox"))
        #expect(kinds.dropFirst(3) == [.controlSize(.small), .disabled(true), .foregroundStyle(.secondary)])
        let toolbar = color.modifiers[1].content
        #expect(toolbar.map(\.kind) == [.layout(.toolbarItem)])
        #expect(toolbar[0].arguments == [SceneArgument("placement", .expression(".primaryAction"))])
        #expect(toolbar[0].children.map(\.kind) == [.styled(.button)])
        #expect(color.modifiers[2].content.map(\.title) == ["Copy"])
        #expect(color.allChildren.count == 2)
    }

    @Test(".foregroundStyle(.tint) is the tint in force: the accent colour, which .tint(_:) around it replaces")
    func tintStyle() throws {
        let scene = try ReaderSupport.scene("""
            Image(systemName: "tray")
                .foregroundStyle(.tint)
            """)
        #expect(scene.roots.first?.modifiers.map(\.kind) == [.foregroundStyle(.accentColor)])
    }

    @Test("Arguments: escapes, numbers, Booleans, bindings, other expressions; a Button's trailing closure is its label")
    func arguments() throws {
        let scene = try ReaderSupport.scene(#"""
            VStack {
                Text("Tab\there \"quoted\"")
                Gauge(value: -2.5, in: 0...100) { Text("Level") } currentValueLabel: { Text("2") }
                Toggle(isOn: $model.on, label: { Text("On") })
                Button(action: save) { Label("Save", systemImage: "tray") }
                ProgressView(value: 0x10, total: 1_000)
                Text(verbatim: "x").hidden(false)
                Menu(content: { Button("A") { } }, label: { Text("Menu") })
            }
            """#)
        let views = try #require(scene.roots.first?.children)
        #expect(views[0].arguments == [SceneArgument(nil, .string("Tab\there \"quoted\""))])
        #expect(views[1].arguments == [SceneArgument("value", .number(-2.5)), SceneArgument("in", .expression("0...100"))])
        #expect(views[1].children.map(\.title) == ["Level"])
        #expect(views[1].slots.map(\.label) == ["currentValueLabel"])
        #expect(views[2].arguments == [SceneArgument("isOn", .expression("$model.on"))])
        #expect(views[2].children.map(\.title) == ["On"])
        #expect(views[2].slots.isEmpty)
        #expect(views[3].arguments == [SceneArgument("action", .expression("save"))])
        #expect(views[3].children.map(\.kind) == [.styled(.label)])
        #expect(views[4].arguments == [SceneArgument("value", .number(16)), SceneArgument("total", .number(1000))])
        #expect(views[5].modifiers.map(\.kind) == [.other(name: "hidden", source: ".hidden(false)")])
        #expect(views[6].children.map(\.title) == ["A"])
        #expect(views[6].slots.map(\.label) == ["label"])
    }

    @Test("A Button's label is its children and its action an argument, however they are written")
    func buttons() throws {
        let scene = try ReaderSupport.scene("""
            VStack {
                Button("Go") { go() }
                Button { go() } label: { Text("Go") }
                Button(action: go, label: { Text("Go") })
                Button(action: go) { Text("Go") }
            }
            """)
        let buttons = try #require(scene.roots.first?.children)
        #expect(buttons[0].arguments == [SceneArgument(nil, .string("Go")), SceneArgument("action", .expression("{ go() }"))])
        #expect(buttons[0].children.isEmpty)
        #expect(buttons[1].arguments == [SceneArgument("action", .expression("{ go() }"))])
        for button in buttons.dropFirst() {
            #expect(button.children.map(\.title) == ["Go"])
            #expect(button.slots.isEmpty)
        }
        #expect(scene.diagnostics.isEmpty)
    }

    @Test("ForEach over literals is expanded with its element, capped with a note; over other data shown once")
    func forEach() throws {
        let scene = try ReaderSupport.scene("""
            List {
                ForEach(["Wi-Fi", "Bluetooth"], id: \\.self) { name in
                    Toggle(name, isOn: $on)
                }
                .toggleStyle(.switch)
                ForEach(1...3, id: \\.self) { Text("Row \\($0)") }
                ForEach(0..<100) { index in Text("\\(index)") }
                ForEach(items) { item in Text(item.name) }
            }
            """)
        let rows = try #require(scene.roots.first?.children)
        #expect(rows.prefix(2).map(\.title) == ["Wi-Fi", "Bluetooth"])
        #expect(rows.prefix(2).allSatisfy { ReaderSupport.styles($0).map(\.0) == ["switch"] })
        #expect(rows[2..<5].map(\.title) == ["Row 1", "Row 2", "Row 3"])
        let limit = SceneReadingLimits.maximumForEachExpansion
        #expect(rows[5..<(5 + limit)].map(\.title) == (0..<limit).map { String($0) })
        #expect(rows.count == 5 + limit + 1)
        #expect(rows.last?.arguments == [SceneArgument(nil, .expression("item.name"))])
        #expect(ReaderSupport.diagnostics(scene, .note).map(\.location.line) == [7, 8])
    }

    @Test("The first branch of an if or a switch, each listed with its branches; a view that uses itself is a placeholder")
    func branchesAndRecursion() throws {
        let scene = try ReaderSupport.scene("""
            struct Loop: View {
                var flag = true
                var body: some View {
                    VStack {
                        if flag { Text("Yes") } else { Text("No") }
                        switch flag {
                        case true: Text("On")
                        default: Text("Off")
                        }
                        Loop()
                    }
                }
            }
            """)
        let views = try #require(scene.roots.first?.children)
        #expect(views.map(\.title) == ["Yes", "On", nil])
        #expect(views.last?.kind == .unknown("Loop"))
        #expect(scene.conditionals == [
            SceneConditional(location: SceneLocation(line: 5, column: 13), kind: .if, branches: ["if flag", "else"], chosen: 0),
            SceneConditional(location: SceneLocation(line: 6, column: 13), kind: .switch, branches: ["case true:", "default:"], chosen: 0),
        ])
        #expect(ReaderSupport.diagnostics(scene, .note).isEmpty)
        #expect(ReaderSupport.diagnostics(scene, .warning).map(\.location.line) == [10])
    }

    @Test("A view drawn on its own keeps the place of the content its caller gives (a closure or a view of a generic view type), with a note; given content is drawn")
    func callersContent() throws {
        let source = """
            import SwiftUI

            struct Card<Content: View>: View {
                var content: (Int) -> Content
                var body: some View {
                    VStack { content(3) }
                }
            }

            struct Framed<Inner: View>: View {
                @ViewBuilder var inner: () -> Inner
                var body: some View {
                    Card { _ in inner() }
                }
            }

            struct Filled: View {
                var body: some View {
                    Card { number in Text("Row") }
                }
            }

            struct Helped: View {
                var helper: Helper
                var body: some View {
                    helper.makeView()
                }
            }

            struct Header<Label: View>: View {
                @ViewBuilder var label: Label
                var body: some View {
                    HStack { label; Spacer() }
                }
            }

            struct Box<Content>: View where Content: View {
                var content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    ZStack { content }
                }
            }

            struct Headed: View {
                var body: some View {
                    Header { Text("Orders") }
                }
            }
            """
        for name in ["Card", "Framed", "Header", "Box"] {
            let scene = try ReaderSupport.scene(source, named: name)
            #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty, "\(name)")
            let notes = ReaderSupport.diagnostics(scene, .note).map(\.message.english)
            #expect(notes.count == 1 && notes[0].contains("whoever uses"), "\(name): \(notes)")
            #expect(ReaderSupport.allNodes(scene.roots).contains { if case .unknown = $0.kind { true } else { false } }, "\(name)")
        }
        for name in ["Filled", "Headed"] {
            let filled = try ReaderSupport.scene(source, named: name)
            #expect(filled.diagnostics.isEmpty, "\(name)")
            #expect(ReaderSupport.allNodes(filled.roots).contains { $0.kind == .plain(.text) }, "\(name)")
        }
        // A call the reader cannot follow is still a warning.
        let helped = try ReaderSupport.scene(source, named: "Helped")
        #expect(ReaderSupport.diagnostics(helped, .warning).count == 1)
    }

    @Test("An if let binds its name to what it unwraps: an unwrapped image is an Image; a value of unknown type still warns")
    func optionalBindings() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Poster: View {
                var model: Model
                var body: some View {
                    VStack {
                        if let image = model.image?.resizable() {
                            image.scaledToFit()
                        }
                        if let badge = model.badge {
                            badge
                        }
                    }
                }
            }
            """)
        let nodes = ReaderSupport.allNodes(scene.roots)
        #expect(nodes.contains { $0.kind == .plain(.image) && $0.location.line == 7 })
        #expect(ReaderSupport.diagnostics(scene, .warning).map(\.location.line) == [11])
    }

    @Test("An optional mapped to views draws the closure's views with its parameter bound, listed as the if let it is; the other branch draws nothing")
    func mappedOptional() throws {
        let source = """
            import SwiftUI

            struct FlagView: View {
                var country: Country
                var body: some View {
                    NavigationStack {
                        country.flag?.image.map { image in
                            HStack {
                                Spacer()
                                image.resizable()
                            }
                        }
                        .navigationTitle("Flag")
                    }
                }
            }
            """
        let scene = try ReaderSupport.scene(source)
        let nodes = ReaderSupport.allNodes(scene.roots)
        let stack = try #require(nodes.first { $0.kind == .layout(.hStack) })
        #expect(stack.children.map(\.kind) == [.plain(.spacer), .plain(.image)])
        #expect(stack.modifiers.contains { $0.kind.name == "navigationTitle" })
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty, "\(ReaderSupport.diagnostics(scene, .warning))")
        let conditional = try #require(scene.conditionals.first)
        #expect(conditional.kind == .if && conditional.branches == ["if let image = country.flag?.image", SceneConditional.emptyBranch])
        let empty = try SceneReader.read(source: source, fileName: "FlagView.swift",
                                         options: SceneReadingOptions(branches: SceneBranchChoices([conditional.location: 1]))).scene(named: nil)
        #expect(!ReaderSupport.allNodes(empty.roots).contains { $0.kind == .layout(.hStack) })
    }

    @Test("NavigationView is drawn as what replaced it: one view a NavigationStack, two or three the columns of a NavigationSplitView, each with a note; the stack style makes its first view a stack's root")
    func navigationView() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Screens: View {
                var body: some View {
                    VStack {
                        NavigationView {
                            List { Text("Movies") }
                        }
                        NavigationView {
                            List { Text("Genres") }
                            Text("Pick a genre")
                        }
                        NavigationView {
                            List { Text("Lists") }
                            Text("Pick a list")
                            Text("Pick a movie")
                        }
                        NavigationView {
                            Text("Settings")
                            Text("Pick a setting")
                        }
                        .navigationViewStyle(StackNavigationViewStyle())
                    }
                }
            }
            """)
        let views = try #require(scene.roots.first?.children)
        #expect(views.map(\.kind) == [.layout(.navigationStack), .styled(.navigationSplitView), .styled(.navigationSplitView), .layout(.navigationStack)])
        #expect(views[0].children.map(\.kind) == [.styled(.list)])
        #expect(views[1].children.map(\.kind) == [.styled(.list)] && views[1].slots.map(\.label) == ["detail"])
        #expect(views[2].slots.map(\.label) == ["content", "detail"] && views[2].slots[1].children.map(\.kind) == [.plain(.text)])
        #expect(views[3].children.map(\.kind) == [.plain(.text)] && views[3].slots.isEmpty)
        #expect(ReaderSupport.diagnostics(scene, .note).map(\.location.line) == [6, 9, 13, 18])
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
    }

    @Test("ModifiedContent(content:modifier:) is the content with the project's modifier applied, as .modifier(_:) applies it")
    func modifiedContent() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct TitleFont: ViewModifier {
                func body(content: Content) -> some View {
                    content.font(.title).foregroundStyle(.red)
                }
            }

            extension View {
                func titleStyle() -> some View {
                    ModifiedContent(content: self, modifier: TitleFont())
                }
            }

            struct Header: View {
                var body: some View {
                    VStack {
                        Text("Now playing").titleStyle()
                        ModifiedContent(content: Text("Upcoming"), modifier: Unknown())
                    }
                }
            }
            """, named: "Header")
        let nodes = ReaderSupport.allNodes(scene.roots)
        let title = try #require(nodes.first { $0.arguments.first?.value == .string("Now playing") })
        #expect(title.modifiers.map(\.kind.name).contains("font"))
        #expect(title.expansions.map(\.name).contains("TitleFont"))
        #expect(nodes.contains { $0.arguments.first?.value == .string("Upcoming") })
        #expect(ReaderSupport.diagnostics(scene, .note).map(\.location.line) == [19])
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty)
    }

    @Test("A view whose protocol gives it its body (SwiftUIFlux's ConnectedView) is drawn from its body(props:) method, with a note")
    func connectedView() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            import SwiftUIFlux

            struct Badge: ConnectedView {
                struct Props { let count: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
                    Props(count: state.count)
                }
                func body(props: Props) -> some View {
                    Label("Wishlist", systemImage: "heart.fill")
                }
            }

            struct Home: View {
                var body: some View {
                    VStack { Badge() }
                }
            }
            """, named: "Home")
        let nodes = ReaderSupport.allNodes(scene.roots)
        let label = try #require(nodes.first { $0.kind == .styled(.label) })
        #expect(label.expansions.map(\.name) == ["Badge"])
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty, "\(ReaderSupport.diagnostics(scene, .warning))")
        let note = try #require(ReaderSupport.diagnostics(scene, .note).first)
        #expect(note.location.line == 16 && note.message.english.contains("from its body(props: Props) method, which its conformance to ConnectedView calls"))
    }

    @Test("The older spellings real apps still write: views given as header:, footer: and label: arguments, .navigationBarTitle and .navigationBarItems")
    func olderSpellings() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Settings: View {
                @State private var region = 0
                var body: some View {
                    NavigationView {
                        Form {
                            Section(header: Text("Region preferences"), footer: Text("Used for the lists"), content: {
                                Picker(selection: $region, label: Text("Region"), content: {
                                    Text("France").tag(0)
                                })
                            })
                        }
                        .navigationBarItems(leading: Button("Cancel") {}, trailing: Button(action: {}, label: { Text("Save") }))
                        .navigationBarTitle(Text("Settings"), displayMode: .inline)
                    }
                }
            }
            """)
        let nodes = ReaderSupport.allNodes(scene.roots)
        let section = try #require(nodes.first { $0.kind == .layout(.section) })
        #expect(section.slots.map(\.label) == ["header", "footer"])
        #expect(section.slots.map { $0.children.first?.title } == ["Region preferences", "Used for the lists"])
        let picker = try #require(nodes.first { $0.kind == .styled(.picker) })
        #expect(picker.labelTitle == "Region")
        let form = try #require(nodes.first { $0.kind == .styled(.form) })
        #expect(form.modifiers.contains { $0.kind == .navigationTitle("Settings") })
        let toolbar = try #require(form.modifiers.first { $0.kind.name == "toolbar" })
        #expect(toolbar.content.map(\.kind) == [.layout(.toolbarItem), .layout(.toolbarItem)])
        #expect(toolbar.content.map { $0.arguments.first?.value } == [.expression(".topBarLeading"), .expression(".topBarTrailing")])
        #expect(toolbar.content.map { $0.children.first?.labelTitle } == ["Cancel", "Save"])
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty, "\(ReaderSupport.diagnostics(scene, .warning))")
    }

    @Test("A property declared as one of SwiftUI's shapes is a shape wherever a view or a layer's shape is read (IceCubes' panel)")
    func shapeProperty() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Panel: View {
                var body: some View {
                    Text("Media")
                        .background(Color.gray.opacity(0.2), in: panelShape)
                        .clipShape(panelShape)
                }

                private var panelShape: UnevenRoundedRectangle {
                    UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
                }
            }
            """)
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty, "\(ReaderSupport.diagnostics(scene, .warning))")
        let text = try #require(ReaderSupport.allNodes(scene.roots).first { $0.kind == .plain(.text) })
        let background = try #require(text.modifiers.first { $0.kind.name == "background" })
        #expect(background.content.map(\.kind) == [.plain(.unevenRoundedRectangle)])
    }

    @Test("A layer's shape written as Shape's static member (.circle, .rect(cornerRadius:)…) is that shape (Backyard Birds' food badges)")
    func implicitShapes() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI

            struct Badges: View {
                var body: some View {
                    VStack {
                        Text("a").background(.fill.tertiary, in: .circle)
                        Text("b").background(.orange, in: .capsule)
                        Text("c").background(in: .rect(cornerRadius: 12, style: .continuous))
                        Text("d").background(.blue, in: .rect)
                        Text("e").background(.thinMaterial, in: .rect(topLeadingRadius: 8, topTrailingRadius: 8))
                        Text("f").background(.red, in: .ellipse)
                    }
                }
            }
            """)
        #expect(ReaderSupport.diagnostics(scene, .warning).isEmpty, "\(ReaderSupport.diagnostics(scene, .warning))")
        let texts = ReaderSupport.allNodes(scene.roots).filter { $0.kind == .plain(.text) }
        let layers = texts.map { $0.modifiers.first { $0.kind.name == "background" }?.content.map(\.kind) ?? [] }
        #expect(layers == [[.plain(.circle)], [.plain(.capsule)], [.plain(.roundedRectangle)], [.plain(.rectangle)],
                           [.plain(.unevenRoundedRectangle)], [.plain(.ellipse)]])
        let rounded = try #require(texts[2].modifiers.first { $0.kind.name == "background" }?.content.first)
        #expect(SceneShape(rounded)?.outline == .roundedRectangle(cornerRadius: 12))
    }

    @Test("A ForEach given its content by name draws the closure that name stands for, once per element; alone, a note")
    func forEachContentByName() throws {
        let source = """
            import SwiftUI

            struct Results<Content: View>: View {
                private var content: (String) -> Content

                init(@ViewBuilder content: @escaping (String) -> Content) {
                    self.content = content
                }

                var body: some View {
                    ForEach(["Robin", "Wren"], id: \\.self, content: content)
                }
            }

            struct Screen: View {
                var body: some View {
                    Results { name in
                        Text(name)
                    }
                }
            }
            """
        let screen = try ReaderSupport.scene(source, named: "Screen")
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.message.english))")
        let words = ReaderSupport.allNodes(screen.roots).filter { $0.kind == .plain(.text) }.compactMap(\.title)
        #expect(words == ["Robin", "Wren"])
        let alone = try ReaderSupport.scene(source, named: "Results")
        #expect(ReaderSupport.diagnostics(alone, .warning).isEmpty)
        #expect(ReaderSupport.diagnostics(alone, .note).contains { $0.message.english.contains("whoever uses Results") })
    }

    @Test("A view's own properties read the same written self.placeholder as placeholder: an argument, an init's default, in a string")
    func selfMembers() throws {
        let source = """
            import SwiftUI

            struct SearchField: View {
                let placeholder: String
                var dismissTitle: String
                var count: Int

                init(placeholder: String, count: Int, dismissTitle: String = "Cancel") {
                    self.placeholder = placeholder
                    self.count = count
                    self.dismissTitle = dismissTitle
                }

                var body: some View {
                    HStack {
                        TextField(self.placeholder, text: .constant(""))
                        Button(action: {}, label: { Text(self.dismissTitle) })
                        Text("\\(self.count) results")
                    }
                }
            }

            struct Host: View {
                var body: some View {
                    SearchField(placeholder: "Search movies", count: 3)
                }
            }
            """
        let host = try ReaderSupport.scene(source, named: "Host")
        let titles = ReaderSupport.allNodes(host.roots).compactMap(\.title)
        #expect(titles == ["Search movies", "Cancel", "3 results"], "\(titles)")
    }

    @Test("A View extension method applied to a caller's content drawn alone is a modifier of that content's place, not a view of its own")
    func extensionOnCallersContent() throws {
        let source = """
            import SwiftUI

            extension View {
                func withEnvironments() -> some View {
                    environment(\\.locale, Locale(identifier: "fr"))
                        .tint(.orange)
                }
            }

            struct Tab<Content: View>: View {
                var content: () -> Content

                var body: some View {
                    NavigationStack {
                        content()
                            .withEnvironments()
                    }
                }
            }
            """
        let tab = try ReaderSupport.scene(source, named: "Tab")
        #expect(ReaderSupport.diagnostics(tab, .warning).isEmpty, "\(tab.diagnostics.map(\.message.english))")
        let place = try #require(tab.roots.first?.children.first)
        #expect(place.kind == .unknown("content()"))
        #expect(place.modifiers.contains { $0.kind == .tint(.orange) })
    }

    @Test("A view neither SwiftUI nor the project declares is a placeholder whose warning names the modules the file imports")
    func viewOfAnImportedModule() throws {
        let source = """
            import SwiftUI
            import Foundation
            import NukeUI

            struct Avatar: View {
                var body: some View {
                    LazyImage(url: nil)
                }
            }
            """
        let warnings = ReaderSupport.diagnostics(try ReaderSupport.scene(source, named: "Avatar"), .warning).map(\.message.english)
        #expect(warnings == ["The gallery does not know the view LazyImage: neither SwiftUI nor the project declares it, so it comes from what the file imports (NukeUI); it draws a placeholder."])
        let plain = source.replacingOccurrences(of: "import NukeUI\n", with: "")
        #expect(ReaderSupport.diagnostics(try ReaderSupport.scene(plain, named: "Avatar"), .warning).map(\.message.english)
                    == ["The gallery does not know the view LazyImage; it draws a placeholder."])
    }
}
