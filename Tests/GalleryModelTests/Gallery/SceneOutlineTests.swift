import Testing
@testable import GalleryModel

/// What the window's scene page lists beside the stage and what its inspector says of a control, from a resolved
/// scene: the sign-in row, whose `.buttonStyle(.bordered)` on the HStack reaches a `.button` Toggle inside it.
@Suite("Scene outline and inspection")
struct SceneOutlineTests {
    private static let context = Context(platform: .iOS, release: "26")

    /// `HStack { Button("Sign In") {}; Toggle("Remember Me", isOn: $remembers).toggleStyle(.button) }
    /// .buttonStyle(.bordered)`, resolved by hand as the resolver would.
    private static func signInRow(toggleStyle: String = "button") throws -> ResolvedScene {
        let bordered = try StyleCatalog.style(named: "bordered", in: .button)
        let toggleStyle = try StyleCatalog.style(named: toggleStyle, in: .toggle)
        let button = SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("Sign In"))], location: SceneLocation(line: 18, column: 13))
        let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Remember Me")), SceneArgument("isOn", .binding("remembers"))],
                               modifiers: [SceneModifier(.style(toggleStyle, argument: nil), location: SceneLocation(line: 20, column: 17))],
                               location: SceneLocation(line: 19, column: 13))
        let stack = SceneNode(.layout(.hStack), children: [button, toggle],
                              modifiers: [SceneModifier(.style(bordered, argument: nil), location: SceneLocation(line: 22, column: 9))],
                              location: SceneLocation(line: 17, column: 9))
        let scene = Scene(name: "SignInRow", roots: [stack])
        let buttonResolution = StyleResolver.resolve(bordered, in: context)
        let stackSite = StyleSite(location: SceneLocation(line: 22, column: 9), view: .layout(.hStack), path: ScenePath([0]))
        let toggleSite = StyleSite(location: SceneLocation(line: 20, column: 17), view: .styled(.toggle), path: ScenePath([0, 1]))
        let resolvedButton = ResolvedSceneNode(node: button, path: ScenePath([0, 0]), control: SceneControlResolution(
            resolution: buttonResolution, setAt: stackSite, steps: buttonResolution.steps, environment: SceneEnvironmentValues(), composed: []),
            children: [])
        let toggleResolution = StyleResolver.resolve(toggleStyle, in: context)
        let resolvedToggle = ResolvedSceneNode(node: toggle, path: ScenePath([0, 1]), control: SceneControlResolution(
            resolution: toggleResolution, setAt: toggleSite, steps: toggleResolution.steps, environment: SceneEnvironmentValues(tint: .orange),
            composed: toggleStyle.name == "button" ? [buttonResolution] : []), children: [])
        return ResolvedScene(scene: scene, context: context, roots: [
            ResolvedSceneNode(node: stack, path: ScenePath([0]), control: nil, children: [resolvedButton, resolvedToggle]),
        ])
    }

    @Test("A row per view, depth first: its type and title, and for a control the style asked for and the look drawn")
    func outlineRows() throws {
        let outline = SceneOutline(try Self.signInRow())
        #expect(outline.rows.map(\.path) == [ScenePath([0]), ScenePath([0, 0]), ScenePath([0, 1])])
        #expect(outline.rows.map(\.depth) == [0, 1, 1])
        #expect(outline.rows.map(\.label) == ["HStack", "Button “Sign In”", "Toggle “Remember Me”"])
        #expect(outline.rows.map(\.styles) == [nil, "bordered → bordered", "button → bordered"])
        #expect(outline.rows.map(\.accessibleName.english) == ["HStack", "Button “Sign In”: bordered → bordered", "Toggle “Remember Me”: button → bordered"])
        #expect(outline.rows.allSatisfy { $0.isAvailable })
    }

    @Test("A style the platform lacks dims its row, and the row's name says so")
    func unavailableRow() throws {
        let row = try #require(SceneOutline(try Self.signInRow(toggleStyle: "checkbox")).row(at: ScenePath([0, 1])))
        #expect(!row.isAvailable)
        #expect(row.accessibleName.english == "Toggle “Remember Me”: checkbox → checkbox, not available in iOS 26")
    }

    @Test("The inspector names the modifier that chose the style, where it is written and on which view, and the look taken from around it")
    func inspection() throws {
        let scene = try Self.signInRow()
        let toggle = try #require(scene.node(at: ScenePath([0, 1])))
        let inspection = SceneInspection(toggle, in: scene, fileName: "SignInRow.swift")
        #expect(inspection.title == "Toggle “Remember Me”")
        #expect(inspection.written == "SignInRow.swift:19:13")
        let control = try #require(inspection.control)
        #expect(control.requested == ".toggleStyle(.button)")
        #expect(control.setAt?.english == "SignInRow.swift:20:17 `.toggleStyle(.button)` on Toggle")
        #expect(control.composed.map(\.english) == ["Button bordered, from SignInRow.swift:22:9 `.buttonStyle(.bordered)` on HStack"])
        #expect(control.context == "iOS 26, standard")
        #expect(control.environment == [".tint(.orange)"])
        #expect(!control.steps.isEmpty)

        let button = SceneInspection(try #require(scene.node(at: ScenePath([0, 0]))), in: scene, fileName: "SignInRow.swift")
        #expect(button.control?.setAt?.english == "SignInRow.swift:22:9 `.buttonStyle(.bordered)` on HStack")
        let stack = SceneInspection(try #require(scene.node(at: ScenePath([0]))), in: scene, fileName: nil)
        #expect(stack.control == nil)
        #expect(stack.written == "17:9")
    }

    @Test("A scene page's id names the example or the file, and reads back as the same page")
    func pageIDs() throws {
        let example = GalleryPage.scene(.example("SignInRow"))
        let file = GalleryPage.scene(.file("/home/me/My Views/Row.swift"))
        #expect(example.id == "scene:SignInRow")
        #expect(file.id == "scene-file:/home/me/My Views/Row.swift")
        #expect(file.title == "Row.swift")
        #expect(try GalleryPage.windowPage(named: example.id) == example)
        #expect(try GalleryPage.windowPage(named: file.id) == file)
        #expect(try GalleryPage.windowPage(named: "toggle") == .family(.toggle))
        #expect(throws: UnknownNameError.self) { _ = try GalleryPage.named(example.id) }
    }

    @Test("A symbol the gallery has no drawing for is named in its view's outline row and in the inspector; a drawn one is not")
    func undrawnSymbol() throws {
        // `VStack { Label("Brew", systemImage: "faxmachine"); Image(systemName: "star") }`
        let label = SceneNode(.styled(.label), arguments: [SceneArgument(nil, .string("Brew")), SceneArgument("systemImage", .string("faxmachine"))],
                              location: SceneLocation(line: 4, column: 9))
        let image = SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("star"))], location: SceneLocation(line: 5, column: 9))
        let stack = SceneNode(.layout(.vStack), children: [label, image], location: SceneLocation(line: 3, column: 5))
        let scene = ResolvedScene(scene: Scene(name: "Brew", roots: [stack]), context: Self.context, roots: [
            ResolvedSceneNode(node: stack, path: ScenePath([0]), control: nil, children: [
                ResolvedSceneNode(node: label, path: ScenePath([0, 0]), control: nil, children: []),
                ResolvedSceneNode(node: image, path: ScenePath([0, 1]), control: nil, children: []),
            ]),
        ])
        let outline = SceneOutline(scene)
        #expect(outline.rows.map(\.undrawnSymbol) == [nil, "faxmachine", nil])
        #expect(outline.rows[1].accessibleName.english == "Label “Brew”, its symbol faxmachine not drawn: a placeholder stands in")
        let labelInspection = SceneInspection(try #require(scene.node(at: ScenePath([0, 0]))), in: scene, fileName: "Brew.swift")
        #expect(labelInspection.undrawnSymbol?.english == "faxmachine has no drawing in the gallery: a dashed square holds its place")
        #expect(SceneInspection(try #require(scene.node(at: ScenePath([0, 1]))), in: scene, fileName: "Brew.swift").undrawnSymbol == nil)
    }
}
