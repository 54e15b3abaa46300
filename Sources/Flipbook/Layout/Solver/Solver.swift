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
    /// Adding a constraint substitutes it into the current tableau, pivots
    /// in a subject (through an artificial variable when none is free), then
    /// re-optimises with the primal simplex; removing one pivots its marker
    /// out. A column index (`occurrences`) lets each substitution visit only
    /// the rows holding the symbol. `suggestValue` only shifts row constants and repairs feasibility
    /// with the dual simplex from the current tableau: nothing is rebuilt
    /// (`statistics` counts rows built and pivots, for tests).
    ///
    /// A value type: copies share storage until one changes, which is how a
    /// refused `addConstraint` puts everything back.
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
        private struct Tag {
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
        private struct ConstraintRecord {
            /// The constraint.
            let constraint: Constraint
            /// Its columns.
            let tag: Tag
            /// Its expression's constant now (points): the constraint's own,
            /// moved by `updateConstant`.
            var constant: Double
        }

        /// An edit variable: the optional `variable == constant` behind it.
        private struct EditRecord {
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
        private var rows: [Row?] = []
        /// `kinds[id]` is symbol `id`'s kind; `kinds.count` is the next id.
        private var kinds: [Symbol.Kind] = []
        /// The column index: `occurrences[id]` lists the basic rows that may
        /// hold symbol `id`. A superset (entries go stale as rows change and
        /// are dropped when the list is next read by `rows(containing:)`),
        /// so that a substitution visits the rows holding a symbol, not the
        /// whole tableau.
        private var occurrences: [[Int]] = []
        /// The variables in the order the solver first saw them.
        private var variables: [Variable] = []
        /// `variables[i]`'s column.
        private var variableSymbols: [Symbol] = []
        /// A variable's column, by identity (lookups only: never iterated,
        /// so hashing cannot change any order).
        private var symbolOfVariable: [ObjectIdentifier: Symbol] = [:]
        /// The constraints in the solver, by identity (lookups only).
        private var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
        /// The edit variables, by identity (lookups only).
        private var edits: [ObjectIdentifier: EditRecord] = [:]
        /// Restricted basic symbols whose constant went negative, for the dual simplex.
        private var infeasible: [Symbol] = []
        /// What is minimised: the optional constraints' errors, level by level.
        private var objective = Objective()
        /// While an operation that may fail runs, the old contents of every
        /// row it wrote, oldest first, so `rollback` can put them back.
        private var journal: [(id: Int, row: Row?)]?
        /// The constraint each marker or error column stands for, by
        /// symbol id (lookups only), to name the constraints in a conflict.
        private var markerOwner: [Int: Constraint] = [:]
        /// The row the dual simplex could not repair, kept to name the
        /// conflicting constraints.
        private var failingRow: Row?
        /// `variableIndex[id]`: the index in `variables` of external symbol
        /// `id`, −1 for the other kinds.
        private var variableIndex: [Int] = []
        /// External symbols whose value may have changed since the last
        /// `takeChangedVariables()`, each once (`changedMark`).
        private var changedSymbols: [Int] = []
        /// `changedMark[id]`: whether `id` is in `changedSymbols`.
        private var changedMark: [Bool] = []

        /// Work done so far.
        private(set) var statistics = Statistics()

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
            let symbolCount = kinds.count, variableCount = variables.count, work = statistics
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

        // MARK: - Edit variables

        /// Whether `variable` is an edit variable.
        func hasEditVariable(_ variable: Variable) -> Bool {
            edits[ObjectIdentifier(variable)] != nil
        }

        /// Makes `variable` an edit variable: an optional `variable == value`
        /// at `strength`, whose value `suggestValue` moves (0 until then).
        ///
        /// - Throws: `.duplicateEditVariable`, or `.requiredEditVariable` for
        ///   a required strength.
        mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
            guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
            guard !strength.isRequired else { throw .requiredEditVariable(variable) }
            let constraint = Constraint(Expression(variable), .equal, strength: strength)
            try addConstraint(constraint)
            let tag = constraints[ObjectIdentifier(constraint)]!.tag
            edits[ObjectIdentifier(variable)] = EditRecord(variable: variable, constraint: constraint, tag: tag, constant: 0)
        }

        /// Stops editing `variable` (its edit constraint is removed).
        ///
        /// - Throws: `.unknownEditVariable` if it is not an edit variable.
        mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
            guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
            try removeConstraint(edit.constraint)
            edits[ObjectIdentifier(variable)] = nil
        }

        /// Suggests `value` (points) for edit variable `variable` and
        /// re-optimises incrementally: the change of constant is applied to
        /// the rows in place and feasibility is restored by dual simplex
        /// pivots from the current tableau, never by rebuilding it.
        ///
        /// - Throws: `.unknownEditVariable` if it is not an edit variable,
        ///   `.nonFinite` for NaN or an infinity (nothing changes);
        ///   `.internalFailure` on a numerical breakdown,
        ///   after which the solver should be rebuilt.
        mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
            let key = ObjectIdentifier(variable)
            guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
            guard value.isFinite else { throw SolverError(.nonFinite, variable: variable) }
            edit.constant = value
            edits[key] = edit
            // The edit constraint is `variable − value == 0`.
            try moveConstant(of: edit.constraint, to: -value)
        }

        /// Moves the constant of `constraint`'s expression to `constant`
        /// points (the constraint reads `expression relation 0`) and
        /// re-optimises incrementally, as `suggestValue` does: a constant is
        /// a shift of the constraint's marker column, applied to the rows
        /// that hold it, then the dual simplex repairs feasibility. Nothing
        /// is rebuilt; the cost is that of the rows touched.
        ///
        /// - Throws: `.unknownConstraint`, `.nonFinite` (nothing changes);
        ///   `.unsatisfiable` when `constraint` is required and cannot hold
        ///   with the new constant (the solver is left exactly as it was).
        mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
            guard constraints[ObjectIdentifier(constraint)] != nil else { throw .unknownConstraint(constraint) }
            guard constant.isFinite else { throw SolverError(.nonFinite, constraint: constraint) }
            try moveConstant(of: constraint, to: constant)
        }

        /// The current constant of `constraint`'s expression (points), or nil
        /// when it is not in the solver.
        func constant(of constraint: Constraint) -> Double? {
            constraints[ObjectIdentifier(constraint)]?.constant
        }

        /// `updateConstant` without the checks.
        private mutating func moveConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
            let key = ObjectIdentifier(constraint)
            guard var record = constraints[key] else { throw .unknownConstraint(constraint) }
            let delta = constant - record.constant
            guard delta != 0 else { return }
            let work = statistics
            journal = []
            objective.beginJournal()
            // marker_old = marker_new + shift: substitute it everywhere.
            let marker = record.tag.marker
            let shift = delta / record.tag.markerCoefficient
            if rows[marker.id] != nil {
                noteRow(marker.id)
                if rows[marker.id]!.add(constant: -shift) < -Cassowary.epsilon || marker.kind == .dummy {
                    infeasible.append(marker)
                }
            } else {
                for id in rows(containing: marker) {
                    noteRow(id)
                    let c = rows[id]!.coefficient(of: marker)
                    let value = rows[id]!.add(constant: c * shift)
                    if value < -Cassowary.epsilon && kinds[id] != .external || kinds[id] == .dummy {
                        infeasible.append(Symbol(id: id, kind: kinds[id]))
                    }
                }
            }
            do {
                try dualOptimize()
            } catch {
                let conflicts = failingRow.map { conflicting(in: $0) } ?? []
                failingRow = nil
                rollback()
                statistics = work
                guard error.kind == .unsatisfiable else { throw error }
                var unsatisfiable = SolverError.unsatisfiable(constraint)
                unsatisfiable.conflicting = conflicts.filter { $0 !== constraint }
                throw unsatisfiable
            }
            journal = nil
            objective.endJournal()
            record.constant = constant
            constraints[key] = record
        }

        // MARK: - Values

        /// `variable`'s value in the current solution (points; 0 for a
        /// variable the solver has not seen), without writing it.
        func value(of variable: Variable) -> Double {
            guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
            return (rows[symbol.id]?.constant ?? 0) + 0   // + 0 turns −0 into 0
        }

        /// Writes the current value of every variable whose row changed since
        /// the last call (or since the solver began) and returns those
        /// variables, in the order their rows were first written: O(changed),
        /// so one constant moved costs the views it moves, not the layout.
        mutating func takeChangedVariables() -> [Variable] {
            var result: [Variable] = []
            result.reserveCapacity(changedSymbols.count)
            for id in changedSymbols {
                changedMark[id] = false
                let variable = variables[variableIndex[id]]
                variable.value = (rows[id]?.constant ?? 0) + 0
                result.append(variable)
            }
            changedSymbols.removeAll(keepingCapacity: true)
            return result
        }

        /// Whether `variable` could take another value with every constraint
        /// kept as well satisfied as now (an ambiguous layout): it is
        /// unknown to the solver or parametric (free), or its row holds a
        /// column with no cost that can move from zero (an unrestricted one,
        /// or a slack or error that no row at its bound keeps at zero).
        mutating func isAmbiguous(_ variable: Variable) -> Bool {
            guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], let row = rows[symbol.id] else { return true }
            for cell in row.cells where cell.symbol.kind != .dummy && !objective.contains(cell.symbol) {
                if cell.symbol.kind == .external { return true }
                // Raising the column from 0 must keep every restricted row ≥ 0.
                let blocked = rows(containing: cell.symbol).contains { id in
                    kinds[id] != .external && rows[id]!.coefficient(of: cell.symbol) < 0
                        && rows[id]!.constant < Cassowary.epsilon
                }
                if !blocked { return true }
            }
            return false
        }

        /// Whether the solver has seen `variable` (some constraint names it).
        func knows(_ variable: Variable) -> Bool { symbolOfVariable[ObjectIdentifier(variable)] != nil }

        /// Writes the current solution into every variable the solver has
        /// seen, in the order it first saw them.
        func updateVariables() {
            for (variable, symbol) in zip(variables, variableSymbols) {
                variable.value = (rows[symbol.id]?.constant ?? 0) + 0
            }
        }

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
                if let cell = row.cells.first(where: { rows[$0.symbol.id] != nil }) {
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

        // MARK: - Adding

        /// Adds `constraint`'s row to the tableau and re-optimises; on
        /// `.unsatisfiable` the tableau is as before, but the columns
        /// `makeRow` introduced are left for `addConstraint` to drop.
        private mutating func insert(_ constraint: Constraint) throws(SolverError) {
            var tag = Tag(marker: Symbol(id: -1, kind: .dummy), other: nil)
            var row = makeRow(constraint, tag: &tag)
            let record = ConstraintRecord(constraint: constraint, tag: tag, constant: constraint.expression.constant)
            defer {
                if constraints[ObjectIdentifier(constraint)] != nil {
                    markerOwner[tag.marker.id] = constraint
                    if let other = tag.other { markerOwner[other.id] = constraint }
                }
            }
            if let subject = chooseSubject(row, tag: tag) {
                row.solve(for: subject)
                substitute(subject, with: row)
                setRow(subject, row)
                constraints[ObjectIdentifier(constraint)] = record
                try optimize()
                return
            }
            if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
                // Only dummies (required equalities, all zero): the row holds
                // iff its constant is zero, and is then redundant.
                guard Cassowary.nearZero(row.constant) else {
                    var error = SolverError.unsatisfiable(constraint)
                    error.conflicting = conflicting(in: row)
                    throw error
                }
                row.solve(for: tag.marker)
                setRow(tag.marker, row)
                constraints[ObjectIdentifier(constraint)] = record
                return
            }
            // A required row with no column that can be its subject and stay
            // feasible (its slack would be negative, or it is an equality
            // over restricted columns only): the marker becomes basic at its
            // out-of-bounds value, and the dual simplex moves the cheapest
            // columns until it is back in bounds, keeping the objective
            // optimal, so the optional constraints given up are those of the
            // lowest priorities. (An artificial variable minimised by the
            // primal simplex would first break whichever column has the
            // lowest id, often a high-priority edit shared by the whole
            // layout, and then pivot every row back.) The marker is new, so
            // no other row or the objective holds it.
            let work = statistics
            journal = []
            objective.beginJournal()
            row.solve(for: tag.marker)
            setRow(tag.marker, row)
            infeasible.append(tag.marker)
            do {
                try dualOptimize()
            } catch {
                let conflicts = failingRow.map { conflicting(in: $0) } ?? []
                failingRow = nil
                rollback()
                statistics = work
                guard error.kind == .unsatisfiable else { throw error }
                var unsatisfiable = SolverError.unsatisfiable(constraint)
                unsatisfiable.conflicting = conflicts.filter { $0 !== constraint }
                throw unsatisfiable
            }
            journal = nil
            objective.endJournal()
            constraints[ObjectIdentifier(constraint)] = record
        }

        /// The required constraints whose columns are in `row` (a row that
        /// cannot hold: these are what hold it out of bounds), in column order.
        private func conflicting(in row: Row) -> [Constraint] {
            row.cells.compactMap { markerOwner[$0.symbol.id] }.filter { $0.strength.isRequired }
        }

        /// Remembers row `id`'s contents before a write, while a journal is
        /// open, and notes a variable whose value may change.
        @inline(__always)
        private mutating func noteRow(_ id: Int) {
            if journal != nil { journal!.append((id, rows[id])) }
            if kinds[id] == .external && !changedMark[id] {
                changedMark[id] = true
                changedSymbols.append(id)
            }
        }

        /// Puts back every row and cost the open journal recorded, and closes it.
        private mutating func rollback() {
            guard let entries = journal else { return }
            journal = nil
            for entry in entries.reversed() { rows[entry.id] = entry.row }
            // The column index may have dropped a restored row: index it again
            // (the index is a superset, so repeats are harmless).
            for entry in entries { if let row = rows[entry.id] { for cell in row.cells { occurrences[cell.symbol.id].append(entry.id) } } }
            objective.rollback()
            infeasible = []
        }

        /// A new column of `kind`, with the next id.
        private mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
            let symbol = Symbol(id: kinds.count, kind: kind)
            kinds.append(kind)
            variableIndex.append(-1)
            changedMark.append(false)
            rows.append(nil)
            occurrences.append([])
            return symbol
        }

        /// Makes `symbol` basic with `row`, indexing its cells.
        private mutating func setRow(_ symbol: Symbol, _ row: Row) {
            noteRow(symbol.id)
            rows[symbol.id] = row
            for cell in row.cells { occurrences[cell.symbol.id].append(symbol.id) }
        }

        /// The basic rows holding `symbol`, in id order; compacts its list.
        private mutating func rows(containing symbol: Symbol) -> [Int] {
            var candidates = occurrences[symbol.id]
            candidates.sort()
            var result: [Int] = []
            result.reserveCapacity(candidates.count)
            var previous = -1
            for id in candidates where id != previous && id < rows.count {
                previous = id
                if let row = rows[id], row.coefficient(of: symbol) != 0 { result.append(id) }
            }
            occurrences[symbol.id] = result
            return result
        }

        /// `variable`'s column, made on first sight.
        private mutating func symbol(for variable: Variable) -> Symbol {
            let key = ObjectIdentifier(variable)
            if let symbol = symbolOfVariable[key] { return symbol }
            let symbol = newSymbol(.external)
            symbolOfVariable[key] = symbol
            variableIndex[symbol.id] = variables.count
            variables.append(variable)
            variableSymbols.append(symbol)
            return symbol
        }

        /// The constraint as a row over parametric symbols, with its slack,
        /// error or dummy columns (the errors entered into the objective), and
        /// a constant ≥ 0.
        private mutating func makeRow(_ constraint: Constraint, tag: inout Tag) -> Row {
            statistics.rowsBuilt += 1
            let expression = constraint.expression
            let strength = constraint.strength
            var row = Row(constant: expression.constant)
            for term in expression.terms where !Cassowary.nearZero(term.coefficient) {
                let symbol = symbol(for: term.variable)
                if let basic = rows[symbol.id] {
                    row.insert(basic, times: term.coefficient)
                } else {
                    row.insert(symbol, term.coefficient)
                }
            }
            switch constraint.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                // expression + slack = 0 (<=) or expression − slack = 0 (>=).
                let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
                let slack = newSymbol(.slack)
                tag.marker = slack
                tag.markerCoefficient = sign
                row.insert(slack, sign)
                if !strength.isRequired {
                    let error = newSymbol(.error)
                    tag.other = error
                    row.insert(error, -sign)
                    objective.insert(error, strength: strength, sign: 1)
                }
            case .equal:
                if strength.isRequired {
                    let dummy = newSymbol(.dummy)
                    tag.marker = dummy
                    row.insert(dummy)
                } else {
                    // expression − plus + minus = 0, both errors costed.
                    let plus = newSymbol(.error), minus = newSymbol(.error)
                    tag.marker = plus
                    tag.markerCoefficient = -1
                    tag.other = minus
                    row.insert(plus, -1)
                    row.insert(minus, 1)
                    objective.insert(plus, strength: strength, sign: 1)
                    objective.insert(minus, strength: strength, sign: 1)
                }
            }
            if row.constant < 0 { row.reverseSign() }
            return row
        }

        /// The symbol to make basic for a new row: its newest variable (the
        /// highest id: usually one just introduced, found in no other row, so
        /// the substitution touches nothing; the oldest, kiwi's choice, makes
        /// a chain of views substitute each new link into every earlier row),
        /// else a new slack or error column with a negative coefficient
        /// (which stays ≥ 0 since the constant is ≥ 0); nil when there is none.
        private func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
            if let cell = row.cells.last(where: { $0.symbol.kind == .external }) { return cell.symbol }
            for symbol in [tag.marker, tag.other].compactMap({ $0 })
            where (symbol.kind == .slack || symbol.kind == .error) && row.coefficient(of: symbol) < 0 {
                return symbol
            }
            return nil
        }

        // MARK: - Removing

        /// Takes a constraint's costs and row out of the tableau and
        /// re-optimises.
        private mutating func remove(_ record: ConstraintRecord) throws(SolverError) {
            constraints[ObjectIdentifier(record.constraint)] = nil
            markerOwner[record.tag.marker.id] = nil
            if let other = record.tag.other { markerOwner[other.id] = nil }
            // Take the errors' costs out of the objective.
            for symbol in [record.tag.marker, record.tag.other].compactMap({ $0 }) where symbol.kind == .error {
                if let row = rows[symbol.id] {
                    objective.insert(row, strength: record.constraint.strength, sign: -1)
                } else {
                    objective.insert(symbol, strength: record.constraint.strength, sign: -1)
                }
            }
            let marker = record.tag.marker
            if rows[marker.id] != nil {
                noteRow(marker.id)
                rows[marker.id] = nil
            } else {
                guard let leaving = markerLeavingRow(marker) else {
                    throw .internalFailure("no row to pivot the marker of a removed constraint into")
                }
                var row = rows[leaving.id]!
                noteRow(leaving.id)
                rows[leaving.id] = nil
                row.solve(for: leaving, rhs: marker)
                substitute(marker, with: row)
                statistics.pivots += 1
            }
            try optimize()
        }

        /// The row to pivot a parametric marker into so that dropping that row
        /// removes the constraint: the restricted row with the least ratio
        /// among those the marker decreases, else among those it increases,
        /// else the first unrestricted row containing it.
        private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
            let holding = rows(containing: marker)
            // A basic dummy stands for a redundant required equality (its row
            // holds only dummies, its value is 0). If the marker is in such a
            // row, the removed constraint was one of those it depended on:
            // pivot there, so the redundant one takes over and no value moves.
            // (Any other row would let the substitution give the dummy a
            // nonzero value, breaking that constraint.)
            if let id = holding.first(where: { kinds[$0] == .dummy }) { return Symbol(id: id, kind: .dummy) }
            var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
            var first: Symbol?, second: Symbol?, third: Symbol?
            for id in holding {
                let row = rows[id]!
                let c = row.coefficient(of: marker)
                let symbol = Symbol(id: id, kind: kinds[id])
                if symbol.kind == .external {
                    if third == nil { third = symbol }
                } else if c < 0 {
                    let ratio = -row.constant / c
                    if ratio < firstRatio { firstRatio = ratio; first = symbol }
                } else {
                    let ratio = row.constant / c
                    if ratio < secondRatio { secondRatio = ratio; second = symbol }
                }
            }
            return first ?? second ?? third
        }

        // MARK: - Simplex

        /// Replaces `symbol` by `row` everywhere, noting rows made infeasible.
        private mutating func substitute(_ symbol: Symbol, with row: Row) {
            for id in rows(containing: symbol) {
                noteRow(id)
                rows[id]!.substitute(symbol, with: row)
                for cell in row.cells { occurrences[cell.symbol.id].append(id) }
                if kinds[id] != .external && rows[id]!.constant < -Cassowary.epsilon {
                    infeasible.append(Symbol(id: id, kind: kinds[id]))
                }
            }
            occurrences[symbol.id] = []
            objective.substitute(symbol, with: row)
        }

        /// Exchanges basic `leaving` for parametric `entering`.
        private mutating func pivot(leaving: Symbol, entering: Symbol) {
            var row = rows[leaving.id]!
            noteRow(leaving.id)
            rows[leaving.id] = nil
            row.solve(for: leaving, rhs: entering)
            substitute(entering, with: row)
            setRow(entering, row)
            statistics.pivots += 1
        }

        /// A bound on pivots per optimisation, only reached on a numerical
        /// breakdown (Bland's rule rules out cycling).
        private var pivotLimit: Int { 100 * kinds.count + 10_000 }

        /// Primal simplex: pivots while some column's cost is negative.
        private mutating func optimize() throws(SolverError) {
            var steps = 0
            while true {
                guard let entering = objective.enteringSymbol() else { return }
                // Leaving: the restricted row that limits the entering column
                // first (least ratio; ties to the lowest id).
                var best: Symbol?, bestRatio = Double.greatestFiniteMagnitude
                for id in rows(containing: entering) where kinds[id] != .external {
                    let row = rows[id]!
                    let c = row.coefficient(of: entering)
                    if c < 0 {
                        let ratio = -row.constant / c
                        if ratio < bestRatio { bestRatio = ratio; best = Symbol(id: id, kind: kinds[id]) }
                    }
                }
                guard let leaving = best else { throw .internalFailure("the objective is unbounded") }
                pivot(leaving: leaving, entering: entering)
                steps += 1
                if steps > pivotLimit { throw .internalFailure("the primal simplex did not converge") }
            }
        }

        /// Dual simplex: pivots each infeasible row back to feasibility,
        /// keeping the objective optimal. A basic dummy (a required equality
        /// just added or whose constant moved) is infeasible unless its row
        /// holds only dummies at 0: it leaves in whichever direction brings it
        /// to zero.
        ///
        /// - Throws: `.unsatisfiable` when a row cannot be repaired (no column
        ///   can move it back in bounds: the required constraints conflict),
        ///   leaving the tableau mid-way for the caller's `rollback`.
        private mutating func dualOptimize() throws(SolverError) {
            var steps = 0
            while let leaving = infeasible.popLast() {
                guard let row = rows[leaving.id] else { continue }
                let direction: Double
                if leaving.kind == .dummy {
                    if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
                        guard Cassowary.nearZero(row.constant) else {
                            failingRow = row
                            throw .unsatisfiable(nil)
                        }
                        continue
                    }
                    direction = row.constant > Cassowary.epsilon ? -1 : 1
                } else {
                    guard row.constant < -Cassowary.epsilon else { continue }
                    direction = 1
                }
                // Entering: the column that moves the row toward its bound
                // whose cost per unit is least (lexicographically; ties to the
                // lowest id). A dummy at zero may leave either way.
                var entering: Symbol?, enteringCost: [Double] = [], enteringCoefficient = 1.0
                for sign in (leaving.kind == .dummy && Cassowary.nearZero(row.constant) ? [1.0, -1.0] : [direction]) {
                    for cell in row.cells where cell.coefficient * sign > 0 && cell.symbol.kind != .dummy {
                        let cost = objective.coefficients(of: cell.symbol)
                        let coefficient = cell.coefficient * sign
                        if entering == nil
                            || Objective.ratioLess(cost, over: coefficient, enteringCost, over: enteringCoefficient) {
                            entering = cell.symbol
                            enteringCost = cost
                            enteringCoefficient = coefficient
                        }
                    }
                    if entering != nil { break }
                }
                guard let entering else {
                    failingRow = row
                    throw .unsatisfiable(nil)
                }
                pivot(leaving: leaving, entering: entering)
                statistics.dualPivots += 1
                steps += 1
                if steps > pivotLimit { throw .internalFailure("the dual simplex did not converge") }
            }
        }
    }
}
