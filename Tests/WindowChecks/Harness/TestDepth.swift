import GalleryModel

/// How far the window tests go. `standard` is what `scripts/test` runs; `long` is what `scripts/test --long`
/// and CI run. The standard depth keeps every check but samples its widest sweeps: the features that repeat the
/// same measurement across every platform (contrast on screen, fitting, extreme values, long use, the screen-reader
/// walk) run on the sampled platforms, and the variants view is measured on the pages the tests read. The window
/// test host and the tests read the depth from the same environment variable.
package enum TestDepth: String, Codable, Sendable {
    case standard
    case long

    /// The environment variable that chooses the depth: `long`, or anything else for `standard`.
    package static let environmentName = "GALLERY_TEST_DEPTH"

    /// The depth the environment asks for.
    package static func fromEnvironment(_ environment: [String: String]) -> TestDepth {
        environment[environmentName] == TestDepth.long.rawValue ? .long : .standard
    }

    /// The platforms the sweeps visit: every one at the long depth; at the standard depth a touch platform and
    /// the desktop, whose stages, sizes and palettes differ most.
    package var sweptPlatforms: [Platform] {
        switch self {
        case .standard: [.iOS, .macOS]
        case .long: Platform.allCases
        }
    }

    /// The window widths the fit part tries: the wide layout and the narrow one at every depth, and the width
    /// between them at the long depth.
    package var fitWidths: [Int] {
        switch self {
        case .standard: [1280, 700]
        case .long: [1280, 900, 700]
        }
    }

    /// How many mixed switches the long-use part makes after its warm-up.
    package var longUseSwitches: Int {
        switch self {
        case .standard: 150
        case .long: 500
        }
    }
}
