import Foundation
import GalleryModel
import Testing
@testable import GallerySceneReader

/// Reading a view with its project's declarations (`Fixtures/Shop`, a small app): views, properties, functions,
/// modifier types and `View` extensions from other files expanded in place, each node at its own file, line and
/// column; a view nested in an extension; toolbar content types; presentations and layers as attachments; `#if` and
/// branches; the app's root scene; and a view resolved where the app uses it.
@Suite("Project reading")
struct ProjectReadingTests {
    static let shop = ReaderSupport.fixture("Shop")
    static let content = shop + "/Sources/Shop/ContentView.swift"

    static func project() throws -> SceneProject {
        try SceneProject.open(shop)
    }

    static func contentView(_ options: SceneReadingOptions = SceneReadingOptions()) throws -> Scene {
        try project().read(file: content, views: .named("ContentView"), options: options).scene(named: "ContentView")
    }

    /// The first node of `scene` (depth first through every child) that `matches`.
    static func node(_ scene: Scene, _ matches: (SceneNode) -> Bool) -> SceneNode? {
        ReaderSupport.allNodes(scene.roots).first(where: matches)
    }

    @Test("The project is the target's files, found as gallery check finds them, and its @main App is known")
    func index() throws {
        let project = try Self.project()
        #expect(project.targetName == "Shop › Shop")
        #expect(project.files.count == 12)
        #expect(project.appName == "ShopApp")
        #expect(project.file(declaring: "Row")?.hasSuffix("SettingsView.swift") == true)
        // The view, not the model of the same name nested in `Api` in a file read before it.
        #expect(project.file(declaring: "OrderRow")?.hasSuffix("/OrderRow.swift") == true)
    }

    @Test("Read in the background as the window reads a scene file: with its project, then again from the project kept")
    func backgroundReading() throws {
        final class Box: @unchecked Sendable { var result: (Result<SceneFile, SceneFileError>, SceneProject?)? }
        func read(knowing known: SceneProject?) -> (Result<SceneFile, SceneFileError>, SceneProject?)? {
            let box = Box()
            let done = DispatchSemaphore(value: 0)
            SceneProject.readFileInBackground(atPath: Self.content, knowing: known, views: .named("ContentView")) { result, project in
                box.result = (result, project)
                done.signal()
            }
            done.wait()
            return box.result
        }
        let first = try #require(read(knowing: nil))
        let project = try #require(first.1)
        #expect(project.targetName == "Shop › Shop")
        let scene = try first.0.get().scene(named: "ContentView")
        // Card, declared in another file, is drawn from its body.
        #expect(Self.node(scene) { $0.expansions.first?.name == "Card" } != nil)
        let again = try #require(read(knowing: project))
        #expect(try again.0.get().scene(named: "ContentView").roots.count == scene.roots.count)
        #expect(again.1?.files == project.files)
    }

