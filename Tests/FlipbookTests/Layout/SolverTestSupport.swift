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
        left = SVar("\(name).left")
        width = SVar("\(name).width")
        right = SVar("\(name).right")
    }
    var definition: SConstraint { eq(lin(right), lin((1, left), (1, width))) }
    var centerX: SExpr { lin((1, left), (0.5, width)) }
}
