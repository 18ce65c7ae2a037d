import CGtk
import Foundation
import GalleryModel
import GalleryWindow

/// Every example value and the Text page's sample at the far end of its range, imported as a person would import them,
/// are drawn on the pages that show them on the swept platforms: a picture of each can be taken, with nothing said on
/// standard error.
@MainActor
enum ExtremesFeature: WindowCheck {
    nonisolated static let name = "extremes"

    /// The pages whose examples show values a file can set.
    static let pages: [GalleryPage] = [
        .view(.text), .view(.button), .family(.button), .family(.textField), .family(.textEditor), .family(.gauge),
        .family(.progressView), .family(.datePicker), .family(.picker),
    ]

    static func run(_ check: WindowDriver) throws {
        let file = check.folder + "/extremes.json"
        try ConfigurationFile.write(extremeConfiguration(from: check.state.configuration), toPath: file)
        check.send(.importConfiguration(from: file))
        check.expect(check.state.banner?.isError == false, "\(String(describing: check.state.banner))")
        for platform in check.depth.sweptPlatforms {
            for page in pages {
                check.show(page, on: platform)
                check.wait(for: "a picture of \(page.id) on \(platform.rawValue) with extreme values") { Pixels(check.window.toplevel) != nil }
            }
        }
    }

    /// `configuration` with every example at the last of its extreme values and the Text sample as long, large,
    /// spaced and narrow as the form allows.
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
