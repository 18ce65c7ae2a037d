/// The colours one platform's stage draws with in one colour scheme.
///
/// The tint, its text and the system red are Apple's own, as the Human Interface Guidelines specify them for the
/// platform, release and scheme, even where they miss WCAG AA for text (light-mode system blue on white is 4.0:1):
/// the stage shows what Apple draws, and ``PlatformTheme/contrastFindings(_:era:)`` says where it falls short. The
/// greys, glass and platters Apple does not publish are the gallery's readings, chosen to reach 4.5:1.
/// ``textPairs`` lists every text colour with every background the stylesheet draws it on.
public struct StagePalette: Sendable, Equatable {
    /// The stage itself: a screen's background.
    public let background: RGBColor
    /// Grouped rows, fields, editors, tables and calendars.
    public let surface: RGBColor
    /// Primary text.
    public let text: RGBColor
    /// Captions, values, section headers, a wheel's neighbours; placeholders too where the platform gives them no
    /// colour of their own (``placeholder``).
    public let secondaryText: RGBColor
    /// Whether ``secondaryText`` is Apple's secondary label colour, laid on the row as the screen shows it (iOS,
    /// iPadOS, tvOS and the Mac publish one, lighter than 4.5:1 in light mode), so that its shortfall is reported;
    /// else it is the gallery's reading, held to 4.5:1.
    public let secondaryTextIsApples: Bool
    /// A text field's placeholder (its prompt) where Apple gives it a colour of its own, lighter than a value's.
    let placeholderText: RGBColor?
    /// The platform's tint as Apple specifies it, the one colour every control and link derives from: system blue
    /// (https://developer.apple.com/design/human-interface-guidelines/color, Specifications), Apple Watch's green. Drawn as it is
    /// everywhere: check boxes, bars, the Mac's switch, a prominent button's fill (``accentFill``) and tinted text
    /// (``accentText``).
    public let tint: RGBColor
    /// A switch's track when on: green on iOS, iPadOS and watchOS, the tint on the Mac
    /// (https://developer.apple.com/design/human-interface-guidelines/toggles, iOS, iPadOS: "The default green color").
    public let switchOn: RGBColor
    /// Tinted text (borderless buttons, links, pop-up buttons, selected marks), where the platform draws it in another colour
    /// than the tint (visionOS's white).
    private let tintedText: RGBColor?
    /// Text on ``accentFill``.
    public let onAccent: RGBColor
    /// The text of destructive buttons: the system red, or on visionOS the red lifted by its vibrancy
    /// (``NamedColor/textHex(on:)``).
    public let destructiveText: RGBColor
    /// A prominent destructive button's fill (its text is white): the system red.
    public let destructiveFill: RGBColor
    /// The raised thumb of a segmented control, under the selected segment.
    public let thumb: RGBColor
    /// Plain buttons' platters where the platform draws one (watchOS, visionOS, the Mac's push button).
    public let buttonPlatter: RGBColor
    /// The focused control's platter on tvOS, which lifts it from the screen.
    public let focusPlatter: RGBColor
    /// Whether a bordered button sits on the neutral ``buttonPlatter`` every button shares, not a tinted one: visionOS
    /// draws its buttons on a lighter, untinted glass platter over the window's glass, their titles white
    /// (https://developer.apple.com/design/human-interface-guidelines/materials, visionOS: windows are glass and controls
    /// sit on lighter material; https://developer.apple.com/design/human-interface-guidelines/buttons, visionOS: a button
    /// has a visible background platter). The Mac's push buttons are its white (dark grey in dark mode) bezel whatever
    /// their tint or role, a destructive one's title alone red (https://developer.apple.com/design/human-interface-guidelines/buttons,
    /// macOS: push buttons; the gallery's reading of AppKit's bezel).
    public let neutralBorderedPlatter: Bool
    /// Whether text fields are recessed into the stage (``recessedField``): Vision Pro's glass.
    public let recessedFields: Bool

