import GalleryModel
import GalleryTestSupport
import Testing

/// Widget plans: what each style looks like as GTK-neutral widgets, checked without a display.
@Suite("Widget plans")
struct PlanTests {
    private func plan(_ family: StyleFamily, _ style: String = "automatic", on platform: Platform, release: OSVersion? = nil,
                      in placement: Placement = .standard) throws -> ExamplePlan {
        let resolution = try StyleResolver.resolve(family, style: style, platform: platform, release: release, placement: placement)
        return Planner.plan(resolution)
    }

    /// The look class of a tab view's bar ("tab-items-bottom"), or nil.
    private func tabItems(_ example: ExamplePlan) -> String? {
        example.widget.allPlans.lazy.flatMap(\.cssClasses).first { $0.hasPrefix("tab-items-") }
    }

    @Test("Toggle automatic on macOS plans the document's check box, 'Close windows when quitting an app'")
    func toggleOnMac() throws {
        let button = try #require(try plan(.toggle, on: .macOS).widget.first(.checkButton))
        #expect(button.string(.label) == "Close windows when quitting an app")
        #expect(button.binding == StateBinding(ExampleKey(declared: "toggle.automatic.isOn")!, .isOn))
    }

    @Test("Toggle automatic on iOS plans a switch after a stretching title; macOS keeps them together")
    func toggleSwitch() throws {
        let widget = try plan(.toggle, on: .iOS).widget
        #expect(widget.first(.switchControl) != nil)
        #expect(widget.first(.checkButton) == nil)
        #expect(widget.first(.label)?.bool(.hexpand) == true)
        let mac = try plan(.toggle, "switch", on: .macOS).widget
        #expect(mac.first(.label)?.bool(.hexpand) == nil)
    }

    @Test("A toggle in a menu is a check item of the menu; in a toolbar a toggle button with its text title")
    func toggleContexts() throws {
        let placed = try plan(.toggle, on: .iOS, in: .menu).widget
        // The menu's button comes first, its open menu below it.
        let menu = try #require(placed.children.first)
        #expect(menu.kind == .menuButton)
        #expect(menu.menu == [.check("Enhance Sound", binding: StateBinding(ExampleKey(declared: "toggle.automatic.isOn")!, .isOn))])
        // The open menu is drawn below its button, its check item bound to the same state.
        let preview = try #require(placed.allPlans.first { $0.cssClasses.contains("menu-preview") })
        #expect(preview.allPlans.contains { $0.kind == .toggleButton && $0.binding == StateBinding(ExampleKey(declared: "toggle.automatic.isOn")!, .isOn) })
        // In a toolbar the toggle is a button titled by a Label, which the toolbar reduces to its icon; the title
        // still names it.
        let toolbar = try #require(try plan(.toggle, on: .iOS, in: .toolbar).widget.first(.toggleButton))
        #expect(toolbar.string(.iconName) == SymbolCatalog.iconName(for: "flag.fill"))
        #expect(toolbar.string(.label) == nil)
        #expect(toolbar.accessibleName == "Flag")
    }

    @Test("The tvOS toggle before tvOS 18 is a wide button that spells out its state")
    func tvOSToggle() throws {
        let example = try plan(.toggle, on: .tvOS, release: "17")
        let button = try #require(example.widget.first(.toggleButton))
        #expect(button.bool(.hexpand) == true)
        let state = try #require(button.allPlans.first { $0.string(.onText) != nil })
        #expect(BoundText.text(for: state, value: .bool(true)) == "On")
        #expect(BoundText.text(for: state, value: .bool(false)) == "Off")
        #expect(example.approximation != nil)
    }

    @Test("From tvOS 18 the automatic toggle is the switch style, which Apple TV draws as the same wide button", arguments: ["automatic", "switch"])
    func tvOSSwitch(style: String) throws {
        let example = try plan(.toggle, style, on: .tvOS, release: "18")
        #expect(example.widget.first(.switchControl) == nil)
        #expect(example.widget.first(.toggleButton)?.cssClasses.contains("tvos-toggle") == true)
        #expect(example.code.contains(".toggleStyle(.\(style))"))
    }

