extension Cassowary {
    /// `expression (== | <= | >=) 0` at a strength.
    ///
    /// A reference type: the solver knows constraints by identity, so the
    /// same constraint can be added once and removed later; two equal-looking
    /// constraints are different constraints.
    final class Constraint {
        /// How the expression compares with zero.
        enum Relation: Sendable {
            /// `expression == 0`.
            case equal
            /// `expression <= 0`.
            case lessThanOrEqual
            /// `expression >= 0`.
            case greaterThanOrEqual
        }

        /// The left side minus the right side, in points.
        let expression: Expression
        /// How `expression` compares with zero.
        let relation: Relation
        /// Required, or optional at a priority level.
        let strength: Strength

        /// `expression relation 0`.
        init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
            self.expression = expression
            self.relation = relation
            self.strength = strength
        }

        /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
        convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
            self.init(lhs.adding(rhs, times: -1), relation, strength: strength)
        }

        /// How far the variables' current values are from satisfying the
        /// constraint, in points (0 when it holds).
        var violation: Double {
            let v = expression.value
            switch relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }
    }
}
