import GalleryModel
import Testing

/// The rules the reference documents state, each as its own test.
@Suite("Documented resolution rules")
struct DocumentedRuleTests {
    private func resolved(
        _ family: StyleFamily, _ style: String = "automatic", on platform: Platform, release: OSVersion? = nil,
        in placement: Placement = .standard
    ) throws -> String {
        try StyleResolver.resolve(family, style: style, platform: platform, release: release, placement: placement).resolved.name
    }

    @Test("Toggle automatic: switch on iOS, iPadOS and watchOS, checkbox on macOS, the tvOS button on tvOS before 18")
    func toggleDefaults() throws {
        #expect(try resolved(.toggle, on: .iOS) == "switch")
        #expect(try resolved(.toggle, on: .iPadOS) == "switch")
        #expect(try resolved(.toggle, on: .watchOS) == "switch")
        #expect(try resolved(.toggle, on: .macOS) == "checkbox")
        #expect(try resolved(.toggle, on: .tvOS, release: "17") == "tvOSButton")
        #expect(try resolved(.toggle, on: .tvOS, release: "18") == "switch")
    }

    @Test("A toggle in a toolbar is a button; in a menu it is the checkmark item", arguments: [Platform.iOS, .macOS, .visionOS])
    func toggleContexts(platform: Platform) throws {
        #expect(try resolved(.toggle, on: platform, in: .toolbar) == "button")
        #expect(try resolved(.toggle, on: platform, in: .menu) == "checkmarkMenuItem")
        #expect(try resolved(.toggle, "switch", on: platform, in: .menu) == "checkmarkMenuItem")
    }

    @Test("Picker automatic: wheel on iOS before 16 and watchOS, pop-up menu on macOS, segmented on tvOS; iOS 16 draws a menu, which the page does not say")
    func pickerDefaults() throws {
        #expect(try resolved(.picker, on: .iOS, release: "15") == "wheel")
        let iOS = try StyleResolver.resolve(.picker, platform: .iOS)
        #expect(iOS.resolved.name == "menu" && iOS.disagreement?.documented == "wheel")
        #expect(try resolved(.picker, on: .watchOS) == "wheel")
        #expect(try resolved(.picker, on: .macOS) == "menu")
        #expect(try resolved(.picker, on: .tvOS) == "segmented")
    }

    @Test("Pickers in menus: inline by default, a submenu with the menu style, segmented palette outside menus")
    func pickerInMenus() throws {
        #expect(try resolved(.picker, on: .iOS, in: .menu) == "inline")
        #expect(try resolved(.picker, "menu", on: .iOS, in: .menu) == "submenu")
        #expect(try resolved(.picker, "palette", on: .iOS, in: .menu) == "palette")
        #expect(try resolved(.picker, "palette", on: .iOS) == "segmented")
    }

    @Test("Menu automatic on macOS is a bordered button")
    func menuOnMac() throws {
        let resolution = try StyleResolver.resolve(.menu, platform: .macOS)
        #expect(resolution.resolved.name == "button")
        #expect(resolution.reason.contains("bordered"))
        // The plan draws it with the bordered button look, not the flat one iOS uses.
        let macButton = Planner.plan(resolution).widget.first(.menuButton)
        let iOSButton = Planner.plan(try StyleResolver.resolve(.menu, platform: .iOS))
            .widget.first(.menuButton)
        #expect(macButton?.cssClasses.contains("bordered-button") == true)
        #expect(iOSButton?.cssClasses.contains("flat") == true)
    }

    @Test("A menu inside a menu is a submenu", arguments: ["automatic", "button"])
    func nestedMenu(style: String) throws {
        #expect(try resolved(.menu, style, on: .macOS, in: .menu) == "submenu")
        #expect(try resolved(.menu, style, on: .iOS, in: .menu) == "submenu")
    }

    @Test("A label in a toolbar is icon-only on iOS and macOS, as the documents say, and in a watch's corner buttons (HIG Toolbars); title and icon elsewhere")
    func labelInToolbar() throws {
        #expect(try resolved(.label, on: .iOS, in: .toolbar) == "iconOnly")
        #expect(try resolved(.label, on: .macOS, in: .toolbar) == "iconOnly")
        #expect(try resolved(.label, on: .watchOS, in: .toolbar) == "iconOnly")
        for platform in [Platform.tvOS, .visionOS] {
            #expect(try resolved(.label, on: platform, in: .toolbar) == "titleAndIcon")
        }
        for placement in [Placement.standard, .form, .list] {
            #expect(try resolved(.label, on: .iOS, in: placement) == "titleAndIcon")
        }
    }