    @Test("The iPad's tab bar moved from the bottom to the top in iPadOS 18; the code uses Tab from the 18 releases")
    func tabBarsByRelease() throws {
        #expect(try tabItems(plan(.tabView, on: .iPadOS, release: "17")) == "tab-items-bottom")
        #expect(try tabItems(plan(.tabView, on: .iPadOS, release: "18")) == "tab-items-floating")
        #expect(try plan(.tabView, on: .iOS, release: "17").code.contains(".tabItem {"))
        #expect(try !plan(.tabView, on: .iOS, release: "17").code.contains("Tab("))
        #expect(try plan(.tabView, on: .iOS, release: "18").code.contains("Tab(\"首页\", systemImage: \"1.circle\", value: AppTab.home)"))
        #expect(try !plan(.tabView, on: .iOS).code.contains("tabItem"), "tabItem is deprecated in iOS 27")
    }

    @Test("Tab view styles of the 18 releases: a sidebar on the Mac and Apple TV, a bar elsewhere; grouped on the Mac")
    func newerTabStyles() throws {
        for platform in [Platform.macOS, .tvOS] {
            #expect(try tabItems(plan(.tabView, "sidebarAdaptable", on: platform)) == "tab-items-sidebar")
        }
        #expect(try tabItems(plan(.tabView, "sidebarAdaptable", on: .iOS, release: "18")) == "tab-items-bottom")
        #expect(try tabItems(plan(.tabView, "sidebarAdaptable", on: .iOS)) == "tab-items-floatingBottom")
        #expect(try tabItems(plan(.tabView, "tabBarOnly", on: .iPadOS)) == "tab-items-floating")
        #expect(try tabItems(plan(.tabView, "grouped", on: .macOS)) == "tab-items-grouped")
        #expect(try plan(.tabView, "carousel", on: .watchOS).widget.first(.pagedStack)?.orientation == .vertical)
    }

    @Test("Glass buttons are translucent capsules from the 26 releases, and Vision Pro has none")
    func glassButtons() throws {
        #expect(try plan(.button, "glass", on: .iOS).widget.first(.button)?.cssClasses.contains("glass-button") == true)
        #expect(try plan(.button, "glassProminent", on: .macOS).widget.first(.button)?.cssClasses.contains("glass-prominent") == true)
        let visionOS = try StyleResolver.resolve(.button, style: "glass", platform: .visionOS)
        #expect(!visionOS.isAvailable)
        #expect(visionOS.reasons[0].contains("exists on iOS, iPadOS, macOS, tvOS, watchOS"))
        let iOS18 = try StyleResolver.resolve(.button, style: "glass", platform: .iOS, release: "18")
        #expect(!iOS18.isAvailable)
        #expect(iOS18.reasons[0] == "The glass button style needs iOS 26; this is iOS 18.")
    }

    @Test("Picker automatic: a pop-up button on macOS, linked segments on tvOS, a wheel on iOS 15")
    func pickers() throws {
        let popUp = try #require(try plan(.picker, on: .macOS).widget.first(.menuButton))
        #expect(popUp.cssClasses.contains("popup-button"))
        #expect(popUp.allPlans.first { $0.binding != nil }?.strings(.items) == SampleContent.pickerChoices.map(\.title))
        let segments = try #require(try plan(.picker, on: .tvOS).widget.first(.box)?.allPlans.first { $0.cssClasses.contains("linked") })
        #expect(segments.children.count == SampleContent.pickerChoices.count)
        #expect(segments.children.allSatisfy { $0.kind == .toggleButton })
        #expect(segments.children[2].binding == StateBinding(ExampleKey(declared: "picker.automatic.selection")!, .selects(2)))
        #expect(try plan(.picker, on: .iOS, release: "15").widget.first(.wheel) != nil)
    }

    @Test("Radio groups are grouped check buttons; a picker in a menu lists choice items")
    func radioAndMenuPickers() throws {
        let radios = try plan(.picker, "radioGroup", on: .macOS).widget.allPlans.filter { $0.kind == .checkButton }
        #expect(radios.map { $0.string(.label) } == SampleContent.pickerChoices.map(\.title))
        let menu = try plan(.picker, on: .iOS, in: .menu).widget.first(.menuButton)?.menu
        guard case .section(let title, let items, false)? = menu?.first else {
            Issue.record("expected an inline section, got \(String(describing: menu))")
            return
        }
        #expect(title == SampleContent.pickerLabel)
        #expect(items.count == SampleContent.pickerChoices.count)
        let submenu = try plan(.picker, "menu", on: .iOS, in: .menu).widget.first(.menuButton)?.menu
        guard case .submenu(let submenuTitle, _, let choices)? = submenu?.first else {
            Issue.record("expected a submenu")
            return
        }
        #expect(submenuTitle == SampleContent.pickerLabel)
        #expect(choices.count == SampleContent.pickerChoices.count)
    }

