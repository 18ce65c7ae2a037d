import Foundation
@testable import GalleryModel
import Testing

/// What a view's modifiers attach, on the stage: layers over, under and beside the view, the buttons a swipe reveals,
/// and each presentation drawn below its presenter as the platform shows it, under a caption naming the modifier.
@Suite("Scene attachments drawn")
struct SceneAttachmentDrawingTests {
    // MARK: Scenes

    private func text(_ words: String, _ modifiers: [SceneModifier] = []) -> SceneNode {
        SceneNode(.plain(.text), arguments: [SceneArgument(nil, .string(words))], modifiers: modifiers)
    }

    private func button(_ title: String, role: String? = nil, symbol: String? = nil, _ modifiers: [SceneModifier] = []) -> SceneNode {
        var arguments = [SceneArgument(nil, .string(title))]
        if let symbol { arguments.append(SceneArgument("systemImage", .string(symbol))) }
        if let role { arguments.append(SceneArgument("role", .expression("." + role))) }
        return SceneNode(.styled(.button), arguments: arguments, modifiers: modifiers)
    }

    private func attached(_ kind: SceneAttachment.Kind, _ arguments: String = "", _ nodes: [SceneNode]) -> SceneModifier {
        SceneModifier(.attached(SceneAttachment(kind, arguments: arguments), nodes))
    }

