extension Cassowary.Solver {
    // Reading the solution. Split from Solver.swift.

    // MARK: - Values

    /// `variable`'s value in the current solution (points; 0 for a
    /// variable the solver has not seen), without writing it.
    func value(of variable: Cassowary.Variable) -> Double {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        var row = rows[symbol.id] ?? Cassowary.Row()
        expand(&row)
        return row.constant + 0  // + 0 turns −0 into 0
    }

    /// The value of external symbol `id` from its row, with the values
    /// of the older variables it names taken from `values` (which must
    /// hold theirs already).
    private func evaluate(_ id: Int) -> Double {
        guard let row = rows[id] else { return 0 }
        var value = row.constant
        for cell in row.cells where cell.symbol.kind == .external && rows[cell.symbol.id] != nil {
            value += cell.coefficient * values[cell.symbol.id]
        }
        return value + 0
    }

    /// Writes the current value of every variable whose row changed since
    /// the last call (or since the solver began) and returns those
    /// variables, in the order their rows were first written: O(changed),
    /// so one constant moved costs the views it moves, not the layout.
    mutating func takeChangedVariables() -> [Cassowary.Variable] {
        // A definition that names a changed variable changes too.
        var next = 0
        while next < changedSymbols.count {
            let id = changedSymbols[next]
            next += 1
            guard rows[id] != nil else { continue }
            for dependent in rows(containing: Cassowary.Symbol(id: id, kind: .external))
            where kinds[dependent] == .external && !changedMark[dependent] {
                changedMark[dependent] = true
                changedSymbols.append(dependent)
            }
        }
        // Older variables first: a definition names older ones only.
        let ids = changedSymbols.sorted()
        var result: [Cassowary.Variable] = []
        result.reserveCapacity(ids.count)
        for id in ids {
            changedMark[id] = false
            values[id] = evaluate(id)
            let variable = variables[variableIndex[id]]
            variable.value = values[id]
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
    mutating func isAmbiguous(_ variable: Cassowary.Variable) -> Bool {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], var row = rows[symbol.id] else { return true }
        expand(&row)
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
    func knows(_ variable: Cassowary.Variable) -> Bool { symbolOfVariable[ObjectIdentifier(variable)] != nil }

    /// Writes the current solution into every variable the solver has
    /// seen, in the order it first saw them (older first, as definitions
    /// need).
    func updateVariables() {
        var computed = [Double](repeating: 0, count: kinds.count)
        for (variable, symbol) in zip(variables, variableSymbols) {
            if let row = rows[symbol.id] {
                var value = row.constant
                for cell in row.cells where cell.symbol.kind == .external && rows[cell.symbol.id] != nil {
                    value += cell.coefficient * computed[cell.symbol.id]
                }
                computed[symbol.id] = value + 0
            }
            variable.value = computed[symbol.id]
        }
    }
}
