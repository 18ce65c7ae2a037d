import Foundation
import GalleryModel

/// For the tests that end the gallery from outside (a signal, the display going away): switches to watchOS and, once a
/// frame showing it has been painted, writes `held` into its folder; then the window stays open, with the change not
/// yet saved (that happens two seconds after it), until something ends it.
@MainActor
enum HeldScenario: WindowCheck {
    nonisolated static let name = "held"
    /// The platform it switches to.
    package static let platform = Platform.watchOS

    static func run(_ check: WindowDriver) throws {
        check.send(.choosePlatform(platform))
        check.holdsOpen = true
        if !FileManager.default.createFile(atPath: check.folder + "/held", contents: Data((platform.rawValue + "\n").utf8)) {
            check.fail("could not write \(check.folder)/held")
        }
    }
}
