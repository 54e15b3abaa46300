import Foundation
import Testing

@testable import Flipbook

/// Each alignment, against frames computed by hand: views A (50 × 20),
/// B (60 × 30), C (40 × 40), equally wide (100) in a 320 × 100 row, or
/// filling a 200 × 400 column.
@MainActor @Suite struct StackViewAlignmentTests {
    private func row(_ alignment: StackView.Alignment) -> [CGRect] {
        let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 320, height: 100)) {
            $0.distribution = .fillEqually
            $0.alignment = alignment
        }
        return frames(v)
    }

    private func rowOf(ys: [CGFloat], heights: [CGFloat]) -> [CGRect] {
        (0..<3).map { CGRect(x: CGFloat($0) * 110, y: ys[$0], width: 100, height: heights[$0]) }
    }

    @Test func fillMakesEveryViewAsTallAsTheStack() {
        #expect(close(row(.fill), rowOf(ys: [0, 0, 0], heights: [100, 100, 100])), "\(row(.fill))")
    }

    @Test func topAndLeadingAreOne() {
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
        #expect(close(row(.top), rowOf(ys: [0, 0, 0], heights: [20, 30, 40])), "\(row(.top))")
    }

    @Test func centerCentresEachView() {
        #expect(close(row(.center), rowOf(ys: [40, 35, 30], heights: [20, 30, 40])), "\(row(.center))")
    }

    @Test func bottomPutsEachViewOnTheBottomEdge() {
        #expect(close(row(.bottom), rowOf(ys: [80, 70, 60], heights: [20, 30, 40])), "\(row(.bottom))")
    }

    @Test func baselinesLineUpWithTheHighestViewOnTop() {
        // Views without text have their baselines at their bottoms: the
        // bottoms line up at 40, the tallest (C) touching the top.
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            #expect(close(row(alignment), rowOf(ys: [20, 10, 0], heights: [20, 30, 40])), "\(alignment): \(row(alignment))")
        }
    }

    @Test func labelsLineUpOnTheirTextBaselines() throws {
        let (window, root) = makeScreen()
        let small = Label()
        let large = Label()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        let stack = StackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.addSubview(stack)
        window.layoutIfNeeded()
        let s = try #require(small.baselineOffsets())
        let l = try #require(large.baselineOffsets())
        // A label's first baseline is its centre plus its offset.
        let smallBaseline = small.frame.midY + s.first
        let largeBaseline = large.frame.midY + l.first
        #expect(abs(smallBaseline - largeBaseline) < 1e-6, "\(small.frame) \(large.frame)")
        #expect(abs(min(small.frame.minY, large.frame.minY)) < 1e-6)
        #expect(small.frame.minY > large.frame.minY, "the small text sits lower")
    }

    @Test func aColumnAlignsAcross() {
        let expected: [StackView.Alignment: [CGFloat]] = [
            .leading: [0, 0, 0], .center: [75, 70, 80], .trailing: [150, 140, 160],
        ]
        for (alignment, xs) in expected {
            let (_, _, v) = makeStack(CGRect(x: 0, y: 0, width: 200, height: 400), axis: .vertical) { $0.alignment = alignment }
            let want = [
                CGRect(x: xs[0], y: 0, width: 50, height: 310), CGRect(x: xs[1], y: 320, width: 60, height: 30),
                CGRect(x: xs[2], y: 360, width: 40, height: 40),
            ]
            #expect(close(frames(v), want), "\(alignment): \(frames(v))")
        }
    }

    @Test func anUnconstrainedCrossSizeHugsTheTallestView() {
        let (window, root) = makeScreen()
        let views = [SizedView(50, 20, "A"), SizedView(60, 30, "B")]
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 50, width: 110, height: 30), "\(stack.frame)")
        #expect(views[0].frame == CGRect(x: 0, y: 5, width: 50, height: 20))
    }
}
