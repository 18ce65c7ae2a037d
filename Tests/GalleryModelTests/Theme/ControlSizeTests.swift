@testable import GalleryModel
import Testing

/// The Mac's controls come in size classes: every bezelled control of one class stands as tall as the others, border
/// to border, in both design eras, and `.controlSize(_:)` picks the class.
@Suite("Mac control sizes")
struct ControlSizeTests {
    private let mac = PlatformTheme.of(.macOS)

    /// The declarations of the last rule in `css` whose selector list holds `selector` exactly and that declares
    /// `property`: of equal rules, the one that wins.
    private func rule(for selector: String, declaring property: String = "min-height", in css: String) -> String? {
        css.components(separatedBy: "\n").last { line in
            guard let brace = line.firstIndex(of: "{"), line[brace...].contains(" \(property): ") else { return false }
            return line[..<brace].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains(selector)
        }.map { String($0[$0.firstIndex(of: "{")!...]) }
    }

    /// A declaration's pixels in `rule` ("min-height: 22px" → 22; "padding: 2px" → 2).
    private func pixels(_ property: String, in rule: String) -> Int? {
        guard let start = rule.range(of: " " + property + ": ") else { return nil }
        return Int(rule[start.upperBound...].prefix { $0.isNumber })
    }

    @Test("A regular control is 24 pixels tall from macOS 26 and 22 before; the classes grow from mini to large; other platforms keep their own")
    func classes() {
        #expect(mac.controlBoxHeight(.regular, in: .liquidGlass) == 24)
        #expect(mac.controlBoxHeight(.regular, in: .classic) == 22)
        for era in DesignEra.allCases {
            let heights = [ControlSize.mini, .small, .regular, .large].compactMap { mac.controlBoxHeight($0, in: era) }
            #expect(heights == heights.sorted() && Set(heights).count == 4, "\(era): \(heights)")
            // SwiftUI's extra large resolves to large everywhere but visionOS.
            #expect(mac.controlBoxHeight(.extraLarge, in: era) == mac.controlBoxHeight(.large, in: era))
        }
        for platform in Platform.allCases where platform != .macOS {
            #expect(PlatformTheme.of(platform).controlBoxHeight(.regular, in: .liquidGlass) == nil, "\(platform)")
        }
    }

    @Test("Push, pop-up and pull-down buttons, fields and the segmented track come out at the class's height, border to border",
          arguments: DesignEra.allCases)
    func sameHeight(era: DesignEra) throws {
        let css = PlatformTheme.stylesheet(for: [.macOS])
        let scope = ".stage.platform-macos.\(era.cssClass)"
        let box = try #require(mac.controlBoxHeight(.regular, in: era))
        // Each has a 1-pixel border and no vertical padding: its border box is its min-height and the border.
        for control in ["button.bordered-button:not(.flat)", "button.suggested-action:not(.flat)", "menubutton.popup-button > button",
                        "menubutton.bordered-button > button", "entry:not(.plain-field)"] {
            let declarations = try #require(rule(for: "\(scope) \(control)", in: css), "\(control)")
            #expect(pixels("min-height", in: declarations).map { $0 + 2 } == box, "\(control): \(declarations)")
            #expect(declarations.contains("padding-top: 0;") && declarations.contains("padding-bottom: 0;"), "\(control)")
        }
        // The track's inset around its height make the same height; no segment, not even the chosen one inside its
        // 1-pixel rim, is taller than the track holds.
        let track = try #require(rule(for: "\(scope) .linked.segmented", in: css))
        let segment = try #require(rule(for: "\(scope) .linked.segmented > button", in: css))
        let inset = try #require(pixels("padding", in: track)), inside = try #require(pixels("min-height", in: track))
        #expect(2 * inset + inside == box)
        #expect(try #require(pixels("min-height", in: segment)) + 2 <= inside)
    }

    @Test("`.controlSize(.small)` on a scene's button gives it the small class, whose rule makes it the small height in its smaller text")
    func chosenSize() throws {
        var button = SceneNode(.styled(.button), arguments: [SceneArgument(nil, .string("Save"))])
        button.modifiers = [SceneModifier(.controlSize(.small))]
        let widget = ScenePlanner.plan(SceneResolver.resolve(Scene(name: "Test", roots: [button]), in: Context(platform: .macOS))).drawn
        let drawn = try #require(widget.allPlans.first { $0.kind == .button })
        #expect(drawn.cssClasses.contains("control-size-small"))
        let css = PlatformTheme.stylesheet(for: [.macOS])
        let small = try #require(rule(for: ".stage.platform-macos.era-liquid-glass button.bordered-button.control-size-small:not(.flat)",
                                      in: css))
        #expect(pixels("min-height", in: small).map { $0 + 2 } == mac.controlBoxHeight(.small, in: .liquidGlass))
        #expect(pixels("font-size", in: small) == 11)
        #expect(PlatformTheme.controlSizeClass(.regular) == nil, "the regular size needs no class")
    }

    @Test("The Mac's checkbox is 14 pixels square at the regular size, at the leading edge of its row")
    func checkbox() throws {
        let css = PlatformTheme.stylesheet(for: [.macOS])
        let check = try #require(rule(for: ".stage.platform-macos.era-liquid-glass checkbutton > check", in: css))
        #expect(pixels("min-width", in: check).map { $0 + 2 } == 14 && pixels("min-height", in: check).map { $0 + 2 } == 14)
        let row = try #require(rule(for: ".stage.platform-macos.era-liquid-glass checkbutton", declaring: "padding-left", in: css))
        #expect(row.contains("padding-left: 0;"))
    }
    @Test("On iPhone and iPad .controlSize(.large) draws a bordered button 50 points tall, .small 28; the regular size keeps its own height")
    func touchSizes() throws {
        for platform in [Platform.iOS, .iPadOS] {
            let theme = PlatformTheme.of(platform)
            let css = PlatformTheme.stylesheet(for: [platform])
            let large = try #require(rule(for: ".stage.\(theme.cssClass) button.bordered-button.control-size-large:not(.flat)", in: css), "\(platform)")
            #expect(pixels("min-height", in: large).map { $0 + 2 } == 50)
            let small = try #require(rule(for: ".stage.\(theme.cssClass) .control-size-small button.suggested-action:not(.flat)", in: css), "\(platform)")
            #expect(pixels("min-height", in: small).map { $0 + 2 } == 28)
            #expect(theme.touchButtonHeight(.regular) == nil)
        }
        #expect(!PlatformTheme.stylesheet(for: [.watchOS]).contains("control-size-large"))
    }
}
