@testable import GalleryModel
import Testing

/// Vision Pro's bordered buttons, a menu's button among them, are broad capsules around their titles: a short title
/// ("Edit") is not drawn in a circle, which reads as an icon button.
@Suite("Vision Pro button shape")
struct VisionButtonShapeTests {
    @Test("Bordered buttons and menu buttons keep room on each side of their title on Vision Pro, in each of its eras")
    func padding() {
        let sheet = PlatformTheme.stylesheet(for: [.visionOS])
        for era in PlatformTheme.eras(of: .visionOS).map(\.era) {
            let scope = ".stage.platform-visionos.\(era.cssClass)"
            let rule = sheet.split(separator: "\n").first { line in
                line.contains("\(scope) menubutton.bordered-button > button") && line.contains("padding-left: \(PlatformTheme.visionTitleButtonPadding)px")
            }
            #expect(rule?.contains("\(scope) button.bordered-button:not(.flat)") == true, "\(era): \(rule ?? "no rule")")
        }
        for platform in Platform.allCases where platform != .visionOS {
            #expect(!PlatformTheme.stylesheet(for: [platform]).contains("padding-left: \(PlatformTheme.visionTitleButtonPadding)px; padding-right"),
                    "\(platform)")
        }
    }
}
