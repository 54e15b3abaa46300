#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `printf("%.Nf")` text of a double, without `String(format:)`.
///
/// The same characters as `String(format: "%.Nf", value)`: printf rounds the
/// exact binary value of the double, ties to even. For the values traces
/// print (magnitudes below 2^53, 0 to 17 decimals) that is done here in
/// integer arithmetic: `value = m * 2^-s` exactly, so `value * 10^N` is
/// `m * 10^N / 2^s`, a 128-bit integer division with its remainder. Other
/// values go through the C library's `vsnprintf`. Traces print thousands of
/// numbers per frame, and `String(format:)` costs several times more
/// (`FixedDecimalTests` checks both paths against it).
enum FixedDecimal {
    /// `value` with `decimals` digits after the point (clamped to 0...17).
    static func text(_ value: Double, decimals: Int) -> String {
        let n = min(max(decimals, 0), 17)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
            let text = exact(value, decimals: n)
        {
            return text
        }
        return printed(value, decimals: n)
    }

    private static let powersOfTen: [UInt64] = (0...17).map { (0..<$0).reduce(1) { p, _ in p * 10 } }

    /// The integer path; nil when it does not apply (not finite, |value| >= 2^53).
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private static func exact(_ value: Double, decimals n: Int) -> String? {
        guard value.isFinite else { return nil }
        let magnitude = value.magnitude
        // magnitude = m * 2^-s exactly.
        let m = UInt64(magnitude.significandBitPattern) | (magnitude.isNormal ? 1 << 52 : 0)
        let s = magnitude.isNormal ? 1075 - Int(magnitude.exponentBitPattern) : 1074
        guard s >= 1 else { return nil }
        var digits: UInt128
        if magnitude == 0 {
            digits = 0
        } else {
            let scaled = UInt128(m) * UInt128(powersOfTen[n])  // < 2^110
            if s > 110 {
                digits = 0  // below half a unit of the last place
            } else {
                digits = scaled >> s
                let remainder = scaled & ((1 << s) - 1)
                let half = UInt128(1) << (s - 1)
                if remainder > half || (remainder == half && digits & 1 == 1) { digits += 1 }
            }
        }
        var text = String(digits)
        if text.count <= n { text = String(repeating: "0", count: n + 1 - text.count) + text }
        if n > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -n)) }
        return value.sign == .minus ? "-" + text : text
    }

    /// The C library's `%.*f`.
    private static func printed(_ value: Double, decimals: Int) -> String {
        // 309 integer digits at most, sign, point, 17 decimals, NUL.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer in
            let written = withVaList([Int32(decimals), value]) { vsnprintf(buffer.baseAddress!, buffer.count, "%.*f", $0) }
            let count = Int(max(0, min(written, Int32(buffer.count - 1))))
            return buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: count) {
                String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
            }
        }
    }
}
