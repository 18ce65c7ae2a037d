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

    @Test("The Mac highlights the row under the pointer in the system blue with white text, in both schemes")
    func macHighlight() {
        for era in [DesignEra.classic, .liquidGlass] {
            let look = MenuPanelLook.of(.macOS, era: era)
            #expect(look.light.highlight == RGBColor(hex: "#007aff") && look.dark.highlight == RGBColor(hex: "#0a84ff"))
            #expect(look.light.highlightText == RGBColor(hex: "#ffffff") && look.dark.highlightText == RGBColor(hex: "#ffffff"))
        }
        // iPhone's pressed row is grey, its text unchanged.
        let iOS = MenuPanelLook.of(.iOS, era: .liquidGlass)
        #expect(iOS.light.highlightText == iOS.light.text)
    }
}
