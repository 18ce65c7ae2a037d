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
    public static func gridCaption(on platform: Platform) -> String {
        "On \(platform.rawValue). Destructive buttons turn red (a prominent one red-filled); cancel changes the look only in alerts and menus."
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
        StyleCatalog.family(.button).builtInStyles.map { style in
            let resolution = StyleResolver.resolve(style, platform: configuration.platform)
            let look = resolution.resolved.name
            // A style the platform lacks is dimmed, with the reason as its tooltip (as on the family pages).
            let unavailable: [PlanProperty: PlanValue] = resolution.isAvailable ? [:] : [.tooltip: .string(resolution.reasons[0])]
            let buttons = ButtonRole.allCases.map { role in
                WidgetPlan(.button, [.label: .string(role.sampleTitle)].merging(unavailable) { $1 },
                           classes: (ButtonPlanner.lookClasses[look] ?? []) + role.classes(forBuiltIn: look)
                               + (resolution.isAvailable ? [] : ["dimmed-example"]),
                           binding: StateBinding(ViewPageKeys.lastAction, .record("\(role.sampleTitle) (.\(style.name))")),
                           accessibleName: "\(role.sampleTitle), \(style.name) style")
            }
            return StyleRow(style: style.name, resolution: resolution, buttons: buttons)
        }
    }

    /// The other examples of the page, in order.
    public static func examples(for configuration: Configuration) -> [ViewExample] {
        let platform = configuration.platform
        let record = { (title: String) in StateBinding(ViewPageKeys.lastAction, .record(title)) }
        let automatic = StyleCatalog.family(.button).automatic
        let toolbarContext = PlanContext(resolution: StyleResolver.resolve(automatic, platform: platform, placement: .toolbar))
        let listContext = PlanContext(resolution: StyleResolver.resolve(automatic, platform: platform, placement: .list))

        let roleAware = ViewExample(
            title: "A ButtonStyle that reads the role",
            caption: "MyButtonStyle sets every label in title2, makes the cancel button bold and the destructive one red.",
            plan: Build.vstack(spacing: 14, ButtonRole.allCases.map { role in
                ButtonPlanner.myButtonStyle(role.sampleTitle, role: role, binding: record("\(role.sampleTitle) (MyButtonStyle)"))
            }),
            code: """
                VStack(spacing: 14) {
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) {}
                    Button("Continue") {}
                }
                .buttonStyle(MyButtonStyle())
                """)

        let primitive = ViewExample(
            title: "A PrimitiveButtonStyle with its own interaction",
            caption: "DoubleClickButtonStyle calls configuration.trigger() only on a double click; a single click does nothing.",
            plan: Build.vstack(spacing: 6, [
                ButtonPlanner.doubleClickButton(binding: StateBinding(ViewPageKeys.doubleClicks, .count),
                                                accessibleName: "Open Project (double-click)"),
                Build.boundText(StateBinding(ViewPageKeys.doubleClicks, .count), [.template: .string("Opened {value} times")],
                                classes: ["dim-label", "caption"]),
            ]),
            code: """
                Button("Open Project", action: openProject)
                    .buttonStyle(DoubleClickButtonStyle())
                """)

        let toolbarItems: [(SampleContent.Item, ButtonRole)] = [
            (SampleContent.Item("Share", symbol: "square.and.arrow.up"), .none), (SampleContent.Item("Delete", symbol: "trash"), .destructive),
        ]
        let toolbar = ViewExample(
            title: "In a toolbar",
            caption: "Toolbar buttons show only the icon of their Label on iOS and macOS; the title still names them for VoiceOver.",
            plan: Build.toolbar(title: "Photos", toolbarItems.map { item, role in
                ButtonPlanner.builtInButton(item, context: toolbarContext, role: role, binding: record("\(item.title) (toolbar)"))
            }),
            code: """
                .toolbar {
                    Button("Share", systemImage: "square.and.arrow.up", action: share)
                    Button("Delete", systemImage: "trash", role: .destructive, action: delete)
                }
                """)

        let menu = ViewExample(
            title: "In a menu",
            caption: "Buttons in a menu become items with their title and icon; a destructive one would be drawn in red.",
            plan: WidgetPlan(.menuButton, [.label: .string("Edit"), .iconName: Build.iconValue("pencil")], menu: [
                .section(nil, items: [
                    .action("Cut", icon: SymbolCatalog.iconName(for: "scissors"), binding: record("Cut (menu)")),
                    .action("Copy", icon: SymbolCatalog.iconName(for: "doc.on.doc"), binding: record("Copy (menu)")),
                    .action("Paste", icon: SymbolCatalog.iconName(for: "doc.on.clipboard"), binding: record("Paste (menu)")),
                ]),
                .section(nil, items: [.action("Delete", icon: SymbolCatalog.iconName(for: "trash"), binding: record("Delete (menu)"))]),
            ], accessibleName: "Edit menu"),
            code: """
                Menu("Edit") {
                    Button("Cut", systemImage: "scissors", action: cut)
                    Button("Copy", systemImage: "doc.on.doc", action: copy)
                    Button("Paste", systemImage: "doc.on.clipboard", action: paste)
                    Divider()
                    Button("Delete", systemImage: "trash", role: .destructive, action: delete)
                }
                """,
            approximation: "GTK menus cannot colour one item, so Delete is not drawn in red.")

        let listRows = SampleContent.folders.map { folder in
            WidgetPlan(.listRow, children: [Build.hstack(spacing: 8, [Build.icon("folder"), Build.text(folder)])])
        }
        let addFolder = WidgetPlan(.listRow, children: [
            ButtonPlanner.builtInButton(SampleContent.Item("Add Folder", symbol: "plus"), context: listContext,
                                        binding: record("Add Folder (list)")),
        ])
        let list = ViewExample(
            title: "In a list",
            caption: "A Button among a List's rows becomes a row that runs its action (on the Mac it stays a push button).",
            plan: WidgetPlan(.listBox, classes: ["boxed-list"], children: listRows + [addFolder],
                             binding: StateBinding(ViewPageKeys.folderSelection, .selection), accessibleName: "Folders"),
            code: """
                List {
                    ForEach(folders) { folder in
                        Label(folder.name, systemImage: "folder")
                    }
                    Button(action: addFolder) {
                        Label("Add Folder", systemImage: "plus")
                    }
                }
                """)

        let bordered = ["bordered-button"]
        let composed = ViewExample(
            title: "Controls that take the button style",
            caption: "buttonStyle(.bordered) reaches the Button, the Menu drawn with the button menu style and the Toggles drawn as buttons.",
            plan: Build.hstack(spacing: 8, [
                WidgetPlan(.button, [.label: .string("Sign Up")], classes: bordered, binding: record("Sign Up"), accessibleName: "Sign Up"),
                WidgetPlan(.menuButton, [.label: .string("Terms")], classes: bordered, menu: [
                    .action("Privacy Policy", binding: record("Privacy Policy")),
                    .action("Terms of Use", binding: record("Terms of Use")),
                ], accessibleName: "Terms"),
                WidgetPlan(.toggleButton, [.label: .string("Alerts")], classes: bordered,
                           binding: StateBinding(ViewPageKeys.notifications, .isOn), accessibleName: "Alerts"),
                WidgetPlan(.toggleButton, [.label: .string("Sounds")], classes: bordered,
                           binding: StateBinding(ViewPageKeys.sounds, .isOn), accessibleName: "Sounds"),
            ]),
            code: """
                HStack {
                    Button("Sign Up", action: signUp)
                    Menu("Terms") {
                        Button("Privacy Policy", action: showPrivacy)
                        Button("Terms of Use", action: showTerms)
                    }
                    .menuStyle(.button)
                    Toggle("Alerts", isOn: $alerts)
                    Toggle("Sounds", isOn: $sounds)
                }
                .toggleStyle(.button)
                .buttonStyle(.bordered)
                """)

        return [roleAware, primitive, toolbar, menu, list, composed]
    }

    /// The line that reports which button was pressed last.
    public static let feedback = Build.boundText(StateBinding(ViewPageKeys.lastAction, .text), [
        .template: .string("Last pressed: {value}"), .placeholder: .string("Press any button on this page."),
    ], classes: ["dim-label"])
}
