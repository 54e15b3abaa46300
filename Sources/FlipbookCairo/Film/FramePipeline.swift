import Foundation

/// Runs one job per frame on a fixed number of threads, the caller's among
/// them, and hands the results back in frame order, with a bounded number of
/// frames in flight.
///
/// The caller (the main actor, stepping the film) submits jobs in order. A
/// job is "in flight" from its submission until its result has been handed
/// to the caller's `deliver` closure; when ``window`` jobs are in flight,
/// ``submit(_:deliver:)`` hands over the results that are ready and waits
/// for more, so memory is bounded by the window, not by the film's length.
/// While it waits, the caller runs queued jobs itself: `threads` threads
/// draw in all (the caller and `threads - 1` workers), so the thread that
/// steps the film never sits idle beside busy workers, and never competes
/// with them for a core either. Results are delivered strictly in
/// submission order on the caller's thread, so what the caller writes does
/// not depend on scheduling or on which thread ran a job.
///
/// With one thread (or none), jobs run inline in ``submit(_:deliver:)`` (serial mode).
final class FramePipeline<Output: Sendable>: @unchecked Sendable {
    /// The most jobs in flight at once; at least 1.
    let window: Int
    /// The number of worker threads besides the caller (0: serial).
    let workers: Int

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [(index: Int, work: @Sendable () throws -> Output)] = []
    private var results: [Int: Result<Output, any Error>] = [:]
    private var closing = false
    private var liveWorkers = 0
    // Touched only by the submitting thread.
    private var submitted = 0
    private var delivered = 0
    private var started = false
    /// The most jobs that were in flight at any moment.
    private(set) var peakInFlight = 0
    /// The error that stopped the pipeline; submitting or finishing afterwards throws it again
    /// (the jobs still counted in flight were dropped, so waiting for them would never end).
    private var stoppedBy: (any Error)?

    /// - Parameters:
    ///   - threads: threads that run jobs, the caller's included; 0 or 1 runs them inline.
    ///   - window: the most jobs in flight; defaults to twice the threads.
    init(threads: Int, window: Int? = nil) {
        self.workers = max(0, threads - 1)
        self.window = max(1, window ?? 2 * max(1, threads))
    }

    deinit { stopWorkers() }

    /// The number of jobs submitted and not yet delivered.
    var inFlight: Int { submitted - delivered }

    /// Submits the next frame's job. Delivers results that are ready first and
    /// waits while the window is full.
    /// - Throws: the first error of a job or of `deliver`; the pipeline is
    ///   then stopped and must not be used again.
    func submit(_ work: @escaping @Sendable () throws -> Output, deliver: (Output) throws -> Void) throws {
        if let stoppedBy { throw stoppedBy }
        if workers == 0 {
            submitted += 1
            peakInFlight = max(peakInFlight, inFlight)
            let output = try work()
            delivered += 1
            try deliver(output)
            return
        }
        startWorkersIfNeeded()
        try drain(deliver: deliver, until: window - 1)
        condition.lock()
        queue.append((submitted, work))
        condition.signal()
        condition.unlock()
        submitted += 1
        peakInFlight = max(peakInFlight, inFlight)
    }

    /// Delivers every remaining result, in order, and stops the workers.
    /// - Throws: the first error of a job or of `deliver`, also when an earlier call stopped the pipeline.
    func finish(deliver: (Output) throws -> Void) throws {
        defer { stopWorkers() }
        if let stoppedBy { throw stoppedBy }
        try drain(deliver: deliver, until: 0)
    }

    /// Drops queued jobs, waits for running ones and stops the workers.
    func cancel() {
        condition.lock()
        queue.removeAll()
        condition.unlock()
        stopWorkers()
    }

    /// Delivers results in order until at most `limit` jobs are in flight.
    /// While the next result is not ready, runs queued jobs on this thread.
    private func drain(deliver: (Output) throws -> Void, until limit: Int) throws {
        while inFlight > limit || hasReady() {
            condition.lock()
            while results[delivered] == nil {
                if queue.isEmpty { condition.wait() } else { runQueuedJob() }
            }
            let result = results.removeValue(forKey: delivered)!
            condition.unlock()
            delivered += 1
            do { try deliver(result.get()) } catch {
                stoppedBy = error
                cancel()
                throw error
            }
        }
    }

    private func hasReady() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return results[delivered] != nil
    }

    private func startWorkersIfNeeded() {
        guard !started else { return }
        started = true
        condition.lock()
        liveWorkers = workers
        condition.unlock()
        for n in 0..<workers {
            let thread = Thread { [self] in self.runWorker() }
            thread.name = "flipbook.frames.\(n)"
            thread.start()
        }
    }

    private func runWorker() {
        condition.lock()
        while true {
            while queue.isEmpty && !closing { condition.wait() }
            if queue.isEmpty {
                liveWorkers -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            runQueuedJob()
        }
    }

    /// Runs the first queued job, outside the lock, and stores its result; wakes whoever waits
    /// for one. Called with `condition` locked and a job queued; returns with it locked.
    private func runQueuedJob() {
        let job = queue.removeFirst()
        condition.unlock()
        let result = Result { try job.work() }
        condition.lock()
        results[job.index] = result
        condition.broadcast()
    }

    private func stopWorkers() {
        condition.lock()
        closing = true
        condition.broadcast()
        while liveWorkers > 0 { condition.wait() }
        condition.unlock()
    }
}