    /// How strongly a tinted platter (a bordered button) shows its tint.
    public static let platterTint = 0.12

    /// A palette whose tinted colours are `tint`; `accentText` replaces it in text where the platform draws tinted
    /// text in another colour (visionOS's white), `switchOn` the tint on a switch.
    init(background: RGBColor, surface: RGBColor, text: RGBColor, secondaryText: RGBColor, secondaryTextIsApples: Bool = false,
         placeholderText: RGBColor? = nil, tint: RGBColor,
         accentText: RGBColor? = nil, switchOn: RGBColor? = nil, onAccent: RGBColor, destructiveText: RGBColor,
         destructiveFill: RGBColor, thumb: RGBColor, buttonPlatter: RGBColor, focusPlatter: RGBColor,
         neutralBorderedPlatter: Bool = false, recessedFields: Bool = false) {
        self.background = background
        self.surface = surface
        self.text = text
        self.secondaryText = secondaryText
        self.secondaryTextIsApples = secondaryTextIsApples
        self.placeholderText = placeholderText
        self.tint = tint
        self.tintedText = accentText
        self.switchOn = switchOn ?? tint
        self.onAccent = onAccent
        self.destructiveText = destructiveText
        self.destructiveFill = destructiveFill
        self.thumb = thumb
        self.buttonPlatter = buttonPlatter
        self.focusPlatter = focusPlatter
        self.neutralBorderedPlatter = neutralBorderedPlatter
        self.recessedFields = recessedFields
    }

    /// This palette with another system blue (the 26 releases' palette) or a chosen tint in every tinted colour; a
    /// switch that is not the accent colour (iOS's green) stays as it is unless `switches` (a `.tint(_:)` colours a
    /// switch too: https://developer.apple.com/documentation/swiftui/switchtogglestyle).
    func retinted(_ tint: RGBColor, switches: Bool = false) -> StagePalette {
        StagePalette(background: background, surface: surface, text: text, secondaryText: secondaryText, secondaryTextIsApples: secondaryTextIsApples,
                     placeholderText: placeholderText,
                     tint: tint, accentText: tintedText, switchOn: switches || switchOn == self.tint ? tint : switchOn, onAccent: onAccent,
                     destructiveText: destructiveText, destructiveFill: destructiveFill, thumb: thumb,
                     buttonPlatter: buttonPlatter, focusPlatter: focusPlatter, neutralBorderedPlatter: neutralBorderedPlatter,
                     recessedFields: recessedFields)
    }

    /// This palette with another system red (the 26 releases' palette): `red` in fills, `text` in destructive text.
    func withSystemRed(_ red: RGBColor, text: RGBColor) -> StagePalette {
        StagePalette(background: background, surface: surface, text: self.text, secondaryText: secondaryText, secondaryTextIsApples: secondaryTextIsApples,
                     placeholderText: placeholderText,
                     tint: tint, accentText: tintedText, switchOn: switchOn, onAccent: onAccent, destructiveText: text, destructiveFill: red,
                     thumb: thumb, buttonPlatter: buttonPlatter, focusPlatter: focusPlatter, neutralBorderedPlatter: neutralBorderedPlatter,
                     recessedFields: recessedFields)
    }

    /// A text field's placeholder: Apple's placeholder colour where it has one, else the secondary text.
    public var placeholder: RGBColor { placeholderText ?? secondaryText }

    /// Whether the palette is a dark one: its stage darker than mid grey.
    var isDark: Bool { background.relativeLuminance < 0.18 }

    /// Filled controls with text on them (prominent buttons, selected dates): the tint itself, under ``onAccent``
    /// (https://developer.apple.com/design/human-interface-guidelines/buttons: a prominent button is filled with the
    /// accent colour). White on light-mode system blue is 4.0:1, which ``PlatformTheme/contrastFindings(_:era:)`` reports.
    public var accentFill: RGBColor { tint }
    /// Tinted text: the tint itself, or the colour the platform draws tinted text in.
    public var accentText: RGBColor { tintedText ?? tint }

