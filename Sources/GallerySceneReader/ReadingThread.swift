import Foundation

/// Threads whose stack holds what the reader allows (``SceneReadingLimits/parserStackBytes``): SwiftParser and
/// SwiftSyntax's visitors recurse once per level of the tree, deeper than the 8 MiB of a main thread or the
/// 512 KiB of a Swift concurrency or Dispatch thread would hold.
public enum ReadingThread {
    /// Runs `body` on a reading thread and waits for its answer.
    public static func run<Answer: Sendable>(_ body: @escaping @Sendable () -> Answer) -> Answer {
        let result = Handover<Answer>()
        let done = DispatchSemaphore(value: 0)
        start {
            result.value = body()
            done.signal()
        }
        done.wait()
        // Set before the semaphore was signalled.
        return result.value!
    }

    /// Runs `body` on a reading thread of its own, and returns at once.
    public static func start(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = SceneReadingLimits.parserStackBytes
        thread.start()
    }
}

/// An answer handed from the reading thread to the one waiting for it: written once before the semaphore is
/// signalled and read only after it was waited for, so the two threads never touch it at the same time.
private final class Handover<Value>: @unchecked Sendable {
    var value: Value?
}
