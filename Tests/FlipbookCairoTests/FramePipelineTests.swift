import Foundation
import Synchronization
import Testing

@testable import FlipbookCairo

/// `FramePipeline`: `threads` threads run the jobs, the caller's among them
/// (it runs queued jobs while it waits), results come back in submission
/// order, and no more than `window` jobs are ever in flight.
@Suite struct FramePipelineTests {
    /// The threads that ran jobs, by their `pthread_self()` value.
    final class ThreadLog: Sendable {
        let threads = Mutex<Set<UInt>>([])
        func note() { _ = threads.withLock { $0.insert(UInt(pthread_self())) } }
        var count: Int { threads.withLock { $0.count } }
        func contains(_ thread: UInt) -> Bool { threads.withLock { $0.contains(thread) } }
    }

    private static var me: UInt { UInt(pthread_self()) }

    /// Submits `count` jobs that each take about `microseconds` and return their index.
    private func run(threads: Int, count: Int, microseconds: UInt32, log: ThreadLog) throws -> (order: [Int], peak: Int) {
        let pipeline = FramePipeline<Int>(threads: threads)
        var order: [Int] = []
        for index in 0..<count {
            try pipeline.submit(
                {
                    log.note()
                    usleep(microseconds)
                    return index
                }, deliver: { order.append($0) })
        }
        try pipeline.finish(deliver: { order.append($0) })
        #expect(pipeline.peakInFlight <= pipeline.window)
        return (order, pipeline.peakInFlight)
    }

    @Test func oneThreadRunsEveryJobOnTheCallersThreadInOrder() throws {
        let log = ThreadLog()
        let (order, peak) = try run(threads: 1, count: 20, microseconds: 200, log: log)
        #expect(order == Array(0..<20))
        #expect(log.count == 1)
        #expect(log.contains(Self.me), "the caller's thread ran them")
        #expect(peak == 1)
    }

    @Test func twoThreadsAreTheCallerAndOneWorker() throws {
        let log = ThreadLog()
        let (order, peak) = try run(threads: 2, count: 60, microseconds: 2_000, log: log)
        #expect(order == Array(0..<60), "delivered in submission order whoever ran them")
        #expect(log.count == 2, "the caller and one worker, no more")
        #expect(log.contains(Self.me), "the caller ran jobs while it waited")
        #expect(peak <= 4)
    }

    @Test func aJobsErrorStopsThePipelineAndReachesTheCaller() throws {
        struct Broken: Error {}
        let pipeline = FramePipeline<Int>(threads: 2)
        var delivered: [Int] = []
        #expect(throws: Broken.self) {
            for index in 0..<30 {
                try pipeline.submit(
                    {
                        if index == 7 { throw Broken() }
                        return index
                    }, deliver: { delivered.append($0) })
            }
            try pipeline.finish(deliver: { delivered.append($0) })
        }
        #expect(delivered == Array(0..<7), "the results before the failed job, in order, and none after")
        // Used again after the failure: the same error at once, never a wait for the dropped jobs.
        #expect(throws: Broken.self) { try pipeline.finish(deliver: { delivered.append($0) }) }
        #expect(throws: Broken.self) { try pipeline.submit({ 99 }, deliver: { delivered.append($0) }) }
        #expect(delivered == Array(0..<7))
    }
}
