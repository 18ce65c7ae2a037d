import Foundation
import GalleryModel

/// How far the model's sweeps over every card go, chosen by `GALLERY_TEST_DEPTH` as the window's are: the quick loop
/// (`scripts/test --quick`) draws every card of every platform in the platform's newest and first release;
/// `scripts/test` and `scripts/test --long` in every release.
enum Sweep {
    /// Whether the tests run in the quick loop.
    static let isQuick = ProcessInfo.processInfo.environment["GALLERY_TEST_DEPTH"] == "quick"

    /// The releases of `platform` a sweep visits.
    static func releases(of platform: Platform) -> [OSVersion] {
        isQuick ? [platform.newestRelease, platform.majorReleases[0]] : platform.releases
    }
}
