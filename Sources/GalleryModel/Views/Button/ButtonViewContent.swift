/// The Button page: every style with every role, the document's role-aware and
/// primitive custom styles, buttons in containers, and controls that take their
/// look from `buttonStyle(_:)`.
public enum ButtonViewContent {
    /// The page's introduction.
    public static let summary = """
        A Button's look comes from three things: its style, its role and where it sits. Each button below works: \
        the line under this paragraph names the last one pressed.
        """

    /// What the inspector says about the page.
    public static let inspectorSummary = """
        A role describes what a button does; styles use it to adjust the look, and MyButtonStyle reads it to pick a font and colour.
        """

    /// The sentence above the grid.
    public static func gridCaption(on platform: Platform) -> LocalizedText {
        say("On \(platform.rawValue). Destructive buttons turn red (a prominent one red-filled); cancel changes the look only in alerts and menus.")
    }

    /// The titles of the styles-and-roles grid's columns.
    public static let roleColumns = ButtonRole.allCases.map { $0 == .none ? "no role" : ".\($0.rawValue)" }

    /// One row of the grid: the style, whether it exists on the platform, and a button per role.
    public struct StyleRow: Sendable {
        /// The built-in style's name.
        public let style: String
        /// How it resolves on the platform.
        public let resolution: Resolution
        /// One button per role, in `ButtonRole.allCases` order.
        public let buttons: [WidgetPlan]

        /// `.automatic → borderless`, or the style's own name.
        public var title: String {
            "." + style + (resolution.resolved.name == style ? "" : " → \(resolution.resolved.name)")
        }
    }

    /// The grid of built-in styles × roles on the configuration's platform (standard placement).
    public static func rolesGrid(for configuration: Configuration) -> [StyleRow] {
        StyleCatalog.family(.button).builtInStyles.compactMap { style in
            let resolution = StyleResolver.resolve(style, platform: configuration.platform, release: configuration.release,
                                                   argument: configuration.argument(for: style))
            // Every button style resolves to a button look.
            guard let look = PlanContext<ButtonFamily>(resolution)?.look else { return nil }
            // A style the platform lacks is dimmed, with the reason as its tooltip (as on the family pages).
            let unavailable: [PlanProperty: PlanValue] = resolution.isAvailable ? [:] : [.tooltip: .string(resolution.reasons[0])]
            let buttons = ButtonRole.allCases.map { role in
                WidgetPlan(.button, [.label: .string(role.sampleTitle)].merging(unavailable) { $1 },
                           classes: ButtonPlanner.classes(forLook: look, glass: resolution.argument(as: ButtonFamily.Glass.self))
                               + ButtonPlanner.roleClasses(role, look: look)
                               + (resolution.isAvailable ? [] : ["dimmed-example"]),
                           binding: StateBinding(ViewPageKeys.lastAction, .record("\(role.sampleTitle) (.\(style.name))")),
                           accessibleName: "\(role.sampleTitle), \(style.name) style")
            }
            return StyleRow(style: style.name, resolution: resolution, buttons: buttons)
        }
    }

    /// Every example of the page, in the window's order: the grid of styles and roles, then the custom
    /// styles and the containers.
    public static func examples(for configuration: Configuration) -> [ViewExample] {
        [gridExample(for: configuration)] + containerExamples(for: configuration)
    }

    /// The grid as one example: a row per built-in style, headed with its name, a button per role, and the code
    /// of every row.
    public static func gridExample(for configuration: Configuration) -> ViewExample {
        let rows = rolesGrid(for: configuration).map { row in
            Build.hstack(spacing: 8, [Build.text(row.title, classes: ["caption-heading"], [.width: .int(150)])] + row.buttons)
        }
        let buttons = ButtonRole.allCases.map { role in
            "Button(\(SwiftSource.literal(role.sampleTitle))\(role == .none ? "" : ", role: .\(role.rawValue)")) {}"
        }
        // The code builds for the platform: a style it lacks (or its release lacks) is drawn dimmed but only named in a
        // comment, as `.buttonStyle(.link)` would not compile for iOS.
        let grid = rolesGrid(for: configuration)
        let code = grid.filter(\.resolution.isAvailable).map { row in
            row.resolution.style.modifiers(choosing: configuration.argument(for: row.resolution.style))
                .reduce(SwiftSource.block("HStack", buttons), SwiftSource.modified)
        }
        let missing = grid.filter { !$0.resolution.isAvailable }.map { ".\($0.style)" }
        let note = missing.isEmpty ? []
            : ["// Not in \(configuration.platform.rawValue) \(configuration.release), so drawn dimmed above: \(missing.joined(separator: ", "))"]
        // The grid draws Apple's tint and red as Apple does; where they miss 4.5:1 on this stage, the lines under it say
        // so, one pair a line (``ContrastFinding/headline(_:)``), so that its caption stays one sentence.
        let findings = PlatformTheme.contrastFindings(of: StageTextRole.buttons, for: configuration)
        return ViewExample(title: "Every built-in style with every role", caption: gridCaption(on: configuration.platform),
                           plan: Build.vstack(spacing: 6, rows), code: SwiftSource.block("VStack", code + note), contrastFindings: findings)
    }

