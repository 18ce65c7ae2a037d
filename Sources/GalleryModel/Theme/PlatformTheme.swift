/// How the emulated platform looks: its colours in each scheme, corner radii,
/// control sizes and type size. The window draws each example on a stage with
/// these values, so switching platform visibly changes the page.
///
/// Colours follow Apple's Human Interface Guidelines (system colours, grouped
/// backgrounds) as Apple specifies them, even where they miss WCAG AA for text,
/// which ``contrastFindings(_:era:)`` reports (see ``StagePalette``); sizes are scaled for a desktop screen.
public struct PlatformTheme: Sendable {
    /// The platform this theme draws.
    public let platform: Platform
    /// Corner radius of buttons and fields, in pixels.
    public let cornerRadius: Int
    /// Minimum height of buttons and fields, in pixels.
    public let controlHeight: Int
    /// Body text size, in pixels: the body text style's size in points, one pixel a point (``TextStyleMetrics``, from
    /// the Human Interface Guidelines' Typography page: 17 on iPhone, iPad and Vision Pro, 16 on the Watch, 13 on the
    /// Mac), so a stage's plain words are as large as its `Text(…).font(.body)`. Apple TV's 29-point body is drawn at
    /// 20, as its 56-pixel controls are: the TV's stage is its screen seen from across a room.
    public let fontSize: Int
    /// The colours in the light scheme.
    public let light: StagePalette
    /// The colours in the dark scheme.
    public let dark: StagePalette

    /// The theme of `platform`.
    public static func of(_ platform: Platform) -> PlatformTheme {
        switch platform {
        case .iOS:
            PlatformTheme(platform: platform, cornerRadius: 10, controlHeight: 34, fontSize: bodySize(platform), light: .iOSLight, dark: .iOSDark)
        case .iPadOS:
            PlatformTheme(platform: platform, cornerRadius: 12, controlHeight: 32, fontSize: bodySize(platform), light: .iOSLight, dark: .iOSDark)
        case .macOS:
            PlatformTheme(platform: platform, cornerRadius: 5, controlHeight: 22, fontSize: bodySize(platform), light: .macOSLight, dark: .macOSDark)
        case .tvOS:
            PlatformTheme(platform: platform, cornerRadius: 14, controlHeight: 56, fontSize: bodySize(platform), light: .tvOSLight, dark: .tvOSDark)
        case .watchOS:
            // Apple Watch is always dark.
            PlatformTheme(platform: platform, cornerRadius: 20, controlHeight: 40, fontSize: bodySize(platform), light: .watchOS, dark: .watchOS)
        case .visionOS:
            // Vision Pro has no Dark Mode: its glass adapts to the room (``schemeNote``).
            PlatformTheme(platform: platform, cornerRadius: 22, controlHeight: 40, fontSize: bodySize(platform), light: .visionOS, dark: .visionOS)
        }
    }

    /// The body text style's size on `platform`'s stage, in pixels (``TextStyleMetrics/stageMetrics(of:on:)``).
    private static func bodySize(_ platform: Platform) -> Int {
        Int(TextStyleMetrics.stageMetrics(of: .body, on: platform).size)
    }

    /// The colours in `scheme`.
    public func palette(_ scheme: ColorScheme) -> StagePalette {
        scheme == .light ? light : dark
    }

    /// Whether the platform's stage changes with the colour scheme: not on Apple Watch, whose apps draw on black, one
    /// with the bezel (https://developer.apple.com/design/human-interface-guidelines/designing-for-watchos; WWDC19
    /// session 808, https://developer.apple.com/videos/play/wwdc2019/808/), nor on Vision Pro, which has
    /// no Dark Mode setting: its windows are glass that adapts to the surroundings, its text white
    /// (https://developer.apple.com/design/human-interface-guidelines/dark-mode, visionOS: "visionOS doesn't have a
    /// distinct Dark Mode setting"; https://developer.apple.com/design/human-interface-guidelines/materials, visionOS).
    public var followsColorScheme: Bool { light != dark }

    /// What a person is told where a stage of this platform stays the same in both schemes (the variants view's colour
    /// scheme rows, the header's Dark appearance switch): nil where the stage follows the scheme.
    public var schemeNote: LocalizedText? {
        guard !followsColorScheme else { return nil }
        return switch platform {
        case .visionOS: say("visionOS has no Dark Mode: its glass adapts to the room, so the stage is the same in light and dark.")
        case .watchOS: say("watchOS is always dark: the stage is the same in light and dark.")
        case .iOS, .iPadOS, .macOS, .tvOS: nil
        }
    }

    /// An Apple TV button's padding, in pixels: its words' distance from the platter's top and bottom, and from its ends.
    static let tvButtonPadding = (vertical: 8, horizontal: 22)
    /// The class of a button of the plain style: its label alone, with no platter.
    static let plainButtonClass = "plain-button"

    /// The padding either side of a title-only button's words on Apple TV: wider than an icon's.
    static let tvTitleButtonPadding = 32
    /// How many times its height a title-only button is at least as wide on Apple TV: a broad capsule, never a circle
    /// (https://developer.apple.com/design/human-interface-guidelines/buttons, tvOS; the proportion is the gallery's
    /// reading of Apple TV's screens, as a one-word button such as "Sign In" is drawn there).
    public static let titleButtonProportion = 2.5

    /// The least width of a title-only button's content, in pixels, where the platform widens such buttons
    /// (``Platform/widensTitleButtons``): with its padding and border, ``titleButtonProportion`` times the button's
    /// height; nil elsewhere.
    public var titleButtonMinimumWidth: Int? {
        guard platform.widensTitleButtons else { return nil }
        let height = controlHeight + 2 * Self.tvButtonPadding.vertical + 2
        return Int((Double(height) * Self.titleButtonProportion).rounded(.up)) - 2 * Self.tvTitleButtonPadding - 2
    }

