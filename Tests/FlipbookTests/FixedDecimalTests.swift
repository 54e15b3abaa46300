import Foundation
import Testing

@testable import Flipbook

/// Traces format numbers through the C library directly; the text must be the
/// same as Foundation's `String(format:)`, which golden traces were written with.
@Suite struct FixedDecimalTests {
    @Test func matchesStringFormatOnTiesLargeSmallAndNegativeValues() {
        var values: [Double] = [
            0, -0.0, 0.5, 1.5, 2.5, 0.125, 0.375, -0.125, 0.0005, 0.0015, 1e-9, -1e-9,
            123_456.789_012_345, -98_765.4321, 1e300, -1e300, .pi, -.pi, 1.0 / 3, 2.0 / 3,
            0.1, 0.2, 0.3, 1.005, 2.675, 1e15 + 0.3, Double.leastNonzeroMagnitude,
        ]
        // A deterministic spread of values (a linear congruential sequence), positive and negative.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53)
            let exponent = Double(Int(state & 0x1F)) - 12
            values.append((state & 0x20 == 0 ? 1 : -1) * mantissa * pow(10, exponent))
        }
        // Exact binary fractions: ties at every number of decimals, where rounding to even shows.
        for i in -2_000...2_000 {
            values.append(Double(i) / 1_024)
            values.append(Double(i) / 8 + 0.0625)
        }
        // Values near 2^53, where the integer path hands over to the C library.
        values += [9_007_199_254_740_991, 9_007_199_254_740_992, 4_503_599_627_370_495.5, -4_503_599_627_370_496.5]
        var mismatches: [String] = []
        for value in values {
            for decimals in [0, 1, 2, 3, 4, 6, 9, 17] {
                let expected = String(format: "%.\(decimals)f", value)
                let actual = FixedDecimal.text(value, decimals: decimals)
                if expected != actual { mismatches.append("\(value) .\(decimals): \(expected) vs \(actual)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(FixedDecimal.text(2.5, decimals: 0) == "2", "ties go to even, as printf does")
        #expect(FixedDecimal.text(0.125, decimals: 2) == "0.12", "the exact binary value decides")
    }

    @Test func nonFiniteValuesAndTheTraceMinusZero() {
        #expect(FixedDecimal.text(.infinity, decimals: 2) == "inf")
        #expect(FixedDecimal.text(-.infinity, decimals: 2) == "-inf")
        #expect(FixedDecimal.text(.nan, decimals: 2) == "nan" || FixedDecimal.text(.nan, decimals: 2) == "-nan")
        #expect(FilmTrace.fixed(-0.001, 2) == "0.00", "the trace prints -0.00 as 0.00")
        #expect(Color(red: 1, green: 0.5, blue: 0.25, alpha: 1).description == "rgba(1.000 0.500 0.250 1.000)")
    }
}
