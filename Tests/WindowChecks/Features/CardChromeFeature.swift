import CGtk
import GalleryModel
import GalleryWindow

/// What the gallery draws around a card's stage reads as the gallery's, not as GTK's nor as the platform's: the
/// platform chips stand apart (the ring around the current platform's chip is drawn inside the chip, so the gap
/// between two chips stays empty and no ring runs over a neighbour's text), and a parameter's drop-down is a
/// see-through capsule around the value's code with the pop-up button's chevrons, not GTK's bezelled button and arrow.
/// The stage's words are set in the platform's typeface (Inter standing in for SF Pro), the card's own in the desktop's
/// font. On the watch the stage is the watch's screen, and no card's example is wider than it.
@MainActor
enum CardChromeFeature: WindowCheck {
    nonisolated static let name = "cardChrome"

    static func run(_ check: WindowDriver) throws {
        try chips(check)
        try parameter(check)
        try typefaces(check)
        try watchScreens(check)
    }

    /// On the watch every card's example is laid out on the watch's screen, 198 points wide, as its scenes are; a card
    /// showing a style the watch lacks as on another platform keeps that platform's stage.
    private static func watchScreens(_ check: WindowDriver) throws {
        let width = try check.require(PlatformTheme.of(.watchOS).cardScreenWidth)
        check.show(.family(.toggle), on: .watchOS)
        for style in ["switch", "button"] {
            let card = try check.require(check.widget(named: "card:toggle.\(style)"), "no \(style) card on watchOS")
            let stage = try check.require(check.widget(withClass: "stage", in: card), "no stage on the \(style) card")
            let screen = try check.require(check.widget(withClass: "device-screen", in: stage), "the \(style) card's stage has no watch screen")
            check.expect(Int(gtk_widget_get_width(screen)) == width, "the \(style) card's screen is \(gtk_widget_get_width(screen)) px wide, not \(width)")
            check.expect(Int(gtk_widget_get_width(stage)) < Int(gtk_widget_get_width(card)) - 40, "the \(style) card's stage is as wide as its card")
        }
        let checkbox = try check.require(check.widget(named: "card:toggle.checkbox"), "no checkbox card on watchOS")
        check.expect(check.widget(withClass: "device-screen", in: checkbox) == nil, "the checkbox, shown as on the Mac, is on a watch screen")
        check.photograph(check.window.toplevel, as: "shot-watch-cards")
        try watchExamplesFit(check, width: width)
    }

    /// No card's example on the watch needs more than the watch's screen: what is wider runs off both edges, as the
    /// date picker's five wheels did, hiding the rows around them too.
    private static func watchExamplesFit(_ check: WindowDriver, width: Int) throws {
        for family in StyleFamily.allCases {
            check.show(.family(family), on: .watchOS)
            WidgetTree.visit(try check.pageRoot()) { screen in
                guard Widget(screen).classes.contains("device-screen"), let example = gtk_widget_get_first_child(screen) else { return }
                var minimum: Int32 = 0
                gtk_widget_measure(example, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
                var card = gtk_widget_get_parent(screen)
                while let widget = card, !Widget(widget).name.hasPrefix("card:") { card = gtk_widget_get_parent(widget) }
                let name = card.map { Widget($0).name } ?? family.rawValue
                check.expect(Int(minimum) <= width, "\(name) needs \(minimum) px on the watch's \(width)-px screen")
            }
        }
    }

    /// The bordered button's card on each platform: the button's title is shaped with Inter's cut for the stage's size,
    /// the card's words around the stage with the desktop's font.
    private static func typefaces(_ check: WindowDriver) throws {
        for platform in Platform.allCases {
            check.show(.family(.button), on: platform)
            let card = try check.require(check.widget(named: "card:button.bordered"), "no bordered card on \(platform.rawValue)")
            let stage = try check.require(check.widget(withClass: "stage", in: card), "no stage on \(platform.rawValue)")
            var stageFaces: Set<String> = [], chromeFaces: Set<String> = []
            WidgetTree.visit(card) { widget in
                guard Widget(widget).typeName == "GtkLabel", gtk_widget_get_mapped(widget) != 0,
                      !String(cString: gtk_label_get_text(gallery_label(widget))).isEmpty else { return }
                let inStage = gtk_widget_is_ancestor(widget, stage) != 0
                for face in fontFamilies(of: widget) {
                    if inStage { stageFaces.insert(face) } else { chromeFaces.insert(face) }
                }
            }
            let theme = PlatformTheme.of(platform)
            let face = AppleTypeface.standIns(at: Double(theme.fontSize))[0]
            check.expect(stageFaces == [face], "the \(theme.typeface.name) stage on \(platform.rawValue) sets its words in "
                         + "\(stageFaces.sorted()), not \(face)")
            check.expect(!chromeFaces.isEmpty && !chromeFaces.contains { $0.hasPrefix("Inter") },
                         "the card around the stage on \(platform.rawValue) sets its words in \(chromeFaces.sorted())")
        }
    }

    /// The families of the fonts Pango shaped `label`'s runs with.
    private static func fontFamilies(of label: UnsafeMutablePointer<GtkWidget>) -> Set<String> {
        guard let layout = gtk_label_get_layout(gallery_label(label)), let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var families: Set<String> = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item.pointee.analysis.font,
                  let description = pango_font_describe(font) else { continue }
            defer { pango_font_description_free(description) }
            if let family = pango_font_description_get_family(description) { families.insert(String(cString: family)) }
        } while pango_layout_iter_next_run(iter) != 0
        return families
    }

