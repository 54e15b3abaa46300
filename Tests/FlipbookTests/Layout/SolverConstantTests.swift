import Testing

@testable import Flipbook

/// `updateConstant` (any constraint's constant moved in place) and the dual
/// simplex insertion of required rows that have no feasible subject.
@Suite struct SolverConstantTests {
    typealias Solver = Cassowary.Solver

    /// Builds a row of `count` views pinned at 16 from a container's left,
    /// 8 apart, each preferring `preferred` points at 750, with the last
    /// one's right edge at most `limit`.
    private func row(_ solver: inout Solver, count: Int, preferred: Double, limit: Double) throws
        -> (views: [HSpan], link: SConstraint, bound: SConstraint)
    {
        let views = (0..<count).map { HSpan("v\($0)") }
        var link: SConstraint?
        for (i, view) in views.enumerated() {
            try solver.addConstraint(view.definition)
            if i == 0 {
                let c = eq(lin(view.left), k(16))
                link = c
                try solver.addConstraint(c)
            } else {
                try solver.addConstraint(eq(lin(view.left), lin(views[i - 1].right).adding(constant: 8)))
            }
            try solver.addConstraint(ge(lin(view.width), k(0)))
            try solver.addConstraint(eq(lin(view.width), k(preferred), 750))
        }
        let bound = le(lin(views.last!.right), k(limit))
        try solver.addConstraint(bound)
        return (views, link!, bound)
    }

    @Test func movingAnyConstantMatchesAFreshSolver() throws {
        // Three views of 100 preferred, bounded at 300: 16 + 3w + 16 = 300
        // breaks the preferences; where the lead moves, the bound still wins.
        for (lead, limit) in [(16.0, 300.0), (40.0, 300.0), (40.0, 1000.0), (0.0, 120.0)] {
            var moved = Solver()
            let (views, link, bound) = try row(&moved, count: 3, preferred: 100, limit: 300)
            try moved.updateConstant(of: link, to: -lead)
            try moved.updateConstant(of: bound, to: -limit)
            #expect(moved.constant(of: link) == -lead)
            #expect(moved.brokenInvariant() == nil)
            moved.updateVariables()
            let got = views.flatMap { [$0.left.value, $0.width.value] }

            var fresh = Solver()
            let (freshViews, freshLink, freshBound) = try row(&fresh, count: 3, preferred: 100, limit: limit)
            try fresh.removeConstraint(freshLink)
            try fresh.addConstraint(eq(lin(freshViews[0].left), k(lead)))
            _ = freshBound
            fresh.updateVariables()
            let want = freshViews.flatMap { [$0.left.value, $0.width.value] }
            #expect(zip(got, want).allSatisfy { abs($0 - $1) < 1e-9 }, "lead \(lead), limit \(limit): \(got) vs \(want)")
            // The bound holds and the last view ends on it when the preference cannot fit.
            let end = views[2].right.value
            #expect(end <= limit + 1e-9)
            if lead + 3 * 100 + 16 > limit { #expect(abs(end - limit) < 1e-9) }
        }
    }

    @Test func aConstantMovedIsNotARebuild() throws {
        var solver = Solver()
        let (views, link, _) = try row(&solver, count: 50, preferred: 20, limit: 10_000)
        let built = solver.statistics.rowsBuilt
        try solver.updateConstant(of: link, to: -100)
        solver.updateVariables()
        #expect(solver.statistics.rowsBuilt == built)
        #expect(views[49].left.value == 100 + 49 * 28)
    }

    @Test func anUnsatisfiableConstantLeavesTheSolverAsItWas() throws {
        var solver = Solver()
        let x = SVar("x")
        try solver.addConstraint(ge(lin(x), k(10)))
        let cap = le(lin(x), k(50))
        try solver.addConstraint(cap)
        try solver.addConstraint(eq(lin(x), k(40), 250))
        let statistics = solver.statistics
        // x <= 5 contradicts x >= 10: refused, nothing moves.
        #expect(throws: Cassowary.SolverError.self) { try solver.updateConstant(of: cap, to: -5) }
        #expect(solver.statistics == statistics)
        #expect(solver.constant(of: cap) == -50)
        #expect(solver.value(of: x) == 40)
        #expect(solver.brokenInvariant() == nil)
        try solver.updateConstant(of: cap, to: -30)
        #expect(solver.value(of: x) == 30)
        #expect(throws: Cassowary.SolverError.self) { try solver.updateConstant(of: cap, to: .nan) }
        #expect(throws: Cassowary.SolverError.self) { try solver.updateConstant(of: le(lin(x), k(1)), to: 0) }
    }

    /// A required bound added after the preferences it breaks gives up the
    /// lowest-priority preference (the dual simplex), not the edit variable
    /// shared by every row, and its cost does not grow with the rows before it.
    @Test func aViolatedRequiredBoundBreaksTheCheapestPreferenceInConstantWork() throws {
        var solver = Solver()
        let container = SVar("container.width")
        try solver.addEditVariable(container, strength: strength(999))
        try solver.suggestValue(container, 300)
        var pivotsPerRow: [Int] = []
        for r in 0..<40 {
            let before = solver.statistics.pivots
            let views = (0..<4).map { HSpan("r\(r)v\($0)") }
            for (i, view) in views.enumerated() {
                try solver.addConstraint(view.definition)
                try solver.addConstraint(eq(lin(view.left), i == 0 ? k(0) : lin(views[i - 1].right)))
                try solver.addConstraint(eq(lin(view.width), k(100), Float(700 + i)))
            }
            try solver.addConstraint(le(lin(views[3].right), lin(container)))
            pivotsPerRow.append(solver.statistics.pivots - before)
            solver.updateVariables()
            // 400 preferred in 300: the lowest priority (700, the first view) gives.
            #expect(views.map(\.width.value) == [0, 100, 100, 100])
            #expect(container.value == 300)
        }
        #expect(pivotsPerRow.max()! == pivotsPerRow.min()!, "pivots per row \(pivotsPerRow)")
        #expect(solver.brokenInvariant() == nil)
    }
}
