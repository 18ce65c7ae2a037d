import CGtk
import GalleryModel
import GalleryWindow

/// A card's parameter drop-down, picked as a person picks, changes what the card draws and is kept in the
/// configuration: `.page(indexDisplayMode:)` shows no page dots at `.never` and shows them at `.always`.
@MainActor
enum ParametersFeature: WindowCheck {
    nonisolated static let name = "parameters"

    static func run(_ check: WindowDriver) throws {
        let id = "tabView.page(indexDisplayMode:)"
        func dots() -> Bool {
            check.widget(named: "card:\(id)").flatMap { check.widget(withClass: "page-dots", in: $0) } != nil
        }
        check.show(.family(.tabView), on: .iOS)
        check.expect(!dots(), "page(indexDisplayMode: .never) shows dots")
        let menu = try check.require(WidgetTree.find(type: "GtkDropDown", in: try check.require(check.widget(named: "card:\(id)"))))
        gtk_drop_down_set_selected(gallery_drop_down(menu), 0)
        check.wait(for: "the card to follow its parameter") { check.state.configuration.arguments[id] == ".always" && dots() }
    }
}
