import CGtk
import GalleryModel

/// A ``RenderedText`` drawn the one way, wherever it appears (the Text page's examples, the variants view,
/// `gallery render --page text`): its label, the patterned underlines and strikethroughs stroked over it, and, when
/// the model frames it, the dashed frame held at exactly its `frame(width:)`.
@MainActor
enum RenderedTextView {
    /// The widgets that draw `text`.
    static func make(_ text: RenderedText) -> UnsafeMutablePointer<GtkWidget> {
        drawn(text).view
    }

    /// The widgets that draw `text`; the label inside them, for what measures the words Pango laid out (the fonts it
    /// chose, where its lines start); and how the model fitted the text to its frame.
    static func drawn(_ text: RenderedText) -> (view: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>, fit: TextFit) {
        let lines = PatternedLines.drawn(text)
        // A colour the code writes is Apple's, drawn as Apple draws it; where it falls short of WCAG the model says so in
        // the example's caption, and the window's contrast check measures the gallery's own colours only.
        if !text.writtenColors.isEmpty { Widget(lines.root).addClass("written-colour") }
        return (text.isFramed ? framed(lines.root) : lines.root, lines.label, lines.fit)
    }

    /// `view` in the dashed frame, held at exactly its `frame(width:)`: the frame's padding is outside
    /// the width, as the sample's is, so the label gets all of it.
    private static func framed(_ label: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let frame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(frame).addClass("text-frame")
        Widget(frame).setHAlign(GTK_ALIGN_START)
        gtk_box_append(gallery_box(frame), label)
        let holder = FixedWidthBox.make()
        Widget(holder).setHAlign(GTK_ALIGN_START)
        gtk_box_append(gallery_box(holder), frame)
        return holder
    }
}