    /// The tint of drawn indicators (rings) in the release of `era`, the same in both schemes: the 26 releases' blue
    /// from them (``liquidGlassTint(_:)``), never the older one beside their other tinted controls.
    public func accent(in era: DesignEra) -> String { palette(.light, era: era).tint.hex }

    /// The CSS class that marks a stage as this platform's: "platform-ios".
    public var cssClass: String { "platform-" + platform.rawValue.lowercased() }

    /// The CSS classes of a stage drawn as this platform draws `release`, in `scheme`, at the text size `contentSize`:
    /// "stage", the platform's class, the era's class, the scheme's, and the text size's where it is not Large.
    /// A stage whose example draws a window of its own (``WidgetPlan/drawsItsWindow``) on a platform whose stage is a
    /// window (Vision Pro's) also carries ``roomClass``: the stage is the room around the window, not a second glass
    /// window behind it.
    /// A scene's screen that shows no grouped list or form (``ScenePlan/showsGroupedContent``) carries
    /// ``plainScreenClass``: on iPhone and iPad it stands on the plain background, not the grouped one a card's stage
    /// shows.
    public func stageClasses(release: OSVersion, scheme: ColorScheme, contentSize: ContentSize = .large, drawsItsWindow: Bool = false,
                             plainScreen: Bool = false) -> [String] {
        ["stage"] + StageKind(platform: platform, era: era(at: release), scheme: scheme).classes + (typeClass(contentSize).map { [$0] } ?? [])
            + (drawsItsWindow && platform == .visionOS ? [Self.roomClass] : [])
            + (plainScreen && [.iOS, .iPadOS].contains(platform) ? [Self.plainScreenClass] : [])
    }

    /// The class of an iPhone or iPad scene's screen that stands on the plain background.
    public static let plainScreenClass = "stage-plain-screen"

    /// The class of a Vision Pro stage that is the room a window floats in (``stageClasses(release:scheme:contentSize:drawsItsWindow:)``).
    public static let roomClass = "stage-room"

    /// The class that scales a stage's text to `contentSize` ("type-extraLarge"): none at Large, the size the
    /// stage's own font size is, and none on a platform whose text does not follow Dynamic Type.
    func typeClass(_ contentSize: ContentSize) -> String? {
        supportsDynamicType && contentSize != .large ? "type-\(contentSize.rawValue)" : nil
    }

    /// Whether the platform scales text with the Dynamic Type setting: every platform but the Mac
    /// (https://developer.apple.com/design/human-interface-guidelines/typography, Supporting Dynamic Type).
    public var supportsDynamicType: Bool { platform != .macOS }

    /// An activity indicator (``SymbolCatalog/activitySpokes``): the platform's eight spokes, turned a spoke (an eighth
    /// of a turn) at a time, as Apple's do, at each platform's own size (``activityIndicatorSize``).
    static var activityIndicatorRules: String {
        """
        @keyframes activity-spokes { from { -gtk-icon-transform: rotate(0turn); } to { -gtk-icon-transform: rotate(1turn); } }
        .stage spinner.activity-spokes { -gtk-icon-source: -gtk-icontheme("\(SymbolCatalog.activitySpokes)");
          animation: activity-spokes 1s steps(8) infinite; opacity: 0.75; }
        """
    }

    /// This platform's spinner's size rule.
    var activityIndicatorSizeRule: String {
        let size = activityIndicatorSize
        return ".stage.\(cssClass) spinner.activity-spokes { min-width: \(size)px; min-height: \(size)px; -gtk-icon-size: \(size)px; }"
    }

    /// The side, in pixels, of the spinner an indeterminate circular ProgressView draws on this platform's stage. Apple
    /// draws the system's activity indicator in its default style, medium on iPhone, iPad and Vision Pro, and large on
    /// Apple TV, read across a room (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum;
    /// https://developer.apple.com/design/human-interface-guidelines/progress-indicators); the Mac's spinning indicator
    /// at its regular control size, and the Watch's large against its small screen. Apple publishes the styles, not their
    /// sizes: these are the gallery's reading of each platform's screens, in proportion to the stage's text
    /// (``fontSize``).
    public var activityIndicatorSize: Int {
        switch platform {
        case .iOS, .iPadOS: 20
        case .macOS: 28
        case .watchOS: 30
        case .tvOS: 44
        case .visionOS: 24
        }
    }

    /// The stylesheet of every platform's stage, in both schemes.
    public static var stylesheet: String {
        stylesheet(for: Platform.allCases)
    }

