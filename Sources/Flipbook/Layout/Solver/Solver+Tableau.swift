extension Cassowary.Solver {
    // Building and taking apart rows: adding, removing, the journal. Split from Solver.swift.

    // MARK: - Adding

    /// Adds `constraint`'s row to the tableau and re-optimises; on
    /// `.unsatisfiable` the tableau is as before, but the columns
    /// `makeRow` introduced are left for `addConstraint` to drop.
    mutating func insert(_ constraint: Cassowary.Constraint) throws(Cassowary.SolverError) {
        var tag = Tag(marker: Cassowary.Symbol(id: -1, kind: .dummy), other: nil)
        var row = makeRow(constraint, tag: &tag)
        let record = ConstraintRecord(constraint: constraint, tag: tag, constant: constraint.expression.constant)
        defer {
            if constraints[ObjectIdentifier(constraint)] != nil {
                markerOwner[tag.marker.id] = constraint
                if let other = tag.other { markerOwner[other.id] = constraint }
            }
        }
        // A variable seen for the first time (in no other row) defines itself
        // by this row, which may keep naming other basic variables: a
        // definition, not expanded (see `Solver`'s "definitions"). So a chain
        // of views costs a few cells per link, not the whole chain's.
        if let subject = newVariable(in: row) {
            row.solve(for: subject)
            setRow(subject, row)
            constraints[ObjectIdentifier(constraint)] = record
            return
        }
        expand(&row)
        // The constant ≥ 0 again, now that the row is over parametric
        // symbols (a slack or error subject must then have a negative
        // coefficient to stay non-negative).
        if row.constant < 0 { row.reverseSign() }
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
                var error = Cassowary.SolverError.unsatisfiable(constraint)
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
        try repairOrRollBack(constraint, statistics: work)
        constraints[ObjectIdentifier(constraint)] = record
    }

    /// The required constraints whose columns are `basic` or in `row` (a
    /// row that cannot hold: these are what hold it out of bounds), in
    /// column order.
    func conflicting(in row: Cassowary.Row, basic: Cassowary.Symbol? = nil) -> [Cassowary.Constraint] {
        let symbols = (basic.map { [$0] } ?? []) + row.cells.map(\.symbol)
        var result: [Cassowary.Constraint] = []
        for symbol in symbols {
            guard let owner = markerOwner[symbol.id], owner.strength.isRequired,
                !result.contains(where: { $0 === owner })
            else { continue }
            result.append(owner)
        }
        return result
    }

    /// Remembers row `id`'s contents before a write, while a journal is
    /// open, and notes a variable whose value may change.
    @inline(__always)
    mutating func noteRow(_ id: Int) {
        if journal != nil { journal!.append((id, rows[id])) }
        if kinds[id] == .external && !changedMark[id] {
            changedMark[id] = true
            changedSymbols.append(id)
        }
    }

    /// Puts back every row and cost the open journal recorded, and closes it.
    mutating func rollback() {
        guard let entries = journal else { return }
        journal = nil
        for entry in entries.reversed() { rows[entry.id] = entry.row }
        // The column index may have dropped a restored row: index it again
        // (the index is a superset, so repeats are harmless).
        for entry in entries {
            if let row = rows[entry.id] { for cell in row.cells { occurrences[cell.symbol.id].append(entry.id) } }
        }
        objective.rollback()
        infeasible = []
    }

    /// Repairs feasibility with the dual simplex after `constraint`'s row
    /// or constant was written under an open journal, and closes the
    /// journal. If the repair fails, the journal puts back every row and
    /// cost, `statistics` goes back to `work`, and the error is thrown: an
    /// `.unsatisfiable` one names `constraint` and, as `conflicting`, the
    /// other required constraints that hold it out.
    mutating func repairOrRollBack(_ constraint: Cassowary.Constraint, statistics work: Statistics) throws(Cassowary.SolverError)
    {
        do {
            try dualOptimize()
        } catch {
            let conflicts = failingRow.map { conflicting(in: $0.row, basic: $0.basic) } ?? []
            failingRow = nil
            rollback()
            statistics = work
            guard error.kind == .unsatisfiable else { throw error }
            var unsatisfiable = Cassowary.SolverError.unsatisfiable(constraint)
            unsatisfiable.conflicting = conflicts.filter { $0 !== constraint }
            throw unsatisfiable
        }
        journal = nil
        objective.endJournal()
    }

    /// A new column of `kind`, with the next id.
    mutating func newSymbol(_ kind: Cassowary.Symbol.Kind) -> Cassowary.Symbol {
        let symbol = Cassowary.Symbol(id: kinds.count, kind: kind)
        kinds.append(kind)
        variableIndex.append(-1)
        changedMark.append(false)
        values.append(0)
        rows.append(nil)
        occurrences.append([])
        return symbol
    }

    /// Makes `symbol` basic with `row`, indexing its cells.
    mutating func setRow(_ symbol: Cassowary.Symbol, _ row: Cassowary.Row) {
        noteRow(symbol.id)
        rows[symbol.id] = row
        for cell in row.cells { occurrences[cell.symbol.id].append(symbol.id) }
    }

    /// The basic rows holding `symbol`, in id order; compacts its list.
    mutating func rows(containing symbol: Cassowary.Symbol) -> [Int] {
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
    mutating func symbol(for variable: Cassowary.Variable) -> Cassowary.Symbol {
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
    mutating func makeRow(_ constraint: Cassowary.Constraint, tag: inout Tag) -> Cassowary.Row {
        statistics.rowsBuilt += 1
        let expression = constraint.expression
        let strength = constraint.strength
        var row = Cassowary.Row(constant: expression.constant)
        // Basic variables stay in the row as references for now (see
        // `insert`): a row whose subject is a new variable keeps them, any
        // other is expanded.
        for term in expression.terms where !Cassowary.nearZero(term.coefficient) {
            row.insert(symbol(for: term.variable), term.coefficient)
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
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
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
    /// The newest variable of `row` if it is parametric, in no other row
    /// (one just seen, usually) and newer than every basic variable the
    /// row names (so that definitions only ever name older variables).
    mutating func newVariable(in row: Cassowary.Row) -> Cassowary.Symbol? {
        guard let cell = row.cells.last(where: { $0.symbol.kind == .external }),
            rows[cell.symbol.id] == nil, rows(containing: cell.symbol).isEmpty
        else { return nil }
        return cell.symbol
    }

    /// Replaces every basic variable named in `row` by its row, until the
    /// row is over parametric symbols only. Definitions name older
    /// variables only, so taking the highest id first substitutes each
    /// once.
    func expand(_ row: inout Cassowary.Row) {
        while let cell = row.cells.last(where: { $0.symbol.kind == .external && rows[$0.symbol.id] != nil }) {
            row.substitute(cell.symbol, with: rows[cell.symbol.id]!)
        }
    }

    func chooseSubject(_ row: Cassowary.Row, tag: Tag) -> Cassowary.Symbol? {
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
    mutating func remove(_ record: ConstraintRecord) throws(Cassowary.SolverError) {
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
            // A definition may name other variables: expanded first, so
            // that no row but a definition ever names a basic variable; and
            // the definitions that name this variable take its expansion
            // before it stops being basic (or they would read it as 0).
            expand(&row)
            if leaving.kind == .external { substitute(leaving, with: row) }
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
    mutating func markerLeavingRow(_ marker: Cassowary.Symbol) -> Cassowary.Symbol? {
        let holding = rows(containing: marker)
        // A basic dummy stands for a redundant required equality (its row
        // holds only dummies, its value is 0). If the marker is in such a
        // row, the removed constraint was one of those it depended on:
        // pivot there, so the redundant one takes over and no value moves.
        // (Any other row would let the substitution give the dummy a
        // nonzero value, breaking that constraint.)
        if let id = holding.first(where: { kinds[$0] == .dummy }) { return Cassowary.Symbol(id: id, kind: .dummy) }
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first: Cassowary.Symbol?
        var second: Cassowary.Symbol?
        var third: Cassowary.Symbol?
        for id in holding {
            let row = rows[id]!
            let c = row.coefficient(of: marker)
            let symbol = Cassowary.Symbol(id: id, kind: kinds[id])
            if symbol.kind == .external {
                if third == nil { third = symbol }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = symbol
                }
            } else {
                let ratio = row.constant / c
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = symbol
                }
            }
        }
        return first ?? second ?? third
    }
}
