import Testing
@testable import GalleryModel

/// The platform containers in both design eras: which structure each era draws, per platform, and the rules
/// the stylesheet gives it.
@Suite("Containers by era")
struct ContainerEraTests {
    private func plan(_ family: StyleFamily, _ style: String = "automatic", on platform: Platform, release: OSVersion? = nil,
                      in placement: Placement = .standard) throws -> WidgetPlan {
        try Planner.plan(StyleResolver.resolve(family, style: style, platform: platform, release: release, placement: placement)).widget
    }

    /// The tab view's bar: the box whose class starts with "tab-items-".
    private func bar(_ widget: WidgetPlan) throws -> WidgetPlan {
        try #require(widget.allPlans.first { $0.cssClasses.contains { $0.hasPrefix("tab-items-") } })
    }

    @Test("iPhone's tab bar runs edge to edge along the bottom before iOS 26 and floats on a glass capsule from it")
    func iPhoneTabBar() throws {
        let classic = try plan(.tabView, on: .iOS, release: "18")
        #expect(try bar(classic).cssClasses == ["tab-items-bottom"])
        #expect(classic.first(.overlay) == nil, "the classic bar sits below the content")
        for release in ["26", Platform.iOS.newestRelease] as [OSVersion] {
            let glass = try plan(.tabView, on: .iOS, release: release)
            let floating = try bar(glass)
            #expect(floating.cssClasses.contains("tab-items-floatingBottom"), "\(release)")
            #expect(floating.cssClasses.contains("glass-bar"), "\(release)")
            #expect(floating.alignment(.valign) == .end, "\(release): at the bottom")
            #expect(floating.bool(.homogeneous) == true)
            let overlay = try #require(glass.first(.overlay), "\(release): the bar floats over the content")
            #expect(overlay.children.first?.cssClasses.contains("tab-content-floatingBottom") == true)
            #expect(overlay.children.last?.cssClasses.contains("glass-bar") == true)
        }
    }

