/// The Mac's control sizes. AppKit sizes its controls in classes, not one by one: a push button, a pop-up or pull-down
/// button, a text field and a segmented control of the same class stand exactly as tall as one another
/// (https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum, "regular: the default control
/// size"; https://developer.apple.com/design/human-interface-guidelines/buttons,
/// https://developer.apple.com/design/human-interface-guidelines/pop-up-buttons,
/// https://developer.apple.com/design/human-interface-guidelines/segmented-controls), and SwiftUI's `.controlSize(_:)`
/// picks the class (https://developer.apple.com/documentation/swiftui/controlsize). The stage draws each bezelled
/// control border to border at its class's height, whatever GTK's theme pads it with.
extension PlatformTheme {
    /// How tall, outer edge to outer edge, the Mac draws a bezelled control of `size` in `era`; nil on the other
    /// platforms, whose controls keep their own heights.
    ///
    /// Apple's pages name the classes but print no heights. The regular height is the gallery's reading of the Mac:
    /// 22 points before macOS 26 (a regular push button's bezel), 24 from macOS 26, whose controls grew
    /// ("Controls", https://developer.apple.com/documentation/technologyoverviews/adopting-liquid-glass); a
    /// third-party binding of AppKit documents the same 24 points for a regular pop-up button on macOS 26, and small below
    /// 22, mini below 18 (https://pub.dev/documentation/cupertino_native_better/2.7.3/components_pop_up_button/CNPopUpButton/height.html).
    /// The binding gives macOS 26 an extra-large class from 40 points, where Apple's page says `.extraLarge` resolves to
    /// `.large` on every platform but visionOS (https://developer.apple.com/documentation/swiftui/controlsize):
    /// the gallery follows Apple's page.
    public func controlBoxHeight(_ size: ControlSize, in era: DesignEra) -> Int? {
        guard platform == .macOS else { return nil }
        let newer = era == .liquidGlass
        return switch size {
        case .mini: newer ? 16 : 15
        case .small: newer ? 20 : 19
        case .regular: newer ? 24 : 22
        case .large, .extraLarge: newer ? 30 : 28
        }
    }

    /// The text size of a Mac control of `size`: the small system font on small controls, the mini one on mini
    /// controls, the body size elsewhere (https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum/small:
    /// "Use a small system font with a small control"; https://developer.apple.com/documentation/appkit/nsfont/smallsystemfontsize).
    public func controlFontSize(_ size: ControlSize) -> Int {
        switch size {
        case .mini: 9
        case .small: 11
        case .regular, .large, .extraLarge: fontSize
        }
    }

    /// The class a control carries where `.controlSize(size)` is in force, or nil at the regular size, which needs none:
    /// "control-size-small".
    public static func controlSizeClass(_ size: ControlSize) -> String? {
        size == .regular ? nil : "control-size-\(size.rawValue)"
    }

    /// The track's inset around the Mac's segments: the track, not each segment, is the control's outer edge.
    public static let segmentTrackInset = 2

    /// The room either side of a Mac segment's title: the segments fit their titles, each as wide as the widest.
    public static let segmentTitleInset = 12

    /// The side of the Mac's checkbox of `size`, border included: 14 points at the regular size, two points less a
    /// class smaller (the gallery's reading of AppKit's checkboxes, beside their 13-point title; Apple's page names the
    /// classes, https://developer.apple.com/documentation/appkit/nscontrol/controlsize-swift.enum, without sizes).
    public func checkBoxSide(_ size: ControlSize) -> Int {
        switch size {
        case .mini: 10
        case .small: 12
        case .regular: 14
        case .large, .extraLarge: 16
        }
    }

    /// The Mac's bezelled controls, each as the compound selector of the widget whose edge is the control's, and what
    /// lies inside that edge: a 1-pixel border (push, pull-down and pop-up buttons, glass buttons, fields) or the
    /// segmented control's track, whose segments fill it less its inset.
    private static let macBezels = [
        "button.bordered-button:not(.flat)", "button.suggested-action:not(.flat)", "button.destructive-action:not(.flat)",
        "button.glass-button", "button.toggle:not(.flat):not(.segment):not(.tab-item):not(.date-pill)",
    ]
    private static let macMenuBezels = ["menubutton.bordered-button", "menubutton.popup-button"]

