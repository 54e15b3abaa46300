import Testing

@testable import Flipbook

/// Hand-written systems with solutions computed by hand.
@Suite struct SolverTests {
    typealias Solver = Cassowary.Solver

    @Test func viewPinnedWithLeadingAndWidth() throws {
        var solver = Solver()
        let view = HSpan("view")
        try solver.addConstraint(view.definition)
        try solver.addConstraint(eq(lin(view.left), k(20)))
        try solver.addConstraint(eq(lin(view.width), k(100)))
        solver.updateVariables()
        #expect(view.left.value == 20)
        #expect(view.width.value == 100)
        #expect(view.right.value == 120)
    }

    @Test func twoViewsSideBySideWithSpacing() throws {
        var solver = Solver()
        let a = HSpan("a")
        let b = HSpan("b")
        for c in [
            a.definition, b.definition,
            eq(lin(a.left), k(16)), eq(lin(a.width), k(100)),
            eq(lin(b.left), lin((1, a.right)), constant: 8), eq(lin(b.width), k(50)),
        ] {
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        #expect(a.right.value == 116)
        #expect(b.left.value == 124)
        #expect(b.right.value == 174)
    }

    @Test func centringInAContainer() throws {
        var solver = Solver()
        let container = HSpan("container")
        let view = HSpan("view")
        for c in [
            container.definition, view.definition,
            eq(lin(container.left), k(0)), eq(lin(container.width), k(320)),
            eq(lin(view.width), k(100)), eq(view.centerX, container.centerX),
        ] {
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        #expect(view.left.value == 110)
        #expect(view.right.value == 210)
    }

    @Test func inequalityWinsOverALowerPriorityPreference() throws {
        var solver = Solver()
        let width = SVar("width")
        try solver.addConstraint(ge(lin(width), k(100)))
        try solver.addConstraint(le(lin(width), k(300)))
        let preference = eq(lin(width), k(50), 250)
        try solver.addConstraint(preference)
        #expect(solver.value(of: width) == 100)
        try solver.removeConstraint(preference)
        try solver.addConstraint(eq(lin(width), k(200), 250))
        #expect(solver.value(of: width) == 200)
        try solver.addConstraint(eq(lin(width), k(1000), 750))
        #expect(solver.value(of: width) == 300)
    }

    @Test func conflictingOptionalConstraintsResolvedByPriority() throws {
        for (high, low) in [(Float(750), Float(250)), (250, 750), (999, 998), (51, 50)] {
            var solver = Solver()
            let w = SVar("w")
            try solver.addConstraint(eq(lin(w), k(100), high))
            try solver.addConstraint(eq(lin(w), k(200), low))
            #expect(solver.value(of: w) == (high > low ? 100 : 200), "priorities \(high) vs \(low)")
        }
    }

    @Test func equalPrioritiesSplitByWeight() throws {
        var solver = Solver()
        let w = SVar("w")
        try solver.addConstraint(SConstraint(lin(w), .equal, k(100), strength: Cassowary.Strength(.defaultHigh, weight: 3)))
        try solver.addConstraint(SConstraint(lin(w), .equal, k(200), strength: Cassowary.Strength(.defaultHigh, weight: 1)))
        #expect(solver.value(of: w) == 100)
    }

    @Test func requiredConflictIsReportedAndLeavesTheSolverUnchanged() throws {
        var solver = Solver()
        let a = HSpan("a")
        let b = HSpan("b")
        for c in [
            a.definition, b.definition, eq(lin(a.left), k(0)), eq(lin(a.width), k(100)),
            ge(lin(b.left), lin((1, a.right)), 1000), eq(lin(b.width), k(40), 500), ge(lin(b.width), k(0)),
            eq(lin(b.left), k(300), 250),
        ] {
            try solver.addConstraint(c)
        }
        solver.updateVariables()
        let before = [a.left, a.width, a.right, b.left, b.width, b.right].map(\.value)
        let statistics = solver.statistics
        let count = solver.constraintCount
        // Three conflicts: through dummies only, through an artificial
        // variable (an inequality), and through a new variable.
        let stranger = SVar("stranger")
        let conflicts = [
            eq(lin(a.right), k(90)),
            le(lin(b.right), lin((1, a.left)), constant: 50),
            eq(lin((1, stranger), (1, a.width)), lin((1, stranger), (1, a.left))),
        ]
        for conflict in conflicts {
            do {
                try solver.addConstraint(conflict)
                Issue.record("expected \(Cassowary.describe(conflict)) to be unsatisfiable")
            } catch {
                #expect(error.kind == .unsatisfiable)
                #expect(error.constraint === conflict)
            }
            #expect(!solver.hasConstraint(conflict))
            #expect(solver.constraintCount == count)
            #expect(solver.statistics == statistics)
            solver.updateVariables()
            #expect([a.left, a.width, a.right, b.left, b.width, b.right].map(\.value) == before)
        }
        #expect(before == [0, 100, 100, 300, 40, 340])
        // Still usable afterwards.
        try solver.addConstraint(eq(lin(b.left), k(150), 750))
        #expect(solver.value(of: b.left) == 150)
    }

    @Test func misuseIsAnErrorNotACrash() throws {
        var solver = Solver()
        let x = SVar("x")
        let y = SVar("y")
        let c = eq(lin(x), k(1))
        try solver.addConstraint(c)
        #expect(throws: Cassowary.SolverError.self) { try solver.addConstraint(c) }
        #expect(kind { try solver.addConstraint(c) } == .duplicateConstraint)
        #expect(kind { try solver.removeConstraint(eq(lin(x), k(1))) } == .unknownConstraint)
        #expect(kind { try solver.suggestValue(x, 3) } == .unknownEditVariable)
        #expect(kind { try solver.removeEditVariable(x) } == .unknownEditVariable)
        #expect(kind { try solver.addEditVariable(y, strength: .required) } == .requiredEditVariable)
        try solver.addEditVariable(y, strength: strength(999))
        #expect(kind { try solver.addEditVariable(y, strength: strength(500)) } == .duplicateEditVariable)
        try solver.removeConstraint(c)
        #expect(kind { try solver.removeConstraint(c) } == .unknownConstraint)
        #expect(kind { try solver.suggestValue(y, .nan) } == .nonFinite)
        #expect(kind { try solver.addConstraint(eq(lin(x), k(.infinity))) } == .nonFinite)
        try solver.removeEditVariable(y)
        #expect(!solver.hasEditVariable(y))
        #expect(solver.constraintCount == 0)
    }

    @Test func animatingAConstantMatchesAFreshSolver() throws {
        // view.left == container.left + constant, the constant an edit
        // variable moved every frame; the view keeps its width and a
        // trailing view follows at 8 points.
        func build(constant: Double?) throws -> (Solver, SVar, HSpan, HSpan) {
            var solver = Solver()
            let offset = SVar("offset")
            let view = HSpan("view")
            let next = HSpan("next")
            for c in [
                view.definition, next.definition, eq(lin(view.width), k(120)),
                eq(lin(view.left), lin(offset)), eq(lin(next.left), lin(view.right), 1000),
                le(lin(next.right), k(400)), eq(lin(next.width), k(200), 500),
            ] {
                try solver.addConstraint(c)
            }
            if let constant { try solver.addConstraint(eq(lin(offset), k(constant))) }
            return (solver, offset, view, next)
        }
        let built = try build(constant: nil)
        var solver = built.0
        let (offset, view, next) = (built.1, built.2, built.3)
        try solver.addEditVariable(offset, strength: strength(999))
        let rowsBuilt = solver.statistics.rowsBuilt
        let rows = solver.rowCount
        for frame in 0...60 {
            let value = 100 * Double(frame) / 60 + (frame % 7 == 0 ? -30 : 0)
            let pivots = solver.statistics.pivots
            try solver.suggestValue(offset, value)
            #expect(solver.statistics.pivots - pivots <= 4, "frame \(frame): no re-solve from scratch")
            solver.updateVariables()
            let (fresh, freshOffset, freshView, freshNext) = try build(constant: value)
            fresh.updateVariables()
            #expect(abs(offset.value - freshOffset.value) < 1e-9)
            #expect(abs(view.left.value - freshView.left.value) < 1e-9)
            #expect(abs(next.width.value - freshNext.width.value) < 1e-9, "frame \(frame)")
            #expect(abs(next.right.value - freshNext.right.value) < 1e-9)
        }
        #expect(solver.statistics.rowsBuilt == rowsBuilt, "suggestions build no rows")
        #expect(solver.rowCount == rows)
        #expect(solver.statistics.dualPivots > 0, "the trailing view's width hits its limit and returns")
    }

    @Test func removalRestoresThePreviousSolution() throws {
        var solver = Solver()
        let a = HSpan("a")
        let b = HSpan("b")
        for c in [
            a.definition, b.definition, eq(lin(a.left), k(10)), eq(lin(a.width), k(50), 500),
            eq(lin(b.left), lin(a.right), constant: 10), eq(lin(b.width), k(80), 250), le(lin(b.right), k(200)),
        ] {
            try solver.addConstraint(c)
        }
        let all = [a.left, a.width, a.right, b.left, b.width, b.right]
        solver.updateVariables()
        let first = all.map(\.value)
        #expect(first == [10, 50, 60, 70, 80, 150])
        let squeeze = eq(lin(a.width), k(170), 750)
        try solver.addConstraint(squeeze)
        solver.updateVariables()
        #expect(a.width.value == 170)
        #expect(b.right.value == 200 && b.width.value == 10)
        try solver.removeConstraint(squeeze)
        solver.updateVariables()
        #expect(all.map(\.value) == first)
        let pin = eq(lin(b.left), k(100))
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(b.left.value == 100 && a.width.value == 80)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        for (value, old) in zip(all.map(\.value), first) { #expect(abs(value - old) < 1e-9) }
    }

    @Test func suggestionsAgainstAnInequalityUseTheDualSimplex() throws {
        var solver = Solver()
        let x = SVar("x")
        try solver.addConstraint(le(lin(x), k(100)))
        try solver.addEditVariable(x, strength: strength(750))
        let built = solver.statistics.rowsBuilt
        try solver.suggestValue(x, 150)
        #expect(solver.value(of: x) == 100)
        #expect(solver.statistics.dualPivots == 1)
        try solver.suggestValue(x, 50)
        #expect(solver.value(of: x) == 50)
        try solver.suggestValue(x, 120)
        #expect(solver.value(of: x) == 100)
        #expect(solver.statistics.rowsBuilt == built)
    }

    @Test func priorityValuesAreClampedToUIKitsScale() {
        #expect(strength(1000).isRequired)
        #expect(strength(5000).isRequired && strength(5000).level == 1000)
        #expect(!strength(999.5).isRequired)
        #expect(strength(0).level == 1 && strength(-3).level == 1 && strength(.nan).level == 1)
        #expect(LayoutPriority.defaultHigh.rawValue == 750 && LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50 && LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh + 1 > .defaultHigh)
    }
}

/// The kind of error `body` throws, nil when it throws none.
func kind(_ body: () throws -> Void) -> Cassowary.SolverError.Kind? {
    do { try body() } catch let error as Cassowary.SolverError { return error.kind } catch { return nil }
    return nil
}

private func eq(_ lhs: SExpr, _ rhs: SExpr, constant: Double) -> SConstraint {
    eq(lhs, rhs.adding(constant: constant))
}

private func le(_ lhs: SExpr, _ rhs: SExpr, constant: Double) -> SConstraint {
    le(lhs, rhs.adding(constant: constant))
}
