import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's releases part: chooses older and newer releases in the header's release
/// selector, as a person would, and records which cards each page dims and marks deprecated,
/// with the page's widget tree and a screenshot, so the test can compare releases.
extension SelfCheck {
    /// A page on a release of a platform.
    struct ReleaseVisit {
        let platform: Platform
        let release: OSVersion
        let family: StyleFamily

        var page: GalleryPage { .family(family) }

        /// "tvOS17-toggle": the name of the visit's tree and screenshot.
        var name: String { "\(platform.rawValue)\(release)-\(page.id)" }
    }

    /// Pages whose cards differ between the two releases of each pair.
    static let releaseVisits: [ReleaseVisit] = [
        ReleaseVisit(platform: .tvOS, release: "17", family: .toggle),
        ReleaseVisit(platform: .tvOS, release: "18", family: .toggle),
        ReleaseVisit(platform: .iOS, release: "14", family: .button),
        ReleaseVisit(platform: .iOS, release: Platform.iOS.newestRelease, family: .button),
        ReleaseVisit(platform: .macOS, release: "26", family: .textField),
        ReleaseVisit(platform: .macOS, release: Platform.macOS.newestRelease, family: .textField),
    ]

    func checkReleases() {
        var visits: [String: SelfCheckReport.ReleaseVisit] = [:]
        for visit in Self.releaseVisits {
            step {
                self.activate("win.platform", visit.platform.rawValue)
                self.activate("win.page", visit.page.id)
            }
            step { self.chooseInReleaseSelector(visit.release, of: visit.platform) }
            step(waitingFor: "a picture of \(visit.name)", until: {
                guard let root = self.window.pageRoot else { return true }
                visits[visit.name] = self.describeCards(in: root, visit: visit)
                try? WidgetTree.write(root, to: self.folder + "/tree-\(visit.name).json")
                return Screenshot.save(self.window.window, to: self.folder + "/shot-\(visit.name).png")
            })
        }
        step {
            self.report.releaseVisits = visits
            self.activate("win.release", self.window.state.configuration.platform.newestRelease.description)
        }
    }

    /// Selects `release` in the header's drop-down, which lists `platform`'s releases newest first.
    private func chooseInReleaseSelector(_ release: OSVersion, of platform: Platform) {
        guard let selector = WidgetTree.find(named: "release-selector", in: window.window),
              let index = platform.releases.firstIndex(of: release)
        else { return fail("no release selector, or no \(platform.rawValue) \(release) in it") }
        gtk_drop_down_set_selected(gallery_drop_down(selector), UInt32(index))
    }

    /// The release the window shows, the cards it dims and those it marks deprecated.
    private func describeCards(in root: UnsafeMutablePointer<GtkWidget>, visit: ReleaseVisit) -> SelfCheckReport.ReleaseVisit {
        var dimmed: [String] = []
        var deprecated: [String] = []
        for style in StyleCatalog.family(visit.family).styles {
            guard let card = WidgetTree.find(named: "card:\(style.id)", in: root) else { continue }
            if Widget(card).classes.contains("dimmed") { dimmed.append(style.id) }
            if WidgetTree.find(in: card, where: { Widget($0).classes.contains("deprecation-badge") }) != nil {
                deprecated.append(style.id)
            }
        }
        return SelfCheckReport.ReleaseVisit(release: window.state.configuration.release, dimmed: dimmed, deprecated: deprecated)
    }
}
