/// Using an object without retaining it, for the few loops of a frame that
/// visit tens of thousands of objects: a retain and its release write to
/// the object's reference count, so every object visited would otherwise
/// end the frame as a modified cache line to be written back to memory.
enum Unretained {
    /// Calls `body` with the object `reference` points to, not retained.
    /// The caller guarantees that something else keeps the object alive
    /// until `body` returns.
    ///
    /// A function of this module (compiled in Swift 6 mode) rather than the
    /// standard library's `_withUnsafeGuaranteedRef` called directly: a
    /// closure literal passed straight to the standard library gets a
    /// run-time actor isolation check at each call, which costs more than
    /// the retain it saves.
    @inline(__always)
    static func use<Object: AnyObject, Result>(_ reference: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef(body)
    }

    /// The element at `index` of `array`, not retained: `array` (a copy the
    /// caller holds) keeps it alive.
    @inline(__always)
    static func element<Object: AnyObject>(_ array: [Object], _ index: Int) -> Unmanaged<Object> {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + index).load(as: Unmanaged<Object>.self) }
    }
}
