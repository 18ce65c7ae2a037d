import CGtk
import GalleryModel
import GallerySelfCheckReport
import GalleryWindow

/// The self-check's extremes part: every example value and the Text page's sample at the far
/// end of its range, on the pages that show them, on the swept platforms. The window must draw each
/// one (a picture can be taken) without a crash or a critical.
extension SelfCheck {
    /// The pages whose examples show values a file can set.
    static let extremePages: [GalleryPage] = [
        .view(.text), .view(.button), .family(.button), .family(.textField), .family(.textEditor), .family(.gauge),
        .family(.progressView), .family(.datePicker), .family(.picker),
    ]

    func checkExtremeValues() {
        var saved: Configuration?
        var visited = 0
        step {
            saved = self.window.state.configuration
            self.window.state.replace(with: Self.extremeConfiguration(from: saved!))
        }
        for platform in depth.sweptPlatforms {
            step { self.activate("win.platform", platform.rawValue) }
            for page in Self.extremePages {
                step { self.activate("win.page", page.id) }
                step(waitingFor: "a picture of \(platform.rawValue)-\(page.id) with extreme values", until: {
                    guard let texture = Screenshot.render(self.window.window) else { return false }
                    g_object_unref(texture.raw)
                    visited += 1
                    return true
                })
            }
        }
        step {
            self.report.extremesVisited = visited
            if let saved { self.window.state.replace(with: saved) }
        }
    }

    /// `configuration` with every example at the last of its extreme values and the Text sample
    /// as long, large, spaced and narrow as the form allows.
    static func extremeConfiguration(from configuration: Configuration) -> Configuration {
        var extreme = configuration
        for slot in ExampleCatalog.slots {
            if let value = slot.extremeValues.last { try? extreme.setExample(slot.key, to: value) }
        }
        extreme.text.content = String(repeating: "M", count: TextSettings.contentLimit.characters)
        extreme.text.font = .largeTitle
        extreme.text.tracking = TextSettings.spacingRange.upperBound
        extreme.text.baselineOffset = TextSettings.baselineRange.upperBound
        extreme.text.frameWidth = TextSettings.frameWidthRange.lowerBound
        extreme.contentSize = ContentSize.allCases.last!
        return extreme
    }
}
