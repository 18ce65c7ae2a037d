/// What the system draws on a device's screen around an app's view, as Xcode's previews show it: the status bar across
/// the top (the time, the cellular, Wi-Fi and battery glyphs), iPhone's Dynamic Island, the home indicator along the
/// bottom, the Watch's clock. The app's view is laid out between the insets, its safe area
/// (https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide: the guide accommodates the status bar),
/// so a navigation bar starts under the status bar instead of under the time.
///
/// A Mac window's chrome is its title bar with the window's controls. Apple TV and a Vision Pro window show nothing of
/// the system's over an app: no chrome there.
public struct ScreenChrome: Equatable, Sendable {
    /// The status bar, laid across the top of the screen at ``statusBarHeight``.
    public let statusBar: WidgetPlan
    /// How tall the status bar is drawn, in the stage's pixels.
    public let statusBarHeight: Int
    /// How far below the screen's top edge the app's view starts: the status bar's height, or nothing where the app's
    /// first row shares the status bar's (the Watch's navigation title beside its clock).
    public let topInset: Int
    /// The home indicator, laid across the bottom strip of the screen (``homeIndicatorHeight``), or nil where the
    /// device has none.
    public let homeIndicator: WidgetPlan?
    /// How tall the strip along the screen's bottom edge is that holds the home indicator.
    public let homeIndicatorHeight: Int
    /// How far above the screen's bottom edge the app's view ends: the home indicator's strip, or nothing where the
    /// view's bar runs under the indicator to the edge (iPhone's tab bar before the 26 releases, ``bottomBarClass``).
    public let bottomInset: Int
    /// The least width and height of a Mac window whose views fill it (a List, a split view), in pixels, which a
    /// window sized to its views would otherwise shrink to their words; zero elsewhere.
    public var leastWindowWidth = 0, leastWindowHeight = 0

    /// The time every status bar shows: Apple's own pictures of iPhone and iPad show 9:41, of Apple Watch 10:09.
    static func clock(on platform: Platform) -> String {
        platform == .watchOS ? "10:09" : "9:41"
    }

    /// The class of iPhone's tab bar along the bottom of the screen (before the 26 releases), which runs under the home
    /// indicator to the screen's edge.
    public static let bottomBarClass = "tab-items-bottom"

    /// The class of the status bar's row.
    public static let statusBarClass = "device-status-bar"
    /// The class of iPhone's Dynamic Island: black in either appearance, as the hardware it covers.
    public static let islandClass = "device-island"
    /// The class of the home indicator's bar: the label colour, dark on a light screen and light on a dark one.
    public static let homeIndicatorClass = "device-home-indicator"

