extension Cassowary {
    /// Why a solver operation was refused, and the constraint or variable it
    /// was about. A refused operation leaves the solver as it was (except
    /// `.internalFailure`, see `Solver.suggestValue`).
    struct SolverError: Error, CustomStringConvertible {
        /// The reasons.
        enum Kind: Sendable, Equatable {
            /// The required `constraint` cannot hold together with the
            /// required constraints already added; it was not added.
            case unsatisfiable
            /// `constraint` was already added.
            case duplicateConstraint
            /// `constraint` was never added, or was already removed.
            case unknownConstraint
            /// `variable` is already an edit variable.
            case duplicateEditVariable
            /// `variable` is not an edit variable.
            case unknownEditVariable
            /// `constraint` has a NaN or infinite coefficient or constant, or
            /// the value suggested for `variable` is NaN or infinite.
            case nonFinite
            /// Edit variables must be optional (below 1000): a required edit
            /// could make the next suggestion unsatisfiable.
            case requiredEditVariable
            /// A simplex step found no pivot where the theory guarantees one
            /// (a numerical breakdown); `message` says which step.
            case internalFailure
        }

        /// The reason.
        let kind: Kind
        /// The constraint concerned, for the constraint kinds. Errors cross
        /// no isolation boundary in Flipbook (the solver runs on the caller's
        /// actor), hence the unchecked reference.
        nonisolated(unsafe) let constraint: Constraint?
        /// The variable concerned, for the edit-variable kinds.
        nonisolated(unsafe) let variable: Variable?
        /// A one-line explanation naming the constraint or variable.
        let message: String
        /// For `.unsatisfiable`: the required constraints already in the
        /// solver that hold the refused one out of bounds (those whose
        /// columns are in the row that could not be repaired), in column order.
        nonisolated(unsafe) var conflicting: [Constraint] = []

        /// An error of `kind` about `constraint` or `variable`; `message`
        /// names the step, for `.internalFailure`.
        init(_ kind: Kind, constraint: Constraint? = nil, variable: Variable? = nil, message: String = "") {
            self.kind = kind
            self.constraint = constraint
            self.variable = variable
            switch kind {
            case .unsatisfiable: self.message = "unsatisfiable required constraint \(Cassowary.describe(constraint))"
            case .duplicateConstraint: self.message = "constraint already added: \(Cassowary.describe(constraint))"
            case .unknownConstraint: self.message = "constraint not in the solver: \(Cassowary.describe(constraint))"
            case .duplicateEditVariable: self.message = "\(variable?.name ?? "?") is already an edit variable"
            case .unknownEditVariable: self.message = "\(variable?.name ?? "?") is not an edit variable"
            case .requiredEditVariable: self.message = "edit variable \(variable?.name ?? "?") cannot be required"
            case .nonFinite:
                self.message =
                    constraint.map { "non-finite number in \(Cassowary.describe($0))" }
                    ?? "non-finite value suggested for \(variable?.name ?? "?")"
            case .internalFailure: self.message = "solver failure: \(message)"
            }
        }

        /// `message`.
        var description: String { message }

        /// `.unsatisfiable` about `c`.
        static func unsatisfiable(_ c: Constraint?) -> SolverError { SolverError(.unsatisfiable, constraint: c) }
        /// `.duplicateConstraint` about `c`.
        static func duplicateConstraint(_ c: Constraint) -> SolverError { SolverError(.duplicateConstraint, constraint: c) }
        /// `.unknownConstraint` about `c`.
        static func unknownConstraint(_ c: Constraint) -> SolverError { SolverError(.unknownConstraint, constraint: c) }
        /// `.duplicateEditVariable` about `v`.
        static func duplicateEditVariable(_ v: Variable) -> SolverError { SolverError(.duplicateEditVariable, variable: v) }
        /// `.unknownEditVariable` about `v`.
        static func unknownEditVariable(_ v: Variable) -> SolverError { SolverError(.unknownEditVariable, variable: v) }
        /// `.requiredEditVariable` about `v`.
        static func requiredEditVariable(_ v: Variable) -> SolverError { SolverError(.requiredEditVariable, variable: v) }
        /// `.internalFailure` in `step`.
        static func internalFailure(_ step: String) -> SolverError { SolverError(.internalFailure, message: step) }
    }

    /// `2.0·a + -1.0·b + 10.0 == 0 @1000.0`: a constraint as text for
    /// diagnostics.
    static func describe(_ c: Constraint?) -> String {
        guard let c else { return "?" }
        var text = c.expression.terms.map { "\($0.coefficient)·\($0.variable.name)" }.joined(separator: " + ")
        text += (text.isEmpty ? "" : " + ") + "\(c.expression.constant)"
        switch c.relation {
        case .equal: text += " == 0"
        case .lessThanOrEqual: text += " <= 0"
        case .greaterThanOrEqual: text += " >= 0"
        }
        return text + " @\(c.strength.level)"
    }
}