    /// The text of the selected segment.
    public var thumbText: RGBColor { Self.readable(on: thumb, text, RGBColor(hex: "#1c1c1e")) }
    /// The text on a plain button's platter.
    public var buttonPlatterText: RGBColor { Self.readable(on: buttonPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// The text on the focus platter.
    public var focusPlatterText: RGBColor { Self.readable(on: focusPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// Secondary text on the focus platter (a focused row's value, "Apple" beside a picker's label): the platter's text
    /// faded toward the platter as far as it still reads with a margin over 4.5:1, so a value stays secondary to its
    /// label when the row lifts (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection, tvOS;
    /// Apple does not publish the colour).
    public var focusPlatterSecondaryText: RGBColor {
        for step in 6...10 {
            let color = focusPlatterText.over(focusPlatter, alpha: Double(step) / 10)
            if RGBColor.contrast(color, focusPlatter) >= 4.7 { return color }
        }
        return focusPlatterText
    }
    /// How strongly a bordered button's platter shows the tint: twice as strongly on a dark stage, where the light
    /// scheme's 12% of blue over black all but vanishes.
    public var platterAlpha: Double { isDark ? Self.platterTint * 2 : Self.platterTint }
    /// A navigation row's disclosure indicator: the light tertiary grey, the label colour at 30 % over the row
    /// (https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel; the chevron of
    /// https://developer.apple.com/design/human-interface-guidelines/lists-and-tables), about #BBBBBC on a white row
    /// where the secondary text's #636366 read as dark as the words.
    public var disclosureIndicator: RGBColor { text.over(surface, alpha: 0.3) }
    /// The tint, lightly, over the stage: a tinted platter (a bordered button on iPhone and iPad, a selected tab or date).
    public var accentPlatter: RGBColor { tint.over(background, alpha: platterAlpha) }
    /// A bordered button's platter: the tinted one (``accentPlatter``), or the neutral one where the platform draws it
    /// (``neutralBorderedPlatter``).
    public var borderedPlatter: RGBColor { neutralBorderedPlatter ? buttonPlatter : accentPlatter }
    /// A bordered button's title: tinted on a tinted platter, the platter's own text on a neutral one.
    public var borderedText: RGBColor { neutralBorderedPlatter ? buttonPlatterText : accentText }
    /// A switch's track when off: Apple's secondary system fill — (120, 120, 128) at 16% in light, 32% in dark, over the
    /// row's surface — which UIKit names as the fill of "the background of a switch"
    /// (https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill, and SwiftUI's
    /// https://developer.apple.com/documentation/swiftui/shapestyle/fill). The Mac backs a switch with its tertiary
    /// fill (https://developer.apple.com/documentation/appkit/nscolor/tertiarysystemfill), whose values Apple does not
    /// publish: the same grey stands in for it.
    /// On Vision Pro's glass (the palette whose fields are recessed, ``recessedFields``) the grey would vanish into the
    /// glass: its off track is a lighter layer, white at a quarter over the surface, as its controls stand on lighter
    /// material (https://developer.apple.com/design/human-interface-guidelines/materials, visionOS; the share is the
    /// gallery's reading).
    public var switchOff: RGBColor {
        recessedFields ? RGBColor(hex: "#ffffff").over(surface, alpha: 0.25) : RGBColor(hex: "#787880").over(surface, alpha: isDark ? 0.32 : 0.16)
    }
    /// The empty part of a slider's, a progress bar's or a linear gauge's track: Apple's system fill — (120, 120, 128)
    /// at 20% in light, 36% in dark, over the row's surface — the colour "for thin shapes, such as the track of a
    /// slider" on iOS and the Mac alike (https://developer.apple.com/documentation/uikit/uicolor/systemfill,
    /// https://developer.apple.com/documentation/appkit/nscolor/systemfill), never GTK's beige trough.
    public var track: RGBColor { RGBColor(hex: "#787880").over(surface, alpha: trackAlpha) }
    /// The track's fill as the stylesheet draws it: the system fill translucent, as Apple's is, so that it shows on
    /// whatever the control sits on (a row, or Apple TV's window, where over the row's white it vanished).
    public var trackCSS: String { "alpha(#787880, \(trackAlpha))" }
    /// How opaque the system fill is: 20% in light, 36% in dark.
    private var trackAlpha: Double { isDark ? 0.36 : 0.20 }
    /// A selected row: the tint, lightly, over the surface.
    public var selectedRow: RGBColor { accentFill.over(surface, alpha: 0.25) }
    /// Secondary text in a selected row: the secondary colour, moved toward the text colour
    /// far enough to read on the tinted row with a margin for how the screen rounds colours.
    public var selectedRowSecondaryText: RGBColor { secondaryText(readableOn: selectedRow) }
    /// The gallery's own words on a stage (the headings of the buttons page's grid, `stage-chrome`): the secondary
    /// colour, moved toward the text colour far enough to read on the stage. They are the gallery's words, not the
    /// app's, so they keep 4.5:1 where Apple's secondary label does not.
    public var chromeSecondaryText: RGBColor { secondaryText(readableOn: background) }

    /// The secondary colour, moved toward the text colour far enough to read on `background` with a margin for how the
    /// screen rounds colours.
    private func secondaryText(readableOn background: RGBColor) -> RGBColor {
        for step in 0...10 {
            let color = text.over(secondaryText, alpha: Double(step) / 10)
            if RGBColor.contrast(color, background) >= 4.7 { return color }
        }
        return text
    }
    /// A bordered destructive button's platter, as drawn over the stage: tinted red, or the neutral platter under its
    /// red title (``neutralBorderedPlatter``).
    public var destructivePlatter: RGBColor {
        neutralBorderedPlatter ? buttonPlatter : destructiveFill.over(background, alpha: platterAlpha)
    }
    /// Apple TV's unfocused platter: a translucent grey, not the tint (the focused one is ``focusPlatter``). A list's
    /// rows wait on it too, only the focused one lifting onto the light platter
    /// (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection, tvOS).
    public var unfocusedPlatter: RGBColor { text.over(background, alpha: 0.1) }
    /// Secondary text on the unfocused platter (a row's value, a field's prompt, a toggle's "Off"): the secondary
    /// colour, moved toward the text colour far enough to read on the grey with a margin for how the screen rounds
    /// colours: the gallery's reading of Apple's translucent secondary label on a translucent platter, held to 4.5:1.
    public var unfocusedPlatterSecondaryText: RGBColor { secondaryText(readableOn: unfocusedPlatter) }

    /// How much black a recessed text field lays over what it sits on: Vision Pro draws a field sunk into the
    /// window's glass, a darker translucent fill with no outline
    /// (https://developer.apple.com/design/human-interface-guidelines/text-fields, visionOS;
    /// https://developer.apple.com/design/human-interface-guidelines/materials, visionOS, where the window is glass).
    /// Apple does not publish the fill; the share is the gallery's reading, held to 4.5:1 by the field's text pairs.
    public static let recessedFieldShade = 0.22
    /// A recessed field's fill as drawn over a row (``surface``), the lighter of the two backgrounds a field sits on,
    /// so the lower of its contrasts with the field's text.
    public var recessedField: RGBColor { RGBColor(hex: "#000000").over(surface, alpha: Self.recessedFieldShade) }

    /// Liquid Glass (the 26 releases' glass buttons): the surface, partly letting the stage through.
    public var glassPlatter: RGBColor { surface.over(background, alpha: 0.6) }
    /// The clear Glass value: more of the stage shows through.
    public var clearGlassPlatter: RGBColor { surface.over(background, alpha: 0.25) }
    /// Glass tinted orange (the `glass(_:)` card's `.regular.tint(.orange)`): as much orange as still
    /// leaves the label readable, with a margin for how the screen rounds colours.
    public var tintedGlassPlatter: RGBColor {
        let orange = RGBColor(hex: "#ff9500")
        for percent in stride(from: 45, through: 5, by: -5) {
            let platter = orange.over(glassPlatter, alpha: Double(percent) / 100)
            if max(RGBColor.contrast(text, platter), RGBColor.contrast(RGBColor(hex: "#1c1c1e"), platter)) >= 4.7 { return platter }
        }
        return glassPlatter
    }
    /// Text on glass.
    public var glassText: RGBColor { Self.readable(on: glassPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// Text on clear glass.
    public var clearGlassText: RGBColor { Self.readable(on: clearGlassPlatter, text, RGBColor(hex: "#1c1c1e")) }
    /// Text on tinted glass.
    public var tintedGlassText: RGBColor { Self.readable(on: tintedGlassPlatter, text, RGBColor(hex: "#1c1c1e")) }

    /// Every text colour on every background the stylesheet draws it on.
    public var textPairs: [StageTextPair] {
        func pair(_ role: StageTextRole, _ text: RGBColor, _ background: RGBColor) -> StageTextPair {
            StageTextPair(role: role, text: text, background: background,
                          isApples: role == .secondaryTextOnStage || role == .secondaryTextOnSurface ? secondaryTextIsApples : nil)
        }
        return [
            pair(.textOnStage, text, background), pair(.textOnSurface, text, surface),
            pair(.secondaryTextOnStage, secondaryText, background), pair(.secondaryTextOnSurface, secondaryText, surface),
        ] + (placeholderText.map { [pair(.placeholderOnStage, $0, background), pair(.placeholderOnSurface, $0, surface)] } ?? []) + [
            pair(.tintedTextOnStage, accentText, background), pair(.tintedTextOnSurface, accentText, surface),
            pair(.destructiveTextOnStage, destructiveText, background), pair(.destructiveTextOnSurface, destructiveText, surface),
            pair(.textOnFilledControl, onAccent, accentFill),
            pair(.textOnDestructiveFill, RGBColor(hex: "#ffffff"), destructiveFill),
            pair(.selectedSegment, thumbText, thumb),
            pair(.borderedButton, borderedText, borderedPlatter),
            pair(.tintedCard, text, accentPlatter),
            pair(.borderedDestructiveButton, destructiveText, destructivePlatter),
            pair(.selectedRow, text, selectedRow),
            pair(.secondaryTextInSelectedRow, selectedRowSecondaryText, selectedRow),
            pair(.galleryWordsOnStage, chromeSecondaryText, background),
            pair(.buttonPlatter, buttonPlatterText, buttonPlatter),
            pair(.focusedControl, focusPlatterText, focusPlatter),
            pair(.secondaryTextOnFocusedControl, focusPlatterSecondaryText, focusPlatter),
            pair(.unfocusedPlatter, text, unfocusedPlatter),
            pair(.secondaryTextOnUnfocusedPlatter, unfocusedPlatterSecondaryText, unfocusedPlatter),
            pair(.glassButton, glassText, glassPlatter),
            pair(.clearGlassButton, clearGlassText, clearGlassPlatter),
            pair(.tintedGlassButton, tintedGlassText, tintedGlassPlatter),
        ] + containerTextPairs + (recessedFields ? [
            pair(.textInRecessedField, text, recessedField), pair(.placeholderInRecessedField, secondaryText, recessedField),
        ] : [])
    }

    /// Whichever of `first` and `second` reads better on `background`.
    private static func readable(on background: RGBColor, _ first: RGBColor, _ second: RGBColor) -> RGBColor {
        RGBColor.contrast(first, background) >= RGBColor.contrast(second, background) ? first : second
    }
}
