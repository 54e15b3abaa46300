import FlipbookTestSupport
import Testing

@testable import Flipbook

/// Property tests with a seeded generator: the same cases on every run.
@Suite struct SolverPropertyTests {
    typealias Solver = Cassowary.Solver

    /// A random linear constraint on 1...3 of `variables`, required, that
    /// `assignment` satisfies (an equality, or an inequality with a random
    /// margin).
    static func satisfiedConstraint(
        _ variables: [SVar], _ assignment: [Double],
        _ rng: inout SeededRandom
    ) -> SConstraint {
        var terms: [Cassowary.Term] = []
        var value = 0.0
        for _ in 0..<rng.int(1...3) {
            let i = rng.int(0...(variables.count - 1))
            let coefficient = Double(rng.int(1...3)) * (rng.int(0...1) == 0 ? 1 : -1) * [1, 0.5, 0.25][rng.int(0...2)]
            terms.append(Cassowary.Term(variables[i], coefficient))
            value += coefficient * assignment[i]
        }
        switch rng.int(0...2) {
        case 0: return SConstraint(SExpr(terms, constant: -value), .equal)
        case 1: return SConstraint(SExpr(terms, constant: -value - rng.double(0, 50)), .lessThanOrEqual)
        default: return SConstraint(SExpr(terms, constant: -value + rng.double(0, 50)), .greaterThanOrEqual)
        }
    }

    /// A random optional constraint, unrelated to any assignment.
    static func optionalConstraint(_ variables: [SVar], _ rng: inout SeededRandom) -> SConstraint {
        let a = variables[rng.int(0...(variables.count - 1))]
        let b = variables[rng.int(0...(variables.count - 1))]
        let expression = lin((1, a), (Double(rng.int(-2...2)), b), constant: rng.double(-300, 300))
        let relation: SConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
        return SConstraint(expression, relation, strength: strength(Float(rng.int(1...999))))
    }

    @Test(arguments: 0..<64 as Range<UInt64>)
    func randomSatisfiableSystemsStaySatisfied(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let variables = (0..<rng.int(2...10)).map { SVar("v\($0)") }
        let assignment = variables.map { _ in rng.double(-200, 200) }
        var solver = Solver()
        var required: [SConstraint] = []
        var optional: [SConstraint] = []
        var edited: [SVar] = []
        for step in 0..<150 {
            switch rng.int(0...21) {
            case 20...21:
                // A required constraint the assignment need not satisfy: if
                // refused, nothing may change; if accepted, it is taken out.
                let wild = Self.optionalConstraint(variables, &rng)
                let c = SConstraint(wild.expression, wild.relation, strength: .required)
                let before = variables.map { solver.value(of: $0).bitPattern }
                let statistics = solver.statistics
                do {
                    try solver.addConstraint(c)
                    try solver.removeConstraint(c)
                } catch {
                    #expect(error.kind == .unsatisfiable && error.constraint === c)
                    #expect(variables.map { solver.value(of: $0).bitPattern } == before, "seed \(seed) step \(step)")
                    #expect(solver.statistics == statistics)
                }
            case 0...8:
                let c = Self.satisfiedConstraint(variables, assignment, &rng)
                do { try solver.addConstraint(c) } catch {
                    Issue.record("seed \(seed) step \(step): \(error)")
                    continue
                }
                required.append(c)
            case 9...10 where !required.isEmpty:
                try solver.removeConstraint(required.remove(at: rng.int(0...(required.count - 1))))
            case 11...14:
                let c = Self.optionalConstraint(variables, &rng)
                try solver.addConstraint(c)
                optional.append(c)
            case 15 where !optional.isEmpty:
                try solver.removeConstraint(optional.remove(at: rng.int(0...(optional.count - 1))))
            case 16 where !edited.isEmpty:
                try solver.removeEditVariable(edited.remove(at: rng.int(0...(edited.count - 1))))
            default:
                let v = variables[rng.int(0...(variables.count - 1))]
                if !solver.hasEditVariable(v) {
                    try solver.addEditVariable(v, strength: strength(Float(rng.int(1...999))))
                    edited.append(v)
                }
                for _ in 0..<rng.int(1...5) { try solver.suggestValue(v, rng.double(-500, 500)) }
            }
            #expect(solver.brokenInvariant() == nil, "seed \(seed) step \(step)")
            solver.updateVariables()
            for c in required {
                #expect(c.violation < 1e-6, "seed \(seed) step \(step): \(Cassowary.describe(c)) off by \(c.violation)")
            }
        }
    }

