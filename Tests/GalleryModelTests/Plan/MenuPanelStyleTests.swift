import Foundation
import GalleryModel
import Testing

/// Each platform and era has its own menu panel: the style a release opens, and the panel's shape and colours.
@Suite("Menu panel styles")
struct MenuPanelStyleTests {
    @Test("A release opens its era's menu: macOS 15 the look before Liquid Glass, macOS 26 Liquid Glass")
    func releases() {
        #expect(MenuPanelStyle.on(.macOS, release: "15").era == .classic)
        #expect(MenuPanelStyle.on(.macOS, release: "26").era == .liquidGlass)
        #expect(MenuPanelStyle.on(.iOS, release: "18").look == MenuPanelLook.of(.iOS, era: .classic))
        #expect(MenuPanelStyle.on(.iPadOS, release: "26").look == MenuPanelLook.of(.iOS, era: .liquidGlass))
        #expect(MenuPanelStyle.on(.iOS, release: "26").iconAlignment == .end)
        #expect(MenuPanelStyle.on(.macOS, release: "26").name == "macOS-liquidGlass")
    }

    @Test("Each era draws its own panel: Liquid Glass rounds it further than the look before it")
    func eras() {
        for platform in [Platform.iOS, .iPadOS, .macOS] {
            let classic = MenuPanelLook.of(platform, era: .classic)
            let glass = MenuPanelLook.of(platform, era: .liquidGlass)
            #expect(glass.cornerRadius > classic.cornerRadius)
            #expect(classic.light != classic.dark && glass.light != glass.dark)
        }
        // iOS before Liquid Glass parts sections with a wide grey band and rows with hairlines; iOS 26 with an inset hairline.
        #expect(MenuPanelLook.of(.iOS, era: .classic).sectionSeparator == .gap(height: 8))
        #expect(MenuPanelLook.of(.iOS, era: .classic).linesBetweenRows)
        #expect(!MenuPanelLook.of(.iOS, era: .liquidGlass).linesBetweenRows)
    }

    @Test("The Mac highlights the row under the pointer in its era's system blue with white text, in both schemes")
    func macHighlight() {
        let blues: [DesignEra: (light: String, dark: String)] = [.classic: ("#007aff", "#0a84ff"), .liquidGlass: ("#0088ff", "#0091ff")]
        for (era, blue) in blues {
            let look = MenuPanelLook.of(.macOS, era: era)
            #expect(look.light.highlight == RGBColor(hex: blue.light) && look.dark.highlight == RGBColor(hex: blue.dark))
            #expect(look.light.highlightText == RGBColor(hex: "#ffffff") && look.dark.highlightText == RGBColor(hex: "#ffffff"))
        }
        // iPhone's pressed row is grey, its text unchanged.
        let iOS = MenuPanelLook.of(.iOS, era: .liquidGlass)
        #expect(iOS.light.highlightText == iOS.light.text)
    }

    @Test("A menu's destructive row is the red of a destructive button on the same platform, era and scheme, and its text the stage's",
          arguments: Platform.allCases)
    func destructiveRed(platform: Platform) {
        let theme = PlatformTheme.of(platform)
        for start in PlatformTheme.eras(of: platform) {
            for scheme in ColorScheme.allCases {
                let palette = theme.palette(scheme, era: start.era)
                let menu = MenuPanelStyle.on(platform, release: start.since).look.colors(scheme)
                #expect(menu.destructive == palette.destructiveText, "\(platform) \(start.era) \(scheme)")
                #expect(menu.text == palette.text && menu.secondaryText == palette.secondaryText)
                // What the stylesheet paints: the menu's red row and the destructive button's title, in the stage's scope.
                let scope = ".stage.\(theme.cssClass).\(start.era.cssClass).scheme-\(scheme.rawValue)"
                let buttonScopes = [scope, ".stage.\(theme.cssClass).scheme-\(scheme.rawValue)"]
                #expect(buttonScopes.contains { button in
                    PlatformTheme.stylesheet.contains(
                        "\(button) .destructive-text, \(button) .destructive-text label { color: \(palette.destructiveText); }")
                })
                #expect(PlatformTheme.stylesheet.contains(
                    "\(scope) popover.open-menu button.open-menu-row.open-menu-destructive { color: \(palette.destructiveText); }"))
            }
        }
        // The 26 releases' red, not the red before them (https://developer.apple.com/design/human-interface-guidelines/color).
        if platform != .visionOS {
            #expect(MenuPanelStyle.on(platform, release: "26").look.colors(.light).destructive
                    == RGBColor(hex: platform == .watchOS ? "#ff4245" : "#ff383c"))
        }
    }
}