    /// The rules that give every bezelled control on the Mac's stage its class's height (``controlBoxHeight(_:in:)``):
    /// no vertical padding, so its border box is its class's height exactly, and a smaller class's text where
    /// `.controlSize(_:)` chose one. A class is on the control itself or on a view around it.
    var controlSizeRules: String {
        if [.iOS, .iPadOS].contains(platform) { return touchControlSizeRules }
        guard platform == .macOS else { return "" }
        var css: [String] = []
        for start in Self.eras(of: platform) {
            let scope = ".stage.\(cssClass).\(start.era.cssClass)"
            for size in ControlSize.allCases {
                guard let box = controlBoxHeight(size, in: start.era) else { continue }
                // A selector for the control `compound` (with `tail` below it), inside a view of the size's class or
                // carrying the class itself; at the regular size, anywhere on the stage.
                func selectors(_ compound: String, _ tail: String = "") -> [String] {
                    guard let sizeClass = Self.controlSizeClass(size) else { return ["\(scope) \(compound)\(tail)"] }
                    return ["\(scope) .\(sizeClass) \(compound)\(tail)", "\(scope) \(Self.adding(sizeClass, to: compound))\(tail)"]
                }
                let font = size == .regular ? "" : " font-size: \(controlFontSize(size))px;"
                let bezels = Self.macBezels.flatMap { selectors($0) } + Self.macMenuBezels.flatMap { selectors($0, " > button") }
                    + selectors("entry:not(.plain-field)")
                css.append("\(bezels.joined(separator: ", ")) { min-height: \(box - 2)px; padding-top: 0; padding-bottom: 0;\(font) }")
                // The track holds its height inside its inset; its segments, no taller even where the chosen one's glass
                // adds a 1-pixel rim, stretch to fill it.
                let inside = box - 2 * Self.segmentTrackInset
                let track = selectors(".linked.segmented")
                css.append("\(track.joined(separator: ", ")) { min-height: \(inside)px; padding: \(Self.segmentTrackInset)px; border: none;\(font) }")
                let segments = selectors(".linked.segmented", " > button")
                css.append("\(segments.joined(separator: ", ")) { min-height: \(inside - 2)px;"
                           + " padding: 0 \(Self.segmentTitleInset)px; min-width: 0; }")
                // The checkbox and radio button: their box at the size's side, at the leading edge of their row, with
                // no inset of GTK's before it.
                let side = checkBoxSide(size)
                let boxes = selectors("checkbutton", " > check") + selectors("checkbutton", " > radio")
                css.append("\(boxes.joined(separator: ", ")) { min-width: \(side - 2)px; min-height: \(side - 2)px;"
                           + " -gtk-icon-size: \(side - 2)px; }")
                css.append("\(selectors("checkbutton").joined(separator: ", ")) { padding-left: 0; padding-right: 0;\(font) }")
            }
        }
        return css.joined(separator: "\n")
    }

    /// How tall iPhone and iPad draw a bordered button of `size`, in points, where it differs from the regular one:
    /// 50 large, 28 small and mini (the gallery's reading of UIKit's button sizes,
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration/size-swift.enum; SwiftUI's
    /// `.controlSize(_:)` picks them, https://developer.apple.com/documentation/swiftui/controlsize).
    public func touchButtonHeight(_ size: ControlSize) -> Int? {
        switch size {
        case .large, .extraLarge: 50
        case .small, .mini: 28
        case .regular: nil
        }
    }

    /// iPhone's and iPad's bordered buttons at the height of the size `.controlSize(_:)` chose.
    private var touchControlSizeRules: String {
        let bezels = ["button.bordered-button:not(.flat)", "button.suggested-action:not(.flat)", "button.destructive-action:not(.flat)",
                      "button.glass-button"]
        return ControlSize.allCases.compactMap { size -> String? in
            guard let height = touchButtonHeight(size), let sizeClass = Self.controlSizeClass(size) else { return nil }
            let scope = ".stage.\(cssClass)"
            let selectors = bezels.flatMap { ["\(scope) .\(sizeClass) \($0)", "\(scope) \(Self.adding(sizeClass, to: $0))"] }
            let font = height > 34 ? " font-weight: 600;" : " font-size: 15px;"
            return "\(selectors.joined(separator: ", ")) { min-height: \(height - 2)px; padding-top: 0; padding-bottom: 0;\(font) }"
        }.joined(separator: "\n")
    }

    /// `compound` with `cssClass` added to its element: "menubutton.popup-button.control-size-small",
    /// "button.control-size-small:not(.flat)".
    private static func adding(_ cssClass: String, to compound: String) -> String {
        guard let pseudo = compound.firstIndex(of: ":") else { return "\(compound).\(cssClass)" }
        return "\(compound[..<pseudo]).\(cssClass)\(compound[pseudo...])"
    }
}
