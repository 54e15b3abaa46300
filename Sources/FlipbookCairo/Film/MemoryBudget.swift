import Foundation

/// Bytes that the frames being drawn and encoded at once may hold, shared by
/// the threads drawing for one ``FrameWriter`` (its workers and the caller's).
///
/// A worker asks for a frame's estimate before drawing it and gives it back
/// after encoding. It waits while the grant would pass the limit, except
/// that a worker is always let through when nothing is held (so a frame
/// larger than the whole budget is still drawn, one at a time). Peak memory
/// therefore stays near `max(limit, one frame)` however many cores there are.
final class MemoryBudget: @unchecked Sendable {
    /// The most bytes granted at once (unless one grant alone is larger).
    let limit: Int
    private let condition = NSCondition()
    private var held = 0  // guarded by `condition`

    init(limit: Int) { self.limit = max(1, limit) }

    /// Waits until `bytes` fit, then holds them.
    func acquire(_ bytes: Int) {
        condition.lock()
        while held > 0 && held + bytes > limit { condition.wait() }
        held += bytes
        condition.unlock()
    }

    /// Gives back what ``acquire(_:)`` held.
    func release(_ bytes: Int) {
        condition.lock()
        held -= bytes
        condition.broadcast()
        condition.unlock()
    }
}