    @Test("Named from the folder, a view of another target (a widget's) is read in the target that compiles it")
    func viewOfAnotherTarget() throws {
        let project = try SceneProject.open(Self.shop, declaring: "OrderWidgetView")
        #expect(project.targetName == "Shop › ShopWidget")
        let scene = try project.read(file: try #require(project.file(declaring: "OrderWidgetView")), views: .named("OrderWidgetView"))
            .scene(named: "OrderWidgetView")
        #expect(scene.roots.first?.children.map(\.kind) == [.styled(.label), .styled(.button)])
        // A view of the app's own target keeps the app's target.
        #expect(try SceneProject.open(Self.shop, declaring: "SettingsView").targetName == "Shop › Shop")
    }

    @Test("A view of another file is drawn from its body: its title and its content closure, each node where it is written")
    func viewWithContentClosure() throws {
        let scene = try Self.contentView()
        let card = try #require(Self.node(scene) { $0.expansions.first?.name == "Card" })
        #expect(card.kind == .layout(.vStack))
        #expect(card.location.file?.hasSuffix("Card.swift") == true)
        #expect(card.expansions.first?.location == SceneLocation(line: 11, column: 17))
        // `Text(title)` reads the caller's literal; `content` is the caller's closure, read where the caller wrote it.
        #expect(card.children.map(\.kind) == [.plain(.text), .styled(.toggle)])
        #expect(card.children[0].title == "Network")
        #expect(card.children[0].location == SceneLocation(line: 15, column: 13, file: card.location.file))
        #expect(card.children[1].location == SceneLocation(line: 12, column: 21))
        #expect(card.children[1].arguments.contains(SceneArgument("isOn", .binding("wifi"))))
        // `let _ = print(…)` in the closure is no view, and no note either.
        #expect(!scene.diagnostics.contains { $0.location.line == 13 && $0.location.file == nil })
    }

    @Test("A computed property and a function are expanded in place, the function's parameter bound to the argument")
    func propertyAndFunction() throws {
        let scene = try Self.contentView()
        let list = try #require(Self.node(scene) { $0.expansions.first?.name == "ContentView.list" })
        #expect(list.kind == .styled(.list))
        #expect(list.location == SceneLocation(line: 37, column: 9))
        let row = try #require(Self.node(scene) { $0.expansions.contains { $0.name == "ContentView.row" } })
        #expect(row.kind == .styled(.label))
        #expect(row.title == "Espresso")
        #expect(!ReaderSupport.allNodes(scene.roots).contains { if case .unknown = $0.kind { true } else { false } })
    }

    @Test("A ViewModifier applied with .modifier and through a View extension method is read from its body(content:)")
    func modifierType() throws {
        let scene = try Self.contentView()
        let highlighted = try #require(Self.node(scene) { $0.title == "Highlighted" })
        #expect(highlighted.expansions.map(\.name) == ["View.cardStyle", "Highlight"])
        #expect(highlighted.modifiers.map(\.kind) == [.other(name: "padding", source: ".padding()"), .attached(SceneAttachment(.background), [
            SceneNode(.plain(.color), arguments: [SceneArgument(nil, .expression(".yellow"))], location: highlighted.modifiers[1].content[0].location),
        ])])
        #expect(highlighted.modifiers[0].location.file?.hasSuffix("Highlight.swift") == true)
        let label = try #require(Self.node(scene) { $0.title == "Espresso" })
        #expect(label.modifiers.map(\.kind.name) == ["padding", "background"])
    }

    @Test("A view nested in an extension is read, alone and from its call site, its @Binding the caller's state")
    func nestedViewInExtension() throws {
        let project = try Self.project()
        let file = try project.read(file: Self.shop + "/Sources/Shop/SettingsView.swift", views: .every)
        #expect(file.viewNames == ["SettingsView", "Row"])
        let settings = try file.scene(named: "SettingsView")
        let toggle = try #require(Self.node(settings) { $0.kind == .styled(.toggle) })
        #expect(toggle.title == "Sound")
        #expect(toggle.arguments.contains(SceneArgument("isOn", .binding("sound"))))
        // Read alone, the file is no longer refused for declaring no view.
        let alone = try SceneReader.readFile(atPath: Self.shop + "/Sources/Shop/SettingsView.swift")
        #expect(alone.viewNames == ["SettingsView", "Row"])
    }

    @Test("#if in a chain of modifiers draws the platform's clause; every conditional is listed, and another branch can be chosen")
    func conditionals() throws {
        let iOS = try Self.contentView()
        let order = try #require(Self.node(iOS) { $0.title == "Order" })
        #expect(ReaderSupport.styles(order).map(\.0) == ["borderedProminent"])
        let mac = try Self.contentView(SceneReadingOptions(platform: .macOS))
        #expect(ReaderSupport.styles(try #require(Self.node(mac) { $0.title == "Order" })).map(\.0) == ["link"])
        let compilation = try #require(iOS.conditionals.first { $0.kind == .compilation })
        #expect(compilation.location == SceneLocation(line: 20, column: 21))
        #expect(compilation.branches == ["#if os(iOS)", "#else"])
        #expect(compilation.chosen == 0 && compilation.compiled == 0)
        let branch = try #require(iOS.conditionals.first { $0.kind == .if })
        #expect(branch.branches == ["if wifi", "else"])
        #expect(Self.node(iOS) { $0.title == "Online" } != nil)
        // Another branch, chosen by line alone: the else, and the macOS clause on iOS.
        let chosen = try Self.contentView(SceneReadingOptions(branches: SceneBranchChoices([
            SceneLocation(line: 39, column: 0): 1, SceneLocation(line: 20, column: 21): 1,
        ])))
        #expect(Self.node(chosen) { $0.title == "Online" } == nil)
        #expect(Self.node(chosen) { $0.title == "Offline" } != nil)
        #expect(ReaderSupport.styles(try #require(Self.node(chosen) { $0.title == "Order" })).map(\.0) == ["link"])
        #expect(chosen.conditionals.first { $0.kind == .if }?.chosen == 1)
    }

    @Test("Toolbar content types, sheets, context menus and swipe actions hold their views, resolved in their context")
    func attachmentsAndToolbarContent() throws {
        let scene = try Self.contentView()
        let stack = try #require(Self.node(scene) { $0.kind == .layout(.vStack) && $0.modifiers.count > 1 })
        let toolbar = try #require(stack.modifiers.first { $0.kind.name == "toolbar" })
        #expect(toolbar.content.map(\.kind) == [.layout(.toolbarItem)])
        #expect(toolbar.content[0].expansions.first?.name == "ShopToolbar")
        let sheet = try #require(stack.modifiers.first { $0.kind.name == "sheet" })
        #expect(sheet.kind == .attached(SceneAttachment(.sheet, arguments: "isPresented: $showsSheet"), sheet.content))
        #expect(sheet.content.first?.kind == .styled(.button))
        // The sheet is drawn on the stage, so no note says it is not.
        #expect(!scene.diagnostics.contains { $0.message.english.contains(".sheet holds") })
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let add = try #require(resolved.allNodes.first { $0.node.title == "Add" })
        #expect(add.control?.resolution.effectivePlacement == .toolbar)
        let done = try #require(resolved.allNodes.first { $0.node.title == "Done" })
        // A sheet is a presentation of its own, outside the toolbar and list around its presenter; it sees the
        // environment where `.sheet` is written, after the presenter's `.buttonStyle(.bordered)`, which does not reach it.
        #expect(done.control?.resolution.effectivePlacement == .standard)
        #expect(done.control?.setAt == nil)
        #expect(done.control?.steps.contains { $0.reason.contains("the .sheet of") } == true)
    }

    @Test("A view used by the app is resolved where it is used: its context menu's button takes the styles around its call")
    func callSiteEnvironment() throws {
        let project = try Self.project()
        let app = try #require(project.appScene())
        #expect(app.name == "ShopApp")
        #expect(app.roots.first?.kind == .layout(.navigationStack))
        let sites = project.callSites(of: "OrderRow")
        #expect(sites.count == 1)
        #expect(sites.first?.location.file?.hasSuffix("ContentView.swift") == true)
        let row = try project.read(file: Self.shop + "/Sources/Shop/OrderRow.swift", views: .named("OrderRow")).scene(named: "OrderRow")
        let context = Context(platform: .iOS)
        let alone = SceneResolver.resolve(row, in: context)
        let site = try #require(sites.first)
        let used = SceneResolver.resolve(try #require(site.view(named: "OrderRow")), in: context, usedAt: site)
        let toggleAlone = try #require(alone.allNodes.first { $0.node.kind == .styled(.toggle) })
        let toggleUsed = try #require(used.allNodes.first { $0.node.kind == .styled(.toggle) })
        #expect(toggleAlone.control?.resolution.effectivePlacement == .menu)
        // Used inside ContentView's VStack, the `.buttonStyle(.bordered)` there reaches the row's menu button.
        // Alone, its title interpolates a name nobody gave; used, the caller's.
        let buttonAlone = try #require(alone.allNodes.first { $0.node.kind == .styled(.button) })
        let buttonUsed = try #require(used.allNodes.first { $0.node.kind == .styled(.button) })
        #expect(buttonAlone.node.title == nil)
        #expect(buttonUsed.node.title == "Reorder Cappuccino")
        #expect(buttonAlone.control?.setAt == nil)
        #expect(buttonUsed.control?.setAt?.location.line == 26)
        #expect(toggleUsed.control?.resolution.effectivePlacement == .menu)
        // The swipe action sits in its swipe actions, a container of its own.
        let delete = try #require(used.allNodes.first { $0.node.title == "Delete" })
        #expect(delete.control?.steps.contains { $0.reason.contains("the .swipeActions of") } == true)
        // The title reads the caller's argument.
        #expect(used.roots.first?.node.title == "Cappuccino")
        #expect(project.callSites(of: "SheetView").count == 1)
        #expect(project.callSites(of: "Card").isEmpty == false)
    }

    @Test("A value's member the project declares as a view, an Image-only modifier, a typed property, a project's layout, texts added")
    func valuesAndLayouts() throws {
        let project = try Self.project()
        let scene = try project.read(file: Self.shop + "/Sources/Shop/DrinkGrid.swift", views: .named("DrinkGrid")).scene(named: "DrinkGrid")
        let columns = try #require(scene.roots.first)
        // A layout's placement code does not run: its views are drawn as a Group's, with a note.
        #expect(columns.kind == .layout(.group))
        #expect(columns.expansions.map(\.name) == ["Columns"])
        #expect(scene.diagnostics.contains { $0.severity == .note && $0.message.english.contains("Columns, a layout of the project's") })
        #expect(columns.children.map(\.kind) == [.plain(.image), .plain(.image), .plain(.text), .plain(.image), .layout(.group)])
        // `drink.image`: Drink's `var image: Image`, read from its code, in the file it is written in.
        let drink = columns.children[0]
        #expect(drink.title == "cup.and.saucer")
        #expect(drink.location == SceneLocation(line: 7, column: 9))
        #expect(drink.expansions.map(\.name) == ["Drink.image"])
        #expect(drink.modifiers.map(\.kind) == [.foregroundStyle(.brown)])
        #expect(columns.children[2].title == "Total: ")
        // `photos[index].resizable()`: only an Image has `resizable()`.
        #expect(columns.children[3].kind == .plain(.image))
        // AsyncImage draws its placeholder; the closure of the loaded image is not read.
        #expect(columns.children[4].children.map(\.kind) == [.styled(.progressView)])
        #expect(!scene.diagnostics.contains { $0.message.english.contains("cannot read") })
    }

    @Test("A shape of the project's fills its frame as a rectangle, with a note; inside a view, a shape nested under the view's own name is the one its body means")
    func projectShapes() throws {
        let project = try Self.project()
        let scene = try project.read(file: Self.shop + "/Sources/Shop/StockMeter.swift", views: .named("StockMeter")).scene(named: "StockMeter")
        let row = try #require(scene.roots.first)
        #expect(row.kind == .layout(.hStack))
        // `Notch(level:)` is the nested view, drawn from its body, where `Notch(inset:)` is the shape nested in it.
        let notch = try #require(row.children.first)
        #expect(notch.kind == .plain(.rectangle))
        #expect(notch.expansions.map(\.name) == ["Notch", "Notch"])
        #expect(notch.modifiers.contains { $0.kind == .other(name: "fill", source: ".fill(.orange)") })
        let wedge = try #require(row.children.last)
        #expect(wedge.kind == .plain(.rectangle))
        #expect(wedge.expansions.map(\.name) == ["Wedge"])
        #expect(scene.diagnostics.filter { $0.severity == .note && $0.message.english.contains("is a shape of the project's") }.count == 2)
        #expect(!scene.diagnostics.contains { $0.severity == .warning || $0.severity == .error })
    }

    @Test("A style of the project's, by its type or its static member, is the nearest style: a farther built-in one does not decide")
    func projectStyle() throws {
        let project = try Self.project()
        let scene = try project.read(file: Self.shop + "/Sources/Shop/Badges.swift", views: .named("BadgeList")).scene(named: "BadgeList")
        #expect(scene.diagnostics.isEmpty)
        let labels = try #require(scene.roots.first?.children)
        #expect(labels.first?.modifiers.map(\.kind.projectStyleWritten) == ["TitleOnlyBadge()"])
        #expect(labels[1].modifiers.map(\.kind.projectStyleWritten) == [".badge"])
        let resolved = SceneResolver.resolve(scene, in: Context(platform: .iOS))
        let new = try #require(resolved.node(at: ScenePath([0, 0]))?.control)
        #expect(new.projectStyle == "TitleOnlyBadge()")
        #expect(new.setAt?.location == SceneLocation(line: 20, column: 17))
        #expect(new.resolution.style.isAutomatic)
        #expect(new.steps.last?.reason.contains("a style of the project's") == true)
        #expect(try #require(resolved.node(at: ScenePath([0, 1]))?.control).projectStyle == ".badge")
        // Two previews' nested views share a name: each preview shows its own.
        let preview = try project.read(file: Self.shop + "/Sources/Shop/Badges.swift").scene(named: nil)
        #expect(preview.name == "BadgeList_Previews")
        #expect(preview.roots.first?.expansions.map(\.name) == ["Preview", "BadgeList"])
        let plain = try #require(resolved.node(at: ScenePath([0, 2]))?.control)
        #expect(plain.projectStyle == nil && plain.resolution.resolved.name == "iconOnly")
        // In a project, a style named like one of the gallery's examples is the project's; a file read alone that
        // declares it (a card's code) means the example.
        let named = project.updating(file: Self.shop + "/Sources/Shop/Badges.swift", source: "import SwiftUI\nstruct MyLabelStyle: LabelStyle { func makeBody(configuration: Configuration) -> some View { configuration.icon } }\nstruct BadgeList: View { var body: some View { Label(\"New\", systemImage: \"star\").labelStyle(MyLabelStyle()) } }\n")
        let own = try named.read(file: Self.shop + "/Sources/Shop/Badges.swift", views: .named("BadgeList")).scene(named: "BadgeList")
        #expect(own.roots.first?.modifiers.map(\.kind.projectStyleWritten) == ["MyLabelStyle()"])
        let card = try ReaderSupport.scene("""
            struct MyLabelStyle: LabelStyle { func makeBody(configuration: Configuration) -> some View { configuration.icon } }
            Label("Favorites", systemImage: "star.fill")
                .labelStyle(MyLabelStyle())
            """)
        #expect(card.roots.first?.modifiers.map(\.kind) == [.style(try StyleCatalog.style(named: "MyLabelStyle", in: .label), argument: nil)])
    }

    @Test("Reading a file again after an edit re-reads that file only; the others keep their trees")
    func update() throws {
        let project = try Self.project()
        let sheet = Self.shop + "/Sources/Shop/SheetView.swift"
        let edited = project.updating(file: sheet, source: "import SwiftUI\nstruct SheetView: View { var body: some View { Toggle(\"Done\", isOn: .constant(true)) } }\n")
        let scene = try edited.read(file: Self.content, views: .named("ContentView")).scene(named: "ContentView")
        #expect(Self.node(scene) { $0.title == "Done" }?.kind == .styled(.toggle))
        #expect(edited.files == project.files)
        #expect(edited.index.files[Self.content]?.tree?.id == project.index.files[Self.content]?.tree?.id)
    }
}

extension SceneModifier.Kind {
    /// A project's style as written, or nil for another modifier, for tests.
    var projectStyleWritten: String? {
        if case .projectStyle(_, let written, _) = self { return written }
        return nil
    }

    /// The modifier's SwiftUI name, for tests.
    var name: String {
        switch self {
        case .style(let style, _): style.family.modifierName
        case .tint: "tint"
        case .controlSize: "controlSize"
        case .disabled: "disabled"
        case .font: "font"
        case .foregroundStyle: "foregroundStyle"
        case .navigationTitle: "navigationTitle"
        case .projectStyle(let family, _, _): family.modifierName
        case .toolbar: "toolbar"
        case .contextMenu: "contextMenu"
        case .attached(let attachment, _): attachment.kind.rawValue
        case .chosen(_, let ifTrue, _, _): ifTrue.name
        case .togglesOnTap: "onTapGesture"
        case .searchable: "searchable"
        case .other(let name, _): name
        }
    }
}