    @Test("Menus: a menu button with a nested submenu; inside a menu a submenu item")
    func menus() throws {
        let button = try #require(try plan(.menu, on: .macOS).widget.first(.menuButton))
        let items = try #require(button.menu)
        let hasSubmenu = items.contains { item in
            if case .section(_, let inner, _) = item {
                return inner.contains { if case .submenu(SampleContent.nestedMenu.title, _, _) = $0 { true } else { false } }
            }
            return false
        }
        #expect(hasSubmenu)
        guard case .submenu(SampleContent.menu.title, _, _)? = try plan(.menu, on: .macOS, in: .menu).widget.first(.menuButton)?.menu?.first else {
            Issue.record("expected a submenu")
            return
        }
    }

    @Test("Gauges: rings for circular styles, level bars for linear ones")
    func gauges() throws {
        #expect(try plan(.gauge, "accessoryCircularCapacity", on: .iOS).widget.first(.ring)?.ringStyle == .closed)
        #expect(try plan(.gauge, "accessoryCircular", on: .iOS).widget.first(.ring)?.ringStyle == .open)
        #expect(try plan(.gauge, "circular", on: .watchOS).widget.first(.ring) != nil)
        #expect(try plan(.gauge, on: .watchOS).widget.first(.levelBar) != nil, "the default gauge is a bar on every platform")
        #expect(try plan(.gauge, on: .macOS).widget.first(.levelBar)?.bool(.showsMarker) == nil)
        #expect(try plan(.gauge, "accessoryLinear", on: .iOS).widget.first(.levelBar)?.bool(.showsMarker) == true)
    }

    @Test("Progress: a bar by default, a spinner for circular on iOS, a ring on macOS, a gauge ring on watchOS")
    func progress() throws {
        #expect(try plan(.progressView, on: .iOS).widget.first(.progressBar) != nil)
        #expect(try plan(.progressView, "circular", on: .iOS).widget.first(.spinner) != nil)
        #expect(try plan(.progressView, "circular", on: .macOS).widget.first(.ring) != nil)
        #expect(try plan(.progressView, "circular", on: .watchOS).widget.first(.ring)?.ringStyle == .closed)
    }

