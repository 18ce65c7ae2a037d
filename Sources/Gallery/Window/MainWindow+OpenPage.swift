import CGtk
import GalleryModel

/// What a driver of the window (the self-check) reads of the open page.
extension MainWindow {
    /// The open page's top widget; nil before the first page opens.
    package var pageRoot: UnsafeMutablePointer<GtkWidget>? {
        pageView?.root
    }

    /// The open page when it is a family's cards (not the variants view, not the Text, Label or Button page).
    package var familyPage: FamilyPageView? {
        pageView as? FamilyPageView
    }

    /// Whether the open page is the variants view.
    package var showsVariantsView: Bool {
        pageView is VariantsView
    }
}

extension VariantsView.Settings {
    /// The variants view showing `scope`'s styles across `axis`.
    package static func showing(_ scope: VariantsView.Scope, across axis: Variants.Axis) -> Self {
        var settings = Self()
        settings.scope = scope
        settings.axis = axis
        return settings
    }
}
