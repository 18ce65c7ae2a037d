import Foundation

/// How far the sweeps of the reader's and the check's tests go, chosen by `GALLERY_TEST_DEPTH` as the window's
/// (`TestDepth`) are: `quick` for the loop of `scripts/test --quick`, which tries each hostile shape at a few sizes;
/// the standard depth (`scripts/test`) and `long` (`scripts/test --long`, CI) go to the largest.
public enum SweepDepth: Sendable {
    case quick
    case standard
    case long

    /// The depth the environment asks for.
    public static let current: SweepDepth = switch ProcessInfo.processInfo.environment["GALLERY_TEST_DEPTH"] {
    case "quick": .quick
    case "long": .long
    default: .standard
    }
}