    @Test("iPad's floating bar and Apple TV's top bar take glass in the 26 releases; the Mac keeps its segments, Vision Pro its ornament")
    func otherTabBars() throws {
        #expect(try bar(plan(.tabView, on: .iPadOS, release: "17")).cssClasses == ["tab-items-bottom"])
        #expect(try bar(plan(.tabView, on: .iPadOS, release: "18")).cssClasses == ["tab-items-floating"])
        #expect(try bar(plan(.tabView, on: .iPadOS, release: "26")).cssClasses == ["tab-items-floating", "glass-bar"])
        #expect(try bar(plan(.tabView, on: .tvOS, release: "18")).cssClasses == ["tab-items-top"])
        #expect(try bar(plan(.tabView, on: .tvOS, release: "26")).cssClasses == ["tab-items-top", "glass-bar"])
        for release in ["15", "26"] as [OSVersion] {
            let mac = try bar(plan(.tabView, on: .macOS, release: release))
            #expect(mac.cssClasses == ["tab-items-segmented", "linked", "segmented"], "macOS \(release)")
            #expect(mac.alignment(.halign) == .center, "macOS \(release): centred over the pane")
            #expect(!mac.allPlans.contains { $0.kind == .image } && mac.allPlans.contains { $0.kind == .label },
                    "macOS \(release): the Mac's tabs are their titles alone")
        }
        #expect(try bar(plan(.tabView, on: .visionOS)).cssClasses == ["tab-items-ornament"])
        // Before the 26 releases no platform's tab bar is glass.
        for platform in Platform.allCases {
            for release in platform.majorReleases where PlatformTheme.of(platform).era(at: release) == .classic {
                let widget = try plan(.tabView, on: platform, release: release)
                #expect(!widget.allPlans.contains { $0.cssClasses.contains("glass-bar") }, "\(platform) \(release)")
            }
        }
    }

    @Test("Vision Pro's tab ornament floats outside the window, at its leading edge and vertical: the window is the tab's content, the ornament its sibling before it, not inside it")
    func visionOrnament() throws {
        let widget = try plan(.tabView, on: .visionOS)
        let ornament = try bar(widget)
        let row = try #require(widget.allPlans.first { $0.children.contains(ornament) }, "the ornament has no parent")
        #expect(row.kind == .box && row.children.count == 2)
        #expect(row.children.first == ornament, "the ornament is at the window's leading edge")
        let window = try #require(row.children.last)
        #expect(window.cssClasses.contains("tab-content-ornament"))
        #expect(!window.allPlans.contains(ornament), "the ornament is drawn inside the window")
        #expect(ornament.properties[.orientation] == .orientation(.vertical))
        #expect((row.int(.spacing) ?? 0) > 0, "the ornament touches the window")
    }

    @Test("Vision Pro's tab view draws its window itself, so its stage is the room around it, not a second glass window; other views and platforms keep their stage")
    func visionRoom() throws {
        let card = try #require(StyleCard.cards(for: .tabView, in: Configuration(platform: .visionOS)).first { $0.style.isAutomatic })
        #expect(card.plan.widget.drawsItsWindow)
        #expect(card.stageClasses.contains(PlatformTheme.roomClass))
        let window = try #require(card.plan.widget.allPlans.first { $0.cssClasses.contains(WidgetPlan.windowClass) })
        #expect(window.cssClasses.contains("tab-content"), "the window holds the tab's content")
        #expect(try !plan(.tabView, on: .iOS).drawsItsWindow)
        #expect(try !plan(.button, on: .visionOS).drawsItsWindow)
        let theme = PlatformTheme.of(.visionOS)
        #expect(!theme.stageClasses(release: "26", scheme: .dark).contains(PlatformTheme.roomClass))
        #expect(!PlatformTheme.of(.iOS).stageClasses(release: "26", scheme: .light, drawsItsWindow: true).contains(PlatformTheme.roomClass))
        let css = PlatformTheme.stylesheet(for: [.visionOS])
        #expect(css.contains(".\(PlatformTheme.roomClass) { background-color: \(StagePalette.visionRoom); background-image: none; border-color: transparent;"))
        #expect(css.contains(".\(WidgetPlan.windowClass) { background-color:"), "the window is glass")
        #expect(css.contains(".\(WidgetPlan.windowClass) .\(WidgetPlan.groupedPageClass) { background-color: transparent; }"),
                "a grouped page stands on the window's glass")
    }

    @Test("Toolbar items stand on the bar before the 26 releases and share one glass platter from them, a control group's too")
    func toolbars() throws {
        // ControlGroup came in iOS 15, macOS 12 and tvOS 17 (StyleCatalog); 18 is classic on each, 26 Liquid Glass.
        for platform in [Platform.iOS, .iPadOS, .macOS, .tvOS] {
            for release in ["18", "26"] as [OSVersion] {
                let toolbar = try #require(try plan(.controlGroup, on: platform, release: release, in: .toolbar).allPlans
                    .first { $0.cssClasses.contains("placement-toolbar") })
                let platters = toolbar.allPlans.filter { $0.cssClasses.contains("toolbar-platter") }
                let place = "\(platform) \(release)"
                switch PlatformTheme.of(platform).era(at: release) {
                case .classic:
                    #expect(platters.isEmpty, "\(place)")
                    #expect(!toolbar.cssClasses.contains("toolbar-floating"), "\(place)")
                case .liquidGlass:
                    #expect(platters.count == 1, "\(place)")
                    #expect(toolbar.cssClasses.contains("toolbar-floating"), "\(place)")
                    let buttons = toolbar.allPlans.filter { [.button, .menuButton].contains($0.kind) }
                    let onPlatter = platters.first?.allPlans.filter { [.button, .menuButton].contains($0.kind) } ?? []
                    #expect(!buttons.isEmpty && buttons.count == onPlatter.count, "\(place): every item on the platter")
                }
            }
        }
        let labels = LabelViewContent.toolbar(on: .iOS, release: "26").plan
        #expect(labels.allPlans.contains { $0.cssClasses.contains("toolbar-platter") })
        #expect(!LabelViewContent.toolbar(on: .iOS, release: "18").plan.allPlans.contains { $0.cssClasses.contains("toolbar-platter") })
    }

    @Test("Inset list sections round further in the 26 releases; Apple TV puts every row on its own platter in both eras")
    func lists() throws {
        #expect(PlatformTheme.insetSectionRadius(in: .liquidGlass) > PlatformTheme.insetSectionRadius(in: .classic))
        let sheet = PlatformTheme.stylesheet
        for platform in [Platform.iOS, .iPadOS, .macOS] {
            let stage = ".stage.\(PlatformTheme.of(platform).cssClass)"
            let classic = "\(stage).era-classic", glass = "\(stage).era-liquid-glass"
            #expect(sheet.contains("\(classic) list.list-inset, \(classic) list.list-insetGrouped { border-radius: 10px; }"))
            #expect(sheet.contains("\(glass) list.list-inset, \(glass) list.list-insetGrouped { border-radius: 22px; }"))
        }
        for release in ["18", "26"] as [OSVersion] {
            for style in ["automatic", "grouped", "plain"] {
                let tv = try #require(try plan(.list, style, on: .tvOS, release: release).first(.listBox))
                #expect(tv.cssClasses.contains("list-platters"), "tvOS \(release) \(style)")
            }
            let form = try plan(.form, "grouped", on: .tvOS, release: release).allPlans.filter { $0.cssClasses.contains("list-grouped") }
            #expect(!form.isEmpty && form.allSatisfy { $0.cssClasses.contains("list-platters") }, "a tvOS \(release) form's rows")
            let phone = try #require(try plan(.list, "grouped", on: .iOS, release: release).first(.listBox))
            #expect(!phone.cssClasses.contains("list-platters"), "iOS \(release): hairlines between rows")
        }
    }

    @Test("Apple Watch: toggles sit on a row platter, rounder from watchOS 26; bordered buttons span the screen")
    func watch() throws {
        for release in ["11", "26"] as [OSVersion] {
            let toggle = try plan(.toggle, on: .watchOS, release: release)
            #expect(toggle.allPlans.contains { $0.cssClasses.contains("toggle-platter") && $0.first(.switchControl) != nil }, "\(release)")
            for style in ["automatic", "bordered", "borderedProminent"] {
                let button = try #require(try plan(.button, style, on: .watchOS, release: release).first(.button))
                #expect(button.alignment(.halign) == .fill && button.bool(.hexpand) == true, "watchOS \(release) \(style)")
            }
        }
        #expect(try !plan(.toggle, on: .iOS).allPlans.contains { $0.cssClasses.contains("toggle-platter") })
        #expect(try !plan(.toggle, on: .watchOS, in: .form).allPlans.contains { $0.cssClasses.contains("toggle-platter") },
                "a form's row is the platter")
        #expect(try plan(.button, "bordered", on: .iOS).first(.button)?.alignment(.halign) == .center)
        #expect(PlatformTheme.watchRowPlatterRadius(in: .liquidGlass) > PlatformTheme.watchRowPlatterRadius(in: .classic))
    }

    @Test("The tab bar and the toolbar's control group no longer admit an older look; the table still lists what changed")
    func redrawnNotes() throws {
        for platform in [Platform.iOS, .iPadOS, .tvOS] {
            let tabs = try StyleResolver.resolve(.tabView, platform: platform, release: "26")
            #expect(RedrawnLooks.note(for: tabs) == nil, "\(platform)")
            #expect(RedrawnLooks.all.contains { $0.covers(tabs) }, "\(platform)")
        }
        for platform in [Platform.iOS, .macOS] {
            let group = try StyleResolver.resolve(.controlGroup, platform: platform, release: "26", placement: .toolbar)
            #expect(RedrawnLooks.note(for: group) == nil, "\(platform)")
            #expect(RedrawnLooks.all.contains { $0.covers(group) }, "\(platform)")
        }
        let list = try StyleResolver.resolve(.list, platform: .iOS, release: "26")
        #expect(RedrawnLooks.all.contains { $0.covers(list) })
        let classicList = try StyleResolver.resolve(.list, platform: .iOS, release: "18")
        #expect(!RedrawnLooks.all.contains { $0.covers(classicList) })
    }
}
