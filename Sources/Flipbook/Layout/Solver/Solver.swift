extension Cassowary {
    /// An incremental Cassowary solver: required and optional linear
    /// equalities and inequalities, and edit variables whose suggested values
    /// move between solves.
    ///
    /// The state is a simplex tableau in solved form: each basic symbol has a
    /// `Row` giving it in terms of the parametric (non-basic) symbols, whose
    /// values are zero, so a basic symbol's value is its row's constant.
    /// Invariants between calls:
    ///
    /// - feasible: every restricted basic symbol (slack, error, dummy) has a
    ///   constant ≥ −`Cassowary.epsilon`;
    /// - optimal: no column's cost in the `Objective` is lexicographically
    ///   negative, so required constraints hold and optional ones are
    ///   violated as little as possible, priority level by level;
    /// - no basic symbol appears in any row or in the objective.
    ///
    /// Adding a constraint substitutes it into the current tableau and
    /// makes a subject of it (its newest variable, or a slack or error that
    /// stays non-negative), then re-optimises with the primal simplex. A
    /// required row with no such subject enters with its marker basic and
    /// out of bounds, and the dual simplex repairs it while the objective
    /// stays optimal, so what gives way is the cheapest optional constraint;
    /// if nothing can, the constraint is unsatisfiable and the journal puts
    /// everything back. Removing a constraint pivots its marker out.
    /// `suggestValue` and `updateConstant` shift the constants of the rows
    /// holding the constraint's marker and repair feasibility with the dual
    /// simplex: nothing is rebuilt (`statistics` counts rows built and
    /// pivots, for tests).
    ///
    /// Definitions: a constraint that names a variable for the first time
    /// makes that variable basic with the constraint's own row, which may
    /// keep naming other basic variables (older ones only) instead of
    /// their rows. Only these rows of variables are allowed to name basic
    /// symbols; rows of slacks, errors and dummies, and the objective, are
    /// over parametric symbols only, so the simplex never sees a
    /// definition. A definition is expanded when it must take part
    /// (`expand`: a constraint whose subject is not a new variable, the
    /// removal of a marker held only there), and a variable's value is its
    /// row's, with the values of the variables it names, computed oldest
    /// first. Why: in solved form a chain of views (each placed after the
    /// one before) makes every later view's row name every earlier link's
    /// marker, so the tableau grows as the square of the chain; as
    /// definitions, each link is a few cells.
    ///
    /// Cost: a column index (`occurrences`) lets each substitution visit
    /// only the rows holding the symbol, and the objective is indexed by
    /// symbol (see `Objective`), so each pivot costs the rows it rewrites.
    /// Moving a constant writes the rows that hold its marker (in a chain,
    /// one definition) and the values of the variables that depend on it.

    /// A value type: copies share storage until one changes. A refused
    /// `addConstraint` or `updateConstant` is undone from a journal of the
    /// rows and costs it wrote. The members are internal, not private,
    /// because the work is split by concern across `Solver+Tableau.swift`,
    /// `Solver+Simplex.swift`, `Solver+Edits.swift` and `Solver+Values.swift`:
    /// only the `Cassowary` types use them.
    /// The variables are shared objects; `updateVariables()` writes them.
    /// Deterministic: see `Cassowary`.
    struct Solver {
        /// Work done so far, for tests of incrementality (a refused
        /// `addConstraint` leaves it as it was).
        struct Statistics: Equatable {
            /// Rows built from constraints (`addConstraint`, `addEditVariable`).
            var rowsBuilt = 0
            /// Simplex pivots of every kind.
            var pivots = 0
            /// Of which, pivots of the dual simplex (after `suggestValue`).
            var dualPivots = 0
        }

        /// The symbols that stand for one constraint in the tableau.
        struct Tag {
            /// The slack, first error or dummy column added for it.
            var marker: Symbol
            /// The second error column of an optional constraint, if any.
            var other: Symbol?
            /// `marker`'s coefficient in the row as built (before any sign
            /// reversal): the constraint reads `constant + terms + m × marker
            /// (+ other) = 0`, so moving its constant by δ is moving the
            /// marker by −δ/m (`updateConstant`).
            var markerCoefficient = 1.0
        }

        /// A constraint in the solver (holding it keeps its identity valid).
        struct ConstraintRecord {
            /// The constraint.
            let constraint: Constraint
            /// Its columns.
            let tag: Tag
            /// Its expression's constant now (points): the constraint's own,
            /// moved by `updateConstant`.
            var constant: Double
        }

        /// An edit variable: the optional `variable == constant` behind it.
        struct EditRecord {
            /// The variable edited (held, so its identity stays valid).
            let variable: Variable
            /// `variable == 0` at the edit's strength, the constant applied
            /// through the rows by `suggestValue`.
            let constraint: Constraint
            /// The constraint's columns: `marker` the plus error, `other` the minus.
            let tag: Tag
            /// The last suggested value, points.
            var constant: Double
        }

        /// `rows[id]` is the row of basic symbol `id`, nil when `id` is parametric.
        var rows: [Row?] = []
        /// `kinds[id]` is symbol `id`'s kind; `kinds.count` is the next id.
        var kinds: [Symbol.Kind] = []
        /// The column index: `occurrences[id]` lists the basic rows that may
        /// hold symbol `id`. A superset (entries go stale as rows change and
        /// are dropped when the list is next read by `rows(containing:)`),
        /// so that a substitution visits the rows holding a symbol, not the
        /// whole tableau.
        var occurrences: [[Int]] = []
        /// The variables in the order the solver first saw them.
        var variables: [Variable] = []
        /// `variables[i]`'s column.
        var variableSymbols: [Symbol] = []
        /// A variable's column, by identity (lookups only: never iterated,
        /// so hashing cannot change any order).
        var symbolOfVariable: [ObjectIdentifier: Symbol] = [:]
        /// The constraints in the solver, by identity (lookups only).
        var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
        /// The edit variables, by identity (lookups only).
        var edits: [ObjectIdentifier: EditRecord] = [:]
        /// Restricted basic symbols whose constant went negative, for the dual simplex.
        var infeasible: [Symbol] = []
        /// What is minimised: the optional constraints' errors, level by level.
        var objective = Objective()
        /// While an operation that may fail runs, the old contents of every
        /// row it wrote, oldest first, so `rollback` can put them back.
        var journal: [(id: Int, row: Row?)]?
        /// The constraint each marker or error column stands for, by
        /// symbol id (lookups only), to name the constraints in a conflict.
        var markerOwner: [Int: Constraint] = [:]
        /// The row the dual simplex could not repair and its basic symbol,
        /// kept to name the conflicting constraints.
        var failingRow: (basic: Symbol, row: Row)?
        /// `variableIndex[id]`: the index in `variables` of external symbol
        /// `id`, −1 for the other kinds.
        var variableIndex: [Int] = []
        /// External symbols whose value may have changed since the last
        /// `takeChangedVariables()`, each once (`changedMark`).
        var changedSymbols: [Int] = []
        /// `changedMark[id]`: whether `id` is in `changedSymbols`.
        var changedMark: [Bool] = []
        /// `values[id]`: external symbol `id`'s value when last computed (by
        /// `takeChangedVariables` or `updateVariables`), points.
        var values: [Double] = []

        /// Work done so far.
        var statistics = Statistics()

        /// An empty solver.
        init() {}

        // MARK: - Constraints

        /// Whether `constraint` has been added and not removed.
        func hasConstraint(_ constraint: Constraint) -> Bool {
            constraints[ObjectIdentifier(constraint)] != nil
        }

        /// The number of constraints added and not removed (edit variables
        /// included).
        var constraintCount: Int { constraints.count }

        /// The number of basic rows in the tableau.
        var rowCount: Int { rows.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

        /// Adds `constraint` and re-optimises.
        ///
        /// - Throws: `.duplicateConstraint` if it is already in; `.nonFinite`
        ///   if a coefficient or the constant is NaN or infinite;
        ///   `.unsatisfiable` if it is required and cannot hold with the
        ///   required constraints already in. Either way the solver is left
        ///   exactly as it was (tableau, variables, statistics).
        ///   `.internalFailure` on a numerical breakdown, after which the
        ///   solver should be rebuilt.
        mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
            guard !hasConstraint(constraint) else { throw .duplicateConstraint(constraint) }
            let expression = constraint.expression
            guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
                throw SolverError(.nonFinite, constraint: constraint)
            }
            let symbolCount = kinds.count
            let variableCount = variables.count
            let work = statistics
            do {
                try insert(constraint)
            } catch {
                if error.kind == .unsatisfiable {
                    // insert put the tableau back; forget the columns and
                    // variables makeRow introduced (a required row touches
                    // nothing else).
                    for variable in variables[variableCount...] { symbolOfVariable[ObjectIdentifier(variable)] = nil }
                    variables.removeSubrange(variableCount...)
                    variableSymbols.removeSubrange(variableCount...)
                    kinds.removeSubrange(symbolCount...)
                    variableIndex.removeSubrange(symbolCount...)
                    changedMark.removeSubrange(symbolCount...)
                    values.removeSubrange(symbolCount...)
                    changedSymbols.removeAll { $0 >= symbolCount }
                    rows.removeSubrange(symbolCount...)
                    occurrences.removeSubrange(symbolCount...)
                    statistics = work
                }
                throw error
            }
        }

        /// Removes `constraint` and re-optimises: the values become those of
        /// a solver that never had it (the same optimum; where the optimum is
        /// not unique, possibly another of the optimal points).
        ///
        /// - Throws: `.unknownConstraint` if it is not in (nothing changes);
        ///   `.internalFailure` on a numerical breakdown, after which the
        ///   solver should be rebuilt.
        mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
            guard let record = constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
            try remove(record)
        }

        // MARK: - Invariants

        /// The first broken tableau invariant, as text, or nil when all hold:
        /// feasibility, solved form (no basic symbol among the parameters or
        /// in the objective) and optimality. For tests; O(tableau size).
        func brokenInvariant() -> String? {
            for id in rows.indices {
                guard let row = rows[id] else { continue }
                if kinds[id] != .external && row.constant < -Cassowary.epsilon {
                    return "restricted basic symbol \(id) is \(row.constant)"
                }
                if kinds[id] == .dummy && (!Cassowary.nearZero(row.constant) || row.cells.contains { $0.symbol.kind != .dummy }) {
                    return "basic dummy \(id) is \(row.constant) or depends on a non-dummy"
                }
                // Only a definition (a variable's row) may name a basic
                // symbol, and only an older variable.
                if let cell = row.cells.first(where: {
                    rows[$0.symbol.id] != nil && !(kinds[id] == .external && $0.symbol.kind == .external && $0.symbol.id < id)
                }) {
                    return "row \(id) contains basic symbol \(cell.symbol.id)"
                }
            }
            for id in rows.indices {
                guard let row = rows[id] else { continue }
                if let cell = row.cells.first(where: { !occurrences[$0.symbol.id].contains(id) }) {
                    return "the column index misses symbol \(cell.symbol.id) in row \(id)"
                }
            }
            for id in rows.indices where rows[id] != nil && objective.contains(Symbol(id: id, kind: kinds[id])) {
                return "the objective contains basic symbol \(id)"
            }
            for id in kinds.indices where rows[id] == nil {
                let cost = objective.coefficients(of: Symbol(id: id, kind: kinds[id]))
                if kinds[id] != .dummy, let first = cost.first(where: { $0 != 0 }), first < 0 {
                    if objective.enteringSymbolByScan() == nil { return "symbol \(id) has a negative cost but is no candidate" }
                    return "not optimal: symbol \(id) would enter"
                }
            }
            if !infeasible.isEmpty && infeasible.contains(where: { (rows[$0.id]?.constant ?? 0) < -Cassowary.epsilon }) {
                return "infeasible rows left"
            }
            return nil
        }

    }
}