    @Test("A circular progress view on watchOS is drawn as an accessoryCircularCapacity gauge")
    func circularProgressOnWatch() throws {
        let resolution = try StyleResolver.resolve(.progressView, style: "circular", platform: .watchOS)
        #expect(resolution.resolved.family == .gauge && resolution.resolved.name == "accessoryCircularCapacity")
        #expect(resolution.isAvailable)
        #expect(try resolved(.progressView, "circular", on: .macOS) == "circular")
    }

    @Test("Control groups: segmented by default, a row inside menus, palette segmented outside menus")
    func controlGroups() throws {
        #expect(try resolved(.controlGroup, on: .macOS) == "segmented")
        #expect(try resolved(.controlGroup, on: .iOS, in: .menu) == "menuRow")
        #expect(try resolved(.controlGroup, "palette", on: .iOS) == "segmented")
        #expect(try resolved(.controlGroup, "palette", on: .iOS, in: .menu) == "palette")
        #expect(try resolved(.controlGroup, "menu", on: .iOS, in: .menu) == "submenu")
        #expect(try resolved(.controlGroup, "compactMenu", on: .macOS, in: .menu) == "submenu")
    }

    @Test("Inside a menu, custom button and control group styles give way to menu items too")
    func customStylesInMenus() throws {
        #expect(try resolved(.button, "MyButtonStyle", on: .iOS, in: .menu) == "menuItem")
        #expect(try resolved(.button, "DoubleClickButtonStyle", on: .macOS, in: .menu) == "menuItem")
        #expect(try resolved(.controlGroup, "MyControlGroupStyle", on: .iOS, in: .menu) == "menuRow")
        #expect(try resolved(.button, "MyButtonStyle", on: .iOS) == "MyButtonStyle")
    }

    @Test("An explicit style that exists passes through unchanged", arguments: Platform.allCases)
    func explicitStylesPassThrough(platform: Platform) throws {
        for style in StyleCatalog.builtInStyles where !style.isAutomatic {
            let resolution = StyleResolver.resolve(style, platform: platform)
            guard resolution.isAvailable, ExplicitStyleTable.adjustment(for: style, on: platform, in: .standard)?.resolved == nil
            else { continue }
            #expect(resolution.resolved == style.look, "\(style.id) on \(platform)")
        }
    }

    @Test("checkbox on iOS is unavailable, names macOS, and says what the gallery shows instead")
    func checkboxOnIOS() throws {
        let resolution = try StyleResolver.resolve(.toggle, style: "checkbox", platform: .iOS)
        #expect(!resolution.isAvailable)
        #expect(resolution.availablePlatforms == [.macOS])
        #expect(resolution.shownPlatform == .macOS)
        #expect(resolution.shownInstead?.english == "checkbox as it looks on macOS, dimmed")
        #expect(resolution.reasons[0].contains("not available on iOS"))
    }

    @Test("A family missing on a platform is shown as on the first platform that has it")
    func missingFamily() throws {
        let resolution = try StyleResolver.resolve(.datePicker, platform: .tvOS)
        #expect(!resolution.isAvailable)
        #expect(resolution.shownPlatform == .iOS)
        #expect(resolution.resolved.name == "compact")
        #expect(!resolution.availablePlatforms.contains(.tvOS))
    }

    @Test("Style names are matched without regard to case or punctuation")
    func styleNames() throws {
        #expect(try StyleResolver.resolve(.textField, style: "ROUNDEDBORDER", platform: .iOS).requested == "roundedBorder")
        #expect(try StyleCatalog.style(named: "pageindexdisplaymode", in: .tabView).name == "page(indexDisplayMode:)")
        #expect(throws: UnknownNameError.self) { try StyleResolver.resolve(.toggle, style: "sparkly", platform: .iOS) }
    }

    @Test("An unknown style's error lists the family's styles")
    func unknownStyleMessage() {
        do {
            _ = try StyleCatalog.style(named: "sparkly", in: .toggle)
            Issue.record("no error")
        } catch {
            #expect(error.description == "unknown toggle style 'sparkly'; valid toggle styles: automatic, switch, checkbox, button")
        }
    }
}
