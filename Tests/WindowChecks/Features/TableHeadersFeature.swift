import CGtk
import GalleryModel
import GalleryWindow

/// A Table's column headers are drawn as the platform draws them: each title flat on the table's own background (no
/// button fill, bezel or rounded corner of GTK's header button), in smaller type than the rows, on the Mac, the iPad
/// and Vision Pro.
@MainActor
enum TableHeadersFeature: WindowCheck {
    nonisolated static let name = "tableHeaders"

    static func run(_ check: WindowDriver) throws {
        for platform in [Platform.macOS, .iPadOS, .visionOS] {
            check.show(.family(.table), on: platform)
            check.waitForFrame()
            guard let card = check.widget(named: "card:table.automatic"),
                  let table = WidgetTree.find(type: "GtkColumnView", in: card),
                  let header = Widget(table).children.first?.pointer,
                  let rows = WidgetTree.find(type: "GtkColumnListView", in: table),
                  let cell = WidgetTree.find(type: "GtkLabel", in: rows) else { return check.fail("no table on \(platform.rawValue)") }
            let titles = Widget(header).children.map(\.pointer)
            check.expect(titles.count == SampleContent.tableColumns.count, "\(platform.rawValue): \(titles.count) column titles")
            for (index, title) in titles.enumerated() {
                guard let label = WidgetTree.find(type: "GtkLabel", in: title), let photo = Pixels(title) else {
                    check.fail("\(platform.rawValue): column title \(index) not drawn")
                    continue
                }
                // Beside the words, inside the title's top corners and at its middle right: nothing of its own, the table shows through.
                let spots = [(1, 1), (photo.width - 4, 1), (photo.width - 4, photo.height / 2)]
                check.expect(spots.allSatisfy { photo.alpha(x: $0.0, y: $0.1) == 0 },
                             "\(platform.rawValue): column title \(index) draws a fill of its own")
                check.expect(textHeight(label) < textHeight(cell),
                             "\(platform.rawValue): column title \(index)'s text is \(textHeight(label)) px tall, a row's \(textHeight(cell))")
            }
            check.photograph(header, as: "table-header-\(platform.rawValue)")
        }
    }

    /// How tall `label`'s text is: its natural height, whatever room it is given.
    private static func textHeight(_ label: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
        return natural
    }
}