    @Test("Tab views: each platform's tab bar, not a GNOME notebook; paged stacks with dots")
    func tabViews() throws {
        // iPhone before iOS 26: content above a full-width bar whose tabs share it equally, each an icon over a title.
        let iPhone = try plan(.tabView, on: .iOS, release: "18").widget
        let bottom = try #require(iPhone.allPlans.first { $0.cssClasses.contains("tab-items-bottom") })
        #expect(bottom.bool(.homogeneous) == true)
        #expect(bottom.children.count == SampleContent.tabs.count)
        #expect(bottom.children.allSatisfy { $0.kind == .toggleButton && $0.children.first?.orientation == .vertical })
        let view = try #require(iPhone.allPlans.first { $0.cssClasses.contains("tab-view") })
        #expect(view.children.last?.cssClasses.contains("tab-items-bottom") == true, "the bar is below the content")
        // The Mac: a segmented control centred over the pane; Apple TV: titles only, centred along the top.
        let mac = try #require(try plan(.tabView, on: .macOS).widget.allPlans.first { $0.cssClasses.contains("tab-items-segmented") })
        #expect(mac.cssClasses.contains("segmented"))
        #expect(mac.alignment(.halign) == .center)
        let tv = try #require(try plan(.tabView, on: .tvOS).widget.allPlans.first { $0.cssClasses.contains("tab-items-top") })
        #expect(tv.children.allSatisfy { !$0.allPlans.contains { $0.kind == .image } })
        let page = try #require(try plan(.tabView, "page", on: .iOS).widget.first(.pagedStack))
        #expect(page.bool(.showsIndicator) == true)
        #expect(try plan(.tabView, "page(indexDisplayMode:)", on: .iOS).widget.first(.pagedStack)?.bool(.showsIndicator) == false,
                "the card starts on .never")
        #expect(try plan(.tabView, "verticalPage", on: .watchOS).widget.first(.pagedStack)?.orientation == .vertical)
    }

    @Test("Split views: a stack on iPhone, side-by-side panes on the Mac")
    func splitViews() throws {
        let stack = try #require(try plan(.navigationSplitView, on: .iOS).widget.first(.navigationStack))
        let back = try #require(stack.children.last)
        #expect(back.kind == .button && back.string(.label) == "Back", "the pushed page has a Back button")
        #expect(back.cssClasses.contains("borderless-button"), "drawn as tinted text, like a navigation bar's")
        let balanced = try #require(try plan(.navigationSplitView, on: .macOS).widget.first(.paned))
        #expect(balanced.allPlans.filter { $0.kind == .paned }.count == 2, "three columns in nested split panes")
        #expect(try plan(.navigationSplitView, on: .iPadOS).widget.first(.overlay) != nil)
    }

    @Test("Tables show one column without headers on iPhone and all columns on the Mac")
    func tables() throws {
        let phone = try #require(try plan(.table, on: .iOS).widget.first(.columnView))
        #expect(phone.int(.visibleColumns) == 1)
        #expect(phone.bool(.showsHeaders) == false)
        let mac = try #require(try plan(.table, on: .macOS).widget.first(.columnView))
        #expect(mac.strings(.items) == SampleContent.tableColumns.map(\.title))
        #expect(mac.int(.visibleColumns) == SampleContent.tableColumns.count)
        #expect(mac.children.count == SampleContent.tableRows.count)
    }

    @Test("Disclosure groups hold toggles in the platform's automatic toggle look")
    func disclosure() throws {
        let mac = try plan(.disclosureGroup, on: .macOS).widget
        #expect(mac.first(.expander)?.indicator == .leadingChevron)
        #expect(mac.allPlans.filter { $0.kind == .checkButton }.count == 2)
        let iOS = try plan(.disclosureGroup, on: .iOS).widget
        #expect(iOS.first(.expander)?.indicator == .trailingChevron)
        #expect(iOS.allPlans.filter { $0.kind == .switchControl }.count == 2)
        #expect(try plan(.disclosureGroup, "MyDisclosureStyle", on: .iOS).widget.first(.expander)?.indicator == .showHideText)
        // No GTK triangle: every indicator sits in a title row the plan draws, which hides GTK's.
        for expander in [mac, iOS].compactMap({ $0.first(.expander) }) {
            #expect(expander.children.count == 2 && expander.cssClasses.contains("indicator-\(expander.indicator?.rawValue ?? "")"))
        }
        // Open chevrons (never GTK's filled pan- triangles): the Mac's before the title, iOS's after it, tinted.
        let macRow = try #require(mac.first(.expander)?.children.last)
        #expect(macRow.children.first?.cssClasses == ["disclosure-chevron-leading"])
        let chevron = try #require(iOS.first(.expander)?.children.last?.children.last)
        #expect(chevron.cssClasses == ["disclosure-chevron"])
        #expect(chevron.string(.offIcon) == "go-next-symbolic" && chevron.string(.onIcon) == "go-down-symbolic")
        let custom = try #require(try plan(.disclosureGroup, "MyDisclosureStyle", on: .iOS).widget.first(.expander))
        let word = try #require(custom.children.last?.allPlans.first { $0.string(.onText) != nil })
        #expect(BoundText.text(for: word, value: .bool(false)) == "show")
        #expect(BoundText.text(for: word, value: .bool(true)) == "hide")
    }

    @Test("Placements wrap the example in their container's drawing: a Form's grouped panel on iOS, its columns on the Mac, a toolbar")
    func placements() throws {
        func container(_ example: ExamplePlan, _ name: String) -> WidgetPlan? {
            example.widget.allPlans.first { $0.cssClasses.contains(name) }
        }
        #expect(try container(plan(.toggle, on: .iOS, in: .form), "list-insetGrouped")?.kind == .listBox)
        #expect(try container(plan(.toggle, on: .macOS, in: .form), "form-columns")?.kind == .box)
        #expect(try container(plan(.button, on: .iOS, in: .toolbar), "toolbar") != nil)
        #expect(try plan(.gauge, on: .iOS, in: .menu).widget.kind == .box)
        // The press count sits under the toolbar, not inside it.
        let toolbar = try plan(.button, on: .iOS, in: .toolbar).widget
        #expect(toolbar.children.first?.allPlans.contains { $0.cssClasses.contains("placement-toolbar") } == true)
        #expect(toolbar.children.first?.allPlans.contains { $0.string(.template) != nil } == false)
        let count = try #require(toolbar.children.last)
        #expect(count.string(.template) == "Pressed {value} times")
        #expect(BoundText.text(for: count, value: .int(0)) == "Pressed 0 times")
        #expect(BoundText.text(for: count, value: .int(1)) == "Pressed 1 time")
        #expect(BoundText.text(for: count, value: .int(2)) == "Pressed 2 times")
    }

    @Test("Every style has a well-formed plan on every platform and placement", arguments: StyleCatalog.allStyles.map(\.id))
    func everyPlanIsWellFormed(id: String) throws {
        let style = StyleCatalog.allStyles.first { $0.id == id }!
        for platform in Platform.allCases {
            for placement in Placement.allCases {
                let resolution = StyleResolver.resolve(style, platform: platform, placement: placement)
                let example = Planner.plan(resolution)
                let context = "\(id) on \(platform) in \(placement)"
                #expect(example.widget.kind != .tableRow, "\(context): a table row outside a table")
                #expect(example.widget.allPlans.contains { $0.cssClasses.contains("menu-preview") } == (resolution.effectivePlacement == .menu),
                        "\(context): menu items belong to the menu placement only")
                for widget in example.widget.allPlans {
                    // A constant binding (the list's `isOn: .constant(true)`) holds its value with no slot.
                    if let binding = widget.binding, binding.key.constant == nil {
                        #expect(ExampleCatalog.slotsByKey[binding.key] != nil, "\(context): unknown key \(binding.key)")
                        #expect(binding.key.description.hasPrefix("\(style.family.rawValue).\(style.name)."), "\(context): \(binding.key)")
                    }
                    if [.button, .toggleButton, .checkButton, .switchControl, .menuButton, .entry, .wheel,
                        .calendar, .slider].contains(widget.kind) {
                        #expect(widget.accessibleName != nil || widget.string(.label) != nil,
                                "\(context): a \(widget.kind) without an accessible name")
                    }
                    if widget.kind == .menuButton {
                        #expect(widget.menu?.isEmpty == false, "\(context): a menu button without a menu")
                    }
                    // The interpreter reads table rows through their column view and never builds one alone.
                    #expect(widget.kind == .columnView || !widget.children.contains { $0.kind == .tableRow },
                            "\(context): a table row outside a table")
                    if widget.kind == .navigationStack {
                        #expect(widget.children.count == 3, "\(context): a navigation stack needs a root, a detail and a back button")
                    }
                    // The interpreter reads these properties as their enums only: a string (or another set's value)
                    // would be ignored, and the widget drawn otherwise than planned.
                    let readable: [PlanProperty: Bool] = [
                        .orientation: widget.orientation != nil, .halign: widget.alignment(.halign) != nil,
                        .valign: widget.alignment(.valign) != nil, .ringStyle: widget.ringStyle != nil,
                        .dateComponent: widget.dateComponent != nil, .dateFormat: widget.dateFormat != nil,
                        .transition: widget.transition != nil, .indicator: widget.indicator != nil, .activation: widget.activation != nil,
                        .menuPanel: { if case .menuPanel? = widget.properties[.menuPanel] { true } else { false } }(),
                    ]
                    for (property, reads) in readable where widget.properties[property] != nil {
                        #expect(reads, "\(context): \(property) is \(widget.properties[property]!), not one of its enum's cases")
                    }
                }
            }
        }
    }
}

@Suite("Spoken names")
struct SpokenTextTests {
    @Test("Every row of every card is named for screen readers, by its accessible name or its words", .sweep)
    func rowsAreNamed() {
        for resolution in ExampleCodeTests.cards {
            for row in Planner.plan(resolution).widget.allPlans where row.kind == .listRow {
                #expect(!row.spokenText.isEmpty, "\(resolution.style.id) on \(resolution.platform) has a row with no words")
            }
        }
        let row = WidgetPlan(.listRow, children: [WidgetPlan(.box, children: [
            WidgetPlan(.label, [.text: .string("Name")]), WidgetPlan(.label, [.text: .string("Gallery Phone")]),
        ])])
        #expect(row.spokenText == "Name, Gallery Phone")
    }
}
