import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's variants part: turns the variants view on (Ctrl+M's action), shows every style
/// of a few pages across both colour schemes and the Text, Label and Button pages across the text
/// sizes, measures the contrast of every label on every stage, records the grids, and flips a toggle
/// on one stage to check that every stage follows. Measuring a grid is most of its time (GTK draws every
/// card's shadow on the processor), so the standard depth measures one grid, the toggle page's across the schemes.
extension SelfCheck {
    /// The pages the variants part opens, and across which axis.
    static let variantPages: [(page: GalleryPage, axis: Variants.Axis)] = [
        (.family(.toggle), .colorScheme), (.family(.button), .colorScheme), (.family(.picker), .colorScheme),
        (.family(.textField), .colorScheme), (.family(.tabView), .colorScheme), (.family(.label), .contentSize),
        (.view(.text), .colorScheme), (.view(.label), .contentSize), (.view(.button), .colorScheme),
    ]

    /// The pages opened at `depth` and whether their labels are measured: at the long depth every page,
    /// measured; at the standard depth the pages the tests read, of which the toggle page (across the schemes)
    /// is measured.
    static func variantPages(at depth: SelfCheckDepth) -> [(page: GalleryPage, axis: Variants.Axis, measured: Bool)] {
        switch depth {
        case .long:
            return variantPages.map { ($0.page, $0.axis, true) }
        case .standard:
            let read: [GalleryPage] = [.family(.toggle), .family(.picker), .family(.tabView), .family(.label), .view(.label)]
            let measured: [GalleryPage] = [.family(.toggle)]
            return variantPages.filter { read.contains($0.page) }.map { ($0.page, $0.axis, measured.contains($0.page)) }
        }
    }

    func checkVariants() {
        var failures: [String] = []
        step { self.activate("win.platform", Platform.iOS.rawValue) }
        for (page, axis, measured) in Self.variantPages(at: depth) {
            step {
                self.window.setVariantsSettings(.showing(.all, across: axis))
                self.activate("win.page", page.id)
                self.window.showVariants(true)
            }
            step(waitingFor: "the variants of \(page.id)", until: { self.window.showsVariantsView }) {
                guard let root = self.window.pageRoot else { return }
                try? WidgetTree.write(root, to: self.folder + "/tree-variants-\(page.id).json")
                guard measured else { return }
                for reading in ContrastCheck.readings(of: root) where !reading.passes {
                    failures.append("variants of \(page.id): \"\(reading.text.prefix(40))\" \(reading.measurement.text) on "
                                    + "\(reading.measurement.background) is \(String(format: "%.2f", reading.measurement.ratio)):1")
                }
            }
        }
        // One state for every stage: flip the automatic toggle on the first stage, then read them all.
        step {
            self.window.setVariantsSettings(.showing(.chosen, across: .colorScheme))
            self.activate("win.page", GalleryPage.family(.toggle).id)
        }
        step {
            guard let root = self.window.pageRoot, let grid = WidgetTree.find(named: "variants-grid", in: root),
                  let first = WidgetTree.find(type: "GtkSwitch", in: grid)
            else { return self.fail("no switch in the toggle variants") }
            self.report.variants.switchBefore = gtk_switch_get_active(gallery_switch(first)) != 0
            gtk_switch_set_active(gallery_switch(first), gtk_switch_get_active(gallery_switch(first)) == 0 ? 1 : 0)
        }
        step {
            guard let root = self.window.pageRoot else { return }
            try? WidgetTree.write(root, to: self.folder + "/tree-variants-shared.json")
            self.report.variants.contrastFailures = failures
            self.window.showVariants(false)
        }
    }
}
