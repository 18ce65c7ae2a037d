import CGtk
import GalleryModel
import GalleryWindow

/// On the Mac every regular-size control stands as tall as the others, border to border: a text field, a pop-up
/// button, a push button, a pull-down menu, a segmented control, a button-style toggle and the navigation group's
/// separated segments, in each design era (``PlatformTheme/controlBoxHeight(_:in:)``). A segmented control fits its
/// segments, each as wide as the others, instead of running across the stage. On iPhone and iPad a prominent button,
/// a segmented control and a compact date picker's pill stand at UIKit's heights.
@MainActor
enum ControlHeightsFeature: WindowCheck {
    nonisolated static let name = "controlHeights"

    /// Each card, and how its control is found in it: by a class on the control's outer widget, or by its GTK type.
    private static let controls: [(card: String, family: StyleFamily, find: Find)] = [
        ("textField.automatic", .textField, .type("GtkEntry")),
        ("picker.menu", .picker, .buttonOf("GtkMenuButton")),
        ("button.bordered", .button, .cssClass("bordered-button")),
        ("menu.automatic", .menu, .buttonOf("GtkMenuButton")),
        ("picker.segmented", .picker, .cssClass("segmented")),
        ("toggle.button", .toggle, .type("GtkToggleButton")),
        ("controlGroup.navigation", .controlGroup, .cssClass("bordered-button")),
    ]

    private enum Find {
        case cssClass(String), type(String), buttonOf(String)
    }

    static func run(_ check: WindowDriver) throws {
        let theme = PlatformTheme.of(.macOS)
        for era in PlatformTheme.eras(of: .macOS) {
            // The newest release of the era (the releases run newest first).
            let release = try check.require(Platform.macOS.releases.first { theme.era(at: $0) == era.era }, "no macOS release in \(era.era)")
            let expected = try check.require(theme.controlBoxHeight(.regular, in: era.era), "the Mac has no regular height")
            check.send(.choosePlatform(.macOS), .chooseRelease(release))
            for control in controls {
                check.send(.openPage(.family(control.family)))
                check.waitForFrame()
                guard let card = check.widget(named: "card:\(control.card)"), let stage = check.widget(withClass: "stage", in: card),
                      let widget = find(control.find, in: stage, check) else {
                    check.fail("macOS \(release): \(control.card) has no control")
                    continue
                }
                let height = Int(borderBox(widget).height)
                check.expect(abs(height - expected) <= 1, "macOS \(release): \(control.card) is \(height) px tall, a regular control \(expected)")
                if control.card == "picker.segmented" { fits(widget, in: stage, release, check) }
            }
        }
        try touchControls(check)
    }

    /// On iPhone and iPad a bordered button, a segmented control and a compact date picker's pill stand at their heights, border to border
    /// (``PlatformTheme/touchControlHeights``), in each design era.
    private static func touchControls(_ check: WindowDriver) throws {
        for platform in [Platform.iOS, .iPadOS] {
            let theme = PlatformTheme.of(platform)
            let heights = try check.require(theme.touchControlHeights, "\(platform.rawValue) has no control heights")
            for era in PlatformTheme.eras(of: platform) {
                let release = try check.require(platform.releases.first { theme.era(at: $0) == era.era }, "no \(platform.rawValue) release in \(era.era)")
                check.send(.choosePlatform(platform), .chooseRelease(release))
                for (card, family, find, expected) in [("button.borderedProminent", StyleFamily.button, Find.cssClass("suggested-action"), heights.button),
                                                       ("picker.segmented", .picker, .cssClass("segmented"), heights.segmented),
                                                       ("datePicker.compact", .datePicker, .cssClass("date-pill"), heights.button)] {
                    check.send(.openPage(.family(family)))
                    check.waitForFrame()
                    guard let cardWidget = check.widget(named: "card:\(card)"), let stage = check.widget(withClass: "stage", in: cardWidget),
                          let widget = Self.find(find, in: stage, check) else {
                        check.fail("\(platform.rawValue) \(release): \(card) has no control")
                        continue
                    }
                    let height = Int(borderBox(widget).height)
                    check.expect(abs(height - expected) <= 1, "\(platform.rawValue) \(release): \(card) is \(height) px tall, not \(expected)")
                }
            }
        }
    }

    /// The segmented control `track` fits its segments, each as wide as the others: as wide as the widest title and
    /// the room either side of it (``PlatformTheme/segmentTitleInset``), not the width of its stage.
    private static func fits(_ track: UnsafeMutablePointer<GtkWidget>, in stage: UnsafeMutablePointer<GtkWidget>, _ release: OSVersion,
                             _ check: WindowDriver) {
        let segments = Widget(track).children.map(\.pointer)
        let widths = segments.map { Int(borderBox($0).width) }
        check.expect((widths.max() ?? 0) - (widths.min() ?? 0) <= 1, "macOS \(release): segments \(widths) differ in width")
        let titles = segments.compactMap { WidgetTree.find(type: "GtkLabel", in: $0) }.map { label -> Int in
            var natural: Int32 = 0
            gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            return Int(natural)
        }
        let fitted = segments.count * ((titles.max() ?? 0) + 2 * PlatformTheme.segmentTitleInset + 2) + 2 * PlatformTheme.segmentTrackInset
        let width = Int(borderBox(track).width), room = Int(gtk_widget_get_width(stage))
        check.expect(width <= fitted && width < room, "macOS \(release): the segmented control is \(width) px, its segments need \(fitted), its stage is \(room)")
    }

    /// `widget`'s border box: what a person sees of it, its border and padding included, its margin not.
    private static func borderBox(_ widget: UnsafeMutablePointer<GtkWidget>) -> (width: Double, height: Double) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, widget, &bounds) != 0 else { return (0, 0) }
        return (Double(bounds.size.width), Double(bounds.size.height))
    }

    /// The control `find` finds in `stage`.
    private static func find(_ find: Find, in stage: UnsafeMutablePointer<GtkWidget>, _ check: WindowDriver) -> UnsafeMutablePointer<GtkWidget>? {
        switch find {
        case .cssClass(let name): check.widget(withClass: name, in: stage)
        case .type(let type): WidgetTree.find(type: type, in: stage)
        // A menu button's face is its first child, the toggle button that opens its menu.
        case .buttonOf(let type): WidgetTree.find(type: type, in: stage).flatMap { Widget($0).children.first?.pointer }
        }
    }
}
