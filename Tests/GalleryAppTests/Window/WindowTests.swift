import Foundation
import GalleryWindowChecks
import Testing

/// The real window, each feature in a window of its own under a private Xvfb, from a fresh state: the feature's driver
/// and its assertions are one file of `Tests/WindowChecks/Features`, run by the window test host on the window
/// program's main thread through the store's typed actions; a failed expectation is reported here at its line there.
@Suite("Gallery window under Xvfb")
struct WindowTests {
    /// The features run: every one, or those `GALLERY_WINDOW_FEATURES` names (`sliderPage,search`), to run one while working.
    static let features: [String] = {
        guard let chosen = ProcessInfo.processInfo.environment["GALLERY_WINDOW_FEATURES"], !chosen.isEmpty else {
            return WindowChecks.featureNames
        }
        let names = chosen.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return WindowChecks.featureNames.filter(names.contains)
    }()

    @Test("Each window feature, in a window of its own from a fresh state", arguments: features)
    func feature(_ name: String) {
        let run = WindowCheckRun.run(name, timeout: WindowCheckRun.depth == .long ? 1800 : 900)
        // A run that found nothing wrong leaves nothing behind; one that did keeps its folder (records, photographs).
        if run.reportIssues() { try? FileManager.default.removeItem(at: run.folder) }
    }
}
