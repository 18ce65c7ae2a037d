import GalleryModel
import Testing

/// Button roles under the built-in styles and the document's role-aware custom style.
@Suite("Button roles")
struct ButtonRoleTests {
    @Test("MyButtonStyle: title2 for every role, bold for cancel, red for destructive")
    func myButtonStyle() {
        #expect(ButtonRole.none.myButtonStyleClasses == ["title2"])
        #expect(ButtonRole.cancel.myButtonStyleClasses == ["title2", "role-cancel"])
        #expect(ButtonRole.destructive.myButtonStyleClasses == ["title2", "destructive-text"])
    }

    @Test("Destructive turns built-in styles red, a prominent one red-filled; plain and the other roles change nothing")
    func builtInRoles() throws {
        let grid = ButtonViewContent.rolesGrid(for: Configuration(platform: .iOS))
        func classes(_ style: String, _ title: String) throws -> [String] {
            let row = try #require(grid.first { $0.style == style }, "no \(style) row")
            return try #require(row.buttons.first { $0.string(.label) == title }, "no \(title) in \(style)").cssClasses
        }
        #expect(try classes("borderless", "Delete").contains("destructive-text"))
        #expect(try classes("bordered", "Delete").contains("destructive-text"))
        #expect(try classes("borderedProminent", "Delete").contains("destructive-action"))
        #expect(try !classes("borderedProminent", "Delete").contains("destructive-text"))
        #expect(try !classes("plain", "Delete").contains { $0.hasPrefix("destructive") })
        #expect(try !classes("bordered", "Cancel").contains { $0.hasPrefix("destructive") })
        #expect(try !classes("borderedProminent", "Continue").contains { $0.hasPrefix("destructive") })
    }

    @Test("The roles grid resolves automatic per platform and gives each button its role's look")
    func grid() {
        let iOS = ButtonViewContent.rolesGrid(for: Configuration(platform: .iOS))
        #expect(iOS.map(\.style) == StyleCatalog.family(.button).builtInStyles.map(\.name))
        let automatic = iOS[0]
        #expect(automatic.resolution.resolved.name == "borderless")
        #expect(automatic.buttons.map { $0.string(.label) } == ["Continue", "Cancel", "Delete"])
        #expect(automatic.buttons[2].cssClasses == ["flat", "borderless-button", "destructive-text"])
        let mac = ButtonViewContent.rolesGrid(for: Configuration(platform: .macOS))
        #expect(mac[0].buttons[0].cssClasses == ["bordered-button"])
        #expect(mac.first { $0.style == "link" }?.resolution.isAvailable == true)
        #expect(iOS.first { $0.style == "link" }?.resolution.isAvailable == false)
    }

    @Test("A style the platform lacks is dimmed in the grid, each button telling why; available ones are not")
    func gridDimsUnavailableStyles() throws {
        let iOS = ButtonViewContent.rolesGrid(for: Configuration(platform: .iOS))
        let link = try #require(iOS.first { $0.style == "link" })
        for button in link.buttons {
            #expect(button.cssClasses.contains("dimmed-example"))
            #expect(button.string(.tooltip) == link.resolution.reasons[0])
        }
        let bordered = try #require(iOS.first { $0.style == "bordered" })
        #expect(bordered.buttons.allSatisfy { !$0.cssClasses.contains("dimmed-example") && $0.string(.tooltip) == nil })
    }

    @Test("The page's examples: MyButtonStyle, a double-click primitive style, toolbar, menu, list, composed controls, a title and a symbol, the symbol alone and a context menu")
    func examples() {
        let examples = ButtonViewContent.containerExamples(for: Configuration(platform: .iOS))
        #expect(examples.count == 9)
        #expect(examples[1].plan.first(.button)?.activation == .doubleClick)
        #expect(examples[2].plan.allPlans.filter { $0.kind == .button }.allSatisfy { $0.string(.label) == nil },
                "toolbar buttons show only their icons on iOS")
        let toolbarButtons = examples[2].plan.allPlans.filter { $0.kind == .button }
        #expect(toolbarButtons.map { $0.cssClasses.contains("destructive-text") } == [false, true],
                "the toolbar's Delete button has the destructive role, Share none")
        #expect(examples[3].plan.kind == .menuButton)
        #expect(examples[4].plan.kind == .listBox)
        #expect(examples[5].plan.children.allSatisfy { $0.cssClasses.contains("bordered-button") })
    }
}
