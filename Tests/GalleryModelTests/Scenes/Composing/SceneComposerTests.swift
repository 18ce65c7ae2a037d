import Testing
@testable import GalleryModel

/// The composer's edits: each changes the scene as its name says, chooses the view it made or moved, refuses what
/// cannot be done without changing anything, and undoes and redoes as a whole.
@Suite("Scene composer")
struct SceneComposerTests {
    private static let toggle = SceneNode(.styled(.toggle), arguments: [SceneArgument(nil, .string("Wi-Fi")),
                                                                         SceneArgument("isOn", .binding("isOn"))])
    private static let text = SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string("Hello"))])
    private static let vStack = SceneNode(.layout(.vStack))

    /// A composer holding a VStack with a toggle and a text in it, the text chosen.
    private static func stacked() throws -> SceneComposer {
        var composer = SceneComposer()
        try composer.apply(.insert(vStack, state: []))
        try composer.apply(.insert(toggle, state: [SceneState(name: "isOn", value: .bool(true))]))
        try composer.apply(.insert(text, state: []))
        return composer
    }

    @Test("Inserting goes into a chosen container, after a chosen control, and at the end with nothing chosen")
    func inserting() throws {
        var composer = try Self.stacked()
        // The toggle was inserted into the chosen VStack; the text after the chosen toggle.
        #expect(composer.scene.roots.count == 1)
        #expect(composer.scene.roots[0].children.map(\.kind) == [.styled(.toggle), .plain(.text)])
        #expect(composer.selection == ScenePath([0, 1]))
        composer.select(nil)
        try composer.apply(.insert(Self.text, state: []))
        #expect(composer.scene.roots.count == 2)
        #expect(composer.selection == ScenePath([1]))
        #expect(composer.isEdited)
    }

    @Test("A second control bound to the same state name gets its own property, and its binding follows")
    func stateRenamed() throws {
        var composer = try Self.stacked()
        composer.select(ScenePath([0, 0]))
        try composer.apply(.insert(Self.toggle, state: [SceneState(name: "isOn", value: .bool(false))]))
        #expect(composer.scene.state.map(\.name) == ["isOn", "isOn2"])
        #expect(composer.scene.node(at: ScenePath([0, 1]))?.arguments.last?.value == .binding("isOn2"))
        #expect(composer.scene.node(at: ScenePath([0, 0]))?.arguments.last?.value == .binding("isOn"))
    }

    @Test("Moving up, down, in and out, and wrapping, keep the moved view chosen")
    func moving() throws {
        var composer = try Self.stacked()
        try composer.apply(.moveUp(ScenePath([0, 1])))
        #expect(composer.scene.roots[0].children.map(\.kind) == [.plain(.text), .styled(.toggle)])
        #expect(composer.selection == ScenePath([0, 0]))
        try composer.apply(.moveDown(ScenePath([0, 0])))
        #expect(composer.selection == ScenePath([0, 1]))
        #expect(composer.scene.node(at: ScenePath([0, 1]))?.kind == .plain(.text))
        try composer.apply(.moveOut(ScenePath([0, 1])))
        #expect(composer.scene.roots.map(\.kind) == [.layout(.vStack), .plain(.text)])
        #expect(composer.selection == ScenePath([1]))
        try composer.apply(.moveIn(ScenePath([1])))
        #expect(composer.scene.roots.count == 1)
        #expect(composer.selection == ScenePath([0, 1]))
        try composer.apply(.wrap(ScenePath([0, 1]), in: .layout(.hStack)))
        #expect(composer.scene.node(at: ScenePath([0, 1]))?.kind == .layout(.hStack))
        #expect(composer.scene.node(at: ScenePath([0, 1, 0]))?.kind == .plain(.text))
        #expect(composer.selection == ScenePath([0, 1]))
    }

    @Test("An edit that cannot be made says why and changes nothing, not even the undo history")
    func refused() throws {
        var composer = try Self.stacked()
        let before = composer.scene
        #expect(throws: SceneEditError.self) { try composer.apply(.moveUp(ScenePath([0, 0]))) }
        #expect(throws: SceneEditError.self) { try composer.apply(.moveDown(ScenePath([0, 1]))) }
        #expect(throws: SceneEditError.self) { try composer.apply(.moveOut(ScenePath([0]))) }
        #expect(throws: SceneEditError.self) { try composer.apply(.moveIn(ScenePath([0, 0]))) }
        #expect(throws: SceneEditError.self) { try composer.apply(.delete(ScenePath([3]))) }
        #expect(throws: SceneEditError.self) { try composer.apply(.removeModifier(ScenePath([0]), index: 0)) }
        #expect(composer.scene == before)
        composer.undo()
        #expect(composer.scene.roots[0].children.count == 1, "the last edit undone is the text's insert, not a refusal")
    }

    @Test("Duplicating, deleting and titling")
    func duplicatingAndDeleting() throws {
        var composer = try Self.stacked()
        try composer.apply(.duplicate(ScenePath([0, 0])))
        #expect(composer.scene.roots[0].children.map(\.kind) == [.styled(.toggle), .styled(.toggle), .plain(.text)])
        #expect(composer.selection == ScenePath([0, 1]))
        try composer.apply(.setTitle(ScenePath([0, 1]), "Bluetooth"))
        #expect(composer.scene.node(at: ScenePath([0, 1]))?.title == "Bluetooth")
        #expect(composer.scene.node(at: ScenePath([0, 0]))?.title == "Wi-Fi")
        try composer.apply(.setTitle(ScenePath([0]), "Untitled"))
        #expect(composer.scene.roots[0].arguments.first?.value == .string("Untitled"), "a view without words gets them")
        try composer.apply(.delete(ScenePath([0, 2])))
        #expect(composer.selection == ScenePath([0, 1]), "deleting the last chooses the one before")
        try composer.apply(.delete(ScenePath([0, 0])))
        #expect(composer.selection == ScenePath([0, 0]), "deleting chooses the view that took its place")
        try composer.apply(.delete(ScenePath([0, 0])))
        #expect(composer.selection == ScenePath([0]), "deleting the only view chooses its container")
    }

    @Test("A style replaces the same family's style on the view where it was written; the knobs set and remove")
    func modifiers() throws {
        var composer = try Self.stacked()
        let toggles = StyleCatalog.family(.toggle)
        let button = try #require(toggles.styles.first { $0.name == "button" })
        let switchStyle = try #require(toggles.styles.first { $0.name == "switch" })
        let bordered = try #require(StyleCatalog.family(.button).styles.first { $0.name == "bordered" })
        try composer.apply(.setStyle(ScenePath([0]), button, argument: nil))
        try composer.apply(.setTint(ScenePath([0]), .orange))
        try composer.apply(.setStyle(ScenePath([0]), bordered, argument: nil))
        try composer.apply(.setStyle(ScenePath([0]), switchStyle, argument: nil))
        #expect(composer.scene.roots[0].modifiers.map(\.kind) == [
            .style(switchStyle, argument: switchStyle.parameter?.defaultChoice), .tint(.orange),
            .style(bordered, argument: bordered.parameter?.defaultChoice),
        ])
        try composer.apply(.setTint(ScenePath([0]), nil))
        try composer.apply(.setControlSize(ScenePath([0]), .small))
        try composer.apply(.setDisabled(ScenePath([0]), true))
        try composer.apply(.removeModifier(ScenePath([0]), index: 0))
        #expect(composer.scene.roots[0].modifiers.map(\.kind) == [
            .style(bordered, argument: bordered.parameter?.defaultChoice), .controlSize(.small), .disabled(true),
        ])
        try composer.apply(.setDisabled(ScenePath([0]), false))
        #expect(!composer.scene.roots[0].modifiers.contains { $0.kind == .disabled(true) })
        // The printed source carries the modifiers the resolver reads.
        #expect(composer.source.contains(".buttonStyle(.bordered)") && composer.source.contains(".controlSize(.small)"))
    }

    @Test("Undo and redo walk every edit back and forth, and a new edit drops what was undone")
    func undoRedo() throws {
        var composer = SceneComposer()
        var history = [composer.scene]
        try composer.apply(.insert(Self.vStack, state: []))
        history.append(composer.scene)
        try composer.apply(.insert(Self.toggle, state: [SceneState(name: "isOn", value: .bool(true))]))
        history.append(composer.scene)
        try composer.apply(.wrap(ScenePath([0, 0]), in: .styled(.form)))
        history.append(composer.scene)
        for expected in history.reversed().dropFirst() {
            let undone = composer.undo()
            #expect(undone && composer.scene == expected)
        }
        let undoneAgain = composer.undo()
        #expect(!undoneAgain && !composer.canUndo && !composer.isEdited)
        for expected in history.dropFirst() {
            let redone = composer.redo()
            #expect(redone && composer.scene == expected)
        }
        let redoneAgain = composer.redo()
        #expect(!redoneAgain)
        composer.undo()
        try composer.apply(.insert(Self.text, state: []))
        #expect(!composer.canRedo)
    }

    @Test("Saving marks the scene unedited; undoing past the save edits it again; reloading starts afresh")
    func saved() throws {
        var composer = try Self.stacked()
        #expect(composer.isEdited)
        composer.markSaved()
        #expect(!composer.isEdited)
        composer.undo()
        #expect(composer.isEdited)
        composer.redo()
        #expect(!composer.isEdited)
        composer.reload(Scene(name: "Other", roots: [Self.text]))
        #expect(!composer.isEdited && !composer.canUndo && composer.scene.name == "Other")
    }

    @Test("The style menu dims what the platform and release lack, with the resolver's reason")
    func styleChoices() throws {
        let watch = SceneComposer.styleChoices(for: .picker, in: Context(platform: .watchOS))
        let segmented = try #require(watch.first { $0.style.name == "segmented" })
        #expect(!segmented.isAvailable)
        #expect(segmented.reason?.english.contains("watchOS") == true)
        let phone = SceneComposer.styleChoices(for: .picker, in: Context(platform: .iOS))
        #expect(phone.first { $0.style.name == "segmented" }?.isAvailable == true)
        #expect(phone.count == StyleCatalog.family(.picker).styles.count)
    }

    @Test("Edit buttons are enabled by trying the edit: the first view cannot move up, a lone root cannot move out")
    func allows() throws {
        let composer = try Self.stacked()
        #expect(composer.allows(.moveUp(ScenePath([0, 1]))))
        #expect(!composer.allows(.moveUp(ScenePath([0, 0]))))
        #expect(!composer.allows(.moveOut(ScenePath([0]))))
        #expect(composer.allows(.delete(ScenePath([0]))))
        #expect(!composer.allows(.delete(ScenePath([3]))))
        // Trying changed nothing.
        #expect(composer.scene == (try Self.stacked()).scene)
    }

    @Test("Wrapping stops at the deepest a scene may nest: every walk of a scene stays within its bound")
    func wrappingDepth() throws {
        var composer = SceneComposer()
        try composer.apply(.insert(Self.text, state: []))
        // The text is one level; each wrap adds one.
        for _ in 1..<SceneLimits.maximumViewDepth {
            try composer.apply(.wrap(ScenePath([0]), in: .layout(.vStack)))
        }
        #expect(composer.scene.viewDepth == SceneLimits.maximumViewDepth)
        #expect(!composer.allows(.wrap(ScenePath([0]), in: .layout(.vStack))))
        #expect(throws: SceneEditError.self) { try composer.apply(.wrap(ScenePath([0]), in: .layout(.hStack))) }
        #expect(composer.scene.viewDepth == SceneLimits.maximumViewDepth)
    }

    @Test("A file change: the composer's own save changes nothing, an unedited composer takes the file, an edited one reports a conflict")
    func fileChanges() throws {
        var composer = try Self.stacked()
        composer.markSaved()
        let own = composer.scene
        #expect(composer.fileChanged(to: own) == .unchanged)
        let editors = Scene(name: "ContentView", roots: [Self.text])
        #expect(composer.fileChanged(to: editors) == .reloaded)
        #expect(composer.scene.roots == [Self.text] && !composer.isEdited && !composer.canUndo)

        try composer.apply(.insert(Self.vStack, state: []))
        let edited = composer.scene
        let again = Scene(name: "ContentView", roots: [Self.toggle])
        #expect(composer.fileChanged(to: again) == .conflict)
        #expect(composer.scene == edited && composer.isEdited)
        // Keeping mine: the edits stay, and stay unsaved, since the file holds the editor's version.
        composer.keepEdits(over: again)
        #expect(composer.scene == edited && composer.isEdited && composer.canUndo)
        // The file then changing back to what the composer keeps as the file's is nothing new.
        #expect(composer.fileChanged(to: again) == .unchanged)
    }

    @Test("The knobs read what is written on the view itself: title, family, styles, tint, size, disabled")
    func settings() throws {
        var composer = try Self.stacked()
        let toggle = ScenePath([0, 0])
        try composer.apply(.setTint(toggle, .orange))
        try composer.apply(.setControlSize(toggle, .small))
        try composer.apply(.setDisabled(toggle, true))
        let button = try #require(StyleCatalog.family(.toggle).styles.first { $0.name == "button" })
        try composer.apply(.setStyle(toggle, button, argument: nil))
        let settings = SceneNodeSettings(try #require(composer.scene.node(at: toggle)))
        #expect(settings.title == "Wi-Fi" && settings.family == .toggle && settings.suggestedFamily == .toggle)
        #expect(settings.styles == [.toggle: button])
        #expect(settings.tint == .orange && settings.controlSize == .small && settings.isDisabled)
        let stack = SceneNodeSettings(try #require(composer.scene.node(at: ScenePath([0]))))
        #expect(stack.family == nil && stack.title == nil && stack.tint == nil && !stack.isDisabled)
        #expect(stack.suggestedFamily == .button)
        // "No toggleStyle modifier" takes the Toggle's style off, and only that modifier.
        try composer.apply(.removeStyle(toggle, of: .toggle))
        let plain = SceneNodeSettings(try #require(composer.scene.node(at: toggle)))
        #expect(plain.styles.isEmpty && plain.tint == .orange && plain.isDisabled)
        // A Form with `.toggleStyle(.button)` written on it offers Toggle's styles first, where that style shows.
        try composer.apply(.wrap(ScenePath([0]), in: .styled(.form)))
        try composer.apply(.setStyle(ScenePath([0]), button, argument: nil))
        let form = SceneNodeSettings(try #require(composer.scene.node(at: ScenePath([0]))))
        #expect(form.family == .form && form.suggestedFamily == .toggle)
    }
}