    /// The stylesheet of `platforms`' stages, in both schemes: every rule ``stylesheet`` holds for them, in the same
    /// order, and the rules every stage shares. A rule of another platform's is scoped to that platform's stage class,
    /// so it matches nothing on these stages: the window starts with the sheet of the stages its first page shows, a
    /// sixth of the whole, which GTK parses in a sixth of the time (`StylesheetScopeTests`).
    public static func stylesheet(for platforms: [Platform]) -> String {
        let themes = Platform.allCases.filter(platforms.contains).map(of)
        return themes.map { $0.rules + "\n" + $0.glassRules }.joined(separator: "\n")
            + "\n" + themes.map(\.dateRules).joined(separator: "\n")
            + "\n" + themes.map(\.containerRules).joined(separator: "\n")
            + "\n" + themes.map(\.menuRules).joined(separator: "\n")
            + "\n" + themes.map(\.openMenuRules).joined(separator: "\n")
            + "\n" + themes.map(\.sceneRules).joined(separator: "\n")
            + "\n" + themes.map(\.sceneSelectionRules).joined(separator: "\n")
            + "\n" + sharedImageRules + "\n" + themes.map(\.imageRules).joined(separator: "\n")
            + "\n" + activityIndicatorRules + "\n" + themes.map(\.activityIndicatorSizeRule).joined(separator: "\n")
            + "\n" + themes.map(\.chosenTintRules).joined(separator: "\n")
            + "\n" + themes.map(\.paletteRules).joined(separator: "\n")
            + "\n" + FamilyRegistry.definitions.map(\.stylesheet).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The stages' base colours for the controls GTK's theme paints: plain buttons, drop-downs, menu buttons.
    /// The window loads them above GTK's theme but below ``stylesheet`` (a provider priority between the two),
    /// so a stage never shows a control in the window's scheme when its own differs (the variants view draws
    /// light and dark stages side by side), and every style's own rule still wins whatever its selector.
    public static var baseStylesheet: String {
        Platform.allCases.flatMap { platform in
            ColorScheme.allCases.map { scheme in
                let palette = of(platform).palette(scheme)
                let scope = ".stage.\(of(platform).cssClass).scheme-\(scheme.rawValue)"
                func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
                return """
                    \(selectors(["button", "menubutton > button", "dropdown > button"]))
                      { background-color: \(palette.buttonPlatter); background-image: none; color: \(palette.buttonPlatterText); }
                    \(selectors(["button:hover", "menubutton > button:hover", "dropdown > button:hover"]))
                      { background-color: shade(\(palette.buttonPlatter), 0.94); }
                    \(selectors(["button.flat", "menubutton > button.flat", "button.flat:checked"])) { background-color: transparent; }
                    \(selectors(["button.flat:hover"])) { background-color: alpha(currentColor, 0.08); }
                    \(selectors(["button.osd"])) { background-color: rgba(0, 0, 0, 0.6); color: #ffffff; }
                    """
            }
        }.joined(separator: "\n")
    }

    /// The size, in the stage's pixels, of an SF Symbol set in body text, where a view does not size it: a symbol takes
    /// the point size of the text around it (https://developer.apple.com/design/human-interface-guidelines/sf-symbols),
    /// and its glyph spans about 1.2 times the text's size where Adwaita's stand-in spans its whole square, so a Label's
    /// or an `Image(systemName:)`'s icon is not the desktop's 16-pixel one beside 17-point words. Set on the stage, it
    /// is inherited: a control that sizes its own symbols (the Mac stepper's small arrows) keeps its size.
    var symbolSize: Int {
        Int((Double(fontSize) * 1.2).rounded())
    }

    /// The size of a navigation row's disclosure chevron: smaller than the row's words, as a list's chevron is drawn
    /// a step below its body text (https://developer.apple.com/design/human-interface-guidelines/lists-and-tables,
    /// disclosure indicators), where a symbol at the body's size would outweigh the row's count beside it.
    var disclosureIndicatorSize: Int {
        Int((Double(fontSize) * 0.8).rounded())
    }

    /// This platform's rules. A stage carries `stage`, the platform class and `scheme-light` or
    /// `scheme-dark`. The platform's typeface (``typeface``, drawn by its Debian stand-ins at the stage's size,
    /// ``AppleTypeface/standIns(at:)``) and sizes come first, so only the stage's words leave the desktop's font, then
    /// each scheme's colours: every widget whose theme colours its text takes one of the palette's text colours, on one
    /// of its backgrounds.
    var rules: String {
        let stage = ".stage.\(cssClass)"
        var css = """
            \(stage) { font-family: \(AppleTypeface.cssFamily(at: Double(fontSize))); font-size: \(fontSize)px; border-radius: \(cornerRadius + 4)px; }
            \(stage) button, \(stage) menubutton > button, \(stage) dropdown > button,
            \(stage) entry:not(.square-border) { min-height: \(controlHeight)px; border-radius: \(cornerRadius)px; }
            \(stage) entry.square-border { min-height: \(controlHeight)px; }
            \(stage) entry.capsule-border, \(stage) button.glass-button { border-radius: 999px; }
            \(stage) button.card-button { border-radius: \(cornerRadius + 4)px; padding: 0; }
            \(stage) { -gtk-icon-size: \(symbolSize)px; }
            \(stage) image.\(Build.disclosureIndicatorClass) { -gtk-icon-size: \(disclosureIndicatorSize)px; }
            """
        for size in ContentSize.allCases {
            if let type = typeClass(size) {
                let scaled = (Double(fontSize) * size.scale).rounded()
                css += "\n\(stage).\(type) { font-family: \(AppleTypeface.cssFamily(at: scaled)); font-size: \(Int(scaled))px; }"
            }
        }
        if platform == .tvOS {
            css += "\n\(stage) button { padding: \(Self.tvButtonPadding.vertical)px \(Self.tvButtonPadding.horizontal)px; font-weight: 600; }"
            // A plain button is its label alone, lifted when focused, with no platter to pad: a shelf of cards keeps its
            // stack's spacing between them (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain).
            css += "\n\(stage) button.\(Self.plainButtonClass) { padding: 0; }"
        }
        if let width = titleButtonMinimumWidth {
            // A title alone is a wide capsule (``Platform/widensTitleButtons``); a card button keeps its own frame.
            let parts = ["button.\(WidgetPlan.titleButtonClass):not(.flat):not(.card-button)",
                         "menubutton.\(WidgetPlan.titleButtonClass) > button:not(.flat)"]
            css += "\n" + cssSelectors(in: stage, parts)
                + " { min-width: \(width)px; padding-left: \(Self.tvTitleButtonPadding)px; padding-right: \(Self.tvTitleButtonPadding)px; }"
        }
        if platform == .visionOS {
            // Vision Pro's glass: a light sheen across the window and a bright rim, over the palette's colour
            // (light enough at its brightest for white text at 4.5:1).
            css += "\n\(stage) { background-image: linear-gradient(160deg, alpha(white, 0.12), alpha(white, 0.0) 60%);"
                + " border: 1px solid alpha(white, 0.28); box-shadow: inset 0 1px alpha(white, 0.2); }"
        }
        css += "\n" + eraRules
        css += "\n" + controlSizeRules
        for (_, _, scope, palette) in paletteScopes {
            css += "\n" + Self.colorRules(palette, scope: scope, platform: platform)
        }
        return css
    }

    /// The rules that colour controls with the palette's tint, under the selectors `selectors` makes of their parts:
    /// tinted text, filled controls carrying text, bare tint where no text sits, and the switch. (The bordered button's
    /// tinted platter is not among them: the Mac and Apple TV draw it in grey.)
    static func tintRules(_ palette: StagePalette, selectors: ([String]) -> String) -> String {
        """
        \(selectors([".borderless-button", ".link-button", ".list-row-button", "menubutton.borderless-button > button",
                     "menubutton.list-row-button > button", ".show-hide-state", ".selection-check", ".disclosure-chevron",
                     ".\(SceneDrawing.tintedLabelIcon) > image"]))
          { color: \(palette.accentText); }
        \(selectors(["button.suggested-action:not(.flat)", "button.toggle:checked:not(.flat):not(.segment):not(.tvos-toggle):not(.tab-item)",
                     "button.date-pill:checked:not(.flat)"]))
          { background-color: \(palette.accentFill); background-image: none; color: \(palette.onAccent); border-color: \(palette.accentFill); }
        \(selectors(["checkbutton check:checked", "checkbutton radio:checked", "levelbar block.filled", "progressbar progress", "scale highlight"]))
          { background-color: \(palette.tint); background-image: none; color: \(palette.onAccent); border-color: \(palette.tint); }
        \(selectors(["switch:checked"])) { background-color: \(palette.switchOn); background-image: none; border-color: \(palette.switchOn); }
        \(selectors(["switch:not(:checked)"])) { background-color: \(palette.switchOff); background-image: none; border-color: \(palette.switchOff); }
        \(selectors(["scale trough", "progressbar trough", "levelbar block.empty"]))
          { background-color: \(palette.trackCSS); background-image: none; border-color: transparent; box-shadow: none; }
        """
    }

    /// The rules that colour destructive buttons with the palette's system red: red titles, the bordered button's red
    /// platter, the prominent button's red fill under white.
    static func destructiveRules(_ palette: StagePalette, selectors: ([String]) -> String) -> String {
        """
        \(selectors([".destructive-text", ".destructive-text label"])) { color: \(palette.destructiveText); }
        \(selectors(["button.bordered-button.destructive-text:not(.flat)"])) { background-color: \(palette.destructivePlatter); }
        \(selectors(["button.destructive-action:not(.flat)"]))
          { background-color: \(palette.destructiveFill); color: #ffffff; border-color: \(palette.destructiveFill); }
        """
    }

    /// Vision Pro's and Apple TV's plain and inset lists lay their rows on the window itself, its glass or its
    /// screen, with no panel behind them as iPhone's plain list has its background (the gallery's reading of
    /// https://developer.apple.com/design/human-interface-guidelines/lists-and-tables, visionOS and tvOS).
    static func listsOnTheWindow(_ selectors: ([String]) -> String) -> String {
        selectors([".list-section-plain", ".list-section-inset", "list.list-plain", "list.list-inset"]) + " { background-color: transparent; }"
    }

    /// How much a focused control grows on Apple TV, lifted towards the viewer
    /// (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection, tvOS; the factor is the
    /// gallery's reading of Apple TV's screens, which Apple does not publish).
    static let focusScale = 1.1

    /// The selectors of Apple TV's `parts` while they have the focus, the keyboard's or the one the stage rests on
    /// (``WidgetPlan/restingFocusClass``) when the keyboard is elsewhere, inside `within` (a tint's class) under
    /// `stage`, the stage's scope.
    static func tvFocusedSelectors(stage: String, within: String?, _ parts: [String]) -> String {
        let inner = within.map { " .\($0)" } ?? ""
        return [cssSelectors(in: stage + inner, parts.flatMap { ["\($0):focus", "\($0):hover"] }),
                cssSelectors(in: "\(stage):not(:focus-within)" + inner, parts.map { "\($0).\(WidgetPlan.restingFocusClass)" })]
            .joined(separator: ", ")
    }

    /// The colour rules of one palette under `scope`.
    static func colorRules(_ palette: StagePalette, scope: String, platform: Platform) -> String {
        func selectors(_ parts: [String]) -> String { cssSelectors(in: scope, parts) }
        var css = """
            \(scope) { background-color: \(palette.background); color: \(palette.text); }
            \(selectors([".view", "list", "row", "entry", "text", "textview > text", "button",
                         "expander-widget"])) { color: \(palette.text); }
            \(selectors([".dim-label", ".caption-heading", ".list-header", ".list-footer", ".form-label",
                         ".wheel-distance-1", ".wheel-distance-2",
                         "columnview > header > button"]))
              { color: \(palette.secondaryText); opacity: 1; }
            \(selectors([".caption-heading.stage-chrome"])) { color: \(palette.chromeSecondaryText); opacity: 1; }
            \(selectors(["text > placeholder"])) { color: \(palette.placeholder); opacity: 1; }
            \(selectors(["list.list-platters", "list.list-carousel", "list.list-elliptical"])) { background-color: transparent; }
            \(selectors([".\(Build.disclosureIndicatorClass)"])) { color: \(palette.disclosureIndicator); opacity: 1; }
            \(selectors([".boxed-list", ".list-style:not(.list-sidebar):not(.list-platters):not(.list-carousel):not(.list-elliptical)", "list.list-platters > row", "list.list-carousel > row", "list.list-elliptical > row", "entry:not(.plain-field)", ".editor-scroller:not(.plain-editor) textview > text",
                         "columnview", "columnview > listview", ".split-floating"])) { background-color: \(palette.surface); }
            \(tintRules(palette, selectors: selectors))
            \(selectors(["switch > slider"]))
              { background-color: #ffffff; background-image: none; border: none; box-shadow: 0 1px 3px alpha(black, 0.3); }
            \(selectors(["scale slider"]))
              { background-color: #ffffff; background-image: none; border: none;
                box-shadow: 0 0 0 1px alpha(black, 0.04), 0 1px 4px alpha(black, 0.14), 0 3px 8px alpha(black, 0.12); }
            \(selectors(["checkbutton check:not(:checked)", "checkbutton radio:not(:checked)"]))
              { background-color: \(palette.surface); background-image: none; border: 1px solid alpha(\(palette.text), 0.35); }
            \(selectors(["list.list-style > row:selected", "list.navigation-sidebar > row:selected", "columnview > listview > row:selected"]))
              { background-color: \(palette.selectedRow); color: \(palette.text); }
            \(selectors(["list.list-style > row:selected .dim-label", "list.navigation-sidebar > row:selected .dim-label",
                         "columnview > listview > row:selected .dim-label"])) { color: \(palette.selectedRowSecondaryText); }
            \(selectors([".linked.segmented > button.toggle:checked"])) { background-color: \(palette.thumb); color: \(palette.thumbText); }
            \(selectors(["button.bordered-button:not(.flat)"]))
              { background-color: \(palette.borderedPlatter); background-image: none; color: \(palette.borderedText); border-color: transparent; box-shadow: none; }
            \(destructiveRules(palette, selectors: selectors))
            \(selectors([".tab-items-bottom", ".tab-items-floating", ".tab-content", ".list-section-plain", ".list-section-inset", ".menu-preview"]))
              { background-color: \(palette.surface); }
            \(selectors([".tab-items-bottom > button.tab-item", ".tab-items-floating > button.tab-item", ".tab-items-top > button.tab-item",
                         ".tab-items-grouped > button.tab-item"]))
              { background-color: transparent; color: \(palette.secondaryText); }
            \(selectors([".tab-items-ornament"])) { background-color: \(palette.buttonPlatter); }
            \(selectors([".tab-items-ornament > button.tab-item"])) { background-color: transparent; color: \(palette.buttonPlatterText); }
            \(selectors([".tab-items-bottom > button.tab-item:checked"])) { background-color: transparent; color: \(palette.accentText); }
            \(selectors([".tab-items-floating > button.tab-item:checked", ".tab-items-grouped > button.tab-item:checked"]))
              { background-color: \(palette.accentPlatter); color: \(palette.accentText); }
            \(selectors([".tab-items-top > button.tab-item:checked", ".tab-items-ornament > button.tab-item:checked"]))
              { background-color: \(palette.focusPlatter); color: \(palette.focusPlatterText); }
            \(selectors([".tab-items-sidebar > button.tab-item"])) { background-color: transparent; color: \(palette.text); }
            \(selectors([".tab-items-sidebar > button.tab-item:checked"])) { background-color: \(palette.selectedRow); color: \(palette.text); }
            \(selectors([".tab-content .\(WidgetPlan.groupedPageClass)"])) { background-color: \(palette.background); }
            \(selectors(["button.card-button"])) { background-color: \(palette.surface); color: \(palette.text); }
            \(selectors([".search-field:not(.glass-bar)"])) { background-color: alpha(#767680, \(palette.isDark ? 0.24 : 0.12)); }
            \(selectors([".card-group-box"])) { background-color: alpha(\(palette.accentFill), \(StagePalette.platterTint)); }
            \(selectors(["button.accessory-bar-action-button"])) { color: \(palette.secondaryText); }
            """
        if [.iOS, .iPadOS].contains(platform), !palette.isDark {
            // A screen with no grouped list or form is white, UIKit's system background; dark mode's is the black the
            // palette already has (https://developer.apple.com/documentation/uikit/uicolor/systembackground).
            // A hairline keeps the white screen's edge seen on a white card.
            css += "\n\(scope).\(plainScreenClass) { background-color: \(palette.surface); border: 1px solid alpha(\(palette.text), 0.12); }"
        }
        if [.iOS, .iPadOS].contains(platform), palette.isDark {
            // A plain list's rows stand on the system background, black in dark mode, not on the grouped rows' raised
            // grey (https://developer.apple.com/documentation/uikit/uicolor/systembackground).
            css += "\n" + selectors(["list.list-style.list-plain:not(.list-sidebar):not(.list-platters):not(.list-carousel):not(.list-elliptical)", ".list-section-plain"])
                + " { background-color: \(palette.background); }"
        }
        // A section whose rows ask for no background (`.listRowBackground(Color.clear)`) shows the screen through them.
        let clear = WidgetPlan.clearRowClass
        css += "\n" + selectors(["list.list-style.\(clear):not(.list-sidebar):not(.list-platters):not(.list-carousel):not(.list-elliptical)",
                                 "list.list-style.\(clear)", "list.list-style > row.\(clear)", "list.list-style.list-platters > row.\(clear):not(:focus)"])
            + " { background-color: transparent; background-image: none; border-color: transparent; box-shadow: none; }"
        if of(platform).deviceScreen?.edgeRadius != nil {
            // Where the screen is the stage's whole face, the screen carries the stage's background and edge, and what
            // the scene presents stands apart under it, on the page, not on the device.
            let edge = "\(scope).\(DeviceScreen.edgeToEdgeClass)"
            css += "\n\(edge) { background: none; border: none; box-shadow: none; }"
                + "\n\(edge) > .device-screen { background-color: \(palette.background); border: 1px solid alpha(\(palette.text), 0.12); }"
            if !palette.isDark {
                css += "\n\(edge).\(plainScreenClass) > .device-screen { background-color: \(palette.surface); }"
            }
        }
        if platform == .macOS {
            // A Mac window's toolbar draws its buttons' symbols and titles in the secondary label's grey, not the accent
            // (the gallery's reading of the Mac's toolbars, https://developer.apple.com/design/human-interface-guidelines/toolbars, macOS).
            css += "\n" + selectors([".\(ScreenChrome.windowToolbarClass) button", ".\(ScreenChrome.windowToolbarClass) menubutton > button",
                                         ".\(ScreenChrome.windowToolbarClass) .link-button"]) + " { color: \(palette.secondaryText); }"
        }
        if platform == .tvOS || platform == .watchOS {
            // A button that is a list's row reads in the label colour, as the rows around it do, where iPhone tints it
            // (the gallery's reading of Apple TV's and Apple Watch's lists; https://developer.apple.com/design/human-interface-guidelines/lists-and-tables).
            css += "\n" + selectors([".list-row-button", "menubutton.list-row-button > button"]) + " { color: \(palette.text); }"
        }
        switch platform {
        case .watchOS, .visionOS:
            // Buttons sit on the platform's own platter (``baseStylesheet``) with no GTK bezel around it.
            css += "\n" + selectors(["button:not(.flat)", "menubutton > button:not(.flat)"]) + " { border-color: transparent; }"
            // Vision Pro's window beside its tab ornament, and the ornament, each glass with the window's bright rim.
            if platform == .visionOS {
                css += "\n" + selectors([".\(WidgetPlan.windowClass)", ".tab-items-ornament"]) + " { border: 1px solid alpha(white, 0.28); }"
                // The window a view draws itself takes the stage's glass, its sheen and rim, over the room's dimmer
                // light (``roomClass``): Vision Pro's windows float in the wearer's room. Its content keeps a margin
                // from the window's edges, as the stage's keeps from the stage's.
                css += "\n" + selectors([".\(WidgetPlan.windowClass)"])
                    + " { background-color: \(palette.background); background-image: linear-gradient(160deg, alpha(white, 0.12), alpha(white, 0.0) 60%);"
                    + " box-shadow: inset 0 1px alpha(white, 0.2), 0 8px 24px alpha(black, 0.35); border-radius: \(of(platform).cornerRadius + 4)px;"
                    + " padding: 12px 16px; }"
                css += "\n" + "\(scope).\(Self.roomClass) { background-color: \(StagePalette.visionRoom); background-image: none; border-color: transparent; box-shadow: none; }"
                // A grouped page in the window stands on the window's glass, with no second ground under it.
                css += "\n" + selectors([".\(WidgetPlan.windowClass) .\(WidgetPlan.groupedPageClass)"]) + " { background-color: transparent; }"
                css += "\n" + Self.listsOnTheWindow(selectors)
            }
            if palette.recessedFields {
                // A text field is recessed into the glass: a darker translucent fill over whatever it sits on, with no
                // outline (``StagePalette/recessedFieldShade``), its inner top edge shaded as a hollow's.
                css += "\n" + selectors(["entry:not(.plain-field)"])
                    + " { background-color: alpha(black, \(StagePalette.recessedFieldShade)); background-image: none; border: none;"
                    + " box-shadow: inset 0 1px 2px alpha(black, 0.25); }"
            }
        case .macOS:
            // The Mac's bordered button is a push button, not a tinted platter.
            css += "\n" + selectors(["button.bordered-button:not(.flat)"])
                + " { background-color: \(palette.buttonPlatter); color: \(palette.buttonPlatterText);"
                + " border: 1px solid alpha(\(palette.text), 0.18); box-shadow: 0 1px 1px alpha(black, 0.08); }"
        case .tvOS:
            // Bordered buttons wait on a grey platter; the focused control lifts onto a light one, grown and with a
            // shadow (https://developer.apple.com/design/human-interface-guidelines/focus-and-selection). The focus is
            // the keyboard's once it is in the stage, else the one the stage rests on
            // (``WidgetPlan/placingRestingFocus(on:)``): a tvOS screen always has one. A control that is its row's
            // platter (a toggle, a text field, a picker's row) has the rows' rules (``tvRowPlatterRules(_:scope:)``).
            css += "\n" + selectors(["button.bordered-button:not(.flat)"])
                + " { background-color: \(palette.unfocusedPlatter); color: \(palette.text); border-color: transparent; }"
            css += "\n" + Self.listsOnTheWindow(selectors)
            // Apple TV's tab content runs under its floating bar to the screen's edges, on the screen itself.
            css += "\n" + selectors([".tab-content"]) + " { background-color: transparent; border-radius: 0; }"
            // A text field lifts onto the same platter while it has the focus (GTK's focus is on the text inside it).
            let resting = "\(scope):not(:focus-within)", focus = WidgetPlan.restingFocusClass
            css += "\n" + [selectors(["button:focus:not(.flat)", "button:hover:not(.flat)", "button.card-button:focus",
                                       "menubutton > button:focus:not(.flat)", ".linked.segmented > button.toggle.segment:focus:not(.flat)",
                                       "entry:focus-within"]),
                            cssSelectors(in: resting, ["button.\(focus):not(.flat)", "menubutton.\(focus) > button:not(.flat)",
                                                       ".linked.segmented > button.toggle.segment.\(focus)", "entry.\(focus)"])].joined(separator: ", ")
                + " { background-color: \(palette.focusPlatter); background-image: none; color: \(palette.focusPlatterText);"
                + " box-shadow: 0 6px 12px alpha(black, 0.22); transform: scale(\(focusScale)); }"
            // Each style keeps its own face as it lifts: the prominent styles their tint under a white title, glass a
            // brighter glass with a light rim, where a bordered button turns to the light platter
            // (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass: on tvOS the glass shows
            // whether or not the button has the focus).
            func focused(_ parts: [String]) -> String { Self.tvFocusedSelectors(stage: scope, within: nil, parts) }
            css += "\n" + focused(["button.suggested-action:not(.flat)", "button.glass-button.glass-prominent"])
                + " { background-color: \(palette.accentFill); color: \(palette.onAccent); }"
            css += "\n" + focused(["button.glass-button:not(.glass-prominent)"])
                + " { background-color: alpha(\(palette.focusPlatter), 0.72); border: 1px solid alpha(white, 0.9); }"
            css += "\n" + [selectors(["entry:focus-within"]), cssSelectors(in: resting, ["entry.\(focus)"])].joined(separator: ", ")
                + " { padding-left: 16px; padding-right: 16px; }"
            // A control as wide as its stage or at its edge (a text field, a tab, a segmented control's segments, and
            // the row platters) lifts onto the platter with its shadow but does not grow, so it never runs past the
            // stage's edge.
            let wide = ["button.tab-item", ".linked.segmented > button.toggle.segment"]
            css += "\n" + [selectors(wide.flatMap { ["\($0):focus:not(.flat)", "\($0):hover:not(.flat)"] } + ["entry:focus-within"]),
                            cssSelectors(in: resting, wide.map { "\($0).\(focus)" } + ["entry.\(focus)"])].joined(separator: ", ")
                + " { transform: none; }"
            css += "\n" + [selectors(["entry:focus-within text > placeholder"]), cssSelectors(in: resting, ["entry.\(focus) text > placeholder"])]
                .joined(separator: ", ") + " { color: \(palette.focusPlatterText.over(palette.focusPlatter, alpha: 0.65)); }"
            // A toggle's value ("On") on the light platter reads in the platter's secondary text, as a focused row's does.
            css += "\n" + [selectors(["button:focus:not(.flat) .dim-label", "button:hover:not(.flat) .dim-label"]),
                            cssSelectors(in: resting, ["button.\(WidgetPlan.restingFocusClass):not(.flat) .dim-label"])].joined(separator: ", ")
                + " { color: \(palette.focusPlatterSecondaryText); }"
            css += "\n" + [selectors(["button.flat:focus"]), cssSelectors(in: resting, ["button.flat.\(WidgetPlan.restingFocusClass)"])]
                .joined(separator: ", ") + " { transform: scale(\(focusScale)); }"
        case .iOS, .iPadOS:
            break
        }
        return css
    }
}

extension StagePalette {
    // Backgrounds: Apple's grouped backgrounds. Text: Apple's label and secondary label. The secondary label is
    // translucent; the stage lays it on the background it is mostly read on, a row on iPhone and iPad, the window on
    // the Mac and Apple TV. UIKit's `secondaryLabel` (iOS, iPadOS, tvOS) is #3C3C43 at 60 % in light and #EBEBF5 at
    // 60 % in dark (https://developer.apple.com/documentation/uikit/uicolor/secondarylabel; the values as Apple's
    // SDK and copies of it give them: https://api.flutter.dev/flutter/cupertino/CupertinoColors/secondaryLabel-constant.html);
    // AppKit's `secondaryLabelColor` is black at 50 % and white at 55 %
    // (https://developer.apple.com/documentation/appkit/nscolor/secondarylabelcolor; values as
    // https://pub.dev/documentation/macos_ui/latest/macos_ui/MacosColors/secondaryLabelColor-constant.html gives them).
    // In light mode both read below 4.5:1 (about 3.5:1 and 4.0:1), which the stage reports. Apple Watch's and Vision
    // Pro's secondary text are the gallery's readings. Tint and red: Apple's system colours as the Human
    // Interface Guidelines specify them before the 26 releases (https://developer.apple.com/design/human-interface-guidelines/color,
    // Specifications, System colors): blue #007AFF light and #0A84FF dark, red #FF3B30 light and #FF453A dark, green
    // #34C759 light and #30D158 dark; Apple Watch, always dark, takes the dark values. The 26 releases' values are
    // ``PlatformTheme/liquidGlassTint(_:)`` and ``PlatformTheme/liquidGlassRed(_:)``.
    //
    // A text field's placeholder on iPhone and iPad is UIKit's placeholder colour
    // (https://developer.apple.com/documentation/uikit/uicolor/placeholdertext), #3C3C43 at 30 % in light and #EBEBF5 at
    // 30 % in dark, as Apple's SDK and copies of it give it (https://api.flutter.dev/flutter/cupertino/CupertinoColors/placeholderText-constant.html),
    // laid on the row: lighter than a value, and short of AA, which the stage reports.
    static let iOSLight = StagePalette(
        background: RGBColor(hex: "#f2f2f7"), surface: RGBColor(hex: "#ffffff"), text: RGBColor(hex: "#1c1c1e"),
        secondaryText: uiKitSecondaryLabel(.light, on: RGBColor(hex: "#ffffff")), secondaryTextIsApples: true,
        placeholderText: RGBColor(hex: "#c5c5c7"), tint: RGBColor(hex: "#007aff"), switchOn: RGBColor(hex: "#34c759"),
        onAccent: RGBColor(hex: "#ffffff"), destructiveText: RGBColor(hex: "#ff3b30"), destructiveFill: RGBColor(hex: "#ff3b30"),
        thumb: RGBColor(hex: "#ffffff"), buttonPlatter: RGBColor(hex: "#ffffff"), focusPlatter: RGBColor(hex: "#ffffff"))
    static let iOSDark = StagePalette(
        background: RGBColor(hex: "#000000"), surface: RGBColor(hex: "#1c1c1e"), text: RGBColor(hex: "#ffffff"),
        secondaryText: uiKitSecondaryLabel(.dark, on: RGBColor(hex: "#1c1c1e")), secondaryTextIsApples: true,
        placeholderText: RGBColor(hex: "#5a5a5f"), tint: RGBColor(hex: "#0a84ff"), switchOn: RGBColor(hex: "#30d158"),
        onAccent: RGBColor(hex: "#ffffff"), destructiveText: RGBColor(hex: "#ff453a"), destructiveFill: RGBColor(hex: "#ff453a"),
        thumb: RGBColor(hex: "#636366"), buttonPlatter: RGBColor(hex: "#2c2c2e"), focusPlatter: RGBColor(hex: "#ffffff"))
    static let macOSLight = StagePalette(
        background: RGBColor(hex: "#ececec"), surface: RGBColor(hex: "#ffffff"), text: RGBColor(hex: "#1c1c1e"),
        secondaryText: RGBColor(hex: "#000000").over(RGBColor(hex: "#ececec"), alpha: 0.5), secondaryTextIsApples: true, tint: RGBColor(hex: "#007aff"),
        onAccent: RGBColor(hex: "#ffffff"), destructiveText: RGBColor(hex: "#ff3b30"), destructiveFill: RGBColor(hex: "#ff3b30"),
        thumb: RGBColor(hex: "#ffffff"), buttonPlatter: RGBColor(hex: "#ffffff"), focusPlatter: RGBColor(hex: "#ffffff"),
        neutralBorderedPlatter: true)
    static let macOSDark = StagePalette(
        background: RGBColor(hex: "#1e1e1e"), surface: RGBColor(hex: "#2d2d2d"), text: RGBColor(hex: "#ffffff"),
        secondaryText: RGBColor(hex: "#ffffff").over(RGBColor(hex: "#1e1e1e"), alpha: 0.55), secondaryTextIsApples: true, tint: RGBColor(hex: "#0a84ff"),
        onAccent: RGBColor(hex: "#ffffff"), destructiveText: RGBColor(hex: "#ff453a"), destructiveFill: RGBColor(hex: "#ff453a"),
        thumb: RGBColor(hex: "#636366"), buttonPlatter: RGBColor(hex: "#5a5a5e"), focusPlatter: RGBColor(hex: "#ffffff"),
        neutralBorderedPlatter: true)
    static let tvOSLight = StagePalette(
        background: RGBColor(hex: "#e5e5ea"), surface: RGBColor(hex: "#ffffff"), text: RGBColor(hex: "#1c1c1e"),
        secondaryText: uiKitSecondaryLabel(.light, on: RGBColor(hex: "#e5e5ea")), secondaryTextIsApples: true, tint: RGBColor(hex: "#007aff"),
        onAccent: RGBColor(hex: "#ffffff"), destructiveText: RGBColor(hex: "#ff3b30"), destructiveFill: RGBColor(hex: "#ff3b30"),
        thumb: RGBColor(hex: "#ffffff"), buttonPlatter: RGBColor(hex: "#ffffff"), focusPlatter: RGBColor(hex: "#ffffff"))
    static let tvOSDark = StagePalette(
        background: RGBColor(hex: "#1c1c1e"), surface: RGBColor(hex: "#3a3a3c"), text: RGBColor(hex: "#ffffff"),
        secondaryText: uiKitSecondaryLabel(.dark, on: RGBColor(hex: "#1c1c1e")), secondaryTextIsApples: true, tint: RGBColor(hex: "#0a84ff"),
        onAccent: RGBColor(hex: "#ffffff"), destructiveText: RGBColor(hex: "#ff453a"), destructiveFill: RGBColor(hex: "#ff453a"),
        thumb: RGBColor(hex: "#636366"), buttonPlatter: RGBColor(hex: "#3a3a3c"), focusPlatter: RGBColor(hex: "#ffffff"))
    // Apple Watch: black, with dark grey platters; its green tint (the dark system green) carries black text.
    static let watchOS = StagePalette(
        background: RGBColor(hex: "#000000"), surface: RGBColor(hex: "#222223"), text: RGBColor(hex: "#ffffff"),
        secondaryText: RGBColor(hex: "#aeaeb2"), tint: RGBColor(hex: "#30d158"),
        onAccent: RGBColor(hex: "#000000"), destructiveText: RGBColor(hex: "#ff453a"), destructiveFill: RGBColor(hex: "#ff453a"),
        thumb: RGBColor(hex: "#636366"), buttonPlatter: RGBColor(hex: "#222223"), focusPlatter: RGBColor(hex: "#ffffff"))
    // Vision Pro: grey glass with white text, the same in both schemes (visionOS has no Dark Mode, ``PlatformTheme/schemeNote``),
    // and lighter glass platters, bordered buttons among them (neutral, never tinted). Tinted text is white and red
    // text the system red lifted by visionOS's vibrancy, as a red the code writes is drawn there
    // (``NamedColor/textHex(on:)``); fills take the dark system colours.
    /// The room a Vision Pro window floats in where the stage shows it (``PlatformTheme/roomClass``): a dim, neutral
    /// stand-in for the wearer's surroundings, darker than the glass so the window stands out from it as it does in
    /// Apple's pictures (https://developer.apple.com/design/human-interface-guidelines/windows, visionOS).
    static let visionRoom = RGBColor(hex: "#2c2c30")

