extension Cassowary.Solver {
    // Edit variables and moving constants. Split from Solver.swift.

    // MARK: - Edit variables

    /// Whether `variable` is an edit variable.
    func hasEditVariable(_ variable: Cassowary.Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Makes `variable` an edit variable: an optional `variable == value`
    /// at `strength`, whose value `suggestValue` moves (0 until then).
    ///
    /// - Throws: `.duplicateEditVariable`, or `.requiredEditVariable` for
    ///   a required strength.
    mutating func addEditVariable(_ variable: Cassowary.Variable, strength: Cassowary.Strength) throws(Cassowary.SolverError) {
        guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Cassowary.Constraint(Cassowary.Expression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        let tag = constraints[ObjectIdentifier(constraint)]!.tag
        edits[ObjectIdentifier(variable)] = EditRecord(variable: variable, constraint: constraint, tag: tag, constant: 0)
    }

    /// Stops editing `variable` (its edit constraint is removed).
    ///
    /// - Throws: `.unknownEditVariable` if it is not an edit variable.
    mutating func removeEditVariable(_ variable: Cassowary.Variable) throws(Cassowary.SolverError) {
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
    mutating func suggestValue(_ variable: Cassowary.Variable, _ value: Double) throws(Cassowary.SolverError) {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw Cassowary.SolverError(.nonFinite, variable: variable) }
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
    mutating func updateConstant(of constraint: Cassowary.Constraint, to constant: Double) throws(Cassowary.SolverError) {
        guard constraints[ObjectIdentifier(constraint)] != nil else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw Cassowary.SolverError(.nonFinite, constraint: constraint) }
        try moveConstant(of: constraint, to: constant)
    }

    /// The current constant of `constraint`'s expression (points), or nil
    /// when it is not in the solver.
    func constant(of constraint: Cassowary.Constraint) -> Double? {
        constraints[ObjectIdentifier(constraint)]?.constant
    }

    /// `updateConstant` without the checks.
    mutating func moveConstant(of constraint: Cassowary.Constraint, to constant: Double) throws(Cassowary.SolverError) {
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
                    infeasible.append(Cassowary.Symbol(id: id, kind: kinds[id]))
                }
            }
        }
        try repairOrRollBack(constraint, statistics: work)
        record.constant = constant
        constraints[key] = record
    }
}
