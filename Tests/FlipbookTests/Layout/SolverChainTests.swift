import Testing

@testable import Flipbook

/// A performance sanity check, not a timed test: 1 000 views in a row.
@Suite struct SolverChainTests {
    @Test func aChainOfAThousandViewsSolvesAndMovesIncrementally() throws {
        var solver = Cassowary.Solver()
        let views = (0..<1000).map { HSpan("v\($0)") }
        let origin = views[0].left
        try solver.addEditVariable(origin, strength: strength(999))
        for (i, view) in views.enumerated() {
            try solver.addConstraint(view.definition)
            try solver.addConstraint(ge(lin(view.width), k(10)))
            try solver.addConstraint(eq(lin(view.width), k(Double(20 + i % 5)), 750))
            if i > 0 { try solver.addConstraint(eq(lin(view.left), lin(views[i - 1].right).adding(constant: 8))) }
        }
        // The row ends before 40 000 points: a bound that does not bind.
        try solver.addConstraint(le(lin(views[999].right), k(40_000)))
        func check(origin: Double) {
            solver.updateVariables()
            var x = origin
            var worst = 0.0
            for (i, view) in views.enumerated() {
                let width = Double(20 + i % 5)
                worst = max(worst, abs(view.left.value - x), abs(view.width.value - width))
                x += width + 8
            }
            #expect(worst < 1e-6, "origin \(origin): off by \(worst)")
        }
        check(origin: 0)
        let built = solver.statistics.rowsBuilt
        let pivots = solver.statistics.pivots
        try solver.suggestValue(origin, 100)
        check(origin: 100)
        #expect(solver.statistics.rowsBuilt == built)
        #expect(solver.statistics.pivots - pivots <= 2, "a constant moved is not a re-solve")
    }
}
