#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `printf("%.Nf")` text of a double, through the C library directly.
///
/// The same characters as `String(format: "%.Nf", value)` (which formats
/// doubles with the C library too, after a detour through `NSString` that
/// costs several times more): traces print thousands of numbers per frame.
enum FixedDecimal {
    /// `value` with `decimals` digits after the point (0...17), rounded as
    /// printf rounds (the exact binary value, ties to even); "nan", "inf",
    /// "-inf" for non-finite values.
    static func text(_ value: Double, decimals: Int) -> String {
        let digits = Int32(min(max(decimals, 0), 17))
        // 309 integer digits at most, sign, point, 17 decimals, NUL.
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer in
            let written = withVaList([digits, value]) { vsnprintf(buffer.baseAddress!, buffer.count, "%.*f", $0) }
            let count = Int(max(0, min(written, Int32(buffer.count - 1))))
            return buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: count) {
                String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
            }
        }
    }
}
