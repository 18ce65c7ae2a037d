import GalleryModel
import Testing
@testable import GallerySceneReader

/// The values a screen is written with, read as a preview first draws them: strings interpolating `@State` and
/// constants, `ForEach` over a property that starts as an array literal or over an enumeration's `allCases`, a
/// picker starting on the option its `@State` holds, and a destructive button's red.
@Suite("Values written in the view")
struct SceneValuesReadingTests {
    private static let source = """
        import SwiftUI

        struct Fruit: Identifiable { let id = UUID(); let name: String; let colour: String }
        enum Appearance: String, CaseIterable, Identifiable {
            case system, light
            case dark = "night"
            var id: Self { self }
            var spoken: String { rawValue.capitalized }
            var title: String {
                switch self {
                case .system: "Automatic"
                case .light: return "Day"
                case .dark: return String(localized: "Night Mode", comment: "The dark appearance.")
                }
            }
        }

        struct Settings: View {
            @State private var copies = 3
            @State private var theme = "Dark"
            @State private var appearance: Appearance = .dark
            @State private var shelves = ["Kiwi", "Mango"]
            private let fruits = [Fruit(name: "Apple", colour: "Red"), Fruit(name: "Pear", colour: "Green")]
            private let owner = "Ada"
            var body: some View {
                Form {
                    Text("\\(owner) has \\(copies) copies")
                    Stepper("Copies: \\(copies)", value: $copies)
                    Picker("Theme", selection: $theme) {
                        Text("System").tag("System")
                        Text("Dark").tag("Dark")
                    }
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Picker("Spoken", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.spoken).tag($0) }
                    }
                    Picker("Look", selection: $appearance) {
                        ForEach(Appearance.allCases) { look in Text(look.title).tag(look) }
                    }
                    ForEach(fruits) { fruit in LabeledContent(fruit.name, value: fruit.colour) }
                    ForEach(shelves, id: \\.self) { shelf in Text(shelf.uppercased()) }
                    Button("Delete All", role: .destructive) {}
                }
            }
        }
        """

    private static func nodes() throws -> [SceneNode] {
        ReaderSupport.allNodes(try ReaderSupport.scene(source, named: "Settings").roots)
    }

    @Test("A string interpolating a @State and a constant is written with their values, in a Text and a Stepper's title")
    func interpolation() throws {
        let titles = try Self.nodes().compactMap(\.title)
        #expect(titles.contains("Ada has 3 copies"))
        #expect(titles.contains("Copies: 3"))
    }

    @Test("ForEach over a property that starts as an array literal: a row per element, its properties read from the initializer")
    func arrayProperties() throws {
        let nodes = try Self.nodes()
        let rows = nodes.filter { $0.kind == SceneViewKind.styled(.labeledContent) }
        #expect(rows.map(\.title) == ["Apple", "Pear"])
        let values: [String?] = rows.map { row in row.arguments.first { $0.label == "value" }?.value.words }
        #expect(values == ["Red", "Green"])
        #expect(nodes.compactMap(\.title).contains("KIWI") && nodes.compactMap(\.title).contains("MANGO"))
    }

