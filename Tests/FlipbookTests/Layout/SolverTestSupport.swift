@testable import Flipbook

// Small builders so the solver tests read like the layouts they describe.

typealias SVar = Cassowary.Variable
typealias SExpr = Cassowary.Expression
typealias SConstraint = Cassowary.Constraint

/// `Σ coefficient × variable + constant`.
func lin(_ terms: (Double, SVar)..., constant: Double = 0) -> SExpr {
    SExpr(terms.map { Cassowary.Term($0.1, $0.0) }, constant: constant)
}

/// `1 × variable`.
func lin(_ variable: SVar) -> SExpr { SExpr(variable) }

/// The strength of a UIKit priority.
func strength(_ priority: Float) -> Cassowary.Strength { Cassowary.Strength(LayoutPriority(priority)) }

/// `lhs == rhs` at `priority`.
func eq(_ lhs: SExpr, _ rhs: SExpr, _ priority: Float = 1000) -> SConstraint {
    SConstraint(lhs, .equal, rhs, strength: strength(priority))
}

/// `lhs <= rhs` at `priority`.
func le(_ lhs: SExpr, _ rhs: SExpr, _ priority: Float = 1000) -> SConstraint {
    SConstraint(lhs, .lessThanOrEqual, rhs, strength: strength(priority))
}

/// `lhs >= rhs` at `priority`.
func ge(_ lhs: SExpr, _ rhs: SExpr, _ priority: Float = 1000) -> SConstraint {
    SConstraint(lhs, .greaterThanOrEqual, rhs, strength: strength(priority))
}

/// A constant expression.
func k(_ value: Double) -> SExpr { SExpr(constant: value) }

/// A horizontal extent of a view: left, width, right, with the required
/// `right == left + width`.
struct HSpan {
    let left: SVar, width: SVar, right: SVar
    init(_ name: String) {
        left = SVar("\(name).left"); width = SVar("\(name).width"); right = SVar("\(name).right")
    }
    var definition: SConstraint { eq(lin(right), lin((1, left), (1, width))) }
    var centerX: SExpr { lin((1, left), (0.5, width)) }
}

/// SplitMix64: a seeded generator, the same sequence on every platform and run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// An integer in `range`, without the standard library's unspecified
    /// algorithm (so the sequence is fixed).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    /// A double in `low..<high`.
    mutating func double(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * Double(next() >> 11) / Double(1 << 53)
    }
}
