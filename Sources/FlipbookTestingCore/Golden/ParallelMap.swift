import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` with the calls spread over all cores (`concurrentPerform`), the
    /// results in order. The first error, in element order, is rethrown
    /// after every call has returned; the caller's thread waits meanwhile.
    ///
    /// Golden checks use it to draw sampled frames and to read and decode
    /// golden PNGs: each call works on its own frame, so the result does not
    /// depend on scheduling.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) throws -> T) throws -> [T] {
        guard count > 1 else { return try map(transform) }
        let slots = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { elements in
            let base = UnsafeSendablePointer(elements.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: elements.count) { i in
                slots.set(i, Result { try transform(base.pointer[i]) })
            }
        }
        return try slots.values()
    }
}

/// A read-only pointer handed to `concurrentPerform`'s workers, which only
/// read it while the owning buffer is alive (inside `withUnsafeBufferPointer`).
private struct UnsafeSendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafePointer<T>
    init(_ pointer: UnsafePointer<T>) { self.pointer = pointer }
}

/// One result per index, written once each from any thread.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<T, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<T, any Error>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func values() throws -> [T] {
        try slots.map { try $0!.get() }
    }
}