    /// Vision Pro's placeholder is dimmer than a value, as its text fields' prompts are drawn with less vibrancy than
    /// what is typed (https://developer.apple.com/design/human-interface-guidelines/materials, visionOS: primary
    /// vibrancy for standard text, less for what is secondary or inactive): the gallery's reading, the dimmest grey that
    /// keeps 4.5:1 on the recessed field (#505053), since Apple publishes no value for it.
    static let visionOS = StagePalette(
        background: RGBColor(hex: "#56565b"), surface: RGBColor(hex: "#66666b"), text: RGBColor(hex: "#ffffff"),
        secondaryText: RGBColor(hex: "#f2f2f7"), placeholderText: RGBColor(hex: "#c4c4c8"), tint: RGBColor(hex: "#0a84ff"), accentText: RGBColor(hex: "#ffffff"),
        onAccent: RGBColor(hex: "#ffffff"), destructiveText: visionOSRedText, destructiveFill: RGBColor(hex: "#ff453a"),
        thumb: RGBColor(hex: "#ffffff"), buttonPlatter: RGBColor(hex: "#6e6e73"), focusPlatter: RGBColor(hex: "#ffffff"),
        neutralBorderedPlatter: true, recessedFields: true)
    /// UIKit's secondary label in `scheme`, laid on `background`.
    private static func uiKitSecondaryLabel(_ scheme: ColorScheme, on background: RGBColor) -> RGBColor {
        RGBColor(hex: scheme == .light ? "#3c3c43" : "#ebebf5").over(background, alpha: 0.6)
    }
    /// Red text on visionOS's glass.
    private static let visionOSRedText = RGBColor(hex: NamedColor.red.textHex(on: .visionOS) ?? "#ff3b30")
}