    /// The chrome of `platform`'s device screen (``PlatformTheme/deviceScreen``) or window around `plan`, or nil where
    /// the system draws nothing over an app (Apple TV, a Vision Pro window).
    ///
    /// Sizes in points, those of the devices ``PlatformTheme/deviceScreen`` stands for, as their simulators report
    /// their safe areas:
    /// - iPhone 16: a 54-point status bar over a 59-point top inset, the time in the leading ear and the cellular,
    ///   Wi-Fi and battery glyphs in the trailing one, either side of the 126 × 37-point Dynamic Island 11 points from
    ///   the top; a 34-point bottom inset holding the 134 × 5-point home indicator 8 points above the edge;
    /// - the 11-inch iPad Pro: a 24-point status bar, the time and date leading, Wi-Fi and battery trailing; a 20-point
    ///   bottom inset under the home indicator;
    /// - Apple Watch: the time at the top's trailing edge, in the row the navigation title leads from watchOS 10
    ///   (https://developer.apple.com/design/human-interface-guidelines/navigation-bars, watchOS: the title sits at the
    ///   top leading edge, beside the time).
    public static func of(_ plan: ScenePlan, on platform: Platform) -> ScreenChrome? {
        let scale = TextStyleMetrics.pixelsPerPoint(on: platform)
        func pixels(_ points: Double) -> Int { Int((points * scale).rounded()) }
        let time = clock(on: platform)
        switch platform {
        case .iOS:
            let ear = { (children: [WidgetPlan]) in
                Build.stack(.horizontal, spacing: 5, children, [.hexpand: .bool(true), .halign: .alignment(.center), .valign: .alignment(.center)])
            }
            let island = Build.vstack(spacing: 0, [
                gap(pixels(11)),
                WidgetPlan(.shape, [.outline: .outline(.capsule), .width: .int(pixels(126)), .height: .int(pixels(37)),
                                    .color: .string("#000000")], classes: [islandClass]),
            ]).with(.valign, .alignment(.start))
            let bar = Build.stack(.horizontal, spacing: 0, classes: [statusBarClass], [
                ear([clockText(time, points: 17, on: platform)]),
                island,
                ear([glyph("cellularbars", points: 18), glyph("wifi", points: 17), glyph("battery.100percent", points: 27)]),
            ])
            // A tab bar along the bottom runs under the home indicator to the screen's edge, its items above the strip
            // (https://developer.apple.com/documentation/uikit/uitabbar: the bar extends into the bottom safe area).
            let strip = pixels(34)
            return ScreenChrome(statusBar: bar.decorative(), statusBarHeight: pixels(54), topInset: pixels(59),
                                homeIndicator: indicator(width: pixels(134), height: pixels(5), above: pixels(8)), homeIndicatorHeight: strip,
                                bottomInset: plan.widget.allPlans.contains { $0.cssClasses.contains(bottomBarClass) } ? 0 : strip)
        case .iPadOS:
            let bar = Build.stack(.horizontal, spacing: 6, classes: [statusBarClass], [
                clockText(time, points: 13, on: platform),
                clockText("Mon Jun 9", points: 13, on: platform),
                Build.spacer(),
                glyph("wifi", points: 14),
                clockText("100%", points: 13, on: platform),
                glyph("battery.100percent", points: 24),
            ])
            return ScreenChrome(statusBar: bar.decorative(), statusBarHeight: pixels(24), topInset: pixels(24),
                                homeIndicator: indicator(width: pixels(320), height: pixels(5), above: pixels(8)), homeIndicatorHeight: pixels(20),
                                bottomInset: pixels(20))
        case .watchOS:
            let points = TextStyleMetrics.metrics(of: NavigationTitleLook.of(platform).style, on: platform).size
            // Between the corner buttons of a bar that has them, at the trailing edge otherwise.
            let corners = plan.leadsWithWatchCornerBar
            let bar = Build.stack(.horizontal, spacing: 0, classes: [statusBarClass],
                                  [Build.spacer(), clockText(time, points: points, on: platform)] + (corners ? [Build.spacer()] : []))
            let height = pixels(points * 1.9)
            return ScreenChrome(statusBar: bar.decorative(), statusBarHeight: height, topInset: plan.leadsWithNavigationTitle || corners ? 0 : height,
                                homeIndicator: nil, homeIndicatorHeight: 0, bottomInset: 0)
        case .macOS:
            // A window's title bar: close, minimize and zoom at its top-leading corner
            // (https://developer.apple.com/design/human-interface-guidelines/windows, macOS: a window's frame holds its
            // window controls), 12-point discs 8 points apart, red, yellow and green as the Mac draws them (the
            // gallery's reading of them: Apple's pages give no values). A window with a toolbar draws them in the
            // toolbar's row, the title bar and the toolbar one band (https://developer.apple.com/design/human-interface-guidelines/toolbars,
            // macOS: the toolbar is in the window's frame, beside the window controls); without one, in a title bar of
            // their own, 28 points tall.
            let lights = ["#ff5f57", "#febc2e", "#28c840"].map { hex in
                WidgetPlan(.shape, [.outline: .outline(.circle), .width: .int(12), .height: .int(12), .color: .string(hex),
                                    .valign: .alignment(.center)], classes: [windowControlClass])
            }
            let height = plan.widget.hasWindowToolbar ? windowToolbarHeight : 28
            let bar = Build.stack(.horizontal, spacing: 8, classes: [statusBarClass], lights, [.height: .int(height)])
            var window = ScreenChrome(statusBar: bar.decorative(), statusBarHeight: height, topInset: plan.widget.hasWindowToolbar ? 0 : height,
                                      homeIndicator: nil, homeIndicatorHeight: 0, bottomInset: 0)
            if plan.widget.fillsItsContainer { (window.leastWindowWidth, window.leastWindowHeight) = leastFilledWindow }
            return window
        case .tvOS, .visionOS:
            return nil
        }
    }

    /// The class of a Mac scene's stage, which is the window: it holds the title bar and the views with no margin of its
    /// own.
    public static let windowSceneClass = "stage-window"

    /// The least size of a Mac window whose views fill it: 640 by 400 points, the gallery's reading of the size a
    /// window opens at when its views ask for none (https://developer.apple.com/design/human-interface-guidelines/windows,
    /// macOS: a window opens at a size that suits its content; Apple gives no figure).
    static let leastFilledWindow = (width: 640, height: 400)

    /// The class of a Mac window's close, minimize and zoom buttons.
    public static let windowControlClass = "window-control"

    /// The class of a split view that fills a Mac window, its columns' bars made the window's toolbar: no frame of its
    /// own, as the window is its frame.
    public static let windowSplitViewClass = "window-split-view"

    /// The class of the toolbar at the top of a Mac window, which its window controls share
    /// (``WidgetPlan/sharingTitleBar(on:)``).
    public static let windowToolbarClass = "window-toolbar"

    /// How tall a Mac window's toolbar is, title bar and all, in points: the unified toolbar's 52
    /// (https://developer.apple.com/documentation/appkit/nswindow/toolbarstyle-swift.enum/unified: a taller toolbar
    /// with the title in it; 52 points is the gallery's reading of it).
    public static let windowToolbarHeight = 52