    /// The examples under the grid, in order. Each example's code is written from the same
    /// titles and symbols as its widgets.
    public static func containerExamples(for configuration: Configuration) -> [ViewExample] {
        let platform = configuration.platform
        let release = configuration.release
        let record = { (title: String) in StateBinding(ViewPageKeys.lastAction, .record(title)) }
        let standardContext = PlanContext<ButtonFamily>.automatic(in: Context(platform: platform, release: release))
        let toolbarContext = PlanContext<ButtonFamily>.automatic(in: Context(platform: platform, release: release, placement: .toolbar))
        let listContext = PlanContext<ButtonFamily>.automatic(in: Context(platform: platform, release: release, placement: .list))

        let roleAware = ViewExample(
            title: "A ButtonStyle that reads the role",
            caption: "MyButtonStyle sets every label in title2, makes the cancel button bold and the destructive one red.",
            plan: ButtonPlanner.myButtonStyleRoles(standardContext) { role in record("\(role.sampleTitle) (MyButtonStyle)") },
            code: SwiftSource.modified(ButtonPlanner.myButtonStyleRolesCode, ".buttonStyle(MyButtonStyle())"))

        let openProject = SampleContent.doubleClickButton
        let primitive = ViewExample(
            title: "A PrimitiveButtonStyle with its own interaction",
            caption: "DoubleClickButtonStyle calls configuration.trigger() only on a double click; a single click does nothing.",
            plan: Build.vstack(spacing: 6, [
                ButtonPlanner.doubleClickButton(openProject, context: standardContext,
                                                binding: StateBinding(ViewPageKeys.doubleClicks, .count)),
                Build.status(StateBinding(ViewPageKeys.doubleClicks, .count), [.template: .string("Opened {value} times"),
                                                                                 .singularTemplate: .string("Opened {value} time")]),
            ]),
            code: SwiftSource.modified(SwiftSource.button(openProject), ".buttonStyle(DoubleClickButtonStyle())"))

        let toolbarItems: [(SampleContent.Item, ButtonRole)] = [
            (SampleContent.Item("Share", symbol: "square.and.arrow.up"), .none), (SampleContent.Item("Delete", symbol: "trash"), .destructive),
        ]
        let toolbarTitle = "Photos"
        let toolbar = ViewExample(
            title: "In a toolbar",
            caption: "Toolbar buttons show only the icon of their Label on iOS and macOS; the title still names them for VoiceOver.",
            plan: Build.toolbar(title: toolbarTitle, era: toolbarContext.era, toolbarItems.map { item, role in
                ButtonPlanner.builtInButton(item, context: toolbarContext, role: role, binding: record("\(item.title) (toolbar)"))
            }),
            code: SwiftSource.toolbarScreen(title: toolbarTitle, items: toolbarItems.map { SwiftSource.button($0, role: $1, inline: true) }))

        let edit = SampleContent.controlGroupLabel
        let commands = SampleContent.controlGroupItems
        let delete = SampleContent.menuDestructive
        let menu = ViewExample(
            title: "In a menu",
            caption: "Buttons in a menu become items with their title and icon; a destructive one is drawn in red.",
            plan: standardContext.closedMenuButton(edit, items: [
                .section(nil, items: commands.map {
                    .action($0.title, icon: SymbolCatalog.iconName(for: $0.symbol), binding: record("\($0.title) (menu)"))
                }),
                .section(nil, items: [.action(delete.title, icon: SymbolCatalog.iconName(for: delete.symbol),
                                              binding: record("\(delete.title) (menu)"), destructive: true)]),
            ]),
            code: SwiftSource.blocks("Menu", [
                (nil, commands.map { SwiftSource.button($0, inline: true) } + ["Divider()", SwiftSource.button(delete, role: .destructive, inline: true)]),
                ("label", [SwiftSource.label(edit.title, symbol: edit.symbol)]),
            ]))

        let folder = "folder"
        let addFolder = SampleContent.Item("Add Folder", symbol: "plus")
        let listRows = SampleContent.folders.map { name in
            WidgetPlan(.listRow, children: [Build.hstack(spacing: 8, [Build.icon(folder), Build.text(name)])])
        }
        let addRow = WidgetPlan(.listRow, children: [
            ButtonPlanner.builtInButton(addFolder, context: listContext, binding: record("\(addFolder.title) (list)")),
        ])
        let list = ViewExample(
            title: "In a list",
            caption: "A Button among a List's rows becomes a row that runs its action (on the Mac it stays a push button).",
            plan: WidgetPlan(.listBox, classes: ["boxed-list"], children: listRows + [addRow],
                             binding: StateBinding(ViewPageKeys.folderSelection, .selection), accessibleName: "Folders"),
            code: SwiftSource.block("List", SampleContent.folders.map { SwiftSource.label($0, symbol: folder) } + [SwiftSource.button(addFolder)]))

        let bordered = ["bordered-button"]
        let signUp = "Sign Up"
        let terms = (title: "Terms", items: ["Privacy Policy", "Terms of Use"])
        let toggles = [("Alerts", ViewPageKeys.notifications), ("Sounds", ViewPageKeys.sounds)]
        // Only the controls the platform can draw as buttons join the example, so its code builds there: Apple TV has
        // no button toggle style, Apple Watch no Menu (their styles' pages).
        let drawnAsButtons = { (family: StyleFamily) in
            StyleCatalog.family(family).builtInStyles.contains { $0.name == "button" && StyleCatalog.platforms(of: $0).contains(platform) }
        }
        let menuJoins = drawnAsButtons(.menu), togglesJoin = drawnAsButtons(.toggle)
        let menuPlan = WidgetPlan(.menuButton, [.label: .string(terms.title)], classes: bordered,
                                  menu: terms.items.map { .action($0, binding: record($0)) }, accessibleName: terms.title)
        let menuCode = SwiftSource.modified(SwiftSource.block("Menu(\(SwiftSource.literal(terms.title)))", terms.items.map {
            "Button(\(SwiftSource.literal($0)), action: \(SampleContent.actionName("Show " + $0)))"
        }), ".menuStyle(.button)")
        let togglePlans = toggles.map { title, key in
            WidgetPlan(.toggleButton, [.label: .string(title)], classes: bordered, binding: StateBinding(key, .isOn), accessibleName: title)
        }
        let toggleCode = toggles.map { title, _ in "Toggle(\(SwiftSource.literal(title)), isOn: $\(SampleContent.actionName(title)))" }
        let row = SwiftSource.block("HStack", ["Button(\(SwiftSource.literal(signUp)), action: \(SampleContent.actionName(signUp)))"]
                                        + (menuJoins ? [menuCode] : []) + (togglesJoin ? toggleCode : []))
        let composed = ViewExample(
            title: "Controls that take the button style",
            caption: composedCaption(menu: menuJoins, toggles: togglesJoin),
            plan: Build.hstack(spacing: 8, [
                WidgetPlan(.button, [.label: .string(signUp)], classes: bordered, binding: record(signUp), accessibleName: signUp),
            ] + (menuJoins ? [menuPlan] : []) + (togglesJoin ? togglePlans : [])),
            code: SwiftSource.modified(togglesJoin ? SwiftSource.modified(row, ".toggleStyle(.button)") : row, ".buttonStyle(.bordered)"))

        // The page is drawn its own way (not through ViewPage.examples): its menus open as the platform's here.
        return [roleAware, primitive, toolbar, menu, list, composed,
                systemImageExample(context: standardContext, record: record), iconOnlyExample(context: standardContext, record: record),
                contextMenuExample(context: standardContext, record: record)]
            .map { $0.staged(in: configuration) }
    }

    /// What the example of controls taking the button style says, naming only the controls it holds.
    static func composedCaption(menu: Bool, toggles: Bool) -> LocalizedText {
        switch (menu, toggles) {
        case (true, true): say("buttonStyle(.bordered) reaches the Button, the Menu drawn with the button menu style and the Toggles drawn as buttons.")
        case (true, false): say("buttonStyle(.bordered) reaches the Button and the Menu drawn with the button menu style; this platform has no button toggle style.")
        case (false, true): say("buttonStyle(.bordered) reaches the Button and the Toggles drawn as buttons; this platform has no Menu.")
        case (false, false): say("buttonStyle(.bordered) reaches the Button; this platform draws neither a Menu nor a Toggle as a button.")
        }
    }

    /// The line that reports which button was pressed last.
    public static let feedback = Build.status(StateBinding(ViewPageKeys.lastAction, .text), [
        .template: .string("Last pressed: {value}"), .placeholder: .string("Press any button on this page."),
    ], classes: ["dim-label"])
}
