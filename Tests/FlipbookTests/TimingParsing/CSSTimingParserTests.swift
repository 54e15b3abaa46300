import FlipbookTestSupport
import Foundation
import Testing

@testable import Flipbook

@Suite("Timing: CSS text")
struct CSSTimingParserTests {
    @Test("keywords and functions give the curves they name")
    func wellFormed() throws {
        #expect(try TimingCurve(css: "linear") == .linear)
        #expect(try TimingCurve(css: "ease") == .ease)
        #expect(try TimingCurve(css: " EASE-In ") == .easeIn)
        #expect(try TimingCurve(css: "ease-out") == .easeOut)
        #expect(try TimingCurve(css: "ease-in-out") == .easeInOut)
        #expect(try TimingCurve(css: "step-start") == .steps(1, .jumpStart))
        #expect(try TimingCurve(css: "step-end") == .steps(1, .jumpEnd))
        #expect(try TimingCurve(css: "cubic-bezier(0.1, -0.5, .9, 1.5e0)") == .cubicBezier(0.1, -0.5, 0.9, 1.5))
        #expect(try TimingCurve(css: "steps(4)") == .steps(4, .jumpEnd))
        #expect(try TimingCurve(css: "steps(4, start)") == .steps(4, .jumpStart))
        #expect(try TimingCurve(css: "steps(2, jump-none)") == .steps(2, .jumpNone))
        #expect(try TimingCurve(css: "spring(1 100 10 0)") == .spring(mass: 1, stiffness: 100, damping: 10))
        #expect(
            try TimingCurve(css: "spring(2, 300, 20, -1.5)")
                == .spring(mass: 2, stiffness: 300, damping: 20, initialVelocity: -1.5))
    }

    func points(_ text: String) throws -> [[Double]] {
        try #require(try TimingCurve(css: text).linearPoints).map { [$0.input, $0.output] }
    }

    @Test("linear() fills in missing and out-of-order inputs as CSS Easing Level 2 says")
    func linearStops() throws {
        // The spec's own example: linear(0, 0.25, 1) is linear(0 0%, 0.25 50%, 1 100%).
        #expect(try points("linear(0, 0.25, 1)") == [[0, 0], [0.5, 0.25], [1, 1]])
        #expect(try points("linear(0, 0.25, 1)") == points("linear(0 0%, 0.25 50%, 1 100%)"))
        // Two percentages make two points with the same output.
        #expect(try points("linear(0, 0.5 25% 75%, 1)") == [[0, 0], [0.25, 0.5], [0.75, 0.5], [1, 1]])
        #expect(try points("linear(0, 25% 0.5 75%, 1)") == points("linear(0, 0.5 25% 75%, 1)"))
        // An input below an earlier one is raised to it.
        #expect(try points("linear(0, 0.9 60%, 0.4 20%, 1)") == [[0, 0], [0.6, 0.9], [0.6, 0.4], [1, 1]])
        // A run of missing inputs is spread evenly between its neighbours.
        let spread = try points("linear(0, 0.1, 0.2, 1 30%)").map { $0[0] }
        #expect(zip(spread, [0, 0.1, 0.2, 0.3]).allSatisfy { abs($0 - $1) < 1e-15 } && spread.count == 4)
        // The last stop defaults to 1 unless an earlier input is larger.
        #expect(try points("linear(0, 0.5 120%, 1)").map { $0[0] } == [0, 1.2, 1.2])
        // At a vertical jump the later point wins; outside, the end segments extend.
        let jump = try TimingCurve(css: "linear(0, 0.9 60%, 0.4 20%, 1)")
        #expect(jump.value(at: 0.6) == 0.4)
        #expect(abs(try TimingCurve(css: "linear(0, 1)").value(at: 1.5) - 1.5) < 1e-15)
    }

    @Test("cssText reads back to the same curve")
    func roundTrip() throws {
        var random = SeededRandom(seed: 0x5EED_0020)
        for _ in 0..<100 {
            let bezier = TimingCurve.cubicBezier(
                random.double(in: 0...1), random.double(in: -3...3),
                random.double(in: 0...1), random.double(in: -3...3))
            #expect(try TimingCurve(css: bezier.cssText) == bezier)
            let spring = TimingCurve.spring(
                mass: random.double(in: 0.1...10), stiffness: random.double(in: 1...1000),
                damping: random.double(in: 0...50), initialVelocity: random.double(in: -9...9))
            #expect(try TimingCurve(css: spring.description) == spring)
            let steps = TimingCurve.steps(
                Int.random(in: 2...99, using: &random),
                StepPosition.allCases.randomElement(using: &random)!)
            #expect(try TimingCurve(css: steps.cssText) == steps)
        }
        let linear = try TimingCurve(css: "linear(0, 0.3 10%, 0.2 40% 60%, 1)")
        let reparsed = try #require(try TimingCurve(css: linear.cssText).linearPoints)
        for (a, b) in zip(reparsed, try #require(linear.linearPoints)) {
            #expect(abs(a.input - b.input) < 1e-15 && a.output == b.output)
        }
    }

    @Test(
        "malformed text is rejected with a message naming the problem",
        arguments: [
            ("", "empty", nil),
            ("ease-inn", "unknown keyword 'ease-inn'", "ease-in"),
            ("eas", "unknown keyword 'eas'", "ease"),
            ("ease-in-outt", "unknown keyword", "ease-in-out"),
            ("stepend", "unknown keyword", "step-end"),
            ("spring", "'spring' is a function and needs arguments", "spring(...)"),
            ("cubic-bezeir(0, 0, 1, 1)", "unknown function 'cubic-bezeir()'", "cubic-bezier(...)"),
            ("cubic-bezier(0.1, 0.2, 0.3)", "cubic-bezier() takes 4 numbers separated by commas, got 3", nil),
            ("cubic-bezier(0.1 0.2 0.3 0.4)", "cubic-bezier() takes 4 numbers separated by commas, got 1", nil),
            ("cubic-bezier(1.5, 0, 0.5, 1)", "x1 is 1.5; x coordinates must be in [0, 1]", nil),
            ("cubic-bezier(0.5, 0, -0.1, 1)", "x2 is -0.1; x coordinates must be in [0, 1]", nil),
            ("cubic-bezier(0, nan, 1, 1)", "y1 must be a number, got 'nan'", nil),
            ("cubic-bezier(0, 0, 1, 1", "missing ')'", nil),
            ("cubic-bezier(0, (0), 1, 1)", "unexpected '('", nil),
            ("steps(0)", "the step count must be at least 1 for jump-end, got 0", nil),
            ("steps(-3, start)", "the step count must be at least 1 for jump-start, got -3", nil),
            ("steps(1, jump-none)", "the step count must be at least 2 for jump-none, got 1", nil),
            ("steps(2.5)", "the step count must be a whole number, got '2.5'", nil),
            ("steps(3, jump-nonee)", "unknown step position 'jump-nonee'", "jump-none"),
            ("steps(3, middle, end)", "steps() takes a step count and an optional position, got 3 arguments", nil),
            ("linear()", "linear() needs at least 2 stops, got none", nil),
            ("linear(0.5)", "linear() needs at least 2 stops, got 1", nil),
            ("linear(0, , 1)", "stop 2 of linear() is empty", nil),
            ("linear(0, 0.5 0.6, 1)", "stop 2 of linear() has two outputs", nil),
            ("linear(0, 10% 20% 30% 0.5, 1)", "stop 2 of linear() has 3 percentages", nil),
            ("linear(0, 50%, 1)", "stop 2 of linear() has no output number", nil),
            ("linear(0, 0.5 x%, 1)", "a percentage in stop 2 of linear() must be a number, got 'x'", nil),
            ("spring(1 100 10)", "spring() takes 4 numbers (mass stiffness damping velocity), got 3", nil),
            ("spring(0 100 10 0)", "mass must be positive, got 0.0", nil),
            ("spring(1 -5 10 0)", "stiffness must be positive, got -5.0", nil),
            ("spring(1 100 -1 0)", "damping must not be negative, got -1.0", nil),
            ("spring(1 100 10 1e999)", "the initial velocity must be a number, got '1e999'", nil),
            ("spring(1 100 ten 0)", "the damping must be a number, got 'ten'", nil),
        ] as [(String, String, String?)])
    func malformed(text: String, reason: String, suggestion: String?) {
        do {
            let curve = try TimingCurve(css: text)
            Issue.record("'\(text)' was accepted as \(curve)")
        } catch let error as TimingCurveError {
            #expect(error.reason.contains(reason), "\(error)")
            #expect(error.suggestion == suggestion, "\(error)")
            #expect(error.input == text, "\(error)")
            #expect(error.description.hasPrefix("invalid timing curve '\(text)': "))
            if let suggestion { #expect(error.description.hasSuffix("did you mean '\(suggestion)'?")) }
        } catch {
            Issue.record("'\(text)' threw \(error), not a TimingCurveError")
        }
    }

    @Test("a very long text is rejected without parsing it")
    func tooLong() {
        let text = "linear(" + Array(repeating: "0.5", count: 5000).joined(separator: ", ") + ")"
        #expect(throws: TimingCurveError.self) { try TimingCurve(css: text) }
    }

    @Test("non-throwing factories clamp as documented")
    func clamps() throws {
        #expect(TimingCurve.cubicBezier(1.5, 0, -1, 1).controlPoints! == (1, 0, 0, 1))
        #expect(TimingCurve.cubicBezier(.nan, 0, 1, 1) == .linear)
        #expect(TimingCurve.steps(0) == .steps(1))
        #expect(TimingCurve.steps(1, .jumpNone) == .steps(2, .jumpNone))
        #expect(TimingCurve.piecewiseLinear([LinearEasingStop(output: 0)]) == .linear)
        #expect(
            TimingCurve.piecewiseLinear([.init(output: 0), .init(output: .nan), .init(output: 1)])
                == (try TimingCurve(css: "linear(0, 1)")))
        let p = try #require(TimingCurve.spring(mass: 0, stiffness: -1, damping: -1, initialVelocity: .nan).springParameters)
        #expect(p.mass == 1e-6 && p.stiffness == 1e-6 && p.damping == 0 && p.initialVelocity == 0)
        let q = try #require(TimingCurve.spring(mass: .nan, stiffness: .infinity, damping: .nan).springParameters)
        #expect(q.mass == 1 && q.stiffness == 100 && q.damping == 10)
        #expect(throws: TimingCurveError.self) { try TimingCurve(springMass: .nan, stiffness: 1, damping: 1) }
        #expect(throws: TimingCurveError.self) { try TimingCurve(cubicBezier: 0, .infinity, 1, 1) }
        #expect(throws: TimingCurveError.self) { try TimingCurve(springDuration: 0, bounce: 0) }
        #expect(throws: TimingCurveError.self) { try TimingCurve(springDuration: 1, bounce: -1) }
        #expect(
            TimingCurve.spring(dampingRatio: 0, settlingDuration: 1).dampingRatio! >= TimingCurve.minimumScaledDampingRatio
                * 0.999)
    }
}
