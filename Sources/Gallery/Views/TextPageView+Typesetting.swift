import CGtk
import GalleryModel
import GalleryTranslation

/// The Text page's typesetting examples: the language Pango shapes with (Han in two languages, Thai
/// broken by words), a symbol inside a Text, tightening and shrinking, an attribute's colour over
/// the modifier's, and every line pattern drawn as its pattern.
@MainActor
enum TypesettingExamples {
    /// Appends the examples' sections to `box`, drawn for `configuration`.
    static func append(to box: UnsafeMutablePointer<GtkWidget>, for configuration: Configuration) {
        let platform = configuration.platform
        appendLanguages(to: box, for: configuration)

        ViewPageParts.append(ViewPageParts.section("Text(Image(systemName:))"), to: box)
        ViewPageParts.append(ViewPageParts.paragraph(tr(TextViewContent.inlineSymbolCaption), classes: ["card-explanation"]), to: box)
        let symbol = TextViewContent.inlineSymbol(on: platform)
        ViewPageParts.append(ViewPageParts.stage(inlineSymbol(symbol), for: configuration), to: box)
        ViewPageParts.append(ViewPageParts.approximateNote(TextViewContent.inlineSymbolApproximation.english), to: box)
        ViewPageParts.append(ViewPageParts.code(symbol.code), to: box)

        ViewPageParts.append(ViewPageParts.section("allowsTightening(_:) · minimumScaleFactor(_:)"), to: box)
        ViewPageParts.append(ViewPageParts.paragraph(tr(TextViewContent.fittingCaption), classes: ["card-explanation"]), to: box)
        for example in TextViewContent.fitting(on: platform) {
            ViewPageParts.append(ViewPageParts.paragraph(example.code, classes: ["code"]), to: box)
            let drawn = RenderedTextView.drawn(example.text)
            ViewPageParts.append(ViewPageParts.stage(drawn.view, for: configuration), to: box)
            ViewPageParts.append(ViewPageParts.paragraph(tr(drawn.fit.summary), classes: ["caption"]), to: box)
        }

        ViewPageParts.append(ViewPageParts.section(tr("An attribute's colour over the modifier's")), to: box)
        ViewPageParts.append(ViewPageParts.paragraph(tr(TextViewContent.attributeColorCaption), classes: ["card-explanation"]), to: box)
        let colored = TextViewContent.attributeColor(on: platform)
        ViewPageParts.append(ViewPageParts.stage(RenderedTextView.make(colored.text), for: configuration), to: box)
        ViewPageParts.append(ViewPageParts.code(colored.code), to: box)

        ViewPageParts.append(ViewPageParts.section("Text.LineStyle.Pattern"), to: box)
        ViewPageParts.append(ViewPageParts.paragraph(tr(TextViewContent.linePatternCaption), classes: ["card-explanation"]), to: box)
        let patterns = TextViewContent.linePatterns(on: platform)
        let grid = gtk_grid_new()!
        Widget(grid).setName("text-line-patterns")
        gtk_grid_set_row_spacing(gallery_grid(grid), 8)
        gtk_grid_set_column_spacing(gallery_grid(grid), 32)
        for (index, example) in patterns.enumerated() {
            let lines = RenderedTextView.make(example.text)
            Widget(lines).setHAlign(GTK_ALIGN_START)
            gtk_grid_attach(gallery_grid(grid), lines, Int32(index % 2), Int32(index / 2), 1, 1)
        }
        ViewPageParts.append(ViewPageParts.stage(grid, for: configuration), to: box)
        ViewPageParts.append(ViewPageParts.code(patterns.map(\.code).joined(separator: "\n")), to: box)
    }

    /// The Han characters in two languages side by side, each with the font Pango chose, and Thai in a narrow frame.
    private static func appendLanguages(to box: UnsafeMutablePointer<GtkWidget>, for configuration: Configuration) {
        ViewPageParts.append(ViewPageParts.section("typesettingLanguage(_:)"), to: box)
        ViewPageParts.append(ViewPageParts.paragraph(tr(TextViewContent.hanCaption), classes: ["card-explanation"]), to: box)
        let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        let examples = TextViewContent.hanLanguages(on: configuration.platform)
        for example in examples {
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
            ViewPageParts.append(ViewPageParts.paragraph(example.title, classes: ["caption-heading"]), to: column)
            let drawn = RenderedTextView.drawn(example.text)
            Widget(drawn.label).setName("typesetting-han-\(example.title)")
            ViewPageParts.append(ViewPageParts.stage(drawn.view, for: configuration), to: column)
            let fonts = TypesettingProbe.fontFamilies(of: drawn.label).joined(separator: ", ")
            let caption = ViewPageParts.paragraph(tr("Pango shaped it with \(fonts)"), classes: ["caption"])
            Widget(caption).setName("typesetting-font-\(example.title)")
            ViewPageParts.append(caption, to: column)
            gtk_box_append(gallery_box(row), column)
        }
        ViewPageParts.append(row, to: box)
        ViewPageParts.append(ViewPageParts.code(examples.map(\.code).joined(separator: "\n\n")), to: box)

        ViewPageParts.append(ViewPageParts.paragraph(tr(TextViewContent.thaiCaption), classes: ["card-explanation"]), to: box)
        let thai = TextViewContent.thai(on: configuration.platform)
        let drawn = RenderedTextView.drawn(thai.text)
        ViewPageParts.append(ViewPageParts.stage(drawn.view, for: configuration), to: box)
        let starts = TypesettingProbe.lineStarts(of: drawn.label, width: TextViewContent.thaiWidth)
        let breaks = TextViewContent.thaiBreaksBetweenWords(lineStarts: starts)
            ? tr("\(starts.count) lines, each starting at a word") : tr("\(starts.count) lines, one starting inside a word")
        let caption = ViewPageParts.paragraph(breaks, classes: ["caption"])
        Widget(caption).setName("typesetting-thai-lines")
        ViewPageParts.append(caption, to: box)
        ViewPageParts.append(ViewPageParts.code(thai.code), to: box)
    }

    /// The words, the symbol in the words' size and colour, and the rest of the words, in a row.
    private static func inlineSymbol(_ example: InlineSymbolExample) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        Widget(row).setName("text-inline-symbol")
        let before = RenderedTextView.make(example.before)
        let image = gtk_image_new_from_icon_name(example.iconName)!
        gtk_image_set_pixel_size(gallery_image(image), Int32(example.symbolSize.rounded()))
        Widget(image).setAccessibleLabel(example.symbol)
        let after = RenderedTextView.make(example.after)
        for part in [before, image, after] {
            Widget(part).setVAlign(GTK_ALIGN_BASELINE)
            gtk_box_append(gallery_box(row), part)
        }
        return row
    }
}
