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

extension ReadingThread {
    /// `body` of each of `inputs`, in their order, on as many reading threads as the machine has cores, each taking
    /// the next input: how a project's files are parsed, and `gallery check` reads them.
    public static func map<Input: Sendable, Answer: Sendable>(_ inputs: [Input], _ body: @escaping @Sendable (Input) -> Answer) -> [Answer] {
        let answers = Answers<Answer>(count: inputs.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, inputs.count))
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            start {
                while let index = answers.next() {
                    answers.store(body(inputs[index]), at: index)
                }
                done.leave()
            }
        }
        done.wait()
        return answers.all
    }
}

/// What the reading threads of ``ReadingThread/map(_:_:)`` found: which input comes next, and each input's answer in
/// its place.
private final class Answers<Answer: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var answers: [Answer?]

    init(count: Int) {
        answers = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < answers.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ answer: Answer, at index: Int) {
        lock.lock()
        answers[index] = answer
        lock.unlock()
    }

    /// Every answer, once every thread is done.
    var all: [Answer] {
        lock.lock()
        defer { lock.unlock() }
        return answers.map { $0! }
    }
}

/// An answer handed from the reading thread to the one waiting for it: written once before the semaphore is
/// signalled and read only after it was waited for, so the two threads never touch it at the same time.
private final class Handover<Value>: @unchecked Sendable {
    var value: Value?
}
