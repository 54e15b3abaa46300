/// A cache-prefetch hint for the few loops of a frame that visit tens of
/// thousands of objects.
enum Prefetch {
    /// Asks the processor to start loading the `lines` 64-byte cache lines
    /// from `address` (for reading, into every cache level), without
    /// waiting for them. A hint only: it reads nothing the program sees,
    /// never faults (any address will do), and changes no result.
    @inline(__always)
    static func lines(at address: UnsafeRawPointer, count lines: Int) {
        for i in 0..<lines { llvmPrefetch(address + 64 * i, 0, 3, 1) }
    }
}

/// LLVM's `llvm.prefetch` intrinsic (address, 0 = read, locality 3 = keep
/// in all levels, 1 = data cache), which compiles to one instruction
/// (`prefetcht0` on x86-64, `prfm pldl1keep` on arm64). Swift has no public
/// spelling for it, and a C module for one line would have to be found by
/// every compiler run that imports Flipbook, plugins included.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ dataCache: Int32)
