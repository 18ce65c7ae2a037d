import Foundation
import Testing

/// How far the tests go, chosen by `GALLERY_TEST_DEPTH` as the window's (`TestDepth`) are: `quick` for the loop of
/// `scripts/test --quick`, which leaves the sweeps out and tries each hostile shape at a few sizes; the standard depth
/// (`scripts/test`) and `long` (`scripts/test --long`, CI) run every sweep and go to the largest sizes.
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

extension Trait where Self == ConditionTrait {
    /// A sweep over every card, context or message, seconds long: `scripts/test` and `scripts/test --long` run it, the
    /// quick loop leaves it out so that a change to one model file is tested within seconds (the unit tests beside it
    /// still cover each rule).
    public static var sweep: Self {
        .enabled(if: SweepDepth.current != .quick, "a sweep over every case: scripts/test runs it, the quick loop does not")
    }
}
