import CGtk
import Foundation
import GalleryModel
import GalleryTranslation

/// The Text page: a sample Text with every modifier live, its SwiftUI code and
/// approximations, concatenation, the three ways of creating a Text, and
/// dates and a timer that tick.
@MainActor
final class TextPageView: DescribedPage {
    let root: UnsafeMutablePointer<GtkWidget>
    private let store: WindowStore
    /// The sample label; made again when `accessibilityHeading(_:)` changes its role.
    private var sample: UnsafeMutablePointer<GtkWidget>
    /// Strokes the sample's dotted and dashed lines, which Pango cannot draw; made again with the sample.
    private var sampleLines: PatternedLines
    private let sampleStage: UnsafeMutablePointer<GtkWidget>
    /// The dashed frame around the sample.
    private let sampleFrame: UnsafeMutablePointer<GtkWidget>
    /// Holds the frame at exactly the sample's `frame(width:)`.
    private let widthHolder: UnsafeMutablePointer<GtkWidget>
    private let notes: UnsafeMutablePointer<GtkWidget>
    private let codeBox: UnsafeMutablePointer<GtkWidget>
    private let fixed: UnsafeMutablePointer<GtkWidget>
    /// The modifier form; its handlers refer to it, so the page keeps it.
    private let controls: TextControls
    /// The Speak and Stop buttons under the sample.
    private let speaker: TextSpeaker
    private var dateLabels: [UnsafeMutablePointer<GtkWidget>] = []
    /// The sample string the fixed examples were last built with.
    private var fixedContent: String?
    private let opened = Date()

    init(store: WindowStore) {
        self.store = store
        let state = store.state
        root = ViewPageParts.page(name: ViewPage.text.rawValue, title: ViewPage.text.title, summary: tr(ViewPage.text.summary))
        ViewPageParts.append(ViewPageParts.section(tr("Sample")), to: root)
        sample = TextSample.make(for: state.configuration.text.accessibility)
        sampleLines = PatternedLines(over: sample)
        sampleFrame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(sampleFrame).addClass("text-frame")
        Widget(sampleFrame).setHAlign(GTK_ALIGN_START)
        gtk_box_append(gallery_box(sampleFrame), BoundedHeightScroller.make(sampleLines.root, maximumHeight: Self.sampleMaximumHeight, what: tr("the sample")))
        sampleStage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        widthHolder = FixedWidthBox.make()
        Widget(widthHolder).setHAlign(GTK_ALIGN_START)
        gtk_box_append(gallery_box(sampleStage), widthHolder)
        gtk_box_append(gallery_box(sampleStage), sampleFrame)
        ViewPageParts.append(sampleStage, to: root)
        speaker = TextSpeaker(store: store)
        ViewPageParts.append(speaker.root, to: root)
        notes = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        ViewPageParts.append(notes, to: root)
        codeBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        ViewPageParts.append(codeBox, to: root)
        ViewPageParts.append(ViewPageParts.section(tr("Modifiers")), to: root)
        controls = TextControls(store: store)
        ViewPageParts.append(controls.root, to: root)
        ViewPageParts.append(ViewPageParts.section(tr("What GTK can only approximate")), to: root)
        for approximation in TextApproximation.allCases {
            ViewPageParts.append(ViewPageParts.paragraph(approximation.modifier + ": " + translated(approximation.reason),
                                                         classes: ["card-explanation"]), to: root)
        }
        fixed = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        ViewPageParts.append(fixed, to: root)
        refreshSample()
        rebuildFixed()
        startClock()
    }

    func show(_ new: WindowModel, from old: WindowModel) {
        if new.configuration.context != old.configuration.context {
            refreshSample()
            rebuildFixed()
        } else if new.configuration.text != old.configuration.text {
            refreshSample()
            // Only the three sources examples show the sample's string; the rest follow the context.
            if new.configuration.text.content != fixedContent { rebuildFixed() }
        }
        if new.search != old.search { filter(new.search) }
    }

    let page = ViewPage.text

    /// Draws the sample with the current settings on the current platform's stage.
    private func refreshSample() {
        let configuration = store.state.configuration
        let example = TextViewContent.sample(for: configuration)
        let rendered = example.text
        holdFrame(atFixedWidth: rendered.width != nil)
        let accessibility = configuration.text.accessibility
        if TextSample.needsNewRole(sample, for: accessibility) {
            let scroller = gtk_widget_get_ancestor(sample, gtk_scrolled_window_get_type())
            sample = TextSample.make(for: accessibility)
            sampleLines = PatternedLines(over: sample)
            gtk_scrolled_window_set_child(gallery_scrolled_window(scroller), sampleLines.root)
        }
        let fit = TextMarkup.apply(rendered, to: sample)
        sampleLines.show(rendered)
        TextSample.describe(sample, accessibility, words: rendered.text)
        ViewPageParts.drawAsStage(sampleStage, for: configuration)
        ViewPageParts.clear(notes, keeping: self)
        if fit != .unchanged { ViewPageParts.append(ViewPageParts.paragraph(tr(fit.summary), classes: ["caption"]), to: notes) }
        for note in rendered.approximations {
            ViewPageParts.append(ViewPageParts.paragraph(tr("Approximate now: \(note.modifier). \(translated: note.reason)"),
                                                         classes: ["approximate-note"]), to: notes)
        }
        for note in accessibility.notes {
            ViewPageParts.append(ViewPageParts.paragraph(tr(note), classes: ["card-explanation"]), to: notes)
        }
        ViewPageParts.clear(codeBox, keeping: self)
        ViewPageParts.append(ViewPageParts.code(example.code), to: codeBox)
    }

