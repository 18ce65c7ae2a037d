import CGtk
import Foundation
import GalleryCommandLine
import GalleryModel
import GalleryWindow

/// What a window check drives its window with and checks it by, in order, as plain sequential code: it sends the
/// store's typed actions and waits for the frame that shows them (the main loop runs meanwhile, nested, so the window
/// draws, reads files and keeps time as it would for a person), then reads the state and the drawn widgets through the
/// window's testing door. Every wait is for the frame or the event, never for a fixed time; a wait that never ends
/// within its limit is a failure, not a hang.
@MainActor
final class WindowDriver {
    /// The window's one door for tests.
    let window: WindowTesting
    /// The check's own folder: its state folder (`state/`), its files and photographs, its result.
    let folder: String
    /// How far the check goes.
    let depth = TestDepth.fromEnvironment(ProcessInfo.processInfo.environment)
    private(set) var result = CheckResult()
    /// Whether the window stays open when the check is done, for the test that started it to end it.
    var holdsOpen = false

    /// A stop at a requirement that did not hold: the check ends there.
    struct Stop: Error {}

    init(window: WindowTesting, folder: String) {
        self.window = window
        self.folder = folder
    }

    /// The state now.
    var state: WindowModel {
        window.state
    }

    /// Sends `actions`, in order, as the widgets and keys that ask them would, and waits for the frame that shows them.
    func send(_ actions: WindowAction...) {
        for action in actions { window.send(action) }
        waitForFrame()
    }

    /// Runs the main loop until the window has laid out and painted its next frame: whatever was sent before is drawn.
    /// A window built again meanwhile (in another language) paints the frame instead.
    func waitForFrame() {
        var painted = false
        var waitingOn = window.toplevel
        MainLoop.afterNextPaint(waitingOn) { painted = true }
        run(until: {
            if !painted, window.toplevel != waitingOn {
                waitingOn = window.toplevel
                MainLoop.afterNextPaint(waitingOn) { painted = true }
            }
            return painted
        }, what: "the next frame", seconds: 120)
    }

    /// Runs the main loop, frame by frame, until `condition` holds, and then until the frame that draws it is painted;
    /// after `seconds` records `what` as a failure and returns false.
    @discardableResult
    func wait(for what: String, seconds: Double = 60, file: StaticString = #filePath, line: UInt = #line,
              until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else {
                fail("timed out waiting for \(what)", file: file, line: line)
                return false
            }
            waitForFrame()
        }
        waitForFrame()
        return true
    }

    /// Runs the main loop a turn at a time until `condition` holds, looking after every turn rather than every frame:
    /// for a state that lasts a few turns however busy the machine is (a reading under way, from the turn that starts
    /// it to the turn its answer is handed back in); after `seconds` records `what` as a failure.
    func waitTurnByTurn(for what: String, seconds: Double = 60, until condition: () -> Bool) {
        run(until: condition, what: what, seconds: seconds)
    }

    /// Runs the main loop until `done` holds, or `seconds` have passed (a failure). A tick every tenth of a second
    /// wakes the loop to look again, however quiet the window is.
    private func run(until done: () -> Bool, what: String, seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        let ticking = Ticking()
        MainLoop.every(100) { ticking.on }
        defer { ticking.on = false }
        while !done() {
            if Date() >= deadline {
                fail("timed out waiting for \(what)")
                return
            }
            g_main_context_iteration(nil, 1)
        }
    }

    /// Whether the tick that wakes a wait goes on: it stops with the wait.
    private final class Ticking {
        var on = true
    }

    /// Runs whatever the main loop has ready, without waiting for more: a file monitor's event, a reading's answer.
    func runPending() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }

    /// Records a failure unless `condition` holds.
    func expect(_ condition: Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
        if !condition { fail(message().isEmpty ? "expectation failed" : message(), file: file, line: line) }
    }

    /// Records `message` as a failure at `file`:`line`.
    func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        result.failures.append(CheckResult.Failure(message: message, file: "\(file)", line: Int(line)))
    }

    /// `value`, or a failure saying `message` and a stop of the check.
    func require<Value>(_ value: Value?, _ message: @autoclosure () -> String = "a required value is missing",
                        file: StaticString = #filePath, line: UInt = #line) throws -> Value {
        guard let value else {
            fail(message(), file: file, line: line)
            throw Stop()
        }
        return value
    }

    /// The first widget named `name` at or below `widget` (the window when nil).
    func widget(named name: String, in widget: UnsafeMutablePointer<GtkWidget>? = nil) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.find(named: name, in: widget ?? window.toplevel)
    }

    /// Writes `record` as `NAME.json` in the folder, for the test that started the check.
    func record<Record: ScenarioRecord>(_ record: Record) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try encoder.encode(record).write(to: URL(fileURLWithPath: folder + "/" + Record.fileName + ".json"))
        } catch {
            fail("could not write \(Record.fileName).json: \(error)")
        }
    }

    /// Writes the result, for the test that started the check.
    func writeResult(finished: Bool) {
        result.finished = finished
        do {
            try JSONEncoder().encode(result).write(to: URL(fileURLWithPath: CheckResult.path(in: folder)))
        } catch {
            printError("gallery-window-test: could not write the result: \(error)")
        }
    }
}
