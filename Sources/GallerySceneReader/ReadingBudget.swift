import GalleryModel

/// What reading one file may still spend: views made and time, shared by every view of the file (a file's views
/// expand each other, so a budget per view would let a chain of views cost the square of its length). Once spent,
/// reading stops where it is, and the first place it stopped is said as an error.
final class ReadingBudget {
    /// How many views were made.
    private(set) var nodes = 0
    /// When reading must stop.
    private let deadline: ContinuousClock.Instant
    /// Why reading stopped, once it has.
    private(set) var exhaustion: LocalizedText?

    init(starting start: ContinuousClock.Instant = .now) {
        deadline = start + SceneReadingLimits.timeBudget
    }

    /// Spends one view; false (and the reason, the first time) once the views or the time are spent.
    func spendNode() -> Bool {
        guard exhaustion == nil else { return false }
        nodes += 1
        if nodes > SceneReadingLimits.maximumNodes {
            exhaustion = say("The file makes more than \(SceneReadingLimits.maximumNodes) views; the gallery reads no further.")
            return false
        }
        // The clock is read every 64 views: reading a view takes microseconds.
        if nodes % 64 == 0, ContinuousClock.now > deadline {
            exhaustion = say("Reading the file took longer than \(SceneReadingLimits.timeBudget.components.seconds) s; the gallery reads no further.")
            return false
        }
        return true
    }
}
