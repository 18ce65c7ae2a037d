import Glibc
import GalleryModel

/// What reading one file may still spend: views made and time, shared by every view of the file (a file's views
/// expand each other, so a budget per view would let a chain of views cost the square of its length). Once spent,
/// reading stops where it is, and the first place it stopped is said as an error.
///
/// Time is the reading thread's own processor time, not the wall clock's: a file is cut off for what reading it
/// costs, never because other programs keep the machine busy, so the same file reads the same way on a loaded machine.
final class ReadingBudget {
    /// How many views were made.
    private(set) var nodes = 0
    /// The reading thread's processor time at which reading must stop.
    private let deadline: Duration
    /// Why reading stopped, once it has.
    private(set) var exhaustion: LocalizedText?

    /// A budget for a file read from now on the calling thread.
    init() {
        deadline = Self.threadTime() + SceneReadingLimits.timeBudget
    }

    /// The processor time the calling thread has used.
    private static func threadTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
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
        if nodes % 64 == 0, Self.threadTime() > deadline {
            exhaustion = say("Reading the file took longer than \(SceneReadingLimits.timeBudget.components.seconds) s; the gallery reads no further.")
            return false
        }
        return true
    }
}
