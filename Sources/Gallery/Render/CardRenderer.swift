import CGtk
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryTranslation

/// Draws cards into PNG files without showing a window to anyone: each card is built with
/// the same widgets the window shows, laid out in a window on a private X server, and
/// rendered through GTK's own renderer (GtkWidget → GtkSnapshot → GskRenderer → texture).
@MainActor
final class CardRenderer {
    /// What a run wrote.
    struct Summary {
        var images = 0
        var seconds = 0.0
    }

    private let configuration: Configuration
    /// A store of its own holding the configuration, which the cards' controls are bound to: what they report while
    /// the render lays them out changes nothing anyone keeps.
    let store: WindowStore
    private let window: UnsafeMutablePointer<GtkWidget>
    private let holder: UnsafeMutablePointer<GtkWidget>
    /// The width each card is drawn at.
    let width: Int32
    /// Whether each image holds only the example's stage rather than the whole card.
    let stageOnly: Bool
    /// What connects the shown content's widgets to the example state.
    private var bindings: ExampleBindings?

    /// A renderer drawing `configuration`'s choices and example state, each card `width` pixels wide (or, with
    /// `stageOnly`, only its stage).
    init(configuration: Configuration, width: Int32, stageOnly: Bool) {
        self.configuration = configuration
        self.width = width
        self.stageOnly = stageOnly
        store = WindowStore(WindowModel(configuration: configuration))
        Stylesheet.install()
        AppIcon.addIconFolder()
        window = gtk_window_new()!
        gtk_window_set_title(gallery_window(window), "SwiftUI Style Gallery (render)")
        gtk_window_set_default_size(gallery_window(window), width + 48, 200)
        holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(holder).setMargins(16)
        gtk_window_set_child(gallery_window(window), holder)
        let scheme: gboolean = configuration.colorScheme == .dark ? 1 : 0
        gallery_set_bool_property(gtk_settings_get_default().raw, "gtk-application-prefer-dark-theme", scheme)
        Widget(window).addClass("gallery-\(configuration.colorScheme.rawValue)")
    }

    /// Writes one PNG per job into `folder`, and with `sheet` one contact sheet per page.
    ///
    /// - Throws: ``GalleryError`` for a file that could not be written; the images written before it stay.
    func run(_ jobs: [RenderJob], into folder: String, sheet: Bool) throws -> Summary {
        var shots = jobs.map { job in Shot(fileName: job.fileName, stageOnly: stageOnly) { self.single(job) } }
        if sheet {
            shots += Self.grouped(jobs).map { page, pageJobs in
                Shot(fileName: RenderJobs.sheetName(page: page, scheme: configuration.colorScheme), stageOnly: false) {
                    self.sheet(page, pageJobs)
                }
            }
        }
        return try run(shots, into: folder)
    }

    /// One image to write: what it shows, built when its turn comes, and its file's name.
    struct Shot {
        /// The image's file name in the folder.
        let fileName: String
        /// Whether the image holds only the content's stage.
        let stageOnly: Bool
        /// Builds the content.
        let content: () -> UnsafeMutablePointer<GtkWidget>
    }

    /// Shows each shot's content in the window in turn and writes it as a PNG into `folder`.
    ///
    /// - Throws: ``GalleryError`` for a file that could not be written; the images written before it stay.
    func run(_ shots: [Shot], into folder: String) throws -> Summary {
        let started = Date()
        var summary = Summary()
        var failure: GalleryError?
        var steps: [() -> Void] = []
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }

        for shot in shots {
            steps.append { self.show(shot.content()) }
            steps.append {
                do throws(GalleryError) {
                    try self.save(shot.stageOnly ? self.stage(in: self.holderChild) : self.holderChild, to: folder + "/" + shot.fileName)
                    summary.images += 1
                } catch {
                    failure = error
                }
            }
        }
        func next() {
            guard failure == nil, !steps.isEmpty else {
                g_main_loop_quit(loop)
                return
            }
            let step = steps.removeFirst()
            // Each step runs once the window has laid out and painted what the one before changed.
            MainLoop.afterNextPaint(window) {
                step()
                next()
            }
        }
        gtk_window_present(gallery_window(window))
        next()
        g_main_loop_run(loop)
        gtk_window_destroy(gallery_window(window))
        if let failure { throw failure }
        summary.seconds = Date().timeIntervalSince(started)
        return summary
    }

    private var holderChild: UnsafeMutablePointer<GtkWidget> {
        gtk_widget_get_first_child(holder)!
    }

    /// The stage inside a card: the widget drawn with the platform's stage classes.
    private func stage(in card: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        WidgetTree.find(in: card) { Widget($0).classes.contains("stage") } ?? card
    }

    /// Puts `content` in the window in place of what was there, at its own size: the window keeps the size the largest
    /// shot before it gave it (a window does not shrink back), and a card that fills the room it is offered (a scene's
    /// TabView) would otherwise be drawn as wide and as tall as an iPad's or a television's card before it.
    private func show(_ content: UnsafeMutablePointer<GtkWidget>) {
        while let child = gtk_widget_get_first_child(holder) { gtk_box_remove(gallery_box(holder), child) }
        gtk_widget_set_halign(content, GTK_ALIGN_START)
        gtk_widget_set_valign(content, GTK_ALIGN_START)
        gtk_box_append(gallery_box(holder), content)
    }

    /// Bindings for the content built next. The shown content's are closed first, so that what its widgets
    /// report as they go (a list losing its selection) changes no example the next cards draw.
    func nextBindings() -> ExampleBindings {
        keep(ExampleBindings(store: store))
    }

    /// Closes the shown content's bindings and keeps `next`, the bindings of the content built next (a scene's
    /// stage binds to its own state).
    @discardableResult
    func keep(_ next: ExampleBindings) -> ExampleBindings {
        bindings?.close()
        bindings = next
        return next
    }

    /// One card: a family style's card as its page shows it, or a view page's example.
    private func single(_ job: RenderJob) -> UnsafeMutablePointer<GtkWidget> {
        let bindings = nextBindings()
        let interpreter = PlanInterpreter(bindings: bindings)
        let content: UnsafeMutablePointer<GtkWidget>
        if let style = job.style {
            let card = StyleCardView(StyleCard.card(for: style, in: configuration, context: job.context), store: store, interpreter: interpreter)
            content = gtk_flow_box_child_get_child(gallery_flow_box_child(card.root))!
            g_object_ref(content)
            gtk_flow_box_child_set_child(gallery_flow_box_child(card.root), nil)
            defer { g_object_unref(content) }
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(gallery_box(box), content)
            gtk_widget_set_size_request(box, width, -1)
            return box
        }
        guard case .view(let page) = job.page else { preconditionFailure("a job without a style is a view page's") }
        content = VariantCell.view(page, in: job.context, configuration: configuration, bindings: bindings, note: nil)
        Widget(content).addClass("card")
        gtk_widget_set_size_request(content, width, -1)
        return content
    }

    /// The contact sheet of one page: a row per style (or one for a view page), a column per platform, with captions.
    private func sheet(_ page: GalleryPage, _ jobs: [RenderJob]) -> UnsafeMutablePointer<GtkWidget> {
        let bindings = nextBindings()
        let grid = gtk_grid_new()!
        Widget(grid).addClass("render-sheet")
        gtk_grid_set_row_spacing(gallery_grid(grid), 12)
        gtk_grid_set_column_spacing(gallery_grid(grid), 12)
        let title = gtk_label_new("\(translated(page.title)) · \(configuration.placement.rawValue) · \(configuration.colorScheme.rawValue)")!
        Widget(title).addClass("page-title")
        gtk_label_set_xalign(gallery_label(title), 0)
        let platforms = Self.unique(jobs.map(\.context.platform))
        gtk_grid_attach(gallery_grid(grid), title, 0, 0, Int32(platforms.count) + 1, 1)
        for (column, platform) in platforms.enumerated() {
            gtk_grid_attach(gallery_grid(grid), caption(platform.rawValue, classes: ["heading"]), Int32(column) + 1, 1, 1, 1)
        }
        let rows = Self.unique(jobs.map { $0.style?.id ?? page.id })
        for (row, id) in rows.enumerated() {
            let rowJobs = jobs.filter { ($0.style?.id ?? page.id) == id }
            let name = rowJobs.first?.style.map { $0.origin == .custom ? $0.name : "." + $0.name } ?? translated(page.title)
            gtk_grid_attach(gallery_grid(grid), caption(name, classes: ["card-title"]), 0, Int32(row) + 2, 1, 1)
            for job in rowJobs {
                guard let column = platforms.firstIndex(of: job.context.platform) else { continue }
                let cell = if let style = job.style {
                    VariantCell.card(StyleCard.card(for: style, in: configuration, context: job.context), bindings: bindings, note: nil)
                } else if case .view(let page) = page {
                    VariantCell.view(page, in: job.context, configuration: configuration, bindings: bindings, note: nil)
                } else {
                    preconditionFailure("a job without a style is a view page's")
                }
                gtk_widget_set_size_request(cell, width, -1)
                gtk_grid_attach(gallery_grid(grid), cell, Int32(column) + 1, Int32(row) + 2, 1, 1)
            }
        }
        let sheet = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        Widget(sheet).addClass("card")
        gtk_box_append(gallery_box(sheet), grid)
        return sheet
    }

    private func caption(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        for name in classes { Widget(label).addClass(name) }
        gtk_label_set_xalign(gallery_label(label), 0)
        Widget(label).setVAlign(GTK_ALIGN_START)
        return label
    }

    /// Renders `widget` and writes the PNG atomically: a reader sees no file or the whole image.
    private func save(_ widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws(GalleryError) {
        guard let texture = Screenshot.render(widget) else { throw GalleryError(say("cannot draw \(Quoting.path(path)): the card has no size")) }
        defer { g_object_unref(texture.raw) }
        let bytes = gdk_texture_save_to_png_bytes(texture)!
        defer { g_bytes_unref(bytes) }
        var size = 0
        let data = Data(bytes: g_bytes_get_data(bytes, &size)!, count: size)
        do {
            try AtomicFile.write(data, toPath: path)
        } catch {
            throw GalleryError(error)
        }
    }

    /// The jobs grouped by page, pages in the order they first appear.
    private static func grouped(_ jobs: [RenderJob]) -> [(GalleryPage, [RenderJob])] {
        unique(jobs.map(\.page)).map { page in (page, jobs.filter { $0.page == page }) }
    }

    private static func unique<T: Equatable>(_ values: [T]) -> [T] {
        values.reduce(into: []) { result, value in if !result.contains(value) { result.append(value) } }
    }
}