    @Test(arguments: 0..<16 as Range<UInt64>)
    func optionalConstraintsNeverBeatARequiredOne(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        var solver = Solver()
        let x = SVar("x")
        let y = SVar("y")
        let target = rng.double(-100, 100)
        let pin = eq(lin((1, x), (1, y)), k(target))
        let floor = ge(lin(x), k(target / 2))
        var added = false
        for i in 0..<rng.int(1...200) {
            if !added && rng.int(0...9) == 0 {
                try solver.addConstraint(pin)
                try solver.addConstraint(floor)
                added = true
            }
            let v = i % 2 == 0 ? x : y
            let weight = rng.double(1, 1e6)
            let relation: SConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(0...2)]
            try solver.addConstraint(
                SConstraint(
                    lin(v), relation, k(rng.double(-1e4, 1e4)),
                    strength: Cassowary.Strength(LayoutPriority(Float(rng.int(990...999))), weight: weight)))
        }
        if !added {
            try solver.addConstraint(pin)
            try solver.addConstraint(floor)
        }
        solver.updateVariables()
        #expect(pin.violation < 1e-6 && floor.violation < 1e-6, "seed \(seed): x \(x.value), y \(y.value)")
    }

    @Test(arguments: 0..<16 as Range<UInt64>)
    func aHigherPriorityBeatsAnyNumberOfLowerOnes(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let high = Float(rng.int(2...999))
        // Fractional priorities count too: one case half a step apart.
        let low = seed == 0 ? high - 0.5 : Float(rng.int(1...Int(high) - 1))
        let count = rng.int(1...300)
        let target = rng.double(-100, 100)
        let insertAt = rng.int(0...count)
        // Equalities: x == target at `high` against `count` pulls elsewhere
        // at `low`, each heavily weighted; inequalities the same way.
        var solver = Solver()
        var inequalities = Solver()
        let x = SVar("x")
        let z = SVar("z")
        for i in 0...count {
            if i == insertAt {
                try solver.addConstraint(eq(lin(x), k(target), high))
                try inequalities.addConstraint(ge(lin(z), k(target), high))
            }
            if i == count { break }
            let pull = target + rng.double(1, 1000) * (i % 3 == 0 ? -1 : 1)
            let weight = rng.double(1, 1e4)
            try solver.addConstraint(
                SConstraint(
                    lin(x), .equal, k(pull),
                    strength: Cassowary.Strength(LayoutPriority(low), weight: weight)))
            try inequalities.addConstraint(
                SConstraint(
                    lin(z), .lessThanOrEqual, k(target - abs(pull - target)),
                    strength: Cassowary.Strength(LayoutPriority(low), weight: weight)))
        }
        #expect(abs(solver.value(of: x) - target) < 1e-6, "seed \(seed): \(high) vs \(count) × \(low)")
        #expect(abs(inequalities.value(of: z) - target) < 1e-6, "seed \(seed): \(high) vs \(count) × \(low)")
    }

    /// The bit patterns of every variable after each step of a random
    /// session. `padding` objects are allocated between the variables, so
    /// identities (addresses) and their hashes differ between runs.
    static func session(seed: UInt64, padding: Int) throws -> [UInt64] {
        var rng = SeededRandom(seed: seed)
        var keepAlive: [AnyObject] = []
        var variables: [SVar] = []
        for i in 0..<12 {
            for _ in 0..<(padding * (i % 3 + 1)) { keepAlive.append(SVar("padding")) }
            variables.append(SVar("v\(i)"))
        }
        let assignment = variables.map { _ in rng.double(-100, 100) }
        var solver = Solver()
        var added: [SConstraint] = []
        var trace: [UInt64] = []
        for _ in 0..<60 {
            switch rng.int(0...9) {
            case 0...3:
                let c = satisfiedConstraint(variables, assignment, &rng)
                try solver.addConstraint(c)
                added.append(c)
            case 4...6:
                let c = optionalConstraint(variables, &rng)
                try solver.addConstraint(c)
                added.append(c)
            case 7 where !added.isEmpty: try solver.removeConstraint(added.remove(at: rng.int(0...(added.count - 1))))
            default:
                let v = variables[rng.int(0...11)]
                if !solver.hasEditVariable(v) { try solver.addEditVariable(v, strength: strength(Float(rng.int(1...999)))) }
                try solver.suggestValue(v, rng.double(-300, 300))
            }
            solver.updateVariables()
            trace += variables.map(\.value.bitPattern)
        }
        withExtendedLifetime(keepAlive) {}
        return trace
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func sameOperationsGiveTheSameValuesBitForBit(seed: UInt64) throws {
        let first = try Self.session(seed: seed, padding: 0)
        #expect(first == (try Self.session(seed: seed, padding: 3)))
        #expect(first == (try Self.session(seed: seed, padding: 17)))
    }
}