    /// The tint drop-down of the prominent button's card: nothing filled inside its capsule but the value's words.
    private static func parameter(_ check: WindowDriver) throws {
        check.show(.family(.button), on: .iOS)
        let card = try check.require(check.widget(named: "card:button.borderedProminent"))
        let row = try check.require(check.widget(withClass: "card-parameter", in: card))
        var button: UnsafeMutablePointer<GtkWidget>?
        WidgetTree.visit(row) { if button == nil && Widget($0).typeName.hasSuffix("Button") { button = $0 } }
        let face = try check.require(button, "the tint parameter has no drop-down button")
        var photo: Pixels?
        check.wait(for: "a picture of the tint drop-down") {
            photo = Pixels(face)
            return photo != nil
        }
        guard let photo else { return }
        // Inside the rim, before the value's first letter, and under it: see-through where GTK paints its bezel.
        let inside = [(4, photo.height / 2), (photo.width / 2, 3), (photo.width / 2, photo.height - 4)]
        let filled = inside.filter { photo.alpha(x: $0.0, y: $0.1) > 40 }
        check.expect(filled.isEmpty, "the tint drop-down is filled at \(filled): GTK's bezel, not the card's capsule")
        // At its trailing end the capsule shows the pop-up button's chevrons, not GTK's drop-down arrow.
        var arrows = 0, glyphs = 0
        WidgetTree.visit(face) { widget in
            guard gtk_widget_is_visible(widget) != 0 else { return }
            if String(cString: gtk_widget_get_css_name(widget)) == "arrow" { arrows += 1 }
            if Widget(widget).typeName == "GtkImage", let name = gtk_image_get_icon_name(gallery_image(widget)),
               String(cString: name) == StyleCard.parameterGlyph { glyphs += 1 }
        }
        check.expect(arrows == 0 && glyphs == 1, "the tint capsule shows \(arrows) GTK arrows and \(glyphs) chevron glyphs")
    }

    /// The platform chips of the automatic button's card on two platforms.
    private static func chips(_ check: WindowDriver) throws {
        for platform in [Platform.iOS, .visionOS] {
            check.show(.family(.button), on: platform)
            let card = try check.require(check.widget(named: "card:button.automatic"), "no automatic card on \(platform.rawValue)")
            let current = try check.require(check.widget(withClass: "current", in: card), "no current chip on \(platform.rawValue)")
            let row = try check.require(gtk_widget_get_parent(current))
            var chips: [graphene_rect_t] = []
            var child = gtk_widget_get_first_child(row)
            while let widget = child {
                var bounds = graphene_rect_t()
                if gtk_widget_compute_bounds(widget, row, &bounds) != 0 { chips.append(bounds) }
                child = gtk_widget_get_next_sibling(widget)
            }
            check.expect(chips.count == Platform.allCases.count, "\(chips.count) chips on \(platform.rawValue)")
            var photo: Pixels?
            check.wait(for: "a picture of the chips on \(platform.rawValue)") {
                photo = Pixels(row)
                return photo != nil
            }
            guard let photo else { continue }
            for (left, right) in zip(chips, chips.dropFirst()) {
                let gap = Int((left.origin.x + left.size.width).rounded(.up))..<Int(right.origin.x.rounded(.down))
                check.expect(!gap.isEmpty, "two chips touch on \(platform.rawValue)")
                let painted = gap.filter { x in (0..<photo.height).contains { photo.alpha(x: x, y: $0) > 0 } }
                check.expect(painted.isEmpty, "on \(platform.rawValue) a ring is drawn in the gap between two chips, at x \(painted)")
            }
            // The current chip is ringed: its leading edge is drawn darker than a chip's of the same colour without a ring.
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(current, row, &bounds)
            let middle = Int(bounds.origin.y + bounds.size.height / 2)
            let edge = photo.color(x: Int(bounds.origin.x.rounded(.up)), y: middle)
            let inside = photo.color(x: Int(bounds.origin.x.rounded(.up)) + 3, y: middle)
            check.expect(RGBColor.contrast(edge, inside) > 1.5, "the current chip on \(platform.rawValue) has no ring: \(edge) beside \(inside)")
        }
    }
}