    /// Where a Mac window's toolbar starts its items and title: after the window controls (12 points in, three
    /// 12-point discs 8 points apart) and a gap as wide as theirs, 20 points.
    static let windowToolbarLeadingInset = 12 + 3 * 12 + 2 * 8 + 20

    /// The stage's rule for the status bar: its words clear of the screen's rounded corners on iPad, and the Watch's
    /// time in line with its title's leading inset.
    static func rule(_ stage: String, on platform: Platform) -> String {
        let sides = switch platform {
        case .iPadOS: 20
        case .watchOS, .macOS: 12
        default: 0
        }
        var css = "\(stage) .\(statusBarClass) { padding: 0 \(sides)px; }"
        if platform == .iOS, let corner = PlatformTheme.of(platform).deviceScreen?.edgeRadius {
            // The bottom tab bar's items stand above the home indicator's strip, which its background runs under, into
            // the screen's round corners.
            css += "\n\(stage).\(DeviceScreen.edgeToEdgeClass) .\(bottomBarClass) { padding-bottom: \(6 + 34)px; border-radius: 0 0 \(corner)px \(corner)px; }"
        }
        if platform == .macOS {
            // The window's toolbar runs the window's width at its full height, its items clear of the window controls.
            css += "\n\(stage) .\(windowToolbarClass) { min-height: \(windowToolbarHeight - 16)px; padding: 8px 12px 8px \(windowToolbarLeadingInset)px; }"
            // A scene's window is the stage itself: its views run to its edges, as a List runs to a window's.
            css += "\n\(stage).\(windowSceneClass) { padding: 0; }"
            // A form's columns stand 20 points in from the window's edges, as the Mac's forms do (the gallery's reading
            // of https://developer.apple.com/documentation/swiftui/formstyle/columns).
            css += "\n\(stage).\(windowSceneClass) .form-columns { padding: 20px; }"
            css += "\n\(stage) .\(windowSplitViewClass) { border: none; border-radius: 0; }"
        }
        return css
    }

    /// The status bar's words (the time, iPad's date and battery charge) in the stage's typeface, semibold, at
    /// `points`.
    private static func clockText(_ text: String, points: Double, on platform: Platform) -> WidgetPlan {
        let size = (points * TextStyleMetrics.pixelsPerPoint(on: platform)).rounded()
        return Build.text(text, [.fontSize: .double(size), .fontWeight: .int(FontWeight.semibold.numericWeight), .valign: .alignment(.center)])
    }

    /// A status glyph (cellular bars, Wi-Fi, battery) `points` wide.
    private static func glyph(_ symbol: String, points: Int) -> WidgetPlan {
        Build.icon(symbol, size: points).with(.valign, .alignment(.center))
    }

    /// The home indicator: a capsule `width` by `height` pixels, centred across the bottom strip, `above` pixels
    /// over the screen's bottom edge.
    private static func indicator(width: Int, height: Int, above: Int) -> WidgetPlan {
        Build.vstack(spacing: 0, [
            WidgetPlan(.shape, [.outline: .outline(.capsule), .width: .int(width), .height: .int(height), .halign: .alignment(.center)],
                       classes: [homeIndicatorClass]),
            gap(above),
        ]).with(.valign, .alignment(.end)).decorative()
    }

    /// Empty room `height` pixels tall.
    private static func gap(_ height: Int) -> WidgetPlan {
        WidgetPlan(.box, [.orientation: .orientation(.vertical), .spacing: .int(0), .height: .int(height)])
    }
}

extension ScenePlan {
    /// Whether the scene's first row is its navigation title alone in the bar (not a large title under it, nor a bar
    /// with buttons at its corners): the row the Watch's clock shares. A bar with buttons stays under the clock, which
    /// its trailing button would otherwise cover.
    var leadsWithNavigationTitle: Bool {
        widget.allPlans.contains { bar in
            bar.cssClasses.contains("toolbar") && bar.children.contains(where: Self.isBarTitle)
                && bar.children.allSatisfy { Self.isBarTitle($0) || $0.isEmptyBox }
        }
    }

    /// Whether the scene's bar puts its buttons in the Watch's top corners (``Build/watchCornerBar(leading:trailing:)``),
    /// the clock between them.
    var leadsWithWatchCornerBar: Bool {
        widget.allPlans.contains { $0.cssClasses.contains(Build.watchCornerBarClass) }
    }

    private static func isBarTitle(_ plan: WidgetPlan) -> Bool {
        plan.cssClasses.contains("toolbar-title") && plan.cssClasses.contains(NavigationTitleLook.cssClass)
    }
}

extension WidgetPlan {
    /// Whether this is a box holding nothing (a Spacer, a bar's empty side).
    var isEmptyBox: Bool {
        kind == .box && children.allSatisfy(\.isEmptyBox)
    }
}
