import Foundation
import Testing

@testable import Flipbook

@Suite("Timing: cubic Bezier conformance (bezier.tsv)")
struct BezierConformanceTests {
    @Test("every row of bezier.tsv within its tolerance")
    func everyRow() throws {
        let table = try TimingConformanceTable("bezier.tsv")
        #expect(table.rows.count >= 50)
        for row in table.rows {
            let x1 = try #require(row.number("x1"))
            let y1 = try #require(row.number("y1"))
            let x2 = try #require(row.number("x2"))
            let y2 = try #require(row.number("y2"))
            let t = try #require(row.number("t"))
            let expected = try #require(row.number("expected"))
            let tolerance = try #require(row.number("tolerance"))
            #expect(row["kind"] == "value")
            let curve = try TimingCurve(cubicBezier: x1, y1, x2, y2)
            let value = curve.value(at: t)
            let where_ = "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(t) [\(row["source"] ?? "")]"
            if tolerance == 0 {
                #expect(value == expected, "\(where_): \(value) != \(expected)")
            } else {
                #expect(abs(value - expected) <= tolerance, "\(where_): \(value) vs \(expected) ± \(tolerance)")
            }
            // The exact reference: solving to 1e-7 in x keeps y within a few 1e-7.
            if let reference = row.number("ref_hp") {
                #expect(abs(value - reference) <= 1e-6, "\(where_): \(value) vs ref_hp \(reference)")
            }
        }
    }
}
