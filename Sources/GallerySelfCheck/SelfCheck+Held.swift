import Foundation
import GalleryModel
import GalleryWindow

/// The self-check's held part, run only when named: for the tests that end the gallery from outside (a
/// signal, the display going away). It switches to watchOS through the window's action and, once a frame
/// showing it has been painted, writes `held` into its folder; then the window stays open, with the change
/// not yet saved (that happens two seconds after it), until something ends it.
extension SelfCheck {
    /// The platform the held part switches to.
    static let heldPlatform = Platform.watchOS

    func holdChanged() {
        step { self.activate("win.platform", Self.heldPlatform.rawValue) }
        step {
            self.holdsOpen = true
            if !FileManager.default.createFile(atPath: self.folder + "/held", contents: Data((Self.heldPlatform.rawValue + "\n").utf8)) {
                self.fail("could not write \(self.folder)/held")
            }
        }
    }
}
