import Flipbook
import Foundation
import Testing

/// Each window owns its services: a text measurer and a diagnostics sink,
/// never shared with another window.
@MainActor
@Suite struct WindowEnvironmentTests {
    /// Measures every character as 10 points, every line 20 points high.
    struct TenPointMeasurer: TextMeasuring {
        func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
        func metrics(of font: Font) -> LineMetrics { LineMetrics(ascent: 15, descent: 5, lineHeight: 20) }
    }

    @Test func everyWindowHasItsOwnEnvironmentWithTheStandardServices() {
        let a = Window(size: CGSize(width: 100, height: 100))
        let b = Window(size: CGSize(width: 100, height: 100))
        #expect(a.environment !== b.environment)
        #expect(a.environment.diagnosticHandler == nil)
        // Replacing one window's measurer leaves the other's alone.
        a.environment.textMeasurer = TenPointMeasurer()
        #expect(a.environment.textMeasurer is TenPointMeasurer)
        #expect(!(b.environment.textMeasurer is TenPointMeasurer))
    }

    @Test func aWindowsMeasurerLaysOutOnlyItsOwnLabels() {
        let a = Window(size: CGSize(width: 200, height: 100))
        let b = Window(size: CGSize(width: 200, height: 100))
        a.environment.textMeasurer = TenPointMeasurer()
        let inA = Label()
        let inB = Label()
        let outside = Label()
        for label in [inA, inB, outside] { label.text = "Hello" }
        a.addSubview(inA)
        b.addSubview(inB)
        #expect(inA.sizeThatFits(.zero) == CGSize(width: 50, height: 20))
        #expect(inB.sizeThatFits(.zero) == outside.sizeThatFits(.zero))
        #expect(inB.sizeThatFits(.zero) != inA.sizeThatFits(.zero))
        // Moved to the other window, the label measures with that window's measurer.
        b.addSubview(inA)
        #expect(inA.sizeThatFits(.zero) == inB.sizeThatFits(.zero))
    }

    @Test func aWindowsDiagnosticsGoToItsSinkAndNoWhereElse() {
        let a = Window(size: CGSize(width: 200, height: 100))
        let b = Window(size: CGSize(width: 200, height: 100))
        var seenByA: [String] = []
        a.environment.diagnosticHandler = { seenByA.append($0.code) }
        let stackA = StackView()
        let stackB = StackView()
        a.addSubview(stackA)
        b.addSubview(stackB)
        let elsewhere = Diagnostics.collect {
            stackA.insertArrangedSubview(View(), at: 5)
            stackB.insertArrangedSubview(View(), at: 7)
        }
        #expect(seenByA == ["stack.indexOutOfRange"])
        #expect(elsewhere.map(\.code) == ["stack.indexOutOfRange"])
        #expect(elsewhere.first?.message.contains("7") == true)
    }
}
