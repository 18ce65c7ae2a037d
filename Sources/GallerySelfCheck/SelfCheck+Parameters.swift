import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's parameters part: picks a value in a card's parameter drop-down, as a person
/// would, and records what the card draws before and after (the page dots of
/// `.page(indexDisplayMode:)`, which `.never` hides and `.always` shows).
extension SelfCheck {
    func checkParameters() {
        let card = "card:tabView.page(indexDisplayMode:)"
        func dots() -> Bool {
            guard let root = window.pageRoot, let found = WidgetTree.find(named: card, in: root) else { return false }
            return WidgetTree.find(in: found, where: { Widget($0).classes.contains("page-dots") }) != nil
        }
        step {
            self.activate("win.platform", Platform.iOS.rawValue)
            self.activate("win.page", GalleryPage.family(.tabView).id)
        }
        step {
            self.report.parameters.pageDotsBefore = dots()
            guard let root = self.window.pageRoot, let found = WidgetTree.find(named: card, in: root),
                  let menu = WidgetTree.find(type: "GtkDropDown", in: found)
            else { return self.fail("no parameter drop-down on \(card)") }
            gtk_drop_down_set_selected(gallery_drop_down(menu), 0)
        }
        step(waitingFor: "the card to follow its parameter", until: {
            self.window.state.configuration.arguments["tabView.page(indexDisplayMode:)"] == ".always" && dots()
        }) {
            self.report.parameters.pageDotsAfter = dots()
            self.report.parameters.argumentAfter = self.window.state.configuration.arguments["tabView.page(indexDisplayMode:)"]
        }
    }
}
