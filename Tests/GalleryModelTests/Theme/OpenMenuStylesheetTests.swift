import Foundation
import GalleryModel
import Testing

/// The stylesheet draws every open menu from its platform's ``MenuPanelLook``.
@Suite("Open menu stylesheet")
struct OpenMenuStylesheetTests {
    @Test("The stylesheet draws every platform's panel in each era and scheme: its panel, highlight and shadow")
    func stylesheet() {
        let css = PlatformTheme.stylesheet
        for platform in Platform.allCases {
            for era in PlatformTheme.eras(of: platform) {
                for scheme in ColorScheme.allCases {
                    let stage = ".stage.\(PlatformTheme.of(platform).cssClass).\(era.era.cssClass).scheme-\(scheme.rawValue)"
                    let scope = "\(stage) popover.open-menu"
                    // A control's own popover (the compact date picker's calendar) sits on the same panel.
                    let panel = "\(stage) popover.\(PlatformTheme.openPanelClass)"
                    let look = MenuPanelLook.of(platform, era: era.era)
                    #expect(css.contains("\(scope) > contents, \(panel) > contents { padding: \(look.verticalPadding)px 0; border-radius: \(look.cornerRadius)px;"))
                    #expect(css.contains("background-color: \(look.colors(scheme).highlight); color: \(look.colors(scheme).highlightText);"))
                    // Without a compositor the shadow would be drawn black: the rule drops it.
                    #expect(css.contains("window.solid-csd \(scope) > contents, window.solid-csd \(panel) > contents { box-shadow: none; }"))
                }
            }
        }
    }
}
