import Foundation
import Testing

@testable import Flipbook

@Suite("Timing: spring conformance (spring.tsv)")
struct SpringConformanceTests {
    /// Applies a comparison rule of spring.tsv. Returns nil for an unknown rule.
    static func check(
        _ rule: String, variable: String, actual: Double,
        expected: Double?, tolerance: Double?
    ) -> Bool? {
        let rule = rule.trimmingCharacters(in: .whitespaces)
        if rule == "abs" {
            guard let expected, let tolerance else { return nil }
            return abs(actual - expected) <= tolerance
        }
        if rule == "floor(\(variable))==expected" {
            guard let expected else { return nil }
            return actual.rounded(.down) == expected
        }
        if rule.hasPrefix("open interval") {
            // "open interval (a,b)": a < actual < b.
            guard let open = rule.firstIndex(of: "("), let close = rule.firstIndex(of: ")") else { return nil }
            let bounds = rule[rule.index(after: open)..<close].split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard bounds.count == 2 else { return nil }
            return bounds[0] < actual && actual < bounds[1]
        }
        // "x < 1 (strict)", "dx > 0 (strict)", "dx < 0.1": a strict bound.
        let words = rule.split(separator: " ")
        if words.count >= 3, words[0] == Substring(variable), let bound = Double(words[2]) {
            switch words[1] {
            case "<": return actual < bound
            case ">": return actual > bound
            default: return nil
            }
        }
        return nil
    }

    @Test("every row of spring.tsv under its comparison rule")
    func everyRow() throws {
        let table = try TimingConformanceTable("spring.tsv")
        #expect(table.rows.count >= 13)
        var checked = 0
        for row in table.rows {
            let mass = try #require(row.number("mass"))
            let stiffness = try #require(row.number("stiffness"))
            let damping = try #require(row.number("damping"))
            let from = try #require(row.number("from"))
            let to = try #require(row.number("to"))
            let velocity = try #require(row.number("initial_velocity"))
            let t = try #require(row.number("t_s"))
            let curve = try TimingCurve(
                springMass: mass, stiffness: stiffness, damping: damping,
                initialVelocity: velocity / (to - from))
            if let ratio = row.number("damping_ratio") {
                #expect(abs(try #require(curve.dampingRatio) - ratio) < 1e-12)
            }
            let position = from + (to - from) * curve.value(at: t)
            let speed = (to - from) * curve.velocity(at: t)
            let label = "\(row["case"] ?? "") at t=\(t)s"
            for (variable, actual, prefix) in [("x", position, "position"), ("dx", speed, "velocity")] {
                let rule = row["\(prefix)_comparison"] ?? ""
                if rule.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                let result = Self.check(
                    rule, variable: variable, actual: actual,
                    expected: row.number("expected_\(prefix)"),
                    tolerance: row.number("\(prefix)_tolerance"))
                guard let result else {
                    Issue.record("\(label): unknown \(prefix) rule '\(rule)'")
                    continue
                }
                checked += 1
                #expect(result, "\(label): \(prefix) \(actual) fails '\(rule)' (expected \(row["expected_\(prefix)"] ?? ""))")
            }
            // The high-precision references of the closed form.
            if let reference = row.number("ref_position") {
                #expect(abs(position - reference) <= 1e-6 * max(1, abs(reference)), "\(label): ref_position")
            }
            if let reference = row.number("ref_velocity") {
                #expect(abs(speed - reference) <= 1e-6 * max(1, abs(reference)), "\(label): ref_velocity")
            }
        }
        #expect(checked >= 20)
    }

    @Test("the comparison rules reject what they should")
    func rulesCanFail() {
        #expect(Self.check("open interval (499,501)", variable: "x", actual: 501, expected: nil, tolerance: nil) == false)
        #expect(Self.check("x < 1 (strict)", variable: "x", actual: 1, expected: nil, tolerance: nil) == false)
        #expect(Self.check("dx > 0 (strict)", variable: "dx", actual: 0, expected: nil, tolerance: nil) == false)
        #expect(Self.check("floor(dx)==expected", variable: "dx", actual: -64.8, expected: -65, tolerance: nil) == true)
        #expect(Self.check("abs", variable: "x", actual: 506, expected: 500, tolerance: 5) == false)
        #expect(Self.check("sometimes", variable: "x", actual: 1, expected: 1, tolerance: 1) == nil)
    }
}
