import CGtk
import GalleryModel
import GalleryWindow

/// Every family and view page draws on every platform; on iOS and macOS, the window's and the whole page's
/// photographs are real pictures (many colours), and the two platforms' differ.
@MainActor
enum PagesFeature: WindowCheck {
    nonisolated static let name = "pages"
    /// The platforms whose pictures are compared.
    static let photographed: [Platform] = [.iOS, .macOS]

    static func run(_ check: WindowDriver) throws {
        for page in GalleryPage.all {
            var pictures: [Platform: (window: Pixels, page: Pixels)] = [:]
            for platform in Platform.allCases {
                check.show(page, on: platform)
                let root = try check.pageRoot()
                check.expect(gtk_widget_get_mapped(root) != 0, "\(page.id) on \(platform.rawValue) is not drawn")
                check.expect(WidgetTree.find(named: "page:\(page.id)", in: root) != nil, "\(page.id) on \(platform.rawValue) is another page")
                guard photographed.contains(platform) else { continue }
                // A page still being laid out after a paint (a clock ticked) has no picture yet: try again next frame.
                check.wait(for: "pictures of \(page.id) on \(platform.rawValue)") {
                    guard let window = Pixels(check.window.toplevel), let whole = Pixels(root) else { return false }
                    pictures[platform] = (window, whole)
                    return true
                }
                check.photograph(check.window.toplevel, as: "shot-\(platform.rawValue)-\(page.id)")
            }
            guard let iOS = pictures[.iOS], let mac = pictures[.macOS] else { continue }
            for (kind, one, other) in [("window", iOS.window, mac.window), ("page", iOS.page, mac.page)] {
                check.expect(one.distinctColors > 50, "the \(kind) of \(page.id) on iOS looks blank")
                check.expect(other.distinctColors > 50, "the \(kind) of \(page.id) on macOS looks blank")
                check.expect(one.differingFraction(from: other) > 0.001, "the \(kind) of \(page.id) looks the same on iOS and macOS")
            }
        }
    }
}