    /// Moves the sample's frame into the fixed-width holder (under `frame(width:)`) or back onto the stage.
    private func holdFrame(atFixedWidth fixed: Bool) {
        let holder = fixed ? widthHolder : sampleStage
        guard gtk_widget_get_parent(sampleFrame) != holder else { return }
        g_object_ref(sampleFrame)
        defer { g_object_unref(sampleFrame) }
        gtk_box_remove(gallery_box(gtk_widget_get_parent(sampleFrame)), sampleFrame)
        gtk_box_append(gallery_box(holder), sampleFrame)
    }

    /// The tallest the sample is drawn before it scrolls, in pixels.
    static let sampleMaximumHeight: Int32 = 480

    /// The examples that do not follow the form: concatenation, the three sources, dates.
    private func rebuildFixed() {
        ViewPageParts.clear(fixed, keeping: self)
        let configuration = store.state.configuration
        fixedContent = configuration.text.content
        let platform = configuration.platform

        ViewPageParts.append(ViewPageParts.section(tr("Concatenation")), to: fixed)
        let concatenation = TextViewContent.concatenation(on: platform)
        ViewPageParts.append(ViewPageParts.stage(RenderedTextView.make(concatenation.text), for: configuration), to: fixed)
        ViewPageParts.append(ViewPageParts.code(concatenation.code), to: fixed)

        ViewPageParts.append(ViewPageParts.section(tr("Localized key, verbatim and AttributedString")), to: fixed)
        for example in TextViewContent.sources(of: configuration.text.content, on: platform) {
            ViewPageParts.append(ViewPageParts.paragraph(translated(example.title), classes: ["caption-heading"]), to: fixed)
            ViewPageParts.append(ViewPageParts.stage(RenderedTextView.make(example.text), for: configuration), to: fixed)
            ViewPageParts.append(ViewPageParts.paragraph(example.code, classes: ["code"]), to: fixed)
        }

        DocumentSamples.append(to: fixed, for: configuration)
        TypesettingExamples.append(to: fixed, for: configuration)

        ViewPageParts.append(ViewPageParts.section(tr("Dates and timers")), to: fixed)
        ViewPageParts.append(ViewPageParts.paragraph(tr(TextViewContent.timerCaption), classes: ["card-explanation"]), to: fixed)
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(gallery_grid(grid), 6)
        gtk_grid_set_column_spacing(gallery_grid(grid), 16)
        dateLabels = []
        for (row, example) in dateExamples(now: Date()).enumerated() {
            let code = gtk_label_new(example.code)!
            Widget(code).addClass("code")
            gtk_label_set_xalign(gallery_label(code), 0)
            gtk_label_set_selectable(gallery_label(code), 1)
            Widget(code).setCanFocus(false)
            gtk_label_set_wrap(gallery_label(code), 1)
            gtk_label_set_wrap_mode(gallery_label(code), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_max_width_chars(gallery_label(code), 44)
            gtk_grid_attach(gallery_grid(grid), code, 0, Int32(row), 1, 1)
            let value = gtk_label_new(example.text)!
            gtk_label_set_xalign(gallery_label(value), 0)
            gtk_label_set_wrap(gallery_label(value), 1)
            gtk_label_set_max_width_chars(gallery_label(value), 28)
            Widget(value).addClass("numeric")
            gtk_grid_attach(gallery_grid(grid), value, 1, Int32(row), 1, 1)
            dateLabels.append(value)
        }
        ViewPageParts.append(ViewPageParts.stage(grid, for: configuration), to: fixed)
    }

    private func dateExamples(now: Date) -> [DateTexts.Example] {
        TextViewContent.dateExamples(opened: opened, now: now)
    }

    /// Updates the relative, offset, timer and countdown texts every second while the page exists.
    private func startClock() {
        MainLoop.every(1000) { [weak self] in
            guard let self else { return false }
            for (label, example) in zip(self.dateLabels, self.dateExamples(now: Date())) {
                gtk_label_set_text(gallery_label(label), example.text)
            }
            return true
        }
    }
}
