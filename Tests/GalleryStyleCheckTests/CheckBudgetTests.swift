import Foundation
import GalleryModel
import GallerySceneReader
import GalleryTestSupport
import Testing
@testable import GalleryStyleCheck

/// `gallery check`'s budget: whatever a file holds, checking it for several platforms takes at most two seconds of one
/// core's time in a debug build, and ends with findings or one region not read that names the place. Time is the
/// reading thread's processor time, not the wall clock's, so a busy machine does not count against the file.
@Suite("Check budget")
struct CheckBudgetTests {
    static let budget: Duration = .seconds(2)
    /// What a multiplatform app asks: four platforms.
    static let builds = [StyleCheck.Input.Build(targets: CheckSupport.targets(["iOS=15", "macOS=12", "watchOS=8", "visionOS=1"]), conditions: ["DEBUG"])]

    /// The scan of `source` on a reading thread, and the processor time it took there.
    static func scan(_ source: String) -> (scan: FileScan?, refusal: SceneFileError?, time: Duration) {
        ReadingThread.run {
            var start = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            let result: (FileScan?, SceneFileError?)
            do throws(SceneFileError) {
                let text = try SceneFileBytes.source(of: Array(source.utf8), fileName: "Hostile.swift")
                result = (FileScan.scan(source: text, file: "Hostile.swift", builds: builds), nil)
            } catch {
                result = (nil, error)
            }
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            let time = Duration.seconds(end.tv_sec - start.tv_sec) + .nanoseconds(end.tv_nsec - start.tv_nsec)
            return (result.0, result.1, time)
        }
    }

    @Test("Every hostile shape, at every size, is checked within the budget: findings, or a region not read at its place",
          arguments: HostileShape.allCases)
    func shapes(_ shape: HostileShape) {
        for size in HostileShape.sizes {
            let outcome = Self.scan(shape.source(size))
            #expect(outcome.time <= Self.budget, "\(shape) \(size): \(outcome.time)")
            if let scan = outcome.scan {
                for region in scan.notRead { #expect(region.location.line >= 1 && region.location.column >= 1) }
            } else if let refusal = outcome.refusal {
                #expect(refusal.isPastLimits, "\(shape) \(size): \(refusal.message)")
            }
        }
    }

    @Test("A file at the size limit, written as people write, is checked whole within the budget")
    func largestFile() throws {
        let (source, count) = LargeView.source(within: SceneReadingLimits.maximumFileBytes)
        let outcome = Self.scan(source)
        #expect(outcome.time <= Self.budget, "\(outcome.time)")
        let scan = try #require(outcome.scan)
        #expect(scan.notRead.isEmpty)
        // Every row's Label and Toggle, each checked for every platform (known once the project's types are).
        #expect(scan.pending.count == 2 * count, "\(scan.pending.count) views for \(count) rows")
    }
}
