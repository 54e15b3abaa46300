extension Cassowary {
    /// `coefficient × variable`, one term of a linear expression.
    struct Term {
        /// The unknown.
        let variable: Variable
        /// Its factor (dimensionless; a multiplier such as 0.5 for a centre).
        let coefficient: Double

        /// `coefficient × variable`.
        init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// A linear expression `Σ coefficientᵢ × variableᵢ + constant`, in points.
    ///
    /// A variable may appear in several terms; the solver adds them up.
    struct Expression {
        /// The terms, in the order they were written.
        var terms: [Term]
        /// The constant, in points.
        var constant: Double

        /// `Σ terms + constant`.
        init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        /// `1 × variable`.
        init(_ variable: Variable) { self.init([Term(variable)]) }

        /// The constant expression `constant` (points).
        init(constant: Double) { self.init([], constant: constant) }

        /// This expression plus `coefficient × variable`.
        func adding(_ variable: Variable, times coefficient: Double = 1) -> Expression {
            Expression(terms + [Term(variable, coefficient)], constant: constant)
        }

        /// This expression plus `constant` points.
        func adding(constant delta: Double) -> Expression {
            Expression(terms, constant: constant + delta)
        }

        /// This expression plus `factor × other`.
        func adding(_ other: Expression, times factor: Double = 1) -> Expression {
            Expression(
                terms + other.terms.map { Term($0.variable, $0.coefficient * factor) },
                constant: constant + factor * other.constant)
        }

        /// The value with the variables' current `value`s, in points.
        var value: Double {
            terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
        }
    }
}