    @Test("A List given its data draws a row per element, as a ForEach inside it does; a List of written rows keeps them")
    func listOfData() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Contact: Identifiable { let id = UUID(); let name: String }
            struct Contacts: View {
                let contacts = [Contact(name: "Anna"), Contact(name: "Chris"), Contact(name: "Mia")]
                var body: some View {
                    VStack {
                        List(contacts) { c in Text(c.name) }
                        List(["Kiwi", "Plum"], id: \\.self) { Text($0) }
                        List { Text("Wi-Fi"); Text("Bluetooth") }
                    }
                }
            }
            """, named: "Contacts")
        let lists = ReaderSupport.allNodes(scene.roots).filter { $0.kind == .styled(.list) }
        #expect(lists.map { $0.children.compactMap(\.title) } == [["Anna", "Chris", "Mia"], ["Kiwi", "Plum"], ["Wi-Fi", "Bluetooth"]])
    }

    @Test("A title chosen by a condition the gallery knows is the operand a preview first shows: a @State's initial value, negated, or a literal")
    func knownChoices() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Workout: View {
                @State private var isRunning = false
                @State private var isMuted = true
                var isLive: Bool { Bool.random() }
                var body: some View {
                    VStack {
                        Button {} label: { Label(isRunning ? "Pause" : "Start", systemImage: isRunning ? "pause.fill" : "play.fill") }
                        Text(!isMuted ? "Sound On" : "Sound Off")
                        Text(true ? "Always" : "Never")
                        Text(isLive ? "Live" : "Recorded")
                    }
                }
            }
            """, named: "Workout")
        let nodes = ReaderSupport.allNodes(scene.roots)
        let label = try #require(nodes.first { $0.kind == .styled(.label) })
        #expect(label.title == "Start" && label.labelSymbol == "play.fill")
        let texts = nodes.filter { $0.kind == .plain(.text) }
        #expect(texts.prefix(2).map(\.title) == ["Sound Off", "Always"])
        #expect(texts.last?.title == nil, "a condition computed as the app runs is not guessed")
    }

    @Test("An if or a ?: of views whose condition the gallery knows draws the branch that holds, element by element of a ForEach; an unknown one draws its first")
    func knownIfs() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Box: Identifiable { let id = UUID(); let name: String; let count: Int }
            struct Mail: View {
                @State private var showsDetails = false
                let boxes = [Box(name: "Inbox", count: 12), Box(name: "Sent", count: 0)]
                var body: some View {
                    List {
                        ForEach(boxes) { box in
                            HStack {
                                Text(box.name)
                                if box.count > 0 { Text("\\(box.count)") }
                            }
                        }
                        if showsDetails { Text("Details") } else { Text("Summary") }
                        if Bool.random() { Text("Heads") } else { Text("Tails") }
                        showsDetails ? Text("More") : Text("Less")
                    }
                }
            }
            """, named: "Mail")
        let titles = ReaderSupport.allNodes(scene.roots).compactMap(\.title)
        #expect(titles == ["Inbox", "12", "Sent", "Summary", "Heads", "Less"], "\(titles)")
    }

    @Test("A LazyVGrid reads the columns a constant holds, and a shape filled with an element's colour's gradient is drawn in that colour")
    func gridOfColours() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Movie: Identifiable { let id = UUID(); let title: String; let color: Color }
            struct Shelf: View {
                let movies = [Movie(title: "Ocean", color: .blue), Movie(title: "Forest", color: .green)]
                let columns = [GridItem(.adaptive(minimum: 160), spacing: 16)]
                var body: some View {
                    LazyVGrid(columns: columns) {
                        ForEach(movies) { movie in
                            RoundedRectangle(cornerRadius: 12).fill(movie.color.gradient).frame(height: 90)
                        }
                    }
                }
            }
            """, named: "Shelf")
        let grid = try #require(scene.roots.first)
        #expect(grid.kind == .layout(.lazyVGrid))
        let written = try #require(grid.arguments.first { $0.label == "columns" }.map { SceneSource.value($0.value) })
        #expect(GridColumns(written: written) == .adaptive(minimum: 160))
        #expect(grid.children.compactMap(SceneShape.init).map(\.color) == [.blue, .green])
    }

    @Test("A row's .badge of a ForEach element's count is written with each element's value, so each row shows its count")
    func elementBadges() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Folder: Identifiable { let id = UUID(); let name: String; let count: Int }
            struct Folders: View {
                let folders = [Folder(name: "Notes", count: 18), Folder(name: "Travel", count: 5)]
                var body: some View {
                    List {
                        ForEach(folders) { folder in
                            Text(folder.name).badge(folder.count)
                        }
                    }
                }
            }
            """, named: "Folders")
        let list = try #require(scene.roots.first)
        #expect(list.children.map(\.badge) == ["18", "5"])
    }

    @Test("An element's String(…) in an interpolation reads as its value, and an element's colour made translucent fills in that colour")
    func elementConversions() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Album: Identifiable { let id = UUID(); let artist: String; let year: Int; let color: Color }
            struct Albums: View {
                let albums = [Album(artist: "Daft Punk", year: 2013, color: .orange)]
                var body: some View {
                    VStack {
                        ForEach(albums) { album in
                            Text("\\(album.artist) · \\(String(album.year))")
                            RoundedRectangle(cornerRadius: 8).fill(album.color.opacity(0.7))
                        }
                    }
                }
            }
            """, named: "Albums")
        let stack = try #require(scene.roots.first)
        #expect(stack.children.first?.title == "Daft Punk · 2013")
        let card = try #require(stack.children.compactMap(SceneShape.init).first)
        #expect(card.color == .orange && card.colorOpacity == 0.7)
    }

    @Test("An element's colour in .foregroundStyle and .tint is read as its value, so each row's symbol is in its own colour")
    func elementForegrounds() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Countdown: Identifiable { let id = UUID(); let name: String; let color: Color }
            struct Countdowns: View {
                let countdowns = [Countdown(name: "Tea", color: .green), Countdown(name: "Pasta", color: .orange)]
                var body: some View {
                    List {
                        ForEach(countdowns) { countdown in
                            Label(countdown.name, systemImage: "timer").foregroundStyle(countdown.color).tint(countdown.color)
                        }
                    }
                }
            }
            """, named: "Countdowns")
        let rows = try #require(scene.roots.first).children
        let kinds = rows.map { $0.modifiers.map(\.kind) }
        #expect(kinds == [[.foregroundStyle(.green), .tint(.green)], [.foregroundStyle(.orange), .tint(.orange)]])
    }

    @Test("A DatePicker bound to @State written as Date(timeIntervalSince1970:) starts on that date, in UTC; Date() keeps the gallery's own")
    func writtenDates() throws {
        let scene = try ReaderSupport.scene("""
            import SwiftUI
            struct Event: View {
                @State private var start = Date(timeIntervalSince1970: 1_750_000_000)
                @State private var now = Date()
                var body: some View {
                    Form {
                        DatePicker("Starts", selection: $start)
                        DatePicker("Now", selection: $now)
                    }
                }
            }
            """, named: "Event")
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: .iOS)))
        let initial = plan.slots.map(\.defaultValue)
        #expect(initial.contains(.string("2025-06-15T15:06")), "\(initial)")
        #expect(initial.count == 2 && initial.filter { $0 == .string("2025-06-15T15:06") }.count == 1)
    }

    @Test("ForEach over an enumeration's allCases: a view per case, in order, its raw value read and capitalized")
    func enumerationCases() throws {
        let picker = try #require(try Self.nodes().first { $0.title == "Appearance" })
        #expect(picker.children.map(\.title) == ["System", "Light", "Night"])
    }

    @Test("A computed property of the enumeration reads each case's answer: a switch over self, a localized string's words, one expression of the raw value")
    func switchOverSelf() throws {
        let picker = try #require(try Self.nodes().first { $0.title == "Look" })
        #expect(picker.children.map(\.title) == ["Automatic", "Day", "Night Mode"])
        let spoken = try #require(try Self.nodes().first { $0.title == "Spoken" })
        #expect(spoken.children.map(\.title) == ["System", "Light", "Night"], "one expression of the raw value")
    }

    @Test("A picker starts on the option whose tag its @State holds, a string's or an enumeration case's", arguments: [Platform.iOS, .macOS])
    func initialSelection(platform: Platform) throws {
        let scene = try ReaderSupport.scene(Self.source, named: "Settings")
        let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform)))
        let selections = plan.slots.filter { $0.key.description.contains("selection") }.map(\.defaultValue)
        #expect(selections == [.int(1), .int(2), .int(2), .int(2)], "\(plan.slots.map(\.key))")
    }

    @Test("A Button with the destructive role is red in a scene's Form, as the Button page draws it")
    func destructive() throws {
        let scene = try ReaderSupport.scene(Self.source, named: "Settings")
        for platform in Platform.allCases {
            let plan = ScenePlanner.plan(SceneResolver.resolve(scene, in: Context(platform: platform)))
            let button = try #require(plan.widget.allPlans.first { $0.accessibleName == "Delete All" }, "\(platform)")
            #expect(button.cssClasses.contains("destructive-text") || button.cssClasses.contains("destructive-action"), "\(platform)")
        }
    }
}
