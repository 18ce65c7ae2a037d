import CGtk
import GalleryModel
import GalleryTranslation

/// The Text documents' own samples on the Text page: the overview's Hamlet lines, a variable against its localized
/// key, a strongly emphasized run and a noun agreeing with its number, each as the model renders it, with its code.
@MainActor
enum DocumentSamples {
    /// Appends the samples' sections to `box`, drawn for `configuration`.
    static func append(to box: UnsafeMutablePointer<GtkWidget>, for configuration: Configuration) {
        let platform = configuration.platform
        appendSection(tr("The documents' samples"), caption: TextViewContent.overviewCaption,
                      examples: TextViewContent.overview(on: platform), to: box, for: configuration)
        appendSection(tr("A variable and its localized key"), caption: TextViewContent.localizingCaption,
                      examples: TextViewContent.localizing(on: platform), to: box, for: configuration)
        appendSection("stronglyEmphasized", caption: TextViewContent.emphasisCaption,
                      examples: [TextViewContent.emphasis(on: platform)], to: box, for: configuration)
        appendSection("^[ ](inflect: true)", caption: TextViewContent.inflectionCaption,
                      examples: TextViewContent.inflection(on: platform), to: box, for: configuration)
        ViewPageParts.append(ViewPageParts.approximateNote(TextViewContent.inflectionApproximation.english), to: box)
    }

    /// A heading, a caption, then each example's title, text (in its frame when it has a width) and code.
    private static func appendSection(_ title: String, caption: LocalizedText, examples: [TextViewContent.RenderedExample],
                                      to box: UnsafeMutablePointer<GtkWidget>, for configuration: Configuration) {
        ViewPageParts.append(ViewPageParts.section(title), to: box)
        ViewPageParts.append(ViewPageParts.paragraph(tr(caption), classes: ["card-explanation"]), to: box)
        for example in examples {
            ViewPageParts.append(ViewPageParts.paragraph(example.title, classes: ["caption-heading"]), to: box)
            ViewPageParts.append(ViewPageParts.stage(RenderedTextView.make(example.text), for: configuration), to: box)
            ViewPageParts.append(ViewPageParts.code(example.code), to: box)
        }
    }
}