    private func plan(_ roots: [SceneNode], on platform: Platform = .iOS, release: OSVersion? = nil) -> WidgetPlan {
        var context = Context(platform: platform)
        if let release { context.release = release }
        return ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: roots), in: context)).drawn
    }

    /// The plan tagged with the node at `path`.
    private func tagged(_ widget: WidgetPlan, _ path: [Int]) -> WidgetPlan? {
        widget.allPlans.first { $0.scenePath == ScenePath(path) }
    }

    /// The words of every label under `widget`, in English.
    private func words(_ widget: WidgetPlan) -> [String] {
        widget.allPlans.filter { $0.kind == .label || $0.kind == .button }.compactMap { $0.string(.text) ?? $0.string(.label) }
    }

    /// The presentation panel (the plan holding `panelClass`) and its caption's words.
    private func presentation(_ widget: WidgetPlan, _ panelClass: String) -> (panel: WidgetPlan, caption: String)? {
        guard let holder = widget.allPlans.first(where: { $0.cssClasses.contains("scene-presentation") && $0.allPlans.contains { $0.cssClasses.contains(panelClass) } }),
              let caption = holder.children.first?.string(.text),
              let panel = holder.allPlans.first(where: { $0.cssClasses.contains(panelClass) }) else { return nil }
        return (panel, caption)
    }

    // MARK: Layers

    @Test("An overlay is drawn over the view where its alignment says, a background under it; the view gives their size")
    func overlayAndBackground() throws {
        let badge = SceneNode(.plain(.image), arguments: [SceneArgument("systemName", .string("star"))])
        let fill = SceneNode(.plain(.roundedRectangle), arguments: [SceneArgument("cornerRadius", .number(8))],
                             modifiers: [SceneModifier(.other(name: "fill", source: ".fill(.yellow)"))])
        let root = text("Inbox", [attached(.overlay, "alignment: .topTrailing", [badge]), attached(.background, "", [fill])])
        let widget = plan([root])
        // `.overlay(…).background(…)`: the background wraps the view with its overlay, and is drawn below it.
        let outer = try #require(widget.allPlans.first { $0.kind == .overlay && $0.children.last?.bool(.drawnBelow) == true })
        let inner = try #require(outer.children.first)
        #expect(inner.kind == .overlay)
        #expect(inner.children.first?.string(.text) == "Inbox")
        let over = try #require(inner.children.last)
        #expect(over.bool(.drawnBelow) != true)
        #expect(over.alignment(.halign) == .end && over.alignment(.valign) == .start)
        // The rounded rectangle fills the view, not the row's width at the 44 points a shape takes alone.
        let under = try #require(outer.children.last)
        #expect(under.kind == .shape && under.int(.height) == nil && under.bool(.hexpand) == false)
        #expect(under.alignment(.halign) == .fill && under.alignment(.valign) == .fill)
    }

    @Test("A safe-area inset stands at its edge of the view", arguments: [
        (".bottom", PlanValue.Orientation.vertical, false), (".top", .vertical, true),
        (".leading", .horizontal, true), (".trailing", .horizontal, false),
    ])
    func safeAreaInset(edge: String, orientation: PlanValue.Orientation, first: Bool) throws {
        let root = text("Premium", [attached(.safeAreaInset, "edge: \(edge)", [button("Subscribe")])])
        let widget = plan([root])
        let stack = try #require(widget.allPlans.first { plan in
            plan.kind == .box && plan.children.count == 2 && plan.children.contains { $0.string(.text) == "Premium" }
        })
        #expect(stack.orientation == orientation)
        let insetIndex = first ? 0 : 1
        #expect(words(stack.children[insetIndex]).contains("Subscribe"))
        #expect(stack.children[1 - insetIndex].string(.text) == "Premium")
    }

    @Test("A bottom inset is centred along its edge, unless one of its views takes the room: a player bar's HStack with a Spacer runs the screen's width")
    func insetTakingTheWidth() throws {
        let bar = SceneNode(.layout(.hStack), children: [text("Let It Happen"), SceneNode(.plain(.spacer)), button("Pause")])
        let inset = { (views: [SceneNode]) throws -> WidgetPlan in
            let widget = self.plan([self.text("Library", [self.attached(.safeAreaInset, "edge: .bottom", views)])])
            let stack = try #require(widget.allPlans.first { plan in
                plan.kind == .box && plan.children.count == 2 && plan.children.first?.string(.text) == "Library"
            })
            return stack.children[1]
        }
        let wide = try inset([bar])
        #expect(wide.alignment(.halign) == .fill && wide.bool(.hexpand) == true)
        #expect(try inset([button("Subscribe")]).alignment(.halign) == .center)
    }

    // MARK: Swipe actions

    @Test("A row's swipe actions are revealed at their edge, the first at the edge, filled with their tint or role's colour")
    func swipeActions() throws {
        let row = text("Milk", [
            attached(.swipeActions, "", [button("Delete", role: "destructive", symbol: "trash"), button("Flag", [SceneModifier(.tint(.orange))])]),
            attached(.swipeActions, "edge: .leading", [button("Pin")]),
        ])
        let widget = plan([SceneNode(.styled(.list), children: [row])])
        let revealed = try #require(widget.allPlans.first { plan in
            plan.kind == .box && plan.children.count == 4 && plan.children.contains { $0.accessibleName == "Delete" }
        })
        #expect(revealed.children.map { $0.accessibleName ?? "row" } == ["Pin", "row", "Flag", "Delete"])
        let colors = revealed.children.map { $0.first(.colorSwatch)?.string(.color) }
        #expect(colors == [NamedColor.gray.hex, nil, NamedColor.orange.hex, NamedColor.red.hex])
        // A Label's symbol stands for it (the trash can), in white on the colour; a title without a symbol is written.
        let delete = revealed.children[3]
        #expect(delete.first(.image)?.string(.iconName) == SymbolCatalog.iconName(for: "trash"))
        #expect(delete.first(.label) == nil)
        #expect(revealed.children[2].first(.label)?.string(.text) == "Flag")
        #expect(revealed.children[2].first(.label)?.cssClasses.contains("scene-swipe-label") == true)
        // Each button is tagged with its node, so choosing it on the stage chooses it in the outline.
        #expect(delete.scenePath == ScenePath([0, 0, 0]))
    }

    @Test("Every row of the list rests closed, as until a person swipes it; the first row with swipe actions is shown swiped open apart, under its caption")
    func oneRowSwiped() throws {
        let rows = ["Milk", "Eggs", "Bread"].map { text($0, [attached(.swipeActions, "", [button("Delete", role: "destructive", symbol: "trash")])]) }
        let widget = plan([SceneNode(.styled(.list), children: rows)])
        #expect(widget.allPlans.filter { $0.accessibleName == "Delete" }.count == 1)
        let list = try #require(widget.allPlans.first { $0.kind == .listBox })
        #expect(words(list).filter { ["Milk", "Eggs", "Bread"].contains($0) } == ["Milk", "Eggs", "Bread"], "every row is drawn")
        #expect(!list.allPlans.contains { $0.accessibleName == "Delete" }, "the list's rows rest closed")
        let (panel, caption) = try #require(presentation(widget, SceneDrawing.swipedRowClass))
        #expect(caption.hasPrefix("Shown by .swipeActions on Text"))
        #expect(words(panel).contains("Milk") && panel.allPlans.contains { $0.accessibleName == "Delete" })
    }

    @Test("Apple TV has no swipe actions: its rows rest closed, where iPhone draws the first row swiped open")
    func noSwipesOnTV() {
        let rows = ["Milk", "Eggs"].map { text($0, [attached(.swipeActions, "", [button("Delete", role: "destructive", symbol: "trash")])]) }
        #expect(plan([SceneNode(.styled(.list), children: rows)], on: .tvOS).allPlans.allSatisfy { $0.accessibleName != "Delete" })
        #expect(plan([SceneNode(.styled(.list), children: rows)], on: .iOS).allPlans.contains { $0.accessibleName == "Delete" })
    }

    @Test("On the watch a swiped row keeps the screen's width: the buttons stand over its edges")
    func swipeActionsOnWatch() throws {
        let row = text("Backyard Birds Pass", [attached(.swipeActions, "", [button("Dismiss", symbol: "xmark")])])
        let widget = plan([SceneNode(.styled(.list), children: [row])], on: .watchOS)
        let swiped = try #require(widget.allPlans.first { plan in plan.kind == .overlay && plan.allPlans.contains { $0.accessibleName == "Dismiss" } })
        // The overlay measures its first child, the row itself; the buttons are a layer over it.
        #expect(swiped.children.count == 2 && swiped.bool(.measuresLayers) != true)
        #expect(swiped.children[0].allPlans.contains { $0.string(.text) == "Backyard Birds Pass" })
        #expect(swiped.children[1].children.last?.accessibleName == "Dismiss")
    }

    // MARK: Presentations

    @Test("A sheet is drawn below its presenter under a caption naming the modifier and the view it is written on")
    func sheetCaption() throws {
        let list = SceneNode(.styled(.list), children: [text("Milk")],
                             modifiers: [attached(.sheet, "isPresented: $adding", [text("New Item")])],
                             location: SceneLocation(line: 6, column: 9))
        let widget = plan([list])
        let (panel, caption) = try #require(presentation(widget, "scene-sheet"))
        #expect(caption == "Shown by .sheet(isPresented: $adding) on List at 6:9")
        #expect(words(panel).contains("New Item"))
        // Only a sheet that can be resized shows the grabber.
        #expect(panel.allPlans.contains { $0.cssClasses.contains("scene-grabber") } == false)
        let resizable = SceneNode(.styled(.list), children: [text("Milk")], modifiers: [attached(.sheet, "isPresented: $adding", [
            text("New Item", [SceneModifier(.other(name: "presentationDetents", source: ".presentationDetents([.medium, .large])"))]),
        ])])
        #expect(presentation(plan([resizable]), "scene-sheet")?.panel.allPlans.contains { $0.cssClasses.contains("scene-grabber") } == true)
        #expect(presentation(plan([resizable], on: .macOS), "scene-sheet")?.panel.allPlans.contains { $0.cssClasses.contains("scene-grabber") } == false)
    }

    @Test("The caption is the gallery's words, said in the reader's language; the modifier and the view stay as written")
    func captionTranslates() throws {
        let root = text("Milk", [attached(.popover, "isPresented: $showing", [text("Details")])])
        let widget = plan([root], on: .macOS)
        #expect(widget.galleryWords.contains("Shown by {0} on {1}"))
        let said = widget.sayingGalleryWords { $0 == "Shown by {0} on {1}" ? "由 {1} 上的 {0} 显示" : $0 }
        #expect(said.allPlans.contains { $0.string(.text) == "由 Text 上的 .popover(isPresented: $showing) 显示" })
    }

    @Test("A screen a grouped Form fills, through its navigation stack, is the grouped background its panels stand on; others are the raised surface",
          arguments: [SceneAttachment.Kind.sheet, .fullScreenCover, .navigationDestination])
    func groupedScreen(kind: SceneAttachment.Kind) throws {
        let form = SceneNode(.layout(.navigationStack), children: [SceneNode(.styled(.form), children: [text("Export my data")])])
        let panel = { (nodes: [SceneNode], platform: Platform) -> WidgetPlan? in
            self.plan([self.text("Settings", [self.attached(kind, "isPresented: $showing", nodes)])], on: platform).allPlans.first {
                $0.cssClasses.contains { ["scene-sheet", "scene-cover", "scene-pushed"].contains($0) }
            }
        }
        #expect(try #require(panel([form], .iOS)).cssClasses.contains(SceneDrawing.groupedScreen))
        // The Mac's form sets its labels in a column on the window's own background: no grouped panels.
        #expect(try #require(panel([form], .macOS)).cssClasses.contains(SceneDrawing.groupedScreen) == false)
        #expect(try #require(panel([text("Details")], .iOS)).cssClasses.contains(SceneDrawing.groupedScreen) == false)
    }

    @Test("A popover and an inspector are bubbles and columns on the Mac and iPad, sheets on iPhone",
          arguments: [SceneAttachment.Kind.popover, .inspector])
    func compactAdaptation(kind: SceneAttachment.Kind) {
        let root = text("Milk", [attached(kind, "isPresented: $showing", [text("Details")])])
        let own = kind == .popover ? "scene-popover" : "scene-inspector"
        #expect(presentation(plan([root], on: .iOS), "scene-sheet") != nil)
        #expect(presentation(plan([root], on: .iOS), own) == nil)
        for platform in [Platform.iPadOS, .macOS] {
            #expect(presentation(plan([root], on: platform), own) != nil)
        }
    }

    @Test("A pushed destination has a back button; a full-screen cover is a screen of its own")
    func pushedAndCover() throws {
        let root = text("Milk", [attached(.navigationDestination, "for: Item.self", [text("Detail")]),
                                 attached(.fullScreenCover, "isPresented: $playing", [text("Player")])])
        let (pushed, caption) = try #require(presentation(plan([root]), "scene-pushed"))
        #expect(caption.hasPrefix("Shown by .navigationDestination(for: Item.self)"))
        #expect(words(pushed).prefix(2) == ["Back", "Detail"])
        // The back button's chevron has a stand-in of its own, not the missing-symbol one.
        #expect(pushed.first(.image)?.string(.iconName) == SymbolCatalog.iconName(for: "chevron.left"))
        #expect(SymbolCatalog.iconName(for: "chevron.left") != SymbolCatalog.fallbackIcon)
        #expect(presentation(plan([root], on: .macOS), "scene-pushed").map { words($0.panel) } == ["Detail"])
        #expect(presentation(plan([root]), "scene-cover").map { words($0.panel) } == ["Player"])
    }

    @Test("An iPhone alert before the 26 releases puts two actions side by side, Cancel first and bold, a destructive one red; it says OK without actions")
    func alertOnIPhone() throws {
        let root = text("Milk", [attached(.alert, "\"Sign out?\", isPresented: $asking", [button("Sign Out", role: "destructive"), button("Cancel", role: "cancel")])])
        let (alert, _) = try #require(presentation(plan([root], release: "18"), "scene-alert"))
        #expect(words(alert) == ["Sign out?", "Cancel", "Sign Out"])
        let row = try #require(alert.children.last)
        #expect(row.orientation == .horizontal)
        #expect(row.children[0].cssClasses.contains("heading"))
        #expect(row.children[1].cssClasses.contains("destructive-text"))
        let bare = text("Milk", [attached(.alert, "\"Saved\", isPresented: $saved", [])])
        // An alert written without actions: its closure holds none, so the reader keeps no views; the drawing says OK.
        let (saved, _) = try #require(presentation(plan([bare], release: "18"), "scene-alert"))
        #expect(words(saved) == ["Saved", "OK"])
    }

    @Test("From the 26 releases an iPhone alert's title leads and its actions are capsules, two side by side, Cancel first; Apple Watch and Apple TV stack theirs, Cancel last")
    func capsuleAlerts() throws {
        let root = text("Milk", [attached(.alert, "\"Sign out?\", isPresented: $asking", [button("Sign Out", role: "destructive"), button("Cancel", role: "cancel")])])
        let (glass, _) = try #require(presentation(plan([root]), "scene-capsule-alert"))
        let row = try #require(glass.children.last)
        #expect(row.orientation == .horizontal && row.children.map { $0.string(.label) } == ["Cancel", "Sign Out"])
        #expect(row.children.allSatisfy { $0.kind == .button && $0.cssClasses.contains("scene-alert-capsule") })
        #expect(row.children[1].cssClasses.contains("destructive-text"))
        #expect(glass.allPlans.first { $0.string(.text) == "Sign out?" }?.alignment(.halign) == .start, "the title leads")
        for platform in [Platform.watchOS, .tvOS] {
            let (stacked, _) = try #require(presentation(plan([root], on: platform), "scene-capsule-alert"), "\(platform)")
            let actions = try #require(stacked.children.last)
            #expect(actions.orientation == .vertical && actions.children.map { $0.string(.label) } == ["Sign Out", "Cancel"], "\(platform)")
        }
        #expect(PlatformTheme.stylesheet(for: [.iOS]).contains("button.scene-alert-capsule { border-radius: 999px;"))
    }

    @Test("A Mac alert is headed by the app's icon and stacks three push buttons, the cancel one last and the first without a role the default")
    func alertOnMac() throws {
        let root = text("Milk", [attached(.alert, "\"Save changes?\", isPresented: $asking",
                                          [button("Cancel", role: "cancel"), button("Save"), button("Don't Save", role: "destructive")])])
        let (alert, _) = try #require(presentation(plan([root], on: .macOS), "scene-alert"))
        let buttons = alert.allPlans.filter { $0.kind == .button }
        #expect(buttons.compactMap { $0.string(.label) } == ["Save", "Don't Save", "Cancel"])
        #expect(buttons[0].cssClasses.contains("suggested-action"))
        #expect(!buttons[1].cssClasses.contains("suggested-action") && buttons[1].cssClasses.contains("destructive-text"))
        // The app's icon heads it.
        #expect(alert.children.first?.kind == .shape && alert.children.first?.int(.width) == 48)
    }

    @Test("An iPhone confirmation dialog is an action sheet with Cancel apart, added when none is written; its title shows when asked; an iPad one a popover")
    func confirmationDialog() throws {
        let root = text("Milk", [attached(.confirmationDialog, "\"Delete?\", isPresented: $asking, titleVisibility: .visible",
                                          [button("Delete", role: "destructive")])])
        let widget = plan([root])
        let groups = widget.allPlans.filter { $0.cssClasses.contains("scene-action-sheet") }
        #expect(groups.map(words) == [["Delete?", "Delete"], ["Cancel"]])
        let hidden = text("Milk", [attached(.confirmationDialog, "\"Delete?\", isPresented: $asking", [button("Delete", role: "destructive")])])
        #expect(plan([hidden]).allPlans.filter { $0.cssClasses.contains("scene-action-sheet") }.map(words) == [["Delete"], ["Cancel"]])
        // On iPad the actions stand in a popover, without Cancel.
        let pad = plan([root], on: .iPadOS).allPlans.filter { $0.cssClasses.contains("scene-action-sheet") }
        #expect(pad.map(words) == [["Delete?", "Delete"]] && pad.first?.cssClasses.contains("scene-popover") == true)
        // On the Mac it is drawn as an alert, the system's Cancel button added: two buttons side by side, Cancel first
        // and the action at the trailing edge.
        let mac = try #require(presentation(plan([root], on: .macOS), "scene-alert"))
        #expect(mac.panel.allPlans.filter { $0.kind == .button }.compactMap { $0.string(.label) } == ["Cancel", "Delete"])
        #expect(mac.panel.allPlans.contains { $0.kind == .box && $0.orientation == .horizontal && $0.children.count == 2
                    && $0.children.allSatisfy { $0.kind == .button } })
    }

    @Test("A control group in a context menu is a row of its buttons, headed by its label only when it has one")
    func controlGroupRow() throws {
        let buttons = [button("Reply", symbol: "arrowshape.turn.up.left"), button("Favorite", symbol: "star")]
        for (arguments, heading) in [([SceneArgument](), nil), ([SceneArgument(nil, .string("Respond"))], "Respond")] {
            let group = SceneNode(.styled(.controlGroup), arguments: arguments, children: buttons)
            let widget = plan([text("Post", [SceneModifier(.contextMenu([group, button("Copy Text")]))])])
            let holder = try #require(widget.allPlans.first { $0.cssClasses.contains("scene-presentation") })
            let shown = words(holder)
            #expect(!shown.contains("ControlGroup"), "\(shown)")
            #expect(shown.contains("Respond") == (heading != nil), "\(shown)")
            #expect(holder.allPlans.contains { $0.accessibleName == "Reply" } && holder.allPlans.contains { $0.accessibleName == "Copy Text" })
        }
    }

    @Test("A context menu is drawn open under its view, its Buttons menu items, a destructive one red", arguments: [Platform.iOS, .macOS])
    func contextMenu(platform: Platform) throws {
        let root = text("Milk", [SceneModifier(.contextMenu([button("Mark as Read"), button("Delete", role: "destructive")]))])
        let widget = plan([root], on: platform)
        let holder = try #require(widget.allPlans.first { $0.cssClasses.contains("scene-presentation") })
        #expect(holder.children.first?.string(.text) == "Shown by .contextMenu on Text")
        let items = holder.allPlans.filter { $0.cssClasses.contains("menu-preview-item") }
        #expect(items.map { $0.accessibleName } == ["Mark as Read", "Delete"])
        #expect(items.map { $0.cssClasses.contains("destructive-text") } == [false, true])
        #expect(!widget.allPlans.contains { $0.string(.text)?.hasPrefix("Context menu:") == true })
    }

    @Test("Every class the attachments put on the stage has a rule in the stylesheets", arguments: Platform.allCases)
    func classesStyled(platform: Platform) {
        let root = SceneNode(.styled(.list), children: [text("Milk", [
            attached(.swipeActions, "", [button("Delete", role: "destructive")]),
        ])], modifiers: [
            attached(.sheet, "isPresented: $a", [text("A", [SceneModifier(.other(name: "presentationDragIndicator", source: ".presentationDragIndicator(.visible)"))])]),
            attached(.popover, "isPresented: $b", [text("B")]), attached(.inspector, "isPresented: $c", [text("C")]),
            attached(.fullScreenCover, "isPresented: $d", [text("D")]), attached(.navigationDestination, "for: Int.self", [text("E")]),
            attached(.alert, "\"F\", isPresented: $f", [button("OK")]),
            attached(.confirmationDialog, "\"G\", isPresented: $g, titleVisibility: .visible", [button("G")]),
        ])
        let classes = Set(plan([root], on: platform).allPlans.flatMap(\.cssClasses))
        let unstyled = classes.subtracting(StylesheetClassTests.styled).sorted()
        #expect(unstyled.isEmpty, "classes with no rule: \(unstyled)")
    }
}
